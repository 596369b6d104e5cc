// The Special cards whose effect is chosen in the Performance phase (RULES §12.3): Grand Premiere (A13) and Durable
// Components (A11), each in its own file under cards/. This file routes the phase's card actions to them.

import type { ShowCardAction } from "../../core/actions";
import { ruleError, type RuleError } from "../../core/errors";
import type { GameState, Seat } from "../../core/state";
import { checkDurableComponents, durableComponents } from "./cards/durableComponents";
import { checkGrandPremiere, grandPremiere } from "./cards/grandPremiere";

export { durableHolder, durableLegal } from "./cards/durableComponents";
export { grandPremiere, premiereLegal } from "./cards/grandPremiere";

export function checkShowCard(s: GameState, seat: Seat, a: ShowCardAction): RuleError | null {
  if (s.phase !== "performance")
    return ruleError("WRONG_PHASE", `this card's effect is used in the Performance phase, not ${s.phase}`);
  return a.type === "durableComponents" ? checkDurableComponents(s, seat, a) : checkGrandPremiere(s, seat, a);
}

export function applyShowCard(s: GameState, seat: Seat, a: ShowCardAction): GameState {
  return a.type === "grandPremiere" ? grandPremiere(s, seat, a) : durableComponents(s, seat, a);
}
