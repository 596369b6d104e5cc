// On-stage Preparation (A23, RULES §12.3): "After preparing, you may immediately move one of the new markers to an empty slot of a Performance card; Links created this way pay no Link bonus."
// Its action `onStagePreparation`, offered while the card is used as its effect by the character on the floor.

import { PERFORMANCE_BY_ID } from "../../../../data/performances";
import { TRICK_BY_ID, type TrickId } from "../../../../data/tricks";
import { checkTarget } from "../../../core/markers";
import { ownedTrick, player, updatePlayer } from "../../../core/players";
import { withFields, withState } from "../../../core/state";
import { checkWorkshop } from "../../../families/workshop";
import { type SpecialCardRule, prepareWith } from "./helpers";

export const ON_STAGE_PREPARATION: SpecialCardRule<"onStagePreparation", "prepareOntoStage"> = {
  id: "A23",
  name: "On-stage Preparation",
  action: "onStagePreparation",
  needs: "prepareOntoStage",
  location: "workshop",
  ap(_s, _seat, a) {
    return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
  },
  check(s, seat, a, _e, p) {
    const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
    if (prepErr) return prepErr;
    return checkTarget(s, seat, ownedTrick(p, a.trick)!.symbol, a.card, a.slot, a.facing, null);
  },
  apply(s, seat, a, _e) {
    // Prepared as printed, then one new marker straight onto the slot: its links pay nothing, Shards included
    // (as a Reschedule's, OQ-46).
    let out = updatePlayer(s, seat, (p) => prepareWith(p, a.trick, 0));
    const t = ownedTrick(player(out, seat), a.trick)!;
    const card = out.theaterCards[a.card]!;
    const cards = out.theaterCards.slice();
    cards[a.card] = {
      id: card.id,
      markers: { ...card.markers, [a.slot]: { seat, trick: t.id, symbol: t.symbol, facing: a.facing } },
    };
    out = updatePlayer(withState(out, { theaterCards: cards }), seat, (p) =>
      withFields(p, { tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: x.markers - 1 } : x)) }),
    );
    return out;
  },
  candidates(s, seat, _e, p, keep) {
    for (const t of p.tricks) {
      if (t.markers > 0 || checkWorkshop(s, seat, { type: "prepare", trick: t.id }) !== null) continue;
      s.theaterCards.forEach((c, card) => {
        if (!c) return;
        for (const sd of PERFORMANCE_BY_ID[c.id].slots)
          if (!c.markers[sd.id])
            for (const facing of sd.links)
              keep({ type: "onStagePreparation", trick: t.id as TrickId, card, slot: sd.id, facing });
      });
    }
  },
};
