// The log's catalogues by language: the story is told in the reader's language and retold when it changes.

import { ENGLISH, type Catalogue } from "./catalogue";
import { SPANISH } from "./catalogueEs";

const BY_LANGUAGE: Record<string, Catalogue> = { en: ENGLISH, es: SPANISH };

/** The log's catalogue in a language (English for a language without one). */
export function catalogueFor(language: string): Catalogue {
  return BY_LANGUAGE[language] ?? ENGLISH;
}
