// Workshop Exhibition (A39, RULES §12.3), used as its effect at the Market Row: Fame equal to the coins paid for a
// Buy minus 1. It plugs into Buy through the `afterBuy` hook (effectRules.ts' afterBuy).

import { updatePlayer } from "../../../core/players";
import { withFields, type GameState, type Seat } from "../../../core/state";
import { specialEffect } from "../specialCards";
import type { PassiveCardRule } from "./passive";

export function workshopExhibition(before: GameState, s: GameState, seat: Seat, paid: number): GameState {
  const e = specialEffect(before, seat);
  const fame = e?.kind === "buyFame" ? Math.max(0, paid - e.minus) : 0;
  return fame > 0 ? updatePlayer(s, seat, (p) => withFields(p, { fame: p.fame + fame })) : s;
}

export const WORKSHOP_EXHIBITION: PassiveCardRule = {
  id: "A39",
  name: "Workshop Exhibition",
  afterBuy: workshopExhibition,
};
