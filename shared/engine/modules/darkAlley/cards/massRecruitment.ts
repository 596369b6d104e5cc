// Mass Recruitment (A26, RULES §12.3): "If you hire an Apprentice, you may pay 3 coins to hire a second one, at no extra AP and without needing a die."
// Its action `massRecruitment`, offered while the card is used as its effect by the character on the floor.

import type { SpecialEffect } from "../../../../data/specialEffects";
import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withFields, withState } from "../../../core/state";
import { downtownAp } from "../../../families/downtown";
import { INN_DICE, type SpecialCardRule, hire, hireRefusal, innDieRefusal } from "./helpers";

export const MASS_RECRUITMENT: SpecialCardRule<"massRecruitment", "secondApprentice"> = {
  id: "A26",
  name: "Mass Recruitment",
  action: "massRecruitment",
  needs: "secondApprentice",
  location: "downtown",
  ap(s, seat, _a) {
    return downtownAp(s, seat, "hireCharacter");
  },
  check(s, _seat, a, e, p) {
    const dieErr = innDieRefusal(s, a.die);
    if (dieErr) return dieErr;
    if (s.dice[a.die] !== "apprentice")
      return ruleError("BAD_FACE", `${a.die} shows ${s.dice[a.die]}: Mass Recruitment hires Apprentices`);
    const fee = (e as Extract<SpecialEffect, { kind: "secondApprentice" }>).coins;
    if (p.coins < fee)
      return ruleError("CANNOT_AFFORD", `the second Apprentice costs ${fee} coins, you have ${p.coins}`);
    return hireRefusal(p, "apprentice", 2);
  },
  apply(s, seat, a, e) {
    let out = s;
    const fee = (e as Extract<SpecialEffect, { kind: "secondApprentice" }>).coins;
    out = updatePlayer(out, seat, (p) =>
      withFields(hire(hire(p, "apprentice"), "apprentice"), { coins: p.coins - fee }),
    );
    out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
    return out;
  },
  candidates(_s, _seat, _e, _p, keep) {
    for (const die of INN_DICE) keep({ type: "massRecruitment", die });
  },
};
