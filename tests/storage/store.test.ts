// One store suite, run against SQLite and PostgreSQL: both must keep the same record with the
// same guarantees (docs/storage.md).
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { replayRecord, scores, LEGACY_RECORD_FORMAT, RECORD_FORMAT } from "../../shared/engine";
import { SCHEMA_VERSION, type TableRow } from "../../server/storage/GameStore";
import { DB_FILE, SqliteStore, hashStoredTokens } from "../../server/storage/SqliteStore";
import { PostgresStore } from "../../server/storage/PostgresStore";
import { hashSeatToken } from "../../server/storage/seatToken";
import { restoreTable } from "../../server/storage/restore";
import { holderOfToken, pairDevice, revokeDevice } from "../../server/rooms/devices";
import { finishTable, storeTable, tempDataDir, testKey } from "./fixtures";
import { sqliteHarness, usePostgres, type StoreDatabase, type StoreHarness } from "./storeHarness";

const DAY = 86_400_000;
const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const postgres = usePostgres();

for (const harness of [sqliteHarness, postgres] as StoreHarness[]) {
  describe.skipIf(harness.missing)(`the game store (${harness.name})`, () => {
    async function fresh(): Promise<StoreDatabase> {
      const db = await harness.fresh();
      cleanups.push(() => db.remove());
      return db;
    }
    async function openFresh() {
      const db = await fresh();
      return { db, store: await db.open("one") };
    }

    it("keeps a table's options, seed, seats with token hashes and every action, in order", async () => {
      const { store } = await openFresh();
      const key = testKey("ABCDE");
      const { table, tokens, actions } = await storeTable(store, {
        code: "ABCDE",
        seats: ["Ann", null, "Cat"],
        seed: key,
        moves: 25,
      });
      const [row] = await store.unfinished();
      expect(row).toMatchObject({
        code: "ABCDE",
        status: "playing",
        format: RECORD_FORMAT,
        seed: 0,
        secret: key.chacha20,
        moves: 25,
      });
      expect(JSON.parse(row!.options)).toEqual({
        players: 3,
        beginnerSetup: false,
        quickStart: true,
        listed: true,
        darkAlley: false,
        prophecies: false,
        abilities: false,
      });
      expect(JSON.parse(row!.seats)).toEqual([
        { kind: "human", name: "Ann", tokenHash: hashSeatToken(tokens.get(0)!) },
        { kind: "bot", name: "Bot 2", tokenHash: null },
        { kind: "human", name: "Cat", tokenHash: hashSeatToken(tokens.get(2)!) },
      ]);
      expect(JSON.parse(row!.game_options!)).toEqual(table.game!.options);
      expect((await store.actionRows("ABCDE")).map((r) => ({ seat: r.seat, action: JSON.parse(r.action) }))).toEqual(
        actions,
      );
    });

    it("keeps each seat's paired phones, as token hashes only, and a restore knows them again", async () => {
      const { store, db } = await openFresh();
      const { table, tokens } = await storeTable(store, { code: "PHONE", seats: ["Ann", "Ben"] });
      const phone = pairDevice(table.seats[1]!, 1_700_000_000_000);
      await store.saveSeats("PHONE", table.seats);
      const [row] = await store.unfinished();
      expect(JSON.parse(row!.seats)[1]).toEqual({
        kind: "human",
        name: "Ben",
        tokenHash: hashSeatToken(tokens.get(1)!),
        devices: [{ id: phone.device.id, hash: hashSeatToken(phone.token), pairedAt: 1_700_000_000_000 }],
      });
      expect(await db.dump()).not.toContain(phone.token);
      const restored = restoreTable(row!, []).table;
      expect(holderOfToken(restored.seats, phone.token)).toMatchObject({ seat: 1, device: { id: phone.device.id } });
      // Revoked, and saved: gone from the store too.
      revokeDevice(table.seats[1]!, phone.device.id);
      await store.saveSeats("PHONE", table.seats);
      const [after] = await store.unfinished();
      expect(holderOfToken(restoreTable(after!, []).table.seats, phone.token)).toBeNull();
    });

    it("never stores a seat token: a copy of the database does not let anyone take a seat", async () => {
      const { db, store } = await openFresh();
      const { tokens } = await storeTable(store, { code: "SECRT", seats: ["Ann", "Ben"], moves: 3 });
      const everything = await db.dump();
      for (const token of tokens.values()) {
        expect(everything).not.toContain(token);
        expect(everything).toContain(hashSeatToken(token));
      }
      // What a restore rebuilds from the stored row knows each seat only by its hash, and still recognises its token.
      const [row] = await store.unfinished();
      const { table } = restoreTable(row!, await store.actionRows("SECRT"));
      expect(table.seats.map((s) => s.token)).toEqual([null, null]);
      expect(table.seatOfToken(tokens.get(1)!)).toBe(1);
      expect(table.seatOfToken(hashSeatToken(tokens.get(1)!))).toBe(-1); // the hash itself is no key
    });

    it("refuses an action whose number does not follow the stored log, writing nothing", async () => {
      const { store } = await openFresh();
      const { actions } = await storeTable(store, { code: "ABCDE", moves: 3 });
      await expect(store.appendAction("ABCDE", 5, 0, actions[0]!.action, null)).rejects.toThrow(
        "table ABCDE has no stored game at action #5",
      );
      await expect(store.appendAction("ZZZZZ", 0, 0, actions[0]!.action, null)).rejects.toThrow(
        "table ZZZZZ has no stored game at action #0",
      );
      expect(await store.actionRows("ABCDE")).toHaveLength(3);
      expect((await store.unfinished())[0]!.moves).toBe(3);
    });

    it("takes back only the last stored action (an undo), in one write; anything else is refused and writes nothing", async () => {
      const { store } = await openFresh();
      const { actions } = await storeTable(store, { code: "UNDO3", moves: 5 });
      await expect(store.undoLastAction("UNDO3", 2)).rejects.toThrow("no last stored action #2");
      expect(await store.actionRows("UNDO3")).toHaveLength(5);
      await store.undoLastAction("UNDO3", 4);
      expect((await store.actionRows("UNDO3")).map((r) => JSON.parse(r.action))).toEqual(
        actions.slice(0, 4).map((a) => a.action),
      );
      expect((await store.unfinished())[0]!.moves).toBe(4);
      // The log goes on from the shorter record: the next action is number 4 again.
      await store.appendAction("UNDO3", 4, actions[4]!.seat, actions[4]!.action, null);
      expect(await store.actionRows("UNDO3")).toHaveLength(5);
    });

    it("takes the actions of many tables at once; a refused one fails alone and the others are all stored", async () => {
      const { store } = await openFresh();
      const tables = await Promise.all(
        ["CONC1", "CONC2", "CONC3", "CONC4"].map((code) => storeTable(store, { code, moves: 2 })),
      );
      const next = tables.map((t) => t.actions[0]!.action);
      const results = await Promise.allSettled([
        store.appendAction("CONC1", 2, 0, next[0]!, null),
        store.appendAction("CONC2", 2, 0, next[1]!, null),
        store.appendAction("CONC3", 7, 0, next[2]!, null), // not the next number: refused
        store.appendAction("CONC4", 2, 0, next[3]!, null),
        store.appendAction("CONC1", 3, 1, next[0]!, null),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled", "fulfilled"]);
      const moves = Object.fromEntries((await store.unfinished()).map((r) => [r.code, r.moves]));
      expect(moves).toEqual({ CONC1: 4, CONC2: 3, CONC3: 2, CONC4: 3 });
      expect(await store.actionRows("CONC3")).toHaveLength(2);
    });

    it("writes one table's actions and undo in the order they were asked for, even when all are asked at once", async () => {
      const { store } = await openFresh();
      const { actions } = await storeTable(store, { code: "ORDR1", moves: 40 });
      await storeTable(store, { code: "ORDR2", moves: 0 });
      const writes = actions.map((a, i) => store.appendAction("ORDR2", i, a.seat, a.action, null));
      writes.push(store.undoLastAction("ORDR2", actions.length - 1));
      const results = await Promise.allSettled(writes);
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const rows = await store.actionRows("ORDR2");
      expect(rows.map((r) => JSON.parse(r.action))).toEqual(actions.slice(0, -1).map((a) => a.action));
      expect(Object.fromEntries((await store.unfinished()).map((r) => [r.code, r.moves])).ORDR2).toBe(
        actions.length - 1,
      );
    });

    it("keeps a finished game with its final scores, and serves its record (seed included)", async () => {
      const { store } = await openFresh();
      const { table } = await storeTable(store, {
        code: "FINIS",
        seats: ["Ann", "Ben"],
        seed: testKey("FINIS"),
        moves: 0,
      });
      await finishTable(table);
      expect(await store.unfinished()).toEqual([]);
      const [game] = await store.finishedGames();
      const board = scores(table.game!);
      expect(game).toMatchObject({
        code: "FINIS",
        players: 2,
        names: ["Ann", "Ben"],
        kinds: ["human", "human"],
        actions: table.moves,
      });
      expect(game!.scores).toEqual({ fame: board.fame, ranking: board.ranking, winner: board.winner });
      expect(new Date(game!.finishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(await store.finishedGame("FINIS")).toEqual(game);

      const record = (await store.finishedRecord("FINIS"))!;
      expect(record).toMatchObject({ format: RECORD_FORMAT, seed: testKey("FINIS"), options: table.game!.options });
      const replay = replayRecord(record);
      expect(replay.ok && replay.state).toEqual(table.game);
    });

    it("keeps a format-1 table (32-bit seed, made before issue 16): it restores and replays with mulberry32", async () => {
      const { store } = await openFresh();
      const playing = await storeTable(store, { code: "OLDPL", seats: ["Ann", "Ben", "Cat"], seed: 99, moves: 25 });
      const done = await storeTable(store, { code: "OLDFN", seats: ["Ann", "Ben"], seed: 7, moves: 0 });
      await finishTable(done.table);
      const [row] = await store.unfinished();
      expect(row).toMatchObject({ code: "OLDPL", format: LEGACY_RECORD_FORMAT, seed: 99, secret: null });
      expect(restoreTable(row!, await store.actionRows("OLDPL")).table.game).toEqual(playing.table.game);
      const record = (await store.finishedRecord("OLDFN"))!;
      expect(record).toMatchObject({ format: LEGACY_RECORD_FORMAT, seed: 7 });
      const replay = replayRecord(record);
      expect(replay.ok && replay.state).toEqual(done.table.game);
    });

    it("serves no record for a game still being played, or an unknown code", async () => {
      const { store } = await openFresh();
      await storeTable(store, { code: "PLAYS", moves: 10 });
      expect(await store.finishedRecord("PLAYS")).toBeNull();
      expect(await store.finishedGame("PLAYS")).toBeNull();
      expect(await store.finishedRecord("NOPE2")).toBeNull();
    });

    it("keeps a table's chat lines in order and its clocks (issue 29); both go with the table at retention", async () => {
      const { db, store } = await openFresh();
      const { table } = await storeTable(store, { code: "TALKS", moves: 2 });
      const line = (n: number) => ({
        n,
        channel: n % 2 ? ("players" as const) : ("watchers" as const),
        seat: n % 2 ? 0 : -1,
        name: n % 2 ? "Ann" : "Zed",
        text: `<b>line ${n}</b> é`,
        at: 1_700_000_000_000 + n,
      });
      await Promise.all([1, 2, 3, 4, 5].map((n) => store.appendChat("TALKS", line(n))));
      expect(await store.chatLines("TALKS")).toEqual([1, 2, 3, 4, 5].map(line));
      expect(await store.chatLines("TALKS", 2)).toEqual([line(4), line(5)]);
      await expect(store.appendChat("TALKS", line(3))).rejects.toThrow(); // a line number is used once
      const clocks = JSON.stringify({
        left: [1000, 2000],
        deadline: [null, 1_700_000_009_000],
        timedOut: [false, false],
      });
      await store.saveClocks("TALKS", clocks);
      expect((await store.unfinished())[0]!.clocks).toBe(clocks);
      // Fenced by the holder: another process's clocks write changes nothing.
      const other = await db.open("two");
      await other.saveClocks("TALKS", "{}");
      expect((await store.unfinished())[0]!.clocks).toBe(clocks);
      await finishTable(table);
      await db.exec("UPDATE tables SET finished_at = ? WHERE code = 'TALKS'", Date.now() - 31 * DAY);
      expect(await store.purge(30)).toBe(1);
      expect(await store.chatLines("TALKS")).toEqual([]);
    });

    it("removes finished and abandoned games past the retention, with their actions; running tables stay", async () => {
      const { db, store } = await openFresh();
      const old = await storeTable(store, { code: "OLDGM", moves: 0 });
      await finishTable(old.table);
      const recent = await storeTable(store, { code: "NEWGM", moves: 0 });
      await finishTable(recent.table);
      await storeTable(store, { code: "LEFT2", moves: 4 });
      await store.markAbandoned("LEFT2", Date.now() - 40 * DAY);
      await storeTable(store, { code: "PLAYS", moves: 4 });
      await db.exec("UPDATE tables SET finished_at = ? WHERE code = 'OLDGM'", Date.now() - 31 * DAY);
      await db.exec("UPDATE tables SET updated_at = ? WHERE code = 'PLAYS'", Date.now() - 400 * DAY);

      expect(await store.purge(30)).toBe(2);
      expect((await store.finishedGames()).map((g) => g.code)).toEqual(["NEWGM"]);
      expect(await store.has("OLDGM")).toBe(false);
      expect(await store.has("LEFT2")).toBe(false);
      expect(await store.actionRows("OLDGM")).toEqual([]);
      expect((await store.unfinished()).map((r) => r.code)).toEqual(["PLAYS"]);
    });

    it("an abandoned table is not listed for restore", async () => {
      const { store } = await openFresh();
      await storeTable(store, { code: "GONE2", moves: 4 });
      await store.markAbandoned("GONE2");
      expect(await store.unfinished()).toEqual([]);
      expect(await store.claimUnheld(true)).toEqual([]);
      expect(await store.finishedGames()).toEqual([]);
    });

    it("leaves out a finished game whose row cannot be read, and reports it", async () => {
      const { db, store } = await openFresh();
      for (const code of ["GOODS", "BADSC"]) await finishTable((await storeTable(store, { code, moves: 0 })).table);
      await db.exec("UPDATE tables SET scores = '{\"fame\":' WHERE code = 'BADSC'");
      const warnings: string[] = [];
      expect((await store.finishedGames(500, (line) => warnings.push(line))).map((g) => g.code)).toEqual(["GOODS"]);
      expect(warnings).toEqual([expect.stringContaining("finished game BADSC cannot be listed")]);
    });

    describe("several server processes on one store", () => {
      it("gives each unfinished table to exactly one process, and takes back its own after a restart", async () => {
        const db = await fresh();
        const a = await db.open("A", 60_000);
        for (let i = 0; i < 12; i++)
          await storeTable(a, { code: `T${String(i).padStart(4, "0")}`, moves: i % 3 === 0 ? undefined : 2 });
        const b = await db.open("B", 60_000);
        // A is alive (its lease runs): B finds nothing to take.
        expect(await b.claimUnheld(false)).toEqual([]);
        // "A" restarted (same id): it takes its tables back at once, oldest first.
        const a2 = await db.open("A", 60_000);
        expect((await a2.claimUnheld(true)).map((r) => r.code)).toEqual(
          Array.from({ length: 12 }, (_, i) => `T${String(i).padStart(4, "0")}`),
        );
      });

      it("never lets two processes claim the same table, even at the same moment", async () => {
        const db = await fresh();
        const a = await db.open("A", 1_000);
        for (let i = 0; i < 30; i++) await storeTable(a, { code: `R${String(i).padStart(4, "0")}`, moves: 1 });
        const later = Date.now() + 5_000; // A's leases have run out: A died
        const claimers = await Promise.all(["B", "C", "D"].map((id) => db.open(id, 60_000)));
        const claims = await Promise.all(claimers.map((s) => s.claimUnheld(false, later)));
        const codes = claims.flat().map((r: TableRow) => r.code);
        expect(codes).toHaveLength(30);
        expect(new Set(codes).size).toBe(30);
        // Nobody may claim them again while the new holders' leases run.
        expect(await (await db.open("E", 60_000)).claimUnheld(false, later)).toEqual([]);
      });

      it("fences a process that lost its table: its writes are refused and change nothing", async () => {
        const db = await fresh();
        const a = await db.open("A", 1_000);
        const { table, actions } = await storeTable(a, { code: "FENCE", moves: 4 });
        const b = await db.open("B", 60_000);
        expect((await b.claimUnheld(false, Date.now() + 5_000)).map((r) => r.code)).toEqual(["FENCE"]);
        await expect(a.appendAction("FENCE", 4, 0, actions[0]!.action, null)).rejects.toThrow("held by this server");
        await a.saveSeats("FENCE", []);
        await a.markAbandoned("FENCE");
        const [row] = await b.unfinished();
        expect(row).toMatchObject({ code: "FENCE", status: "playing", moves: 4 });
        expect(JSON.parse(row!.seats)).toHaveLength(2);
        expect(await a.renewLeases()).toEqual([]);
        expect(await b.renewLeases()).toEqual(["FENCE"]);
        void table;
      });

      it("a released table (a clean stop) is taken at once by another process", async () => {
        const db = await fresh();
        const a = await db.open("A", 60_000);
        await storeTable(a, { code: "HANDS", moves: 2 });
        const b = await db.open("B", 60_000);
        expect(await b.claimUnheld(false)).toEqual([]);
        await a.release();
        expect((await b.claimUnheld(false)).map((r) => r.code)).toEqual(["HANDS"]);
      });
    });

    it("refuses a database written by a newer server instead of misreading it", async () => {
      const db = await fresh();
      if (harness.name === "SQLite") return; // the file version is checked in the SQLite-only part below
      await db.exec("INSERT INTO trickerion_migrations (version, applied_at) VALUES (?, 0)", SCHEMA_VERSION + 1);
      await expect(db.open("X")).rejects.toThrow(
        `written by a newer server (storage version ${SCHEMA_VERSION + 1}; this one reads up to ${SCHEMA_VERSION})`,
      );
    });

    it("runs its versioned migrations once, and opening again changes nothing", async () => {
      const db = await fresh();
      const store = await db.open("A");
      await storeTable(store, { code: "AGAIN", moves: 2 });
      const again = await db.open("A");
      expect((await again.unfinished()).map((r) => r.code)).toEqual(["AGAIN"]);
      if (store instanceof PostgresStore) {
        expect(await db.query("SELECT version FROM trickerion_migrations ORDER BY version")).toEqual([
          { version: 1 },
          { version: 2 },
          { version: 3 },
          { version: 4 },
        ]);
      } else {
        expect((store as SqliteStore).database.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
      }
    });
  });
}

describe("the SQLite file", () => {
  it("creates the data directory and its database file on first use", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const dir = path.join(data.dir, "nested", "data");
    const store = SqliteStore.open(dir);
    await store.close();
    expect(existsSync(path.join(dir, DB_FILE))).toBe(true);
  });

  it("commits seat changes on the writer thread: a disk held busy by another writer does not stop the event loop (issue 26)", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const store = SqliteStore.open(data.dir);
    cleanups.push(() => store.close());
    const { table } = await storeTable(store, { code: "SEATS", seats: ["Ann", "Ben"] });
    // Another connection holds the write lock for a moment, as a checkpoint or a busy disk would.
    const blocker = new Database(path.join(data.dir, DB_FILE));
    blocker.exec("BEGIN IMMEDIATE");
    table.rename(1, "Benjamin");
    const started = performance.now();
    const saved = store.saveSeats("SEATS", table.seats);
    const loopFree = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 0));
    setTimeout(() => blocker.exec("COMMIT"), 100);
    await saved;
    blocker.close();
    // On the main thread the write would have waited for the lock there (up to its 5 s busy timeout), with every table stopped.
    expect(loopFree).toBeLessThan(50);
    const [row] = await store.unfinished();
    expect(JSON.parse(row!.seats)[1].name).toBe("Benjamin");
  });

  it("moves a database file that is not SQLite aside with a clear message, and starts empty", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    writeFileSync(path.join(data.dir, DB_FILE), "this is not a database, just text that got here somehow ".repeat(100));
    const warnings: string[] = [];
    const store = SqliteStore.open(data.dir, (line) => warnings.push(line));
    cleanups.push(() => store.close());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /trickerion\.sqlite is unreadable \(SQLITE_NOTADB: .*\); moved it to .*\.corrupt-.* and started an empty store\./,
    );
    expect(readdirSync(data.dir).filter((f) => f.includes(".corrupt-"))).toHaveLength(1);
    expect(await store.unfinished()).toEqual([]);
  });

  it("opens a version-1 file (before issue 16): migrates it, and its 32-bit-seed tables restore and replay with mulberry32", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    let store = SqliteStore.open(data.dir);
    const playing = await storeTable(store, { code: "OLDPL", seats: ["Ann", "Ben", "Cat"], seed: 99, moves: 25 });
    const done = await storeTable(store, { code: "OLDFN", seats: ["Ann", "Ben"], seed: 7, moves: 0 });
    await finishTable(done.table);
    await store.close();
    // Make the file what a version-1 server left: no `secret`, `owner` or `lease_until` column, user_version 1.
    const db = new Database(path.join(data.dir, DB_FILE));
    db.exec(
      "ALTER TABLE tables DROP COLUMN secret; ALTER TABLE tables DROP COLUMN owner; ALTER TABLE tables DROP COLUMN lease_until; ALTER TABLE tables DROP COLUMN clocks; DROP TABLE chat",
    );
    db.pragma("user_version = 1");
    db.close();

    store = SqliteStore.open(data.dir);
    const opened = store;
    cleanups.push(() => opened.close());
    expect(store.database.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    const [row] = await store.claimUnheld(true);
    expect(row).toMatchObject({ code: "OLDPL", format: LEGACY_RECORD_FORMAT, seed: 99, secret: null });
    const restored = restoreTable(row!, await store.actionRows("OLDPL"));
    expect(restored.table.game).toEqual(playing.table.game);
    const record = (await store.finishedRecord("OLDFN"))!;
    expect(record).toMatchObject({ format: LEGACY_RECORD_FORMAT, seed: 7 });
    const replay = replayRecord(record);
    expect(replay.ok && replay.state).toEqual(done.table.game);
    // A new table in the migrated file gets a secret key.
    await storeTable(store, { code: "NEWER" });
    expect((await store.unfinished()).find((r) => r.code === "NEWER")).toMatchObject({
      format: RECORD_FORMAT,
      seed: 0,
      secret: testKey("NEWER").chacha20,
    });
  });

  it("refuses a database written by a newer server instead of misreading it", () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const db = new Database(path.join(data.dir, DB_FILE));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => SqliteStore.open(data.dir)).toThrow(
      `written by a newer server (storage version ${SCHEMA_VERSION + 1}; this one reads up to ${SCHEMA_VERSION})`,
    );
  });

  it("upgrades a version-1 file: a secret column for new tables, plain seat tokens become hashes, and the people keep their seats", async () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const v1 = new Database(path.join(data.dir, DB_FILE));
    v1.exec(`CREATE TABLE tables (code TEXT PRIMARY KEY, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, status TEXT NOT NULL,
      format TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL, seats TEXT NOT NULL, game_options TEXT, moves INTEGER NOT NULL,
      finished_at INTEGER, scores TEXT);
      CREATE TABLE actions (code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE, idx INTEGER NOT NULL, seat INTEGER NOT NULL,
      action TEXT NOT NULL, PRIMARY KEY (code, idx)) WITHOUT ROWID; PRAGMA user_version = 1;`);
    const token = "0123456789abcdef0123456789abcdef";
    v1.prepare("INSERT INTO tables VALUES ('OLDV1', 1, 1, 'lobby', ?, ?, 5, ?, NULL, 0, NULL, NULL)").run(
      LEGACY_RECORD_FORMAT,
      JSON.stringify({ players: 2, beginnerSetup: false, quickStart: false, listed: true }),
      JSON.stringify([
        { kind: "human", name: "Ann", token },
        { kind: "open", name: "", token: null },
      ]),
    );
    v1.close();
    const store = SqliteStore.open(data.dir);
    cleanups.push(() => store.close());
    const [row] = await store.claimUnheld(true);
    expect(row!.seats).not.toContain(token);
    expect(JSON.parse(row!.seats)).toEqual([
      { kind: "human", name: "Ann", tokenHash: hashSeatToken(token) },
      { kind: "open", name: "", tokenHash: null },
    ]);
    expect(row).toMatchObject({ format: LEGACY_RECORD_FORMAT, seed: 5, secret: null });
    expect(restoreTable(row!, []).table.seatOfToken(token)).toBe(0);
    expect(store.database.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    expect(hashStoredTokens("not json")).toBe("not json");
  });
});
