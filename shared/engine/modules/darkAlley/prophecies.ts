// Prophecies (RULES §12.4, §12.6): the Fortune Teller orb (3 Pending, 1 Active from turn 2 on) and the Active
// prophecy's rule change, read by the rule modules through the small accessors below. Each accessor answers the
// base rule when no prophecy (or another one) is Active, so the base game pays one null check.

import type { Category } from "../../../data/tricks";
import { PROPHECIES, PROPHECY_BY_ID, type ProphecyEffect, type ProphecyId } from "../../../data/prophecies";
import type { Weekday } from "../../../data/locations";
import type { Draws } from "../../core/rng";
import { withAlley, withFields, withState, type AlleyState, type GameState } from "../../core/state";

/** RULES §12.1: three Pending prophecies on the orb at setup. */
export const PENDING_PROPHECIES = 3;

/**
 * The prophecies in play: those whose rule change the engine implements (an unimplemented token would be an Active
 * prophecy that changes nothing, so it is left out of the pile; docs/engine.md lists them).
 */
export const PROPHECY_POOL: readonly ProphecyId[] = PROPHECIES.filter((p) => p.effect !== null).map((p) => p.id);

/** A shuffled pile, three of it Pending, none Active (RULES §12.1). */
export function setupOrb(rng: Draws): Pick<AlleyState, "pending" | "active" | "pile" | "used"> {
  const pile = rng.shuffle(PROPHECY_POOL.slice());
  return { pending: pile.slice(0, PENDING_PROPHECIES), active: null, pile: pile.slice(PENDING_PROPHECIES), used: [] };
}

/**
 * RULES §12.6 / OQ-35, at End Turn: the Active prophecy is discarded, the first Pending one becomes Active for the
 * next turn, the others move up, and a new one is drawn for the emptied slot (none when the pile is empty).
 */
export function advanceOrb(a: AlleyState): AlleyState {
  const [next, ...rest] = a.pending;
  const pending = a.pile.length > 0 ? [...rest, a.pile[0]!] : rest;
  return withAlley(a, {
    active: next ?? null,
    pending,
    pile: a.pile.slice(1),
    used: a.active ? [...a.used, a.active] : a.used,
  });
}

/** Fortune Telling (RULES §12.2): each Pending prophecy moves one slot clockwise, the last to the first slot. */
export function rotatePending(pending: readonly ProphecyId[]): ProphecyId[] {
  return pending.length < 2 ? pending.slice() : [pending[pending.length - 1]!, ...pending.slice(0, -1)];
}

/**
 * The last Active prophecy asked about and its effect. The Active prophecy changes once per turn while the rule
 * modules ask about it on most placement steps (every slot listed, every AP counted), and `PROPHECY_BY_ID[id]` is a
 * keyed load over 27 names: one entry answers nearly every call. Data only, never state.
 */
let lastActive: ProphecyId | null = null;
let lastEffect: ProphecyEffect | null = null;

/** The Active prophecy's effect, or null. */
export function activeEffect(s: GameState): ProphecyEffect | null {
  const a = s.alley;
  const id = a ? a.active : null;
  if (!id) return null;
  if (id !== lastActive) {
    lastEffect = PROPHECY_BY_ID[id].effect;
    lastActive = id;
  }
  return lastEffect;
}

/** P01 / P15: a character's base AP this turn. */
export function baseApNow(s: GameState, base: number, apprentice: boolean, advertised: boolean): number {
  const e = activeEffect(s);
  if (!e) return base;
  if (e.kind === "baseAp") return e.ap;
  if (e.kind === "advertisedApprenticeAp" && apprentice && advertised) return base + e.ap;
  return base;
}

/** P05 / P12 / P24 / P25: the cost of an action this turn. */
export function actionApNow(
  s: GameState,
  action: "drawFurther" | "learnTrick" | "takeCoins" | "hireCharacter",
  base: number,
): number {
  const e = activeEffect(s);
  return e?.kind === "actionAp" && e.action === action ? e.ap : base;
}

/** P08: AP given by Enhance Character (before a Special card's own change). */
export function enhanceApNow(s: GameState): number {
  const e = activeEffect(s);
  return e?.kind === "enhanceAp" ? e.ap : 1;
}

/** P26: Enhance Character allowed in the Theater. */
export function enhanceInTheaterNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "enhanceInTheater";
}

/** P07: Take Coins multiplier. */
export function takeCoinsTimesNow(s: GameState): number {
  const e = activeEffect(s);
  return e?.kind === "takeCoinsTimes" ? e.times : 1;
}

/** P10 / P13 / P17 / P23: Fame for setting up a trick of this category. */
export function setUpFameNow(s: GameState, category: Category): number {
  const e = activeEffect(s);
  return e?.kind === "setUpFame" && e.category === category ? e.fame : 0;
}

/** P11 / P16 / P22: a weekday's yield modifier this turn. */
export function yieldModifierNow(s: GameState, day: Weekday, printed: number): number {
  const e = activeEffect(s);
  if (e?.kind !== "yieldModifiers") return printed;
  const v = e.days[day];
  return v === undefined ? printed : v;
}

/** P14: coin yields of performed tricks are received as Fame. */
export function coinsAsFameNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "coinsAsFame";
}

/** P06: the performer's bonuses are multiplied. */
export function performerBonusTimesNow(s: GameState): number {
  const e = activeEffect(s);
  return e?.kind === "performerBonusTimes" ? e.times : 1;
}

/** P21: the price of one component bought (before the Quick Order surcharge), or null for the printed price. */
export function componentPriceNow(s: GameState): number | null {
  const e = activeEffect(s);
  return e?.kind === "componentPrice" ? e.coins : null;
}

/** P18: coins due for placing on a slot with this modifier at this location. */
export function slotFeeNow(s: GameState, location: string, apModifier: number): number {
  const e = activeEffect(s);
  if (e?.kind !== "slotFee" || e.apModifier !== apModifier) return 0;
  return location === "downtown" || location === "market_row" || location === "dark_alley" ? e.coins : 0;
}

/** P04: types in the Order area may be bought. */
export function ordersInStockNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "ordersInStock";
}

/** P19: the performer's modifier applies to every other owner in the show. */
export function performerModifierForAllNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "performerModifierForAll";
}

/** P20: cards are revealed one by one, as their characters are placed. */
export function revealOnPlacementNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "revealOnPlacement";
}

/**
 * P02 / P03 after one action (OQ-45: everything one player receives from one action is one receipt): each player
 * whose Shards went up between `before` and `after` gets the extra Shard or the 2 Fame.
 */
export function shardReceipts(before: GameState, after: GameState): GameState {
  const e = activeEffect(before);
  if (e?.kind !== "shardReceipt") return after;
  let changed = false;
  const players = after.players.map((p, i) => {
    if (p.shards <= before.players[i]!.shards) return p;
    changed = true;
    // fixed-shape copies (see copyState): a spread here would give the state and the player other shapes than every
    // other state's, and the sites that read them would slow down for the rest of the game
    return withFields(p, { shards: p.shards + e.shards, fame: p.fame + e.fame });
  });
  return changed ? withState(after, { players }) : after;
}

/** P27: characters must take the free slot with the lowest AP modifier. */
export function lowestSlotNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "lowestSlot";
}

/** P09: two placements per turn in Place Characters. */
export function twoPlacementsNow(s: GameState): boolean {
  return activeEffect(s)?.kind === "twoPlacements";
}
