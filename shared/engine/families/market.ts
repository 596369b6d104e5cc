// Market Row (RULES §6.2): Buy (with Bargain), Order, Quick Order; the per-type cap and storage (RULES §3.3).

import { COMPONENT_BY_ID, COMPONENT_IDS, MARKET_SLOTS, MAX_PER_TYPE, type ComponentId } from "../../data/components";
import type { Action, MarketAction } from "../core/actions";
import { sharedAction } from "../core/shape";
import { ruleError, type RuleError } from "../core/errors";
import { checkAt, spendAp } from "../core/steps";
import {
  addComponents,
  effectiveCount,
  freeBoardComponentSlot,
  freeManagerSlot,
  player,
  roomFor,
  updatePlayer,
} from "../core/players";
import { withFields, withState, type GameState, type Seat } from "../core/state";
import { hooksOf } from "../core/hooks";
import { supplyWith } from "../core/supply";
import { family } from "../core/family";

export const MARKET_AP = { buy: 1, order: 1, quickOrder: 2 } as const;
/** RULES §6.2: the Quick Order piece costs +1 coin. */
export const QUICK_ORDER_SURCHARGE = 1;
export const MAX_BUY = 3;
/** RULES §6.2 Bargain: the total can never be reduced to 0. */
export const MIN_BARGAINED_PRICE = 1;

/** Price per piece of a stocked type, or null when it is not in stock (a module may price it: the `buyPrice` hook). */
export function stockPrice(s: GameState, type: ComponentId, seat: Seat | null = null): number | null {
  const h = hooksOf(s).buyPrice;
  return h ? h(s, type, seat) : marketPrice(s, type, COMPONENT_BY_ID[type].price);
}

/** RULES §6.2: `price` for a type in the Buy area, plus the surcharge for the Quick Order piece; null otherwise. */
export function marketPrice(s: GameState, type: ComponentId, price: number): number | null {
  if (s.market.buy.includes(type)) return price;
  if (s.market.quick === type) return price + QUICK_ORDER_SURCHARGE;
  return null;
}

function apCost(a: MarketAction): number {
  return a.type === "buy"
    ? MARKET_AP.buy + (Number.isInteger(a.bargain) && a.bargain > 0 ? a.bargain : 0)
    : MARKET_AP[a.type];
}

export function checkMarket(s: GameState, seat: Seat, a: MarketAction): RuleError | null {
  if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
  const err = checkAt(s, seat, "market_row", apCost(a));
  if (err) return err;
  const p = player(s, seat);
  switch (a.type) {
    case "buy": {
      const each = stockPrice(s, a.component, seat);
      if (each === null) return ruleError("NOT_IN_STOCK", `${a.component} is not in stock`);
      if (!Number.isInteger(a.count) || a.count < 1 || a.count > MAX_BUY)
        return ruleError("BAD_COUNT", `buy 1 to ${MAX_BUY}, not ${a.count}`);
      if (!Number.isInteger(a.bargain) || a.bargain < 0) return ruleError("BAD_COUNT", `bargain must be 0 or more`);
      const total = each * a.count;
      if (total - a.bargain < MIN_BARGAINED_PRICE) {
        return ruleError(
          "BARGAIN_LIMIT",
          `a price of ${total} can be bargained down by ${total - MIN_BARGAINED_PRICE} at most`,
        );
      }
      const pay = total - a.bargain;
      if (p.coins < pay)
        return ruleError("CANNOT_AFFORD", `${a.count} ${a.component} cost ${pay} coins, you have ${p.coins}`);
      const owned = (p.components[a.component] ?? 0) > 0;
      if (a.toManager && (owned || !freeManagerSlot(p))) {
        return ruleError("STORAGE_FULL", owned ? `your ${a.component} pile is already stored` : "no free Manager slot");
      }
      if (!owned && !a.toManager && !freeBoardComponentSlot(p))
        return ruleError("STORAGE_FULL", "your component slots are full");
      if (roomFor(p, a.component, a.toManager) < a.count) {
        return ruleError(
          "TYPE_CAP",
          `at most ${MAX_PER_TYPE} ${a.component} (you count ${effectiveCount(p, a.component)})`,
        );
      }
      const left = s.supply[a.component] ?? 0;
      if (left < a.count) return ruleError("SUPPLY_EMPTY", `the supply has ${left} ${a.component}`);
      return null;
    }
    case "order":
      if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot >= MARKET_SLOTS)
        return ruleError("BAD_ACTION", `order slot ${a.slot}`);
      if (s.market.order[a.slot] !== null)
        return ruleError("ORDER_SLOT_TAKEN", `order slot ${a.slot} holds ${s.market.order[a.slot]}`);
      // OQ-12: only a type already in the Order area is refused.
      if (s.market.order.includes(a.component))
        return ruleError("ALREADY_ORDERED", `${a.component} is already ordered`);
      // RULES §6.2 (issue 13 audit): the ordered piece comes out of the limited general supply (OQ-22).
      return (s.supply[a.component] ?? 0) > 0
        ? null
        : ruleError("SUPPLY_EMPTY", `the supply has no ${a.component} left to order`);
    case "quickOrder":
      // OQ-12: any type, taken from the supply (the piece already on the slot goes back first, so re-ordering it
      // is always possible).
      return s.market.quick === a.component || (s.supply[a.component] ?? 0) > 0
        ? null
        : ruleError("SUPPLY_EMPTY", `the supply has no ${a.component} left to order`);
  }
}

/**
 * Every Buy of the seat whose character is on the Market Row, appended to `out`. Built from exactly the limits
 * checkMarket applies (a stocked type; storage: a new pile needs a free board or Manager slot; room under the cap;
 * the supply; at most 3; Bargain within the AP and keeping the price at 1 or more; the coins), so legalActions takes
 * them without a re-check (the property test holds both to the same answers).
 */
export function marketBuysLegal(s: GameState, seat: Seat, out: Action[]): void {
  const ap = s.placement?.ap ?? 0;
  const p = player(s, seat);
  const prices = hooksOf(s).buyPrices?.(s, seat);
  for (const c of stockedTypes(s, seat)) {
    const each = (prices ? prices(c) : marketPrice(s, c, COMPONENT_BY_ID[c].price))!;
    const owned = (p.components[c] ?? 0) > 0;
    const supply = s.supply[c] ?? 0;
    for (const toManager of owned || !freeManagerSlot(p) ? ONLY_BOARD : BOARD_OR_MANAGER) {
      const room = Math.min(roomFor(p, c, toManager), supply, MAX_BUY);
      for (let count = 1; count <= room; count++) {
        const total = each * count;
        const maxBargain = Math.min(ap - MARKET_AP.buy, total - MIN_BARGAINED_PRICE);
        for (let bargain = Math.max(0, total - p.coins); bargain <= maxBargain; bargain++) {
          out.push({ type: "buy", component: c, count, bargain, toManager });
        }
      }
    }
  }
}
const ONLY_BOARD: readonly boolean[] = [false];

/** The types `seat` may buy now, each once, in Buy-area order then the Quick Order piece (a Set's order, without the Set). */
export function stockedTypes(s: GameState, seat: Seat): ComponentId[] {
  const stocked: ComponentId[] = [];
  for (const c of s.market.buy) if (!stocked.includes(c)) stocked.push(c);
  if (s.market.quick && !stocked.includes(s.market.quick)) stocked.push(s.market.quick);
  hooksOf(s).moreStock?.(s, seat, stocked);
  return stocked;
}
const BOARD_OR_MANAGER: readonly boolean[] = [false, true];

/**
 * Order and Quick Order, appended to `out`: built from exactly the conditions checkMarket tests (an empty Order
 * slot, a type not yet ordered, the AP). legalActions lists them after the housekeeping actions.
 */
export function marketOrdersLegal(s: GameState, out: Action[]): void {
  const ap = s.placement?.ap ?? 0;
  const order = s.market.order;
  if (ap >= MARKET_AP.order) {
    // Types not ordered yet, found once (bit i = COMPONENT_IDS[i]).
    let free = 0;
    for (let i = 0; i < COMPONENT_IDS.length; i++) if (!order.includes(COMPONENT_IDS[i]!)) free |= 1 << i;
    // ... and still in the general supply.
    for (let i = 0; i < COMPONENT_IDS.length; i++) if ((s.supply[COMPONENT_IDS[i]!] ?? 0) <= 0) free &= ~(1 << i);
    for (let slot = 0; slot < MARKET_SLOTS; slot++) {
      if (order[slot] !== null) continue;
      for (let i = 0; i < COMPONENT_IDS.length; i++) if (free & (1 << i)) out.push(ORDER[i]![slot]!);
    }
  }
  if (ap >= MARKET_AP.quickOrder) {
    for (let i = 0; i < QUICK.length; i++) {
      const c = COMPONENT_IDS[i]!;
      if (s.market.quick === c || (s.supply[c] ?? 0) > 0) out.push(QUICK[i]!);
    }
  }
}

// Shared frozen action objects for Order and Quick Order (no allocation per call), indexed like COMPONENT_IDS.
const ORDER: readonly (readonly MarketAction[])[] = COMPONENT_IDS.map((component) =>
  Array.from({ length: MARKET_SLOTS }, (_, slot) => sharedAction({ type: "order" as const, component, slot })),
);
const QUICK: readonly MarketAction[] = COMPONENT_IDS.map((component) =>
  sharedAction({ type: "quickOrder" as const, component }),
);

export function applyMarket(s: GameState, seat: Seat, a: MarketAction): GameState {
  let out = s;
  switch (a.type) {
    case "buy": {
      const pay = stockPrice(s, a.component, seat)! * a.count - a.bargain;
      out = updatePlayer(out, seat, (p) =>
        withFields(addComponents(p, a.component, a.count, a.toManager), { coins: p.coins - pay }),
      );
      const afterBuy = hooksOf(s).afterBuy;
      if (afterBuy) out = afterBuy(s, out, seat, pay);
      out = withState(out, { supply: { ...out.supply, [a.component]: (out.supply[a.component] ?? 0) - a.count } });
      break;
    }
    case "order": {
      const order = s.market.order.slice();
      order[a.slot] = a.component;
      out = withState(out, { market: { ...s.market, order }, supply: supplyWith(s.supply, a.component, -1) });
      break;
    }
    case "quickOrder": {
      // The piece on the slot goes back to the supply, the new one comes out of it.
      let supply = s.market.quick ? supplyWith(s.supply, s.market.quick, 1) : s.supply;
      supply = supplyWith(supply, a.component, -1);
      out = withState(out, { market: { ...s.market, quick: a.component }, supply });
      break;
    }
  }
  return spendAp(out, apCost(a));
}

/** The Market Row (RULES §6.4): Buy, Order, Quick Order. */
export const MARKET_ROW = family({
  name: "marketRow",
  actions: ["buy", "order", "quickOrder"],
  check: checkMarket,
  apply: applyMarket,
  next: "placementStep",
  listers: [
    { when: "floor", location: "market_row", order: 3, legal: marketBuysLegal },
    { when: "floor", location: "market_row", order: 5, legal: (s, _seat, out) => marketOrdersLegal(s, out) },
  ],
});
