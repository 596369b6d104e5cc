import { isLessonId, LESSON_TABLE, type LessonId } from "../../shared/lesson/lessons";
import type { TableConnection } from "../net/TableConnection";
import { onLanguageChange, t } from "../i18n";
import { saveProgress, unfinishedLesson } from "./progress";

// The landing page's way into the lessons: "Learn to play", "Learn the Dark Alley", "Resume your lesson", and the
// `/?lesson=basics` address the lesson panel's "Start again" opens. A lesson is an ordinary table made for one person
// and the bot, started at once; its step is kept on the device by table code (progress.ts).

/** Opens a table with the connection class, which main.ts loads on demand (the landing page carries no SDK). */
type Open = (connect: (tables: typeof TableConnection) => Promise<TableConnection>) => void;

/** Creates a lesson's table (the person in seat 1, the bot in seat 2), starts it and marks it as a lesson here. */
async function createLessonTable(
  tables: typeof TableConnection,
  lesson: LessonId,
  name: string,
): Promise<TableConnection> {
  const connection = await tables.create({ ...LESSON_TABLE[lesson] }, name, { names: [name], botSeats: [1] });
  saveProgress(connection.code, { lesson, step: 0, read: [], finished: false });
  connection.start();
  return connection;
}

/** Wires the landing page's lesson buttons; opens a lesson at once when the address asks for one. */
export function wireLearn(open: Open, playerName: () => string, atLanding: boolean): void {
  const start = (lesson: LessonId): void => open((tables) => createLessonTable(tables, lesson, playerName()));
  document.getElementById("learn-basics")?.addEventListener("click", () => start("basics"));
  document.getElementById("learn-dark-alley")?.addEventListener("click", () => start("dark-alley"));
  const resume = document.getElementById("learn-resume") as HTMLAnchorElement | null;
  const code = unfinishedLesson();
  if (resume && code) {
    resume.hidden = false;
    resume.href = `/t/${code}`;
    const label = (): void => void (resume.textContent = t("lesson.landing.resume", { code }));
    label();
    onLanguageChange(label);
  }
  const asked = new URLSearchParams(window.location.search).get("lesson");
  if (atLanding && isLessonId(asked)) {
    window.history.replaceState({}, "", "/");
    start(asked);
  }
}
