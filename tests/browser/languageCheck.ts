import type { Page } from "playwright-core";
import { CATALOGUES } from "../../client/i18n/allLanguages";

// Finds English left on a page that reads in Spanish: every text a person sees or hears (the DOM's rendered text,
// titles, ARIA labels, placeholders) and every text the Pixi canvas draws (labels and tooltips), compared with the
// English catalogue's values that differ from the Spanish ones. Also the keys the page itself reported missing.

/** Every leaf of a catalogue: key → text. */
function leaves(value: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else leaves(child, path, out);
  }
  return out;
}

const words = (text: string): string[] => text.match(/[A-Za-zÀ-ÿ']{3,}/g) ?? [];
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The English catalogue's texts a Spanish page must never show: whole values, and templates as patterns. */
function englishOnly(): { fixed: Set<string>; phrases: string[]; patterns: { key: string; re: RegExp }[] } {
  const en = leaves(CATALOGUES.en);
  const es = leaves(CATALOGUES.es);
  const spanishValues = new Set(es.values());
  const fixed = new Set<string>();
  const patterns: { key: string; re: RegExp }[] = [];
  for (const [key, english] of en) {
    const spanish = es.get(key);
    // A key Spanish lacks counts too: the page would fall back to the English text.
    if (spanish === english || spanishValues.has(english)) continue;
    if (!english.includes("{{")) {
      fixed.add(english.trim());
      continue;
    }
    // A template counts only with an English word of its own (not one the Spanish text shares: "Total", "Metal").
    const literal = english.replace(/\{\{\w+\}\}/g, " ");
    const spanishWords = new Set(words(spanish ?? "").map((w) => w.toLowerCase()));
    if (!words(literal).some((w) => !spanishWords.has(w.toLowerCase()))) continue;
    const source = english
      .split(/(\{\{\w+\}\})/)
      .map((part) => (/^\{\{\w+\}\}$/.test(part) ? "[\\s\\S]+?" : escape(part)))
      .join("");
    patterns.push({ key, re: new RegExp(`^${source}$`) });
  }
  // Phrases of two words or more are English wherever they appear inside a longer text.
  const phrases = [...fixed].filter((f) => /\S\s+\S/.test(f) && f.length >= 8);
  return { fixed, phrases, patterns };
}

const ENGLISH = englishOnly();

/** The rules' English words, which a Spanish page never needs (its own are PA, Monedas, Fama, Fragmentos…). */
const ENGLISH_WORDS = /\b(AP|coins?|Fame|Shards?|Seat|Player|Turn|empty|none|slot|stage|the|and|your)\b/;

export interface LanguageReport {
  /** Texts on the page that are English catalogue texts (with where they were seen). */
  english: string[];
  /** Keys the page looked up that Spanish lacks (reported by the page's own i18n). */
  missing: string[];
  /** How many texts were read (so a check of an empty page cannot pass unnoticed). */
  read: number;
}

/** What a person sees, hears and reads on the canvas now. */
async function pageTexts(page: Page): Promise<{ dom: string[]; canvas: string[]; missing: string[] }> {
  return page.evaluate(() => {
    const dom = document.body.innerText.split("\n");
    for (const el of document.querySelectorAll<HTMLElement>("[title], [aria-label], [placeholder]")) {
      if (!el.offsetParent && el !== document.body) continue; // hidden: nobody reads it
      for (const attr of ["title", "aria-label", "placeholder"]) {
        const value = el.getAttribute(attr);
        if (value) dom.push(value);
      }
    }
    const hook = (
      window as unknown as {
        trickerionBoard?: { canvasTexts?(): string[]; tooltips?(): string[]; missingKeys?(): string[] };
      }
    ).trickerionBoard;
    return {
      dom,
      canvas: [...(hook?.canvasTexts?.() ?? []), ...(hook?.tooltips?.() ?? [])],
      missing: hook?.missingKeys?.() ?? [],
    };
  });
}

/** Reads the page and reports any English text and any missing Spanish key. */
export async function checkSpanish(page: Page, moment: string): Promise<LanguageReport> {
  const { dom, canvas, missing } = await pageTexts(page);
  const english: string[] = [];
  const look = (where: string, texts: string[]): void => {
    for (const text of texts) {
      for (const raw of text.split("\n")) {
        const line = raw.trim();
        if (!line) continue;
        const hit =
          (ENGLISH.fixed.has(line) && line) ||
          line.match(ENGLISH_WORDS)?.[0] ||
          ENGLISH.phrases.find((p) => line.includes(p)) ||
          ENGLISH.patterns.find((p) => p.re.test(line))?.key;
        if (hit) english.push(`${moment} (${where}): "${line}" [${hit}]`);
      }
    }
  };
  look("page", dom);
  look("canvas", canvas);
  return { english: [...new Set(english)], missing, read: dom.length + canvas.length };
}
