import i18next, { type TOptions } from "i18next";
import { en } from "./en";
import { es } from "./es";
import { namesEn, namesEs } from "./names";
import { alleyEn, alleyEs } from "./alley";
import { alleyNamesEn, alleyNamesEs } from "./alleyNames";
import { tableEn, tableEs } from "./table";
import { rulesWordsEn, rulesWordsEs } from "./rulesWords";
import { lookBackEn, lookBackEs } from "./lookBack";
import { seatsEn, seatsEs } from "./seats";
import { lessonEn, lessonEs } from "./lesson";
import { botsEn, botsEs } from "./bots";
import { talkEn, talkEs, talkRefusalsEn, talkRefusalsEs } from "./talk";
import { botplayEn, botplayEs } from "./botplay";
import { storyEn, storyEs } from "./story";
import { choicesEn, choicesEs } from "./choices";
import { PERFORMANCE_BY_ID, type PerformanceId } from "../../shared/data/performances";

/** The languages a person can choose; the first is the fallback for anything missing. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every catalogue, UI text and the game's names together (the completeness test reads these). */
export const CATALOGUES: Record<Language, object> = {
  en: {
    ...en,
    ...tableEn,
    ...botplayEn,
    names: { ...namesEn, ...alleyNamesEn },
    alley: alleyEn,
    rules: rulesWordsEn,
    lookBack: lookBackEn,
    seats: seatsEn,
    lesson: lessonEn,
    bots: botsEn,
    talk: talkEn,
    choices: choicesEn,
    refusal: { ...en.refusal, code: { ...en.refusal.code, ...talkRefusalsEn } },
    ...storyEn,
  },
  es: {
    ...es,
    ...tableEs,
    ...botplayEs,
    names: { ...namesEs, ...alleyNamesEs },
    alley: alleyEs,
    rules: rulesWordsEs,
    lookBack: lookBackEs,
    seats: seatsEs,
    lesson: lessonEs,
    bots: botsEs,
    talk: talkEs,
    choices: choicesEs,
    refusal: { ...es.refusal, code: { ...es.refusal.code, ...talkRefusalsEs } },
    ...storyEs,
  },
};

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

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/**
 * Keys a page asked for that its language lacks (a missing key, or one only the English fallback has), each once.
 * Production logs them as a warning; the browser tests read them to fail on any gap.
 */
export const missingKeys: string[] = [];
function reportMissing(lng: string, key: string): void {
  const entry = `${lng}:${key}`;
  if (missingKeys.includes(entry)) return;
  missingKeys.push(entry);
  console.warn(`[i18n] missing "${key}" in ${lng}`);
}

const i18n = i18next.createInstance();
void i18n.init({
  lng: typeof window === "undefined" ? "en" : detectLanguage(),
  fallbackLng: "en",
  resources: { en: { translation: CATALOGUES.en }, es: { translation: CATALOGUES.es } },
  // The pages put text in with textContent, never as HTML, so i18next need not escape it.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A key in no catalogue at all (or a name with only its id as default) is reported once.
  saveMissing: true,
  missingKeyHandler: (lngs, _ns, key) => reportMissing(lngs.join(","), key),
});

/** Translates a key of the catalogues (with i18next's interpolation and plurals: pass `count`). */
export function t(key: string, options?: TOptions): string {
  const details = i18n.t(key, { ...options, returnDetails: true }) as unknown as { res: string; usedLng?: string };
  // A key found only through the English fallback is a gap of the reader's catalogue: say so once.
  if (details.usedLng && details.usedLng !== i18n.language && i18n.language !== "en") reportMissing(i18n.language, key);
  return details.res;
}

/** A translator fixed to one language, whatever the page's language now (the log is told in a given language). */
export function fixedT(lng: Language): (key: string, options?: TOptions) => string {
  return i18n.getFixedT(lng) as unknown as (key: string, options?: TOptions) => string;
}

/** Whether a language's catalogue has a key (asking is not reported as a missing key). */
export function hasKeyIn(lng: Language, key: string): boolean {
  return i18n.exists(key, { lng, fallbackLng: false });
}

export function language(): Language {
  return isLanguage(i18n.language) ? i18n.language : "en";
}

const listeners = new Set<() => void>();

/** Switches the language, remembers it on this device and tells every page part to redraw. */
export function setLanguage(lng: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* not remembered, still switched */
  }
  if (lng === language()) return;
  void i18n.changeLanguage(lng);
  if (typeof document !== "undefined") document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every language change; returns the unsubscribe. */
export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number as the language writes it (1,234 / 1.234). */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(language()).format(value);
}

/** "Anna, Ben and Carl" / "Anna, Ben y Carl". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(language(), { style: "long", type: "conjunction" }).format(items);
}

/** A player-facing name of a game thing, e.g. name("trick", "T01"). */
export function name(kind: keyof typeof namesEn | keyof typeof alleyNamesEn, id: string): string {
  return t(`names.${kind}.${id}`, { defaultValue: id });
}

/**
 * A prophecy in words: the one wording every place uses (the orb's tooltip and lines, pop-overs, action labels and
 * the log), its text without the final period in the language's quotes (“…” / «…»). Prophecies have no printed
 * names. Quotes inside the text become the inner kind (‘…’ / “…”), so a line never nests two of the same.
 */
export function prophecyWords(id: string, lng: Language = language()): string {
  const tr = fixedT(lng);
  const key = `names.prophecy.${id}`;
  const text = hasKeyIn(lng, key) ? tr(key) : tr("story.unknownProphecy");
  const [open = "“", close = "”"] = tr("story.quoted", { text: "\u0000" }).split("\u0000");
  const inner = text
    .replace(/\.$/, "")
    .replaceAll(open, tr("story.innerOpen"))
    .replaceAll(close, tr("story.innerClose"));
  return tr("story.quoted", { text: inner });
}

/** A performance card's name, e.g. "Grand Magorian" / "Gran Magorian". */
export function cardName(id: string): string {
  // Performance cards are named after their theater's deck.
  const def = PERFORMANCE_BY_ID[id as PerformanceId];
  return def ? name("theater", def.theater) : id;
}

/** "1 coin" / "3 Monedas": a number with its resource word, plural by the language's rules. */
export function amount(kind: "coins" | "fame" | "shards" | "ap", count: number): string {
  return t(`words.${kind}`, { count, n: formatNumber(count) });
}

/** "+2" / "−1": a signed change as the board writes it. */
export function signed(n: number): string {
  return n > 0 ? `+${formatNumber(n)}` : n < 0 ? `−${formatNumber(-n)}` : formatNumber(0);
}

/** A refusal in the reader's words: the server sends a stable code; English keeps its detailed message. */
export function refusalText(refusal: { code: string; message: string }): string {
  const known = i18n.exists(`refusal.code.${refusal.code}`);
  const reason =
    language() === "en" && refusal.message
      ? refusal.message
      : t(known ? `refusal.code.${refusal.code}` : "refusal.code.UNKNOWN");
  return t("refusal.notAllowed", { reason });
}

/** Whether the reader's catalogue (or the English fallback) has this key. */
export function i18nHas(key: string): boolean {
  return i18n.exists(key);
}
