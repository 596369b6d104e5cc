import {
  isSecretSeed,
  LEGACY_RECORD_FORMAT,
  RECORD_FORMAT,
  scores,
  type Action,
  type GameOptions,
  type GameRecord,
  type GameState,
  type Seat,
  type Seed,
} from "../../shared/engine";
import type { SeatKind, TableOptions } from "../table/Table";
import { CHAT_CHANNELS, type ChatLine } from "../../shared/protocol/chat";
import type { BotLevel } from "../../shared/ai/index";

/**
 * Version of the stored tables (both stores). A store written by a newer server (a higher number)
 * is refused rather than misread. 1: first layout; 2: `secret`, the ChaCha20 key of a format-2
 * table (issue 16); 3: seat tokens stored as hashes, and each unfinished table held by one server
 * process (`owner`, `lease_until`); 4: a paced table's clocks (`clocks`) and every table's chat (`chat`, issue 29).
 */
export const SCHEMA_VERSION = 4;

export const DAY_MS = 86_400_000;

/** A seat as stored: who sits there and the hash of the secret token that lets them take it back. */
export interface StoredSeat {
  kind: SeatKind;
  name: string;
  /** SHA-256 of the seat token (`server/storage/seatToken.ts`); the token itself is never stored. */
  tokenHash: string | null;
  /** Phones paired to the seat, each by the SHA-256 of its own token (server/rooms/devices.ts); absent when none. */
  devices?: readonly StoredDevice[];
  /** A bot seat's level when the host chose one (else the table's `botLevel`). */
  level?: BotLevel;
}

/** A paired phone as stored: a handle, the hash of its token, and when it was paired. */
export interface StoredDevice {
  id: string;
  hash: string;
  pairedAt: number;
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
  /** A paced table's clocks as JSON (server/table/clock.ts StoredClocks); null without a pace or before the first save. */
  clocks?: string | null;
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
 * The games' durable record: one interface, two implementations that pass the same test suite
 * (`tests/storage/store.test.ts`): SQLite embedded (`SqliteStore`, the default) and PostgreSQL
 * (`PostgresStore`, when DATABASE_URL is set). Every method resolves only once its write is
 * committed, so a caller that awaits it before broadcasting never shows what a crash could lose.
 *
 * Each unfinished table is *held* by one server process (`owner`, the store's `owner` id) under a
 * lease the holder renews; another process may claim it only once the lease ran out (its holder
 * died) or was released (a clean shutdown). Writes for a table are fenced by the holder, so a
 * process that lost a table can no longer change it.
 */
export interface GameStore {
  /** Which engine keeps the games (a metrics label). */
  readonly kind: "sqlite" | "postgres";
  /** Where the games are kept, for the start-up line (a file path or a database URL without password). */
  readonly where: string;
  /** This process's id as a table holder (SERVER_ID; stable across restarts of the same process). */
  readonly owner: string;
  /** How long a table stays held without a renewal (its holder renews every third of it). */
  readonly leaseMs: number;
  /** Set while the server shuts down: rooms disposed then are not abandoned, they come back at the next start. */
  closing: boolean;

  /** Whether a table with this code was ever stored (finished games keep their code). */
  has(code: string): Promise<boolean>;
  /** A new table, in the lobby, held by this process. */
  createTable(
    code: string,
    options: TableOptions,
    seed: Seed,
    seats: readonly StoredSeat[],
    now?: number,
  ): Promise<void>;
  /** Who sits where (lobby changes: sit, stand, bots). */
  saveSeats(code: string, seats: readonly StoredSeat[], now?: number): Promise<void>;
  /** The game started with these engine options (quick start's dealt magicians included). Throws if not a held lobby. */
  markStarted(code: string, gameOptions: GameOptions, seats: readonly StoredSeat[], now?: number): Promise<void>;
  /**
   * One accepted action, as action number `index` (0-based), in one transaction; when it ended the
   * game (`next` is over), the final scores go in the same transaction. Throws, writing nothing,
   * when the stored log is not exactly `index` actions long or another process holds the table.
   */
  appendAction(
    code: string,
    index: number,
    seat: Seat,
    action: Action,
    next: GameState | null,
    now?: number,
  ): Promise<void>;
  /**
   * Takes back action number `index`, which must be the table's last stored action (an undo,
   * shared/engine/undo.ts): its row goes and the count drops, in one transaction, so a restart
   * never replays it. Throws, writing nothing, when `index` is not the last action or another
   * process holds the table.
   */
  undoLastAction(code: string, index: number, now?: number): Promise<void>;
  /**
   * One chat line (issue 29), kept with the table's record: its `n` is the next at this table. Not
   * fenced by the holder: a finished table (held by nobody) keeps its chat too.
   */
  appendChat(code: string, line: ChatLine): Promise<void>;
  /** A table's chat lines, oldest first (the last `limit`). */
  chatLines(code: string, limit?: number): Promise<ChatLine[]>;
  /** A paced table's clocks (JSON of StoredClocks), written whenever who must act changes; fenced by the holder. */
  saveClocks(code: string, clocks: string): Promise<void>;
  /** Everyone left an unfinished table: it is not restored again, and retention removes it later. */
  markAbandoned(code: string, now?: number): Promise<void>;

  /** Every table in the lobby or playing, oldest first, whoever holds it. */
  unfinished(): Promise<TableRow[]>;
  /**
   * Takes for this process, in one transaction, every unfinished table nobody holds (released, or
   * its holder's lease ran out), and returns them oldest first. Two processes claiming at once
   * never get the same table. At start (`ownToo`), the tables this owner id held before a crash
   * are taken back at once too: their holder was this very process, and it is gone.
   */
  claimUnheld(ownToo: boolean, now?: number): Promise<TableRow[]>;
  /** Extends this process's lease on the tables it holds; returns the codes it still holds. */
  renewLeases(now?: number): Promise<string[]>;
  /** Lets go of one table (or, with no code, of all of this process's tables) so another process may take it at once. */
  release(code?: string): Promise<void>;
  /** A table's stored actions in order. */
  actionRows(code: string): Promise<ActionRow[]>;

  /** Finished games, newest first. Rows that cannot be read are left out (and reported). */
  finishedGames(limit?: number, warn?: (line: string) => void): Promise<FinishedGame[]>;
  /** One finished game's summary, or null (unknown, unfinished or unreadable). */
  finishedGame(code: string): Promise<FinishedGame | null>;
  /**
   * A finished game's engine record, seed included (it is no secret once the game is over).
   * Null for an unknown or unfinished table: a running game's seed and log stay on the server.
   */
  finishedRecord(code: string): Promise<GameRecord | null>;
  /** Deletes finished (and abandoned) games older than `days`; returns how many went. */
  purge(days: number, now?: number): Promise<number>;

  close(): Promise<void>;
}

/** Who this process is to the store. */
export interface HolderSettings {
  /** Unique per live process, stable across its restarts (SERVER_ID). */
  owner?: string;
  /** Lease length in ms (TABLE_LEASE_SECONDS). */
  leaseMs?: number;
}

export const DEFAULT_LEASE_MS = 15_000;

/** The `format`, `seed` and `secret` columns of a new table: a secret key (format 2) or a 32-bit number (format 1). */
export function seedColumns(code: string, seed: Seed): { format: string; seed: number; secret: string | null } {
  if (isSecretSeed(seed)) return { format: RECORD_FORMAT, seed: 0, secret: seed.chacha20 };
  if (typeof seed === "number" && Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32)
    return { format: LEGACY_RECORD_FORMAT, seed, secret: null };
  throw new Error(`table ${code}: a stored seed is a secret key or a 32-bit number`);
}

/** A row's seed as its record format says: the secret key (format 2) or the 32-bit number (format 1). */
export function storedSeed(row: Pick<TableRow, "format" | "seed" | "secret">): Seed {
  return row.format === RECORD_FORMAT ? { chacha20: row.secret ?? "" } : row.seed;
}

/** The `seats` column: a seat's devices only when it has some, so rows without phones read as before. */
export function seatsJson(seats: readonly StoredSeat[]): string {
  return JSON.stringify(
    seats.map((s) => {
      const stored: StoredSeat = { kind: s.kind, name: s.name, tokenHash: s.tokenHash };
      if (s.kind === "bot" && s.level) stored.level = s.level;
      if (s.devices?.length) stored.devices = s.devices.map((d) => ({ id: d.id, hash: d.hash, pairedAt: d.pairedAt }));
      return stored;
    }),
  );
}

export function finalScores(state: GameState): FinalScores {
  const board = scores(state);
  return { fame: [...board.fame], ranking: [...board.ranking], winner: board.winner };
}

/** A finished row as the games list shows it; throws when its JSON columns are unreadable. */
export function summaryOf(row: TableRow): FinishedGame {
  const seats = JSON.parse(row.seats) as StoredSeat[];
  const options = JSON.parse(row.options) as TableOptions;
  const final = JSON.parse(row.scores ?? "null") as FinalScores | null;
  if (!Array.isArray(seats) || !final || !Array.isArray(final.fame))
    throw new Error("its seats or scores are not readable");
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

/** Lists finished rows, leaving out (and reporting) the unreadable ones. */
export function summaries(rows: readonly TableRow[], warn: (line: string) => void): FinishedGame[] {
  const games: FinishedGame[] = [];
  for (const row of rows) {
    try {
      games.push(summaryOf(row));
    } catch (e) {
      warn(`Storage: finished game ${row.code} cannot be listed: ${(e as Error).message}`);
    }
  }
  return games;
}

/** The engine record of a finished row and its actions. */
export function recordOf(row: TableRow, actions: readonly ActionRow[]): GameRecord {
  return {
    format: row.format === RECORD_FORMAT ? RECORD_FORMAT : LEGACY_RECORD_FORMAT,
    options: JSON.parse(row.game_options!) as GameOptions,
    seed: storedSeed(row),
    actions: actions.map((a) => ({ seat: a.seat, action: JSON.parse(a.action) as Action })),
  };
}

/** A stored chat row, as either store reads it back. */
export interface ChatRow {
  n: number;
  at: number;
  channel: string;
  seat: number;
  name: string;
  text: string;
}

/** Stored chat rows as lines; a row that does not read as one (edited by hand) is left out. */
export function chatLinesOf(rows: readonly ChatRow[]): ChatLine[] {
  return rows
    .filter(
      (r) =>
        (CHAT_CHANNELS as readonly string[]).includes(r.channel) &&
        Number.isInteger(Number(r.n)) &&
        typeof r.text === "string",
    )
    .map((r) => ({
      n: Number(r.n),
      at: Number(r.at),
      channel: r.channel as ChatLine["channel"],
      seat: Number(r.seat),
      name: String(r.name),
      text: r.text,
    }));
}
