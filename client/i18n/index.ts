import { isLanguage, isLoaded, language, LANGUAGES, loadLanguage, type Language, useLanguage } from "./translator";

export {
  LANGUAGES,
  ENGLISH,
  isLanguage,
  missingKeys,
  contractSpanish,
  t,
  fixedT,
  hasKeyIn,
  language,
  isLoaded,
  loadLanguage,
  addWords,
  loadAlleyWords,
  formatNumber,
  formatList,
  name,
  prophecyWords,
  cardName,
  amount,
  signed,
  refusalText,
  i18nHas,
  capitalised,
  withPersonalA,
  type Language,
} from "./translator";

const STORAGE_KEY = "trickerion:language";

/**
 * The language to start in: the one chosen on this device before, else the browser's first
 * language we have, else English.
 */
export function detectLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    /* storage disabled: fall through to the browser's languages */
  }
  const wanted =
    typeof navigator === "undefined" ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of wanted) {
    const base = tag?.toLowerCase().split("-")[0];
    if (isLanguage(base)) return base;
  }
  return "en";
}

const listeners = new Set<() => void>();

/**
 * Switches the language, remembers it on this device and tells every page part to redraw. A language already
 * loaded switches before this returns (the tests rely on it); another is fetched first, and the page keeps its
 * words until it has come (a failed fetch keeps them and is reported by the returned promise).
 */
export function setLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* not remembered, still switched */
  }
  tellServer(lng);
  if (isLoaded(lng)) {
    switchTo(lng);
    return Promise.resolve();
  }
  return loadLanguage(lng).then(() => switchTo(lng));
}

/**
 * The choice also goes in a cookie: the server writes a board-mode page's first screen in the language this page
 * will choose (server/firstScreen/firstScreenWords.ts `languageOf`), and it cannot read localStorage.
 */
function tellServer(lng: Language): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name and a value from LANGUAGES; the Cookie Store API is missing from browsers the table supports.
  document.cookie = `trickerion-language=${lng}; path=/; max-age=31536000; samesite=lax`;
}

function switchTo(lng: Language): void {
  if (lng === language()) return;
  useLanguage(lng);
  if (typeof document !== "undefined") document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}

/**
 * The page's language before its first words: this device's choice or the browser's, its catalogue fetched first
 * when it is not English (client/main.ts awaits it). If the fetch fails the page stays in English rather than blank.
 */
export async function startLanguage(): Promise<void> {
  const wanted = detectLanguage();
  // A choice made before the cookie existed is told to the server too.
  try {
    if (isLanguage(localStorage.getItem(STORAGE_KEY))) tellServer(wanted);
  } catch {
    /* storage disabled: nothing chosen to tell */
  }
  if (wanted === "en") return;
  try {
    await loadLanguage(wanted);
    switchTo(wanted);
  } catch (error) {
    console.warn(`[i18n] the ${wanted} catalogue could not be loaded`, error);
  }
}

/** Calls `listener` after every language change; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
