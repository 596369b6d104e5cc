// Every Special card's contribution to the base actions' rule points (RULES §12.3): the passive cards, one file each
// in cards/ (and the rule-point parts of two action cards, Headhunter's AP and Buying Time's Set Up). A new card is
// its file and a line here; the rule points (effectRules.ts, actionHooks.ts, hooks.ts) collect from the lists below,
// built once when the engine loads (nothing is allocated per call).

import type { SpecialId } from "../../../data/specialEffects";
import type { GameState, Seat } from "../../core/state";
import { ARRANGED_FIASCO } from "./cards/arrangedFiasco";
import { BUSINESS_SHARE } from "./cards/businessShare";
import { BUYING_TIME_SET_UP } from "./cards/buyingTime";
import { DIRECTORS_FAVOR } from "./cards/directorsFavor";
import { DUBIOUS_SOURCES } from "./cards/dubiousSources";
import { EMPOWER } from "./cards/empower";
import { FAME_AND_FORTUNE } from "./cards/fameAndFortune";
import { FREELANCER_CARD } from "./cards/freelancer";
import { HEADHUNTER_AP } from "./cards/headhunt";
import { HEADLINER_TRICK } from "./cards/headlinerTrick";
import { INGENUITY } from "./cards/ingenuity";
import { INTEREST } from "./cards/interest";
import { INVENTION } from "./cards/invention";
import { LEAKED_BLUEPRINTS } from "./cards/leakedBlueprints";
import { NEW_TWIST } from "./cards/newTwist";
import { ORCHESTRAL_INTERLUDE } from "./cards/orchestralInterlude";
import type { PassiveCardRule } from "./cards/passive";
import { TEST_RUN } from "./cards/testRun";
import { THIRST_FOR_KNOWLEDGE } from "./cards/thirstForKnowledge";
import { TRICK_TWEAKING } from "./cards/trickTweaking";
import { WORKSHOP_DELIVERY } from "./cards/workshopDelivery";
import { WORKSHOP_EXHIBITION } from "./cards/workshopExhibition";

/** In the order their turn-long contributions run (Workshop Exhibition's Fame before Business Share's coins). */
export const PASSIVE_CARD_RULES: readonly PassiveCardRule[] = [
  ORCHESTRAL_INTERLUDE,
  HEADLINER_TRICK,
  NEW_TWIST,
  BUYING_TIME_SET_UP,
  ARRANGED_FIASCO,
  DIRECTORS_FAVOR,
  TRICK_TWEAKING,
  TEST_RUN,
  INVENTION,
  INGENUITY,
  FREELANCER_CARD,
  HEADHUNTER_AP,
  THIRST_FOR_KNOWLEDGE,
  LEAKED_BLUEPRINTS,
  FAME_AND_FORTUNE,
  INTEREST,
  EMPOWER,
  WORKSHOP_EXHIBITION,
  DUBIOUS_SOURCES,
  BUSINESS_SHARE,
  WORKSHOP_DELIVERY,
];

const BY_ID: Partial<Record<SpecialId, PassiveCardRule>> = {};
for (const c of PASSIVE_CARD_RULES) {
  if (BY_ID[c.id]) throw new Error(`Special card ${c.id} is listed twice`);
  BY_ID[c.id] = c;
}

/** The card the character on the floor uses as its effect now, when it contributes to a rule point; else undefined. */
export function cardInUse(s: GameState, seat: Seat): PassiveCardRule | undefined {
  const sp = s.alley?.special;
  if (!sp || sp.use !== "effect" || s.placement?.seat !== seat) return undefined;
  return BY_ID[sp.id];
}

/** Each contribution every card is asked for, in the list's order. */
const every = <K extends keyof PassiveCardRule>(key: K): readonly NonNullable<PassiveCardRule[K]>[] =>
  PASSIVE_CARD_RULES.flatMap((c) => (c[key] === undefined ? [] : [c[key]!]));
export const PLACES_ANYWHERE = every("placesAnywhere");
export const AFTER_LEARN = every("afterLearn");
export const AFTER_BUY = every("afterBuy");
export const AFTER_SHOW = every("afterShow");
export const QUICK_ORDER_HOLDER = every("quickOrderHolder");
