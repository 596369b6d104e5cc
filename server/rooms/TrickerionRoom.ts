import { randomBytes } from "node:crypto";
import { Room, ServerError, matchMaker, type Client } from "@colyseus/core";
import { StateView } from "@colyseus/schema";
import type { Action, RuleError, Seed } from "../../shared/engine";
import { describeValue } from "../../shared/engine/errors";
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
import { CorkedSends } from "./corkedSends";
import { plainDataProblem } from "./plainData";
import { newSeed, newTableCode } from "./tableCode";
import { RestoreGrace } from "./restoreGrace";
import { CLOSE_SEAT_TAKEN, JOIN_REFUSED, type SeatTaken } from "../../shared/protocol/joinRefusals";
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
   * Every change to the table (messages, joins, leaves, bot moves, timers) runs one at a time
   * through this chain: a change is saved (awaited) before it is applied and shown, and the next
   * one starts only after that, so two actions never interleave around a store write.
   */
  private chain: Promise<unknown> = Promise.resolve();
  /** Set once the server is shutting down: nothing more is accepted (see `drain`). */
  private draining = false;
  /** One-use phone codes for seats (see pairing.ts). */
  private readonly pairing = new PairingDesk();
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
      this.table = new Table(options, this.settings.seed ?? newSeed(), newSeatToken);
      // A rematch: the same people (and bots) in the same seats, each person holding a new seat token.
      if (rematch) rematch.seats.forEach((seat, i) => (this.table.seats[i] = { ...seat, tokenHash: seat.token ? hashSeatToken(seat.token) : null, botTakeover: false }));
      await this.store?.createTable(this.roomId, options, this.table.seed, this.table.seats);
    }
    this.savedSeats = seatsKey(this.table.seats);
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
    if (!options.listed) await this.setPrivate(true);
    await this.publishListing();

    this.onMessage("action", this.guarded("action", (client, message) => this.onAction(client, message)));
    this.onMessage("undo", this.guarded("undo", (client, message) => this.onUndo(client, message)));
    this.onMessage("rename", this.guarded("rename", (client, message) => this.onRename(client, message)));
    this.onMessage("bot", this.guarded("bot", (client, message) => this.onBot(client, message)));
    this.onMessage("sit", this.guarded("sit", (client, message) => this.onSit(client, message)));
    this.onMessage("start", this.guarded("start", (client) => this.onStart(client)));
    this.onMessage("pair", this.guarded("pair", (client, message) => this.onPair(client, message)));
    // Not through the chain: a hint's search must not hold the table's changes (hint.ts reads the view at once).
    this.onMessage("hint", (client, message) => this.onHint(client, message));
    // Rematch takes no payload and creates a room (async): its failures are guarded like the others'.
    this.onMessage("rematch", (client) => this.onRematch(client).catch((e: unknown) => this.failed(client, "rematch", e)));
    this.onMessage("*", (client, type, message) => this.onUnknown(client, type, message));
    if (restored) await this.serial(() => this.afterRestore());
    liveRooms.add(this);
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
    return this.serial(() => {
      this.draining = true;
      this.bots.stop();
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
    // A phone taking a seat with the one-use code shown on the device that holds it (pairing.ts).
    const paired = options.pairCode ? this.pairing.redeem(options.pairCode) : null;
    if (options.pairCode && !paired) throw new ServerError(JOIN_REFUSED.PAIR_CODE_INVALID, "That phone code is not valid any more.");
    if (paired) tokens.push(paired.token);
    const seats = tokens.map((token) => this.table.seatOfToken(token));
    // Refusals come before anything changes, each with a stable code the client acts on (joinRefusals.ts).
    if (seats.some((seat) => seat < 0)) {
      throw new ServerError(JOIN_REFUSED.SEAT_TOKEN_INVALID, "That seat token belongs to no seat at this table.");
    }
    if (!tokens.length) this.admitWithoutToken(client, options);
    client.view = undefined; // a watcher until a seat is claimed (see grantView)
    this.seatsOf.set(client.sessionId, new Set());
    this.sessions.set(client.sessionId, client);
    if (tokens.length) {
      const taken = new Map<string, Set<number>>();
      seats.forEach((seat, i) => {
        this.table.seats[seat]!.token = tokens[i]!; // told again in the welcome (the table keeps only its hash)
        this.claim(client, seat, taken);
      });
      if (paired) this.handedOver(taken);
      else this.tellTakenOver(taken);
    } else if (options.hotseatNames && this.table.status === "lobby" && this.table.seats.every((s) => s.kind === "open")) {
      // A hot-seat table: everyone who plays on the creator's device sits at this one client; the
      // rest of the seats may be bots or stay open for people joining online.
      for (const name of options.hotseatNames.slice(0, this.table.seats.length)) {
        const result = this.table.sit(name);
        if ("seat" in result) this.claim(client, result.seat);
      }
      for (const seat of options.botSeats ?? []) this.table.setBot(HOST_SEAT, seat, true, options.botLevel);
    } else if (!options.spectator && this.table.status === "lobby") {
      const result = this.table.sit(options.name);
      if ("seat" in result) this.claim(client, result.seat);
    }
    // Only a seat taken back with its token counts as someone coming back: a watcher, or a wrong
    // token (refused above), must not decide the fate of a restored table.
    if (tokens.length) this.restoreGrace?.seatedPersonBack();
    await this.afterChange();
    this.welcome(client);
    // The screen that showed the code (e.g. a board-mode tab keeping the token) may now forget the seat.
    if (paired) this.clients.getById(paired.by)?.send("paired", { seat: this.table.seatOfToken(paired.token) });
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
    for (const seat of seats) {
      if (this.table.status === "lobby") this.table.stand(seat);
      else if (this.table.seats[seat]!.kind === "human") this.table.seats[seat]!.botTakeover = true; // a bot finishes for them
    }
    if (!this.draining) await this.afterChange();
  }

  override onDispose(): void {
    liveRooms.delete(this);
    this.bots?.stop();
    this.restoreGrace?.stop();
    // Everyone left an unfinished table: it is not brought back at the next start. A server that
    // shuts down disposes its rooms too, and those tables must come back, so they stay as they are.
    if (this.store && !this.store.closing && !this.draining && this.table && this.table.status !== "finished") {
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
  private guarded<R>(type: string, handler: (client: Client, payload: unknown) => Promise<R>): (client: Client, payload: unknown) => Ack | Promise<R | Ack> {
    return (client, payload) => {
      try {
        // The rate limit is counted as messages arrive; the handling then waits its turn in the chain.
        const received = STAMP_ACKS ? monotonicMs() : 0;
        if (!this.allow(client, type)) return FLOODED;
        const problem = plainDataProblem(payload);
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
    for (const [session, seats] of this.seatsOf) {
      if (session === client.sessionId || !seats.delete(seat)) continue;
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
    const seats = [...(this.seatsOf.get(client.sessionId) ?? [])].map((seat) => ({ seat, token: this.table.seats[seat]!.token ?? "" }));
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
    };
    return this.setMetadata(listing);
  }

  private async freeCode(): Promise<string> {
    for (;;) {
      const code = newTableCode();
      // Finished games keep their code (their record is found by it), so a code is never reused.
      if (await this.store?.has(code)) continue;
      if ((await matchMaker.query({ roomId: code })).length === 0) return code;
    }
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
type SeatsKey = readonly (readonly [StoredSeat["kind"], string, string | null, StoredSeat["level"]])[];

function seatsKey(seats: readonly StoredSeat[]): SeatsKey {
  return seats.map((s) => [s.kind, s.name, s.tokenHash, s.level] as const);
}

/** Whether the stored part of the seats is still `saved` (checked on every change, so no copy or string is built). */
function sameSeats(seats: readonly StoredSeat[], saved: SeatsKey): boolean {
  if (seats.length !== saved.length) return false;
  for (let i = 0; i < seats.length; i++) {
    const s = seats[i]!;
    const [kind, name, tokenHash, level] = saved[i]!;
    if (s.kind !== kind || s.name !== name || s.tokenHash !== tokenHash || s.level !== level) return false;
  }
  return true;
}

/** An unknown bot level: refused with its own code, the levels named (shared/ai/levels.ts). */
function unknownLevel(level: string): { code: "UNKNOWN_LEVEL"; message: string } {
  return { code: "UNKNOWN_LEVEL", message: `no bot level "${level.slice(0, 32)}": the levels are ${BOT_LEVELS.join(", ")}` };
}

const RESTARTING = { code: "RESTARTING", message: "the server is restarting: this was not taken, try again in a moment" };

function isStore(value: unknown): value is GameStore {
  return typeof value === "object" && value !== null && typeof (value as GameStore).appendAction === "function";
}
