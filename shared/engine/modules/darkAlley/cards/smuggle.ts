// Smuggled Goods (A37, RULES §12.3): "Instead of paying coins for the bought components, you may lose Fame equal to their total coin price minus 1."
// Its action `smuggle`, offered while the card is used as its effect by the character on the floor.

import { COMPONENT_BY_ID } from "../../../../data/components";
import type { SpecialEffect } from "../../../../data/specialEffects";
import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withFields } from "../../../core/state";
import { MARKET_AP, stockPrice, stockedTypes } from "../../../families/market";
import { type SpecialCardRule, smuggleLoss, takePieces, takeRefusal } from "./helpers";

export const SMUGGLE: SpecialCardRule<"smuggle", "payWithFame"> = {
  id: "A37",
  name: "Smuggled Goods",
  action: "smuggle",
  needs: "payWithFame",
  location: "market_row",
  ap(_s, _seat, _a) {
    return MARKET_AP.buy;
  },
  check(s, seat, a, e, p) {
    const each = stockPrice(s, a.component, seat);
    if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
    if (each === null) return ruleError("NOT_IN_STOCK", `${a.component} is not in stock`);
    if (!Number.isInteger(a.count) || a.count < 1 || a.count > 3)
      return ruleError("BAD_COUNT", `buy 1 to 3, not ${a.count}`);
    const loss = smuggleLoss(each * a.count, e as Extract<SpecialEffect, { kind: "payWithFame" }>);
    if (p.fame < loss)
      return ruleError("NOT_ENOUGH_FAME", `${a.count} ${a.component} cost ${loss} Fame, you have ${p.fame}`);
    return takeRefusal(s, p, a.component, a.count, a.toManager);
  },
  apply(s, seat, a, e) {
    let out = s;
    const loss = smuggleLoss(
      stockPrice(s, a.component, seat)! * a.count,
      e as Extract<SpecialEffect, { kind: "payWithFame" }>,
    );
    out = takePieces(out, seat, [[a.component, a.count]], a.toManager);
    out = updatePlayer(out, seat, (p) => withFields(p, { fame: p.fame - loss }));
    return out;
  },
  candidates(s, seat, e, p, keep) {
    for (const component of stockedTypes(s, seat)) {
      const each = stockPrice(s, component, seat)!;
      for (let count = 1; count <= 3; count++) {
        // Narrowed by what the check refuses anyway (the Fame), so that few refused candidates are built and checked.
        if (p.fame < smuggleLoss(each * count, e)) break;
        for (const toManager of [false, true]) keep({ type: "smuggle", component, count, toManager });
      }
    }
  },
};
