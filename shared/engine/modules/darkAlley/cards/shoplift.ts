// Shoplifting (A40, RULES §12.3): "Take one of the bought components from the Market Row stock itself, for free; that stock tile is replaced by a Basic component of your choice."
// Its action `shoplift`, offered while the card is used as its effect by the character on the floor.

import { COMPONENT_BY_ID } from "../../../../data/components";
import { ruleError } from "../../../core/errors";
import { addComponents, freeBoardComponentSlot, roomFor, updatePlayer } from "../../../core/players";
import { withState } from "../../../core/state";
import { supplyWith } from "../../../core/supply";
import { MARKET_AP } from "../../../families/market";
import { BASIC, type SpecialCardRule } from "./helpers";

export const SHOPLIFT: SpecialCardRule<"shoplift", "shoplift"> = {
  id: "A40",
  name: "Shoplifting",
  action: "shoplift",
  needs: "shoplift",
  location: "market_row",
  ap(_s, _seat, _a) {
    return MARKET_AP.buy;
  },
  check(s, _seat, a, _e, p) {
    if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot >= s.market.buy.length)
      return ruleError("BAD_ACTION", `Buy-area slot ${a.slot}`);
    if (!(a.replacement in COMPONENT_BY_ID) || COMPONENT_BY_ID[a.replacement].tier !== "basic")
      return ruleError("BAD_CHOICE", `the replacement must be a Basic component, not ${String(a.replacement)}`);
    const c = s.market.buy[a.slot]!;
    const owned = (p.components[c] ?? 0) > 0;
    if (!owned && !freeBoardComponentSlot(p)) return ruleError("STORAGE_FULL", "your component slots are full");
    if (roomFor(p, c, false) < 1) return ruleError("TYPE_CAP", `no room for more ${c}`);
    return (s.supply[a.replacement] ?? 0) > 0
      ? null
      : ruleError("SUPPLY_EMPTY", `the supply has no ${a.replacement} to put in the stock`);
  },
  apply(s, seat, a, _e) {
    let out = s;
    const c = s.market.buy[a.slot]!;
    // The stock tile is no piece of the general supply (OQ-22); its replacement comes out of it.
    out = updatePlayer(out, seat, (p) => addComponents(p, c, 1, false));
    const buy = s.market.buy.slice();
    buy[a.slot] = a.replacement;
    out = withState(out, { market: { ...s.market, buy }, supply: supplyWith(s.supply, a.replacement, -1) });
    return out;
  },
  candidates(s, _seat, _e, _p, keep) {
    for (let slot = 0; slot < s.market.buy.length; slot++)
      for (const replacement of BASIC) keep({ type: "shoplift", slot, replacement });
  },
};
