// Fame and Fortune (A33, RULES §12.3), used as its effect at Downtown: Take Coins also gives Fame, the die's face
// minus 1 (`takeCoins`).

import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A33", "takeCoinsFame");

export const FAME_AND_FORTUNE: PassiveCardRule = {
  id: "A33",
  name: "Fame and Fortune",
  takeCoins: (before, s, die, coins) => ({ s, coins, fame: Math.max(0, (before.dice[die] as number) - E.minus) }),
};
