import { matchMaker } from "@colyseus/core";
import type { Seed } from "../../shared/engine";
import { AlleySchema } from "../../shared/schema/AlleySchema";
import { MarketSchema, PlacementSchema } from "../../shared/schema/BoardSchema";
import { SeatSchema, TableState } from "../../shared/schema/TableState";
import type { GameStore } from "../storage/GameStore";
import { takeRestore, type RestoredTable } from "../storage/restore";
import type { ChatLine } from "../../shared/protocol/chat";
import type { StoredClocks } from "../table/clock";
import { BotPool, standalonePool } from "../bots/pool";
import { LESSON_SEEDS } from "./lessonSeeds";
import { hashSeatToken, newSeatToken } from "../storage/seatToken";
import { Table, type TableOptions } from "../table/Table";
import type { Schedule } from "../table/schedule";
import { CreateOptions } from "./messages";
import { plainDataProblem } from "./plainData";
import { takeRematch } from "./rematch";
import { RestoreGrace } from "./restoreGrace";
import { findFreeCode, newSeed } from "./tableCode";

/** Server-side settings of every table (not something a client can choose). */
export interface RoomSettings {
  /** How long a dropped player's seat waits for them before a bot takes it over. */
  reconnectSeconds: number;
  /** A short pause before each bot move, so people can follow; 0 in tests. */
  botDelayMs: number;
  /** Messages a client may send per second before further ones are refused with FLOOD. */
  messagesPerSecond: number;
  /** A fixed game seed, for tests that compare two runs; normally each table draws a secret one. */
  seed?: Seed;
  /** Spectators one table admits (MAX_SPECTATORS); well below ROOM_CAPACITY so watchers never crowd out a seat. */
  spectatorLimit: number;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  reconnectSeconds: 120,
  botDelayMs: 600,
  messagesPerSecond: 20,
  spectatorLimit: 32,
};

/** Keys of the room's create options that the server's handler sets (a client's values for them are overridden). */
const SERVER_OPTIONS = new Set(["roomSettings", "store", "restoreTicket", "botPool"]);

/** A table about to be opened: its code, the network-free table, and how it came to be. */
export interface Opened {
  code: string;
  table: Table;
  settings: RoomSettings;
  store: GameStore | null;
  /** Brought back after a restart (or taken over): it has a row, and waits for its people (RestoreGrace). */
  restored: boolean;
  /** A restored table's recent chat lines and clocks as last saved. */
  chat: ChatLine[];
  clocks: StoredClocks | null;
  /** The bots' worker pool (the server's; a room made outside the server, a test's, gets a one-thread pool of its own). */
  pool: BotPool;
}

/**
 * Makes the table of a new room from its create options: a table brought back by the server's restore
 * (a restore ticket), a rematch of a finished one (a rematch ticket), or a new one from a person's
 * options. Only the server can name a ticket; bad options are refused before anything exists.
 */
export async function openTable(raw: Record<string, unknown>): Promise<Opened> {
  const fromClient = Object.fromEntries(Object.entries(raw ?? {}).filter(([key]) => !SERVER_OPTIONS.has(key)));
  const problem = plainDataProblem(fromClient);
  if (problem) throw new Error(`Bad table options (BAD_MESSAGE): options must be plain JSON data: ${problem}`);
  const settings = { ...DEFAULT_ROOM_SETTINGS, ...(raw.roomSettings as Partial<RoomSettings> | undefined) };
  // The handler's options are merged over a client's create options, so a client cannot set `store`
  // (and a JSON payload could not carry its methods anyway).
  const store = isStore(raw.store) ? raw.store : null;
  const pool = raw.botPool instanceof BotPool ? raw.botPool : standalonePool();
  if (store?.closing) throw new Error("The server is restarting: try again in a few seconds.");
  const restored = takeRestoreTicket(raw.restoreTicket);
  const rematch = takeRematch(raw.rematchTicket);
  if (restored)
    return {
      code: restored.code,
      table: restored.table,
      settings,
      store,
      restored: true,
      chat: restored.chat ?? [],
      clocks: restored.clocks ?? null,
      pool,
    };
  const parsed = CreateOptions.safeParse(rematch ? rematch.options : raw);
  if (!parsed.success)
    throw new Error(
      `Bad table options: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const options: TableOptions = parsed.data;
  const code = await freeCode(store);
  // A lesson's script names the pieces its deal puts on the board, so a lesson table has its known seed.
  const seed = options.lesson ? LESSON_SEEDS[options.lesson] : (settings.seed ?? newSeed());
  const table = new Table(options, seed, newSeatToken);
  // A rematch: the same people (and bots) in the same seats, each person holding a new seat token.
  if (rematch)
    rematch.seats.forEach(
      (seat, i) =>
        (table.seats[i] = { ...seat, tokenHash: seat.token ? hashSeatToken(seat.token) : null, botTakeover: false }),
    );
  return { code, table, settings, store, restored: false, chat: [], clocks: null, pool };
}

/** The synced state of a new room: the table's code, options and empty seats (the game is mirrored in later). */
export function newTableState(code: string, options: TableOptions): InstanceType<typeof TableState> {
  const state = new TableState({ market: new MarketSchema(), placement: new PlacementSchema() });
  state.code = code;
  state.playerCount = options.players;
  state.beginnerSetup = options.beginnerSetup || options.quickStart;
  state.listed = options.listed;
  if (options.hints) state.hints = true;
  if (options.darkAlley) {
    state.darkAlley = true;
    state.prophecies = options.prophecies;
    state.abilities = options.abilities;
    state.alley = new AlleySchema();
  }
  for (let i = 0; i < options.players; i++) state.seats.push(new SeatSchema());
  return state;
}

/** What the restore grace needs of its room. */
export interface RestoringRoom {
  readonly roomId: string;
  readonly table: Table;
  readonly draining: boolean;
  autoDispose: boolean;
  isConnected(seat: number): boolean;
  serial(fn: () => Promise<void>): Promise<void>;
  afterChange(): Promise<void>;
  disconnect(): Promise<unknown>;
}

/**
 * A table brought back after a restart has nobody connected yet. It waits for its people as
 * long as a dropped player's seat would (RECONNECT_SECONDS), counted from `RestoreGrace.start`,
 * and is not closed as an empty room meanwhile, whoever comes and goes; bots resume straight away.
 */
export function waitForPeople(room: RestoringRoom, seconds: number, schedule: Schedule): RestoreGrace {
  room.autoDispose = false;
  return new RestoreGrace(
    seconds * 1000,
    schedule,
    (anyoneBack) => void room.serial(() => endRestoreGrace(room, anyoneBack, seconds)),
  );
}

/** After the wait: seats nobody took back open again (lobby) or get a bot (game); a table no seated person came back to closes. */
async function endRestoreGrace(room: RestoringRoom, anyoneBack: boolean, seconds: number): Promise<void> {
  if (room.draining) return;
  if (!anyoneBack) {
    console.log(`Table ${room.roomId}: none of its people came back within ${seconds} s of its restore; closing it.`);
    void room.disconnect();
    return;
  }
  room.table.seats.forEach((seat, i) => {
    if (seat.kind !== "human" || room.isConnected(i)) return;
    if (room.table.status === "lobby") room.table.stand(i);
    else seat.botTakeover = true;
  });
  room.autoDispose = true; // from now on an empty table closes as usual
  await room.afterChange();
}

/** The restore ticket's table, if this room is being created by the server's restore. */
function takeRestoreTicket(ticket: unknown): RestoredTable | null {
  if (ticket === undefined) return null;
  const restored = typeof ticket === "string" ? takeRestore(ticket) : undefined;
  if (!restored) throw new Error("Bad table options: restoreTicket is not a table option");
  return restored;
}

function freeCode(store: GameStore | null): Promise<string> {
  // Finished games keep their code (their record is found by it), so a code is never reused; the
  // search is bounded and codes grow longer instead (tableCode.ts).
  return findFreeCode(
    async (code) => Boolean(await store?.has(code)) || (await matchMaker.query({ roomId: code })).length > 0,
  );
}

function isStore(value: unknown): value is GameStore {
  return typeof value === "object" && value !== null && typeof (value as GameStore).appendAction === "function";
}
