// Empower (A35, RULES §12.3), used as its effect: Enhance Character gives 3 AP instead of 1 (`enhanceAp`).

import { effectOf, type PassiveCardRule } from "./passive";

export const EMPOWER: PassiveCardRule = { id: "A35", name: "Empower", enhanceAp: effectOf("A35", "enhanceAp").ap };
