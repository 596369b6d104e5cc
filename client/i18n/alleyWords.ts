import type { Language } from "./translator";
import { alleyEn, alleyEs } from "./alley";
import { alleyNamesEn, alleyNamesEs } from "./alleyNames";

// The Dark Alley module's words in both languages (the board's `alley.*`, the Special cards', prophecies' and
// abilities' names and texts under `names.*`): a chunk of its own, added to the catalogues by loadAlleyWords()
// (index.ts) before anything of a Dark Alley game is shown, so a base game's pages never fetch them (issue 30).
export const ALLEY_WORDS: Record<Language, object> = {
  en: { alley: alleyEn, names: alleyNamesEn },
  es: { alley: alleyEs, names: alleyNamesEs },
};
