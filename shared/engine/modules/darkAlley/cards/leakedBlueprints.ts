// Leaked Blueprints (A31, RULES §12.3), used as its effect at Downtown: a learnt trick of threshold ≤ 16 arrives with
// 1 marker, components or not. It plugs into Learn Trick through the `afterLearn` hook (actionHooks.ts).

import { TRICK_BY_ID, type TrickId } from "../../../../data/tricks";
import { updatePlayer } from "../../../core/players";
import { withFields, type GameState, type Seat } from "../../../core/state";
import { specialEffect } from "../specialCards";
import type { PassiveCardRule } from "./passive";

/** Leaked Blueprints (A31): a trick of threshold ≤ 16 arrives with 1 marker, components or not. */
export function leakedBlueprints(s: GameState, seat: Seat, trick: TrickId): GameState {
  const e = specialEffect(s, seat);
  if (e?.kind !== "learnWithMarker" || TRICK_BY_ID[trick].threshold > e.maxThreshold) return s;
  return updatePlayer(s, seat, (p) => {
    const t = p.tricks[p.tricks.length - 1]!;
    const n = Math.min(e.markers, p.markerSupply[t.symbol]);
    return withFields(p, {
      tricks: [...p.tricks.slice(0, -1), { ...t, markers: n }],
      markerSupply: { ...p.markerSupply, [t.symbol]: p.markerSupply[t.symbol] - n },
    });
  });
}

export const LEAKED_BLUEPRINTS: PassiveCardRule = {
  id: "A31",
  name: "Leaked Blueprints",
  afterLearn: leakedBlueprints,
};
