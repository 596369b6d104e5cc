import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { normaliseName } from "../../server/table/names";
import { JOIN_REFUSED } from "../../shared/protocol/joinRefusals";
import { createTable, joinTable } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

async function refusal(joining: Promise<unknown>): Promise<number | undefined> {
  try {
    await joining;
  } catch (e) {
    return (e as { code?: number }).code;
  }
  return undefined;
}

describe("display names are normalised, checked and unique at a table (issue 26)", () => {
  it("NFC, trimmed, inner whitespace collapsed; controls, bidi and zero-width characters, empty and too long refused", () => {
    expect(normaliseName("  Ana   Mari\u0301a \u00a0 ")).toEqual({ name: "Ana María" });
    expect(normaliseName("Ana María")).toEqual({ name: "Ana Mar\u00eda" });
    for (const bad of [
      "Ann\u0000",
      "Ann\nBen",
      "Ann\r",
      "Ann\t",
      "\u202eevil",
      "a\u2066b\u2069",
      "Ann\u200e",
      "Ann\u200f",
      "Ann\u061c",
      "An\u200bn",
      "An\u200dn",
      "\ufeffAnn",
      "Ann\u2028",
      "Ann\u2060",
    ]) {
      expect(normaliseName(bad), JSON.stringify(bad)).toMatchObject({ code: "NAME_FORBIDDEN_CHARACTERS" });
    }
    expect(normaliseName("   ")).toMatchObject({ code: "NAME_EMPTY" });
    expect(normaliseName("x".repeat(25))).toMatchObject({ code: "NAME_TOO_LONG" });
    // Length is counted as people count characters: 24 letters typed with combining accents (48 code points) fit.
    expect(normaliseName("e\u0301".repeat(24))).toEqual({ name: "\u00e9".repeat(24) });
    expect(normaliseName("🇪🇸".repeat(24))).toMatchObject({ name: "🇪🇸".repeat(24) });
  });

  describe("at a table", () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({ botDelayMs: 0 });
    });
    afterAll(() => server.close());

    it("a join, sit or rename with a bad name or another seat's name is refused with its code and changes nothing", async () => {
      const host = await createTable(server, { players: 4 }, "  Anna \u00a0 Lee ");
      const code = host.room.roomId;
      const room = server.colyseus.getRoomById<TrickerionRoom>(code);
      expect(room.table.seats[0]!.name).toBe("Anna Lee");

      expect(await refusal(joinTable(server, code, { name: "anna lee" }))).toBe(JOIN_REFUSED.NAME_TAKEN);
      expect(await refusal(joinTable(server, code, { name: "ＡＮＮＡ LEE" }))).toBe(JOIN_REFUSED.NAME_TAKEN);
      expect(await refusal(joinTable(server, code, { name: "Ben\u202e" }))).toBe(
        JOIN_REFUSED.NAME_FORBIDDEN_CHARACTERS,
      );
      expect(await refusal(joinTable(server, code, { name: "Ben\nCarl" }))).toBe(
        JOIN_REFUSED.NAME_FORBIDDEN_CHARACTERS,
      );
      expect(await refusal(joinTable(server, code, { name: "B".repeat(30) }))).toBe(JOIN_REFUSED.NAME_TOO_LONG);
      // Only spaces and a newline is not "no name": it is refused, not given a default.
      expect(await refusal(joinTable(server, code, { name: " \n " }))).toBe(JOIN_REFUSED.NAME_FORBIDDEN_CHARACTERS);
      expect(room.table.seats.map((s) => s.kind)).toEqual(["human", "open", "open", "open"]);

      const ben = await joinTable(server, code, { name: "Ben" });
      expect(await ben.room.request("rename", { name: "ANNA LEE" })).toMatchObject({ ok: false, code: "NAME_TAKEN" });
      expect(await ben.room.request("rename", { name: "Be\u200bn" })).toMatchObject({
        ok: false,
        code: "NAME_FORBIDDEN_CHARACTERS",
      });
      expect(await ben.room.request("rename", { name: "  " })).toMatchObject({ ok: false, code: "NAME_EMPTY" });
      expect(room.table.seats[1]!.name).toBe("Ben");
      expect(await ben.room.request("rename", { name: "  Benjamin   B. " })).toEqual({ ok: true });
      expect(room.table.seats[1]!.name).toBe("Benjamin B.");

      // A watcher sitting down later is checked the same way.
      const watcher = await joinTable(server, code, { spectator: true });
      expect(await watcher.room.request("sit", { name: "benjamin b." })).toMatchObject({
        ok: false,
        code: "NAME_TAKEN",
      });
      expect(await watcher.room.request("sit", { name: "Carl" })).toEqual({ ok: true });
      // Two people who give no name get distinct default names.
      await joinTable(server, code, { name: "" });
      expect(new Set(room.table.seats.map((s) => s.name.toLowerCase())).size).toBe(4);
    });

    it("a hot-seat creator's names must differ from one another", async () => {
      await expect(createTable(server, { players: 2, hotseatNames: ["Anna", "anna"] }, "Anna")).rejects.toMatchObject({
        code: JOIN_REFUSED.NAME_TAKEN,
      });
    });
  });
});
