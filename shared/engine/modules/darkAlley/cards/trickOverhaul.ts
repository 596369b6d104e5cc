// Trick Overhaul (A29, RULES §12.3): "While learning, you may return another of your Tricks to the Dahlgaard Residence and move all its markers and its Symbol marker onto the new Trick - allowed only if you meet the new Trick's component requirements."
// Its action `trickOverhaul`, offered while the card is used as its effect by the character on the floor.

import { TRICK_BY_ID } from "../../../../data/tricks";
import { ruleError } from "../../../core/errors";
import { meetsRequirements, ownedTrick, player, updatePlayer } from "../../../core/players";
import { type Marker, withFields, withState } from "../../../core/state";
import { residenceWith } from "../../../core/tricks";
import { checkDowntown, downtownAp } from "../../../families/downtown";
import { type SpecialCardRule, TRICK_DICE } from "./helpers";

export const TRICK_OVERHAUL: SpecialCardRule<"trickOverhaul", "replaceTrick"> = {
  id: "A29",
  name: "Trick Overhaul",
  action: "trickOverhaul",
  needs: "replaceTrick",
  location: "downtown",
  ap(s, seat, _a) {
    return downtownAp(s, seat, "learnTrick");
  },
  check(s, seat, a, _e, p) {
    const learnErr = checkDowntown(s, seat, { type: "learnTrick", die: a.die, trick: a.trick, engineerSlot: false });
    // The new trick takes the returned trick's slot, so a full row is no refusal here.
    if (learnErr && learnErr.code !== "NO_TRICK_SLOT") return learnErr;
    if (!ownedTrick(p, a.replace)) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.replace)}`);
    return meetsRequirements(p, a.trick)
      ? null
      : ruleError("REQUIREMENTS_NOT_MET", `you lack components for ${TRICK_BY_ID[a.trick].name}`);
  },
  apply(s, seat, a, _e) {
    let out = s;
    const old = ownedTrick(player(s, seat), a.replace)!;
    // A Shard on the old card (Enhance Trick) goes back to the Residence with it.
    const learned = { id: a.trick, symbol: old.symbol, markers: old.markers, engineerSlot: old.engineerSlot };
    out = updatePlayer(out, seat, (p) =>
      withFields(p, { tricks: p.tricks.map((x) => (x.id === old.id ? learned : x)) }),
    );
    // Its markers on performance cards carry its symbol: they are the new trick's now.
    const theaterCards = s.theaterCards.map((c) => {
      if (!c) return c;
      let markers: Record<string, Marker> | null = null;
      for (const k in c.markers) {
        const m = c.markers[k]!;
        if (m.seat === seat && m.trick === old.id) (markers ??= { ...c.markers })[k] = { ...m, trick: a.trick };
      }
      return markers ? { ...c, markers } : c;
    });
    const residence = residenceWith(
      s.residence.filter((t) => t !== a.trick),
      old.id,
    );
    out = withState(out, { theaterCards, residence, dice: { ...out.dice, [a.die]: "X" } });
    return out;
  },
  candidates(s, _seat, _e, p, keep) {
    for (const die of TRICK_DICE) {
      if (s.dice[die] === "X") continue;
      for (const trick of s.residence)
        for (const o of p.tricks) keep({ type: "trickOverhaul", die, trick, replace: o.id });
    }
  },
};
