import { isLessonId, type LessonId } from "../../shared/lesson/lessons";

// Where a person is in a lesson, kept on the device by table code: the lesson table is saved by the server like any
// other, so a reload, a closed tab or a restart comes back to the same game and, through this, to the same step.

export interface LessonProgress {
  lesson: LessonId;
  /** The index of the current step (the steps before it are done, skipped or passed). */
  step: number;
  /** Told steps the person has read (pressed Next on), by index. */
  read: number[];
  finished: boolean;
}

const PREFIX = "trickerion:lesson:";
const LAST = "trickerion:lesson-last";

export function loadProgress(code: string): LessonProgress | null {
  try {
    const raw = JSON.parse(localStorage.getItem(PREFIX + code) ?? "null") as Partial<LessonProgress> | null;
    if (!raw || !isLessonId(raw.lesson) || !Number.isSafeInteger(raw.step) || raw.step! < 0) return null;
    return {
      lesson: raw.lesson,
      step: raw.step!,
      read: Array.isArray(raw.read) ? raw.read.filter(Number.isSafeInteger) : [],
      finished: raw.finished === true,
    };
  } catch {
    return null; // storage disabled or damaged: the table still plays, without the lesson
  }
}

export function saveProgress(code: string, progress: LessonProgress): void {
  try {
    localStorage.setItem(PREFIX + code, JSON.stringify(progress));
    if (progress.finished) {
      if (localStorage.getItem(LAST) === code) localStorage.removeItem(LAST);
    } else localStorage.setItem(LAST, code);
  } catch {
    /* storage disabled: the lesson works for this visit only */
  }
}

export function forgetProgress(code: string): void {
  try {
    localStorage.removeItem(PREFIX + code);
    if (localStorage.getItem(LAST) === code) localStorage.removeItem(LAST);
  } catch {
    /* nothing kept */
  }
}

/** The table code of the lesson this device left unfinished, if any (the landing page offers to resume it). */
export function unfinishedLesson(): string | null {
  try {
    const code = localStorage.getItem(LAST);
    return code && loadProgress(code)?.finished === false ? code : null;
  } catch {
    return null;
  }
}
