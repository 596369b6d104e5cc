// Spanish capital letters (playtest 7's follow-up): a weekday is lower case in running text ("el viernes") and
// capitalised where it starts a line or label ("Viernes: tu actuación"); "monedas" is lower case inside a sentence,
// as English writes "coins" (Fama and Fragmentos stay capitalised as game terms, like Fame and Shard).
import { afterAll, describe, expect, it } from "vitest";
import { amount, fixedT, name, setLanguage, t } from "../../client/i18n";
import { CATALOGUES } from "../../client/i18n/allLanguages";
import { rulesEs } from "../../client/rules/textEs";

function leaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const child of Object.values(value)) leaves(child, out);
  return out;
}

const WEEKDAY = /(?<![.?!:"«(]\s*|^)\b(Jueves|Viernes|Sábado|Domingo)\b/u;
const COINS = /(?<![.?!]) Monedas?\b/u;

describe("Spanish capitals", () => {
  afterAll(() => setLanguage("en"));

  it("no weekday capitalised and no 'Monedas' inside a sentence, in every catalogue and the rules reference", () => {
    const texts = [...leaves(CATALOGUES.es), ...leaves(rulesEs)];
    expect(texts.filter((s) => WEEKDAY.test(s))).toEqual([]);
    expect(texts.filter((s) => COINS.test(s))).toEqual([]);
  });

  it("a weekday reads lower case mid-sentence and capitalised at a line's start", async () => {
    await setLanguage("es");
    const friday = name("weekday", "friday");
    expect(t("reason.weekdayTaken", { day: friday })).toBe("El viernes lo ocupa otro mago");
    expect(t("panel.yourShow", { day: friday })).toBe("Viernes: tu actuación");
    expect(t("show.performs", { day: name("weekday", "saturday"), name: "Ana", card: "la Carta 1" })).toMatch(
      /^Sábado: Ana actúa en/,
    );
    // The log is told through a translator fixed to its language: the same capital there.
    expect(fixedT("es")("story.show", { day: "viernes", who: "Ana", card: "la Carta 1", slot: 1 })).toMatch(
      /^Viernes: Ana/,
    );
    expect(amount("coins", 3)).toBe("3 monedas");
    expect(t("panel.advertiseFor", { cost: amount("coins", 3) })).toContain("3 monedas");
  });
});
