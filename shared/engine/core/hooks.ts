// The named points where a module (Dark Alley today, Magician Powers tomorrow) changes the base rules. A base family
// and the settle driver ask `hooksOf(s)`, never a module's file: so the base rules read without the modules, and a
// module is added by filling these hooks and registering its families (shared/engine/registry.ts).

import type { ModuleOptions } from "../../data/modules";
import type { Action } from "./actions";
import type { RuleError } from "./errors";
import type { Draws } from "./rng";
import type { CharacterId, FinalScore, GameState, PlayerState, Seat } from "./state";
import type { SlotDef, Weekday } from "../../data/locations";
import type { ComponentId } from "../../data/components";
import type { CardLocation } from "../../data/assignments";
import type { TrickId } from "../../data/tricks";
import type { PerformanceId } from "../../data/performances";
import type { BankDieId } from "./actions";
import type { Marker } from "./state";
import type { NewLink } from "./geometry";
import type { LinkReward } from "./actions";
import { composeHooks } from "./hookOrder";

/** What a Prepare gives, beyond the trick's printed markers (RULES §6.3), as a module changes it. */
export interface PrepareGain {
  readonly markers: number;
  readonly fame: number;
  readonly coins: number;
  readonly shards: number;
}

export interface ModuleHooks {
  /** Whether the module plays in this game (chosen at createGame; the state says so from then on). */
  readonly inGame: (s: GameState) => boolean;
  /** Whether the table's options switch the module on. */
  readonly inOptions: (modules: ModuleOptions) => boolean;
  /** Turns in a game with this module (RULES §1). */
  readonly turns?: number;
  /** Setup: performance cards put under the base deck (drawn where the base deck is drawn). */
  readonly deckBottom?: (rng: Draws) => PerformanceId[];
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

  // The rule points of the base actions a module changes (RULES §3-§8): each names the number or the step it
  // modifies. A base family asks them only when the game's hooks have them (a base game has none).

  /** The module whose extra slots exist in this game (SlotDef.module), if any. */
  readonly slotModule?: string;
  /** Placement: a character placed with this card may take a slot of any location (not only its card's). */
  readonly placesAnywhere?: (s: GameState, seat: Seat, character: CharacterId, card: CardLocation | null) => boolean;
  /** Placement: only the free slot with the lowest AP modifier of a location may be taken (the stage aside). */
  readonly lowestSlotOnly?: (s: GameState) => boolean;
  /** Placement: the coins a slot costs to take now (0: none). */
  readonly slotFee?: (s: GameState, slot: SlotDef) => number;
  /** Placement: a character's base AP before the slot's modifier. */
  readonly baseAp?: (s: GameState, seat: Seat, character: CharacterId, printed: number) => number;
  /** Enhance Character: the AP it gives the seat on the floor (printed: 1). */
  readonly enhanceAp?: (s: GameState, seat: Seat) => number;
  /** Enhance Character is allowed in the Theater. */
  readonly enhanceInTheater?: (s: GameState) => boolean;
  /** Placement: the next seat is `from`; the state that gives the current seat another placement instead, or null. */
  readonly anotherPlacement?: (s: GameState, from: number, before: GameState) => GameState | null;
  /** Placement: the seat's placements are over (the next seat places). */
  readonly placementsLeft?: (s: GameState) => GameState;
  /** Placement: the seat to place may pass (a placement the module gave). */
  readonly mayPassPlacement?: (s: GameState) => boolean;
  /** Assignment: the character's card goes back to the module's hand instead of the base hand; the player then, or null. */
  readonly cardBack?: (p: PlayerState, character: CharacterId) => PlayerState | null;
  /** Downtown: the AP of Learn Trick, Hire Character or Take Coins now. */
  readonly downtownAp?: (
    s: GameState,
    seat: Seat,
    type: "learnTrick" | "hireCharacter" | "takeCoins",
    printed: number,
  ) => number;
  /** Learn Trick: any category may be learnt with any Trick die that does not show X. */
  readonly learnsAnyCategory?: (s: GameState, seat: Seat) => boolean;
  /** Learn Trick: after the trick arrived (last of the seat's tricks). */
  readonly afterLearn?: (s: GameState, seat: Seat, trick: TrickId) => GameState;
  /** Take Coins: the coins and Fame received for the die (printed: its face, no Fame), with any draw made. */
  readonly takeCoinsGain?: (
    before: GameState,
    s: GameState,
    seat: Seat,
    die: BankDieId,
  ) => { readonly s: GameState; readonly coins: number; readonly fame: number };
  /** Prepare: the trick may be prepared while short of its requirements. */
  readonly mayPrepareShort?: (s: GameState, seat: Seat, p: PlayerState, trick: TrickId) => boolean;
  /** Prepare: the markers (printed, with the Engineer slot's) and yields a Prepare gives. */
  readonly prepareGain?: (s: GameState, seat: Seat, p: PlayerState, trick: TrickId, printed: number) => PrepareGain;
  /** After a Prepare (its AP not yet spent). */
  readonly afterPrepare?: (before: GameState, s: GameState, seat: Seat) => GameState;
  /** Reschedule: markers of any owner may be moved. */
  readonly reschedulesAnyOwner?: (s: GameState, seat: Seat) => boolean;
  /** Set Up Trick: a trick may go on a card already holding its symbol. */
  readonly setsUpTwice?: (s: GameState, seat: Seat) => boolean;
  /** Set Up Trick: one payment per adjacent marker, whatever the corners. */
  readonly linksPerAdjacent?: (s: GameState, seat: Seat) => boolean;
  /** After a Set Up Trick paid its links (`links`, `rewards`, `bonus` as payLinks takes them). */
  readonly afterSetUp?: (
    before: GameState,
    s: GameState,
    seat: Seat,
    trick: TrickId,
    links: readonly NewLink[],
    rewards: readonly LinkReward[],
    bonus: number,
  ) => GameState;
  /** Market Row: the price of a piece of `type` for `seat` now, or null when not in stock (replaces the base price). */
  readonly buyPrice?: (s: GameState, type: ComponentId, seat: Seat | null) => number | null;
  /** Market Row: `buyPrice` for every type of one listing, with what is the same for all types looked up once. */
  readonly buyPrices?: (s: GameState, seat: Seat) => (type: ComponentId) => number | null;
  /** Market Row: types in stock beyond the Buy area and the Quick Order slot, appended to `stocked` (each once). */
  readonly moreStock?: (s: GameState, seat: Seat, stocked: ComponentId[]) => void;
  /** After a Buy that cost `paid` coins. */
  readonly afterBuy?: (before: GameState, s: GameState, seat: Seat, paid: number) => GameState;
  /** Performance: the yield modifier of a marker's owner (working on `ownerDay`, or null) in a show on `performerDay`. */
  readonly yieldModifier?: (s: GameState, ownerDay: Weekday | null, performerDay: Weekday) => number;
  /** Performance: coin yields are received as Fame. */
  readonly coinsAsFame?: (s: GameState) => boolean;
  /** Performance: a marker's yields with what the module adds (before the modifier). */
  readonly markerYield?: (s: GameState, m: Marker, y: Yield) => Yield;
  /** Performance: the trick whose yields the marker under `key` of card `index` pays (printed: its own). */
  readonly yieldingTrick?: (s: GameState, index: number, key: string) => TrickId | null;
  /** Performance: how many times the performer's bonuses are received. */
  readonly performerBonusTimes?: (s: GameState) => number;
}

/** A yield: Fame, coins and Shards. */
export interface Yield {
  readonly fame: number;
  readonly coins: number;
  readonly shards: number;
}

/** The base game: no hook. */
const NONE: ModuleHooks = { inGame: () => false, inOptions: () => false };

/** The installed modules' hooks, in their order (hookOrder.ts says how several combine). */
const installed: ModuleHooks[] = [];
/** The hooks of each set of installed modules played together (by bit mask of their places in `installed`). */
const together = new Map<number, ModuleHooks>();

/**
 * Install a module's hooks when the engine loads (registry.ts), after those installed before it: that is the order
 * its hooks run in a game with several modules (hookOrder.ts). Installing the same hooks twice changes nothing.
 */
export function installHooks(hooks: ModuleHooks): void {
  if (installed.includes(hooks)) return;
  if (installed.length >= 31) throw new Error("more than 31 rules modules");
  installed.push(hooks);
}

/** The hooks of the modules whose bits are set in `mask`: NONE, one module's own object, or their composition. */
function hooksOfMask(mask: number): ModuleHooks {
  if (mask === 0) return NONE;
  let h = together.get(mask);
  if (!h) {
    const parts = installed.filter((_, i) => mask & (1 << i));
    h = parts.length === 1 ? parts[0]! : composeHooks(parts);
    together.set(mask, h);
  }
  return h;
}

/** The hooks of the modules this game plays with. */
export function hooksOf(s: GameState): ModuleHooks {
  // The usual case, one module installed: one test, no lookup (this is asked at every rule point).
  if (installed.length === 1) return installed[0]!.inGame(s) ? installed[0]! : NONE;
  let mask = 0;
  for (let i = 0; i < installed.length; i++) if (installed[i]!.inGame(s)) mask |= 1 << i;
  return hooksOfMask(mask);
}

/** The hooks of the modules these options switch on (before a state exists: setup). */
export function hooksFor(modules: ModuleOptions): ModuleHooks {
  let mask = 0;
  for (let i = 0; i < installed.length; i++) if (installed[i]!.inOptions(modules)) mask |= 1 << i;
  return hooksOfMask(mask);
}

/** What the seat on the floor must decide first, if a module asks (RULES §12.2-12.3). */
export function pendingError(s: GameState): RuleError | null {
  const h = hooksOf(s).pendingError;
  return h ? h(s) : null;
}
