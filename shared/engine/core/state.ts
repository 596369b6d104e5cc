// The game state: plain JSON data (no classes, no Maps) so it can be stored, cloned, diffed and replayed.
// Every update copies only what changes (structural sharing); a state is never mutated once returned.

import type { CardLocation } from "../../data/assignments";
import type { SpecialistType } from "../../data/characters";
import type { ComponentId } from "../../data/components";
import type { DieFace, DieId } from "../../data/dice";
import type { MagicianId } from "../../data/magicians";
import type { ModuleOptions } from "../../data/modules";
import type { Direction, PerformanceId } from "../../data/performances";
import type { SlotId, Weekday } from "../../data/locations";
import type { TrickId } from "../../data/tricks";
import type { ProphecyId } from "../../data/prophecies";
import type { SpecialId } from "../../data/specialEffects";
import type { Seed } from "./rng";

export type Seat = number;
export type PlayerCount = 2 | 3 | 4;

export interface GameOptions {
  readonly players: PlayerCount;
  /** RULES §4.5: skip the starting components, trick and specialist choices. */
  readonly beginnerSetup?: boolean;
  /** Magicians fixed in advance, one per seat (e.g. chosen in a lobby): skips the magician choice. */
  readonly magicians?: readonly MagicianId[];
  readonly modules?: ModuleOptions;
}

/** Character ids per seat: one disk each, 8 per player (RULES §2). */
export type CharacterId =
  | "magician"
  | "engineer"
  | "manager"
  | "assistant"
  | "apprentice1"
  | "apprentice2"
  | "apprentice3"
  | "apprentice4";

export const CHARACTER_IDS: readonly CharacterId[] = [
  "magician",
  "engineer",
  "manager",
  "assistant",
  "apprentice1",
  "apprentice2",
  "apprentice3",
  "apprentice4",
];

/**
 * Character number `i` (CHARACTER_IDS order) of a characters record, read by name. Hot scans loop over i with this
 * instead of `characters[id]` over CHARACTER_IDS: V8 answers a computed key that varies over 8 names with a generic
 * lookup, several times slower, and this allocates nothing.
 */
export function characterAt(c: PlayerState["characters"], i: number): CharacterState {
  switch (i) {
    case 0:
      return c.magician;
    case 1:
      return c.engineer;
    case 2:
      return c.manager;
    case 3:
      return c.assistant;
    case 4:
      return c.apprentice1;
    case 5:
      return c.apprentice2;
    case 6:
      return c.apprentice3;
    default:
      return c.apprentice4;
  }
}

/**
 * `{ ...characters, [id]: c }` as one fixed-shape literal in CHARACTER_IDS order (the order every state has): a
 * spread followed by a computed key is a slow generic path in V8, and this runs on every Assignment change.
 */
export function charactersWith(
  cs: PlayerState["characters"],
  id: CharacterId,
  c: CharacterState,
): Record<CharacterId, CharacterState> {
  return {
    magician: id === "magician" ? c : cs.magician,
    engineer: id === "engineer" ? c : cs.engineer,
    manager: id === "manager" ? c : cs.manager,
    assistant: id === "assistant" ? c : cs.assistant,
    apprentice1: id === "apprentice1" ? c : cs.apprentice1,
    apprentice2: id === "apprentice2" ? c : cs.apprentice2,
    apprentice3: id === "apprentice3" ? c : cs.apprentice3,
    apprentice4: id === "apprentice4" ? c : cs.apprentice4,
  };
}

/** The locations a permanent assignment card can name in the base game. */
export type AssignLocation = Exclude<CardLocation, "dark_alley">;
export const ASSIGN_LOCATIONS: readonly AssignLocation[] = ["downtown", "market_row", "workshop", "theater"];

/**
 * A hand with one card of `out` gone and one of `back` returned (either may be null), as a fixed-shape literal in
 * ASSIGN_LOCATIONS order: the same numbers as copying it and adjusting two entries by key, without V8's generic
 * keyed stores.
 */
export function handWith(
  h: PlayerState["hand"],
  out: AssignLocation | null,
  back: AssignLocation | null,
): Record<AssignLocation, number> {
  // No closure: a helper function made per call (with its name, under the tsx loader) was a visible cost of every
  // Assignment change.
  return {
    downtown: h.downtown + (back === "downtown" ? 1 : 0) - (out === "downtown" ? 1 : 0),
    market_row: h.market_row + (back === "market_row" ? 1 : 0) - (out === "market_row" ? 1 : 0),
    workshop: h.workshop + (back === "workshop" ? 1 : 0) - (out === "workshop" ? 1 : 0),
    theater: h.theater + (back === "theater" ? 1 : 0) - (out === "theater" ? 1 : 0),
  };
}

/** `hand[loc]` read by name (see characterAt). */
export function cardsInHand(h: PlayerState["hand"], loc: AssignLocation): number {
  switch (loc) {
    case "downtown":
      return h.downtown;
    case "market_row":
      return h.market_row;
    case "workshop":
      return h.workshop;
    default:
      return h.theater;
  }
}

// The by-name helpers above spell the ids out; they must follow the lists' order.
if (
  CHARACTER_IDS.join() !== "magician,engineer,manager,assistant,apprentice1,apprentice2,apprentice3,apprentice4" ||
  ASSIGN_LOCATIONS.join() !== "downtown,market_row,workshop,theater"
) {
  throw new Error(
    "state.ts: CHARACTER_IDS / ASSIGN_LOCATIONS changed: update characterAt, charactersWith, handWith and assignmentCandidates",
  );
}

export interface CharacterState {
  /** supply = not owned; inn = hired this turn, joins at Return Characters; team = on the player board. */
  readonly status: "supply" | "inn" | "team";
  /**
   * The location of the assignment card under it this turn (hidden from others until the reveal). With Dark Alley
   * the card may be the permanent Dark Alley card or a Special card: `PlayerState.alley.under` names it.
   */
  readonly card: CardLocation | null;
  /** The slot it was placed on this turn. */
  readonly slot: SlotId | null;
  /** Its card was turned face down (voluntarily or because no legal slot was left, OQ-5). */
  readonly inactive: boolean;
}

export type TrickSymbol = "spades" | "hearts" | "diamonds" | "clubs";
export const SYMBOLS: readonly TrickSymbol[] = ["spades", "hearts", "diamonds", "clubs"];

export interface OwnedTrick {
  readonly id: TrickId;
  readonly symbol: TrickSymbol;
  /** Trick markers on the card (prepared when > 0). */
  readonly markers: number;
  /** On the Engineer's trick slot (else on one of the 3 board slots). */
  readonly engineerSlot: boolean;
  /** [DA] Enhance Trick (A22): a Shard on the card, +1 Fame and +1 coin per performed marker for the rest of the game. */
  readonly enhanced?: true;
}

export interface PlayerState {
  readonly seat: Seat;
  readonly magician: MagicianId | null;
  readonly coins: number;
  readonly fame: number;
  readonly shards: number;
  /** Poster out this turn (RULES §5.3). */
  readonly advertised: boolean;
  /** Assignment plan confirmed this turn (RULES §5.4). */
  readonly confirmed: boolean;
  /** Permanent assignment cards in hand, by location. */
  readonly hand: Readonly<Record<AssignLocation, number>>;
  readonly characters: Readonly<Record<CharacterId, CharacterState>>;
  /** The apprentice on the Assistant's apprentice slot (no wage). */
  readonly assistantSlot: CharacterId | null;
  /** Physical pieces owned per type (types with 0 are absent). One pile per type. */
  readonly components: Readonly<Partial<Record<ComponentId, number>>>;
  /** Types whose pile sits on a Manager multi-component slot (counts +1, RULES §3.3). */
  readonly managerPiles: readonly ComponentId[];
  readonly tricks: readonly OwnedTrick[];
  /** Trick markers in the personal supply, per symbol (4 per symbol in all). */
  readonly markerSupply: Readonly<Record<TrickSymbol, number>>;
  /** Dark Alley cards of this player (RULES §12); null in base games. */
  readonly alley: PlayerAlley | null;
}

/** A card of the Dark Alley module under a character: the permanent Dark Alley card (A05) or a Special card. */
export type AlleyCardId = "A05" | SpecialId;

export interface PlayerAlley {
  /** The permanent Dark Alley card in hand: 1, or 0 while it is planned (RULES §12.1). */
  readonly alleyCard: number;
  /** Special Assignment cards in hand (others see only how many, RULES §12.3). */
  readonly specials: readonly SpecialId[];
  /** The Dark Alley card under a character this turn, by character (its location is in `card`). */
  readonly under: Readonly<Partial<Record<CharacterId, AlleyCardId>>>;
}

export type SpecialDeck = "downtown" | "market_row" | "workshop" | "theater";
export const SPECIAL_DECKS: readonly SpecialDeck[] = ["downtown", "market_row", "workshop", "theater"];

/** Shared Dark Alley state (RULES §12): the Special decks, the Fortune Teller orb, the current placement's extras. */
export interface AlleyState {
  /** Face-down Special decks, top first (OQ-17; hidden by viewFor: only their sizes are sent). */
  readonly decks: Readonly<Record<SpecialDeck, readonly SpecialId[]>>;
  readonly discards: Readonly<Record<SpecialDeck, readonly SpecialId[]>>;
  /** The Fortune Teller orb: 3 Pending prophecies (the first becomes Active next, OQ-35), the Active one. */
  readonly pending: readonly ProphecyId[];
  readonly active: ProphecyId | null;
  /** Face-down prophecy pile, top first (hidden by viewFor), and the used ones. */
  readonly pile: readonly ProphecyId[];
  readonly used: readonly ProphecyId[];
  /** Two cards drawn at the Dark Alley, seen only by the drawer until one is kept (RULES §12.2). */
  readonly drawn: { readonly seat: Seat; readonly deck: SpecialDeck; readonly cards: readonly SpecialId[] } | null;
  /** This placement: Draw First Card taken (then draws cost 2 AP), Fortune Telling taken (OQ-18: once). */
  readonly drewFirst: boolean;
  readonly toldFortune: boolean;
  /** The Special card of the character on the floor and its use (null until chosen, OQ-26). */
  readonly special: {
    readonly id: SpecialId;
    readonly use: "effect" | "ap" | null;
    /**
     * Buying Time (A10): "setUp" once a trick was set up with it, "done" once the cards were swapped; Hidden Talent
     * (A24): "prepared" once its Apprentice prepared, "done" once the Specialist was chosen.
     */
    readonly progress?: "setUp" | "prepared" | "done";
  } | null;
  /** Special cards used as their effect this turn, by seat (effects that last the turn: Arranged Fiasco, Business Share). */
  readonly turnEffects: readonly { readonly seat: Seat; readonly id: SpecialId }[];
  /** Table options (RULES §12.4, §12.8): prophecies in play, magicians' abilities on. */
  readonly prophecies: boolean;
  readonly abilities: boolean;
  /** Seats that used their once-per-turn ability this turn (Mechanical Enhancement, Mimesis). */
  readonly abilityUsed: readonly Seat[];
  /** Before the shows: the Master of Chains deciding on Breaking Free (RULES §12.8), else null. */
  readonly breakingFree: Seat | null;
  /**
   * Soul Possession (RULES §12.8) for the show of `day`: Yoruba (`seat`) choosing the performer's card (`card` null),
   * the card chosen, or -1 when declined.
   */
  readonly possession: { readonly seat: Seat; readonly day: Weekday; readonly card: number | null } | null;
  /** Prophecy P09: the seat to place is on the second placement of its turn. */
  readonly secondPlacement: boolean;
  /** Trick Steal (RULES §12.8) declared by this show's performer: on Theater card `card`, the marker in slot `mine` yields as the one in `theirs`. */
  readonly steals: readonly { readonly card: number; readonly mine: string; readonly theirs: string }[];
  /** Logistics (A41): ordered pieces beside the Buy area, in stock this turn, back to the supply at Orders Arrive. */
  readonly stock: readonly ComponentId[];
  /** Hidden Talent (A24): at Return Characters the Apprentice leaves and the Specialist joins (its wage paid this turn). */
  readonly talents: readonly {
    readonly seat: Seat;
    readonly apprentice: CharacterId;
    readonly specialist: "engineer" | "manager" | "assistant";
  }[];
  /** Every trick performed in a show, by owner and turn, once each (Grand Premiere A13, Durable Components A11). */
  readonly performed: readonly { readonly seat: Seat; readonly trick: TrickId; readonly turn: number }[];
  /** Durable Components (A11): after the shows, this seat chooses a performed marker to put back onto its trick. */
  readonly durable: Seat | null;
}

/** A trick marker set up on a performance card: owner, trick, and where its own-category corner points. */
export interface Marker {
  readonly seat: Seat;
  readonly trick: TrickId;
  readonly symbol: TrickSymbol;
  readonly facing: Direction;
  /** Electra's Supercharge (RULES §12.8): two markers of the trick stacked in this slot. Absent otherwise. */
  readonly stacked?: true;
}

export interface TheaterCard {
  readonly id: PerformanceId;
  /** Markers by performance-card slot id ("x.y"). */
  readonly markers: Readonly<Record<string, Marker>>;
}

export interface MarketState {
  /** Buy area: the types in stock, slot i below Order slot i. */
  readonly buy: readonly ComponentId[];
  readonly order: readonly (ComponentId | null)[];
  readonly quick: ComponentId | null;
}

/** The character currently spending its AP (RULES §5.5, §3.1). */
export interface ActivePlacement {
  readonly seat: Seat;
  readonly character: CharacterId;
  readonly slot: SlotId;
  readonly ap: number;
  readonly enhanced: boolean;
}

export type SetupStep = "magician" | "components" | "trick" | "specialist" | "engineerTrick";

export type Phase = "setup" | "advertise" | "assignment" | "placement" | "performance" | "gameOver";

export interface FinalScore {
  readonly seat: Seat;
  /** Fame before final scoring. */
  readonly fameBefore: number;
  readonly shards: number;
  readonly coins: number;
  readonly apprentices: number;
  readonly specialists: number;
  /** Dark Alley scoring (RULES §12.7): unused Special cards, and the Fame-36 trick bonuses (each ≤ 20). */
  readonly specialCards?: number;
  readonly trickBonuses?: readonly { readonly trick: TrickId; readonly fame: number }[];
  readonly total: number;
}

export interface GameState {
  readonly format: "trickerion-state/1";
  readonly options: GameOptions;
  /** The secret ChaCha20 key, or a legacy mulberry32 seed (see rng.ts); never shown to a client. */
  readonly seed: Seed;
  /** The generator's position: words drawn (secret seed) or mulberry32's 32-bit state (see rng.ts). */
  readonly rng: number;
  readonly turn: number;
  readonly phase: Phase;
  /** Pending player-setup choices, the head is the current one (RULES §4.3). */
  readonly setupQueue: readonly { readonly seat: Seat; readonly step: SetupStep }[];
  /** Initiative order: seats, first player first (RULES §4.4, §5.2). */
  readonly initiative: readonly Seat[];
  /** Index into `initiative` of the seat to act (advertise, place characters). */
  readonly cursor: number;
  readonly dice: Readonly<Record<DieId, DieFace>>;
  /** Tricks still at the Dahlgaard Residence (any card of a deck may be taken). */
  readonly residence: readonly TrickId[];
  readonly market: MarketState;
  /** General component supply (OQ-22). */
  readonly supply: Readonly<Partial<Record<ComponentId, number>>>;
  readonly placement: ActivePlacement | null;
  /** Performance card slots 0..players (players + 1), leftmost first (RULES §7.1). */
  readonly theaterCards: readonly (TheaterCard | null)[];
  /** Performance deck, top first (hidden by viewFor). */
  readonly deck: readonly PerformanceId[];
  /** Performance phase: the weekday being resolved (issue 4). */
  readonly weekday: Weekday | null;
  readonly players: readonly PlayerState[];
  readonly final: readonly FinalScore[] | null;
  readonly winner: Seat | null;
  /** Dark Alley module state (RULES §12); null in base games. */
  readonly alley: AlleyState | null;
}

export type { SpecialistType };

/**
 * A shallow copy of a state, as a literal with a fixed key order. Hot paths use it instead of `{ ...s }`: V8's
 * object spread turns slow when many state shapes reach the same site, a literal keeps one shape.
 */
export function copyState(s: GameState): { -readonly [K in keyof GameState]: GameState[K] } {
  return {
    format: s.format,
    options: s.options,
    seed: s.seed,
    rng: s.rng,
    turn: s.turn,
    phase: s.phase,
    setupQueue: s.setupQueue,
    initiative: s.initiative,
    cursor: s.cursor,
    dice: s.dice,
    residence: s.residence,
    market: s.market,
    supply: s.supply,
    placement: s.placement,
    theaterCards: s.theaterCards,
    deck: s.deck,
    weekday: s.weekday,
    players: s.players,
    final: s.final,
    winner: s.winner,
    alley: s.alley,
  };
}

/** A copy of `s` with some fields changed (see copyState). */
export function withState(s: GameState, changes: Partial<GameState>): GameState {
  return Object.assign(copyState(s), changes);
}

/**
 * A shallow copy of the Dark Alley state, as a literal in setupAlley's key order (see copyState: a spread of this
 * 17-field object goes generic in V8, and placements, plays and shows update it).
 */
export function copyAlley(a: AlleyState): { -readonly [K in keyof AlleyState]: AlleyState[K] } {
  return {
    decks: a.decks,
    discards: a.discards,
    pending: a.pending,
    active: a.active,
    pile: a.pile,
    used: a.used,
    drawn: a.drawn,
    drewFirst: a.drewFirst,
    toldFortune: a.toldFortune,
    special: a.special,
    turnEffects: a.turnEffects,
    prophecies: a.prophecies,
    abilities: a.abilities,
    abilityUsed: a.abilityUsed,
    breakingFree: a.breakingFree,
    possession: a.possession,
    secondPlacement: a.secondPlacement,
    steals: a.steals,
    stock: a.stock,
    talents: a.talents,
    performed: a.performed,
    durable: a.durable,
  };
}

/** `a` with some fields changed (a fixed-shape copy). */
export function withAlley(a: AlleyState, changes: Partial<AlleyState>): AlleyState {
  return Object.assign(copyAlley(a), changes);
}

/** A shallow copy of a player, as a literal with a fixed key order (see copyState). */
export function copyPlayer(p: PlayerState): { -readonly [K in keyof PlayerState]: PlayerState[K] } {
  return {
    seat: p.seat,
    magician: p.magician,
    coins: p.coins,
    fame: p.fame,
    shards: p.shards,
    advertised: p.advertised,
    confirmed: p.confirmed,
    hand: p.hand,
    characters: p.characters,
    assistantSlot: p.assistantSlot,
    components: p.components,
    managerPiles: p.managerPiles,
    tricks: p.tricks,
    markerSupply: p.markerSupply,
    alley: p.alley,
  };
}

/** A copy of player `p` with some fields changed. */
export function withFields(p: PlayerState, changes: Partial<PlayerState>): PlayerState {
  return Object.assign(copyPlayer(p), changes);
}
