import { faceName } from "../board/labels";
import { DIE_NAMES } from "./actionText";
import type { TableSnapshot } from "../net/TableConnection";
import { t } from "../i18n";

/**
 * A text mirror of what the canvas shows, for screen readers (the canvas itself is opaque to
 * them). Each die is a list item carrying its id and face, so it is also easy to check in tests.
 */
export function renderBoardSummary(host: HTMLElement, snapshot: TableSnapshot): void {
  const list = document.createElement("ul");
  for (const die of snapshot.dice) {
    const item = document.createElement("li");
    item.dataset.die = die.id;
    item.dataset.face = die.face;
    item.textContent = `${DIE_NAMES[die.id] ?? die.id}: ${faceName(die.face)}`;
    list.appendChild(item);
  }
  const heading = document.createElement("p");
  heading.textContent = t("panel.diceSummary", { code: snapshot.code });
  host.replaceChildren(heading, list);
}
