// What one viewer may know (RULES §5.4 hidden plans): no RNG state or seed, no deck order (only its size),
// and during Assignment no other seat's hand or cards (only which characters have one, and who confirmed).

import type { CardLocation } from "../data/assignments";
import type { SpecialId } from "../data/specialEffects";
import { revealOnPlacementNow } from "./modules/darkAlley/prophecies";
import {
  copyPlayer,
  type AlleyCardId,
  type AlleyState,
  type SpecialDeck,
  type CharacterId,
  type CharacterState,
  type GameState,
  type PlayerState,
  type Seat,
} from "./core/state";

export type Viewer = Seat | "spectator";

export interface CharacterView extends Omit<CharacterState, "card"> {
  readonly card: CardLocation | "hidden" | null;
}

/** A player's Dark Alley cards as one viewer may see them (RULES §12.3: others see how many Special cards). */
export interface PlayerAlleyView {
  readonly alleyCard: number | null;
  /** null for other viewers: only `specialCount` is sent. */
  readonly specials: readonly SpecialId[] | null;
  readonly specialCount: number;
  /** The Dark Alley cards under characters; "hidden" for others until the reveal. */
  readonly under: Readonly<Partial<Record<CharacterId, AlleyCardId | "hidden">>>;
}

export interface PlayerView extends Omit<PlayerState, "hand" | "characters" | "alley"> {
  /** null when hidden from this viewer. */
  readonly hand: PlayerState["hand"] | null;
  readonly characters: Readonly<Record<CharacterId, CharacterView>>;
  readonly alley: PlayerAlleyView | null;
}

/** The Dark Alley's public face: deck and pile sizes, never their order; drawn cards only for the drawer. */
export interface AlleyView extends Omit<AlleyState, "decks" | "pile" | "drawn"> {
  readonly deckSizes: Readonly<Record<SpecialDeck, number>>;
  readonly pileSize: number;
  readonly drawn: {
    readonly seat: Seat;
    readonly deck: SpecialDeck;
    readonly cards: readonly SpecialId[] | null;
    readonly count: number;
  } | null;
}

export interface GameView extends Omit<GameState, "rng" | "seed" | "deck" | "players" | "alley"> {
  readonly viewer: Viewer;
  readonly deckSize: number;
  readonly players: readonly PlayerView[];
  readonly alley: AlleyView | null;
}

function alleyFor(p: PlayerState, own: boolean, hiding: boolean): PlayerAlleyView | null {
  const a = p.alley;
  if (!a) return null;
  if (hiding && !own) {
    // RULES §12.3: Special cards are planned face down like permanent cards. While plans are hidden, others learn
    // neither which characters hold a Dark Alley card nor, through a smaller hand, that a Special card was planned:
    // the count stays what the hand held before planning.
    let planned = 0;
    for (const id in a.under) if (a.under[id as CharacterId] !== "A05") planned++;
    return { alleyCard: null, specials: null, specialCount: a.specials.length + planned, under: {} };
  }
  // The Dark Alley card in hand is known to all once plans are revealed; during Assignment only to its owner.
  return { alleyCard: a.alleyCard, specials: own ? a.specials : null, specialCount: a.specials.length, under: a.under };
}

function hidePlan(p: PlayerState): PlayerView {
  const characters = {} as Record<CharacterId, CharacterView>;
  for (const id in p.characters) {
    const c = p.characters[id as CharacterId];
    characters[id as CharacterId] = { ...c, card: c.card === null ? null : "hidden" };
  }
  return { ...p, hand: null, characters, alley: alleyFor(p, false, true) };
}

function alleyView(a: AlleyState | null, viewer: Viewer): AlleyView | null {
  if (!a) return null;
  const deckSizes = {
    downtown: a.decks.downtown.length,
    market_row: a.decks.market_row.length,
    workshop: a.decks.workshop.length,
    theater: a.decks.theater.length,
  };
  const drawn = a.drawn
    ? {
        seat: a.drawn.seat,
        deck: a.drawn.deck,
        cards: a.drawn.seat === viewer ? a.drawn.cards : null,
        count: a.drawn.cards.length,
      }
    : null;
  return {
    discards: a.discards,
    pending: a.pending,
    active: a.active,
    used: a.used,
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
    deckSizes,
    pileSize: a.pile.length,
    drawn,
  };
}

/** Prophecy P20: during Place Characters, the cards of characters not yet placed (or turned down) stay hidden. */
function hideUnplaced(p: PlayerState): PlayerView {
  const characters = {} as Record<CharacterId, CharacterView>;
  const under: Partial<Record<CharacterId, AlleyCardId | "hidden">> = {};
  for (const id in p.characters) {
    const c = p.characters[id as CharacterId];
    const secret = c.card !== null && c.slot === null && !c.inactive;
    characters[id as CharacterId] = secret ? { ...c, card: "hidden" } : c;
    const card = p.alley?.under[id as CharacterId];
    if (card) under[id as CharacterId] = secret ? "hidden" : card;
  }
  const alley = p.alley ? { alleyCard: null, specials: null, specialCount: p.alley.specials.length, under } : null;
  return { ...p, hand: null, characters, alley };
}

function playerFor(p: PlayerState, viewer: Viewer, hiding: boolean, onPlacement: boolean): PlayerView {
  if (hiding && p.seat !== viewer) return hidePlan(p);
  if (onPlacement && p.seat !== viewer) return hideUnplaced(p);
  const q = copyPlayer(p);
  return p.alley ? { ...q, alley: alleyFor(p, p.seat === viewer, hiding) } : (q as PlayerView);
}

/**
 * What decides how much of a player another viewer sees, beyond the player itself: plans hidden
 * during Assignment (RULES §5.4; revealed when Phase E starts, §5.5.1), unplaced cards hidden during
 * Placement under prophecy P20. The server re-mirrors every player when this changes.
 */
export function planVisibility(s: GameState): { hiding: boolean; onPlacement: boolean } {
  return {
    hiding: s.phase === "assignment",
    onPlacement: s.phase === "placement" && s.alley !== null && revealOnPlacementNow(s), // prophecy P20
  };
}

/**
 * One player as `viewer` may see them: exactly `viewFor(s, viewer).players[seat]`, without
 * projecting the others (the server mirrors only the players an action changed).
 */
export function playerViewFor(s: GameState, seat: Seat, viewer: Viewer): PlayerView {
  const { hiding, onPlacement } = planVisibility(s);
  return playerFor(s.players[seat]!, viewer, hiding, onPlacement);
}

/** The state as `viewer` may see it: always a new object, the input is not touched. */
export function viewFor(s: GameState, viewer: Viewer): GameView {
  const { hiding, onPlacement } = planVisibility(s);
  // Built field by field (not with a rest spread, which V8 runs slowly on states), leaving out rng, seed and deck.
  return {
    format: s.format,
    options: s.options,
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
    deckSize: s.deck.length,
    weekday: s.weekday,
    players: s.players.map((p) => playerFor(p, viewer, hiding, onPlacement)),
    final: s.final,
    winner: s.winner,
    alley: alleyView(s.alley, viewer),
    viewer,
  };
}
