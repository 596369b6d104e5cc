// Dubious Sources (A43, RULES §12.3), a turn-long effect: at Orders Arrive the Quick Order piece goes to its holder's
// Workshop instead of the supply (`quickOrderHolder`).

import { turnEffectHolder } from "../specialCards";
import type { PassiveCardRule } from "./passive";

export const DUBIOUS_SOURCES: PassiveCardRule = {
  id: "A43",
  name: "Dubious Sources",
  quickOrderHolder: (s) => turnEffectHolder(s, "quickOrderToOwner"),
};
