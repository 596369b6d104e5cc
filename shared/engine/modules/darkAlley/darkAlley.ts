// The Dark Alley module (RULES §12): its setup changes (§12.1), the Dark Alley location's actions (§12.2) and its
// End Turn additions (§12.6). Special cards are in specialCards.ts, prophecies in prophecies.ts, scoring in
// alleyScoring.ts.

import { SPECIAL_CARDS } from "../../../data/assignments";
import { SLOT_BY_ID } from "../../../data/locations";
import type { SpecialId } from "../../../data/specialEffects";
import type { Action, AlleyAction } from "../../core/actions";
import { ruleError, type RuleError } from "../../core/errors";
import { sharedAction } from "../../core/shape";
import { checkAt, spendAp } from "../../core/steps";
import { actionApNow, advanceOrb, rotatePending, setupOrb } from "./prophecies";
import { cursorFor, type Draws } from "../../core/rng";
import {
  SPECIAL_DECKS,
  withFields,
  withState,
  type AlleyCardId,
  type AlleyState,
  type CharacterId,
  type AssignLocation,
  type GameState,
  type PlayerState,
  type Seat,
  type SpecialDeck,
  withAlley,
} from "../../core/state";
import { player, updatePlayer } from "../../core/players";

/** RULES §1 / OQ-40: 7 turns with Dark Alley. */
export { TURNS_DARK_ALLEY } from "../../../data/locations";
/** RULES §12.1: the permanent hand is 2 Theater, 1 Workshop, 1 Market Row, 1 Downtown (+ the Dark Alley card). */
export const DARK_ALLEY_HAND: Readonly<Record<AssignLocation, number>> = {
  downtown: 1,
  market_row: 1,
  workshop: 1,
  theater: 2,
};
/** RULES §12.2: Draw First Card 1 AP (once per placement), Draw Further Cards 2 AP, Fortune Telling 1 AP. */
export const ALLEY_AP = { drawFirst: 1, drawFurther: 2, fortuneTelling: 1 } as const;
/** Cards drawn per draw; one is kept. */
export const CARDS_PER_DRAW = 2;

/** The module's shared state at setup: four shuffled Special decks (OQ-17 face down) and the orb (RULES §12.1). */
export function setupAlley(rng: Draws, options: { prophecies?: boolean; abilities?: boolean } = {}): AlleyState {
  // Shuffled in SPECIAL_DECKS order (the seed's draws), built as fixed-shape literals (a game's setup is part of
  // every playout).
  const downtown = rng.shuffle(DECK_CARDS.downtown.slice());
  const market_row = rng.shuffle(DECK_CARDS.market_row.slice());
  const workshop = rng.shuffle(DECK_CARDS.workshop.slice());
  const theater = rng.shuffle(DECK_CARDS.theater.slice());
  const decks = { downtown, market_row, workshop, theater };
  const discards = { downtown: [], market_row: [], workshop: [], theater: [] };
  const prophecies = options.prophecies !== false;
  const orb = prophecies ? setupOrb(rng) : { pending: [], active: null, pile: [], used: [] };
  return {
    decks,
    discards,
    pending: orb.pending,
    active: orb.active,
    pile: orb.pile,
    used: orb.used,
    drawn: null,
    drewFirst: false,
    toldFortune: false,
    special: null,
    turnEffects: [],
    prophecies,
    abilities: options.abilities !== false,
    abilityUsed: [],
    breakingFree: null,
    possession: null,
    secondPlacement: false,
    steals: [],
    stock: [],
    talents: [],
    performed: [],
    durable: null,
  };
}

/** Each Special deck's cards in catalogue order, before the shuffle. */
const DECK_CARDS: Readonly<Record<SpecialDeck, readonly SpecialId[]>> = {
  downtown: SPECIAL_CARDS.filter((c) => c.location === "downtown").map((c) => c.id as SpecialId),
  market_row: SPECIAL_CARDS.filter((c) => c.location === "market_row").map((c) => c.id as SpecialId),
  workshop: SPECIAL_CARDS.filter((c) => c.location === "workshop").map((c) => c.id as SpecialId),
  theater: SPECIAL_CARDS.filter((c) => c.location === "theater").map((c) => c.id as SpecialId),
};

/** A per-deck record with one deck's pile replaced, as a fixed-shape literal (a computed key in a spread is slow). */
function deckWith<T>(r: Readonly<Record<SpecialDeck, T>>, deck: SpecialDeck, v: T): Record<SpecialDeck, T> {
  return {
    downtown: deck === "downtown" ? v : r.downtown,
    market_row: deck === "market_row" ? v : r.market_row,
    workshop: deck === "workshop" ? v : r.workshop,
    theater: deck === "theater" ? v : r.theater,
  };
}

/** A player's Dark Alley cards at setup: the Dark Alley card, no Special card. */
export function setupPlayerAlley(p: PlayerState): PlayerState {
  return withFields(p, { hand: DARK_ALLEY_HAND, alley: { alleyCard: 1, specials: [], under: {} } });
}

/** What must happen first on the floor: a Special card's use, or keeping one of two drawn cards. */
export function alleyPendingError(s: GameState): RuleError | null {
  if (!s.alley) return null;
  if (s.alley.drawn) return ruleError("KEEP_A_CARD_FIRST", "keep one of the two cards you drew first");
  if (s.alley.special?.use === null)
    return ruleError("CHOOSE_SPECIAL_FIRST", "choose your Special card's effect or +1 AP first");
  return null;
}

/** The cost of the next draw: Draw First Card, then Draw Further Cards (P05 may lower it). */
export function drawAp(s: GameState): number {
  return s.alley!.drewFirst ? actionApNow(s, "drawFurther", ALLEY_AP.drawFurther) : ALLEY_AP.drawFirst;
}

/** Cards left to draw in a deck: its own, then its discard pile (our reading: shuffled in when the deck runs out). */
function drawable(a: AlleyState, deck: SpecialDeck): number {
  return a.decks[deck].length + a.discards[deck].length;
}

type AlleyLocationAction = Extract<AlleyAction, { type: "drawSpecial" | "keepSpecial" | "fortuneTelling" }>;

export function checkDarkAlley(s: GameState, seat: Seat, a: AlleyLocationAction): RuleError | null {
  if (a.type === "keepSpecial") {
    if (s.phase !== "placement")
      return ruleError("WRONG_PHASE", `cards are kept at the Dark Alley (phase E), not ${s.phase}`);
    const d = s.alley?.drawn;
    if (!d || d.seat !== seat) return ruleError("NOT_DRAWN", "you have no drawn cards to choose from");
    return d.cards.includes(a.card as SpecialId)
      ? null
      : ruleError("NOT_DRAWN", `${String(a.card)} is not one of the cards you drew`);
  }
  if (!s.alley) return ruleError("WRONG_LOCATION", "the Dark Alley is used only with the Dark Alley module");
  const cost = a.type === "drawSpecial" ? drawAp(s) : ALLEY_AP.fortuneTelling;
  const err = checkAt(s, seat, "dark_alley", cost);
  if (err) return err;
  if (a.type === "fortuneTelling") {
    if (s.alley.pending.length < 2)
      return ruleError("NOT_ALLOWED_HERE", "no prophecies to move (the table plays without them)");
    // OQ-18: once per placement.
    return s.alley.toldFortune ? ruleError("ALREADY_DONE", "Fortune Telling is done once per placement (OQ-18)") : null;
  }
  if (!SPECIAL_DECKS.includes(a.deck)) return ruleError("BAD_ACTION", `unknown deck ${String(a.deck)}`);
  return drawable(s.alley, a.deck) > 0
    ? null
    : ruleError("DECK_EMPTY", `the ${a.deck} Special deck and its discard pile are empty`);
}

/** The Dark Alley's actions for the seat on the floor there, exactly as checkDarkAlley accepts them. */
export function darkAlleyLegal(s: GameState, out: Action[]): void {
  const a = s.alley!;
  const ap = s.placement?.ap ?? 0;
  if (ap >= drawAp(s))
    for (let i = 0; i < SPECIAL_DECKS.length; i++) if (drawable(a, SPECIAL_DECKS[i]!) > 0) out.push(DRAW[i]!);
  if (!a.toldFortune && a.pending.length >= 2 && ap >= ALLEY_AP.fortuneTelling) out.push(FORTUNE_TELLING);
}

// Shared frozen actions of the Dark Alley location (DRAW like SPECIAL_DECKS, KEEP by card id): no allocation per
// listing, and the shape check knows them by identity.
const DRAW: readonly Action[] = SPECIAL_DECKS.map((deck) => sharedAction({ type: "drawSpecial" as const, deck }));
const FORTUNE_TELLING: Action = sharedAction({ type: "fortuneTelling" as const });
const KEEP: ReadonlyMap<string, Action> = new Map(
  SPECIAL_CARDS.map((c) => [c.id, sharedAction({ type: "keepSpecial" as const, card: c.id })]),
);

/** The drawn cards to choose from (for the drawer). */
export function keepLegal(s: GameState, seat: Seat, out: Action[]): void {
  const d = s.alley?.drawn;
  if (!d || d.seat !== seat) return;
  // Each card once (the two drawn may be twins), in the order drawn.
  for (let i = 0; i < d.cards.length; i++) {
    const card = d.cards[i]!;
    if (d.cards.indexOf(card) === i) out.push(KEEP.get(card) ?? { type: "keepSpecial", card });
  }
}

export function applyDarkAlley(s: GameState, seat: Seat, a: AlleyLocationAction): GameState {
  const al = s.alley!;
  switch (a.type) {
    case "fortuneTelling":
      return spendAp(
        withState(s, { alley: withAlley(al, { pending: rotatePending(al.pending), toldFortune: true }) }),
        ALLEY_AP.fortuneTelling,
      );
    case "drawSpecial": {
      const cost = drawAp(s);
      let deck = al.decks[a.deck];
      let discard = al.discards[a.deck];
      let rng = s.rng;
      if (deck.length < CARDS_PER_DRAW && discard.length > 0) {
        // Our reading (docs/engine.md): a deck that runs short takes its shuffled discard pile under it.
        const r = cursorFor(s.seed, s.rng);
        deck = [...deck, ...r.shuffle(discard.slice())];
        discard = [];
        rng = r.state;
      }
      const cards = deck.slice(0, CARDS_PER_DRAW);
      const alley = withAlley(al, {
        decks: deckWith(al.decks, a.deck, deck.slice(cards.length)),
        discards: discard === al.discards[a.deck] ? al.discards : deckWith(al.discards, a.deck, discard),
        drawn: { seat, deck: a.deck, cards },
        drewFirst: true,
      });
      // The AP are spent now; the placement stays open until a card is kept (keepSpecial ends the step).
      return spendAp(withState(s, { alley, rng }), cost);
    }
    case "keepSpecial": {
      const d = al.drawn!;
      const kept = a.card as SpecialId;
      const i = d.cards.indexOf(kept);
      const rest = [...d.cards.slice(0, i), ...d.cards.slice(i + 1)];
      // RULES §12.2: the other card goes to the bottom of that deck.
      const alley = withAlley(al, { drawn: null, decks: deckWith(al.decks, d.deck, [...al.decks[d.deck], ...rest]) });
      const out = updatePlayer(withState(s, { alley }), seat, (p) =>
        withFields(p, {
          alley: { alleyCard: p.alley!.alleyCard, specials: [...p.alley!.specials, kept], under: p.alley!.under },
        }),
      );
      return spendAp(out, 0);
    }
  }
}

/** RULES §12.6.1 at End Turn: the next prophecy becomes Active; the per-placement flags are cleared. */
export function alleyEndTurn(s: GameState): GameState {
  if (!s.alley) return s;
  const players = s.players.map((p) => withFields(p, { hand: DARK_ALLEY_HAND }));
  return withState(s, {
    players,
    alley: withAlley(advanceOrb(s.alley), {
      drawn: null,
      drewFirst: false,
      toldFortune: false,
      special: null,
      turnEffects: [],
      abilityUsed: [],
      possession: null,
      secondPlacement: false,
      steals: [],
      stock: [],
      talents: [],
      durable: null,
    }),
  });
}

/** A placement starts: reset the per-placement flags, and note the placed character's Special card (OQ-26). */
export function alleyOnPlace(s: GameState, seat: Seat, character: string): GameState {
  const al = s.alley;
  if (!al) return s;
  const p = player(s, seat);
  // Most placements carry no Dark Alley card: the `under` record is then empty, and nothing is looked up.
  let card: AlleyCardId | undefined;
  for (const k in p.alley!.under) if (k === character) card = p.alley!.under[k as CharacterId];
  let special: AlleyState["special"] = card && card !== "A05" ? { id: card, use: null } : null;
  // Freelancer (A25): a character placed away from the Workshop has used the card's effect (no +1 AP then); the
  // AP are the slot's (OQ-36).
  if (card === "A25") {
    const slot = p.characters[character as CharacterId].slot;
    if (slot && SLOT_BY_ID[slot]?.location !== "workshop") special = { id: card, use: "effect" };
  }
  if (special === null && al.special === null && !al.drewFirst && !al.toldFortune) return s; // nothing to reset
  return withState(s, { alley: withAlley(al, { drewFirst: false, toldFortune: false, special }) });
}
