// Barter with Power (A38, RULES §12.3): "As one Buy action: return 1 Shard to the supply and take stocked components worth 4 coins or less in total, paying no coins."
// Its action `barter`, offered while the card is used as its effect by the character on the floor.

import type { SpecialEffect } from "../../../../data/specialEffects";
import { updatePlayer } from "../../../core/players";
import { withFields } from "../../../core/state";
import { MARKET_AP } from "../../../families/market";
import { type SpecialCardRule, piecesBuyCandidates, piecesBuyRefusal, piecesOf, takePieces } from "./helpers";

export const BARTER: SpecialCardRule<"barter", "barter"> = {
  id: "A38",
  name: "Barter with Power",
  action: "barter",
  needs: "barter",
  location: "market_row",
  ap(_s, _seat, _a) {
    return MARKET_AP.buy;
  },
  check(s, seat, a, e, p) {
    return piecesBuyRefusal(s, seat, a, e, p);
  },
  apply(s, seat, a, e) {
    let out = s;
    const b = e as Extract<SpecialEffect, { kind: "barter" }>;
    out = takePieces(out, seat, piecesOf(a.components)!, false);
    out = updatePlayer(out, seat, (p) => withFields(p, { shards: p.shards - b.shards }));
    return out;
  },
  candidates(s, seat, e, p, keep) {
    piecesBuyCandidates(s, seat, e, p, keep);
  },
};
