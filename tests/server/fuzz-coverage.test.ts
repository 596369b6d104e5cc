// The fuzz suite reads the protocol (issue 27): every client message the server accepts is fuzzed, with payloads
// shaped like its own, so a new message cannot be left out of tests/server/fuzz.test.ts.
import { describe, expect, it } from "vitest";
import { CLIENT_MESSAGES } from "../../shared/protocol";
import { COMMANDS } from "../../server/rooms/commands";
import { ENVELOPES, MESSAGE_TYPES, hostilePayloads } from "../support/hostilePayloads";

describe("the fuzz list follows the protocol's client messages", () => {
  it("fuzzes every client message type, and the server handles exactly those", () => {
    for (const type of CLIENT_MESSAGES) expect(MESSAGE_TYPES).toContain(type);
    expect(Object.keys(COMMANDS).sort()).toEqual([...CLIENT_MESSAGES].sort());
  });

  it.each([...CLIENT_MESSAGES])("%s has envelopes of its own, each carrying every hostile value", (type) => {
    const envelopes = Object.hasOwn(ENVELOPES, type) ? ENVELOPES[type] : [];
    expect(envelopes.length).toBeGreaterThan(0);
    const marker = { hostile: true };
    for (const wrap of envelopes) expect(JSON.stringify(wrap(marker))).toContain('"hostile":true');
    expect(hostilePayloads(type).length).toBeGreaterThan(envelopes.length * 30);
  });

  it("gives a type no table knows payloads too, never Object.prototype's members", () => {
    for (const type of ["toString", "constructor", "__proto__", 7])
      expect(hostilePayloads(type).length).toBeGreaterThan(100);
  });
});
