// Street Performance (A14, RULES §12.3): "Instead of moving the marker, take it off the Performance card and immediately receive that Trick's yields (yield modifiers apply)."
// Its action `streetPerformance`, offered while the card is used as its effect by the character on the floor.

import { SLOT_BY_ID } from "../../../../data/locations";
import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withFields, withState } from "../../../core/state";
import { payMarkerYield } from "../../../families/performance";
import type { SpecialCardRule } from "./helpers";

export const STREET_PERFORMANCE: SpecialCardRule<"streetPerformance", "yieldsFromCard"> = {
  id: "A14",
  name: "Street Performance",
  action: "streetPerformance",
  needs: "yieldsFromCard",
  location: "theater",
  ap(_s, _seat, _a) {
    return 1; // a Reschedule's AP (RULES §7.2)
  },
  check(s, seat, a, _e, _p) {
    if (SLOT_BY_ID[s.placement!.slot]?.stage)
      return ruleError("NOT_ALLOWED_HERE", "the Magician on stage takes no actions");
    const m = Number.isInteger(a.card) ? s.theaterCards[a.card]?.markers[a.slot] : undefined;
    return m && m.seat === seat && Object.hasOwn(s.theaterCards[a.card]!.markers, a.slot)
      ? null
      : ruleError("NO_SUCH_MARKER", `you have no marker in slot ${a.slot} of Theater card ${a.card}`);
  },
  apply(s, seat, a, _e) {
    let out = s;
    const card = s.theaterCards[a.card]!;
    const m = card.markers[a.slot]!;
    const markers: Record<string, (typeof card.markers)[string]> = {};
    for (const k in card.markers) if (k !== a.slot) markers[k] = card.markers[k]!;
    const theaterCards = s.theaterCards.slice();
    theaterCards[a.card] = { ...card, markers };
    out = withState(out, { theaterCards });
    // OQ-36: the owner's own yield modifier (the weekday of the character on the floor).
    out = payMarkerYield(out, m, SLOT_BY_ID[s.placement!.slot]!.weekday!);
    out = updatePlayer(out, seat, (p) =>
      withFields(p, {
        markerSupply: { ...p.markerSupply, [m.symbol]: p.markerSupply[m.symbol] + (m.stacked ? 2 : 1) },
      }),
    );
    return out;
  },
  candidates(s, seat, _e, _p, keep) {
    s.theaterCards.forEach((c, card) => {
      if (c)
        for (const slot in c.markers)
          if (c.markers[slot]!.seat === seat) keep({ type: "streetPerformance", card, slot });
    });
  },
};
