// Arranged Fiasco (A12, RULES §12.3), a turn-long effect: when its holder performs this turn, +1 Fame per own marker
// on the card, the others -1 per marker of theirs (never below 0), after the show (`afterShow`).

import { updatePlayer } from "../../../core/players";
import { withFields } from "../../../core/state";
import { turnEffect } from "../specialCards";
import type { PassiveCardRule } from "./passive";

export const ARRANGED_FIASCO: PassiveCardRule = {
  id: "A12",
  name: "Arranged Fiasco",
  afterShow(before, s, seat, card) {
    const fiasco = turnEffect(before, seat, "arrangedFiasco");
    if (!fiasco) return s;
    let out = s;
    for (const k in card.markers) {
      const owner = card.markers[k]!.seat;
      out = updatePlayer(out, owner, (p) =>
        withFields(p, { fame: Math.max(0, p.fame + (owner === seat ? fiasco.fame : -fiasco.fame)) }),
      );
    }
    return out;
  },
};
