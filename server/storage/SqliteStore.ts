import { existsSync, renameSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import type { Action, GameOptions, GameRecord, GameState, Seat, Seed } from "../../shared/engine";
import type { TableOptions } from "../table/Table";
import { hashSeatToken } from "./seatToken";
import type { ChatLine } from "../../shared/protocol/chat";
import { ensurePrivateDir, ensurePrivateFile, tighten } from "./privateFiles";
import { SqliteWriter, type WriteOp, type WriterSql } from "./sqliteWriter";
import {
  DAY_MS,
  DEFAULT_LEASE_MS,
  type HolderSettings,
  SCHEMA_VERSION,
  finalScores,
  recordOf,
  seatsJson,
  seedColumns,
  summaries,
  summaryOf,
  type ActionRow,
  type ChatRow,
  chatLinesOf,
  type FinishedGame,
  type GameStore,
  type StoredSeat,
  type TableRow,
} from "./GameStore";

/** The database file inside the data directory. */
export const DB_FILE = "trickerion.sqlite";

const UNFINISHED = "status IN ('lobby', 'playing')";

/** The statements of an action's write and an undo, prepared here and by the writer thread (sqliteWriter.cjs). */
const WRITE_SQL: WriterSql = {
  insertAction: "INSERT INTO actions (code, idx, seat, action) VALUES (?, ?, ?, ?)",
  advance:
    "UPDATE tables SET moves = moves + 1, updated_at = ? WHERE code = ? AND status = 'playing' AND moves = ? AND owner = ?",
  deleteAction: "DELETE FROM actions WHERE code = ? AND idx = ?",
  retreat:
    "UPDATE tables SET moves = moves - 1, updated_at = ? WHERE code = ? AND status = 'playing' AND moves = ? AND owner = ?",
  finish: "UPDATE tables SET status = 'finished', finished_at = ?, scores = ?, owner = NULL WHERE code = ?",
  renew: `UPDATE tables SET lease_until = ? WHERE owner = ? AND ${UNFINISHED}`,
  held: `SELECT code FROM tables WHERE owner = ? AND ${UNFINISHED}`,
  saveSeats: "UPDATE tables SET seats = ?, updated_at = ? WHERE code = ? AND owner = ?",
  saveClocks: "UPDATE tables SET clocks = ? WHERE code = ? AND owner = ?",
  insertChat: "INSERT INTO chat (code, n, at, channel, seat, name, text) VALUES (?, ?, ?, ?, ?, ?, ?)",
};

/**
 * The embedded store: one SQLite file (better-sqlite3). Every write is one transaction committed
 * before its promise resolves, in WAL mode with `synchronous = FULL`, so an accepted action
 * survives a crash of the process (and of the machine: FULL syncs the WAL on every commit,
 * https://www.sqlite.org/pragma.html#pragma_synchronous). The driver is synchronous: actions and
 * undos, the writes of every move, and seat changes are committed on a writer thread (sqliteWriter.ts) so
 * the disk never stalls the event loop; the rarer writes (new tables, starts, claims) and all reads run here.
 *
 * A table is a row in `tables` (options, secret seed, seats with their token hashes, engine
 * options once started, status, final scores, holder) plus one row per accepted action in
 * `actions`; together they are the engine's game record (`shared/engine/record.ts`).
 */
export class SqliteStore implements GameStore {
  closing = false;
  readonly kind = "sqlite" as const;
  readonly owner: string;
  readonly leaseMs: number;
  private readonly db: Database.Database;
  private readonly stmt;
  private readonly appendTx: (op: Extract<WriteOp, { kind: "append" }>) => void;
  private readonly undoTx: (op: Extract<WriteOp, { kind: "undo" }>) => void;
  private readonly claimTx: (ownToo: boolean, now: number) => TableRow[];
  /** A file store's group commit, on its own thread (started at the first write). */
  private writer: SqliteWriter | null = null;

  private constructor(
    db: Database.Database,
    readonly where: string,
    holder: HolderSettings,
  ) {
    this.db = db;
    // One file is one process's store: the same id after every restart, so a restart takes its tables back at once.
    this.owner = holder.owner ?? "local";
    this.leaseMs = holder.leaseMs ?? DEFAULT_LEASE_MS;
    this.stmt = {
      has: db.prepare<[string], { one: number }>("SELECT 1 AS one FROM tables WHERE code = ?"),
      insertTable: db.prepare(
        `INSERT INTO tables (code, created_at, updated_at, status, format, options, seed, secret, seats, moves, owner, lease_until)
         VALUES (@code, @now, @now, 'lobby', @format, @options, @seed, @secret, @seats, 0, @owner, @lease)`,
      ),
      saveSeats: db.prepare(WRITE_SQL.saveSeats),
      saveClocks: db.prepare(WRITE_SQL.saveClocks),
      insertChat: db.prepare(WRITE_SQL.insertChat),
      chat: db.prepare<[string, number], ChatRow>(
        "SELECT * FROM (SELECT n, at, channel, seat, name, text FROM chat WHERE code = ? ORDER BY n DESC LIMIT ?) ORDER BY n",
      ),
      start: db.prepare(
        "UPDATE tables SET status = 'playing', game_options = ?, seats = ?, updated_at = ? WHERE code = ? AND status = 'lobby' AND owner = ?",
      ),
      insertAction: db.prepare(WRITE_SQL.insertAction),
      advance: db.prepare(WRITE_SQL.advance),
      deleteAction: db.prepare(WRITE_SQL.deleteAction),
      retreat: db.prepare(WRITE_SQL.retreat),
      finish: db.prepare(WRITE_SQL.finish),
      abandon: db.prepare(
        `UPDATE tables SET status = 'abandoned', updated_at = ?, owner = NULL WHERE code = ? AND owner = ? AND ${UNFINISHED}`,
      ),
      unfinished: db.prepare<[], TableRow>(`SELECT * FROM tables WHERE ${UNFINISHED} ORDER BY created_at, code`),
      unheld: db.prepare<[number, string], TableRow>(
        `SELECT * FROM tables WHERE ${UNFINISHED} AND (owner IS NULL OR lease_until < ? OR owner = ?) ORDER BY created_at, code`,
      ),
      take: db.prepare("UPDATE tables SET owner = ?, lease_until = ? WHERE code = ?"),
      renew: db.prepare(WRITE_SQL.renew),
      held: db.prepare<[string], { code: string }>(WRITE_SQL.held),
      releaseOne: db.prepare("UPDATE tables SET owner = NULL WHERE code = ? AND owner = ?"),
      releaseAll: db.prepare("UPDATE tables SET owner = NULL WHERE owner = ?"),
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
    // The writer thread (sqliteWriter.cjs) runs the same two transactions for a file store.
    this.appendTx = db.transaction((op: Extract<WriteOp, { kind: "append" }>) => {
      if (this.stmt.advance.run(op.now, op.code, op.index, this.owner).changes !== 1) {
        throw new Error(`table ${op.code} has no stored game at action #${op.index} held by this server`);
      }
      this.stmt.insertAction.run(op.code, op.index, op.seat, op.action);
      if (op.scores !== null) this.stmt.finish.run(op.now, op.scores, op.code);
    });
    this.undoTx = db.transaction((op: Extract<WriteOp, { kind: "undo" }>) => {
      if (
        this.stmt.retreat.run(op.now, op.code, op.index + 1, this.owner).changes !== 1 ||
        this.stmt.deleteAction.run(op.code, op.index).changes !== 1
      ) {
        throw new Error(`table ${op.code} has no last stored action #${op.index} held by this server to take back`);
      }
    });
    // SQLite's write lock covers the whole transaction (BEGIN IMMEDIATE), so two claims never overlap.
    this.claimTx = db.transaction((ownToo: boolean, now: number) => {
      const rows = this.stmt.unheld.all(now, ownToo ? this.owner : "");
      for (const row of rows) this.stmt.take.run(this.owner, now + this.leaseMs, row.code);
      return rows;
    });
  }

  /**
   * Opens (creating it and the folder on first use) the store in `dataDir`, or an in-memory one
   * when `dataDir` is null (tests that don't care about restarts). A file SQLite reports as
   * corrupt or not a database is moved aside with a clear message and a new one started, so the
   * server still comes up; the old file stays for a person to look at.
   */
  static open(
    dataDir: string | null,
    warn: (line: string) => void = console.error,
    holder: HolderSettings = {},
  ): SqliteStore {
    if (dataDir === null) return new SqliteStore(migrate(new Database(":memory:")), ":memory:", holder);
    ensurePrivateDir(dataDir);
    const file = path.join(dataDir, DB_FILE);
    // Seeds and seat-token hashes live in this file: readable by the server's user only.
    ensurePrivateFile(file);
    for (const extra of ["-wal", "-shm"]) tighten(file + extra);
    try {
      return new SqliteStore(migrate(new Database(file)), file, holder);
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== "SQLITE_CORRUPT" && code !== "SQLITE_NOTADB") throw e;
      const aside = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(file, aside);
      for (const extra of ["-wal", "-shm"]) if (existsSync(file + extra)) renameSync(file + extra, aside + extra);
      warn(
        `Storage: ${file} is unreadable (${code}: ${(e as Error).message}); moved it to ${aside} and started an empty store.`,
      );
      ensurePrivateFile(file);
      return new SqliteStore(migrate(new Database(file)), file, holder);
    }
  }

  async has(code: string): Promise<boolean> {
    return this.stmt.has.get(code) !== undefined;
  }

  async createTable(
    code: string,
    options: TableOptions,
    seed: Seed,
    seats: readonly StoredSeat[],
    now = Date.now(),
  ): Promise<void> {
    const columns = seedColumns(code, seed);
    this.stmt.insertTable.run({
      code,
      now,
      ...columns,
      options: JSON.stringify(options),
      seats: seatsJson(seats),
      owner: this.owner,
      lease: now + this.leaseMs,
    });
  }

  /**
   * Seat changes go through the same writer as actions (issue 26: committed here, on the main thread,
   * 381 sit/rename/bot commits a second doubled the event loop's p99), and so land in order with the
   * table's actions already queued.
   */
  saveSeats(code: string, seats: readonly StoredSeat[], now = Date.now()): Promise<void> {
    return this.grouped({ kind: "seats", code, seats: seatsJson(seats), now });
  }

  async markStarted(
    code: string,
    gameOptions: GameOptions,
    seats: readonly StoredSeat[],
    now = Date.now(),
  ): Promise<void> {
    const changed = this.stmt.start.run(JSON.stringify(gameOptions), seatsJson(seats), now, code, this.owner).changes;
    if (changed !== 1) throw new Error(`table ${code} is not a stored lobby held by this server`);
  }

  /**
   * Group commit: the actions of every table that arrive within one turn of the event loop are
   * committed together, in one transaction (so one fsync) whose promise each caller awaits; each
   * action is its own savepoint inside it, so one refused write fails alone. With `synchronous =
   * FULL` every commit waits for the disk; the file store commits on a thread of its own
   * (sqliteWriter.ts), so that wait never stops the event loop, and the actions that arrive during
   * one commit go together in the next.
   */
  appendAction(
    code: string,
    index: number,
    seat: Seat,
    action: Action,
    next: GameState | null,
    now = Date.now(),
  ): Promise<void> {
    const scores = next?.phase === "gameOver" ? JSON.stringify(finalScores(next)) : null;
    return this.grouped({ kind: "append", code, index, seat, action: JSON.stringify(action), scores, now });
  }

  /** An undo goes through the same group commit, so it lands after the table's appends already queued. */
  undoLastAction(code: string, index: number, now = Date.now()): Promise<void> {
    return this.grouped({ kind: "undo", code, index, now });
  }

  /** Commits `op` (see `appendAction`); resolves once it is committed. */
  private grouped(op: Exclude<WriteOp, { kind: "renew" }>): Promise<void> {
    // In memory there is no disk to wait for (and no file another thread could open): commit here, at once.
    if (this.where === ":memory:") {
      try {
        if (op.kind === "append") this.appendTx(op);
        else if (op.kind === "undo") this.undoTx(op);
        else if (op.kind === "clocks") this.stmt.saveClocks.run(op.clocks, op.code, this.owner);
        else if (op.kind === "chat")
          this.stmt.insertChat.run(op.code, op.n, op.at, op.channel, op.seat, op.name, op.text);
        else this.stmt.saveSeats.run(op.seats, op.now, op.code, this.owner);
        return Promise.resolve();
      } catch (e) {
        return Promise.reject(e);
      }
    }
    this.writer ??= new SqliteWriter(this.where, this.owner, WRITE_SQL);
    return this.writer.submit(op).then(() => undefined);
  }

  /** Chat lines and clocks go through the writer thread too: a busy chat never waits on the disk in the event loop. */
  appendChat(code: string, line: ChatLine): Promise<void> {
    return this.grouped({ kind: "chat", code, ...line });
  }

  async chatLines(code: string, limit = 100): Promise<ChatLine[]> {
    return chatLinesOf(this.stmt.chat.all(code, limit));
  }

  saveClocks(code: string, clocks: string): Promise<void> {
    return this.grouped({ kind: "clocks", code, clocks });
  }

  async markAbandoned(code: string, now = Date.now()): Promise<void> {
    this.stmt.abandon.run(now, code, this.owner);
  }

  async unfinished(): Promise<TableRow[]> {
    return this.stmt.unfinished.all();
  }

  async claimUnheld(ownToo: boolean, now = Date.now()): Promise<TableRow[]> {
    return this.claimTx(ownToo, now);
  }

  /**
   * Every few seconds (server/app.ts): one UPDATE of every table this server holds, and a commit. A file
   * store runs it on the writer thread with the actions, so its fsync does not stop the event loop either.
   */
  async renewLeases(now = Date.now()): Promise<string[]> {
    if (this.where !== ":memory:") {
      this.writer ??= new SqliteWriter(this.where, this.owner, WRITE_SQL);
      return (await this.writer.submit({ kind: "renew", until: now + this.leaseMs })) as string[];
    }
    this.stmt.renew.run(now + this.leaseMs, this.owner);
    return this.stmt.held.all(this.owner).map((r) => r.code);
  }

  async release(code?: string): Promise<void> {
    if (code === undefined) this.stmt.releaseAll.run(this.owner);
    else this.stmt.releaseOne.run(code, this.owner);
  }

  async actionRows(code: string): Promise<ActionRow[]> {
    return this.stmt.actions.all(code);
  }

  async finishedGames(limit = 500, warn: (line: string) => void = console.error): Promise<FinishedGame[]> {
    return summaries(this.stmt.finished.all(limit), warn);
  }

  async finishedGame(code: string): Promise<FinishedGame | null> {
    const row = this.stmt.finishedOne.get(code);
    if (!row) return null;
    try {
      return summaryOf(row);
    } catch {
      return null;
    }
  }

  async finishedRecord(code: string): Promise<GameRecord | null> {
    const row = this.stmt.finishedOne.get(code);
    if (!row?.game_options) return null;
    return recordOf(row, this.stmt.actions.all(code));
  }

  async purge(days: number, now = Date.now()): Promise<number> {
    return this.stmt.purge.run({ before: now - days * DAY_MS }).changes;
  }

  /** Low-level access for tests and the benchmark (corrupting rows, measuring the file). */
  get database(): Database.Database {
    return this.db;
  }

  async close(): Promise<void> {
    await this.writer?.close();
    if (this.db.open) this.db.close();
  }
}

/**
 * The versioned migrations, in order; `user_version` says how many have run. Each runs in one
 * transaction with the version bump, so a crash mid-migration leaves the file as it was.
 */
const MIGRATIONS: ((db: Database.Database) => void)[] = [
  // 1: tables and their action logs.
  (db) =>
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
    `),
  // 2: the secret key of format-2 tables (issue 16). Old rows keep their 32-bit `seed` and get NULL here.
  (db) => db.exec("ALTER TABLE tables ADD COLUMN secret TEXT"),
  // 3: seat tokens become hashes (existing ones are hashed in place, so people keep their seats);
  //    each unfinished table gets a holder and a lease.
  (db) => {
    db.exec(
      "ALTER TABLE tables ADD COLUMN owner TEXT; ALTER TABLE tables ADD COLUMN lease_until INTEGER NOT NULL DEFAULT 0;",
    );
    const update = db.prepare("UPDATE tables SET seats = ? WHERE code = ?");
    for (const row of db.prepare<[], { code: string; seats: string }>("SELECT code, seats FROM tables").all()) {
      update.run(hashStoredTokens(row.seats), row.code);
    }
  },
  // 4 (issue 29): a paced table's clocks, and every table's chat lines (gone with the table).
  (db) =>
    db.exec(`
      ALTER TABLE tables ADD COLUMN clocks TEXT;
      CREATE TABLE IF NOT EXISTS chat (
        code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
        n INTEGER NOT NULL,
        at INTEGER NOT NULL,
        channel TEXT NOT NULL,
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (code, n)
      ) WITHOUT ROWID;
    `),
];

/** Version-1 seats `{ kind, name, token }` as version-2 seats `{ kind, name, tokenHash }`; unreadable JSON is left for the restore to report. */
export function hashStoredTokens(seats: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(seats);
  } catch {
    return seats;
  }
  if (!Array.isArray(parsed)) return seats;
  return JSON.stringify(
    parsed.map((s: unknown) => {
      if (!s || typeof s !== "object" || !("token" in s)) return s;
      const { token, ...rest } = s as { token: unknown };
      return { ...rest, tokenHash: typeof token === "string" ? hashSeatToken(token) : null };
    }),
  );
}

/** Settings, and the migrations a fresh or older file still needs. */
function migrate(db: Database.Database): Database.Database {
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
    for (let v = version; v < MIGRATIONS.length; v++) {
      db.transaction(() => {
        MIGRATIONS[v]!(db);
        db.pragma(`user_version = ${v + 1}`);
      })();
    }
    return db;
  } catch (e) {
    db.close();
    throw e;
  }
}
