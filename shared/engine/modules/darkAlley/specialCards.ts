// Special Assignment cards and the permanent Dark Alley card (RULES §12.3): planned in Phase D like permanent cards
// and hidden the same way; on placement the owner takes the card's effect or +1 AP (OQ-26); used cards are
// discarded at End Turn, cards of inactive characters go back to hand. Effects are data (data/specialEffects.ts)
// read through `specialEffect`.

import { SPECIAL_CARDS } from "../../../data/assignments";
import { SPECIAL_EFFECTS, SPECIAL_IDS, type SpecialEffect, type SpecialId } from "../../../data/specialEffects";
import type { Action, AlleyAction } from "../../core/actions";
import { ruleError, type RuleError } from "../../core/errors";
import { player, withPlayer } from "../../core/players";
import { sharedAction } from "../../core/shape";
import {
  CHARACTER_IDS,
  characterAt,
  charactersWith,
  copyPlayer,
  handWith,
  withFields,
  withState,
  type AlleyCardId,
  type AssignLocation,
  type CharacterId,
  type CharacterState,
  type GameState,
  type PlayerAlley,
  type PlayerState,
  type Seat,
  type SpecialDeck,
  withAlley,
} from "../../core/state";

/** The permanent Dark Alley card (RULES §12.1). */
export const ALLEY_CARD = "A05";
/** OQ-26: the "+1 AP" corner of every Special card. */
export const SPECIAL_AP = 1;

/** Each Special card's location (its deck), by id. */
export const SPECIAL_LOCATION: Readonly<Record<SpecialId, SpecialDeck>> = Object.fromEntries(
  SPECIAL_CARDS.map((c) => [c.id, c.location as SpecialDeck]),
) as Record<SpecialId, SpecialDeck>;

const SPECIAL_SET: ReadonlySet<string> = new Set(SPECIAL_IDS);

export function isSpecialId(x: unknown): x is SpecialId {
  return typeof x === "string" && SPECIAL_SET.has(x);
}

/**
 * The Dark Alley card under `id`, if any. The `under` records have few keys (usually none) and many shapes: walking
 * the keys is cheaper than a keyed look-up by a name that varies over eight characters (a generic dictionary probe),
 * and every Assignment change asks.
 */
export function underOf(a: PlayerAlley | null, id: CharacterId): AlleyCardId | undefined {
  if (!a) return undefined;
  const under = a.under;
  for (const k in under) if (k === id) return under[k as CharacterId];
  return undefined;
}

/** The alley hand with `id`'s card back in it (and no longer under `id`). */
export function alleyCardBack(a: PlayerAlley, id: CharacterId): PlayerAlley {
  const card = underOf(a, id);
  if (!card) return a;
  const under = underWith(a.under, id, null);
  // fixed-shape literals (an Assignment change is a hot step; a spread of the hand would go generic)
  return card === ALLEY_CARD
    ? { alleyCard: a.alleyCard + 1, specials: a.specials, under }
    : { alleyCard: a.alleyCard, specials: [...a.specials, card], under };
}

/**
 * `under` with `id`'s card set (or removed, for null), in CHARACTER_IDS order: `delete` would turn the object into a
 * slow dictionary and a computed key in a spread is V8's slow path (an Assignment change is a hot step). The eight
 * characters are read by name (a keyed load by a name varying over eight, on records of many shapes, is a generic
 * dictionary probe), and an empty record, the usual case, is seen with one key walk.
 */
function underWith(under: PlayerAlley["under"], id: CharacterId, card: AlleyCardId | null): PlayerAlley["under"] {
  let empty = true;
  for (const _ in under) {
    empty = false;
    break;
  }
  const out: Partial<Record<CharacterId, AlleyCardId>> = {};
  if (empty) {
    if (card) out[id] = card;
    return out;
  }
  const magician = id === "magician" ? card : under.magician;
  const engineer = id === "engineer" ? card : under.engineer;
  const manager = id === "manager" ? card : under.manager;
  const assistant = id === "assistant" ? card : under.assistant;
  const apprentice1 = id === "apprentice1" ? card : under.apprentice1;
  const apprentice2 = id === "apprentice2" ? card : under.apprentice2;
  const apprentice3 = id === "apprentice3" ? card : under.apprentice3;
  const apprentice4 = id === "apprentice4" ? card : under.apprentice4;
  if (magician) out.magician = magician;
  if (engineer) out.engineer = engineer;
  if (manager) out.manager = manager;
  if (assistant) out.assistant = assistant;
  if (apprentice1) out.apprentice1 = apprentice1;
  if (apprentice2) out.apprentice2 = apprentice2;
  if (apprentice3) out.apprentice3 = apprentice3;
  if (apprentice4) out.apprentice4 = apprentice4;
  return out;
}

type AssignAlley = Extract<AlleyAction, { type: "assignAlley" }>;
type UseSpecial = Extract<AlleyAction, { type: "useSpecial" }>;

export function checkAssignAlley(s: GameState, seat: Seat, a: AssignAlley): RuleError | null {
  if (!s.alley) return ruleError("NOT_ALLOWED_HERE", "Dark Alley cards are used only with the Dark Alley module");
  if (s.phase !== "assignment")
    return ruleError("WRONG_PHASE", `assignment cards are planned in phase D, not ${s.phase}`);
  const p = player(s, seat);
  if (p.confirmed) return ruleError("ALREADY_DONE", "your plan is confirmed and final");
  const i = CHARACTER_IDS.indexOf(a.character);
  if (i < 0) return ruleError("BAD_ACTION", `unknown character ${String(a.character)}`);
  if (a.card !== ALLEY_CARD && !isSpecialId(a.card)) return ruleError("BAD_ACTION", `unknown card ${String(a.card)}`);
  if (characterAt(p.characters, i).status !== "team")
    return ruleError("CHARACTER_UNAVAILABLE", `${a.character} is not on your board`);
  if (underOf(p.alley, a.character) === a.card)
    return ruleError("ALREADY_DONE", `${a.character} already has that card`);
  const inHand = a.card === ALLEY_CARD ? p.alley!.alleyCard > 0 : p.alley!.specials.includes(a.card);
  if (!inHand) return ruleError("NO_CARD", `${cardName(a.card)} is not in your hand`);
  return null;
}

export function cardName(card: AlleyCardId): string {
  return card === ALLEY_CARD ? "the Dark Alley card" : (SPECIAL_CARDS.find((c) => c.id === card)?.name ?? card);
}

/** Card ids in ALLEY_ROWS order: the Dark Alley card, then the Special cards. */
const ALLEY_CARD_IDS: readonly AlleyCardId[] = [ALLEY_CARD, ...SPECIAL_IDS];
const ALLEY_CARD_INDEX: ReadonlyMap<string, number> = new Map(ALLEY_CARD_IDS.map((c, i) => [c, i]));
/**
 * Shared frozen Dark Alley plans, ALLEY_ROWS[character index][card index] (like CHARACTER_IDS and ALLEY_CARD_IDS):
 * about half of a random game's steps are Assignment changes, so these are not allocated per call.
 */
const ALLEY_ROWS: readonly (readonly Action[])[] = CHARACTER_IDS.map((character) =>
  ALLEY_CARD_IDS.map((card) => sharedAction({ type: "assignAlley" as const, character, card })),
);

/** The Dark Alley plans of a seat in Phase D, exactly as checkAssignAlley accepts them. */
export function assignAlleyLegal(s: GameState, seat: Seat, out: Action[]): void {
  const p = player(s, seat);
  const a = p.alley;
  if (!a || p.confirmed || s.phase !== "assignment" || (a.alleyCard === 0 && a.specials.length === 0)) return;
  // A random Dark Alley game spends about half its steps here: the hand's card columns are looked up once (not per
  // character), and characters and their cards are read by name (`under[id]` is a keyed load on objects of many
  // shapes), as in assignment.ts.
  const specials = a.specials;
  const cols = columnsOf(seat, specials);
  const alley = a.alleyCard > 0;
  const c = p.characters;
  const u = a.under;
  const rows = ALLEY_ROWS;
  alleyPlansOf(out, rows[0]!, c.magician, u.magician, alley, specials, cols);
  alleyPlansOf(out, rows[1]!, c.engineer, u.engineer, alley, specials, cols);
  alleyPlansOf(out, rows[2]!, c.manager, u.manager, alley, specials, cols);
  alleyPlansOf(out, rows[3]!, c.assistant, u.assistant, alley, specials, cols);
  alleyPlansOf(out, rows[4]!, c.apprentice1, u.apprentice1, alley, specials, cols);
  alleyPlansOf(out, rows[5]!, c.apprentice2, u.apprentice2, alley, specials, cols);
  alleyPlansOf(out, rows[6]!, c.apprentice3, u.apprentice3, alley, specials, cols);
  alleyPlansOf(out, rows[7]!, c.apprentice4, u.apprentice4, alley, specials, cols);
}

/**
 * The ALLEY_ROWS columns of a Special hand, remembered for the last hand seen per seat: a hand (an array never
 * changed once in a state) stays the same through most of a seat's plan changes, and each listing would otherwise
 * look every card up again. An identity test, cheaper than a lookup by the hand.
 */
const lastHand: (readonly SpecialId[] | null)[] = [null, null, null, null];
const lastColumns: (readonly number[])[] = [[], [], [], []];
const NO_COLUMNS: readonly number[] = [];

function columnsOf(seat: Seat, specials: readonly SpecialId[]): readonly number[] {
  if (specials.length === 0) return NO_COLUMNS;
  if (lastHand[seat] === specials) return lastColumns[seat]!;
  const c: number[] = [];
  for (let k = 0; k < specials.length; k++) c.push(ALLEY_CARD_INDEX.get(specials[k]!)!);
  if (seat < lastHand.length) {
    lastHand[seat] = specials;
    lastColumns[seat] = c;
  }
  return c;
}

/** One character's Dark Alley plans: each card in hand but the one it already has (CHARACTER_IDS row `row`). */
function alleyPlansOf(
  out: Action[],
  row: readonly Action[],
  c: CharacterState,
  under: AlleyCardId | undefined,
  alley: boolean,
  specials: readonly SpecialId[],
  cols: readonly number[],
): void {
  if (c.status !== "team") return;
  if (alley && under !== ALLEY_CARD) out.push(row[0]!);
  for (let k = 0; k < cols.length; k++) if (under !== specials[k]) out.push(row[cols[k]!]!);
}

export function applyAssignAlley(s: GameState, seat: Seat, a: AssignAlley): GameState {
  const p = player(s, seat);
  const c = characterAt(p.characters, CHARACTER_IDS.indexOf(a.character));
  const q = copyPlayer(p);
  const pa = p.alley!;
  const old = underOf(pa, a.character);
  // The old card goes back to its hand first (a permanent card to the hand, a Dark Alley card to the end of the
  // Dark Alley hand), then the new one leaves it; the hand is built once, as one fixed-shape literal.
  if (!old && c.card) q.hand = handWith(p.hand, null, c.card as AssignLocation);
  let alleyCard = pa.alleyCard + (old === ALLEY_CARD ? 1 : 0);
  let specials = pa.specials;
  if (a.card === ALLEY_CARD) {
    alleyCard--;
    if (old && old !== ALLEY_CARD) specials = [...specials, old];
  } else {
    const back = old && old !== ALLEY_CARD ? old : null;
    const out: SpecialId[] = [];
    let taken = false;
    for (let k = 0; k < specials.length; k++) {
      const x = specials[k]!;
      if (!taken && x === a.card) taken = true;
      else out.push(x);
    }
    if (back !== null) {
      if (!taken && back === a.card) taken = true;
      else out.push(back);
    }
    specials = out;
  }
  q.alley = { alleyCard, specials, under: underWith(pa.under, a.character, a.card) };
  const card = a.card === ALLEY_CARD ? "dark_alley" : SPECIAL_LOCATION[a.card];
  q.characters = charactersWith(p.characters, a.character, {
    status: c.status,
    card,
    slot: c.slot,
    inactive: c.inactive,
  });
  return withPlayer(s, seat, q);
}

/** Whether the character on the floor still has to choose its Special card's use. */
export function specialChoicePending(s: GameState): boolean {
  return s.alley?.special?.use === null;
}

const USE_EFFECT: Action = sharedAction({ type: "useSpecial" as const, use: "effect" as const });
const USE_AP: Action = sharedAction({ type: "useSpecial" as const, use: "ap" as const });

/**
 * Why the Special card on the floor cannot be used as its effect here, or null. Freelancer (A25) is used by placing
 * its character away from the Workshop (alleyOnPlace), so at the Workshop only its +1 AP is left; Hidden Talent
 * (A24) needs an Apprentice to do the Prepare.
 */
function effectRefusal(s: GameState, id: SpecialId): RuleError | null {
  const e = SPECIAL_EFFECTS[id];
  if (!e) return ruleError("EFFECT_NOT_AVAILABLE", `${cardName(id)}'s effect is not offered: take +1 AP`);
  if (e.kind === "anyLocation")
    return ruleError(
      "EFFECT_NOT_USABLE",
      `${cardName(id)} is used by placing its character away from the Workshop: here take +1 AP`,
    );
  if (e.kind === "apprenticeToSpecialist" && !s.placement!.character.startsWith("apprentice"))
    return ruleError("EFFECT_NOT_USABLE", `${cardName(id)} needs an Apprentice to do the Prepare: take +1 AP`);
  return null;
}

/** The use choices of the seat on the floor: the effect (when usable there) and +1 AP. */
export function useSpecialLegal(s: GameState, out: Action[]): void {
  const sp = s.alley?.special;
  if (!sp || sp.use !== null) return;
  if (effectRefusal(s, sp.id) === null) out.push(USE_EFFECT);
  out.push(USE_AP);
}

export function checkUseSpecial(s: GameState, seat: Seat, a: UseSpecial): RuleError | null {
  if (s.phase !== "placement")
    return ruleError("WRONG_PHASE", `Special cards are used when placed (phase E), not ${s.phase}`);
  if (!s.placement || s.placement.seat !== seat) return ruleError("NO_PLACEMENT", "you have no character on the floor");
  const sp = s.alley?.special;
  if (!sp) return ruleError("NO_CARD", "this character has no Special card");
  if (sp.use !== null)
    return ruleError("ALREADY_DONE", `its Special card is used already (${sp.use === "ap" ? "+1 AP" : "effect"})`);
  if (a.use !== "effect" && a.use !== "ap")
    return ruleError("BAD_ACTION", `use "effect" or "ap", not ${String(a.use)}`);
  return a.use === "effect" ? effectRefusal(s, sp.id) : null;
}

/** The chosen use: +1 AP now, or the effect for the rest of this placement. */
export function applyUseSpecial(s: GameState, a: UseSpecial): GameState {
  const id = s.alley!.special!.id;
  const turnEffects =
    a.use === "effect" ? [...s.alley!.turnEffects, { seat: s.placement!.seat, id }] : s.alley!.turnEffects;
  const alley = withAlley(s.alley!, { special: { id, use: a.use }, turnEffects });
  const pl = s.placement!;
  const placement =
    a.use === "ap"
      ? { seat: pl.seat, character: pl.character, slot: pl.slot, ap: pl.ap + SPECIAL_AP, enhanced: pl.enhanced }
      : pl; // one literal shape (see spendAp)
  return withState(s, { alley, placement });
}

/** The effect of the Special card used (as its effect) by `seat`'s character on the floor, or null. */
export function specialEffect(s: GameState, seat: Seat): SpecialEffect | null {
  const sp = s.alley?.special;
  if (!sp || sp.use !== "effect" || s.placement?.seat !== seat) return null;
  return SPECIAL_EFFECTS[sp.id];
}

/** Whether `seat` used a card with this turn-long effect this turn (its own, or copied with Mimesis). */
export function hasTurnEffect(s: GameState, seat: Seat, kind: SpecialEffect["kind"]): boolean {
  for (const t of s.alley?.turnEffects ?? []) if (t.seat === seat && SPECIAL_EFFECTS[t.id]?.kind === kind) return true;
  return false;
}

/** The turn-long effect of this kind `seat` used this turn (its data: the card's numbers), or null. */
export function turnEffect<K extends SpecialEffect["kind"]>(
  s: GameState,
  seat: Seat,
  kind: K,
): Extract<SpecialEffect, { kind: K }> | null {
  for (const t of s.alley?.turnEffects ?? []) {
    const e = SPECIAL_EFFECTS[t.id];
    if (t.seat === seat && e?.kind === kind) return e as Extract<SpecialEffect, { kind: K }>;
  }
  return null;
}

/** The seat holding a turn-long effect of this kind (used as its effect this turn), or null. */
export function turnEffectHolder(s: GameState, kind: SpecialEffect["kind"]): Seat | null {
  for (const t of s.alley?.turnEffects ?? []) if (SPECIAL_EFFECTS[t.id]?.kind === kind) return t.seat;
  return null;
}

/**
 * RULES §12.3 / §12.6.2 at End Turn (before Return Characters, while slots still tell who worked): Special cards
 * of placed characters go to their discard piles, those of inactive or never-placed characters back to hand; the
 * Dark Alley card back to hand.
 */
export function returnAlleyCards(s: GameState): GameState {
  const al = s.alley;
  if (!al) return s;
  // Once per turn for every seat: the discard piles are copied once, the players list is built once, and the
  // characters and their cards are read by name (see underAt).
  const piles: Record<SpecialDeck, SpecialId[] | null> = {
    downtown: null,
    market_row: null,
    workshop: null,
    theater: null,
  };
  const players: PlayerState[] = [];
  for (const p of s.players) {
    const a = p.alley!;
    let alleyCard = a.alleyCard;
    const specials = a.specials.slice();
    let any = false;
    for (const _ in a.under) {
      any = true;
      break;
    }
    for (let i = 0; any && i < CHARACTER_IDS.length; i++) {
      const card = underAt(a.under, i);
      if (!card) continue;
      if (card === ALLEY_CARD) alleyCard++;
      else if (characterAt(p.characters, i).slot !== null) {
        const deck = SPECIAL_LOCATION[card];
        (piles[deck] ??= al.discards[deck].slice()).push(card);
      } else specials.push(card);
    }
    players.push(withFields(p, { alley: { alleyCard, specials, under: {} } }));
  }
  const d = al.discards;
  const discards = {
    downtown: piles.downtown ?? d.downtown,
    market_row: piles.market_row ?? d.market_row,
    workshop: piles.workshop ?? d.workshop,
    theater: piles.theater ?? d.theater,
  };
  return withState(s, { players, alley: withAlley(al, { discards, special: null }) });
}

/** The Dark Alley card under character number `i` (CHARACTER_IDS order), read by name (see characterAt). */
function underAt(u: PlayerAlley["under"], i: number): AlleyCardId | undefined {
  switch (i) {
    case 0:
      return u.magician;
    case 1:
      return u.engineer;
    case 2:
      return u.manager;
    case 3:
      return u.assistant;
    case 4:
      return u.apprentice1;
    case 5:
      return u.apprentice2;
    case 6:
      return u.apprentice3;
    default:
      return u.apprentice4;
  }
}
