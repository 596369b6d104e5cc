import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { isSecretSeed, LEGACY_RECORD_FORMAT, RECORD_FORMAT, scores, type Action, type GameOptions, type GameRecord, type GameState, type Seat, type Seed } from "../../shared/engine";
import type { SeatKind, TableOptions } from "../table/Table";
import { ensurePrivateDir, ensurePrivateFile, tighten } from "./privateFiles";

/** The database file inside the data directory. */
export const DB_FILE = "trickerion.sqlite";

/**
 * Version of the tables below, kept in SQLite's `user_version`. A file written by a newer server
 * (a higher number) is refused rather than misread. Version 2 added `secret` (issue 16); an older
 * file is migrated on open and its tables still restore with their old generator.
 */
export const SCHEMA_VERSION = 2;

const DAY_MS = 86_400_000;

/** A seat as stored: who sits there and the secret token that lets them take it back. */
export interface StoredSeat {
  kind: SeatKind;
  name: string;
  token: string | null;
}

export type StoredStatus = "lobby" | "playing" | "finished" | "abandoned";

/** One row of `tables`, as read back (JSON columns still text: the loader checks them). */
export interface TableRow {
  code: string;
  created_at: number;
  updated_at: number;
  status: string;
  format: string;
  options: string;
  /** The 32-bit mulberry32 seed of a `trickerion-record/1` table; 0 for a newer one. */
  seed: number;
  /** The ChaCha20 key (64 hex digits) of a `trickerion-record/2` table; null for an older one. */
  secret: string | null;
  seats: string;
  game_options: string | null;
  moves: number;
  finished_at: number | null;
  scores: string | null;
}

export interface ActionRow {
  idx: number;
  seat: number;
  action: string;
}

/** The final result kept with a finished game. */
export interface FinalScores {
  /** Final fame per seat. */
  fame: number[];
  /** Seats best first. */
  ranking: number[];
  winner: number | null;
}

/** One finished game in the list the client shows (`GET /api/games`). */
export interface FinishedGame {
  code: string;
  /** When the game ended, ISO 8601. */
  finishedAt: string;
  players: number;
  names: string[];
  kinds: SeatKind[];
  /** Accepted actions in the record (the replay viewer's last step). */
  actions: number;
  scores: FinalScores;
}

/**
 * The games' durable record, in one SQLite file (better-sqlite3). Every write is one transaction
 * committed before the caller broadcasts anything, in WAL mode with `synchronous = FULL`, so an
 * accepted action survives a crash of the process (and of the machine: FULL syncs the WAL on
 * every commit, https://www.sqlite.org/pragma.html#pragma_synchronous).
 *
 * A table is a row in `tables` (options, secret seed, seats with their tokens, engine options once
 * started, status, final scores) plus one row per accepted action in `actions`; together they are
 * the engine's game record (`shared/engine/record.ts`).
 */
export class GameStore {
  /** Set while the server shuts down: rooms disposed then are not abandoned, they come back at the next start. */
  closing = false;
  private readonly db: Database.Database;
  private readonly stmt;
  /** Tables staged for restore, by one-time ticket (see `stageRestore`). */
  private readonly staged = new Map<string, unknown>();
  private readonly undoTx: (code: string, index: number, now: number) => void;
  private readonly appendTx: (code: string, index: number, seat: Seat, action: Action, next: GameState | null, now: number) => void;

  private constructor(db: Database.Database, readonly file: string) {
    this.db = db;
    this.stmt = {
      has: db.prepare<[string], { one: number }>("SELECT 1 AS one FROM tables WHERE code = ?"),
      insertTable: db.prepare(
        `INSERT INTO tables (code, created_at, updated_at, status, format, options, seed, secret, seats, moves)
         VALUES (@code, @now, @now, 'lobby', @format, @options, @seed, @secret, @seats, 0)`,
      ),
      saveSeats: db.prepare("UPDATE tables SET seats = ?, updated_at = ? WHERE code = ?"),
      start: db.prepare(
        "UPDATE tables SET status = 'playing', game_options = ?, seats = ?, updated_at = ? WHERE code = ? AND status = 'lobby'",
      ),
      insertAction: db.prepare("INSERT INTO actions (code, idx, seat, action) VALUES (?, ?, ?, ?)"),
      deleteAction: db.prepare("DELETE FROM actions WHERE code = ? AND idx = ?"),
      retreat: db.prepare(
        "UPDATE tables SET moves = moves - 1, updated_at = ? WHERE code = ? AND status = 'playing' AND moves = ?",
      ),
      advance: db.prepare(
        "UPDATE tables SET moves = moves + 1, updated_at = ? WHERE code = ? AND status = 'playing' AND moves = ?",
      ),
      finish: db.prepare("UPDATE tables SET status = 'finished', finished_at = ?, scores = ? WHERE code = ?"),
      abandon: db.prepare(
        "UPDATE tables SET status = 'abandoned', updated_at = ? WHERE code = ? AND status IN ('lobby', 'playing')",
      ),
      unfinished: db.prepare<[], TableRow>(
        "SELECT * FROM tables WHERE status IN ('lobby', 'playing') ORDER BY created_at, code",
      ),
      actions: db.prepare<[string], ActionRow>("SELECT idx, seat, action FROM actions WHERE code = ? ORDER BY idx"),
      finished: db.prepare<[number], TableRow>(
        "SELECT * FROM tables WHERE status = 'finished' ORDER BY finished_at DESC, code LIMIT ?",
      ),
      finishedOne: db.prepare<[string], TableRow>("SELECT * FROM tables WHERE code = ? AND status = 'finished'"),
      purge: db.prepare(
        `DELETE FROM tables WHERE (status = 'finished' AND finished_at < @before)
                               OR (status = 'abandoned' AND updated_at < @before)`,
      ),
    };
    this.undoTx = db.transaction((code: string, index: number, now: number) => {
      if (this.stmt.retreat.run(now, code, index + 1).changes !== 1 || this.stmt.deleteAction.run(code, index).changes !== 1) {
        throw new Error(`table ${code} has no stored action #${index} to take back`);
      }
    });
    this.appendTx = db.transaction((code: string, index: number, seat: Seat, action: Action, next: GameState | null, now: number) => {
      if (this.stmt.advance.run(now, code, index).changes !== 1) {
        throw new Error(`table ${code} has no stored game at action #${index}`);
      }
      this.stmt.insertAction.run(code, index, seat, JSON.stringify(action));
      if (next?.phase === "gameOver") this.stmt.finish.run(now, JSON.stringify(finalScores(next)), code);
    });
  }

  /**
   * Opens (creating it and the folder on first use) the store in `dataDir`, or an in-memory one
   * when `dataDir` is null (tests that don't care about restarts). A file SQLite reports as
   * corrupt or not a database is moved aside with a clear message and a new one started, so the
   * server still comes up; the old file stays for a person to look at.
   */
  static open(dataDir: string | null, warn: (line: string) => void = console.error): GameStore {
    if (dataDir === null) return new GameStore(prepare(new Database(":memory:")), ":memory:");
    ensurePrivateDir(dataDir);
    const file = path.join(dataDir, DB_FILE);
    // Seeds and seat tokens live in this file: readable by the server's user only.
    ensurePrivateFile(file);
    for (const extra of ["-wal", "-shm"]) tighten(file + extra);
    try {
      return new GameStore(prepare(new Database(file)), file);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== "SQLITE_CORRUPT" && code !== "SQLITE_NOTADB") throw e;
      const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(file, aside);
      for (const extra of ["-wal", "-shm"]) if (existsSync(file + extra)) renameSync(file + extra, aside + extra);
      warn(`Storage: ${file} is unreadable (${code}: ${(e as Error).message}); moved it to ${aside} and started an empty store.`);
      ensurePrivateFile(file);
      return new GameStore(prepare(new Database(file)), file);
    }
  }

  /** Whether a table with this code was ever stored (finished games keep their code). */
  has(code: string): boolean {
    return this.stmt.has.get(code) !== undefined;
  }

  /** A new table, in the lobby. */
  createTable(code: string, options: TableOptions, seed: Seed, seats: readonly StoredSeat[], now = Date.now()): void {
    const columns = isSecretSeed(seed)
      ? { format: RECORD_FORMAT, seed: 0, secret: seed.chacha20 }
      : typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32
        ? { format: LEGACY_RECORD_FORMAT, seed, secret: null }
        : null;
    if (!columns) throw new Error(`table ${code}: a stored seed is a secret key or a 32-bit number`);
    this.stmt.insertTable.run({ code, now, ...columns, options: JSON.stringify(options), seats: seatsJson(seats) });
  }

  /** Who sits where (lobby changes: sit, stand, bots). */
  saveSeats(code: string, seats: readonly StoredSeat[], now = Date.now()): void {
    this.stmt.saveSeats.run(seatsJson(seats), now, code);
  }

  /** The game started with these engine options (quick start's dealt magicians included). */
  markStarted(code: string, gameOptions: GameOptions, seats: readonly StoredSeat[], now = Date.now()): void {
    const changed = this.stmt.start.run(JSON.stringify(gameOptions), seatsJson(seats), now, code).changes;
    if (changed !== 1) throw new Error(`table ${code} is not a stored lobby`);
  }

  /**
   * One accepted action, as action number `index` (0-based), in one transaction; when it ended the
   * game (`next` is over), the final scores go in the same transaction. Throws, writing nothing,
   * when the stored log is not exactly `index` actions long (it would no longer replay).
   */
  appendAction(code: string, index: number, seat: Seat, action: Action, next: GameState | null, now = Date.now()): void {
    this.appendTx(code, index, seat, action, next, now);
  }

  /**
   * An undo took back action number `index`, the last stored one: its row is deleted and the count lowered in one
   * transaction, so the stored record is exactly the game as played (a restart never replays an undone action).
   * Throws, writing nothing, when `index` is not the last stored action.
   */
  undoLastAction(code: string, index: number, now = Date.now()): void {
    this.undoTx(code, index, now);
  }

  /** Everyone left an unfinished table: it is not restored again, and retention removes it later. */
  markAbandoned(code: string, now = Date.now()): void {
    this.stmt.abandon.run(now, code);
  }

  /** Every table in the lobby or playing, oldest first: what a start restores. */
  unfinished(): TableRow[] {
    return this.stmt.unfinished.all();
  }

  /** A table's stored actions in order. */
  actionRows(code: string): ActionRow[] {
    return this.stmt.actions.all(code);
  }

  /** Finished games, newest first. Rows that cannot be read are left out (and reported). */
  finishedGames(limit = 500, warn: (line: string) => void = console.error): FinishedGame[] {
    const games: FinishedGame[] = [];
    for (const row of this.stmt.finished.all(limit)) {
      try {
        games.push(summaryOf(row));
      } catch (e) {
        warn(`Storage: finished game ${row.code} cannot be listed: ${(e as Error).message}`);
      }
    }
    return games;
  }

  /** One finished game's summary, or null (unknown, unfinished or unreadable). */
  finishedGame(code: string): FinishedGame | null {
    const row = this.stmt.finishedOne.get(code);
    if (!row) return null;
    try {
      return summaryOf(row);
    } catch {
      return null;
    }
  }

  /**
   * A finished game's engine record, seed included (it is no secret once the game is over).
   * Null for an unknown or unfinished table: a running game's seed and log stay on the server.
   */
  finishedRecord(code: string): GameRecord | null {
    const row = this.stmt.finishedOne.get(code);
    if (!row?.game_options) return null;
    return {
      format: row.format === RECORD_FORMAT ? RECORD_FORMAT : LEGACY_RECORD_FORMAT,
      options: JSON.parse(row.game_options) as GameOptions,
      seed: storedSeed(row),
      actions: this.actionRows(code).map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as Action })),
    };
  }

  /** Deletes finished (and abandoned) games older than `days`; returns how many went. */
  purge(days: number, now = Date.now()): number {
    return this.stmt.purge.run({ before: now - days * DAY_MS }).changes;
  }

  /**
   * Hands a restored table to the room that will carry it, through a one-time random ticket (the
   * room's create options can come from a client, so the table itself never travels in them).
   */
  stageRestore(ticket: string, restored: unknown): void {
    this.staged.set(ticket, restored);
  }

  takeRestore(ticket: string): unknown {
    const restored = this.staged.get(ticket);
    this.staged.delete(ticket);
    return restored;
  }

  /** Low-level access for tests and the benchmark (corrupting rows, measuring the file). */
  get database(): Database.Database {
    return this.db;
  }

  close(): void {
    if (this.db.open) this.db.close();
  }
}

/** Settings and tables of a fresh or existing database file. */
function prepare(db: Database.Database): Database.Database {
  try {
    // WAL: readers never block the writer; FULL: each commit is on disk before it returns.
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    db.pragma("foreign_keys = ON");
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `${db.name} was written by a newer server (storage version ${version}; this one reads up to ${SCHEMA_VERSION}): ` +
          "upgrade the server or point DATA_DIR elsewhere",
      );
    }
    if (version < 1) {
      db.exec(`
        CREATE TABLE IF NOT EXISTS tables (
          code TEXT PRIMARY KEY,
          created_at INTEGER NOT NULL,
          updated_at INTEGER NOT NULL,
          status TEXT NOT NULL,
          format TEXT NOT NULL,
          options TEXT NOT NULL,
          seed INTEGER NOT NULL,
          seats TEXT NOT NULL,
          game_options TEXT,
          moves INTEGER NOT NULL,
          finished_at INTEGER,
          scores TEXT
        );
        CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status, finished_at);
        CREATE TABLE IF NOT EXISTS actions (
          code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
          idx INTEGER NOT NULL,
          seat INTEGER NOT NULL,
          action TEXT NOT NULL,
          PRIMARY KEY (code, idx)
        ) WITHOUT ROWID;
      `);
    }
    if (version < 2) {
      // The secret key of format-2 tables (issue 16). Old rows keep their 32-bit `seed` and get NULL here.
      db.exec("ALTER TABLE tables ADD COLUMN secret TEXT");
    }
    if (version < SCHEMA_VERSION) db.pragma(`user_version = ${SCHEMA_VERSION}`);
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}

/** A row's seed as its record format says: the secret key (format 2) or the 32-bit number (format 1). */
export function storedSeed(row: Pick<TableRow, "format" | "seed" | "secret">): Seed {
  return row.format === RECORD_FORMAT ? { chacha20: row.secret ?? "" } : row.seed;
}

function seatsJson(seats: readonly StoredSeat[]): string {
  return JSON.stringify(seats.map((s) => ({ kind: s.kind, name: s.name, token: s.token })));
}

export function finalScores(state: GameState): FinalScores {
  const board = scores(state);
  return { fame: [...board.fame], ranking: [...board.ranking], winner: board.winner };
}

function summaryOf(row: TableRow): FinishedGame {
  const seats = JSON.parse(row.seats) as StoredSeat[];
  const options = JSON.parse(row.options) as TableOptions;
  const final = JSON.parse(row.scores ?? "null") as FinalScores | null;
  if (!Array.isArray(seats) || !final || !Array.isArray(final.fame)) throw new Error("its seats or scores are not readable");
  return {
    code: row.code,
    finishedAt: new Date(row.finished_at ?? row.updated_at).toISOString(),
    players: options.players,
    names: seats.map((s, i) => s.name || `Seat ${i + 1}`),
    kinds: seats.map((s) => s.kind),
    actions: row.moves,
    scores: final,
  };
}
