// Hooks for the browser tests and the client bench, and only for them: installed when the page was opened with
// the one debug flag set (localStorage "trickerion:debug" = "1", which tests/browser/browser.ts sets before any
// page script runs). A person's page has none of them: no global object, no timings kept.

import type { BoardScene } from "./board/BoardScene";
import { missingKeys } from "./i18n";

/** The one debug flag, read once at load. */
export const DEBUG_HOOKS: boolean = (() => {
  try {
    return localStorage.getItem("trickerion:debug") === "1";
  } catch {
    return false;
  }
})();

/** What a live table screen lets the hooks read. */
interface TableScreenLike {
  drawnCards(seat: number): Record<string, string | null>;
  drawnMoment(): unknown;
}

/**
 * `window.trickerionBoard` at a live table: where a lit slot or a piece is on the page, so scripted players
 * (and the browser tests) can click the canvas the way a person does, and what the board shows.
 */
export function installTableHooks(scene: BoardScene, screen: TableScreenLike): void {
  if (!DEBUG_HOOKS) return;
  (window as unknown as { trickerionBoard: unknown }).trickerionBoard = {
    slotPoint: (id: string) => scene.slotPoint(id),
    litSlots: () => scene.litSlots(),
    /** Where a clickable board piece is ("die:bank_A", "market:buy:0", "trick:T38", "space:1:0.1", "card:2"…). */
    piecePoint: (key: string) => scene.piecePoint(key),
    pieces: () => scene.pieceKeys(),
    /** Every tooltip's text on the board now (what hovering would show). */
    tooltips: () => scene.tooltipTexts(),
    /** Every text the canvas draws now, and the catalogue keys the page lacked in its language (i18n checks). */
    canvasTexts: () => scene.canvasTexts(),
    missingKeys: () => [...missingKeys],
    /** Each text in the others' workshops and its size on the page in CSS pixels (the minimum readable size). */
    otherWorkshopTextSizes: () => scene.otherWorkshopTextSizes(),
    /** The Residence's trick rows, each with its size on the page in CSS pixels and its right edge against its column. */
    residenceRows: () => scene.residenceRows(),
    /** Labels that overlap another of their region or are cut short (BoardScene.textClashes). */
    textClashes: () => scene.textClashes(),
    /** Dimmed pieces and why (key → the reason a player reads). */
    reasons: () => scene.dimmedReasons(),
    /** The cards under a seat's characters exactly as the board drew them ("hidden" when unrevealed). */
    drawnCards: (seat: number) => screen.drawnCards(seat),
    /** The turn, dice and performance cards the board drew last, and how many history entries its state told. */
    drawnMoment: () => screen.drawnMoment(),
    /** The board piece the keyboard is on ("slot:downtown-1", "die:bank_A"…), or null. */
    focused: () => scene.focus?.focused ?? null,
    /** Where the focused piece is on the page (CSS pixels), to look at its ring. */
    focusedBox: () => scene.focusedBox(),
  };
}

/** `window.trickerionBoard` in the replay viewer: the cards under a seat's characters as drawn. */
export function installReplayHooks(drawnCards: (seat: number) => Record<string, string | null>): void {
  if (!DEBUG_HOOKS) return;
  (window as unknown as { trickerionBoard: unknown }).trickerionBoard = { drawnCards };
}

/**
 * The click-to-repaint measure (bench/client.ts): the time from a decision leaving the page to the board
 * painted with the server's answer, on `window.trickerionTimings`, and each render's time on
 * `<body data-render-ms>`. Nothing is kept without the debug flag.
 */
export class RepaintTimer {
  /** When this page last sent a decision; null once measured. */
  private clickAt: number | null = null;

  /** Whether the decision's first answer (the board repainted, or the story's first step it started) is not painted yet. */
  private answerPending = false;

  /** `board` paints the answer: the canvas once it is made, the page's next frame before (a phone's first screen). */
  constructor(private readonly board: { afterPaint(f: () => void): void }) {
    if (!DEBUG_HOOKS) return;
    // A decision that starts a show is answered first by the story's first step (issue 29: the board follows the
    // story, so its repaint comes after the show): the step is set on <body data-show-entry> and drawn on the board.
    new MutationObserver(() => {
      if (this.answerPending && (document.body.dataset.showEntry ?? "") !== this.entryAtClick) this.answered();
    }).observe(document.body, { attributes: true, attributeFilter: ["data-show-entry"] });
  }

  /** The story's step shown when the decision left (`<body data-show-entry>`): another one at the paint means a show
   * or note played in between, and the board waited for it on purpose (issue 29: the board follows the story). */
  private entryAtClick = "";

  clicked(): void {
    if (!DEBUG_HOOKS) return;
    this.clickAt = performance.now();
    this.entryAtClick = document.body.dataset.showEntry ?? "";
    this.answerPending = true;
  }

  /** The decision's first answer is on screen at the board's next paint: `window.trickerionAnswerTimings`. */
  private answered(): void {
    const at = this.clickAt;
    this.answerPending = false;
    if (at === null) return;
    this.board.afterPaint(() => {
      const hooks = window as unknown as { trickerionAnswerTimings?: number[] };
      (hooks.trickerionAnswerTimings ??= []).push(performance.now() - at);
    });
  }

  /** After a render: the decision's time to paint, once the board is painted. */
  rendered(started: number): void {
    if (!DEBUG_HOOKS) return;
    document.body.dataset.renderMs = String(Math.round(performance.now() - started));
    const at = this.clickAt;
    if (at === null) return;
    if (this.answerPending) this.answered();
    this.clickAt = null;
    const entryAtClick = this.entryAtClick;
    this.board.afterPaint(() => {
      const hooks = window as unknown as { trickerionTimings?: number[]; trickerionTimingsHeld?: boolean[] };
      (hooks.trickerionTimings ??= []).push(performance.now() - at);
      (hooks.trickerionTimingsHeld ??= []).push((document.body.dataset.showEntry ?? "") !== entryAtClick);
    });
  }
}

/** `window.trickerionLesson` on a lesson's table: the step it is at and what it lights (tests/browser/lesson*.test.ts). */
export function installLessonHooks(state: () => unknown): void {
  if (!DEBUG_HOOKS) return;
  (window as unknown as { trickerionLesson: unknown }).trickerionLesson = { state };
}
