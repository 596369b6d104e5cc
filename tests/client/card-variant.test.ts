import { describe, expect, it } from "vitest";
import { cardVariant } from "../../client/i18n/cardVariant";
import { cardName, setLanguage } from "../../client/i18n";
import { englishCatalogue } from "../../client/log/catalogue";
import { PERFORMANCES } from "../../shared/data/performances";

const ENGLISH = englishCatalogue();

// Issue 29 item 6: two performance cards of different layouts were both named "Riverside Theater".
describe("a performance card's name", () => {
  it("tells apart every card of a theater's deck by its variant", () => {
    expect(cardName("P01")).toBe("Riverside Theater I");
    expect(cardName("P02")).toBe("Riverside Theater II");
    expect(ENGLISH.names.card("P12")).toBe("Riverside Theater XII");
    const names = PERFORMANCES.map((p) => cardName(p.id));
    expect(new Set(names).size).toBe(names.length);
    expect(cardVariant("nope")).toBeNull();
  });

  it("in Spanish too", async () => {
    try {
      await setLanguage("es");
      expect(cardName("P02")).toMatch(/ II$/);
    } finally {
      await setLanguage("en");
    }
  });
});
