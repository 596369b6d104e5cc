// Orchestral Interlude (A07, RULES §12.3), used as its effect in the Theater: a Set Up pays one link per adjacent
// marker, whatever the corners (`linksPerAdjacent`).

import type { PassiveCardRule } from "./passive";

export const ORCHESTRAL_INTERLUDE: PassiveCardRule = {
  id: "A07",
  name: "Orchestral Interlude",
  linksPerAdjacent: true,
};
