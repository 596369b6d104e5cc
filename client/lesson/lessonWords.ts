import { addWords } from "../i18n";
import { lessonPanelEn, lessonPanelEs } from "../i18n/lessonPanel";
import { lessonStepsEn, lessonStepsEs } from "../i18n/lessonSteps";

let added = false;

/** The lesson's steps and its panel's words join the catalogues when a lesson first shows (they come with its chunk). */
export function ensureLessonWords(): void {
  if (added) return;
  added = true;
  addWords({
    en: { lesson: { ...lessonStepsEn, panel: lessonPanelEn } },
    es: { lesson: { ...lessonStepsEs, panel: lessonPanelEs } },
  });
}
