import type { HintReason } from "../../shared/ai/hintWhy";
import { TableTalk } from "./tableTalk";
import { Client, type Room } from "@colyseus/sdk";
import type { LessonId } from "../../shared/lesson/lessons";
import {
  EVENTS_MESSAGE,
  decodeEntry,
  decodeHistory,
  type HistoryEntry,
  type RematchNotice,
  type Refusal,
  type Restarting,
  type Undone,
  type Welcome,
  type WireEntry,
} from "../../shared/protocol";
import type { Action } from "../../shared/engine";
import { JOIN_REFUSED, type SeatTaken } from "../../shared/protocol/joinRefusals";
import { TableState } from "../../shared/schema/TableState";
import { SCHEMA_FINGERPRINT } from "../../shared/schema/fingerprint";
import { fetchHealth, joinRefusalText, joinWithRetry } from "./joinRetry";
import { gameServerUrl } from "./serverUrl";
import { answerSeatQuestions } from "./browserSeats";
import { forgetSeats, rememberedSeats, rememberSeats } from "./seatTokens";

// The landing page reads seat tokens without loading the SDK; these stay importable from here too.
export { hasSeatAt, rememberSeats } from "./seatTokens";
import { t } from "../i18n";
import { shownSeatName } from "../i18n/seatName";

/** A die as the views need it, copied out of the synced schema. */
export interface DieSnapshot {
  id: string;
  face: string;
}

export interface SeatSnapshot {
  kind: "open" | "human" | "bot";
  name: string;
  connected: boolean;
  botTakeover: boolean;
  /** The level a bot plays this seat at (shared/ai/levels.ts id), "" for a person. */
  level: string;
}

/** What the table views draw from: a plain copy of the public synced state plus this client's seats. */
export interface TableSnapshot {
  code: string;
  status: "lobby" | "playing" | "finished";
  phase: string;
  turn: number;
  playerCount: number;
  spectators: number;
  /** People may ask this table for a hint (a host setting). */
  hints: boolean;
  seats: SeatSnapshot[];
  dice: DieSnapshot[];
  /** The seats this client plays, and whether it is the host. */
  mySeats: number[];
  host: boolean;
  /** How many history entries this snapshot's state has told (its events follow it: see TableState.told). */
  told: number;
  /**
   * The synced state, for rebuilding the engine's view (read only). The live one changes with every patch; a page
   * that keeps a snapshot for later keeps a copy (`frozenSnapshot`).
   */
  state: TableState;
}

/** A snapshot whose state no later patch changes: the board can draw it after newer ones have arrived. */
export function frozenSnapshot(snapshot: TableSnapshot): TableSnapshot {
  return { ...snapshot, state: snapshot.state.clone() };
}

export interface TableOptions {
  players: 2 | 3 | 4;
  beginnerSetup: boolean;
  quickStart: boolean;
  listed: boolean;
  /** The Dark Alley module (not with the beginner setup or quick start) and, with it, prophecies and abilities. */
  darkAlley?: boolean;
  prophecies?: boolean;
  abilities?: boolean;
  /** A guided lesson's table (shared/lesson/lessons.ts). */
  lesson?: LessonId;
  /** Clocks (issue 29): a preset's name; left out for none. */
  pace?: "relaxed" | "normal" | "fast";
  /** The level of bots seated without one and of bots taking over a seat someone left (server default: magician). */
  botLevel?: string;
  /** People may ask for a hint (off unless asked for). */
  hints?: boolean;
}

/** The server's answer to a hint request (server/bots/hint.ts). */
export type HintReply =
  | {
      ok: true;
      seat: number;
      move: number;
      action: Action | null;
      /** As data (shared/ai/hintWhy.ts): client/ui/hintWords.ts makes its words. */
      reason: HintReason;
    }
  | { ok: false; code: string; message: string };

/** One key moment of the look back's advice, compared (server/bots/advice.ts AdviceMoment). */
export interface AdviceMoment {
  /** The action number of the decision: the replay viewer's step just before it. */
  move: number;
  turn: number;
  kind: "plan" | "placement";
  played: Action;
  plan?: Action[];
  bot: Action | null;
  /** The bot's move in game terms and its margin over `played` (its `versus`), as the hint's (shared/ai/hintWhy.ts). */
  reason: HintReason;
  same: boolean;
}

/** The server's answer to an advice request (a finished table's look back), or its refusal. */
export type AdviceReply =
  | { ok: true; seat: number; rival: number | null; turns: { turn: number; gap: number }[]; moments: AdviceMoment[] }
  | { ok: false; code: string; message: string };

type Listener = (snapshot: TableSnapshot) => void;

/**
 * Owns the network side of one table: the Colyseus client and room. Views never touch the
 * socket; they subscribe here and receive plain snapshots after every state patch, plus the
 * log lines and refusals the server sends.
 */
export class TableConnection {
  private readonly listeners = new Set<Listener>();
  /** Subscribers that draw the paired phones through `onDevices`: a devices answer does not re-render them whole. */
  private readonly notForDevices = new WeakSet<Listener>();
  private readonly deviceListeners = new Set<() => void>();
  private readonly historyListeners = new Set<(entries: HistoryEntry[], reset: boolean) => void>();
  private readonly rematchListeners = new Set<(notice: RematchNotice) => void>();
  private readonly undoneListeners = new Set<(notice: Undone) => void>();
  /** The story so far, decoded: the whole history from the welcome, then each action's entry. */
  readonly history: HistoryEntry[] = [];
  private readonly refusalListeners = new Set<(refusal: Refusal) => void>();
  private readonly restartListeners = new Set<(notice: Restarting) => void>();
  /** Set when the server said it is restarting (the connection closes next; the page rejoins once it is back). */
  restarting: Restarting | null = null;
  private readonly seatTakenListeners = new Set<(notice: SeatTaken) => void>();
  private latest: TableSnapshot | null = null;
  private welcome: Welcome = { seats: [], host: false, history: [] };
  /**
   * Whether the welcome has come. The server sends it to every joiner right after the first state, and a snapshot
   * before it would be drawn for nobody's seats, then drawn again for the page's own: the table's first snapshot was
   * drawn twice, a watcher's identically (60-100 ms of the page's thread at 4× CPU; issue 30, TBT).
   */
  private welcomed = false;
  /** The token behind each seat this tab asked a phone code for. */
  private readonly pairedTokens = new Map<number, string>();
  /** The paired phones of the seats this page manages (the host's, or those whose tokens this tab keeps), by seat. */
  private deviceList = new Map<number, PairedDevice[]>();
  /** The seat token this tab holds for each seat it manages (as the server matched them in the last devices answer). */
  private managedSeatTokens = new Map<number, string>();
  /** The seats' presence when the phones were last asked for: asked again when it changes. */
  private devicesAskedFor = "";

  /** The table's chat and clocks (issue 29). */
  readonly talk: TableTalk;

  private constructor(readonly room: Room<any, TableState>) {
    this.talk = new TableTalk(room);
    // A new tab of this browser asks whether its seats are played here: while this page plays them, it says so.
    const stopAnswering = answerSeatQuestions(() => this.welcome.seats.map((s) => s.token));
    room.onLeave(() => stopAnswering());
    room.onMessage("welcome", (welcome: Welcome) => {
      const before = this.welcome.seats.length;
      this.welcome = welcome;
      this.welcomed = true;
      // A later welcome with fewer seats: one moved to a phone, so this tab must not take it back.
      if (welcome.seats.length || before)
        rememberSeats(
          room.roomId,
          welcome.seats.map((s) => s.token),
        );
      // The welcome's history is the whole story (a reload, a late joiner, a spectator): it replaces what was kept.
      this.history.splice(0, this.history.length, ...decodeHistory(welcome.history));
      for (const l of this.historyListeners) l(this.history.slice(), true);
      if (room.state) this.publish(room.state);
      void this.refreshDevices(true);
    });
    room.onMessage(EVENTS_MESSAGE, (wire: WireEntry) => {
      const entry = decodeEntry(wire, this.history.at(-1)?.move ?? -1);
      this.history.push(entry);
      for (const l of this.historyListeners) l([entry], false);
    });
    // An undo: the undone action's entries leave the story (as they left the server's history); the story is retold.
    room.onMessage("undone", (notice: Undone) => {
      let kept = this.history.length;
      while (kept > 1 && this.history[kept - 1]!.move >= notice.move) kept--;
      if (kept < this.history.length) {
        this.history.length = kept;
        for (const l of this.historyListeners) l(this.history.slice(), true);
      }
      for (const l of this.undoneListeners) l(notice);
    });
    room.onMessage("rematch", (notice: RematchNotice) => {
      for (const l of this.rematchListeners) l(notice);
    });
    // A phone has used a code this tab showed: the seat is the phone's now, so this tab forgets its
    // token (a board-mode tab going back to the table must not take the seat back).
    room.onMessage("paired", (message: { seat: number }) => {
      const token = this.pairedTokens.get(message.seat);
      const kept = rememberedSeats(room.roomId) ?? [];
      if (token && kept.includes(token)) {
        rememberSeats(
          room.roomId,
          kept.filter((t) => t !== token),
        );
        // Still kept apart ("lent"): it is what lets this tab see and revoke the seat's phones, and show a new code.
        rememberLent(room.roomId, [...new Set([...(lentSeats(room.roomId) ?? []), token])]);
      }
      void this.refreshDevices(true);
    });
    // Some seat's phones changed (paired, revoked, reclaimed): the host's page asks for them again.
    room.onMessage("devices-changed", () => void this.refreshDevices(true));
    room.onMessage("refused", (refusal: Refusal) => {
      for (const l of this.refusalListeners) l(refusal);
    });
    room.onMessage("restarting", (notice: Restarting) => {
      this.restarting = notice;
      for (const l of this.restartListeners) l(notice);
    });
    // Another window or device took some of this page's seats with their tokens: stop playing
    // them at once. The tokens stay remembered, so the person can take the seat back by reloading.
    room.onMessage("seat-taken", (notice: SeatTaken) => {
      // Removed by the host: the seat's token is dead, and a reload must not sit this tab down again.
      if (notice.reason === "removed") {
        forgetSeats(room.roomId);
        markRemoved(room.roomId);
      }
      const seats = this.welcome.seats.filter((s) => !notice.seats.includes(s.seat));
      this.welcome = { ...this.welcome, seats, host: seats.some((s) => s.seat === 0) && this.welcome.host };
      for (const l of this.seatTakenListeners) l(notice);
      if (room.state) this.publish(room.state);
    });
    room.onStateChange((state) => {
      this.publish(state);
      void this.refreshDevices();
    });
  }

  /**
   * Creates a new table on the server and takes its first seat as host. A hot-seat table seats
   * every named person at this one client (and bots in `botSeats`).
   */
  static async create(
    options: TableOptions,
    name: string,
    hotseat?: { names: string[]; botSeats: number[]; botLevel?: string },
  ): Promise<TableConnection> {
    const client = new Client(gameServerUrl());
    const extra = hotseat
      ? {
          hotseatNames: hotseat.names,
          botSeats: hotseat.botSeats,
          ...(hotseat.botLevel ? { botLevel: hotseat.botLevel } : {}),
        }
      : {};
    try {
      return new TableConnection(
        await reloadIfOutdated(
          client.create<TableState>(
            "trickerion",
            { ...options, name, ...extra, schema: SCHEMA_FINGERPRINT },
            TableState,
          ),
        ),
      );
    } catch (error) {
      // A refused name (or another stable refusal) in the reader's language.
      throw new Error(joinRefusalText(error) ?? (error instanceof Error ? error.message : String(error)), {
        cause: error,
      });
    }
  }

  /**
   * Joins the table with this code: back into a remembered seat, into a free lobby seat, or as
   * a spectator. Waits (saying why through `tell`) while the server is restoring, the table is
   * full of watchers or the network fails; forgets this tab's seat tokens only when the server
   * says they are invalid. Rejects with a readable message when there is no such table.
   */
  static async join(
    code: string,
    name: string,
    spectator = false,
    tell: (message: string) => void = () => {},
  ): Promise<TableConnection> {
    const base = gameServerUrl();
    const client = new Client(base);
    const upper = code.toUpperCase();
    // A tab the host removed from this table's lobby comes back as a watcher, not into an open seat again.
    if (wasRemovedFrom(upper)) spectator = true;
    const room = await joinWithRetry(upper, {
      join: (seatTokens) =>
        reloadIfOutdated(
          client.joinById<TableState>(upper, { name, spectator, seatTokens, schema: SCHEMA_FINGERPRINT }, TableState),
        ),
      health: () => fetchHealth(base),
      remembered: () => (spectator ? undefined : rememberedSeats(upper)),
      forget: () => forgetSeats(upper),
      tell,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    });
    return new TableConnection(room);
  }

  /**
   * Takes a seat with a one-use phone code (from a QR code or typed as CODE-PAIRCODE). The
   * welcome then brings the seat's token, kept like any other, so a reload rejoins as usual.
   */
  static async joinWithPairCode(code: string, pairCode: string, name: string): Promise<TableConnection> {
    const client = new Client(gameServerUrl());
    const upper = code.toUpperCase();
    try {
      return new TableConnection(
        await reloadIfOutdated(
          client.joinById<TableState>(upper, { name, pairCode, schema: SCHEMA_FINGERPRINT }, TableState),
        ),
      );
    } catch (error) {
      throw new Error(
        (error as { code?: unknown }).code === JOIN_REFUSED.PAIR_LOCKED
          ? t("seats.pairLocked")
          : t("landing.pairFailed"),
        { cause: error },
      );
    }
  }

  /** A one-use phone code for the seat this token opens (null if the server refuses). */
  async pairCode(token: string): Promise<{ seat: number; code: string; expiresIn: number } | null> {
    const reply = (await this.room.request("pair", { token })) as {
      ok: boolean;
      seat?: number;
      code?: string;
      expiresIn?: number;
    };
    if (!reply.ok || !reply.code || typeof reply.seat !== "number") return null;
    this.pairedTokens.set(reply.seat, token);
    return { seat: reply.seat, code: reply.code, expiresIn: reply.expiresIn ?? 600 };
  }

  /** The token of one of this client's seats (for a phone code), if it plays that seat. */
  tokenOf(seat: number): string | null {
    return this.welcome.seats.find((s) => s.seat === seat)?.token ?? null;
  }

  /** The seat tokens this tab keeps for this table (also when it only watches, e.g. board mode). */
  keptTokens(): string[] {
    return rememberedSeats(this.code) ?? [];
  }

  /**
   * Every seat token this tab may manage phones with: the kept ones, and those lent to a phone (not
   * used to rejoin, so going back to the table never takes a seat back from its phone).
   */
  managedTokens(): string[] {
    return [...new Set([...this.keptTokens(), ...(lentSeats(this.code) ?? [])])];
  }

  /** The paired phones of a seat this page manages, as last asked for (empty when none or not ours). */
  devicesOf(seat: number): PairedDevice[] {
    return this.deviceList.get(seat) ?? [];
  }

  /**
   * Asks again which phones the seats this page manages have (the host: every seat), when the seats'
   * presence changed since last time or `force`; the snapshot is published again with them.
   */
  async refreshDevices(force = false): Promise<void> {
    const tokens = this.managedTokens();
    if (!this.welcome.host && !tokens.length) return;
    const presence = Array.from(this.room.state?.seats ?? [], (s) => `${s.kind}${s.connected ? 1 : 0}`).join();
    if (!force && presence === this.devicesAskedFor) return;
    this.devicesAskedFor = presence;
    const reply = (await this.room.request("devices", { tokens: tokens.slice(0, 4) }).catch(() => null)) as {
      ok?: boolean;
      seats?: { seat: number; devices: PairedDevice[]; token?: number }[];
    } | null;
    if (!reply?.ok || !Array.isArray(reply.seats)) return;
    this.deviceList = new Map(reply.seats.map((s) => [s.seat, s.devices]));
    this.managedSeatTokens = new Map(
      reply.seats.flatMap((s) =>
        typeof s.token === "number" && tokens[s.token] ? [[s.seat, tokens[s.token]!] as const] : [],
      ),
    );
    for (const listener of this.deviceListeners) listener();
    if (this.room.state) this.publish(this.room.state, true);
  }

  /**
   * Calls `listener` when the paired phones (`devicesOf`, `canReclaim`) change: for a view that redraws only its
   * part for them and subscribed with `{ devices: false }` (a whole table's render cost ~90 ms at 4× on a phone).
   */
  onDevices(listener: () => void): () => void {
    this.deviceListeners.add(listener);
    return () => this.deviceListeners.delete(listener);
  }

  /** Revokes one phone of a seat (as the host, or with the seat's token when this tab keeps it). */
  async revokeDevice(seat: number, device: string): Promise<void> {
    const tokens = this.managedTokens().slice(0, 4);
    await this.room.request("revoke", tokens.length ? { seat, device, tokens } : { seat, device }).catch(() => null);
    await this.refreshDevices(true);
  }

  /** Whether this tab holds the token of a seat it does not play now (it lent the seat to a phone): it may take it back. */
  canReclaim(seat: number): boolean {
    return this.managedSeatTokens.has(seat) && !this.welcome.seats.some((s) => s.seat === seat);
  }

  /** Takes a lent seat back to this page: every phone of the seat loses it (reclaim, with the seat's token). */
  async reclaim(seat: number): Promise<void> {
    const token = this.managedSeatTokens.get(seat);
    if (!token) return;
    const reply = (await this.room.request("reclaim", { token }).catch(() => null)) as { ok?: boolean } | null;
    // Played here again, the token is kept to rejoin with, no longer lent.
    if (reply?.ok)
      rememberLent(
        this.code,
        (lentSeats(this.code) ?? []).filter((t) => t !== token),
      );
    await this.refreshDevices(true);
  }

  /** The host removes the person in a lobby seat (they are told, and watch on). */
  removeFromSeat(seat: number): void {
    this.room.send("remove", { seat });
  }

  get code(): string {
    return this.room.roomId;
  }

  /**
   * Calls `listener` with every new snapshot, and at once with the current one if any; with `devices: false`, not
   * for a snapshot published only because the paired phones changed (see `onDevices`).
   */
  subscribe(listener: Listener, options: { devices?: boolean } = {}): () => void {
    this.listeners.add(listener);
    if (options.devices === false) this.notForDevices.add(listener);
    if (this.latest) listener(this.latest);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with new history entries; `reset` when they are the whole story (after a welcome). */
  onHistory(listener: (entries: HistoryEntry[], reset: boolean) => void): void {
    this.historyListeners.add(listener);
    if (this.history.length) listener(this.history.slice(), true);
  }

  /** Calls `listener` after someone took back their last action (its events already left the history). */
  onUndone(listener: (notice: Undone) => void): void {
    this.undoneListeners.add(listener);
  }

  /** Calls `listener` when the host set up a rematch at a new table. */
  onRematch(listener: (notice: RematchNotice) => void): void {
    this.rematchListeners.add(listener);
  }

  /** Asks for a rematch: the same seats at a new table (any seated person of a finished game may ask). */
  rematch(): Promise<unknown> {
    return this.room.request("rematch");
  }

  onRefused(listener: (refusal: Refusal) => void): void {
    this.refusalListeners.add(listener);
  }

  /** The server is shutting down for a restart (SIGTERM): the table is saved and comes back. */
  onRestarting(listener: (notice: Restarting) => void): void {
    this.restartListeners.add(listener);
  }

  /** Called when another window or device takes some of this page's seats (the page then watches those). */
  onSeatTaken(listener: (notice: SeatTaken) => void): void {
    this.seatTakenListeners.add(listener);
  }

  /** Seats a bot (at `level`, else the table's), changes a seated bot's level, or takes a bot out (host, lobby). */
  seatBot(seat: number, bot: boolean, level?: string): void {
    this.room.send("bot", level ? { seat, bot, level } : { seat, bot });
  }

  /** What the strong bot would do for one of this client's seats (tables with hints on); refusals come back too. */
  async hint(seat: number): Promise<HintReply> {
    return (await this.room.request("hint", { seat })) as HintReply;
  }

  /** What the Grand Magician would have done at a seat's key moments (a finished table); refusals come back too. */
  async advice(seat: number): Promise<AdviceReply> {
    return (await this.room.request("advice", { seat })) as AdviceReply;
  }

  start(): void {
    this.room.send("start");
  }

  /** Sends one engine action for one of this client's seats. */
  act(seat: number, action: Action): void {
    this.room.send("action", { seat, action });
  }

  /** Changes the name shown for one of this client's seats. */
  rename(seat: number, name: string): void {
    this.room.send("rename", { seat, name });
  }

  /** Takes back this seat's last action, when the engine's undo policy allows it (else a refusal comes back). */
  undo(seat: number): void {
    this.room.send("undo", { seat });
  }

  leave(): Promise<unknown> {
    return this.room.leave();
  }

  private publish(state: TableState, devicesOnly = false): void {
    if (!this.welcomed) return;
    const snapshot: TableSnapshot = {
      code: state.code,
      status: state.status as TableSnapshot["status"],
      phase: state.phase,
      turn: state.turn,
      playerCount: state.playerCount,
      spectators: state.spectators,
      hints: state.hints === true,
      seats: Array.from(state.seats ?? [], (s, seat) => {
        const stored = s.name;
        return {
          kind: s.kind as SeatSnapshot["kind"],
          // Worded when read, so a page redrawn after a language switch names a default seat in the new language.
          get name() {
            return shownSeatName(stored, seat);
          },
          connected: s.connected,
          botTakeover: s.botTakeover,
          level: s.level ?? "",
        };
      }),
      dice: Array.from(state.dice ?? [], (die) => ({ id: die.id, face: die.face })),
      mySeats: this.welcome.seats.map((s) => s.seat),
      host: this.welcome.host,
      told: state.told,
      state,
    };
    this.latest = snapshot;
    for (const listener of this.listeners) if (!devicesOnly || !this.notForDevices.has(listener)) listener(snapshot);
  }
}

/** A paired phone as the page is told of it: a handle to revoke it by, when it was paired, whether it plays now. */
export interface PairedDevice {
  id: string;
  pairedAt: number;
  connected: boolean;
}

const lentKey = (code: string): string => `trickerion:lent:${code}`;

/** Seat tokens this tab handed to a phone: kept to manage that seat's phones, never to rejoin with. */
function rememberLent(code: string, tokens: string[]): void {
  try {
    sessionStorage.setItem(lentKey(code), JSON.stringify(tokens));
  } catch {
    /* storage may be disabled: the phones are then managed by the host only */
  }
}

function lentSeats(code: string): string[] | undefined {
  try {
    const raw = sessionStorage.getItem(lentKey(code));
    const tokens = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(tokens) && tokens.length ? tokens.map(String) : undefined;
  } catch {
    return undefined;
  }
}

const removedKey = (code: string): string => `trickerion:removed:${code}`;

function markRemoved(code: string): void {
  try {
    sessionStorage.setItem(removedKey(code), "1");
  } catch {
    /* storage may be disabled: the server still refuses this connection a seat */
  }
}

function wasRemovedFrom(code: string): boolean {
  try {
    return sessionStorage.getItem(removedKey(code)) === "1";
  } catch {
    return false;
  }
}

/**
 * The page brings its own schema classes (TableState), so the server skips sending their reflection
 * (3.4 KB per join). A page built from other definitions than the server's is refused with
 * OUTDATED_PAGE: it reloads to fetch the server's build.
 */
async function reloadIfOutdated<T>(joining: Promise<T>): Promise<T> {
  try {
    return await joining;
  } catch (error) {
    if ((error as { code?: unknown }).code === JOIN_REFUSED.OUTDATED_PAGE) location.reload();
    throw error;
  }
}
