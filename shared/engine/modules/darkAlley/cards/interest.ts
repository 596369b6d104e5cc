// Interest (A34, RULES §12.3), used as its effect at Downtown: Take Coins costs 1 AP less (`downtownApLess`) and the
// die is rolled once more, its face added; X gives nothing (OQ-36) (`takeCoins`).

import { rollDie } from "../../../core/dice";
import { cursorFor } from "../../../core/rng";
import { withState } from "../../../core/state";
import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A34", "takeCoinsInterest");

export const INTEREST: PassiveCardRule = {
  id: "A34",
  name: "Interest",
  downtownApLess: (type) => (type === "takeCoins" ? E.apLess : 0),
  takeCoins(before, s, die, coins) {
    const rng = cursorFor(before.seed, s.rng);
    const roll = rollDie(rng, die);
    return { s: withState(s, { rng: rng.state }), coins: typeof roll === "number" ? coins + roll : coins, fame: 0 };
  },
};
