// A performance card's spaces and a marker's facing in a player's words, never a coordinate: the playtest of
// 2026-11-27 read "row 1, column 1" / "fila 1, columna 1" in the side panel's forms (for the Order action even, whose
// slot is an order slot, not a card space) and "Its own category points: right →".
import { afterAll, describe, expect, it } from "vitest";
import { PERFORMANCES } from "../../shared/data";
import { setLanguage, t, type Language } from "../../client/i18n";
import { cardSpaceName, fieldName, valueName } from "../../client/ui/actionText";

const LANGS: Language[] = ["en", "es"];
const COORDINATE = /\d|\b(row|column|fila|columna)\b/i;

afterAll(() => setLanguage("en"));

describe("performance-card spaces in words", () => {
  for (const lng of LANGS)
    it(`every space of every card has its own words, with no number (${lng})`, () => {
      setLanguage(lng);
      for (const card of PERFORMANCES) {
        const words = card.slots.map((s) => cardSpaceName(s.id));
        for (const w of words) expect(w, `${card.id}`).not.toMatch(COORDINATE);
        expect(new Set(words).size, `${card.id}: ${words.join(" / ")}`).toBe(words.length);
      }
    });

  it("names the spaces as they are drawn: column then row", () => {
    setLanguage("en");
    expect(cardSpaceName("0.0")).toBe("top left");
    expect(cardSpaceName("1.1")).toBe("middle right");
    expect(cardSpaceName("1.2")).toBe("bottom right");
    setLanguage("es");
    expect(cardSpaceName("0.2")).toBe("abajo a la izquierda");
    expect(cardSpaceName("1.0")).toBe("arriba a la derecha");
  });

  it("refuses a space no card has instead of inventing words", () => {
    expect(() => cardSpaceName("2.0")).toThrow();
  });
});

describe("other slots and the facing in the side panel's forms", () => {
  it("an Order's slot is the Market Row's order slot, Shoplifting's its stock slot", () => {
    setLanguage("en");
    expect(valueName("slot", 0, null, "order")).toBe("Order slot 1");
    expect(valueName("slot", 3, null, "order")).toBe("Order slot 4");
    expect(valueName("slot", 1, null, "shoplift")).toBe("Stock slot 2");
    setLanguage("es");
    expect(valueName("slot", 0, null, "order")).toBe("Casilla de encargo 1");
  });

  for (const lng of LANGS)
    it(`a marker's facing says which neighbouring space its category corner points at (${lng})`, () => {
      setLanguage(lng);
      for (const d of ["up", "right", "down", "left"]) {
        const words = valueName("facing", d, null, "setUpTrick");
        expect(words, d).toMatch(lng === "en" ? /space/ : /espacio/);
        expect(t(`setup.facing.${d}`), d).toMatch(lng === "en" ? /space/ : /espacio/);
      }
      expect(fieldName("facing")).not.toMatch(/own category/i);
    });
});
