// The log's catalogues by language: the story is told in the reader's language and retold when it changes.

import { ENGLISH, SPANISH, type Catalogue } from "./catalogue";
import type { Language } from "../i18n";

const BY_LANGUAGE: Record<Language, Catalogue> = { en: ENGLISH, es: SPANISH };

/** The log's catalogue in a language (English for a language without one). */
export function catalogueFor(language: string): Catalogue {
  return BY_LANGUAGE[language as Language] ?? ENGLISH;
}
