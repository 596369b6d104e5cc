// The log's catalogues by language: the story is told in the reader's language and retold when it changes.

import { catalogueIn, englishCatalogue, type Catalogue } from "./catalogue";
import { isLoaded, type Language } from "../i18n/translator";

/**
 * Built once per language, and only once its words have come (issue 30: a language other than English is a chunk
 * fetched when chosen): a catalogue made earlier would hold English fallbacks in its ready-made words (the phases'
 * headings, the list style) for good.
 */
const built = new Map<string, Catalogue>();

/** The log's catalogue in a language (English for a language without one, or whose words have not come yet). */
export function catalogueFor(language: string): Catalogue {
  const known = built.get(language);
  if (known) return known;
  if (language === "en" || !isLoaded(language as Language)) return englishCatalogue();
  const made = catalogueIn(language as Language);
  built.set(language, made);
  return made;
}
