// Test Run (A17, RULES §12.3), used as its effect in the Workshop: the Prepare gives one marker fewer and the trick's
// yields at once (`prepareGain`).

import { TRICK_BY_ID } from "../../../../data/tricks";
import type { PassiveCardRule } from "./passive";

export const TEST_RUN: PassiveCardRule = {
  id: "A17",
  name: "Test Run",
  prepareGain(_p, trick, printed) {
    const y = TRICK_BY_ID[trick].yield;
    return y
      ? { markers: Math.max(0, printed - 1), fame: y.fame ?? 0, coins: y.coins ?? 0, shards: y.shards ?? 0 }
      : { markers: printed, fame: 0, coins: 0, shards: 0 };
  },
};
