import {
  applyActionWithEvents,
  activeSeats,
  createGame,
  isSecretSeed,
  legalActions,
  openingEvents,
  recordStep,
  turnActionCount,
  undoLast,
  type Action,
  type GameOptions,
  type GameState,
  type RuleError,
  type Seat,
  type Seed,
  type UndoError,
  type UndoLog,
} from "../../shared/engine";
import { encodeEntry, type HistoryEntry, type WireEntry } from "../../shared/protocol";
import { CATEGORIES } from "../../shared/data/tricks";
import { MAGICIANS, type MagicianId } from "../../shared/data/magicians";
import { KeyedCursor, RngCursor, seedToState, type Draws } from "../../shared/engine";
import type { BotLevel } from "../../shared/ai/index";
import { hashSeatToken } from "../storage/seatToken";
import type { Pace } from "../../shared/protocol/pace";
import { nameClash, normaliseName, seatName, type NameRefusal } from "./names";
import type { LessonId } from "../../shared/lesson/lessons";

export interface TableOptions {
  players: 2 | 3 | 4;
  beginnerSetup: boolean;
  /** Beginner setup plus magicians dealt at random (one per favourite category, OQ-42). */
  quickStart: boolean;
  /** Listed tables appear in the lobby listing; private ones are joined by code only. */
  listed: boolean;
  /** The Dark Alley module (RULES §12), and with it prophecies (§12.4) and magicians' abilities (§12.8). */
  darkAlley: boolean;
  prophecies: boolean;
  abilities: boolean;
  /** A guided lesson's table (shared/lesson/lessons.ts): played with the lesson's known seed. */
  lesson?: LessonId | undefined;
  /** Clocks (issue 29): a time bank per player and a bonus per decision; absent for a table without clocks. */
  pace?: Pace;
  /**
   * How strong a bot plays when the host names no level, and the level of bots that take over the seat of a
   * person who left (docs/bots.md). Absent on tables stored before levels: see `botLevelOf`.
   */
  botLevel?: BotLevel;
  /** People may ask "what would the strong bot do" (the hint): off at online tables unless the host turns it on. */
  hints?: boolean;
}

/** The table level when none was chosen (new tables get it from CreateOptions; this covers hand-made options). */
export const DEFAULT_BOT_LEVEL: BotLevel = "magician";

/** The engine's module options of a table (none for a base game, so base records stay as they were). */
export function modulesOf(o: TableOptions): GameOptions["modules"] {
  return o.darkAlley ? { darkAlley: true, prophecies: o.prophecies, abilities: o.abilities } : undefined;
}

export type SeatKind = "open" | "human" | "bot";

/** A phone paired to a seat: it holds a token of its own, so it can be revoked alone (server/rooms/devices.ts). */
export interface DeviceRecord {
  /** A random handle the host's page names the device by in a revoke (never shown to a person). */
  id: string;
  /** SHA-256 of the device's token (server/storage/seatToken.ts); the token itself is never kept. */
  hash: string;
  /** When it was paired (ms since 1970): the page shows it, so the host can tell one phone from another. */
  pairedAt: number;
}

export interface SeatRecord {
  kind: SeatKind;
  name: string;
  /**
   * SHA-256 of the secret that lets a person take their seat back (after a reload, a bot takeover
   * or a restart). Only the hash is kept and stored: `server/storage/seatToken.ts`.
   */
  tokenHash: string | null;
  /** The token itself, known in this process only while its holder is here to be told it again (never stored). */
  token: string | null;
  /** A bot plays this person's seat until they come back. */
  botTakeover: boolean;
  /** Phones paired to this seat, each with its own revocable token (server/rooms/devices.ts); absent when none. */
  devices?: DeviceRecord[];
  /** A bot seat's level, when the host chose one; else it plays at the table's level. */
  level?: BotLevel;
}

/** A refusal at table level (lobby, seats), shaped like the engine's RuleError. */
export type TableError = { code: TableErrorCode; message: string };
export type TableErrorCode =
  | "NOT_HOST"
  | "NOT_IN_LOBBY"
  | "TABLE_FULL"
  | "SEAT_TAKEN"
  | "SEAT_OPEN"
  | "BAD_SEAT"
  | "SEATS_OPEN"
  | "NOT_STARTED"
  | "NOT_YOUR_SEAT"
  | "BOT_SEAT"
  /** The action could not be saved, so it was not taken (server/storage). */
  | "STORAGE"
  /** A display name refused (server/rooms/names.ts). */
  | NameRefusal["code"];

/** An accepted action's events, as HistoryEntry and in wire form (encoded once, sent to everyone). */
export type ActResult =
  | { ok: true; entry: HistoryEntry; wire: WireEntry | null }
  | { ok: false; error: RuleError | TableError };
/** A taken-back action: the seat, and the action number from which the history was dropped (see Table.undo). */
export type UndoTableResult = { ok: true; seat: Seat; move: number } | { ok: false; error: UndoError | TableError };

const refuse = (code: TableErrorCode, message: string): { ok: false; error: TableError } => ({
  ok: false,
  error: { code, message },
});

/** Seat 0 is the table's host: the person who created it (RULES-independent table rule). */
export const HOST_SEAT = 0;

/**
 * One table, independent of the network: its seats, the game it runs and the engine calls. The
 * room adapts it to Colyseus; tests and the server's restore path can drive it directly.
 */
export class Table {
  readonly seats: SeatRecord[];
  game: GameState | null = null;
  /** Accepted actions since the start (the length of the game's action log). */
  moves = 0;
  /**
   * The game's action log as it stands (undone actions removed): with the options and seed it rebuilds any moment
   * of the game, which the look back's advice replays (server/bots/advice.ts). Never sent to a client.
   */
  readonly actions: { seat: Seat; action: Action }[] = [];
  /**
   * Called with each action the engine accepted, before the table takes it on: the room saves it
   * here (server/storage), so nothing is shown that a restart could lose. Throwing (or rejecting)
   * refuses the action with STORAGE and leaves the game as it was.
   */
  beforeAccept: ((seat: Seat, action: Action, index: number, next: GameState) => void | Promise<void>) | null = null;
  /**
   * The story so far, in wire form: the opening entry, then one entry per accepted action that told something
   * (a secret plan step tells nothing). Not stored: it is
   * recomputed from the stored action log on restore (the engine is deterministic), so it is always the same.
   */
  readonly history: WireEntry[] = [];
  /** The action number of the last history entry (entries carry the step from the one before). */
  private lastTold = -1;
  /** The action number of each history entry (so an undo can drop the undone action's entry). */
  private readonly toldMoves: number[] = [];

  /** Keeps an entry that tells something (the opening one always) and returns its wire form, else null. */
  private tellEntry(entry: HistoryEntry): WireEntry | null {
    if (entry.move >= 0 && entry.events.length === 0) return null; // a secret plan step tells nothing
    const wire = encodeEntry(entry, this.lastTold);
    this.lastTold = entry.move;
    this.history.push(wire);
    this.toldMoves.push(entry.move);
    return wire;
  }

  /** Drops the history entries of action `move` and later (an undo): the story is as if they never happened. */
  private forgetFrom(move: number): void {
    while (this.toldMoves.length > 1 && this.toldMoves.at(-1)! >= move) {
      this.toldMoves.pop();
      this.history.pop();
    }
    this.lastTold = this.toldMoves.at(-1) ?? -1;
  }
  /**
   * Called before an undo takes back action number `index` (the last one): the room deletes it from the
   * store here, so a restart never replays it. Throwing (or rejecting) refuses the undo with STORAGE.
   */
  beforeUndo: ((index: number) => void | Promise<void>) | null = null;
  /** What may be taken back now (shared/engine/undo.ts); rebuilt from the record on restore. */
  undoLog: UndoLog | null = null;
  /** An action is being saved: the caller (the room) runs one at a time, this only guards that promise. */
  private saving = false;

  constructor(
    readonly options: TableOptions,
    /** The game's secret seed: never leaves the server (it is stored with the table, and shown in a finished game's record). */
    readonly seed: Seed,
    private readonly newToken: () => string,
  ) {
    this.seats = Array.from({ length: options.players }, () => openSeat());
  }

  get status(): "lobby" | "playing" | "finished" {
    if (!this.game) return "lobby";
    return this.game.phase === "gameOver" ? "finished" : "playing";
  }

  names(): string[] {
    return this.seats.map((s, i) => s.name || `Seat ${i + 1}`);
  }

  /** A person sits down in the first open seat (lobby only); returns the seat and its secret token. */
  sit(name: string): { seat: Seat; token: string } | TableError {
    if (this.status !== "lobby")
      return { code: "NOT_IN_LOBBY", message: "the game has started: you can watch as a spectator" };
    const seat = this.seats.findIndex((s) => s.kind === "open");
    if (seat < 0)
      return { code: "TABLE_FULL", message: `all ${this.seats.length} seats are taken: you can watch as a spectator` };
    const named = seatName(name, seat, this.otherNames(seat));
    if (!("name" in named)) return named;
    const token = this.newToken();
    this.seats[seat] = { kind: "human", name: named.name, tokenHash: hashSeatToken(token), token, botTakeover: false };
    return { seat, token };
  }

  /** A person renames their own seat (a bot's name stays); the name is checked like a new one (names.ts). */
  rename(seat: Seat, name: string): TableError | null {
    const target = this.seats[seat];
    if (!target || target.kind !== "human")
      return { code: "BAD_SEAT", message: "only a person's own seat can be renamed" };
    const checked = normaliseName(name);
    if (!("name" in checked)) return checked;
    const clash = nameClash(checked.name, this.otherNames(seat));
    if (clash) return clash;
    target.name = checked.name;
    return null;
  }

  /** The names every other seat shows (open seats show none), for the uniqueness check. */
  otherNames(seat: Seat): string[] {
    return this.seats.filter((s, i) => i !== seat && s.kind !== "open").map((s) => s.name);
  }

  /** The seat whose secret token this is, or -1 (compared by hash: the table keeps no token). */
  seatOfToken(token: string): Seat {
    const hash = hashSeatToken(token);
    return this.seats.findIndex((s) => s.tokenHash !== null && s.tokenHash === hash);
  }

  /** A person leaves the lobby: their seat opens again. After the start seats are never freed. */
  stand(seat: Seat): void {
    if (this.status === "lobby" && this.seats[seat]?.kind === "human") {
      this.seats[seat] = openSeat();
    }
  }

  /**
   * The host puts a bot in an open seat (at `level`, else the table's), changes a seated bot's level, or takes a
   * bot out again (lobby only). The level is checked at the edge (messages.ts): here it is a known one.
   */
  setBot(by: Seat, seat: Seat, bot: boolean, level?: BotLevel): TableError | null {
    if (by !== HOST_SEAT) return { code: "NOT_HOST", message: "only the table's host may seat bots" };
    if (this.status !== "lobby") return { code: "NOT_IN_LOBBY", message: "bots are seated before the game starts" };
    const target = this.seats[seat];
    if (!target)
      return { code: "BAD_SEAT", message: `there is no seat ${seat + 1} at this ${this.seats.length}-player table` };
    if (bot) {
      if (target.kind === "bot" && level) {
        target.level = level;
        return null;
      }
      if (target.kind !== "open") return { code: "SEAT_TAKEN", message: `seat ${seat + 1} is taken by ${target.name}` };
      // A person may have chosen "Bot 2" before the bot came: the bot then takes another number (names stay unique).
      let name = `Bot ${seat + 1}`;
      for (let k = 2; nameClash(name, this.otherNames(seat)); k++) name = `Bot ${seat + 1} (${k})`;
      this.seats[seat] = {
        kind: "bot",
        name,
        tokenHash: null,
        token: null,
        botTakeover: false,
        ...(level ? { level } : {}),
      };
    } else {
      if (target.kind !== "bot") return { code: "SEAT_OPEN", message: `seat ${seat + 1} has no bot` };
      this.seats[seat] = openSeat();
    }
    return null;
  }

  /** The host starts the game once every seat is filled. */
  start(by: Seat): TableError | null {
    if (by !== HOST_SEAT) return { code: "NOT_HOST", message: "only the table's host may start the game" };
    if (this.status !== "lobby") return { code: "NOT_IN_LOBBY", message: "the game has already started" };
    const open = this.seats.filter((s) => s.kind === "open").length;
    if (open > 0)
      return {
        code: "SEATS_OPEN",
        message: `${open} seat${open > 1 ? "s are" : " is"} still open: invite someone or seat a bot`,
      };
    const { players, beginnerSetup, quickStart } = this.options;
    const modules = modulesOf(this.options);
    this.game = quickStart
      ? createGame({ players, beginnerSetup: true, magicians: dealMagicians(players, this.seed) }, this.seed)
      : createGame(modules ? { players, beginnerSetup, modules } : { players, beginnerSetup }, this.seed);
    this.tellEntry({ move: -1, events: openingEvents(this.game) });
    return null;
  }

  /**
   * A seat's action, checked by the engine, saved (`beforeAccept`), then taken; on success the log
   * lines that describe it. Callers run one action at a time (the room serialises its messages),
   * so no other action can be applied to the state this one was checked against while it is saved.
   */
  async act(seat: Seat, action: Action): Promise<ActResult> {
    if (!this.game) return refuse("NOT_STARTED", "the game has not started yet");
    if (this.saving) throw new Error("Table.act called while another action is being saved");
    const result = applyActionWithEvents(this.game, seat, action);
    if (!result.ok) return result;
    if (this.beforeAccept) {
      this.saving = true;
      try {
        await this.beforeAccept(seat, action, this.moves, result.state);
      } catch (e) {
        return refuse("STORAGE", `the action could not be saved, so it was not taken: ${(e as Error).message}`);
      } finally {
        this.saving = false;
      }
    }
    const entry: HistoryEntry = { move: this.moves, events: result.events };
    const wire = this.tellEntry(entry);
    this.undoLog = recordStep(this.undoLog, this.game, seat, action, result.state);
    this.game = result.state;
    this.moves++;
    this.actions.push({ seat, action });
    return { ok: true, entry, wire };
  }

  /**
   * Puts a started game back from its options, seed and action log (after a restart), recomputing the history
   * as it was told live. Returns the first refused action's index and error, or null.
   */
  replay(
    options: Parameters<typeof createGame>[0],
    actions: readonly { seat: Seat; action: Action }[],
  ): { index: number; error: RuleError } | null {
    this.game = createGame(options, this.seed);
    this.moves = 0;
    this.actions.length = 0;
    this.history.length = 0;
    this.toldMoves.length = 0;
    this.lastTold = -1;
    this.tellEntry({ move: -1, events: openingEvents(this.game) });
    for (const [index, { seat, action }] of actions.entries()) {
      const result = applyActionWithEvents(this.game, seat, action);
      if (!result.ok) return { index, error: result.error };
      this.tellEntry({ move: index, events: result.events });
      this.game = result.state;
      this.moves++;
      this.actions.push({ seat, action });
    }
    return null;
  }

  /** Takes back `seat`'s last action (engine policy: own placement, nothing random or hidden since). */
  async undo(seat: Seat): Promise<UndoTableResult> {
    if (!this.game) return refuse("NOT_STARTED", "the game has not started yet");
    if (this.saving) throw new Error("Table.undo called while an action is being saved");
    const result = undoLast(this.undoLog, seat);
    if (!result.ok) return result;
    if (this.beforeUndo) {
      this.saving = true;
      try {
        await this.beforeUndo(this.moves - 1);
      } catch (e) {
        return refuse("STORAGE", `the undo could not be saved, so nothing was taken back: ${(e as Error).message}`);
      } finally {
        this.saving = false;
      }
    }
    this.game = result.state;
    this.undoLog = result.log;
    this.moves--;
    this.actions.pop();
    // The undone action is deleted from the store, so a restart's replay never tells it: drop its events here too.
    this.forgetFrom(this.moves);
    return { ok: true, seat, move: this.moves };
  }

  /** The seat that may undo now, or -1 (synced so the client can offer Undo). */
  undoSeat(): Seat {
    const log = this.undoLog;
    return log && log.seat !== null && log.actions.length > 0 ? log.seat : -1;
  }

  /** Whether a bot plays this seat now (a bot seat, or a person's seat taken over). */
  botPlays(seat: Seat): boolean {
    const s = this.seats[seat];
    return !!s && (s.kind === "bot" || s.botTakeover);
  }

  /** The level a bot plays this seat at: its own, else the table's (a person's seat taken over: the table's). */
  botLevelOf(seat: Seat): BotLevel {
    const s = this.seats[seat];
    return (s?.kind === "bot" ? s.level : undefined) ?? this.options.botLevel ?? DEFAULT_BOT_LEVEL;
  }

  /** The seat a bot must move for now, if any (in Assignment the first unconfirmed bot seat). */
  nextBotSeat(): Seat | null {
    const game = this.game;
    if (!game || game.phase === "gameOver") return null;
    // Asked after every change: a table without bots (the usual case) need not work out who must act.
    if (!this.seats.some((s) => s.kind === "bot" || s.botTakeover)) return null;
    for (const seat of activeSeats(game)) {
      if (!this.botPlays(seat)) continue;
      // An active seat with no turn action (only an out-of-turn Return Component) has nothing to do now.
      if (turnActionCount(game, seat, legalActions(game, seat)) > 0) return seat;
    }
    return null;
  }

  /** The legal actions of a seat now (for hints and tests). */
  legal(seat: Seat): Action[] {
    return this.game ? legalActions(this.game, seat) : [];
  }
}

function openSeat(): SeatRecord {
  return { kind: "open", name: "", tokenHash: null, token: null, botTakeover: false };
}

/** Quick start: one magician per seat, each of a different favourite category, drawn with the table's seed. */
export function dealMagicians(players: number, seed: Seed): MagicianId[] {
  // A secret seed deals from its own ChaCha20 stream: the deal is public and must not be words of the game's stream.
  const rng: Draws = isSecretSeed(seed)
    ? new KeyedCursor(seed, 0, "magicians")
    : new RngCursor(seedToState(`magicians:${String(seed)}`));
  return rng
    .shuffle(CATEGORIES)
    .slice(0, players)
    .map((category) => {
      const choices = MAGICIANS.filter((m) => m.favourite === category);
      return choices[rng.int(choices.length)]!.id;
    });
}
