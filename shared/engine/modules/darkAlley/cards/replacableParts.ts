// Replacable Parts (A18, RULES §12.3): "You may take 1 marker fewer; if you do, put 1 marker on another of your Tricks with an equal or lower Fame threshold (its components are not checked)."
// Its action `replacableParts`, offered while the card is used as its effect by the character on the floor.

import { TRICK_BY_ID } from "../../../../data/tricks";
import { ruleError } from "../../../core/errors";
import { ownedTrick, updatePlayer } from "../../../core/players";
import { withFields } from "../../../core/state";
import { checkWorkshop } from "../../../families/workshop";
import { type SpecialCardRule, prepareWith } from "./helpers";

export const REPLACABLE_PARTS: SpecialCardRule<"replacableParts", "markerToOtherTrick"> = {
  id: "A18",
  name: "Replacable Parts",
  action: "replacableParts",
  needs: "markerToOtherTrick",
  location: "workshop",
  ap(_s, _seat, a) {
    return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
  },
  check(s, seat, a, _e, p) {
    const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
    if (prepErr) return prepErr;
    const other = a.other === a.trick ? undefined : ownedTrick(p, a.other);
    if (!other) return ruleError("NO_SUCH_TRICK", `you own no other trick ${String(a.other)}`);
    if (TRICK_BY_ID[other.id].threshold > TRICK_BY_ID[a.trick].threshold) {
      return ruleError(
        "THRESHOLD_TOO_HIGH",
        `${TRICK_BY_ID[other.id].name}'s Fame threshold is higher than ${TRICK_BY_ID[a.trick].name}'s`,
      );
    }
    return p.markerSupply[other.symbol] > 0
      ? null
      : ruleError("NO_MARKERS", `all your ${other.symbol} markers are in use`);
  },
  apply(s, seat, a, _e) {
    let out = s;
    out = updatePlayer(out, seat, (p) => {
      const q = prepareWith(p, a.trick, -1);
      const o = ownedTrick(q, a.other)!;
      return withFields(q, {
        tricks: q.tricks.map((x) => (x.id === o.id ? { ...x, markers: x.markers + 1 } : x)),
        markerSupply: { ...q.markerSupply, [o.symbol]: q.markerSupply[o.symbol] - 1 },
      });
    });
    return out;
  },
  candidates(_s, _seat, _e, p, keep) {
    for (const t of p.tricks)
      for (const o of p.tricks) if (o.id !== t.id) keep({ type: "replacableParts", trick: t.id, other: o.id });
  },
};
