// Invention (A19, RULES §12.3), used as its effect in the Workshop: Fame per required piece of the Advanced and
// Superior tiers of the prepared trick (`prepareGain`).

import { COMPONENT_BY_ID, type ComponentId } from "../../../../data/components";
import { TRICK_BY_ID } from "../../../../data/tricks";
import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A19", "prepareFamePerComponent");

export const INVENTION: PassiveCardRule = {
  id: "A19",
  name: "Invention",
  prepareGain(_p, trick, printed) {
    const req = TRICK_BY_ID[trick].components;
    let fame = 0;
    for (const k in req)
      if (E.tiers.includes(COMPONENT_BY_ID[k as ComponentId].tier)) fame += req[k as ComponentId] ?? 0;
    return { markers: printed, fame, coins: 0, shards: 0 };
  },
};
