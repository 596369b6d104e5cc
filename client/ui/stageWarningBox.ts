import type { Action } from "../../shared/engine";
import type { PieceChoice } from "../board/pieces";
import { t } from "../i18n";

/**
 * A question the board asks in a pop-over (the empty-stage warning, `client/board/stageWarning.ts`), asked in the
 * side panel instead, under the form whose action it is about: the same words and the same choice, so the form
 * and the board place a Magician alike (a playtester's Magician went on stage silently through the form, and the
 * turn had no show). `done` runs when the question goes: answered or cancelled.
 */
export function stageWarningBox(choice: PieceChoice, act: (action: Action) => void, done: () => void): HTMLElement {
  const box = document.createElement("div");
  box.className = "form-question";
  box.setAttribute("role", "alertdialog");
  const title = document.createElement("h4");
  title.id = `form-question-${++asked}`;
  title.textContent = choice.title;
  box.setAttribute("aria-labelledby", title.id);
  box.append(title);
  for (const line of choice.lines) {
    const p = document.createElement("p");
    p.textContent = line;
    box.append(p);
  }
  const close = (): void => {
    box.remove();
    done();
  };
  for (const item of choice.items) {
    const b = button(item.label, "question-choice");
    b.addEventListener("click", () => {
      close();
      if (item.action) act(item.action);
      else item.run?.();
    });
    box.append(b);
  }
  const cancel = button(choice.dismiss ?? t("panel.close"), "question-choice");
  cancel.addEventListener("click", close);
  box.addEventListener("keydown", (e) => {
    if (e.key === "Escape") close();
  });
  box.append(cancel);
  return box;
}

let asked = 0;

function button(text: string, className: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.className = className;
  b.textContent = text;
  return b;
}
