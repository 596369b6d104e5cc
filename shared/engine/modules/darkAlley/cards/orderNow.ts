// Traveling Merchants (A42, RULES §12.3): "For any number of your Order actions, you may pay the ordered component's price +1 to get one immediately from the supply."
// Its action `orderNow`, offered while the card is used as its effect by the character on the floor.

import { COMPONENT_BY_ID, COMPONENT_IDS } from "../../../../data/components";
import type { SpecialEffect } from "../../../../data/specialEffects";
import { ruleError } from "../../../core/errors";
import { MARKET_AP } from "../../../families/market";
import { type SpecialCardRule, orderNowPrice, payAtMarket, takePieces, takeRefusal } from "./helpers";

export const ORDER_NOW: SpecialCardRule<"orderNow", "orderNow"> = {
  id: "A42",
  name: "Traveling Merchants",
  action: "orderNow",
  needs: "orderNow",
  location: "market_row",
  ap(_s, _seat, _a) {
    return MARKET_AP.buy;
  },
  check(s, _seat, a, e, p) {
    if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
    const price = orderNowPrice(s, a.component, e as Extract<SpecialEffect, { kind: "orderNow" }>);
    if (p.coins < price)
      return ruleError("CANNOT_AFFORD", `${a.component} at once costs ${price} coins, you have ${p.coins}`);
    return takeRefusal(s, p, a.component, 1, false);
  },
  apply(s, seat, a, e) {
    let out = s;
    out = takePieces(out, seat, [[a.component, 1]], false);
    out = payAtMarket(out, seat, orderNowPrice(s, a.component, e as Extract<SpecialEffect, { kind: "orderNow" }>));
    return out;
  },
  candidates(_s, _seat, _e, _p, keep) {
    for (const component of COMPONENT_IDS) keep({ type: "orderNow", component });
  },
};
