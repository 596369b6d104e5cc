import { BOT_LEVELS } from "../../shared/ai/levels";
import { i18nHas, t } from "../i18n";

// The bots' levels as people pick them: a select of the levels' names, each with its one-line description
// (client/i18n/bots.ts), for the lobby's bot seats, the landing page's hot-seat and solo forms and the table level.

/** A level's name in the reader's language ("" for no level, e.g. a person's seat). */
export function levelName(level: string): string {
  return level && i18nHas(`bots.level.${level}.name`) ? t(`bots.level.${level}.name`) : "";
}

export function levelDescription(level: string): string {
  return level && i18nHas(`bots.level.${level}.description`) ? t(`bots.level.${level}.description`) : "";
}

/**
 * A select of the levels with `selected` chosen; its title (and the returned note, when one is asked for) says the
 * chosen level's description and follows the choice.
 */
export function levelSelect(
  selected: string,
  label: string,
  onChange?: (level: string) => void,
  note?: HTMLElement,
): HTMLSelectElement {
  const select = document.createElement("select");
  select.className = "bot-level";
  select.setAttribute("aria-label", label);
  for (const level of BOT_LEVELS) {
    const option = document.createElement("option");
    option.value = level;
    option.textContent = levelName(level);
    option.title = levelDescription(level);
    select.append(option);
  }
  select.value = (BOT_LEVELS as readonly string[]).includes(selected) ? selected : "magician";
  const describe = (): void => {
    select.title = levelDescription(select.value);
    if (note) note.textContent = select.title;
  };
  describe();
  select.addEventListener("change", () => {
    describe();
    onChange?.(select.value);
  });
  return select;
}
