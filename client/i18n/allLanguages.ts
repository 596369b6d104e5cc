import { ENGLISH, type Language } from "./index";
import { SPANISH } from "./spanish";

/**
 * Every language's catalogue at once, for the completeness tests and scripts (a page loads only its reader's
 * language: index.ts). Not imported by the page.
 */
export const CATALOGUES: Record<Language, object> = { en: ENGLISH, es: SPANISH };
