import { newSeatToken } from "./seatToken";
import { z } from "zod";
import { BOT_LEVELS } from "../../shared/ai/index";
import {
  isSecretSeed,
  LEGACY_RECORD_FORMAT,
  RECORD_FORMAT,
  replayRecord,
  undoLogOf,
  type Action,
  type GameOptions,
  type Seat,
} from "../../shared/engine";
import { Table, type TableOptions } from "../table/Table";
import { PACE_LIMITS } from "../../shared/protocol/pace";
import type { ChatLine } from "../../shared/protocol/chat";
import { parseStoredClocks, type StoredClocks } from "../table/clock";
import { storedSeed, type ActionRow, type GameStore, type TableRow } from "./GameStore";

/**
 * Tables staged for restore, by one-time random ticket: the room's create options can come from a
 * client, so the table itself never travels in them (see `TrickerionRoom.takeRestore`).
 */
const staged = new Map<string, RestoredTable>();

export function stageRestore(ticket: string, restored: RestoredTable): void {
  staged.set(ticket, restored);
}

export function takeRestore(ticket: string): RestoredTable | undefined {
  const restored = staged.get(ticket);
  staged.delete(ticket);
  return restored;
}

/** Why a stored table could not be put back: the message names what is wrong, for the log. */
export class RestoreError extends Error {}

/** A table rebuilt from its record, ready for a room to carry under its old code. */
export interface RestoredTable {
  code: string;
  table: Table;
  /** A paced table's clocks as last saved (null: none saved, or unreadable, and they start afresh). */
  clocks?: StoredClocks | null;
  /** The table's recent chat lines (issue 29). */
  chat?: ChatLine[];
}

const StoredOptions = z
  .object({
    players: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    beginnerSetup: z.boolean(),
    quickStart: z.boolean(),
    listed: z.boolean(),
    // Tables stored before Dark Alley tables existed are base games.
    darkAlley: z.boolean().default(false),
    prophecies: z.boolean().default(false),
    abilities: z.boolean().default(false),
    // Clocks (issue 29); tables stored before them, or opened without them, have none.
    pace: z
      .object({
        bankSeconds: z.number().int().min(PACE_LIMITS.bankSeconds.min).max(PACE_LIMITS.bankSeconds.max),
        bonusSeconds: z.number().int().min(PACE_LIMITS.bonusSeconds.min).max(PACE_LIMITS.bonusSeconds.max),
      })
      .strict()
      .optional(),
    // Tables stored before levels had only the greedy bot: their bots go on playing as they did.
    botLevel: z.enum(BOT_LEVELS).default("apprentice"),
    hints: z.boolean().default(false),
  })
  .strict();

const StoredSeats = z.array(
  z
    .object({
      kind: z.enum(["open", "human", "bot"]),
      name: z.string().max(64),
      tokenHash: z
        .string()
        .regex(/^[0-9a-f]{64}$/, "a SHA-256 in hex")
        .nullable(),
      // Paired phones (server/rooms/devices.ts), kept so a revocable phone keeps its seat across a restart.
      devices: z
        .array(
          z
            .object({
              id: z.string().regex(/^[0-9a-f]{1,32}$/),
              hash: z.string().regex(/^[0-9a-f]{64}$/, "a SHA-256 in hex"),
              pairedAt: z.number().int().nonnegative(),
            })
            .strict(),
        )
        .max(8)
        .optional(),
      level: z.enum(BOT_LEVELS).optional(),
    })
    .strict(),
);

const StoredGameOptions = z.object({ players: z.union([z.literal(2), z.literal(3), z.literal(4)]) }).passthrough();

function parseJson(text: string | null, what: string): unknown {
  if (text === null) throw new RestoreError(`its ${what} are missing`);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new RestoreError(`its ${what} are not valid JSON (${(e as Error).message})`);
  }
}

function check<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new RestoreError(
      `its ${what} are malformed (${parsed.error.issues.map((i) => `${i.path.join(".") || "value"}: ${i.message}`).join("; ")})`,
    );
  }
  return parsed.data;
}

/**
 * Rebuilds a table from its stored row and action log: the seats with their tokens, and (once
 * started) the game replayed action by action through the engine. Anything that does not read or
 * replay exactly throws a RestoreError saying what; nothing is written.
 */
export function restoreTable(
  row: TableRow,
  rows: readonly ActionRow[],
  newToken: () => string = newSeatToken,
): RestoredTable {
  if (row.format !== RECORD_FORMAT && row.format !== LEGACY_RECORD_FORMAT) {
    throw new RestoreError(
      `its record format "${row.format}" is unknown (this server reads "${RECORD_FORMAT}" and "${LEGACY_RECORD_FORMAT}")`,
    );
  }
  if (row.status !== "lobby" && row.status !== "playing")
    throw new RestoreError(`its status "${row.status}" is not a running table`);
  const options: TableOptions = check(StoredOptions, parseJson(row.options, "options"), "options");
  // Format 1 tables replay with mulberry32 from their 32-bit seed, format 2 with ChaCha20 from their key.
  const seed = storedSeed(row);
  if (row.format === RECORD_FORMAT && !isSecretSeed(seed))
    throw new RestoreError("its secret key is missing or not 64 hex digits");
  if (row.format === LEGACY_RECORD_FORMAT && (!Number.isInteger(row.seed) || row.seed < 0 || row.seed >= 2 ** 32)) {
    throw new RestoreError(`its seed ${String(row.seed)} is not a 32-bit number`);
  }
  const seats = check(StoredSeats, parseJson(row.seats, "seats"), "seats");
  if (seats.length !== options.players)
    throw new RestoreError(`it has ${seats.length} seats for a ${options.players}-player table`);

  const table = new Table(options, seed, newToken);
  const clocks = options.pace ? parseStoredClocks(row.clocks, options.players) : null;
  seats.forEach((seat, i) => (table.seats[i] = { ...seat, token: null, botTakeover: false }));

  if (row.status === "lobby") {
    if (rows.length > 0 || row.moves !== 0)
      throw new RestoreError(`it is in the lobby but has ${Math.max(rows.length, row.moves)} stored actions`);
    return { code: row.code, table, clocks };
  }

  if (seats.some((s) => s.kind === "open")) throw new RestoreError("its game has started with an open seat");
  const gameOptions = check(
    StoredGameOptions,
    parseJson(row.game_options, "game options"),
    "game options",
  ) as GameOptions;
  if (gameOptions.players !== options.players)
    throw new RestoreError(`its game is for ${gameOptions.players} players but the table has ${options.players} seats`);
  if (rows.length < row.moves)
    throw new RestoreError(`its action log is truncated: ${rows.length} of ${row.moves} actions are stored`);
  if (rows.length > row.moves)
    throw new RestoreError(`its action log has ${rows.length} actions but the table counts ${row.moves}`);
  const actions = rows.map((r, i) => {
    if (r.idx !== i) throw new RestoreError(`its action log has a gap: action #${i} is missing`);
    if (!Number.isInteger(r.seat) || r.seat < 0 || r.seat >= options.players)
      throw new RestoreError(`action #${i} names seat ${String(r.seat)}, which this table does not have`);
    const action = parseJson(r.action, `action #${i} fields`);
    if (!action || typeof action !== "object" || typeof (action as { type?: unknown }).type !== "string") {
      throw new RestoreError(`action #${i} is not an action object`);
    }
    return { seat: r.seat as Seat, action: action as Action };
  });

  // The table replays with its own seed (format 1 or 2, checked above) and recomputes the history as told live.
  let refused: ReturnType<Table["replay"]>;
  try {
    refused = table.replay(gameOptions, actions);
  } catch (e) {
    throw new RestoreError(`its game cannot be set up: ${(e as Error).message}`);
  }
  if (refused)
    throw new RestoreError(
      `action #${refused.index} is refused by the engine on replay: ${refused.error.code} (${refused.error.message})`,
    );
  if (table.game!.phase === "gameOver")
    throw new RestoreError("its log ends the game but the table is not marked finished");
  // What may still be taken back (an undone action's row was deleted, so it is not replayed here).
  const start = replayRecord({ format: row.format, options: gameOptions, seed, actions: [] });
  if (start.ok) table.undoLog = undoLogOf(start.state, actions);
  return { code: row.code, table, clocks };
}

export interface RestoreSummary {
  restored: string[];
  skipped: { code: string; reason: string }[];
  /** Wall time of the whole restore, in milliseconds. */
  ms: number;
}

/**
 * Restores every unfinished table nobody holds (all of them at a lone server's start; with several
 * processes, those of a process that stopped or died): the store hands them to this process, then
 * each one is rebuilt and handed to `open` (which creates its room). A table that cannot be read,
 * replayed or opened is reported with its code and skipped; its row is left as it was
 * for a person to look at, and the others still come back.
 */
export async function restoreAll(
  store: GameStore,
  open: (restored: RestoredTable) => Promise<void>,
  report: (line: string) => void = console.error,
  /** At start: also the tables this process held before it stopped. Later sweeps take only other processes' orphans. */
  ownToo = true,
): Promise<RestoreSummary> {
  const started = performance.now();
  const summary: RestoreSummary = { restored: [], skipped: [], ms: 0 };
  let rows: TableRow[];
  try {
    rows = await store.claimUnheld(ownToo);
  } catch (e) {
    report(`Storage: cannot list the unfinished tables: ${(e as Error).message}`);
    rows = [];
  }
  for (const row of rows) {
    const code = typeof row.code === "string" ? row.code : String(row.code);
    try {
      const restored = restoreTable(row, await store.actionRows(code));
      restored.chat = await store.chatLines(code);
      await open(restored);
      summary.restored.push(code);
    } catch (e) {
      const reason = (e as Error).message;
      summary.skipped.push({ code, reason });
      report(`Table ${code} was not restored: ${reason}. Its stored record is left unchanged.`);
      // It stays held by this process, so other processes don't retry it over and over; a restart retries it.
    }
  }
  summary.ms = performance.now() - started;
  return summary;
}
