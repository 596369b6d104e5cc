// Business Share (A44, RULES §12.3), a turn-long effect: coins an opponent pays at the Market Row go to its holder
// this turn (OQ-36). It plugs into Buy through the `afterBuy` hook (effectRules.ts' afterBuy).

import { updatePlayer } from "../../../core/players";
import { withFields, type GameState, type Seat } from "../../../core/state";
import { turnEffectHolder } from "../specialCards";
import type { PassiveCardRule } from "./passive";

export function businessShare(before: GameState, s: GameState, seat: Seat, paid: number): GameState {
  const share = turnEffectHolder(before, "businessShare");
  return share !== null && share !== seat ? updatePlayer(s, share, (p) => withFields(p, { coins: p.coins + paid })) : s;
}

export const BUSINESS_SHARE: PassiveCardRule = { id: "A44", name: "Business Share", afterBuy: businessShare };
