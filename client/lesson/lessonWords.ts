import { addWords } from "../i18n";
import { lessonStepsEn, lessonStepsEs } from "../i18n/lessonSteps";

let added = false;

/** The lesson steps' words join the catalogues when a lesson first shows (they come with the lesson's chunk). */
export function ensureLessonWords(): void {
  if (added) return;
  added = true;
  addWords({ en: { lesson: lessonStepsEn }, es: { lesson: lessonStepsEs } });
}
