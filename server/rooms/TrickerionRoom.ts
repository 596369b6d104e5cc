import { randomBytes } from "node:crypto";
import { Room, ServerError, matchMaker, type AuthContext, type Client } from "@colyseus/core";
import { LESSON_SEEDS } from "./lessonSeeds";
import { StateView } from "@colyseus/schema";
import type { Action, RuleError, Seed } from "../../shared/engine";
import { describeValue } from "../../shared/engine";
import { MarketSchema, PlacementSchema } from "../../shared/schema/BoardSchema";
import { SeatSchema, TableState } from "../../shared/schema/TableState";
import { SCHEMA_FINGERPRINT } from "../../shared/schema/fingerprint";
import { AlleySchema } from "../../shared/schema/AlleySchema";
import { mirrorTable } from "../table/tableMirror";
import { put } from "../table/sync";
import { HOST_SEAT, Table, type TableError, type TableOptions } from "../table/Table";
import type { GameStore, StoredSeat } from "../storage/GameStore";
import { takeRestore, type RestoredTable } from "../storage/restore";
import { hashSeatToken, newSeatToken } from "../storage/seatToken";
import { liveRooms, observeAction, observeStoreWrite, type RoomFigures } from "../metrics";
import { EVENTS_MESSAGE, type RematchNotice, type Undone, type WireEntry } from "../../shared/protocol";
import { BotMessage, CreateOptions, HintMessage, JoinOptions, PairMessage, RenameMessage, SitMessage, UndoMessage, type Refusal, type Restarting, type Welcome, parseActionMessage } from "./messages";
import { PairingDesk } from "./pairing";
import { SeatDevices } from "./seatDevices";
import { DevicesMessage, ReclaimMessage, RemoveMessage, RevokeMessage, holderOfToken, pairDevice, revokeAll, revokeDevice, type DeviceView } from "./devices";
import { isBlankName, nameClash, normaliseName } from "../table/names";
import { CorkedSends } from "./corkedSends";
import { PLAIN_LIMITS, plainDataProblem, type PlainLimits } from "./plainData";
import { findFreeCode, newSeed } from "./tableCode";
import { RestoreGrace } from "./restoreGrace";
import { CLOSE_SEAT_TAKEN, JOIN_REFUSED, type SeatTaken } from "../../shared/protocol/joinRefusals";
import { ChatMessage, TableChat, watcherName } from "../table/chat";
import { ClockKeeper } from "../table/clockKeeper";
import type { ChatHistory } from "../../shared/protocol/chat";
import type { TimedOut } from "../../shared/protocol/pace";
import { BotDriver } from "../bots/driver";
import { BOT_LEVELS, isBotLevel, type BotLevel } from "../../shared/ai/index";
import { BotPool, standalonePool } from "../bots/pool";
import { HintDesk, type HintAnswer } from "../bots/hint";

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

/**
 * Connections one table holds. Joins without a seat token are refused (TABLE_FULL) once the
 * table has this many minus one per seat, so every seat's owner always fits; a join with a
 * valid seat token is never refused for room.
 */
export const ROOM_CAPACITY = 64;

export const DEFAULT_ROOM_SETTINGS: RoomSettings = { reconnectSeconds: 120, botDelayMs: 600, messagesPerSecond: 20, spectatorLimit: 32 };


type Delayed = ReturnType<Room["clock"]["setTimeout"]>;

/** The reply to a message sent with `room.request(…)`: accepted, or the refusal also sent as "refused". */
export type Ack = { ok: true; stamps?: ServerStamps } | ({ ok: false } & Refusal);
const OK: Ack = { ok: true };
/**
 * For the load harness only (LOADTEST_STAMPS=1 in the server's environment): when the action's request
 * was read from the socket and when its patch was handed to the sockets, in ms of the machine's
 * monotonic clock (`process.hrtime`, shared by every process on the machine), so the harness can
 * split its action→patch time into server time and time on the way (scripts/loadtest.ts).
 */
export type ServerStamps = [received: number, patched: number];
const STAMP_ACKS = process.env.LOADTEST_STAMPS === "1";
const monotonicMs = (): number => {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
};
/** The message every client gets when the server shuts down for a restart (then the connection closes). */
export const RESTARTING_MESSAGE = "restarting";

/** A flooding client's extra messages get no reply beyond the one FLOOD refusal. */
const FLOODED: Ack = { ok: false, code: "FLOOD", message: "too many messages", type: "" };
/** Keys of the room's create options that the server's handler sets (a client's values for them are overridden). */
const SERVER_OPTIONS = new Set(["roomSettings", "store", "restoreTicket", "botPool"]);

/**
 * A Trickerion table on the network: a thin adapter between Colyseus and `Table`. It checks
 * message shapes, asks the table (and so the engine), mirrors the result into the schema, sends
 * one patch, and answers refusals to their sender only.
 */
export class TrickerionRoom extends Room<{ state: InstanceType<typeof TableState> }> {
  /**
   * Colyseus counts unconsumed seat reservations toward `maxClients` and then locks the room for
   * everyone, seat owners included ("room is locked"): watchers, or join requests never followed
   * by a connection, could shut a player out. So Colyseus never locks this room by count; `onJoin`
   * admits instead (spectator limit, ROOM_CAPACITY), and always admits a valid seat token.
   */
  override maxClients = Infinity;
  /** The transport's hard cap: a client sending more than this per second is disconnected. */
  override maxMessagesPerSecond = 60;

  /** The table behind the room (tests read it to choose moves; clients never see it). */
  table!: Table;
  private settings: RoomSettings = DEFAULT_ROOM_SETTINGS;
  /** The seats each connected client plays (several at a hot-seat table). */
  private readonly seatsOf = new Map<string, Set<number>>();
  /** Every session still in the room (dropped ones waiting to reconnect included), to reach its StateView. */
  private readonly sessions = new Map<string, Client>();
  /** Seats taken from a dropped session while it was away: it is told when it comes back. */
  private readonly takenWhileAway = new Map<string, Set<number>>();
  /** The table a rematch of this finished game was set up at, once someone asked for it. */
  private rematchCode: string | null = null;
  /** The new table's seat tokens, seat by seat (server only: each client gets the tokens of its own seats). */
  private rematchTokens: string[] = [];
  /** Asks the bots' worker pool for bot moves and plays them (server/bots/driver.ts). */
  private bots!: BotDriver;
  /** Answers people's hint requests from the pool (server/bots/hint.ts). */
  private hints!: HintDesk;
  private readonly rate = new Map<string, { second: number; count: number }>();
  /** What the listing showed when last published (compared field by field on every change: no string is built). */
  private lastListing: { status: string; phase: string; turn: number; spectators: number; seats: SeatsKey } | null = null;
  /** Where the table's record is kept (server-only: it comes from the room handler's options). */
  private store: GameStore | null = null;
  /** The seats as last saved, so only real changes are written. */
  private savedSeats: SeatsKey = [];
  /** Set on a table brought back after a restart (or taken over) while it waits for its people (restoreGrace.ts). */
  private restoreGrace: RestoreGrace | null = null;
  /**
   * A new table has no stored row until its first join (its creator connecting): a creation never
   * followed by a connection (a flood over plain HTTP) leaves nothing stored and nothing listed, and
   * the room goes when its seat reservation expires. Until then it is not in `liveRooms` either: it has
   * no lease to renew, no one to tell at a shutdown, and is no table in the metrics yet.
   */
  private unstored = false;
  /**
   * Every change to the table (messages, joins, leaves, bot moves, timers) runs one at a time
   * through this chain: a change is saved (awaited) before it is applied and shown, and the next
   * one starts only after that, so two actions never interleave around a store write.
   */
  private chain: Promise<unknown> = Promise.resolve();
  /** Connections the host removed from a lobby seat: they may watch, but not sit down again. */
  private readonly removed = new Set<string>();
  /** Set once the server is shutting down: nothing more is accepted (see `drain`). */
  private draining = false;
  /** One-use phone codes for seats (see pairing.ts). */
  private readonly pairing = new PairingDesk();
  /** Which seats each connection holds through a paired phone's own token, and the seat commands around them (seatDevices.ts). */
  private readonly devices = new SeatDevices();
  /** The table's chat (issue 29): recent lines, numbering, per-person rate (server/table/chat.ts). */
  private chat = new TableChat();
  /** A watcher's name in the watchers' channel, from their join options (normalised as names are). */
  private readonly watcherNames = new Map<string, string>();
  /** A paced table's clocks (server/table/clockKeeper.ts); null at a table without a pace. */
  private clockKeeper: ClockKeeper | null = null;
  /** Batches each client's frames of one change (patch, events, reply) into one socket write. */
  private readonly sends = new CorkedSends();
  /** When the last patch was handed to the sockets (monotonic ms; kept only with LOADTEST_STAMPS=1, see ServerStamps). */
  private patchedAt = 0;
  // A connection that holds no seat has no StateView (`client.view` undefined): Colyseus then sends it the
  // public patch it encodes once for everyone (SchemaSerializer's shared view), with no view pass, copy or
  // encode of its own, and on join the full public state it caches for all of them. That is exactly what an
  // empty view would show (nothing is visible to a view nothing was added to). A connection gets a view of
  // its own just before its first seat's plan is added (`grantView`).

  override async onCreate(raw: Record<string, unknown> = {}): Promise<void> {
    const fromClient = Object.fromEntries(Object.entries(raw ?? {}).filter(([key]) => !SERVER_OPTIONS.has(key)));
    const problem = plainDataProblem(fromClient);
    if (problem) throw new Error(`Bad table options (BAD_MESSAGE): options must be plain JSON data: ${problem}`);
    this.settings = { ...DEFAULT_ROOM_SETTINGS, ...(raw.roomSettings as Partial<RoomSettings> | undefined) };
    // Past the soft limit messages are refused with FLOOD; far past it the transport disconnects.
    this.maxMessagesPerSecond = this.settings.messagesPerSecond * 3;
    // The handler's options are merged over a client's create options, so a client cannot set `store`
    // (and a JSON payload could not carry its methods anyway).
    this.store = isStore(raw.store) ? raw.store : null;
    // A room made outside the server (a test's) gets a one-thread pool of its own.
    const pool = raw.botPool instanceof BotPool ? raw.botPool : standalonePool();
    if (this.store?.closing) throw new Error("The server is restarting: try again in a few seconds.");
    const restored = this.takeRestore(raw.restoreTicket);
    const rematch = takeRematch(raw.rematchTicket);
    let options: TableOptions;
    if (restored) {
      options = restored.table.options;
      this.roomId = restored.code;
      this.table = restored.table;
    } else {
      const parsed = CreateOptions.safeParse(rematch ? rematch.options : raw);
      if (!parsed.success) throw new Error(`Bad table options: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
      options = parsed.data;
      this.roomId = await this.freeCode();
      const seed = options.lesson ? LESSON_SEEDS[options.lesson] : (this.settings.seed ?? newSeed());
      this.table = new Table(options, seed, newSeatToken);
      // A rematch: the same people (and bots) in the same seats, each person holding a new seat token.
      if (rematch) rematch.seats.forEach((seat, i) => (this.table.seats[i] = { ...seat, tokenHash: seat.token ? hashSeatToken(seat.token) : null, botTakeover: false }));
      // No row yet: it is written when the creator connects (see `storeNewTable`).
      this.unstored = true;
    }
    this.savedSeats = seatsKey(this.table.seats);
    if (restored) this.chat = new TableChat(restored.chat ?? []);
    if (options.pace) this.startClocks(options, restored?.clocks ?? null);
    // Each accepted action (a person's or a bot's) is committed before anything about it is sent.
    const store = this.store;
    if (store) {
      // One promise per action (the store's own): no async wrapper around it.
      this.table.beforeAccept = (seat, action, index, next) => {
        const t0 = performance.now();
        return store.appendAction(this.roomId, index, seat, action, next).then(() => observeStoreWrite(performance.now() - t0));
      };
      // An undone action leaves the stored record before the undo is shown, so a restart never replays it.
      this.table.beforeUndo = (index) => store.undoLastAction(this.roomId, index);
    }
    this.setPatchRate(null); // one patch per accepted action, sent by broadcastPatch()
    this.bots = new BotDriver(
      {
        table: this.table,
        code: this.roomId,
        serial: (fn) => this.serial(fn),
        play: (seat, action) => this.botPlay(seat, action),
        later: (ms, fn) => this.once(ms, fn),
      },
      pool,
      this.settings.botDelayMs,
    );
    this.hints = new HintDesk(this.table, pool);

    const state = new TableState({ market: new MarketSchema(), placement: new PlacementSchema() });
    state.code = this.roomId;
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
    this.setState(state);
    // Out of the listing until the creator has connected: a table nobody joined is never shown.
    if (!options.listed || this.unstored) await this.setPrivate(true);
    await this.publishListing();

    this.onMessage("action", this.guarded("action", (client, message) => this.onAction(client, message)));
    this.onMessage("undo", this.guarded("undo", (client, message) => this.onUndo(client, message)));
    this.onMessage("rename", this.guarded("rename", (client, message) => this.onRename(client, message)));
    this.onMessage("bot", this.guarded("bot", (client, message) => this.onBot(client, message)));
    this.onMessage("sit", this.guarded("sit", (client, message) => this.onSit(client, message)));
    this.onMessage("start", this.guarded("start", (client) => this.onStart(client)));
    this.onMessage("pair", this.guarded("pair", (client, message) => this.onPair(client, message)));
    this.onMessage("devices", this.guarded("devices", (client, message) => this.onDevices(client, message)));
    this.onMessage("revoke", this.guarded("revoke", (client, message) => this.onRevoke(client, message)));
    this.onMessage("reclaim", this.guarded("reclaim", (client, message) => this.onReclaim(client, message)));
    this.onMessage("remove", this.guarded("remove", (client, message) => this.onRemove(client, message)));
    // A chat text may be longer than any other string (a frame holds 4 KB at most): its length is CHAT_TOO_LONG's to refuse.
    this.onMessage("chat", this.guarded("chat", (client, message) => this.onChat(client, message), CHAT_PLAIN_LIMITS));
    this.onMessage("resume", this.guarded("resume", (client, message) => this.onResume(client, message)));
    // Not through the chain: a hint's search must not hold the table's changes (hint.ts reads the view at once).
    this.onMessage("hint", (client, message) => this.onHint(client, message));
    // Rematch takes no payload and creates a room (async): its failures are guarded like the others'.
    this.onMessage("rematch", (client) => this.onRematch(client).catch((e: unknown) => this.failed(client, "rematch", e)));
    this.onMessage("*", (client, type, message) => this.onUnknown(client, type, message));
    if (restored) await this.serial(() => this.afterRestore());
    // A table with no row holds no lease: the lease sweep (app.ts) would close it as another process's.
    if (!this.unstored) liveRooms.add(this);
  }

  /** Counts for the metrics gauges. */
  figures(): RoomFigures {
    let seated = 0;
    let connected = 0;
    this.table.seats.forEach((seat, i) => {
      if (seat.kind !== "human") return;
      seated++;
      if (this.isConnected(i)) connected++;
    });
    return { playing: this.table.status === "playing", seatedPeople: seated, connectedPeople: connected, spectators: this.state.spectators };
  }

  /**
   * Runs `fn` after every change queued before it (see `chain`). A failure does not stop the chain;
   * it is logged here unless the caller hands it on (a refused join goes back to the client).
   */
  private serial<T>(fn: () => T | Promise<T>, quiet = false): Promise<T> {
    const run = this.chain.then(fn);
    this.chain = run.catch((e: unknown) => {
      if (!quiet) console.error(`Table ${this.roomId}: ${(e as Error)?.stack ?? String(e)}`);
    });
    return run;
  }

  /**
   * The server is shutting down: waits for the change in hand (an action being saved), refuses
   * anything after it, and tells everyone the server is restarting. The page shows it, and rejoins
   * its seats once the server (this process restarted, or another one) answers again.
   */
  drain(): Promise<void> {
    return this.serial(async () => {
      this.draining = true;
      this.bots.stop();
      // A planned restart costs nobody time: each clock stops with what it had left (saved before the store closes).
      await this.clockKeeper?.pause(Date.now());
      const notice: Restarting = { message: "The server is restarting. You will be back in your seat in a moment." };
      this.broadcast(RESTARTING_MESSAGE, notice);
    });
  }

  /**
   * A one-shot timer on the room's clock. The timer is stopped before `fn` runs because
   * `broadcastPatch()` ticks the clock (Room.broadcastPatch in @colyseus/core), and a timeout
   * stays active until its handler returns: without this, a handler that broadcasts would run
   * itself again from inside the broadcast.
   */
  private once(ms: number, fn: () => void): Delayed {
    const delayed: Delayed = this.clock.setTimeout(() => {
      delayed.clear();
      fn();
    }, ms);
    return delayed;
  }

  /** The restore ticket's table, if this room is being created by the server's restore. */
  private takeRestore(ticket: unknown): RestoredTable | null {
    if (ticket === undefined) return null;
    const restored = typeof ticket === "string" ? takeRestore(ticket) : undefined;
    if (!restored) throw new Error("Bad table options: restoreTicket is not a table option");
    return restored;
  }

  /**
   * A table brought back after a restart has nobody connected yet. It waits for its people as
   * long as a dropped player's seat would (RECONNECT_SECONDS), counted from `startRestoreGrace`,
   * and is not closed as an empty room meanwhile, whoever comes and goes; bots resume straight away.
   */
  private async afterRestore(): Promise<void> {
    this.autoDispose = false;
    this.restoreGrace = new RestoreGrace(
      this.settings.reconnectSeconds * 1000,
      (ms, fn) => this.once(ms, fn),
      (anyoneBack) => void this.serial(() => this.endRestoreGrace(anyoneBack)),
    );
    await this.afterChange();
  }

  /**
   * Called by the server once this restored table can be reached (the server is ready and the
   * room is listed): its people's wait counts from here.
   */
  startRestoreGrace(): void {
    this.restoreGrace?.start();
  }

  /** After the wait: seats nobody took back open again (lobby) or get a bot (game); a table no seated person came back to closes. */
  private async endRestoreGrace(anyoneBack: boolean): Promise<void> {
    this.restoreGrace = null;
    if (this.draining) return;
    if (!anyoneBack) {
      console.log(`Table ${this.roomId}: none of its people came back within ${this.settings.reconnectSeconds} s of its restore; closing it.`);
      void this.disconnect();
      return;
    }
    this.table.seats.forEach((seat, i) => {
      if (seat.kind !== "human" || this.isConnected(i)) return;
      if (this.table.status === "lobby") this.table.stand(i);
      else seat.botTakeover = true;
    });
    this.autoDispose = true; // from now on an empty table closes as usual
    await this.afterChange();
  }

  /**
   * Keeps the joining connection's address (as Colyseus resolved it for the WebSocket upgrade) on
   * `client.auth`: wrong phone codes are counted per address (pairing.ts), never per table.
   */
  override onAuth(_client: Client, _options: unknown, context: AuthContext): { address: string } {
    return { address: context.ip ?? "unknown address" };
  }

  override onJoin(client: Client, raw: unknown = {}): Promise<void> {
    const problem = plainDataProblem(raw);
    if (problem) throw new ServerError(JOIN_REFUSED.BAD_OPTIONS, `Bad join options: options must be plain JSON data: ${problem}`);
    return this.serial(() => this.join(client, raw), true);
  }

  private async join(client: Client, raw: unknown): Promise<void> {
    if (this.draining) throw new Error("The server is restarting: try again in a few seconds.");
    const parsed = JoinOptions.safeParse(raw ?? {});
    if (!parsed.success) throw new ServerError(JOIN_REFUSED.BAD_OPTIONS, `Bad join options: ${parsed.error.issues.map((i) => i.message).join("; ")}`);
    const options = parsed.data;
    // A page built from other schema definitions would misread every patch (it skipped the reflection).
    if (options.schema !== undefined && options.schema !== SCHEMA_FINGERPRINT) {
      throw new ServerError(JOIN_REFUSED.OUTDATED_PAGE, "This page is older than the server: reload it.");
    }
    const tokens = [...(options.seatToken ? [options.seatToken] : []), ...(options.seatTokens ?? [])];
    // A phone code takes one seat for a new device; mixed with seat tokens it would be ambiguous which the device holds.
    if (options.pairCode && tokens.length) throw new ServerError(JOIN_REFUSED.BAD_OPTIONS, "Bad join options: a phone code joins without seat tokens.");
    const holders = tokens.map((token) => holderOfToken(this.table.seats, token));
    // Refusals come before anything changes, each with a stable code the client acts on (joinRefusals.ts).
    if (holders.some((holder) => holder === null)) {
      throw new ServerError(JOIN_REFUSED.SEAT_TOKEN_INVALID, "That seat token belongs to no seat at this table.");
    }
    // A phone taking a seat with the one-use code shown on the device that holds it (pairing.ts),
    // counted against the address it comes from when wrong.
    const paired = options.pairCode ? await this.pairing.redeem(options.pairCode, addressOf(client)) : null;
    if (paired && "refused" in paired) {
      if (paired.refused === "locked") throw new ServerError(JOIN_REFUSED.PAIR_LOCKED, "Too many wrong phone codes from this network: wait a minute, then scan the code again.");
      throw new ServerError(JOIN_REFUSED.PAIR_CODE_INVALID, "That phone code is not valid any more.");
    }
    const pairedSeat = paired ? this.table.seatOfToken(paired.token) : -1;
    if (paired && pairedSeat < 0) throw new ServerError(JOIN_REFUSED.PAIR_CODE_INVALID, "That phone code is not valid any more.");
    const named = !tokens.length && !paired ? this.checkJoinNames(options) : null;
    if (!tokens.length && !paired) this.admitWithoutToken(client, options);
    if (this.unstored) await this.storeNewTable();
    client.view = undefined; // a watcher until a seat is claimed (see grantView)
    this.watcherNames.set(client.sessionId, watcherName(options.name));
    this.seatsOf.set(client.sessionId, new Set());
    this.sessions.set(client.sessionId, client);
    if (paired) {
      // The phone gets a token of its own for the seat (devices.ts), never the seat's: it can be revoked alone.
      const { device, token } = pairDevice(this.table.seats[pairedSeat]!, Date.now());
      const taken = new Map<string, Set<number>>();
      this.claim(client, pairedSeat, taken);
      this.devices.hold(client.sessionId, pairedSeat, device.id, token);
      this.handedOver(taken);
    } else if (tokens.length) {
      const taken = new Map<string, Set<number>>();
      holders.forEach((holder, i) => {
        const { seat, device } = holder!;
        if (device === null) this.table.seats[seat]!.token = tokens[i]!; // told again in the welcome (the table keeps only its hash)
        this.claim(client, seat, taken);
        if (device) this.devices.hold(client.sessionId, seat, device.id, tokens[i]!);
      });
      this.tellTakenOver(taken);
    } else if (options.hotseatNames && this.table.status === "lobby" && this.table.seats.every((s) => s.kind === "open")) {
      // A hot-seat table: everyone who plays on the creator's device sits at this one client; the
      // rest of the seats may be bots or stay open for people joining online.
      for (const name of named!) {
        const result = this.table.sit(name);
        if ("seat" in result) this.claim(client, result.seat);
      }
      for (const seat of options.botSeats ?? []) this.table.setBot(HOST_SEAT, seat, true, options.botLevel);
    } else if (!options.spectator && this.table.status === "lobby") {
      const result = this.table.sit(named![0] ?? "");
      if ("seat" in result) this.claim(client, result.seat);
    }
    // Only a seat taken back with its token counts as someone coming back: a watcher, or a wrong
    // token (refused above), must not decide the fate of a restored table.
    if (tokens.length) this.restoreGrace?.seatedPersonBack();
    await this.afterChange();
    this.welcome(client);
    this.tellChatAndClocks(client);
    // The screen that showed the code (e.g. a board-mode tab keeping the token) may now forget the seat.
    if (paired) this.clients.getById(paired.by)?.send("paired", { seat: pairedSeat });
    if (paired) this.tellHostDevicesChanged();
  }

  /**
   * The names a join without a token will sit under, checked before anything changes (names.ts): a
   * hot-seat creator's names (unique among themselves too), or the one person's name. A refused name
   * refuses the join with its own code; a watcher's name is not used, so it is not checked.
   */
  private checkJoinNames(options: JoinOptions): string[] {
    const wanted = options.hotseatNames && this.table.status === "lobby" && this.table.seats.every((s) => s.kind === "open")
      ? options.hotseatNames.slice(0, this.table.seats.length)
      : !options.spectator && this.table.status === "lobby" && this.table.seats.some((s) => s.kind === "open")
        ? [options.name]
        : [];
    const taken = this.table.seats.filter((s) => s.kind !== "open").map((s) => s.name);
    return wanted.map((raw) => {
      // An empty name gets the seat's default when it sits (Table.sit): nothing to check yet.
      if (isBlankName(raw)) return raw;
      const checked = normaliseName(raw);
      const refusal = "name" in checked ? nameClash(checked.name, taken) : checked;
      if (refusal) throw new ServerError(JOIN_REFUSED[refusal.code], `That name cannot be used: ${refusal.message}.`);
      taken.push((checked as { name: string }).name);
      return (checked as { name: string }).name;
    });
  }

  /** The first join: the table's row is written (before anything of the join changes the table), and it is listed. */
  private async storeNewTable(): Promise<void> {
    await this.store?.createTable(this.roomId, this.table.options, this.table.seed, this.table.seats);
    this.unstored = false;
    liveRooms.add(this); // held, counted and drained from now on
    if (this.table.options.listed) await this.setPrivate(false);
  }

  /**
   * A join without a seat token takes a free lobby seat or watches. Watchers have their own limit
   * (spectatorLimit), and nobody without a token may fill the places kept for the seats' owners.
   */
  private admitWithoutToken(client: Client, options: JoinOptions): void {
    const willSit = !options.spectator && this.table.status === "lobby" && this.table.seats.some((s) => s.kind === "open");
    if (!willSit && this.spectatorCount() >= this.settings.spectatorLimit) {
      throw new ServerError(JOIN_REFUSED.SPECTATORS_FULL, `This table already has ${this.settings.spectatorLimit} spectators; try again later.`);
    }
    const others = this.clients.filter((c) => c !== client).length;
    if (others >= ROOM_CAPACITY - this.table.seats.length) {
      throw new ServerError(JOIN_REFUSED.TABLE_FULL, "This table has no room for another connection; try again later.");
    }
  }

  /**
   * Connected clients that hold no seat. A dropped session whose seats were all taken while it
   * was away is not one: it only waits to hear so, and counting it would keep a watcher out.
   */
  private spectatorCount(): number {
    return this.clients.filter((c) => this.seatsOf.get(c.sessionId)?.size === 0).length;
  }

  override async onDrop(client: Client): Promise<void> {
    const seats = this.seatsOf.get(client.sessionId);
    if (!seats?.size) return;
    for (const seat of seats) put(this.state.seats[seat]!, "connected", false);
    this.broadcastPatch();
    // The dropped player keeps their seats while they may come back (RULES-independent table rule).
    this.allowReconnection(client, this.settings.reconnectSeconds);
  }

  override onReconnect(client: Client): void {
    this.sessions.set(client.sessionId, client);
    const away = this.takenWhileAway.get(client.sessionId);
    if (away) {
      this.takenWhileAway.delete(client.sessionId);
      this.tellTakenOver(new Map([[client.sessionId, away]]));
    }
    for (const seat of this.seatsOf.get(client.sessionId) ?? []) {
      put(this.state.seats[seat]!, "connected", true);
      this.grantView(client, seat);
    }
    this.broadcastPatch();
    this.welcome(client); // the history again: events sent while it was away did not reach it
    this.tellChatAndClocks(client);
  }

  override onLeave(client: Client): Promise<void> {
    return this.serial(() => this.leave(client));
  }

  private async leave(client: Client): Promise<void> {
    const seats = this.seatsOf.get(client.sessionId) ?? new Set<number>();
    this.seatsOf.delete(client.sessionId);
    this.sessions.delete(client.sessionId);
    this.takenWhileAway.delete(client.sessionId);
    this.rate.delete(client.sessionId);
    this.devices.forget(client.sessionId);
    this.removed.delete(client.sessionId);
    this.watcherNames.delete(client.sessionId);
    for (const seat of seats) {
      if (this.table.status === "lobby") this.table.stand(seat);
      else if (this.table.seats[seat]!.kind === "human") this.table.seats[seat]!.botTakeover = true; // a bot finishes for them
    }
    if (!this.draining) await this.afterChange();
  }

  override onDispose(): void {
    liveRooms.delete(this);
    this.bots?.stop();
    this.clockKeeper?.stop();
    this.restoreGrace?.stop();
    // Everyone left an unfinished table: it is not brought back at the next start. A server that
    // shuts down disposes its rooms too, and those tables must come back, so they stay as they are.
    if (this.store && !this.unstored && !this.store.closing && !this.draining && this.table && this.table.status !== "finished") {
      this.store.markAbandoned(this.roomId).catch((e: unknown) => {
        console.error(`Storage: table ${this.roomId}: could not mark it abandoned: ${(e as Error).message}`);
      });
    }
  }

  // ---- messages -------------------------------------------------------------------------

  /**
   * Every message handler runs inside this guard (issue 16). The payload must first be plain JSON data
   * (plainData.ts), else BAD_MESSAGE. Any exception while handling it is logged once with the table's code
   * and refused to its sender as INTERNAL: it never reaches the process, and the table and every other
   * table go on.
   */
  private guarded<R>(type: string, handler: (client: Client, payload: unknown) => Promise<R>, limits: PlainLimits = PLAIN_LIMITS): (client: Client, payload: unknown) => Ack | Promise<R | Ack> {
    return (client, payload) => {
      try {
        // The rate limit is counted as messages arrive; the handling then waits its turn in the chain.
        const received = STAMP_ACKS ? monotonicMs() : 0;
        if (!this.allow(client, type)) return FLOODED;
        const problem = plainDataProblem(payload, limits);
        if (problem) return this.refuse(client, type, { code: "BAD_MESSAGE", message: `a message must be plain JSON data; this one has ${problem}` });
        const handled = this.serial(() => handler(client, payload), true).catch((e: unknown) => this.failed(client, type, e));
        if (!STAMP_ACKS) return handled;
        return handled.then((ack) => (ack === OK ? { ok: true, stamps: [received, this.patchedAt] satisfies ServerStamps } : ack));
      } catch (e) {
        return this.failed(client, type, e);
      }
    };
  }

  /** A message type the table does not know (sent with `send`; Colyseus itself answers an unknown `request`). */
  private onUnknown(client: Client, rawType: unknown, payload: unknown): void {
    // The type is whatever the client chose (a string or a number): shown back shortened, never trusted.
    const type = typeof rawType === "string" ? rawType.slice(0, 32) : describeValue(rawType, 32);
    try {
      if (!this.allow(client, type)) return;
      const problem = plainDataProblem(payload);
      if (problem) this.refuse(client, type, { code: "BAD_MESSAGE", message: `a message must be plain JSON data; this one has ${problem}` });
      else this.refuse(client, type, { code: "UNKNOWN_MESSAGE", message: `no message type "${type}"` });
    } catch (e) {
      this.failed(client, type, e);
    }
  }

  /** An exception while handling a message: logged once with the table's code, refused to its sender only. */
  private failed(client: Client, type: string, e: unknown): Ack {
    const refusal: Refusal = { code: "INTERNAL", message: "the server could not handle this message; it was logged and the table goes on", type };
    console.error(`Table ${this.roomId}: a "${type}" message failed and was refused: ${e instanceof Error ? (e.stack ?? e.message) : describeValue(e)}`);
    try {
      client.send("refused", refusal);
    } catch {
      // The sender is gone: nothing more to tell it.
    }
    return { ok: false, ...refusal };
  }

  /** Errors that escaped elsewhere in the room (timers such as the bot's move): logged once, the table goes on. */
  override onUncaughtException(error: Error, methodName: string): void {
    // A refused join or create is answered to its client by the matchmaker; it is not a server fault.
    if (methodName === "onJoin" || methodName === "onCreate" || methodName === "onAuth") return;
    const cause = (error as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? (cause.stack ?? cause.message) : (error.stack ?? error.message);
    console.error(`Table ${this.roomId}: uncaught error in ${methodName}; the table goes on: ${detail}`);
  }

  private async onAction(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "action", RESTARTING);
    const started = performance.now();
    const parsed = parseActionMessage(raw);
    if (!parsed) return this.refuse(client, "action", { code: "BAD_MESSAGE", message: "an action message is { action: { type, … }, seat? }" });
    const seat = this.actingSeat(client, parsed.seat);
    if (typeof seat !== "number") return this.refuse(client, "action", seat);
    if (this.table.botPlays(seat)) return this.refuse(client, "action", { code: "BOT_SEAT", message: "a bot is playing this seat" });
    const result = await this.table.act(seat, parsed.action as unknown as Action);
    if (!result.ok) return this.refuse(client, "action", result.error);
    this.clockKeeper?.decided(this.table, seat, Date.now());
    this.tell(result.wire);
    await this.afterChange(client);
    observeAction(performance.now() - started);
    return OK;
  }

  /** Takes back the sender's last action when the engine's undo policy allows it (docs/engine.md "Undo"). */
  private async onUndo(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "undo", RESTARTING);
    const parsed = UndoMessage.safeParse(raw ?? {});
    if (!parsed.success) return this.refuse(client, "undo", { code: "BAD_MESSAGE", message: "an undo message is { seat? }" });
    const seat = this.actingSeat(client, parsed.data.seat);
    if (typeof seat !== "number") return this.refuse(client, "undo", seat);
    if (this.table.botPlays(seat)) return this.refuse(client, "undo", { code: "BOT_SEAT", message: "a bot is playing this seat" });
    const result = await this.table.undo(seat);
    if (!result.ok) return this.refuse(client, "undo", result.error);
    // The table dropped the undone action's history entries; everyone drops them too, after the patch that shows it.
    const undone: Undone = { seat: result.seat, move: result.move };
    this.broadcast("undone", undone, { afterNextPatch: true });
    await this.afterChange(client);
    return OK;
  }

  /** A person changes the name of their own seat (saved with the seats, like any lobby change). */
  private async onRename(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "rename", RESTARTING);
    const parsed = RenameMessage.safeParse(raw ?? {});
    if (!parsed.success) return this.refuse(client, "rename", { code: "BAD_MESSAGE", message: "a rename message is { name (1-24 characters), seat? }" });
    const seat = this.actingSeat(client, parsed.data.seat);
    if (typeof seat !== "number") return this.refuse(client, "rename", seat);
    const error = this.table.rename(seat, parsed.data.name);
    if (error) return this.refuse(client, "rename", error);
    await this.afterChange(client);
    return OK;
  }

  private async onBot(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "bot", RESTARTING);
    const parsed = BotMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "bot", { code: "BAD_MESSAGE", message: "a bot message is { seat, bot: true | false, level? }" });
    const { seat, bot, level } = parsed.data;
    if (level !== undefined && !isBotLevel(level)) return this.refuse(client, "bot", unknownLevel(level));
    const error = this.table.setBot(this.hostSeatOf(client), seat, bot, level);
    if (error) return this.refuse(client, "bot", error);
    await this.afterChange(client);
    return OK;
  }

  private async onSit(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "sit", RESTARTING);
    const parsed = SitMessage.safeParse(raw ?? {});
    if (!parsed.success) return this.refuse(client, "sit", { code: "BAD_MESSAGE", message: "a sit message is { name }" });
    if (this.seatsOf.get(client.sessionId)?.size) return this.refuse(client, "sit", { code: "SEAT_TAKEN", message: "you already have a seat" });
    if (this.removed.has(client.sessionId)) return this.refuse(client, "sit", { code: "REMOVED", message: "the host removed you from a seat at this table: you can watch" });
    const result = this.table.sit(parsed.data.name);
    if (!("seat" in result)) return this.refuse(client, "sit", result);
    this.claim(client, result.seat);
    await this.afterChange(client);
    this.welcome(client);
    return OK;
  }

  /**
   * "What would the strong bot do" for one of the sender's seats (tables with hints on). Outside the chain: the
   * search takes up to a second and the table goes on meanwhile; the answer names the move it is about.
   */
  private async onHint(client: Client, raw: unknown): Promise<HintAnswer | Ack> {
    try {
      if (!this.allow(client, "hint")) return FLOODED;
      if (this.draining) return this.refuse(client, "hint", RESTARTING);
      const problem = plainDataProblem(raw);
      if (problem) return this.refuse(client, "hint", { code: "BAD_MESSAGE", message: `a message must be plain JSON data; this one has ${problem}` });
      const parsed = HintMessage.safeParse(raw ?? {});
      if (!parsed.success) return this.refuse(client, "hint", { code: "BAD_MESSAGE", message: "a hint message is { seat? }" });
      const seat = this.actingSeat(client, parsed.data.seat);
      if (typeof seat !== "number") return this.refuse(client, "hint", seat);
      const answer = await this.hints.ask(client.sessionId, seat);
      return answer.ok ? answer : this.refuse(client, "hint", answer.error);
    } catch (e) {
      return this.failed(client, "hint", e);
    }
  }

  /** A phone code for a seat, to whoever proves they hold it with its token (spectator connections included). */
  private async onPair(client: Client, raw: unknown): Promise<Ack | { ok: true; seat: number; code: string; expiresIn: number }> {
    const parsed = PairMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "pair", { code: "BAD_MESSAGE", message: "a pair message is { token }" });
    const seat = this.table.seatOfToken(parsed.data.token);
    if (seat < 0) return this.refuse(client, "pair", { code: "BAD_TOKEN", message: "that seat token belongs to no seat at this table" });
    return { ok: true, seat, ...this.pairing.issue(parsed.data.token, client.sessionId) };
  }

  /**
   * The paired phones of the seats the sender manages: every person's seat for the host, else the
   * seats whose seat tokens it gives (a board-mode tab keeps them). A phone is named by a random
   * handle, its pairing time and whether it plays now; never by its token.
   */
  private async onDevices(client: Client, raw: unknown): Promise<Ack | { ok: true; seats: { seat: number; devices: DeviceView[]; token?: number }[] }> {
    const parsed = DevicesMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "devices", { code: "BAD_MESSAGE", message: "a devices message is { tokens? }" });
    const host = this.hostSeatOf(client) === HOST_SEAT;
    // Which of the sender's tokens opens which seat (by its place in the list): the page learns nothing it did not hold.
    const owned = (parsed.data?.tokens ?? []).map((token) => this.table.seatOfToken(token));
    return {
      ok: true,
      seats: this.table.seats.flatMap((s, i) => {
        const token = owned.indexOf(i);
        if (s.kind !== "human" || (!host && token < 0)) return [];
        const devices = (s.devices ?? []).map((d) => ({ id: d.id, pairedAt: d.pairedAt, connected: this.devices.inUse(i, d.id) && this.isConnected(i) }));
        return [token < 0 ? { seat: i, devices } : { seat: i, devices, token }];
      }),
    };
  }

  /** One phone loses its seat for good: its token stops working at once and on every later join. */
  private async onRevoke(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "revoke", RESTARTING);
    const parsed = RevokeMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "revoke", { code: "BAD_MESSAGE", message: "a revoke message is { seat, device, tokens? }" });
    const { seat, device, tokens } = parsed.data;
    const record = this.table.seats[seat];
    if (!record || record.kind !== "human") return this.refuse(client, "revoke", { code: "BAD_SEAT", message: `seat ${seat + 1} has no person with a phone` });
    if (!this.managesSeat(client, seat, tokens ?? [])) return this.refuse(client, "revoke", { code: "NOT_HOST", message: "only the host or the seat's owner may revoke a phone" });
    const gone = revokeDevice(record, device);
    if (!gone) return this.refuse(client, "revoke", { code: "UNKNOWN_DEVICE", message: `that phone is not paired to seat ${seat + 1}` });
    this.cutOff(this.devices.holders(seat, new Set([gone.id])), seat, "revoked");
    await this.afterChange(client);
    this.tellHostDevicesChanged();
    return OK;
  }

  /**
   * Every phone of a seat loses it, and its live phone code goes. With the seat token the sender
   * takes the seat back (a board-mode tab or the owner's laptop); the host may reclaim without it,
   * and the seat then waits for its owner (a bot plays it meanwhile in a game), so the host never
   * sees a hand that is not theirs.
   */
  private async onReclaim(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "reclaim", RESTARTING);
    const parsed = ReclaimMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "reclaim", { code: "BAD_MESSAGE", message: "a reclaim message is { seat } or { token }" });
    const { token } = parsed.data;
    const owned = token === undefined ? -1 : this.table.seatOfToken(token);
    if (token !== undefined && (owned < 0 || (parsed.data.seat !== undefined && parsed.data.seat !== owned))) {
      return this.refuse(client, "reclaim", { code: "BAD_TOKEN", message: "that seat token belongs to no such seat at this table" });
    }
    const seat = owned >= 0 ? owned : parsed.data.seat!;
    const record = this.table.seats[seat];
    if (!record || record.kind !== "human") return this.refuse(client, "reclaim", { code: "BAD_SEAT", message: `seat ${seat + 1} has no person to reclaim` });
    if (owned < 0 && this.hostSeatOf(client) !== HOST_SEAT) return this.refuse(client, "reclaim", { code: "NOT_HOST", message: "only the host or the seat's owner may reclaim a seat" });
    revokeAll(record);
    this.pairing.withdrawWhere((t) => this.table.seatOfToken(t) === seat);
    this.cutOff(this.devices.holders(seat, null), seat, "revoked");
    if (owned >= 0) {
      record.token = token!;
      const taken = new Map<string, Set<number>>();
      this.claim(client, seat, taken);
      this.tellTakenOver(taken);
    }
    await this.afterChange(client);
    if (owned >= 0) this.welcome(client);
    this.tellHostDevicesChanged();
    return OK;
  }

  /**
   * The host removes the person in a lobby seat (strangers could otherwise squat every listed lobby):
   * the seat opens, its token and phones stop working, and the person is told and watches on (or is
   * closed when the table has no room for another watcher); that connection cannot sit down again.
   */
  private async onRemove(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "remove", RESTARTING);
    const parsed = RemoveMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "remove", { code: "BAD_MESSAGE", message: "a remove message is { seat }" });
    const { seat } = parsed.data;
    if (this.hostSeatOf(client) !== HOST_SEAT) return this.refuse(client, "remove", { code: "NOT_HOST", message: "only the table's host may remove a person from a seat" });
    if (this.table.status !== "lobby") return this.refuse(client, "remove", { code: "NOT_IN_LOBBY", message: "people are removed from seats before the game starts" });
    const record = this.table.seats[seat];
    if (!record) return this.refuse(client, "remove", { code: "BAD_SEAT", message: `there is no seat ${seat + 1} at this ${this.table.seats.length}-player table` });
    if (this.seatsOf.get(client.sessionId)?.has(seat)) return this.refuse(client, "remove", { code: "BAD_SEAT", message: "that is your own seat" });
    if (record.kind !== "human") return this.refuse(client, "remove", { code: "SEAT_OPEN", message: `seat ${seat + 1} has no person to remove` });
    const holders = [...this.seatsOf].filter(([, seats]) => seats.has(seat)).map(([session]) => session);
    this.pairing.withdrawWhere((t) => this.table.seatOfToken(t) === seat);
    for (const session of holders) this.removed.add(session);
    this.cutOff(holders, seat, "removed");
    this.table.stand(seat);
    await this.afterChange(client);
    return OK;
  }

  /**
   * Tells the host's page that some seat's phones changed, so it asks for them again (`devices`). The
   * notice carries nothing: the list itself is only given to whoever may manage it.
   */
  private tellHostDevicesChanged(): void {
    for (const client of this.clients) if (this.seatsOf.get(client.sessionId)?.has(HOST_SEAT)) client.send("devices-changed", {});
  }

  /** Whether the sender may manage a seat's phones: the host, or whoever shows the seat's own token. */
  private managesSeat(client: Client, seat: number, tokens: readonly string[]): boolean {
    return this.hostSeatOf(client) === HOST_SEAT || tokens.some((token) => this.table.seatOfToken(token) === seat);
  }

  /**
   * Takes `seat` from these connections (a revoked phone, a removed person) and tells each why; one
   * left without a seat watches on unless the table has no room for another watcher. A game seat
   * nobody plays any more is played by a bot until its owner comes back.
   */
  private cutOff(sessions: readonly string[], seat: number, reason: "revoked" | "removed"): void {
    for (const session of sessions) {
      if (!this.seatsOf.get(session)?.delete(seat)) continue;
      this.devices.drop(session, seat);
      this.revokeView(session, seat);
      const client = this.clients.getById(session);
      if (!client) {
        this.takenWhileAway.set(session, (this.takenWhileAway.get(session) ?? new Set()).add(seat));
        continue;
      }
      const notice: SeatTaken = {
        seats: [seat],
        reason,
        message: reason === "removed" ? "The host removed you from your seat; you can watch the table." : "This phone's pairing was revoked; it no longer plays that seat.",
      };
      client.send("seat-taken", notice);
      if (this.seatsOf.get(session)?.size === 0 && this.spectatorCount() > this.settings.spectatorLimit) client.leave(CLOSE_SEAT_TAKEN);
    }
    if (this.table.status === "playing" && this.table.seats[seat]!.kind === "human" && !this.isConnected(seat)) this.table.seats[seat]!.botTakeover = true;
  }

  /**
   * A chat line (issue 29): players write in the players' channel (or the watchers'), watchers only in theirs.
   * Checked (chat.ts), stored with the table, then sent to everyone; a refusal goes to the writer only.
   */
  private async onChat(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "chat", RESTARTING);
    const parsed = ChatMessage.safeParse(raw);
    if (!parsed.success) return this.refuse(client, "chat", { code: "BAD_MESSAGE", message: 'a chat message is { channel: "players" | "watchers", text, seat? }' });
    const seats = this.seatsOf.get(client.sessionId);
    const isPlayer = !!seats?.size;
    let author = { seat: -1, name: this.watcherNames.get(client.sessionId) ?? "Watcher", rateKey: `watcher:${addressOf(client)}` };
    if (isPlayer) {
      // A hot-seat device speaks for the seat it names, else for its first seat.
      const seat = this.actingSeat(client, parsed.data.seat ?? Math.min(...seats!));
      if (typeof seat !== "number") return this.refuse(client, "chat", seat);
      author = { seat, name: this.table.seats[seat]!.name, rateKey: `seat:${seat}` };
    } else if (parsed.data.seat !== undefined) {
      return this.refuse(client, "chat", { code: "NOT_YOUR_SEAT", message: "watchers speak for no seat" });
    }
    const line = await this.chat.prepare(author, isPlayer, parsed.data.channel, parsed.data.text, Date.now());
    if (!("n" in line)) return this.refuse(client, "chat", line);
    try {
      await this.store?.appendChat(this.roomId, line);
    } catch (e) {
      return this.refuse(client, "chat", { code: "STORAGE", message: `the message could not be saved, so it was not sent: ${(e as Error).message}` });
    }
    this.chat.keep(line);
    this.broadcast("chat", line);
    return OK;
  }

  /** A person whose time ran out takes their seat back from the table's bot (clockKeeper.ts resumes their clock). */
  private async onResume(client: Client, raw: unknown): Promise<Ack> {
    if (this.draining) return this.refuse(client, "resume", RESTARTING);
    const parsed = UndoMessage.safeParse(raw ?? {});
    if (!parsed.success) return this.refuse(client, "resume", { code: "BAD_MESSAGE", message: "a resume message is { seat? }" });
    const seat = this.actingSeat(client, parsed.data.seat);
    if (typeof seat !== "number") return this.refuse(client, "resume", seat);
    if (!this.clockKeeper?.clocks.isTimedOut(seat)) return this.refuse(client, "resume", { code: "NOT_TIMED_OUT", message: "this seat's time has not run out: it is yours to play" });
    this.table.seats[seat]!.botTakeover = false;
    await this.afterChange(client);
    return OK;
  }

  /** A paced table's clocks, from what was saved when the table is restored. */
  private startClocks(options: TableOptions, stored: ConstructorParameters<typeof ClockKeeper>[2]): void {
    this.clockKeeper = new ClockKeeper(options, {
      code: this.roomId,
      store: this.store,
      // Node's timer, not the room's clock: that clock's time moves only when it ticks (a patch), so a deadline set
      // on a restored room that had not ticked for seconds would fire that much early.
      schedule: (ms, fn) => {
        const timer = setTimeout(() => void this.serial(fn), ms);
        return { clear: () => clearTimeout(timer) };
      },
      show: (view) => this.broadcast("clocks", view),
      timedOut: (seats) => this.timedOut(seats),
    }, stored);
    // A seat that had timed out before the restart is still the bot's until its person takes it back.
    this.table.seats.forEach((seat, i) => {
      if (this.clockKeeper!.clocks.isTimedOut(i) && seat.kind === "human") seat.botTakeover = true;
    });
  }

  /** Seats whose time ran out: the table's bot makes their pending decisions, and their people are told. */
  private async timedOut(seats: number[]): Promise<void> {
    if (this.draining) return;
    for (const seat of seats) {
      const record = this.table.seats[seat];
      if (record?.kind === "human") record.botTakeover = true;
      const notice: TimedOut = { seat };
      for (const client of this.clients) if (this.seatsOf.get(client.sessionId)?.has(seat)) client.send("timed-out", notice);
    }
    await this.afterChange();
  }

  /** A joining (or returning) page's chat so far and the clocks as they stand. */
  private tellChatAndClocks(client: Client): void {
    const history: ChatHistory = { lines: this.chat.recent() };
    client.send("chat-history", history);
    if (this.clockKeeper) client.send("clocks", this.clockKeeper.view(Date.now()));
  }

  private async onStart(client: Client): Promise<Ack> {
    if (this.draining) return this.refuse(client, "start", RESTARTING);
    const error = this.table.start(this.hostSeatOf(client));
    if (error) return this.refuse(client, "start", error);
    try {
      await this.store?.markStarted(this.roomId, this.table.game!.options, this.table.seats);
    } catch (e) {
      this.table.game = null; // not on disk, so not started: a restart could not bring it back
      return this.refuse(client, "start", { code: "STORAGE", message: `the start could not be saved: ${(e as Error).message}` });
    }
    this.tell(this.table.history[0]!);
    await this.afterChange(client);
    for (const c of this.clients) for (const seat of this.seatsOf.get(c.sessionId) ?? []) this.grantView(c, seat);
    this.broadcastPatch();
    return OK;
  }

  /**
   * Rematch (finished games only): a new table with the same options and the same people and bots in the same
   * seats. Everyone here (spectators too) is told its code, each with the new tokens of their own seats, so every
   * page follows. Asked twice, it answers with the same table.
   */
  private async onRematch(client: Client): Promise<Ack> {
    if (!this.allow(client, "rematch")) return FLOODED;
    if (this.table.status !== "finished") return this.refuse(client, "rematch", { code: "NOT_FINISHED", message: "a rematch is set up once the game is over" });
    if (!this.seatsOf.get(client.sessionId)?.size) return this.refuse(client, "rematch", { code: "NOT_YOUR_SEAT", message: "only the players of this game can ask for a rematch" });
    if (!this.rematchCode) {
      const seats = this.table.seats.map((s) => ({ kind: s.kind, name: s.name, token: s.kind === "human" ? newSeatToken() : null, ...(s.level ? { level: s.level } : {}) }));
      const ticket = randomBytes(16).toString("hex");
      REMATCHES.set(ticket, { options: this.table.options, seats });
      try {
        const created = await matchMaker.createRoom("trickerion", { rematchTicket: ticket });
        this.rematchCode = created.roomId;
        this.rematchTokens = seats.map((s) => s.token ?? "");
      } catch (e) {
        return this.refuse(client, "rematch", { code: "STORAGE", message: `the new table could not be set up: ${(e as Error).message}` });
      } finally {
        REMATCHES.delete(ticket);
      }
    }
    for (const c of this.clients) {
      const tokens = [...(this.seatsOf.get(c.sessionId) ?? [])].map((seat) => this.rematchTokens[seat]!).filter(Boolean);
      const notice: RematchNotice = { code: this.rematchCode, tokens };
      c.send("rematch", notice);
    }
    return OK;
  }

  // ---- helpers --------------------------------------------------------------------------

  /** The seat a client acts for: the one it names (which must be its own) or its only seat. */
  private actingSeat(client: Client, named: number | undefined): number | TableError {
    const seats = this.seatsOf.get(client.sessionId) ?? new Set<number>();
    if (seats.size === 0) return { code: "NOT_YOUR_SEAT", message: "spectators cannot act on the game" };
    if (named === undefined) {
      if (seats.size === 1) return [...seats][0]!;
      return { code: "NOT_YOUR_SEAT", message: "you play several seats: say which one acts" };
    }
    if (!seats.has(named)) return { code: "NOT_YOUR_SEAT", message: `seat ${named + 1} is not yours` };
    return named;
  }

  /** The host seat if this client holds it, else -1. */
  private hostSeatOf(client: Client): number {
    return this.seatsOf.get(client.sessionId)?.has(HOST_SEAT) ? HOST_SEAT : -1;
  }

  /**
   * Gives `client` the seat: it alone now plays it. A connection that held it (an older tab, a
   * device on a stolen token) loses the seat and its view of the seat's hidden plan here, before
   * the next patch is encoded, so it never receives the plan again; `taken` collects who lost what.
   */
  private claim(client: Client, seat: number, taken?: Map<string, Set<number>>): void {
    this.devices.drop(client.sessionId, seat);
    for (const [session, seats] of this.seatsOf) {
      if (session === client.sessionId || !seats.delete(seat)) continue;
      this.devices.drop(session, seat);
      this.revokeView(session, seat);
      if (taken) taken.set(session, (taken.get(session) ?? new Set()).add(seat));
    }
    this.seatsOf.get(client.sessionId)!.add(seat);
    this.table.seats[seat]!.botTakeover = false;
    this.grantView(client, seat);
  }

  /** Lets `client` see the hidden plan of its own player (RULES §5.4); the players exist once the game starts. */
  private grantView(client: Client, seat: number): void {
    const player = this.state.players[seat];
    if (!player) return;
    (client.view ??= new StateView()).add(player);
  }

  /**
   * Takes the seat's player out of a session's StateView. `remove` hides the `.view()` fields (the
   * plan) and queues their DELETE for that client's next patch (StateView.remove in
   * @colyseus/schema 5); a dropped session's view is the one its reconnection will carry on.
   */
  private revokeView(session: string, seat: number): void {
    const player = this.state.players[seat];
    const view = this.sessions.get(session)?.view;
    if (player && view?.has(player)) view.remove(player);
  }

  /**
   * Tells each connection that lost seats to a newer one which, and why (a dropped one when it
   * comes back). One left with no seat watches on, unless that would exceed the spectator limit:
   * then it is closed with CLOSE_SEAT_TAKEN, so a token cannot be used to stack up watchers.
   */
  /**
   * Seats handed to a phone on purpose (a phone code): a device still connected gets a fresh
   * welcome with the seats it keeps, not the "taken over" warning; one that is away hears it as
   * any takeover when it comes back.
   */
  private handedOver(taken: Map<string, Set<number>>): void {
    const away = new Map<string, Set<number>>();
    for (const [session, seats] of taken) {
      const client = this.clients.find((c) => c.sessionId === session);
      if (client) this.welcome(client);
      else away.set(session, seats);
    }
    this.tellTakenOver(away);
  }

  private tellTakenOver(taken: Map<string, Set<number>>): void {
    for (const [session, seats] of taken) {
      const client = this.clients.find((c) => c.sessionId === session);
      if (!client) {
        const away = this.takenWhileAway.get(session) ?? new Set<number>();
        for (const seat of seats) away.add(seat);
        this.takenWhileAway.set(session, away);
        continue;
      }
      const names = [...seats].map((seat) => this.table.seats[seat]!.name || `Seat ${seat + 1}`);
      const notice: SeatTaken = {
        seats: [...seats],
        message: `${names.join(" and ")}'s seat was taken over by another window or device using the same seat link; this page no longer plays ${seats.size > 1 ? "them" : "it"}.`,
      };
      client.send("seat-taken", notice);
      if (this.seatsOf.get(session)?.size === 0 && this.spectatorCount() > this.settings.spectatorLimit) client.leave(CLOSE_SEAT_TAKEN);
    }
  }

  /** Per-client soft rate limit: beyond it messages are refused with FLOOD and change nothing. */
  private allow(client: Client, type: string): boolean {
    const second = Math.floor(Date.now() / 1000);
    const entry = this.rate.get(client.sessionId);
    if (!entry || entry.second !== second) {
      this.rate.set(client.sessionId, { second, count: 1 });
      return true;
    }
    entry.count++;
    if (entry.count <= this.settings.messagesPerSecond) return true;
    if (entry.count === this.settings.messagesPerSecond + 1) {
      this.refuse(client, type, { code: "FLOOD", message: `more than ${this.settings.messagesPerSecond} messages in a second: slow down` });
    }
    return false;
  }

  /** Answers a refused message to its sender only; nothing else changes. */
  private refuse(client: Client, type: string, error: RuleError | TableError | { code: string; message: string }): Ack {
    const refusal: Refusal = { code: error.code, message: error.message, type };
    client.send("refused", refusal);
    return { ok: false, ...refusal };
  }

  private welcome(client: Client): void {
    // A phone is told its own device token, everyone else the seat's.
    const seats = [...(this.seatsOf.get(client.sessionId) ?? [])].map((seat) => ({ seat, token: this.devices.tokenOf(client.sessionId, seat) ?? this.table.seats[seat]!.token ?? "" }));
    const welcome: Welcome = { seats, host: seats.some((s) => s.seat === HOST_SEAT), history: this.table.history };
    client.send("welcome", welcome);
  }

  /** Sends everyone the events of one accepted action (compact wire form), after the patch that shows its result. */
  private tell(entry: WireEntry | null): void {
    if (entry) this.broadcast(EVENTS_MESSAGE, entry, { afterNextPatch: true });
  }

  /**
   * Saves the seats if they changed, mirrors seats and game into the schema, sends one patch, updates the listing, wakes the bots.
   * `sender`: the client whose request caused the change (its reply is written after everyone's patch).
   */
  private async afterChange(sender?: Client): Promise<void> {
    // Checked here so that an action (the seats unchanged) waits for no extra promise.
    if (this.store && !sameSeats(this.table.seats, this.savedSeats)) await this.saveSeats();
    // One pass over the connections gives both the seats' presence and the spectator count.
    // Seats are 0–3: a bit mask instead of a Set, so an action allocates nothing here.
    // Indexed loops and forEach: for…of on the clients and on each Set made an iterator and its result
    // objects on every action.
    let connected = 0;
    let spectators = 0;
    const clients = this.clients;
    for (let c = 0; c < clients.length; c++) {
      const seats = this.seatsOf.get(clients[c]!.sessionId);
      if (seats?.size === 0) spectators++;
      else if (seats) seats.forEach((seat) => (connected |= 1 << seat));
    }
    mirrorTable(this.state, this.table, connected, spectators);
    this.sends.cork(this.clients, sender);
    this.broadcastPatch();
    if (STAMP_ACKS) this.patchedAt = monotonicMs();
    // While a restored table waits for its people (restoreGrace.ts), only a seat whose person is back has its clock running.
    this.clockKeeper?.update(this.table, Date.now(), (seat) => !this.restoreGrace || this.isConnected(seat));
    void this.publishListing();
    if (!this.draining) this.bots.wake();
  }

  /** Lobby changes (sit, stand, bots) are saved before they are shown, like actions. */
  private async saveSeats(): Promise<void> {
    if (!this.store || sameSeats(this.table.seats, this.savedSeats)) return;
    const key = seatsKey(this.table.seats);
    try {
      await this.store.saveSeats(this.roomId, this.table.seats);
      this.savedSeats = key;
    } catch (e) {
      console.error(`Storage: table ${this.roomId}: seats not saved: ${(e as Error).message}`);
    }
  }

  private isConnected(seat: number): boolean {
    for (const client of this.clients) if (this.seatsOf.get(client.sessionId)?.has(seat)) return true;
    return false;
  }

  /** A bot's move from the driver, in the chain: the same engine call as a person's; the refusal's message, or null. */
  private async botPlay(seat: number, action: Action): Promise<string | null> {
    if (this.draining) return "the server is restarting";
    const result = await this.table.act(seat, action);
    if (!result.ok) return result.error.message;
    this.tell(result.wire);
    await this.afterChange();
    return null;
  }

  /**
   * Updates the lobby listing, only when something it shows changed. Not async: an action that changes
   * nothing listed (most of them) returns at once without making a promise.
   */
  private publishListing(): Promise<void> | undefined {
    const seats = this.table.seats;
    const status = this.table.status;
    const phase = this.table.game?.phase ?? "lobby";
    const turn = this.table.game?.turn ?? 0;
    const spectators = this.state.spectators;
    const last = this.lastListing;
    // The options never change; a seat's token only changes with its kind, so comparing it too costs no extra publication.
    if (last && last.status === status && last.phase === phase && last.turn === turn && last.spectators === spectators && sameSeats(seats, last.seats)) return undefined;
    this.lastListing = { status, phase, turn, spectators, seats: seatsKey(seats) };
    const listing = {
      players: seats.length,
      seated: seats.filter((s) => s.kind !== "open").length,
      names: seats.map((s) => s.name),
      status,
      phase,
      turn,
      spectators,
      beginnerSetup: this.table.options.beginnerSetup,
      quickStart: this.table.options.quickStart,
      darkAlley: this.table.options.darkAlley,
      prophecies: this.table.options.prophecies,
      abilities: this.table.options.abilities,
      pace: this.table.options.pace ?? null,
    };
    return this.setMetadata(listing);
  }

  private freeCode(): Promise<string> {
    // Finished games keep their code (their record is found by it), so a code is never reused; the
    // search is bounded and codes grow longer instead (tableCode.ts).
    return findFreeCode(async (code) => Boolean(await this.store?.has(code)) || (await matchMaker.query({ roomId: code })).length > 0);
  }
}

/** Rematch tables being created (ticket → seats), like restore tickets: only the server can name one. */
type RematchSeat = { kind: "open" | "human" | "bot"; name: string; token: string | null; level?: BotLevel };
const REMATCHES = new Map<string, { options: TableOptions; seats: RematchSeat[] }>();

function takeRematch(ticket: unknown): { options: TableOptions; seats: RematchSeat[] } | null {
  if (ticket === undefined) return null;
  const rematch = typeof ticket === "string" ? REMATCHES.get(ticket) : undefined;
  if (!rematch) throw new Error("Bad table options: rematchTicket is not a table option");
  REMATCHES.delete(ticket as string);
  return rematch;
}

/** What of the seats is stored (the bot takeover is not: after a restart everyone gets the full wait again). */
type SeatsKey = readonly (readonly [StoredSeat["kind"], string, string | null, StoredSeat["level"], string])[];

function seatsKey(seats: readonly StoredSeat[]): SeatsKey {
  return seats.map((s) => [s.kind, s.name, s.tokenHash, s.level, devicesKey(s)] as const);
}

/** A seat's paired phones as one string (their token hashes), so pairing or revoking one is a change to save. */
function devicesKey(seat: StoredSeat): string {
  return seat.devices?.length ? seat.devices.map((d) => d.hash).join(",") : "";
}

/** Whether the stored part of the seats is still `saved` (checked on every change, so no copy or string is built). */
function sameSeats(seats: readonly StoredSeat[], saved: SeatsKey): boolean {
  if (seats.length !== saved.length) return false;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i]!;
    const [kind, name, tokenHash, level, devices] = saved[i]!;
    if (s.kind !== kind || s.name !== name || s.tokenHash !== tokenHash || s.level !== level) return false;
    // Checked last and only when the seat has phones: an action (no seat change) builds no string here.
    if ((s.devices?.length || devices !== "") && devicesKey(s) !== devices) return false;
  }
  return true;
}

/** The address a connection came from (onAuth), which wrong phone codes are counted against. */
function addressOf(client: Client): string {
  const auth = client.auth as { address?: unknown } | undefined;
  return typeof auth?.address === "string" ? auth.address : "unknown address";
}

const CHAT_PLAIN_LIMITS: PlainLimits = { ...PLAIN_LIMITS, stringLength: 4096 };

/** An unknown bot level: refused with its own code, the levels named (shared/ai/levels.ts). */
function unknownLevel(level: string): { code: "UNKNOWN_LEVEL"; message: string } {
  return { code: "UNKNOWN_LEVEL", message: `no bot level "${level.slice(0, 32)}": the levels are ${BOT_LEVELS.join(", ")}` };
}

const RESTARTING = { code: "RESTARTING", message: "the server is restarting: this was not taken, try again in a moment" };

function isStore(value: unknown): value is GameStore {
  return typeof value === "object" && value !== null && typeof (value as GameStore).appendAction === "function";
}
