import type { ActionType } from "../../shared/engine";

// Which sheet of cards (choiceSheet.ts) the panel shows now, by action type, so a board piece can open it (Buying
// Time's Special card on the floor) without the board depending on the panel's code.

const openers = new Map<ActionType, { group: HTMLElement; open: () => void }>();

export function registerChoiceSheet(type: ActionType, group: HTMLElement, open: () => void): void {
  openers.set(type, { group, open });
}

/** Opens the sheet of `type` if the panel shows one now; false when there is none. */
export function openChoiceSheet(type: ActionType): boolean {
  const sheet = openers.get(type);
  if (!sheet?.group.isConnected) return false;
  // A phone keeps the panel on its own tab: go there first (the board piece was tapped on the Board tab).
  if (document.body.dataset.layout === "phone" && document.body.dataset.tab !== "workshop")
    document.querySelector<HTMLButtonElement>('#table-tabs button[data-tab="workshop"]')?.click();
  sheet.open();
  return true;
}
