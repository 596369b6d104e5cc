import { cardsOf } from "./cards";
import { SECTION_IDS, type RulesText, type SectionId } from "./sections";

// Finding a rule by a word: every section's title, body, readings and cards, folded to lower case without
// accents (so "dado" finds "dados" and "salario" finds "Salarios", "accion" finds "acción"). A section matches
// when it holds every word typed. A word in the title counts most, then how often the words occur.

/** Lower case, without accents or other marks, for matching in any language. */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** Each section's searchable text in one language: [title, everything else]. */
export function sectionTexts(text: RulesText): Map<SectionId, [string, string]> {
  const out = new Map<SectionId, [string, string]>();
  for (const id of SECTION_IDS) {
    const s = text.sections[id];
    const body = [
      ...s.body.flat(),
      ...(s.readings ?? []).map((r) => r.text),
      ...cardsOf(id).flatMap((c) => [c.title, ...c.lines]),
    ].join("\n");
    out.set(id, [fold(s.title), fold(body)]);
  }
  return out;
}

function count(text: string, word: string): number {
  let n = 0;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + word.length)) n++;
  return n;
}

/** The sections holding every word of `query`, best first (a word in the title first), in the outline's order. */
export function searchRules(texts: Map<SectionId, [string, string]>, query: string): SectionId[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 0);
  if (!words.length) return [];
  const hits: { id: SectionId; score: number; order: number }[] = [];
  let order = 0;
  for (const [id, [title, body]] of texts) {
    order++;
    let score = 0;
    let all = true;
    for (const w of words) {
      const inBody = count(body, w);
      if (title.includes(w)) score += 100 + inBody;
      else if (inBody) score += inBody;
      else all = false;
    }
    if (all) hits.push({ id, score, order });
  }
  return hits.sort((a, b) => b.score - a.score || a.order - b.order).map((h) => h.id);
}
