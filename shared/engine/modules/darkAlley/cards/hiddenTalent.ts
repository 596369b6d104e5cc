// Hidden Talent (A24, RULES §12.3): "If an Apprentice did the Prepare, you may return that Apprentice to your supply during Return Characters and immediately hire a Specialist (you pay that Specialist's wage this turn)."
// Its action `hiddenTalent`, offered while the card is used as its effect by the character on the floor; its End Turn part (the wages, the Apprentice leaving) plugs into the End Turn hooks (hooks.ts).

import { CHARACTER_TYPES } from "../../../../data/characters";
import { ruleError } from "../../../core/errors";
import { updatePlayer, withCharacter } from "../../../core/players";
import { type GameState, type Seat, withAlley, withFields, withState } from "../../../core/state";
import { SPECIALIST_TYPES, type SpecialCardRule } from "./helpers";
import { specialEffect } from "../specialCards";

export const HIDDEN_TALENT: SpecialCardRule<"hiddenTalent", "apprenticeToSpecialist"> = {
  id: "A24",
  name: "Hidden Talent",
  action: "hiddenTalent",
  needs: "apprenticeToSpecialist",
  location: "workshop",
  ap(_s, _seat, _a) {
    return 0; // part of the Prepare
  },
  check(s, _seat, a, _e, p) {
    const progress = s.alley!.special!.progress;
    if (progress === "done") return ruleError("ALREADY_DONE", "the Specialist is chosen already");
    if (progress !== "prepared") return ruleError("NOT_YET", "Hidden Talent comes after the Apprentice's Prepare");
    if (!SPECIALIST_TYPES.includes(a.specialist))
      return ruleError("BAD_ACTION", `hire an engineer, manager or assistant, not ${String(a.specialist)}`);
    return p.characters[a.specialist].status === "supply"
      ? null
      : ruleError("ALREADY_OWNED", `you already have a ${a.specialist}`);
  },
  apply(s, seat, a, _e) {
    const al = s.alley!;
    // The Specialist is hired now (it waits at the Inn like any hire); its wage, due this turn beside the
    // Apprentice's, and the Apprentice's departure happen at End Turn (talentWages, applyTalents).
    const talents = [...al.talents, { seat, apprentice: s.placement!.character, specialist: a.specialist }];
    const out = withState(s, { alley: withAlley(al, { talents, special: { ...al.special!, progress: "done" } }) });
    return updatePlayer(out, seat, (p) => withCharacter(p, a.specialist, { status: "inn" }));
  },
  candidates(s, _seat, _e, _p, keep) {
    if (s.alley!.special!.progress === "prepared")
      for (const specialist of SPECIALIST_TYPES) keep({ type: "hiddenTalent", specialist });
  },
};

/**
 * Hidden Talent (A24): "you pay that Specialist's wage this turn": the wage of every Specialist `seat` hired with
 * it this turn, due at Pay Wages beside the wages of the placed characters (the Apprentice who prepared included).
 */
export function talentWages(s: GameState, seat: Seat): number {
  let due = 0;
  for (const t of s.alley!.talents) if (t.seat === seat) due += CHARACTER_TYPES[t.specialist].wage;
  return due;
}

/**
 * Hidden Talent (A24) at Return Characters, after wages (the Apprentice was paid as every placed character, the
 * Specialist's wage too: talentWages): each Apprentice leaves (back to the supply, off the Assistant's slot);
 * its Specialist, hired at the Inn, joins the team with the others.
 */
export function applyTalents(s: GameState): GameState {
  let out = s;
  for (const t of s.alley!.talents) {
    out = updatePlayer(out, t.seat, (p) => {
      const q = withCharacter(p, t.apprentice, { status: "supply", card: null, slot: null, inactive: false });
      return withFields(q, { assistantSlot: q.assistantSlot === t.apprentice ? null : q.assistantSlot });
    });
  }
  return out;
}

/** After a Prepare with Hidden Talent in use: the Specialist may now be chosen (`special.progress`). */
export function hiddenTalentPrepared(before: GameState, s: GameState, seat: Seat): GameState {
  const sp = before.alley!.special;
  if (specialEffect(before, seat)?.kind !== "apprenticeToSpecialist" || sp!.progress) return s;
  return withState(s, { alley: withAlley(s.alley!, { special: { ...s.alley!.special!, progress: "prepared" } }) });
}
