import { Room, ServerError, type AuthContext, type Client } from "@colyseus/core";
import { JOIN_REFUSED } from "../../shared/protocol/joinRefusals";
import { EVENTS_MESSAGE, type WireEntry } from "../../shared/protocol";
import type { TableState } from "../../shared/schema/TableState";
import { liveRooms, type RoomFigures } from "../metrics";
import type { BotDriver } from "../bots/driver";
import { botDriverFor } from "./botSeats";
import { HintDesk } from "../bots/hint";
import { adviceDeskOf, type AdviceDesk } from "../bots/advice";
import { TableChat } from "../table/chat";
import type { ClockKeeper } from "../table/clockKeeper";
import { TablePersistence } from "../table/persistence";
import { Seating } from "../table/seating";
import type { Table } from "../table/Table";
import { mirrorTable } from "../table/tableMirror";
import { admit, type AdmittingRoom } from "./admission";
import { COMMANDS } from "./commands";
import { dropped, left, reconnected, type ConnectionsRoom } from "./connections";
import { MessageGuard, monotonicMs, stampingAcks, type GuardedRoom } from "./commands/guard";
import { CorkedSends } from "./corkedSends";
import {
  DEFAULT_ROOM_SETTINGS,
  newTableState,
  openTable,
  waitForPeople,
  type RestoringRoom,
  type RoomSettings,
} from "./lifecycle";
import { Listing } from "./listing";
import type { Restarting } from "./messages";
import { PairingDesk } from "./pairing";
import { plainDataProblem } from "./plainData";
import { MessageRate } from "./rateLimit";
import { Rematch } from "./rematch";
import { startClocks, type PacedRoom } from "./pace";
import { NEVER_MS, stopTicking, tickWithOthers } from "./sharedClock";
import type { RestoreGrace } from "./restoreGrace";

export { ROOM_CAPACITY } from "./admission";
export { OK, type Ack, type ServerStamps } from "./commands";
export { DEFAULT_ROOM_SETTINGS, type RoomSettings } from "./lifecycle";

type Delayed = ReturnType<Room["clock"]["setTimeout"]>;

/** The message every client gets when the server shuts down for a restart (then the connection closes). */
export const RESTARTING_MESSAGE = "restarting";

/**
 * A Trickerion table on the network: the adapter between Colyseus and the network-free `Table`.
 * Each message goes through one guard to its command (commands/); joins through admission; drops, returns
 * and leaves through connections; who sits where is `Seating`, the record `TablePersistence`, the bots
 * `BotDriver`. The room itself keeps the change queue and shows each change: mirror into the schema, one
 * patch, the listing, the bots.
 */
export class TrickerionRoom
  extends Room<{ state: InstanceType<typeof TableState> }>
  implements GuardedRoom, AdmittingRoom, RestoringRoom, PacedRoom, ConnectionsRoom
{
  /**
   * Colyseus counts unconsumed seat reservations toward `maxClients` and then locks the room for
   * everyone, seat owners included ("room is locked"): watchers, or join requests never followed
   * by a connection, could shut a player out. So Colyseus never locks this room by count; admission
   * (admission.ts) decides instead (spectator limit, ROOM_CAPACITY), and always admits a valid seat token.
   */
  override maxClients = Infinity;
  /** The transport's hard cap: a client sending more than this per second is disconnected. */
  override maxMessagesPerSecond = 60;

  /** The table behind the room (tests read it to choose moves; clients never see it). */
  table!: Table;
  seating!: Seating;
  persistence!: TablePersistence;
  rate!: MessageRate;
  spectatorLimit = DEFAULT_ROOM_SETTINGS.spectatorLimit;
  readonly pairing = new PairingDesk();
  readonly rematch = new Rematch();
  chat = new TableChat();
  clocks: ClockKeeper | null = null;
  hints!: HintDesk;
  advice!: AdviceDesk;
  /** Set once the server is shutting down: nothing more is accepted (see `drain`). */
  draining = false;
  /** When the last patch was handed to the sockets (monotonic ms; kept only with LOADTEST_STAMPS=1, see ServerStamps). */
  patchedAt = 0;
  private settings: RoomSettings = DEFAULT_ROOM_SETTINGS;
  private bots!: BotDriver;
  private readonly listing = new Listing();
  /** Set on a table brought back after a restart (or taken over) while it waits for its people (restoreGrace.ts). */
  private grace: RestoreGrace | null = null;
  private readonly guard = new MessageGuard(this);
  /** Batches each client's frames of one change (patch, events, reply) into one socket write. */
  private readonly sends = new CorkedSends();
  /**
   * Every change to the table (messages, joins, leaves, bot moves, timers) runs one at a time
   * through this chain: a change is saved (awaited) before it is applied and shown, and the next
   * one starts only after that, so two actions never interleave around a store write.
   */
  private chain: Promise<unknown> = Promise.resolve();

  override async onCreate(raw: Record<string, unknown> = {}): Promise<void> {
    const opened = await openTable(raw);
    this.settings = opened.settings;
    this.spectatorLimit = opened.settings.spectatorLimit;
    this.rate = new MessageRate(opened.settings.messagesPerSecond);
    // Past the soft limit messages are refused with FLOOD; far past it the transport disconnects.
    this.maxMessagesPerSecond = opened.settings.messagesPerSecond * 3;
    this.roomId = opened.code;
    this.table = opened.table;
    this.seating = new Seating(this, opened.settings.spectatorLimit);
    // Each accepted action (a person's or a bot's) is committed before anything about it is shown.
    this.persistence = new TablePersistence(opened.store, this.roomId, this.table);
    // A new table has no row until the creator connects (`firstJoin`); until then it is not in `liveRooms`
    // either: no lease to renew, no one to tell at a shutdown, and no table in the metrics yet.
    this.persistence.unstored = !opened.restored;
    this.chat = new TableChat(opened.chat);
    if (this.table.options.pace) this.clocks = startClocks(this, opened.clocks);
    this.bots = botDriverFor(this, opened.pool, opened.settings.botDelayMs, (ms, fn) => this.once(ms, fn));
    this.hints = new HintDesk(this.table, opened.pool);
    this.advice = adviceDeskOf(opened.pool);
    // Colyseus would give this room a 60-Hz interval of its own to tick its clock once patches are ours to send; a
    // timestep that never fires keeps it from doing so, and one interval ticks every room's clock (sharedClock.ts).
    this.setTimestep(() => undefined, NEVER_MS);
    this.setPatchRate(null); // one patch per accepted action, sent by afterChange()
    tickWithOthers(this.clock);
    this.setState(newTableState(this.roomId, this.table.options));
    // Out of the listing until the creator has connected: a table nobody joined is never shown.
    if (!this.table.options.listed || this.persistence.unstored) await this.setPrivate(true);
    await this.publishListing();
    for (const [type, cmd] of Object.entries(COMMANDS)) this.onMessage(type, this.guard.handler(type, cmd));
    this.onMessage("*", (client, type, message) => this.guard.unknown(client, type, message));
    if (opened.restored) {
      await this.serial(() => {
        this.grace = waitForPeople(this, this.settings.reconnectSeconds, (ms, fn) => this.once(ms, fn));
        return this.afterChange();
      });
    }
    // A table with no row holds no lease: the lease sweep (app.ts) would close it as another process's.
    if (!this.persistence.unstored) liveRooms.add(this);
  }

  /** Counts for the metrics gauges. */
  figures(): RoomFigures {
    return { playing: this.table.status === "playing", ...this.seating.people(), spectators: this.state.spectators };
  }

  /**
   * Runs `fn` after every change queued before it (see `chain`). A failure does not stop the chain;
   * it is logged here unless the caller hands it on (a refused join goes back to the client).
   */
  serial<T>(fn: () => T | Promise<T>, quiet = false): Promise<T> {
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
      await this.clocks?.pause(Date.now());
      const notice: Restarting = { message: "The server is restarting. You will be back in your seat in a moment." };
      this.broadcast(RESTARTING_MESSAGE, notice);
    });
  }

  /**
   * A one-shot timer on the room's clock (ticked by the shared interval, sharedClock.ts). The timer is
   * stopped before `fn` runs because a timeout stays active until its handler returns: were the clock
   * ticked from inside the handler (`broadcastPatch()` ticks it for a room without a timestep), the
   * handler would run itself again.
   */
  private once(ms: number, fn: () => void): Delayed {
    const delayed: Delayed = this.clock.setTimeout(() => {
      delayed.clear();
      fn();
    }, ms);
    return delayed;
  }

  /** Called by the server once this restored table can be reached (ready and listed): its people's wait counts from here. */
  startRestoreGrace(): void {
    this.grace?.start();
  }

  seatedPersonBack(): void {
    this.grace?.seatedPersonBack();
  }

  isConnected(seat: number): boolean {
    return this.seating.isConnected(seat);
  }

  /** The first join: the table's row is written (before anything of the join changes the table), and it is listed. */
  async firstJoin(): Promise<void> {
    await this.persistence.createRow();
    liveRooms.add(this); // held, counted and drained from now on
    if (this.table.options.listed) await this.setPrivate(false);
  }

  /** Keeps the joining connection's address on `client.auth`: wrong phone codes are counted per address (pairing.ts). */
  override onAuth(_client: Client, _options: unknown, context: AuthContext): { address: string } {
    return { address: context.ip ?? "unknown address" };
  }

  override onJoin(client: Client, raw: unknown = {}): Promise<void> {
    const problem = plainDataProblem(raw);
    if (problem)
      throw new ServerError(JOIN_REFUSED.BAD_OPTIONS, `Bad join options: options must be plain JSON data: ${problem}`);
    return this.serial(() => admit(this, client, raw), true);
  }

  override onDrop(client: Client): void {
    // The dropped player keeps their seats while they may come back (RULES-independent table rule).
    if (dropped(this, client)) this.allowReconnection(client, this.settings.reconnectSeconds);
  }

  override onReconnect(client: Client): void {
    reconnected(this, client);
  }

  override onLeave(client: Client): Promise<void> {
    return this.serial(() => left(this, client));
  }

  override onDispose(): void {
    liveRooms.delete(this);
    stopTicking(this.clock);
    this.bots?.stop();
    this.clocks?.stop();
    this.grace?.stop();
    this.persistence?.abandoned(this.draining);
  }

  /** Errors that escaped elsewhere in the room (timers such as the bot's move): logged once, the table goes on. */
  override onUncaughtException(error: Error, methodName: string): void {
    // A refused join or create is answered to its client by the matchmaker; it is not a server fault.
    if (methodName === "onJoin" || methodName === "onCreate" || methodName === "onAuth") return;
    const cause = (error as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? (cause.stack ?? cause.message) : (error.stack ?? error.message);
    console.error(`Table ${this.roomId}: uncaught error in ${methodName}; the table goes on: ${detail}`);
  }

  /** Sends everyone the events of one accepted action (compact wire form), after the patch that shows its result. */
  tell(entry: WireEntry | null): void {
    if (entry) this.broadcast(EVENTS_MESSAGE, entry, { afterNextPatch: true });
  }

  tellAfterPatch(type: string, message: unknown): void {
    this.broadcast(type, message, { afterNextPatch: true });
  }

  tellNow(type: string, message: unknown): void {
    this.broadcast(type, message);
  }

  /**
   * Saves the seats if they changed, mirrors seats and game into the schema, sends one patch, updates the listing, wakes the bots.
   * `sender`: the client whose request caused the change (its reply is written after everyone's patch).
   * `beforePatch` runs once the schema holds the change and before its patch is encoded (the game's start grants
   * the seats' views there: see `start` in commands/lobby.ts).
   */
  async afterChange(sender?: Client, beforePatch?: () => void): Promise<void> {
    // Checked here so that an action (the seats unchanged) waits for no extra promise.
    if (this.persistence.seatsChanged()) await this.persistence.saveSeats();
    const { connected, spectators } = this.seating.presence();
    mirrorTable(this.state, this.table, connected, spectators);
    beforePatch?.();
    this.sends.cork(this.clients, sender);
    this.broadcastPatch();
    if (stampingAcks()) this.patchedAt = monotonicMs();
    // While a restored table waits for its people (restoreGrace.ts), only a seat whose person is back has its clock running.
    this.clocks?.update(this.table, Date.now(), (seat) => !this.grace?.waiting || this.seating.isConnected(seat));
    void this.publishListing();
    if (!this.draining) this.bots.wake();
  }

  /** Updates the lobby listing, only when something it shows changed (most actions: no promise at all). */
  private publishListing(): Promise<void> | undefined {
    const entry = this.listing.changed(this.table, this.state.spectators);
    return entry ? this.setMetadata(entry) : undefined;
  }
}
