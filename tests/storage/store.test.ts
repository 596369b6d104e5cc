import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { replayRecord, scores, LEGACY_RECORD_FORMAT, RECORD_FORMAT } from "../../shared/engine";
import { DB_FILE, GameStore, SCHEMA_VERSION } from "../../server/storage/GameStore";
import { restoreTable } from "../../server/storage/restore";
import { finishTable, storeTable, tempDataDir, testKey } from "./fixtures";

const DAY = 86_400_000;
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
});

function openTemp(): { store: GameStore; dir: string } {
  const data = tempDataDir();
  const store = GameStore.open(data.dir);
  cleanups.push(data.remove, () => store.close());
  return { store, dir: data.dir };
}

describe("the game store (SQLite)", () => {
  it("creates the data directory and its database file on first use", () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const dir = path.join(data.dir, "nested", "data");
    const store = GameStore.open(dir);
    store.close();
    expect(existsSync(path.join(dir, DB_FILE))).toBe(true);
  });

  it("keeps a table's options, seed, seats with tokens and every action, in order", () => {
    const { store } = openTemp();
    const key = testKey("ABCDE");
    const { table, tokens, actions } = storeTable(store, { code: "ABCDE", seats: ["Ann", null, "Cat"], seed: key, moves: 25 });
    const [row] = store.unfinished();
    expect(row).toMatchObject({ code: "ABCDE", status: "playing", format: RECORD_FORMAT, seed: 0, secret: key.chacha20, moves: 25 });
    expect(JSON.parse(row!.options)).toEqual({ players: 3, beginnerSetup: false, quickStart: true, listed: true });
    expect(JSON.parse(row!.seats)).toEqual([
      { kind: "human", name: "Ann", token: tokens.get(0) },
      { kind: "bot", name: "Bot 2", token: null },
      { kind: "human", name: "Cat", token: tokens.get(2) },
    ]);
    expect(JSON.parse(row!.game_options!)).toEqual(table.game!.options);
    expect(store.actionRows("ABCDE").map((r) => ({ seat: r.seat, action: JSON.parse(r.action) }))).toEqual(actions);
  });

  it("refuses an action whose number does not follow the stored log, writing nothing", () => {
    const { store } = openTemp();
    const { actions } = storeTable(store, { code: "ABCDE", moves: 3 });
    expect(() => store.appendAction("ABCDE", 5, 0, actions[0]!.action, null)).toThrow("table ABCDE has no stored game at action #5");
    expect(() => store.appendAction("ZZZZZ", 0, 0, actions[0]!.action, null)).toThrow("table ZZZZZ has no stored game at action #0");
    expect(store.actionRows("ABCDE")).toHaveLength(3);
    expect(store.unfinished()[0]!.moves).toBe(3);
  });

  it("keeps a finished game with its final scores, and serves its record (seed included)", () => {
    const { store } = openTemp();
    const { table } = storeTable(store, { code: "FINIS", seats: ["Ann", "Ben"], seed: testKey("FINIS"), moves: 0 });
    finishTable(table);
    expect(store.unfinished()).toEqual([]);
    const [game] = store.finishedGames();
    const board = scores(table.game!);
    expect(game).toMatchObject({ code: "FINIS", players: 2, names: ["Ann", "Ben"], kinds: ["human", "human"], actions: table.moves });
    expect(game!.scores).toEqual({ fame: board.fame, ranking: board.ranking, winner: board.winner });
    expect(new Date(game!.finishedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const record = store.finishedRecord("FINIS")!;
    expect(record).toMatchObject({ format: RECORD_FORMAT, seed: testKey("FINIS"), options: table.game!.options });
    const replay = replayRecord(record);
    expect(replay.ok && replay.state).toEqual(table.game);
  });

  it("serves no record for a game still being played, or an unknown code", () => {
    const { store } = openTemp();
    storeTable(store, { code: "PLAYS", moves: 10 });
    expect(store.finishedRecord("PLAYS")).toBeNull();
    expect(store.finishedGame("PLAYS")).toBeNull();
    expect(store.finishedRecord("NOPE2")).toBeNull();
  });

  it("removes finished and abandoned games past the retention, with their actions; running tables stay", () => {
    const { store } = openTemp();
    const old = storeTable(store, { code: "OLDGM", moves: 0 });
    finishTable(old.table);
    const recent = storeTable(store, { code: "NEWGM", moves: 0 });
    finishTable(recent.table);
    storeTable(store, { code: "LEFT2", moves: 4 });
    store.markAbandoned("LEFT2", Date.now() - 40 * DAY);
    storeTable(store, { code: "PLAYS", moves: 4 });
    store.database.prepare("UPDATE tables SET finished_at = ? WHERE code = 'OLDGM'").run(Date.now() - 31 * DAY);
    store.database.prepare("UPDATE tables SET updated_at = ? WHERE code = 'PLAYS'").run(Date.now() - 400 * DAY);

    expect(store.purge(30)).toBe(2);
    expect(store.finishedGames().map((g) => g.code)).toEqual(["NEWGM"]);
    expect(store.has("OLDGM")).toBe(false);
    expect(store.has("LEFT2")).toBe(false);
    expect(store.actionRows("OLDGM")).toEqual([]);
    expect(store.unfinished().map((r) => r.code)).toEqual(["PLAYS"]);
  });

  it("an abandoned table is not listed for restore", () => {
    const { store } = openTemp();
    storeTable(store, { code: "GONE2", moves: 4 });
    store.markAbandoned("GONE2");
    expect(store.unfinished()).toEqual([]);
    expect(store.finishedGames()).toEqual([]);
  });

  it("moves a database file that is not SQLite aside with a clear message, and starts empty", () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    writeFileSync(path.join(data.dir, DB_FILE), "this is not a database, just text that got here somehow ".repeat(100));
    const warnings: string[] = [];
    const store = GameStore.open(data.dir, (line) => warnings.push(line));
    cleanups.push(() => store.close());
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/trickerion\.sqlite is unreadable \(SQLITE_NOTADB: .*\); moved it to .*\.corrupt-.* and started an empty store\./);
    expect(readdirSync(data.dir).filter((f) => f.includes(".corrupt-"))).toHaveLength(1);
    expect(store.unfinished()).toEqual([]);
  });

  it("opens a version-1 file (before issue 16): migrates it, and its 32-bit-seed tables restore and replay with mulberry32", () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    let store = GameStore.open(data.dir);
    const playing = storeTable(store, { code: "OLDPL", seats: ["Ann", "Ben", "Cat"], seed: 99, moves: 25 });
    const done = storeTable(store, { code: "OLDFN", seats: ["Ann", "Ben"], seed: 7, moves: 0 });
    finishTable(done.table);
    store.close();
    // Make the file exactly what a version-1 server left: no `secret` column, user_version 1.
    const db = new Database(path.join(data.dir, DB_FILE));
    db.exec("ALTER TABLE tables DROP COLUMN secret");
    db.pragma("user_version = 1");
    db.close();

    store = GameStore.open(data.dir);
    cleanups.push(() => store.close());
    expect(store.database.pragma("user_version", { simple: true })).toBe(SCHEMA_VERSION);
    const [row] = store.unfinished();
    expect(row).toMatchObject({ code: "OLDPL", format: LEGACY_RECORD_FORMAT, seed: 99, secret: null });
    const restored = restoreTable(row!, store.actionRows("OLDPL"));
    expect(restored.table.game).toEqual(playing.table.game);
    const record = store.finishedRecord("OLDFN")!;
    expect(record).toMatchObject({ format: LEGACY_RECORD_FORMAT, seed: 7 });
    const replay = replayRecord(record);
    expect(replay.ok && replay.state).toEqual(done.table.game);
    // A new table in the migrated file gets a secret key.
    storeTable(store, { code: "NEWER" });
    expect(store.unfinished().find((r) => r.code === "NEWER")).toMatchObject({ format: RECORD_FORMAT, seed: 0, secret: testKey("NEWER").chacha20 });
  });

  it("refuses a database written by a newer server instead of misreading it", () => {
    const data = tempDataDir();
    cleanups.push(data.remove);
    const db = new Database(path.join(data.dir, DB_FILE));
    db.pragma(`user_version = ${SCHEMA_VERSION + 1}`);
    db.close();
    expect(() => GameStore.open(data.dir)).toThrow(`written by a newer server (storage version ${SCHEMA_VERSION + 1}; this one reads up to ${SCHEMA_VERSION})`);
  });
});
