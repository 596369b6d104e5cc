// Headliner Trick (A08, RULES §12.3), used as its effect in the Theater: every new link of the Set Up pays twice,
// Shards included (`afterSetUp`).

import { payLinks } from "../../../core/markers";
import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A08", "linkPaysTimes");

export const HEADLINER_TRICK: PassiveCardRule = {
  id: "A08",
  name: "Headliner Trick",
  afterSetUp(s, seat, links, rewards, bonus) {
    let out = s;
    for (let k = 1; k < E.times; k++) out = payLinks(out, seat, links, rewards, bonus);
    return out;
  },
};
