import { addWords } from "../i18n";
import { lookBackEn, lookBackEs } from "../i18n/lookBack";

// The look back's words come with the look back's own code (game over, the replay viewer), not with the page's first
// catalogue: a table pays for them only once its game is over or replayed (issue 30). Both languages at once: they are
// small, and a language switch at game over then needs no fetch.
let added = false;

/** Adds the look back's words to the catalogues (once); every module that words the look back calls it first. */
export function ensureLookBackWords(): void {
  if (added) return;
  added = true;
  addWords({ en: { lookBack: lookBackEn }, es: { lookBack: lookBackEs } });
}
