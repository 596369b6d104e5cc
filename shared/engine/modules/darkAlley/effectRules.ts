// The Special effects that change a base action without an action of their own (RULES §12.3), with the prophecies
// that change the same numbers (RULES §12.6), as the rule-point hooks (actionHooks.ts) ask them. The card data stays
// in shared/data/specialEffects.ts; the character on the floor uses a card as its effect (`specialEffect`). Cards whose
// rule is one whole function have their own file in cards/ (A22's yield, A25, A31, A39, A44); the ones left here
// share a rule point with other cards or a prophecy (a Prepare's markers, a Downtown action's AP, Take Coins, Set Up).

import { COMPONENT_BY_ID, type ComponentId } from "../../../data/components";
import type { BankDieId } from "../../core/actions";
import type { SpecialEffect } from "../../../data/specialEffects";
import { TRICK_BY_ID, type TrickId } from "../../../data/tricks";
import { rollDie } from "../../core/dice";
import type { PrepareGain } from "../../core/hooks";
import { payLinks } from "../../core/markers";
import type { NewLink } from "../../core/geometry";
import type { LinkReward } from "../../core/actions";
import { effectiveCount, meetsRequirements, player, updatePlayer } from "../../core/players";
import { cursorFor } from "../../core/rng";
import { withAlley, withFields, withState, type GameState, type PlayerState, type Seat } from "../../core/state";
import { marketPrice } from "../../families/market";
import { setUpFameNow, shardReceipts, ordersInStockNow, takeCoinsTimesNow } from "./prophecies";
import { specialEffect } from "./specialCards";
import { businessShare } from "./cards/businessShare";
import { workshopExhibition } from "./cards/workshopExhibition";

/** AP less for a Downtown action: Thirst for Knowledge (A30, Learn), Interest (A34, Take Coins), Headhunter (A28, Hire). */
export function apLess(s: GameState, seat: Seat, type: "learnTrick" | "hireCharacter" | "takeCoins"): number {
  const e = specialEffect(s, seat);
  if (
    e &&
    ((e.kind === "learnAnyCategory" && type === "learnTrick") ||
      (e.kind === "takeCoinsInterest" && type === "takeCoins") ||
      (e.kind === "hireAnyType" && type === "hireCharacter"))
  )
    return e.apLess;
  return 0;
}

/** Take Coins with prophecy P07 (coins times), Fame and Fortune (A33, Fame) and Interest (A34, one more roll). */
export function takeCoinsGain(
  before: GameState,
  s: GameState,
  seat: Seat,
  die: BankDieId,
): { s: GameState; coins: number; fame: number } {
  const face = before.dice[die] as number;
  let coins = face * takeCoinsTimesNow(before);
  let fame = 0;
  let out = s;
  const e = specialEffect(before, seat);
  if (e?.kind === "takeCoinsFame") fame = Math.max(0, face - e.minus);
  if (e?.kind === "takeCoinsInterest") {
    // Interest: roll the die once more first; X gives nothing (OQ-36).
    const rng = cursorFor(before.seed, out.rng);
    const roll = rollDie(rng, die);
    out = withState(out, { rng: rng.state });
    if (typeof roll === "number") coins += roll;
  }
  return { s: out, coins, fame };
}

/** How many required types the player is short of. */
function shortTypes(p: PlayerState, trick: TrickId): number {
  const req = TRICK_BY_ID[trick].components;
  let n = 0;
  for (const k in req) if (effectiveCount(p, k as ComponentId) < (req[k as ComponentId] ?? 0)) n++;
  return n;
}

/** Ingenuity (A20): one required type may be short. */
export function ingenuityAllows(s: GameState, seat: Seat, p: PlayerState, trick: TrickId): boolean {
  return specialEffect(s, seat)?.kind === "prepareLackingOne" && shortTypes(p, trick) <= 1;
}

/** A Prepare's markers and yields with Trick Tweaking (A16), Invention (A19), Ingenuity (A20), Test Run (A17). */
export function prepareGain(s: GameState, seat: Seat, p: PlayerState, trick: TrickId, printed: number): PrepareGain {
  const effect = specialEffect(s, seat);
  // Trick Tweaking: extra markers; Invention: Fame per required piece of those tiers.
  let markers = printed + (effect?.kind === "prepareExtraMarkers" ? effect.markers : 0);
  let fame = 0;
  if (effect?.kind === "prepareFamePerComponent") {
    const req = TRICK_BY_ID[trick].components;
    for (const k in req)
      if (effect.tiers.includes(COMPONENT_BY_ID[k as ComponentId].tier)) fame += req[k as ComponentId] ?? 0;
  }
  // Ingenuity: prepared while short of one type: only 1 marker.
  if (effect?.kind === "prepareLackingOne" && !meetsRequirements(p, trick)) markers = effect.markers;
  // Test Run: one marker fewer, the trick's yields at once.
  const y = effect?.kind === "prepareForYields" ? TRICK_BY_ID[trick].yield : null;
  if (y) markers = Math.max(0, markers - 1);
  return { markers, fame: fame + (y?.fame ?? 0), coins: y?.coins ?? 0, shards: y?.shards ?? 0 };
}

/** After a Set Up Trick: Headliner Trick (A08), prophecies P10/P13/P17/P23 and P02/P03, Buying Time (A10). */
export function afterSetUp(
  before: GameState,
  s: GameState,
  seat: Seat,
  trick: TrickId,
  links: readonly NewLink[],
  rewards: readonly LinkReward[],
  bonus: number,
): GameState {
  let out = s;
  const def = TRICK_BY_ID[trick];
  // Headliner Trick: every new link pays twice, Shards included.
  const e = specialEffect(before, seat);
  if (e?.kind === "linkPaysTimes") for (let k = 1; k < e.times; k++) out = payLinks(out, seat, links, rewards, bonus);
  // Prophecies P10, P13, P17, P23: Fame for setting up a trick of that category.
  const fame = setUpFameNow(before, def.category);
  if (fame > 0) out = updatePlayer(out, seat, (p) => withFields(p, { fame: p.fame + fame }));
  out = shardReceipts(before, out); // prophecies P02 / P03
  // Buying Time: the swap is open once a trick was set up with it.
  if (e?.kind === "swapCards" && !out.alley!.special!.progress)
    out = withState(out, { alley: withAlley(out.alley!, { special: { ...out.alley!.special!, progress: "setUp" } }) });
  return out;
}

/**
 * The price with Dark Alley, given the buyer's Special effect `e` and the Active prophecy's price `p21`: prophecy P21
 * (every component costs 2; our reading: the Quick Order surcharge still applies), Workshop Delivery (A45), Logistics
 * (A41), prophecy P04.
 */
export function alleyPrice(
  s: GameState,
  type: ComponentId,
  seat: Seat | null,
  e: SpecialEffect | null,
  p21: number | null,
): number | null {
  const price = p21 ?? COMPONENT_BY_ID[type].price;
  // Workshop Delivery: types the buyer holds are in stock, each piece 1 cheaper (at least 1 coin).
  if (e !== null && e.kind === "ownedTypesInStock" && (player(s, seat!).components[type] ?? 0) > 0)
    return Math.max(1, price - e.discount);
  const base = marketPrice(s, type, price);
  if (base !== null) return base;
  // Logistics: a piece ordered beside the Buy area is in stock this turn.
  if (s.alley!.stock.includes(type)) return price;
  // Prophecy P04: types in the Order area are in stock too.
  if (ordersInStockNow(s) && s.market.order.includes(type)) return price;
  return null;
}

/** Workshop Delivery (A45): every type the buyer holds is in stock. */
export function moreStock(s: GameState, seat: Seat, stocked: ComponentId[]): void {
  if (specialEffect(s, seat)?.kind !== "ownedTypesInStock") return;
  const p = player(s, seat);
  for (const k in p.components) if (!stocked.includes(k as ComponentId)) stocked.push(k as ComponentId);
}

/** After a Buy that cost `paid` coins: Workshop Exhibition (A39), Business Share (A44). */
export function afterBuy(before: GameState, s: GameState, seat: Seat, paid: number): GameState {
  return businessShare(before, workshopExhibition(before, s, seat, paid), seat, paid);
}
