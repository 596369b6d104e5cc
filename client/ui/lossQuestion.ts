import type { Action, GameState } from "../../shared/engine";
import type { PieceChoice } from "../board/pieces";
import { apCostNow, characterName, componentName } from "./actionText";
import { amount, t } from "../i18n";

/** Actions that spend nothing and do not count as a use of the character's AP. */
const FREE: ReadonlySet<Action["type"]> = new Set(["endPlacement", "returnComponent", "discardTrick", "enhance"]);

/**
 * The question asked before a legal action that throws something away for good, in the confirm pattern of the
 * empty-stage warning (a title, why, the action again, Cancel): null when there is nothing to lose.
 * - Return Component (RULES §3.3): the component goes back to the supply; only useful to make room. A newcomer
 *   lost their only Metal in one click and with it their trick (playtest 7, defect 1).
 * - Done with this character while it still has AP for a legal action: the AP are lost (RULES §7.1). A newcomer
 *   ended an Assistant with 2 AP and a trick not set up, and lost the turn's show (playtest 7, defect 12).
 */
export function lossQuestion(game: GameState, legal: readonly Action[], action: Action): PieceChoice | null {
  if (action.type === "returnComponent") {
    const component = componentName(action.component);
    return {
      title: t("loss.returnTitle", { component }),
      lines: [t("loss.returnText")],
      items: [{ label: t("loss.returnGo", { component }), action }],
      reason: null,
      dismiss: t("loss.cancel"),
    };
  }
  if (action.type === "endPlacement") {
    const placement = game.placement;
    if (!placement || placement.ap <= 0) return null;
    // Only AP the character could still spend: with nothing legal left to spend them on, nothing is lost by ending.
    const spendable = legal.some((a) => !FREE.has(a.type) && apCostNow(game, a) > 0);
    if (!spendable) return null;
    const ap = amount("ap", placement.ap);
    return {
      title: t("loss.endTitle", { character: characterName(placement.character), ap, count: placement.ap }),
      lines: [t("loss.endText")],
      items: [{ label: t("loss.endGo", { ap, count: placement.ap }), action }],
      reason: null,
      dismiss: t("loss.keepActing"),
    };
  }
  return null;
}
