// Headhunter (A28, RULES §12.3): "Hire any character type regardless of the die face (the chosen die must not show X); this Hire costs 1 AP less."
// Its action `headhunt`, offered while the card is used as its effect by the character on the floor.

import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withState } from "../../../core/state";
import { downtownAp } from "../../../families/downtown";
import { HIRE_TYPES, INN_DICE, type SpecialCardRule, hire, hireRefusal, innDieRefusal } from "./helpers";
import { effectOf, type PassiveCardRule } from "./passive";

export const HEADHUNT: SpecialCardRule<"headhunt", "hireAnyType"> = {
  id: "A28",
  name: "Headhunter",
  action: "headhunt",
  needs: "hireAnyType",
  location: "downtown",
  ap(s, seat, _a) {
    return downtownAp(s, seat, "hireCharacter");
  },
  check(s, _seat, a, _e, p) {
    const dieErr = innDieRefusal(s, a.die);
    if (dieErr) return dieErr;
    if (!HIRE_TYPES.includes(a.character))
      return ruleError("BAD_ACTION", `hire an apprentice, engineer, manager or assistant, not ${String(a.character)}`);
    return hireRefusal(p, a.character, 1);
  },
  apply(s, seat, a, _e) {
    let out = s;
    out = updatePlayer(out, seat, (p) => hire(p, a.character));
    out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
    return out;
  },
  candidates(_s, _seat, _e, _p, keep) {
    for (const die of INN_DICE) for (const character of HIRE_TYPES) keep({ type: "headhunt", die, character });
  },
};

const HIRE_AP_LESS = effectOf("A28", "hireAnyType").apLess;

/** Headhunter's (A28) Hire costs 1 AP less, asked at the Downtown AP's rule point as the passive cards' are. */
export const HEADHUNTER_AP: PassiveCardRule = {
  id: "A28",
  name: "Headhunter",
  downtownApLess: (type) => (type === "hireCharacter" ? HIRE_AP_LESS : 0),
};
