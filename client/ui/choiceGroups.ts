import type { Action, ActionType } from "../../shared/engine";
import { renderChoiceSheet } from "./choiceSheet";
import { componentSheet, magicianSheet, trickSheet, type ChoiceContext } from "./setupChoices";
import { specialistSheet } from "./specialistChoice";
import { swapSheet } from "./swapChoice";

type Of<T extends Action["type"]> = Extract<Action, { type: T }>;

/**
 * The choices made on cards rather than drop-downs: the setup's magician, starting trick and starting components,
 * and Buying Time's swap. Null for every other action type (the panel's usual group).
 */
export function cardChoiceGroup(type: ActionType, actions: readonly Action[], ctx: ChoiceContext): HTMLElement | null {
  const of = <T extends Action["type"]>(t: T) => actions.filter((a): a is Of<T> => a.type === t);
  switch (type) {
    case "chooseMagician":
      return renderChoiceSheet(magicianSheet(ctx, of("chooseMagician")));
    case "chooseTrick":
      return renderChoiceSheet(trickSheet(ctx, of("chooseTrick")));
    case "chooseComponents":
      return renderChoiceSheet(componentSheet(ctx, of("chooseComponents")));
    case "chooseSpecialist":
      return renderChoiceSheet(specialistSheet(ctx, of("chooseSpecialist")));
    case "buyingTime":
      return renderChoiceSheet(swapSheet(ctx, of("buyingTime")));
    default:
      return null;
  }
}
