// The Dark Alley module's own actions (RULES §12), registered beside the base families: the Dark Alley location,
// the Special cards (planned, used, and their effects' actions), the magicians' abilities and the show cards.

import type { Action } from "../../core/actions";
import { family, type Then } from "../../core/family";
import type { GameState, Seat } from "../../core/state";
import { performerNow } from "../../families/performance";
import {
  abilityLegal,
  applyAbility,
  breakingFreeLegal,
  checkAbility,
  possessionLegal,
  trickStealLegal,
  type AbilityAction,
} from "./abilities";
import { applyDarkAlley, checkDarkAlley, darkAlleyLegal, keepLegal } from "./darkAlley";
import { SPECIAL_CARD_ACTIONS, applySpecialAction, checkSpecialAction, specialActionsLegal } from "./specialActions";
import {
  applyAssignAlley,
  applyUseSpecial,
  assignAlleyLegal,
  checkAssignAlley,
  checkUseSpecial,
  useSpecialLegal,
} from "./specialCards";
import { applyShowCard, checkShowCard, durableLegal, premiereLegal } from "./specialShows";

/** The Dark Alley location (RULES §12.2): draw Special cards, keep one of two, Fortune Telling. */
const DARK_ALLEY_LOCATION = family({
  name: "darkAlley",
  actions: ["drawSpecial", "keepSpecial", "fortuneTelling"],
  check: checkDarkAlley,
  apply: applyDarkAlley,
  next: "placementStep",
  listers: [
    { when: "floor", location: "dark_alley", order: 5, legal: (s, _seat, out) => darkAlleyLegal(s, out) },
    { when: "pending", order: 0, legal: keepLegal },
  ],
});

/** Dark Alley cards planned in Assignment (RULES §12.3). */
const ALLEY_PLANS = family({
  name: "alleyPlans",
  actions: ["assignAlley"],
  check: checkAssignAlley,
  apply: applyAssignAlley,
  next: "none",
  listers: [{ when: "assignment", order: 1, legal: assignAlleyLegal }],
});

/** A placed Special card used as its effect or as +1 AP (RULES §12.3, OQ-26). */
const SPECIAL_USE = family({
  name: "specialUse",
  actions: ["useSpecial"],
  check: checkUseSpecial,
  apply: (s, _seat, a) => applyUseSpecial(s, a),
  next: "placementStep",
  listers: [{ when: "pending", order: 1, legal: (s, _seat, out) => useSpecialLegal(s, out) }],
});

/** The Special cards' own actions (RULES §12.3, one file per card in cards/), offered while their card's effect is in use. */
const SPECIAL_ACTIONS = family({
  name: "specialActions",
  actions: SPECIAL_CARD_ACTIONS,
  check: checkSpecialAction,
  apply: applySpecialAction,
  next: "placementStep",
  listers: [
    {
      when: "floor",
      order: 2,
      legal: (s, seat, out) => void (s.alley!.special?.use === "effect" && specialActionsLegal(s, seat, out)),
    },
  ],
});

/** The show cards: Grand Premiere in a show, Durable Components after the last (RULES §12.3). */
const SHOW_CARDS = family({
  name: "showCards",
  actions: ["grandPremiere", "durableComponents"],
  check: checkShowCard,
  apply: applyShowCard,
  next: (_, a) => (a.type === "grandPremiere" ? "showOver" : "turnOver"),
});

function abilityThen(before: GameState, a: AbilityAction): Then {
  switch (a.type) {
    case "mechanicalEnhancement":
    case "fateWeaving":
    case "mimesis":
    case "supercharge":
      return "placementStep";
    case "breakingFree":
      return "showsFromStart";
    case "declineAbility":
      // Declining Breaking Free opens the shows; declining Soul Possession lets the performer choose.
      return before.alley!.breakingFree !== null ? "showsFromStart" : "none";
    default:
      return "none";
  }
}

/** The performance phase's Dark Alley decisions, before the performer's own choices (each excludes the rest). */
function showDecisions(s: GameState, seat: Seat, out: Action[]): boolean {
  const al = s.alley!;
  let decisions: Action[] | null = null;
  if (al.breakingFree != null && s.weekday === null) decisions = breakingFreeLegal(s, seat);
  else if (al.possession?.card === null && al.possession.day === s.weekday) decisions = possessionLegal(s, seat);
  else if (al.durable != null && s.weekday === null) decisions = durableLegal(s, seat);
  if (decisions === null) return false;
  for (const a of decisions) out.push(a);
  return true;
}

/** The magicians' black-cat abilities (RULES §12.8). */
const ABILITIES = family({
  name: "abilities",
  actions: [
    "mechanicalEnhancement",
    "fateWeaving",
    "mimesis",
    "breakingFree",
    "soulPossession",
    "trickSteal",
    "supercharge",
    "declineAbility",
  ],
  check: checkAbility,
  apply: applyAbility,
  next: abilityThen,
  listers: [
    { when: "floor", order: 1, legal: abilityLegal },
    { when: "performance", order: 0, legal: showDecisions },
    {
      when: "performance",
      order: 2,
      legal(s, seat, out) {
        if (performerNow(s) === seat) trickStealLegal(s, seat, out);
        premiereLegal(s, seat, out);
      },
    },
  ],
});

export const DARK_ALLEY_FAMILIES = [
  DARK_ALLEY_LOCATION,
  ALLEY_PLANS,
  SPECIAL_USE,
  SPECIAL_ACTIONS,
  SHOW_CARDS,
  ABILITIES,
];
