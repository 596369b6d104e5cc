import { LESSON_IDS, type LessonId } from "../../shared/lesson/lessons";
import { formatNumber, t } from "../i18n";
import { ensureLessonWords } from "./lessonWords";

// The lesson's words beside the board: what just happened, what to do now and why, and the lesson's own buttons
// (Next on a told step, skip, start again, leave). It sits under the status line of the side panel, and on a phone
// stays in view on every tab (client/lesson/lesson.css).

/** A line about what just happened: a step done, a step whose moment passed, or a move off the script. */
export type PanelNote =
  | { kind: "done"; step: string; words: Record<string, string | number> }
  | { kind: "passed"; step: string }
  | { kind: "offScript" };

export interface PanelView {
  index: number;
  count: number;
  step: string | null;
  told: boolean;
  words: Record<string, string | number>;
  /** Where the step's first lit piece is: on the board, in the side panel, or nothing lit. */
  lit: "board" | "panel" | null;
  /**
   * The step's moment has not come yet: the table waits first for the person's other decision, the bot's, or the
   * end of the show playing now.
   */
  waiting: "mine" | "others" | "story" | null;
  /** A show is playing: the step's words wait for it (a step is never asked for under a show that tells it). */
  playing: boolean;
  note: PanelNote | null;
  finished: boolean;
}

export interface PanelActions {
  next(): void;
  skip(): void;
  restart(): void;
  leave(): void;
  another(lesson: LessonId): void;
}

export class LessonPanel {
  private readonly root = document.createElement("section");
  private folded = false;
  private last: PanelView | null = null;

  constructor(
    private readonly lesson: LessonId,
    private readonly actions: PanelActions,
  ) {
    ensureLessonWords();
    this.root.id = "lesson";
    this.root.className = "lesson";
    this.root.dataset.testid = "lesson";
    // A region a screen reader can jump to; its step is read out when it changes (see render).
    this.root.setAttribute("role", "region");
    const status = document.getElementById("status-line");
    if (status) status.after(this.root);
    else document.getElementById("table")?.append(this.root);
    document.body.classList.add("in-lesson");
  }

  render(view: PanelView): void {
    const changed = this.last?.index !== view.index || this.last?.finished !== view.finished;
    this.last = view;
    this.root.setAttribute("aria-label", t("lesson.panel.title"));
    // Polite announcements only when the step changes, not on every snapshot of the same step.
    this.root.setAttribute("aria-live", changed ? "polite" : "off");
    const key = (part: string): string => `lesson.${this.lesson}.${view.step}.${part}`;
    const head = document.createElement("header");
    const title = document.createElement("strong");
    title.textContent = `${t("lesson.panel.title")} · ${t(`lesson.panel.${this.lesson}`)}`;
    const count = document.createElement("span");
    count.className = "lesson-count";
    count.textContent = view.finished
      ? ""
      : t("lesson.panel.step", { n: formatNumber(view.index + 1), total: formatNumber(view.count) });
    const fold = button(this.folded ? t("lesson.panel.show") : t("lesson.panel.hide"), () => {
      this.folded = !this.folded;
      if (this.last) this.render(this.last);
    });
    fold.className = "lesson-fold";
    fold.setAttribute("aria-expanded", String(!this.folded));
    head.append(title, count, fold);
    const parts: HTMLElement[] = [head];
    this.root.classList.toggle("folded", this.folded);
    if (!this.folded) {
      const note = this.noteText(view.note);
      if (note) parts.push(paragraph("lesson-note", note));
      if (view.finished) {
        parts.push(paragraph("lesson-do", t("lesson.panel.finished")));
      } else if (view.step && view.playing) {
        // Under a show, the story is the show: the step's title if its moment has come, and "watch".
        if (!view.waiting) {
          const h = document.createElement("h3");
          h.textContent = t(key("title"), view.words);
          parts.push(h);
        }
        // Not a hint (a phone hides those): on every screen this is what to do now.
        parts.push(paragraph("lesson-do lesson-watch", t("lesson.panel.showPlaying")));
      } else if (view.step) {
        const h = document.createElement("h3");
        h.textContent = t(key("title"), view.words);
        parts.push(h, paragraph("lesson-do", t(key("do"), view.words)));
        if (view.waiting)
          parts.push(
            paragraph("lesson-hint", t(view.waiting === "mine" ? "lesson.panel.notYet" : "lesson.panel.botFirst")),
          );
        else if (view.lit)
          parts.push(paragraph("lesson-hint", t(view.lit === "panel" ? "lesson.panel.litPanel" : "lesson.panel.lit")));
      }
      const buttons = document.createElement("div");
      buttons.className = "lesson-buttons";
      // A told step whose moment has not come waits for the show too: its Next would pass it unread.
      if (!view.finished && view.told && !(view.playing && view.waiting)) {
        const next = button(t("lesson.panel.next"), () => this.actions.next());
        next.className = "primary lesson-next";
        buttons.append(next);
      }
      if (!view.finished && !view.told)
        buttons.append(
          withClass(
            button(t("lesson.panel.skip"), () => this.actions.skip(), t("lesson.panel.skipTitle")),
            "lesson-skip",
          ),
        );
      for (const other of LESSON_IDS) {
        if (view.finished && other !== this.lesson)
          buttons.append(
            withClass(
              button(t(`lesson.panel.${other}`), () => this.actions.another(other)),
              "lesson-another",
            ),
          );
      }
      buttons.append(
        withClass(
          button(t("lesson.panel.restart"), () => this.actions.restart(), t("lesson.panel.restartTitle")),
          "lesson-restart",
        ),
      );
      buttons.append(
        withClass(
          button(t("lesson.panel.leave"), () => this.actions.leave(), t("lesson.panel.leaveTitle")),
          "lesson-leave",
        ),
      );
      parts.push(buttons);
    }
    this.root.replaceChildren(...parts);
  }

  private noteText(note: PanelNote | null): string | null {
    if (!note) return null;
    if (note.kind === "offScript") return t("lesson.panel.offScript");
    if (note.kind === "passed")
      return t("lesson.panel.passed", { title: t(`lesson.${this.lesson}.${note.step}.title`) });
    return `✓ ${t(`lesson.${this.lesson}.${note.step}.done`, note.words)}`;
  }
}

function button(label: string, onClick: () => void, title?: string): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  if (title) b.title = title;
  b.addEventListener("click", onClick);
  return b;
}

function withClass<T extends HTMLElement>(el: T, className: string): T {
  el.classList.add(className);
  return el;
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement("p");
  p.className = className;
  p.textContent = text;
  return p;
}
