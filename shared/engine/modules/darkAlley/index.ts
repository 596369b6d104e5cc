// The Dark Alley module (RULES §12): its families (actions) and its hooks into the base rules.

import type { RulesModule } from "../../core/family";
import { DARK_ALLEY_FAMILIES } from "./families";
import { DARK_ALLEY_HOOKS } from "./hooks";

export const DARK_ALLEY: RulesModule = { name: "darkAlley", families: DARK_ALLEY_FAMILIES, hooks: DARK_ALLEY_HOOKS };
