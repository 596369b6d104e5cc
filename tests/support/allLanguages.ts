// Unit tests switch languages synchronously (setLanguage("es"); t(…)) and tell stories in Spanish: the page fetches
// a language's chunk when a reader wants it (client/i18n/index.ts), so here every language is loaded up front.
import { LANGUAGES, loadAlleyWords, loadLanguage } from "../../client/i18n";
import { ensureLessonWords } from "../../client/lesson/lessonWords";

await Promise.all([...LANGUAGES.map((lng) => loadLanguage(lng)), loadAlleyWords()]);
ensureLessonWords();
