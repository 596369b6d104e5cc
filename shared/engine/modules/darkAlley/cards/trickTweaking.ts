// Trick Tweaking (A16, RULES §12.3), used as its effect in the Workshop: the prepared trick receives 1 extra marker
// (`prepareGain`).

import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A16", "prepareExtraMarkers");

export const TRICK_TWEAKING: PassiveCardRule = {
  id: "A16",
  name: "Trick Tweaking",
  prepareGain: (_p, _trick, printed) => ({ markers: printed + E.markers, fame: 0, coins: 0, shards: 0 }),
};
