// Spanish's "a" before a character's name contracts with its article (playtest 8 read "Elegir a El Caballero").
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage, t, withPersonalA } from "../../client/i18n";

describe("the Spanish 'a' before a magician's name", () => {
  afterAll(() => setLanguage("en"));

  it("contracts with the article, and other languages take the name as it is", async () => {
    expect(["El Caballero", "La Sacerdotisa del Misticismo", "Electra"].map((n) => withPersonalA(n, "es"))).toEqual([
      "al Caballero",
      "a la Sacerdotisa del Misticismo",
      "a Electra",
    ]);
    expect(withPersonalA("El Caballero", "en")).toBe("El Caballero");
    await setLanguage("es");
    expect(t("choices.magician.confirm", { name: "El Caballero" })).toBe("Elegir al Caballero");
    await setLanguage("en");
    expect(t("choices.magician.confirm", { name: "The Knight" })).toBe("Choose The Knight");
  });
});
