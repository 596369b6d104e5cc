// The words without the page: the i18next catalogues, the translators and the names, with no DOM or storage, so the
// server can tell a first screen's log in the page's own words (server/firstScreen/firstScreenLog.ts). The page's
// language choice (its storage, cookie and listeners) is index.ts, which re-exports all of this.
import i18next, { type TOptions } from "i18next";
import { en } from "./en";
import { namesEn } from "./names";
import { tableEn } from "./table";
import { rulesWordsEn } from "./rulesWords";
import { seatsEn } from "./seats";
import { lessonEn } from "./lesson";
import { botsEn } from "./bots";
import { talkEn, talkRefusalsEn } from "./talk";
import { botplayEn } from "./botplay";
import { storyEn } from "./story";
import { choicesEn } from "./choices";
import type { alleyNamesEn } from "./alleyNames";
import { PERFORMANCE_BY_ID, type PerformanceId } from "../../shared/data/performances";
import { cardVariant } from "./cardVariant";

/** The languages a person can choose; the first is the fallback for anything missing. */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * English: every catalogue, UI text and the game's names together. It is the fallback for anything missing, so it
 * comes with the page; every other language is a chunk of its own (spanish.ts), fetched only when a reader wants it
 * (loadLanguage). The completeness tests read all of them from allLanguages.ts.
 */
export const ENGLISH = {
  ...en,
  ...tableEn,
  ...botplayEn,
  names: namesEn,
  rules: rulesWordsEn,
  seats: seatsEn,
  lesson: lessonEn,
  bots: botsEn,
  talk: talkEn,
  choices: choicesEn,
  refusal: { ...en.refusal, code: { ...en.refusal.code, ...talkRefusalsEn } },
  ...storyEn,
};

/** Each other language's catalogue, as its chunk brings it. */
const LOADERS: Record<Exclude<Language, "en">, () => Promise<object>> = {
  es: () => import("./spanish").then((m) => m.SPANISH),
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

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

/**
 * Spanish joins "de" and "a" with the article "el": "la casilla 1 del Centro", "al Callejón Oscuro". Sentences are
 * put together from parts ("de {{place}}" with "el Centro"), so the contraction is made on the finished words, in
 * Spanish only and only before the lower-case article (a name such as "El Caballero" keeps "de El Caballero").
 */
export function contractSpanish(words: string): string {
  return words.replace(
    /(^|[^\p{L}])([Dd]e|[Aa]) el(?=[^\p{L}]|$)/gu,
    (_m, before: string, word: string) =>
      `${before}${word[0] === "D" ? "Del" : word[0] === "d" ? "del" : word[0] === "A" ? "Al" : "al"}`,
  );
}

const i18n = i18next.createInstance();
i18n.use({
  type: "postProcessor",
  name: "contractions",
  process: (value: string, _key: unknown, options: TOptions, translator: { language?: string }) =>
    (options?.lng ?? translator?.language) === "es" ? contractSpanish(value) : value,
});
void i18n.init({
  postProcess: ["contractions"],
  lng: "en",
  fallbackLng: "en",
  // The reader's language is added by startLanguage() before the page writes its first words.
  resources: { en: { translation: ENGLISH } },
  // The pages put text in with textContent, never as HTML, so i18next need not escape it.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // A key in no catalogue at all (or a name with only its id as default) is reported once.
  saveMissing: true,
  missingKeyHandler: (lngs, _ns, key) => reportMissing(lngs.join(","), key),
});

/**
 * A word as a label or a sentence's first word: its first letter capitalised in the page's language. Spanish writes
 * weekdays in lower case in running text ("el viernes") and capitalises them where they start a line or label
 * ("Viernes: tu actuación"); a catalogue asks for it with `{{day, capital}}`.
 */
export function capitalised(words: string, lng: string = i18n.language): string {
  const first = words.codePointAt(0);
  if (first === undefined) return words;
  const head = String.fromCodePoint(first);
  return head.toLocaleUpperCase(lng) + words.slice(head.length);
}
i18n.services.formatter?.add("capital", (value: unknown, lng) => capitalised(String(value), lng ?? i18n.language));

/**
 * Spanish's "a" before a character's name, contracted with its article: "al Caballero" (a + El), "a la Sacerdotisa
 * del Misticismo", "a Electra"; a catalogue asks for it with `{{name, a}}`. It read "Elegir a El Caballero"
 * (playtest 8). Other languages have no such word: the name as it is.
 */
export function withPersonalA(name: string, lng: string = i18n.language): string {
  if (!lng.startsWith("es")) return name;
  if (name.startsWith("El ")) return `al ${name.slice(3)}`;
  if (/^(La|Los|Las) /.test(name)) return `a ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
  return `a ${name}`;
}
i18n.services.formatter?.add("a", (value: unknown, lng) => withPersonalA(String(value), lng ?? i18n.language));

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

/** Makes `lng` the language of `t()` and the names (index.ts switches the page with it). */
export function useLanguage(lng: Language): void {
  void i18n.changeLanguage(lng);
}

export function language(): Language {
  return isLanguage(i18n.language) ? i18n.language : "en";
}

const loaded = new Set<Language>(["en"]);

/** Whether a language's words are here (English always; another once its chunk has come). */
export function isLoaded(lng: Language): boolean {
  return loaded.has(lng);
}

/** Fetches a language's catalogue once (its own chunk) and adds it; English is always there. */
export async function loadLanguage(lng: Language): Promise<void> {
  if (loaded.has(lng) || lng === "en") return;
  const catalogue = await LOADERS[lng]();
  i18n.addResourceBundle(lng, "translation", catalogue, true, true);
  loaded.add(lng);
}

/**
 * Words a lazily loaded part of the page brings with it (the lesson's steps: lessonSteps.ts), every language at
 * once, merged into the catalogues; a page that never loads that part never downloads them.
 */
export function addWords(words: Record<Language, object>): void {
  for (const lng of LANGUAGES) i18n.addResourceBundle(lng, "translation", words[lng], true, true);
}

let alleyWords: Promise<void> | null = null;

/**
 * The Dark Alley module's words (alleyWords.ts, both languages, a chunk of its own), fetched once and merged into the
 * catalogues. Every page part that may show a Dark Alley game awaits it first (a table, a replay, the rules
 * reference's card lists); a base game never fetches them. A failed fetch may be tried again.
 */
export function loadAlleyWords(): Promise<void> {
  alleyWords ??= import("./alleyWords").then(
    (m) => addWords(m.ALLEY_WORDS),
    (error: unknown) => {
      alleyWords = null;
      throw error;
    },
  );
  return alleyWords;
}

/**
 * One formatter per language, made once: making an Intl formatter costs far more than using it, and a table's
 * first drawing formats hundreds of numbers (a quarter of its first snapshot's task at 4× CPU: issue 30).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const listFormats = new Map<string, Intl.ListFormat>();

/** A number as the language writes it (1,234 / 1.234). */
export function formatNumber(value: number): string {
  const lng = language();
  let format = numberFormats.get(lng);
  if (!format) numberFormats.set(lng, (format = new Intl.NumberFormat(lng)));
  return format.format(value);
}

/** "Anna, Ben and Carl" / "Anna, Ben y Carl". */
export function formatList(items: readonly string[]): string {
  const lng = language();
  let format = listFormats.get(lng);
  if (!format) listFormats.set(lng, (format = new Intl.ListFormat(lng, { style: "long", type: "conjunction" })));
  return format.format(items);
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

/** A performance card's name, e.g. "Grand Magorian IV" / "Gran Magorian IV". */
export function cardName(id: string): string {
  // Performance cards are named after their theater's deck, with their variant to tell two of a deck apart.
  const def = PERFORMANCE_BY_ID[id as PerformanceId];
  return def ? `${name("theater", def.theater)} ${cardVariant(id)}` : id;
}

/** "1 coin" / "3 monedas": a number with its resource word, plural by the language's rules. */
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
