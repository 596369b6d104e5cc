// Bot levels survive a restart in both stores: each bot seat's level (with the seats) and the table's level for
// takeovers and the hint setting (with the options). Older rows without them restore as they played before.
import { afterEach, describe, expect, it } from "vitest";
import { restoreTable } from "../../server/storage/restore";
import { Table, type TableOptions } from "../../server/table/Table";
import { newSeatToken } from "../../server/storage/seatToken";
import { testKey } from "./fixtures";
import { sqliteHarness, usePostgres, type StoreHarness } from "./storeHarness";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

const postgres = usePostgres();
const options: TableOptions = {
  players: 3,
  beginnerSetup: false,
  quickStart: true,
  listed: true,
  darkAlley: false,
  prophecies: false,
  abilities: false,
  botLevel: "grandMagician",
  hints: true,
};

for (const harness of [sqliteHarness, postgres] as StoreHarness[]) {
  describe.skipIf(harness.missing)(`bot levels in the store (${harness.name})`, () => {
    it("keeps each bot seat's level and the table's level and hint setting across a restore", async () => {
      const db = await harness.fresh();
      cleanups.push(() => db.remove());
      const store = await db.open("one");
      const table = new Table(options, testKey("LEVEL"), newSeatToken);
      table.sit("Ann");
      expect(table.setBot(0, 1, true, "apprentice")).toBeNull();
      expect(table.setBot(0, 2, true)).toBeNull(); // no level named: the table's
      await store.createTable("LEVEL", options, table.seed, table.seats);
      expect(table.setBot(0, 1, true, "magician")).toBeNull(); // a seated bot's level changed in the lobby
      await store.saveSeats("LEVEL", table.seats);

      const [row] = await store.unfinished();
      const back = restoreTable(row!, []).table;
      expect(back.seats.map((s) => [s.kind, s.level])).toEqual([
        ["human", undefined],
        ["bot", "magician"],
        ["bot", undefined],
      ]);
      expect(back.options).toMatchObject({ botLevel: "grandMagician", hints: true });
      expect([back.botLevelOf(1), back.botLevelOf(2)]).toEqual(["magician", "grandMagician"]);
    });

    it("restores a table stored before levels with the greedy bots it had, and refuses an unknown stored level", async () => {
      const db = await harness.fresh();
      cleanups.push(() => db.remove());
      const store = await db.open("one");
      const { botLevel, hints, ...before } = options;
      void botLevel;
      void hints;
      const table = new Table(before, testKey("OLDER"), newSeatToken);
      table.sit("Ann");
      table.setBot(0, 1, true);
      table.setBot(0, 2, true);
      await store.createTable("OLDER", before, table.seed, table.seats);
      const [row] = await store.unfinished();
      const back = restoreTable(row!, []).table;
      expect(back.botLevelOf(1)).toBe("apprentice");
      expect(back.options.hints).toBe(false);
      const bad = {
        ...row!,
        seats: row!.seats.replace(
          '"kind":"bot","name":"Bot 2","tokenHash":null',
          '"kind":"bot","name":"Bot 2","tokenHash":null,"level":"wizard"',
        ),
      };
      expect(() => restoreTable(bad, [])).toThrow(/seats are malformed/);
    });
  });
}
