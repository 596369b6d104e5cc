import { ENGLISH, type Language } from "./index";
import { SPANISH } from "./spanish";
import { lessonStepsEn, lessonStepsEs } from "./lessonSteps";
import { lessonPanelEn, lessonPanelEs } from "./lessonPanel";
import { lookBackEn, lookBackEs } from "./lookBack";
import { alleyEn, alleyEs } from "./alley";
import { alleyNamesEn, alleyNamesEs } from "./alleyNames";
import { botReasonsEn, botReasonsEs } from "./botReasons";

/**
 * Every language's catalogue at once, with the words lazily loaded parts bring (the lesson's steps and panel, the look back, the hint's reasons, Dark Alley's), for the
 * completeness tests and scripts (a page loads only its reader's language: index.ts). Not imported by the page.
 */
export const CATALOGUES: Record<Language, object> = {
  en: {
    ...ENGLISH,
    lesson: { ...ENGLISH.lesson, ...lessonStepsEn, panel: lessonPanelEn },
    lookBack: lookBackEn,
    names: { ...ENGLISH.names, ...alleyNamesEn },
    alley: alleyEn,
    bots: { ...ENGLISH.bots, ...botReasonsEn },
  },
  es: {
    ...SPANISH,
    lesson: { ...SPANISH.lesson, ...lessonStepsEs, panel: lessonPanelEs },
    lookBack: lookBackEs,
    names: { ...SPANISH.names, ...alleyNamesEs },
    alley: alleyEs,
    bots: { ...SPANISH.bots, ...botReasonsEs },
  },
};
