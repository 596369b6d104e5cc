// Component Sale (A36, RULES §12.3): "One Buy action may buy up to 4 components in any mix of stocked types."
// Its action `componentSale`, offered while the card is used as its effect by the character on the floor.

import { MARKET_AP, stockPrice } from "../../../families/market";
import {
  type SpecialCardRule,
  payAtMarket,
  piecesBuyCandidates,
  piecesBuyRefusal,
  piecesOf,
  takePieces,
} from "./helpers";

export const COMPONENT_SALE: SpecialCardRule<"componentSale", "mixedBuy"> = {
  id: "A36",
  name: "Component Sale",
  action: "componentSale",
  needs: "mixedBuy",
  location: "market_row",
  ap(_s, _seat, a) {
    return MARKET_AP.buy + (Number.isInteger(a.bargain) && a.bargain > 0 ? a.bargain : 0);
  },
  check(s, seat, a, e, p) {
    return piecesBuyRefusal(s, seat, a, e, p);
  },
  apply(s, seat, a, _e) {
    let out = s;
    let total = 0;
    for (const c of a.components) total += stockPrice(s, c, seat)!;
    out = takePieces(out, seat, piecesOf(a.components)!, false);
    out = payAtMarket(out, seat, total - a.bargain);
    return out;
  },
  candidates(s, seat, e, p, keep) {
    piecesBuyCandidates(s, seat, e, p, keep);
  },
};
