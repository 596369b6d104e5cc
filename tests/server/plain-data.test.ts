// The edge's plain-data check (server/rooms/plainData.ts) on strings that are not Unicode text: half of a UTF-16
// surrogate pair would be stored as U+FFFD, so a name or chat line would change across a restart.
import { describe, expect, it } from "vitest";
import { plainDataProblem } from "../../server/rooms/plainData";

describe("plain data refuses strings that are not Unicode text", () => {
  it.each([
    ["a lone high surrogate", { name: "Ann\ud800" }],
    ["a lone low surrogate", { channel: "players", text: "\udc00 hi" }],
    ["a reversed pair", ["\udc00\ud800"]],
    ["a key", { "k\ud800": 1 }],
  ])("refuses %s", (_what, payload) => {
    expect(plainDataProblem(payload)).toMatch(/not Unicode text/);
  });

  it("accepts whole pairs (emoji, supplementary letters) and ordinary text", () => {
    expect(plainDataProblem({ name: "Ana 🎩", text: "𝒯rickerion ñ" })).toBeNull();
    expect(plainDataProblem({ "🎩": "x" })).toBeNull();
  });
});
