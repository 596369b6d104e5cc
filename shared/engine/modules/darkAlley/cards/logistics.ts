// Logistics (A41, RULES §12.3): "Put the ordered component next to the Buy area instead of on the Order area: it is in stock this turn; return it to the supply at Orders Arrive."
// Its action `logistics`, offered while the card is used as its effect by the character on the floor.

import { COMPONENT_BY_ID, COMPONENT_IDS, type ComponentId } from "../../../../data/components";
import { ruleError } from "../../../core/errors";
import { withAlley, withState } from "../../../core/state";
import { supplyWith } from "../../../core/supply";
import { MARKET_AP, stockedTypes } from "../../../families/market";
import type { SpecialCardRule } from "./helpers";

export const LOGISTICS: SpecialCardRule<"logistics", "orderToStock"> = {
  id: "A41",
  name: "Logistics",
  action: "logistics",
  needs: "orderToStock",
  location: "market_row",
  ap(_s, _seat, _a) {
    return MARKET_AP.order;
  },
  check(s, seat, a, _e, _p) {
    if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
    if (stockedTypes(s, seat).includes(a.component))
      return ruleError("ALREADY_ORDERED", `${a.component} is in stock already`);
    return (s.supply[a.component] ?? 0) > 0
      ? null
      : ruleError("SUPPLY_EMPTY", `the supply has no ${a.component} left to order`);
  },
  apply(s, _seat, a, _e) {
    // The piece leaves the general supply (OQ-22) and stands beside the Buy area until Orders Arrive.
    return withState(s, {
      supply: supplyWith(s.supply, a.component, -1),
      alley: withAlley(s.alley!, { stock: [...s.alley!.stock, a.component] }),
    });
  },
  candidates(_s, _seat, _e, _p, keep) {
    for (const component of COMPONENT_IDS) keep({ type: "logistics", component: component as ComponentId });
  },
};
