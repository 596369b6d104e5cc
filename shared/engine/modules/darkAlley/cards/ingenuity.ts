// Ingenuity (A20, RULES §12.3), used as its effect in the Workshop: a trick may be prepared while short of one
// required type (`mayPrepareShort`), and then receives only 1 marker (`prepareGain`).

import type { ComponentId } from "../../../../data/components";
import { TRICK_BY_ID, type TrickId } from "../../../../data/tricks";
import { effectiveCount, meetsRequirements } from "../../../core/players";
import type { PlayerState } from "../../../core/state";
import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A20", "prepareLackingOne");

/** How many required types the player is short of. */
function shortTypes(p: PlayerState, trick: TrickId): number {
  const req = TRICK_BY_ID[trick].components;
  let n = 0;
  for (const k in req) if (effectiveCount(p, k as ComponentId) < (req[k as ComponentId] ?? 0)) n++;
  return n;
}

export const INGENUITY: PassiveCardRule = {
  id: "A20",
  name: "Ingenuity",
  mayPrepareShort: (p, trick) => shortTypes(p, trick) <= 1,
  prepareGain: (p, trick, printed) => ({
    markers: meetsRequirements(p, trick) ? printed : E.markers,
    fame: 0,
    coins: 0,
    shards: 0,
  }),
};
