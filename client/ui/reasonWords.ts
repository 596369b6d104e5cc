import { addWords } from "../i18n";
import { botReasonsEn, botReasonsEs } from "../i18n/botReasons";

// The hint's reasons come with the code that words them (hintWords.ts: the hint, fetched when one is asked for, and
// the look back's advice), not with the page's first catalogue (issue 30). Both languages at once, as the look back's.
let added = false;

/** Adds the reasons' words (`bots.why.*`, `bots.reason.*`) to the catalogues, once; every wording of them calls it. */
export function ensureReasonWords(): void {
  if (added) return;
  added = true;
  addWords({ en: { bots: botReasonsEn }, es: { bots: botReasonsEs } });
}
