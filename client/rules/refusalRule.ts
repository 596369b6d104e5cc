import { validateAction, type Action, type GameState, type RuleErrorCode } from "../../shared/engine";
import { REFUSAL_SECTIONS, ruleForRefusal } from "./links";
import type { SectionId } from "./sections";

// The rule behind a refusal the page shows: asked of the engine (the same judge as the reason's sentence), so the
// "Rule ›" link and the sentence beside it always speak of the same refusal.

/** The section explaining why `seat` may not take `action` now, or undefined when it may (or there is no seat). */
export function refusalRule(game: GameState, seat: number | null, action: Action): SectionId | undefined {
  if (seat === null) return undefined;
  const error = validateAction(game, seat, action);
  return error ? ruleForRefusal(error.code, action) : undefined;
}

/** The section of a refusal code sent by the server, or undefined for a code that is not a rule's (e.g. a protocol refusal). */
export function ruleOfCode(code: string): SectionId | undefined {
  return Object.hasOwn(REFUSAL_SECTIONS, code) ? REFUSAL_SECTIONS[code as RuleErrorCode] : undefined;
}
