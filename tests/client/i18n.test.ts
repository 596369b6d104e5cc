import { describe, expect, it } from "vitest";
import {
  CATEGORIES,
  COMPONENTS,
  DICE,
  MAGICIANS,
  PROPHECIES,
  SPECIAL_CARDS,
  TRICKS,
  WEEKDAYS,
} from "../../shared/data";
import { RULE_ERROR_CODES, type UndoErrorCode } from "../../shared/engine";
import { LANGUAGES, formatList, setLanguage, t } from "../../client/i18n";
import { CATALOGUES } from "../../client/i18n/allLanguages";

/** Every leaf key of a catalogue ("lobby.start", …) with its text. */
function leaves(value: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof child === "string") out.set(path, child);
    else for (const [k, v] of leaves(child, path)) out.set(k, v);
  }
  return out;
}
/** Every undo refusal (the type makes the list whole). */
const UNDO_CODES = {
  NOTHING_TO_UNDO: 1,
  UNDO_NOT_YOURS: 1,
  UNDO_AFTER_RANDOM: 1,
  UNDO_AFTER_HIDDEN: 1,
  UNDO_PLACEMENT_OVER: 1,
} satisfies Record<UndoErrorCode, 1>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const variables = (text: string): string[] => [...text.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]!).sort();

describe("the catalogues", () => {
  const all = Object.fromEntries(LANGUAGES.map((lng) => [lng, leaves(CATALOGUES[lng])]));

  it("have the same keys in every language (a key missing in one fails here)", () => {
    const base = (keys: Iterable<string>) => new Set([...keys].map((k) => k.replace(PLURAL, "")));
    const english = base(all.en!.keys());
    for (const lng of LANGUAGES) {
      const here = base(all[lng]!.keys());
      expect(
        [...english].filter((k) => !here.has(k)),
        `missing in ${lng}`,
      ).toEqual([]);
      expect(
        [...here].filter((k) => !english.has(k)),
        `only in ${lng}`,
      ).toEqual([]);
    }
  });

  it("give every plural its 'one' and 'other' forms and keep every {{variable}} in each translation", () => {
    for (const lng of LANGUAGES) {
      for (const [key, text] of all[lng]!) {
        expect(text.trim(), `${lng} ${key} is empty`).not.toBe("");
        if (PLURAL.test(key))
          for (const form of ["one", "other"])
            expect(all[lng]!.has(key.replace(PLURAL, `_${form}`)), `${lng} ${key}`).toBe(true);
        const english = all.en!.get(key) ?? all.en!.get(key.replace(PLURAL, "_other"));
        expect(variables(text), `${lng} ${key}`).toEqual(
          variables(english!).filter((v) => v !== "count" || text.includes("{{count}}")),
        );
      }
    }
  });

  it("name every trick, component, magician, category, weekday and die, and word every refusal code", () => {
    const ids: [string, readonly string[]][] = [
      ["trick", TRICKS.map((x) => x.id)],
      ["component", COMPONENTS.map((x) => x.id)],
      ["magician", MAGICIANS.map((x) => x.id)],
      ["category", CATEGORIES],
      ["weekday", WEEKDAYS],
      ["die", DICE.map((x) => x.id)],
      ["special", SPECIAL_CARDS.map((x) => x.id)],
      ["prophecy", PROPHECIES.map((x) => x.id)],
    ];
    for (const lng of LANGUAGES) {
      for (const [kind, list] of ids)
        for (const id of list) expect(all[lng]!.has(`names.${kind}.${id}`), `${lng} names.${kind}.${id}`).toBe(true);
      for (const code of RULE_ERROR_CODES)
        expect(all[lng]!.has(`refusal.code.${code}`), `${lng} refusal ${code}`).toBe(true);
      for (const code of Object.keys(UNDO_CODES))
        expect(all[lng]!.has(`refusal.code.${code}`), `${lng} refusal ${code}`).toBe(true);
    }
  });

  it("gives every location a short word for the card tags under characters: whole, distinct, at most 8 letters", () => {
    const locations = ["downtown", "market_row", "workshop", "theater", "dark_alley"];
    for (const lng of LANGUAGES) {
      const words = locations.map((id) => all[lng]!.get(`names.locationShort.${id}`) ?? "");
      for (const [i, word] of words.entries()) {
        expect(word, `${lng} ${locations[i]}`).toMatch(/^\p{L}{2,8}$/u);
        expect(words.indexOf(word), `${lng} ${word} twice`).toBe(i);
      }
    }
  });

  it("uses the Spanish edition's rules terms and Spanish plurals and lists", () => {
    setLanguage("es");
    try {
      expect(t("names.resource.fame")).toBe("Fama");
      expect(t("names.resource.coins")).toBe("Monedas");
      expect(t("names.resource.shards")).toBe("Fragmentos");
      expect(t("status.planning", { count: 1 })).toBe("1 planificando todavía");
      expect(t("replay.perSecond", { count: 5 })).toBe("5 acciones / s");
      expect(t("replay.perSecond", { count: 1 })).toBe("1 acción / s");
      expect(formatList(["Ana", "Ben", "Carla"])).toBe("Ana, Ben y Carla");
    } finally {
      setLanguage("en");
    }
    expect(t("replay.perSecond", { count: 1 })).toBe("1 action / s");
    expect(formatList(["Ana", "Ben", "Carla"])).toBe("Ana, Ben, and Carla");
  });
});
