// The rule points of the base actions where Special cards (RULES §12.3) and prophecies (RULES §12.6) change the same
// number, as actionHooks.ts asks them: each collects the contribution of the card in use (cardInUse, passiveCards.ts:
// every card's rule is in its own file in cards/) and adds the prophecies' part. No card is named here.

import { COMPONENT_BY_ID, type ComponentId } from "../../../data/components";
import { TRICK_BY_ID, type TrickId } from "../../../data/tricks";
import type { BankDieId, LinkReward } from "../../core/actions";
import type { NewLink } from "../../core/geometry";
import type { PrepareGain } from "../../core/hooks";
import { updatePlayer } from "../../core/players";
import { withFields, type GameState, type PlayerState, type Seat } from "../../core/state";
import { marketPrice } from "../../families/market";
import type { DowntownAction, PassiveCardRule } from "./cards/passive";
import { AFTER_BUY, cardInUse } from "./passiveCards";
import { ordersInStockNow, setUpFameNow, shardReceipts, takeCoinsTimesNow } from "./prophecies";

/** AP less for a Downtown action, from the card in use (Thirst for Knowledge, Interest, Headhunter). */
export function apLess(s: GameState, seat: Seat, type: DowntownAction): number {
  return cardInUse(s, seat)?.downtownApLess?.(type) ?? 0;
}

/** Take Coins: the die's face times prophecy P07's factor, as the card in use changes it (Fame and Fortune, Interest). */
export function takeCoinsGain(
  before: GameState,
  s: GameState,
  seat: Seat,
  die: BankDieId,
): { s: GameState; coins: number; fame: number } {
  const coins = (before.dice[die] as number) * takeCoinsTimesNow(before);
  const take = cardInUse(before, seat)?.takeCoins;
  return take ? take(before, s, die, coins) : { s, coins, fame: 0 };
}

/** A Prepare while short of the requirements, when the card in use allows it (Ingenuity). */
export function mayPrepareShort(s: GameState, seat: Seat, p: PlayerState, trick: TrickId): boolean {
  return cardInUse(s, seat)?.mayPrepareShort?.(p, trick) === true;
}

/** A Prepare's markers and yields: the printed markers, as the card in use changes them (A16, A17, A19, A20). */
export function prepareGain(s: GameState, seat: Seat, p: PlayerState, trick: TrickId, printed: number): PrepareGain {
  const gain = cardInUse(s, seat)?.prepareGain;
  return gain ? gain(p, trick, printed) : { markers: printed, fame: 0, coins: 0, shards: 0 };
}

/** After a Set Up Trick: the card in use (Headliner Trick, Buying Time), prophecies P10/P13/P17/P23 and P02/P03. */
export function afterSetUp(
  before: GameState,
  s: GameState,
  seat: Seat,
  trick: TrickId,
  links: readonly NewLink[],
  rewards: readonly LinkReward[],
  bonus: number,
): GameState {
  const card = cardInUse(before, seat)?.afterSetUp;
  let out = card ? card(s, seat, links, rewards, bonus) : s;
  // Prophecies P10, P13, P17, P23: Fame for setting up a trick of that category.
  const fame = setUpFameNow(before, TRICK_BY_ID[trick].category);
  if (fame > 0) out = updatePlayer(out, seat, (p) => withFields(p, { fame: p.fame + fame }));
  return shardReceipts(before, out); // prophecies P02 / P03
}

/**
 * The price with Dark Alley, given the buyer's card in use and the Active prophecy's price `p21`: prophecy P21 (every
 * component costs 2; our reading: the Quick Order surcharge still applies), the card (Workshop Delivery), Logistics
 * (A41), prophecy P04.
 */
export function alleyPrice(
  s: GameState,
  type: ComponentId,
  seat: Seat | null,
  card: PassiveCardRule | undefined,
  p21: number | null,
): number | null {
  const price = p21 ?? COMPONENT_BY_ID[type].price;
  const own = card?.buyPrice?.(s, seat!, type, price);
  if (own !== undefined && own !== null) return own;
  const base = marketPrice(s, type, price);
  if (base !== null) return base;
  // Logistics: a piece ordered beside the Buy area is in stock this turn.
  if (s.alley!.stock.includes(type)) return price;
  // Prophecy P04: types in the Order area are in stock too.
  if (ordersInStockNow(s) && s.market.order.includes(type)) return price;
  return null;
}

/** Types in stock the card in use adds (Workshop Delivery). */
export function moreStock(s: GameState, seat: Seat, stocked: ComponentId[]): void {
  cardInUse(s, seat)?.moreStock?.(s, seat, stocked);
}

/** After a Buy that cost `paid` coins: every card's contribution (Workshop Exhibition, Business Share). */
export function afterBuy(before: GameState, s: GameState, seat: Seat, paid: number): GameState {
  let out = s;
  for (const f of AFTER_BUY) out = f(before, out, seat, paid);
  return out;
}
