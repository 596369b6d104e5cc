import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Action, GameOptions, GameRecord, GameState, Seat, Seed } from "../../shared/engine";
import type { TableOptions } from "../table/Table";
import type { ChatLine } from "../../shared/protocol/chat";
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

const UNFINISHED = "status IN ('lobby', 'playing')";
/** Key of the advisory lock that lets one process at a time run the migrations. */
const MIGRATION_LOCK = 0x7472_6963; // "tric"

/** BIGINT (timestamps) and NUMERIC read back as JavaScript numbers: every value stored here fits in 2^53. */
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) => {
    if (oid === pg.types.builtins.INT8) return (text: string) => Number(text);
    return pg.types.getTypeParser(oid, format as "text");
  }) as pg.CustomTypesConfig["getTypeParser"],
};

/** The versioned migrations, in order; `trickerion_migrations` records which have run. */
const MIGRATIONS: string[] = [
  // 1: tables and their action logs (the same numbering as the SQLite store's versions).
  `CREATE TABLE tables (
     code TEXT PRIMARY KEY,
     created_at BIGINT NOT NULL,
     updated_at BIGINT NOT NULL,
     status TEXT NOT NULL,
     format TEXT NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     seats TEXT NOT NULL,
     game_options TEXT,
     moves INTEGER NOT NULL,
     finished_at BIGINT,
     scores TEXT
   );
   CREATE INDEX tables_by_status ON tables (status, finished_at);
   CREATE TABLE actions (
     code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
     idx INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     action TEXT NOT NULL,
     PRIMARY KEY (code, idx)
   );`,
  // 2: the secret key of format-2 tables (issue 16); the 32-bit `seed` stays for format-1 records.
  `ALTER TABLE tables ADD COLUMN secret TEXT;`,
  // 3: (seat tokens are hashes from the first PostgreSQL version on) each unfinished table has a holder and a lease.
  `ALTER TABLE tables ADD COLUMN owner TEXT;
   ALTER TABLE tables ADD COLUMN lease_until BIGINT NOT NULL DEFAULT 0;
   CREATE INDEX tables_by_owner ON tables (owner);`,
  // 4 (issue 29): a paced table's clocks, and every table's chat lines (gone with the table).
  `ALTER TABLE tables ADD COLUMN clocks TEXT;
   CREATE TABLE chat (
     code TEXT NOT NULL REFERENCES tables (code) ON DELETE CASCADE,
     n INTEGER NOT NULL,
     at BIGINT NOT NULL,
     channel TEXT NOT NULL,
     seat INTEGER NOT NULL,
     name TEXT NOT NULL,
     text TEXT NOT NULL,
     PRIMARY KEY (code, n)
   );`,
];

/** A database URL with its password hidden, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable DATABASE_URL)";
  }
}

/**
 * The shared store for several server processes: PostgreSQL through node-postgres (`pg`), with the
 * same guarantees as SQLite. Each write is one statement or one transaction, committed (with the
 * server's default `synchronous_commit = on`, so on disk) before its promise resolves. An action
 * is a single statement: the table's counter advances, fenced by holder and expected length, and
 * the action row is inserted only if it did (a data-modifying CTE), so it is one round trip.
 */
export class PostgresStore implements GameStore {
  closing = false;
  readonly kind = "postgres" as const;
  readonly owner: string;
  readonly leaseMs: number;
  /**
   * The last write queued for each table. A table's actions and undos are written one after the
   * other, in the order they were asked for: the pool runs queries on several connections at once,
   * so action #3 sent just after #2 could otherwise reach the database first and be refused (the
   * SQLite store's single writer keeps that order by itself). Different tables still write in parallel.
   */
  private readonly tableWrites = new Map<string, Promise<unknown>>();

  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
    holder: HolderSettings,
  ) {
    this.owner = holder.owner ?? randomBytes(8).toString("hex");
    this.leaseMs = holder.leaseMs ?? DEFAULT_LEASE_MS;
  }

  /** Connects, runs the migrations this database still needs (one process at a time), and returns the store. */
  static async open(url: string, holder: HolderSettings = {}, poolSize = 10): Promise<PostgresStore> {
    const pool = new pg.Pool({ connectionString: url, types: TYPES, max: poolSize });
    // An idle client that loses its connection must not take the process down; the next query reconnects.
    pool.on("error", (e) => console.error(`Storage: PostgreSQL connection lost: ${e.message}`));
    try {
      await migrate(pool);
    } catch (e) {
      await pool.end();
      throw e;
    }
    return new PostgresStore(pool, redactUrl(url), holder);
  }

  async has(code: string): Promise<boolean> {
    return (await this.pool.query("SELECT 1 FROM tables WHERE code = $1", [code])).rowCount === 1;
  }

  async createTable(
    code: string,
    options: TableOptions,
    seed: Seed,
    seats: readonly StoredSeat[],
    now = Date.now(),
  ): Promise<void> {
    const columns = seedColumns(code, seed);
    await this.pool.query(
      `INSERT INTO tables (code, created_at, updated_at, status, format, options, seed, secret, seats, moves, owner, lease_until)
       VALUES ($1, $2, $2, 'lobby', $3, $4, $5, $6, $7, 0, $8, $9)`,
      [
        code,
        now,
        columns.format,
        JSON.stringify(options),
        String(columns.seed),
        columns.secret,
        seatsJson(seats),
        this.owner,
        now + this.leaseMs,
      ],
    );
  }

  async saveSeats(code: string, seats: readonly StoredSeat[], now = Date.now()): Promise<void> {
    await this.pool.query("UPDATE tables SET seats = $1, updated_at = $2 WHERE code = $3 AND owner = $4", [
      seatsJson(seats),
      now,
      code,
      this.owner,
    ]);
  }

  async markStarted(
    code: string,
    gameOptions: GameOptions,
    seats: readonly StoredSeat[],
    now = Date.now(),
  ): Promise<void> {
    const result = await this.pool.query(
      "UPDATE tables SET status = 'playing', game_options = $1, seats = $2, updated_at = $3 WHERE code = $4 AND status = 'lobby' AND owner = $5",
      [JSON.stringify(gameOptions), seatsJson(seats), now, code, this.owner],
    );
    if (result.rowCount !== 1) throw new Error(`table ${code} is not a stored lobby held by this server`);
  }

  /** Runs `write` after the table's writes already queued, whether they succeeded or not (a queued tail never rejects). */
  private inTableOrder<T>(code: string, write: () => Promise<T>): Promise<T> {
    const before = this.tableWrites.get(code);
    const mine = before ? before.then(write) : write();
    const tail = mine.catch(() => undefined);
    this.tableWrites.set(code, tail);
    void tail.then(() => {
      if (this.tableWrites.get(code) === tail) this.tableWrites.delete(code);
    });
    return mine;
  }

  appendAction(
    code: string,
    index: number,
    seat: Seat,
    action: Action,
    next: GameState | null,
    now = Date.now(),
  ): Promise<void> {
    return this.inTableOrder(code, () => this.writeAction(code, index, seat, action, next, now));
  }

  private async writeAction(
    code: string,
    index: number,
    seat: Seat,
    action: Action,
    next: GameState | null,
    now: number,
  ): Promise<void> {
    const final = next?.phase === "gameOver" ? JSON.stringify(finalScores(next)) : null;
    const result = await this.pool.query(
      `WITH advanced AS (
         UPDATE tables SET moves = moves + 1, updated_at = $1,
           status = CASE WHEN $6::text IS NULL THEN status ELSE 'finished' END,
           finished_at = CASE WHEN $6::text IS NULL THEN finished_at ELSE $1 END,
           scores = COALESCE($6::text, scores),
           owner = CASE WHEN $6::text IS NULL THEN owner ELSE NULL END
         WHERE code = $2 AND status = 'playing' AND moves = $3 AND owner = $7
         RETURNING code)
       INSERT INTO actions (code, idx, seat, action) SELECT code, $3, $4, $5 FROM advanced`,
      [now, code, index, seat, JSON.stringify(action), final, this.owner],
    );
    if (result.rowCount !== 1)
      throw new Error(`table ${code} has no stored game at action #${index} held by this server`);
  }

  undoLastAction(code: string, index: number, now = Date.now()): Promise<void> {
    return this.inTableOrder(code, () => this.writeUndo(code, index, now));
  }

  private async writeUndo(code: string, index: number, now: number): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const retreated = await client.query(
        "UPDATE tables SET moves = moves - 1, updated_at = $1 WHERE code = $2 AND status = 'playing' AND moves = $3 AND owner = $4",
        [now, code, index + 1, this.owner],
      );
      const deleted = await client.query("DELETE FROM actions WHERE code = $1 AND idx = $2", [code, index]);
      if (retreated.rowCount !== 1 || deleted.rowCount !== 1) {
        throw new Error(`table ${code} has no last stored action #${index} held by this server to take back`);
      }
      await client.query("COMMIT");
    } catch (e) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  /** In the table's write order, so a line said after an action is stored after it. */
  appendChat(code: string, line: ChatLine): Promise<void> {
    return this.inTableOrder(code, async () => {
      await this.pool.query(
        "INSERT INTO chat (code, n, at, channel, seat, name, text) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        [code, line.n, line.at, line.channel, line.seat, line.name, line.text],
      );
    });
  }

  async chatLines(code: string, limit = 100): Promise<ChatLine[]> {
    const result = await this.pool.query<ChatRow>(
      "SELECT * FROM (SELECT n, at, channel, seat, name, text FROM chat WHERE code = $1 ORDER BY n DESC LIMIT $2) AS recent ORDER BY n",
      [code, limit],
    );
    return chatLinesOf(result.rows);
  }

  saveClocks(code: string, clocks: string): Promise<void> {
    return this.inTableOrder(code, async () => {
      await this.pool.query("UPDATE tables SET clocks = $1 WHERE code = $2 AND owner = $3", [clocks, code, this.owner]);
    });
  }

  async markAbandoned(code: string, now = Date.now()): Promise<void> {
    await this.pool.query(
      `UPDATE tables SET status = 'abandoned', updated_at = $1, owner = NULL WHERE code = $2 AND owner = $3 AND ${UNFINISHED}`,
      [now, code, this.owner],
    );
  }

  async unfinished(): Promise<TableRow[]> {
    return (await this.pool.query(`SELECT * FROM tables WHERE ${UNFINISHED} ORDER BY created_at, code`)).rows.map(
      tableRow,
    );
  }

  async claimUnheld(ownToo: boolean, now = Date.now()): Promise<TableRow[]> {
    // Rows another process is claiming at this moment are skipped, not waited for; once it commits,
    // the row is re-checked against the new holder and lease, so no table is claimed twice.
    const result = await this.pool.query(
      `UPDATE tables SET owner = $1, lease_until = $2
       WHERE code IN (SELECT code FROM tables WHERE ${UNFINISHED} AND (owner IS NULL OR lease_until < $3 OR owner = $4) FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [this.owner, now + this.leaseMs, now, ownToo ? this.owner : ""],
    );
    return result.rows.map(tableRow).sort((a, b) => a.created_at - b.created_at || (a.code < b.code ? -1 : 1));
  }

  async renewLeases(now = Date.now()): Promise<string[]> {
    const result = await this.pool.query<{ code: string }>(
      `UPDATE tables SET lease_until = $1 WHERE owner = $2 AND ${UNFINISHED} RETURNING code`,
      [now + this.leaseMs, this.owner],
    );
    return result.rows.map((r) => r.code);
  }

  async release(code?: string): Promise<void> {
    if (code === undefined) await this.pool.query("UPDATE tables SET owner = NULL WHERE owner = $1", [this.owner]);
    else await this.pool.query("UPDATE tables SET owner = NULL WHERE code = $1 AND owner = $2", [code, this.owner]);
  }

  async actionRows(code: string): Promise<ActionRow[]> {
    return (
      await this.pool.query<ActionRow>("SELECT idx, seat, action FROM actions WHERE code = $1 ORDER BY idx", [code])
    ).rows;
  }

  async finishedGames(limit = 500, warn: (line: string) => void = console.error): Promise<FinishedGame[]> {
    const result = await this.pool.query(
      "SELECT * FROM tables WHERE status = 'finished' ORDER BY finished_at DESC, code LIMIT $1",
      [limit],
    );
    return summaries(result.rows.map(tableRow), warn);
  }

  async finishedGame(code: string): Promise<FinishedGame | null> {
    const row = await this.finishedRow(code);
    if (!row) return null;
    try {
      return summaryOf(row);
    } catch {
      return null;
    }
  }

  async finishedRecord(code: string): Promise<GameRecord | null> {
    const row = await this.finishedRow(code);
    if (!row?.game_options) return null;
    return recordOf(row, await this.actionRows(code));
  }

  async purge(days: number, now = Date.now()): Promise<number> {
    const result = await this.pool.query(
      `DELETE FROM tables WHERE (status = 'finished' AND finished_at < $1) OR (status = 'abandoned' AND updated_at < $1)`,
      [now - days * DAY_MS],
    );
    return result.rowCount ?? 0;
  }

  /** Low-level access for tests (corrupting rows, moving clocks). */
  query(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
    return this.pool.query(text, values);
  }

  async close(): Promise<void> {
    // The writes already asked for are committed first (a clean stop finishes the action in hand).
    await Promise.all(this.tableWrites.values());
    await this.pool.end();
  }

  private async finishedRow(code: string): Promise<TableRow | null> {
    const result = await this.pool.query("SELECT * FROM tables WHERE code = $1 AND status = 'finished'", [code]);
    return result.rows[0] ? tableRow(result.rows[0]) : null;
  }
}

/** A row as the restore reads it: the 32-bit seed (text here) back as a number. */
function tableRow(row: Record<string, unknown>): TableRow {
  const seed = row.seed as string;
  return { ...(row as unknown as TableRow), seed: /^\d+$/.test(seed) ? Number(seed) : (seed as unknown as number) };
}

async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    // Several processes may start together: one migrates, the others wait here, then find nothing to do.
    await client.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await client.query(
      "CREATE TABLE IF NOT EXISTS trickerion_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)",
    );
    const done =
      (await client.query<{ v: number | null }>("SELECT max(version) AS v FROM trickerion_migrations")).rows[0]?.v ?? 0;
    if (done > SCHEMA_VERSION) {
      throw new Error(
        `the database was written by a newer server (storage version ${done}; this one reads up to ${SCHEMA_VERSION}): ` +
          "upgrade the server or point DATABASE_URL elsewhere",
      );
    }
    for (let v = done; v < MIGRATIONS.length; v++) {
      await client.query(MIGRATIONS[v]!);
      await client.query("INSERT INTO trickerion_migrations (version, applied_at) VALUES ($1, $2)", [
        v + 1,
        Date.now(),
      ]);
    }
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
