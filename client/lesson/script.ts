import type { Action, GameState, Phase } from "../../shared/engine";
import type { LessonId } from "../../shared/lesson/lessons";

// A lesson is data: a list of steps, each saying when it applies, what the person must do (a predicate over the
// real game state the server sent), which piece to light and which words to show. The runner (lessonRunner.ts)
// walks the list; the words live in client/i18n/lesson.ts under lesson.<lesson>.<step id>.

/** What a step's functions read: the game as this page rebuilt it (client/state/gameFromTable), never a recording. */
export interface LessonContext {
  game: GameState;
  /** The person's seat. */
  seat: number;
  /** The person's legal actions now (the engine's own list). */
  legal: readonly Action[];
  /** The game when this step began: a step that waits for "one more" of something compares with it. */
  base: GameState;
}

/**
 * The piece a step lights: a board piece by its board key (the same keys as the keyboard's focus and the automation
 * hook: "slot:downtown-1", "die:inn_apprentice", "residence:T25", "trick:T25", "space:0:0.1", "card:0"…), or a
 * button of the side panel by a CSS selector.
 */
export type Light = { board: string } | { panel: string };

/** A moment of the game: a turn and a phase. A step applies from one moment to another (both included). */
export interface Moment {
  turn: number;
  phase: Phase;
}

export interface LessonStep {
  /** The step's text keys: lesson.<lesson>.<id>.title / .do / .done. */
  id: string;
  from: Moment;
  until: Moment;
  /** Explained only: the person reads it and presses Next (no move is awaited). */
  told?: boolean;
  /** A told step about what the next show or summary will tell: the story waits until the person has read it. */
  holdsStory?: boolean;
  /** The awaited move has been made (a legal alternative that also satisfies it counts too). */
  done?: (c: LessonContext) => boolean;
  /** The pieces to light, in the order they are used (null or empty: nothing to light). */
  light?: (c: LessonContext) => Light[] | null;
  /** Values for the step's words ({{trick}}, {{ap}}…), already in the reader's language. */
  words?: (c: LessonContext) => Record<string, string | number>;
}

export interface Lesson {
  id: LessonId;
  steps: readonly LessonStep[];
}

const PHASE_ORDER: readonly Phase[] = ["setup", "advertise", "assignment", "placement", "performance", "gameOver"];

/** Orders moments: negative when `a` comes before `b`. */
export function compareMoments(a: Moment, b: Moment): number {
  if (a.phase === "gameOver" || b.phase === "gameOver")
    return PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase) || a.turn - b.turn;
  return a.turn - b.turn || PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase);
}

export const momentOf = (game: GameState): Moment => ({ turn: game.turn, phase: game.phase });

/** Where the game stands against a step's window. */
export function stepWindow(step: LessonStep, game: GameState): "before" | "open" | "after" {
  const now = momentOf(game);
  if (compareMoments(now, step.from) < 0) return "before";
  if (compareMoments(now, step.until) > 0) return "after";
  return "open";
}
