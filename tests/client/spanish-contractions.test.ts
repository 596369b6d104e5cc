// Spanish joins "de el" / "a el" into "del" / "al", and the Assistant is "la Ayudante" everywhere: the playtest of
// 2026-11-27 read "la casilla 1 de el Centro" in the log and "al Ayudante" beside "de la Ayudante" on the board.
import { describe, expect, it } from "vitest";
import { catalogueIn } from "../../client/log/catalogue";
import { contractSpanish, fixedT, setLanguage, t } from "../../client/i18n";
import type { Action } from "../../shared/engine";

const es = fixedT("es");
// No Dark Alley details: choosing a specialist has none.
const NO_ALLEY = { card: null, count: null } as const;
const en = fixedT("en");

describe("Spanish contractions", () => {
  it("joins the article el after de and a, and nothing else", () => {
    expect(contractSpanish("la casilla 1 de el Centro")).toBe("la casilla 1 del Centro");
    expect(contractSpanish("va a el Callejón Oscuro")).toBe("va al Callejón Oscuro");
    expect(contractSpanish("De el Centro")).toBe("Del Centro");
    // A name that starts with "El", the pronoun "él", "ella" and words ending in "de"/"a" stay as they are.
    expect(contractSpanish("la carta de El Caballero")).toBe("la carta de El Caballero");
    expect(contractSpanish("de él, de ella, puede el, para el")).toBe("de él, de ella, puede el, para el");
  });

  it("the log's place names come out joined, in Spanish only", () => {
    const place = es("story.place.downtown");
    expect(es("story.slot", { n: 1, place, mod: "+2" })).toBe(`la casilla 1 del ${place.replace(/^el /, "")} (+2 PA)`);
    expect(es("story.slot", { n: 1, place: es("story.place.dark_alley"), mod: "+2" })).toMatch(/ del Callejón Oscuro /);
    expect(en("story.slot", { n: 1, place: "the Dark Alley", mod: "+2" })).toBe("the Dark Alley slot 1 (+2 AP)");
    // The page's own t() (the board, the panels) in Spanish too.
    setLanguage("es");
    expect(t("story.slot", { n: 1, place: "el Centro", mod: "+2" })).toBe("la casilla 1 del Centro (+2 PA)");
    setLanguage("en");
  });

  it("names the Assistant with a feminine article in the log, as the board does", () => {
    const choose = (specialist: string): string =>
      catalogueIn("es").act.chooseSpecialist(
        "Bot 2",
        {
          type: "chooseSpecialist",
          specialist,
          components: [],
        } as unknown as Extract<Action, { type: "chooseSpecialist" }>,
        null,
        NO_ALLEY,
      );
    expect(choose("assistant")).toBe("Bot 2 eligió como especialista a la Ayudante.");
    expect(choose("engineer")).toBe("Bot 2 eligió como especialista al Ingeniero.");
    expect(es("board.assistantSlot", { who: "—" })).toMatch(/de la Ayudante/);
    expect(es("reason.takenBy", { name: "Ana", character: "Ayudante", context: "assistant" })).toBe(
      "Ocupada por la Ayudante de Ana",
    );
    expect(
      catalogueIn("en").act.chooseSpecialist(
        "Bot 2",
        {
          type: "chooseSpecialist",
          specialist: "assistant",
          components: [],
        } as unknown as Extract<Action, { type: "chooseSpecialist" }>,
        null,
        NO_ALLEY,
      ),
    ).toBe("Bot 2 chose the Assistant as specialist.");
  });
});
