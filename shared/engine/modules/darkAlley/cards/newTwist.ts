// New Twist (A09, RULES §12.3), used as its effect in the Theater: a trick may be set up on a card already holding
// its symbol (`setsUpTwice`).

import type { PassiveCardRule } from "./passive";

export const NEW_TWIST: PassiveCardRule = { id: "A09", name: "New Twist", setsUpTwice: true };
