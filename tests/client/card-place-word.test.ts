import { describe, expect, it } from "vitest";
import { cardPlaceWord } from "../../client/board/labels";
import { setLanguage } from "../../client/i18n";

// Issue 29 item 6: a Manager's Theater card was tagged "Stage", where only the Magician may go (RULES §7.1).
describe("the word on an assignment card under a character at home", () => {
  it("says what the card allows that character, in English and Spanish", async () => {
    try {
      expect(cardPlaceWord("theater", "manager")).toBe("Backstage");
      expect(cardPlaceWord("theater", "magician")).toBe("Theater");
      expect(cardPlaceWord("market_row", "manager")).toBe("Market");
      await setLanguage("es");
      expect(cardPlaceWord("theater", "apprentice1")).toBe("Bastidores");
      expect(cardPlaceWord("theater", "magician")).toBe("Teatro");
    } finally {
      await setLanguage("en");
    }
  });
});
