// The rules reference: every section is written in both languages, every refusal the engine can give leads to a
// section that exists, the card lists are complete, the readings trace their open question (never shown), and the search finds a
// section by a word from it in English and in Spanish (accents or not).
import { afterAll, describe, expect, it } from "vitest";
import { SPECIAL_CARDS, PROPHECIES, TRICKS, MAGICIANS, PERFORMANCES } from "../../shared/data";
import { RULE_ERROR_CODES, type ActionType } from "../../shared/engine";
import { setLanguage, t, type Language } from "../../client/i18n";
import { cardsOf } from "../../client/rules/cards";
import { REFUSAL_SECTIONS, ruleForRefusal, ruleForRegion } from "../../client/rules/links";
import { fold, searchRules, sectionTexts } from "../../client/rules/search";
import { CHAPTERS, SECTION_IDS, isSectionId, type RulesText } from "../../client/rules/sections";
import { rulesEn } from "../../client/rules/textEn";
import { rulesEs } from "../../client/rules/textEs";

const TEXTS: Record<Language, RulesText> = { en: rulesEn, es: rulesEs };
const LANGS: Language[] = ["en", "es"];

afterAll(() => setLanguage("en"));

describe("the rules reference's sections", () => {
  it("every section and chapter is written in both languages, and no language has a section the outline lacks", () => {
    expect(new Set(SECTION_IDS).size).toBe(SECTION_IDS.length);
    for (const lng of LANGS) {
      const text = TEXTS[lng];
      expect(Object.keys(text.sections).sort()).toEqual([...SECTION_IDS].sort());
      for (const c of CHAPTERS) expect(text.chapters[c.id]?.length, `${lng} chapter ${c.id}`).toBeGreaterThan(0);
      for (const id of SECTION_IDS) {
        const s = text.sections[id];
        expect(s.title.length, `${lng} ${id}`).toBeGreaterThan(0);
        expect(s.body.length, `${lng} ${id}`).toBeGreaterThan(0);
        for (const block of s.body) expect(block.length).toBeGreaterThan(0);
      }
    }
  });

  it("states the same open-question readings in both languages, each tracing its OQ without showing it", () => {
    for (const id of SECTION_IDS) {
      const cited = (lng: Language): string[] =>
        (TEXTS[lng].sections[id].readings ?? []).map((r) => {
          expect(r.follows.length, `${lng} ${id}`).toBeGreaterThan(0);
          for (const oq of r.follows) expect(oq, `${lng} ${id}`).toMatch(/^OQ-\d+b?$/);
          expect(r.text, `${lng} ${id}`).not.toMatch(/OQ/);
          return r.follows.join(",");
        });
      expect(cited("es"), id).toEqual(cited("en"));
    }
  });

  it("lists every card, prophecy, trick and ability in full in both languages", () => {
    for (const lng of LANGS) {
      setLanguage(lng);
      expect(cardsOf("special-cards")).toHaveLength(SPECIAL_CARDS.length);
      expect(cardsOf("prophecies")).toHaveLength(PROPHECIES.length);
      expect(cardsOf("trick-list")).toHaveLength(TRICKS.length);
      expect(cardsOf("abilities")).toHaveLength(MAGICIANS.length);
      expect(cardsOf("performance-cards")).toHaveLength(PERFORMANCES.length);
      expect(cardsOf("fame-36").length).toBeGreaterThan(0);
      for (const id of SECTION_IDS)
        for (const c of cardsOf(id)) {
          // A name or text missing from a catalogue would come out as its key or id.
          for (const line of [c.title, ...c.lines])
            expect(line, `${lng} ${id}`).not.toMatch(/^(names|rules|board|reason)\.|\b[APT]\d\d\b/);
        }
    }
    setLanguage("en");
    expect(cardsOf("special-cards")[0]!.lines.join(" ")).toContain(t("names.specialText.A06"));
  });
});

describe("links from refusals and the board", () => {
  it("every refusal code the engine can give leads to a section that exists in both languages", () => {
    for (const code of RULE_ERROR_CODES) {
      const id = REFUSAL_SECTIONS[code];
      expect(isSectionId(id), code).toBe(true);
      for (const lng of LANGS) expect(TEXTS[lng].sections[id].title.length, `${code} ${lng}`).toBeGreaterThan(0);
    }
  });

  it("a refusal read with the action tried also leads to an existing section", () => {
    const types: ActionType[] = [
      "advertise",
      "buy",
      "enhance",
      "learnTrick",
      "setUpTrick",
      "perform",
      "drawSpecial",
      "fateWeaving",
      "place",
      "prepare",
    ];
    for (const code of RULE_ERROR_CODES)
      for (const type of [...types, undefined])
        expect(isSectionId(ruleForRefusal(code, type ? { type } : null))).toBe(true);
    expect(ruleForRefusal("CANNOT_AFFORD", { type: "advertise" })).toBe("advertise");
    expect(ruleForRefusal("CANNOT_AFFORD", { type: "buy" })).toBe("market-row");
    expect(ruleForRefusal("NOT_ALLOWED_HERE", { type: "enhance" })).toBe("theater");
    // A hostile action shape falls back to the code's own section.
    expect(ruleForRefusal("ALREADY_DONE", { type: { toString: () => "advertise" } } as never)).toBe("turn-order");
  });

  it("every part of the board leads to a section", () => {
    for (const region of ["downtown", "market", "theater", "zoom", "tracks", "alley", "workshop:0", "workshop:3"])
      expect(isSectionId(ruleForRegion(region)), region).toBe(true);
    expect(ruleForRegion("board")).toBeNull();
  });
});

describe("searching the rules", () => {
  for (const lng of LANGS) {
    it(`finds every section by a word of its title and by a word of its body (${lng})`, () => {
      setLanguage(lng);
      const text = TEXTS[lng];
      const index = sectionTexts(text);
      for (const id of SECTION_IDS) {
        const s = text.sections[id];
        const longest = (words: string): string =>
          words.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0]!;
        expect(searchRules(index, longest(s.title)), `${lng} ${id} title`).toContain(id);
        const body = [s.body.flat().join(" ")].join(" ");
        expect(searchRules(index, longest(body)), `${lng} ${id} body`).toContain(id);
      }
    });
  }

  it("finds rules by everyday words, accents or not, in both languages", () => {
    setLanguage("en");
    const en = sectionTexts(rulesEn);
    expect(searchRules(en, "wages")).toContain("end-turn");
    expect(searchRules(en, "final scoring")[0]).toBe("final-scoring");
    expect(searchRules(en, "Bargain")).toContain("market-row");
    expect(searchRules(en, "link circle shard")).toContain("links");
    expect(searchRules(en, "xylophone")).toEqual([]);
    setLanguage("es");
    const es = sectionTexts(rulesEs);
    expect(searchRules(es, "salarios")).toContain("end-turn");
    expect(searchRules(es, "regatear")).toContain("market-row");
    // Typed without accents, as on many phones: "actuacion" finds "Actuaciones", "dias" finds "Días".
    expect(searchRules(es, "actuacion")).toContain("performance");
    expect(searchRules(es, "dias semana")[0]).toBe("weekdays");
    expect(searchRules(es, "ADIVINACIÓN")).toContain("dark-alley-location");
    expect(fold("Callejón Oscuro")).toBe("callejon oscuro");
  });
});
