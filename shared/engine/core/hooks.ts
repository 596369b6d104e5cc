// The named points where a module (Dark Alley today, Magician Powers tomorrow) changes the base rules. A base family
// and the settle driver ask `hooksOf(s)`, never a module's file: so the base rules read without the modules, and a
// module is added by filling these hooks and registering its families (shared/engine/registry.ts).

import type { ModuleOptions } from "../../data/modules";
import type { Action } from "./actions";
import type { RuleError } from "./errors";
import type { Draws } from "./rng";
import type { CharacterId, FinalScore, GameState, PlayerState, Seat } from "./state";
import type { Weekday } from "../../data/locations";

export interface ModuleHooks {
  /** Whether the module plays in this game (chosen at createGame; the state says so from then on). */
  readonly inGame: (s: GameState) => boolean;
  /** Whether the table's options switch the module on. */
  readonly inOptions: (modules: ModuleOptions) => boolean;
  /** Turns in a game with this module (RULES §1). */
  readonly turns?: number;
  /** Setup, after the base draws: the module's state and the players' hands. */
  readonly setup?: (s: GameState, rng: Draws, modules: ModuleOptions) => GameState;
  /** What the seat on the floor must decide before anything else, or null (every floor action waits for it). */
  readonly pendingError?: (s: GameState) => RuleError | null;
  /** A character was just placed on `slot` (before its placement opens): fees, the card under it, abilities. */
  readonly onPlace?: (s: GameState, seat: Seat, character: CharacterId, slot: string) => GameState;
  /** Whether a placement the base rules would end stays open (a 0-AP choice still to make). */
  readonly keepsPlacementOpen?: (s: GameState) => boolean;
  /** Before the first show: the state waiting for a decision the module asks for, or null. */
  readonly beforeShows?: (s: GameState) => GameState | null;
  /** A show day begins (`s.weekday` is `day`, `performer` performs): the module's own start of the show. */
  readonly onShowDay?: (s: GameState, day: Weekday, performer: Seat) => GameState;
  /** A refusal the module adds to the performer's choice (a card it must perform), or null. */
  readonly showRefusal?: (s: GameState, seat: Seat, a: Action) => RuleError | null;
  /** The card the performer must perform, when the module decides it, or null. */
  readonly forcedShowCard?: (s: GameState) => number | null;
  /** After a show's yields and bonuses, before its markers go home: what the module adds to the show. */
  readonly afterShow?: (before: GameState, s: GameState, seat: Seat, index: number) => GameState;
  /** After the last show: the state waiting for a decision the module asks for, or null. */
  readonly afterShows?: (s: GameState) => GameState | null;
  /** In the performance phase, the seat the module waits for (undefined: none, the base rules say who acts). */
  readonly performanceSeat?: (s: GameState) => Seat | undefined;
  /** End Turn, first step (RULES §9), while the slots still show who worked. */
  readonly endTurnFirst?: (s: GameState) => GameState;
  /** Wages due at Pay Wages beyond the placed characters' (RULES §9.1). */
  readonly extraWages?: (s: GameState, seat: Seat) => number;
  /** At Return Characters, before everyone comes home (RULES §9.2). */
  readonly atReturnCharacters?: (s: GameState) => GameState;
  /** Orders Arrive (RULES §9.3): the seat that takes the Quick Order piece instead of the supply, or null. */
  readonly quickOrderHolder?: (s: GameState) => Seat | null;
  /** Orders Arrive: pieces the module puts back into the general supply. */
  readonly piecesBack?: (s: GameState) => readonly string[];
  /** End Turn, last step (after the performance cards move on). */
  readonly endTurnLast?: (s: GameState) => GameState;
  /** Final scoring of one player, replacing the base lines (RULES §10). */
  readonly finalScore?: (p: PlayerState) => FinalScore;
}

/** The base game: no hook. */
const NONE: ModuleHooks = { inGame: () => false, inOptions: () => false };

let installed: ModuleHooks = NONE;

/**
 * Install a module's hooks, once, when the engine loads (registry.ts). One module at a time for now: a second one
 * needs these hooks composed in a fixed order, which is decided when there is one.
 */
export function installHooks(hooks: ModuleHooks): void {
  if (installed !== NONE && installed !== hooks) throw new Error("a second rules module needs hook composition");
  installed = hooks;
}

/** The hooks of the modules this game plays with. */
export function hooksOf(s: GameState): ModuleHooks {
  return installed.inGame(s) ? installed : NONE;
}

/** The hooks of the modules these options switch on (before a state exists: setup). */
export function hooksFor(modules: ModuleOptions): ModuleHooks {
  return installed.inOptions(modules) ? installed : NONE;
}

/** What the seat on the floor must decide first, if a module asks (RULES §12.2-12.3). */
export function pendingError(s: GameState): RuleError | null {
  const h = hooksOf(s).pendingError;
  return h ? h(s) : null;
}
