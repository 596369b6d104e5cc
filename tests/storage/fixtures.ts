import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  activeSeats,
  greedyBot,
  type Action,
  type GameOptions,
  type SecretSeed,
  type Seat,
  type Seed,
} from "../../shared/engine";
import type { RoomSettings } from "../../server/rooms/TrickerionRoom";
import { storedSeed, type GameStore, type TableRow } from "../../server/storage/GameStore";
import { DB_FILE } from "../../server/storage/SqliteStore";
import { startTestServer, type TestServer } from "../support/testServer";
import { HOST_SEAT, Table, type TableOptions } from "../../server/table/Table";

/** A fresh temporary data directory; `remove()` deletes it. */
export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), "trickerion-data-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A started table as the SQLite store holds it, read the way an operator could: its engine options and seed, its
 * move count, and how many action rows it has (a restart's or a crash's test compares them with what was sent).
 */
export function readStoredTable(
  dataDir: string,
  code: string,
): { options: GameOptions; seed: Seed; moves: number; actions: number } {
  const db = new Database(path.join(dataDir, DB_FILE), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT game_options, format, seed, secret, moves FROM tables WHERE code = ?")
      .get(code) as TableRow & { game_options: string };
    const actions = (db.prepare("SELECT COUNT(*) AS n FROM actions WHERE code = ?").get(code) as { n: number }).n;
    return { options: JSON.parse(row.game_options) as GameOptions, seed: storedSeed(row), moves: row.moves, actions };
  } finally {
    db.close();
  }
}

export interface StoredTableSpec {
  code: string;
  options?: Partial<TableOptions>;
  /** Default: a secret key made from the code (as the server's tables have); a number makes a format-1 table. */
  seed?: Seed;
  /** Seat kinds in order: a name for a person, null for a bot. Default: two people. */
  seats?: (string | null)[];
  /** Start the game and play this many greedy moves (undefined: stay in the lobby). */
  moves?: number;
}

export interface StoredTableResult {
  table: Table;
  /** Seat tokens of the people, by seat. */
  tokens: Map<number, string>;
  actions: { seat: Seat; action: Action }[];
}

/**
 * Writes a table into `store` exactly as the room does (same Table, same hook), without a
 * server: the people sit, bots are seated, the host starts, and greedy moves are played.
 */
export async function storeTable(store: GameStore, spec: StoredTableSpec): Promise<StoredTableResult> {
  const seatsSpec = spec.seats ?? ["Ann", "Ben"];
  const options: TableOptions = {
    players: seatsSpec.length as 2 | 3 | 4,
    beginnerSetup: false,
    quickStart: true,
    listed: true,
    darkAlley: false,
    prophecies: false,
    abilities: false,
    ...spec.options,
  } as TableOptions;
  let n = 0;
  const table = new Table(options, spec.seed ?? testKey(spec.code), () =>
    `${spec.code.toLowerCase()}-token-${n++}`.padEnd(32, "x"),
  );
  await store.createTable(spec.code, options, table.seed, table.seats);
  const tokens = new Map<number, string>();
  seatsSpec.forEach((name, seat) => {
    if (name === null) table.setBot(HOST_SEAT, seat, true);
    else {
      const sat = table.sit(name);
      if ("seat" in sat) tokens.set(sat.seat, sat.token);
    }
  });
  await store.saveSeats(spec.code, table.seats);
  const actions: { seat: Seat; action: Action }[] = [];
  if (spec.moves === undefined) return { table, tokens, actions };
  const error = table.start(HOST_SEAT);
  if (error) throw new Error(error.message);
  await store.markStarted(spec.code, table.game!.options, table.seats);
  table.beforeAccept = (seat, action, index, next) => store.appendAction(spec.code, index, seat, action, next);
  while (actions.length < spec.moves && table.game!.phase !== "gameOver") {
    const seat = activeSeats(table.game!)[0]!;
    const action = greedyBot(table.game!, seat)!;
    const result = await table.act(seat, action);
    if (!result.ok) throw new Error(result.error.message);
    actions.push({ seat, action });
  }
  return { table, tokens, actions };
}

/** A fixed secret seed for tests: 64 hex digits spelled from `text` (not secret, but the server's kind). */
export function testKey(text: string): SecretSeed {
  const hex = Buffer.from(text).toString("hex").padEnd(64, "0").slice(0, 64);
  return { chacha20: hex };
}

/** Plays a stored table on to the end with greedy moves (a finished game in the store). */
export async function finishTable(table: Table): Promise<void> {
  while (table.game!.phase !== "gameOver") {
    const seat = activeSeats(table.game!)[0]!;
    const result = await table.act(seat, greedyBot(table.game!, seat)!);
    if (!result.ok) throw new Error(result.error.message);
  }
}

/** The real one-port server on a free loopback port, storing games in `dataDir` (tableDriver works with it). */
export function startStoredServer(
  dataDir: string,
  roomSettings: Partial<RoomSettings> = {},
  keepFinishedDays?: number,
): Promise<TestServer> {
  return startTestServer(roomSettings, { dataDir, ...(keepFinishedDays === undefined ? {} : { keepFinishedDays }) });
}
