// A seat nobody named reads in the reader's language (playtest 7, defect 10: "Player 1 (tú)" on a Spanish page).
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage, t } from "../../client/i18n";
import { shownSeatName, shownSeatNames } from "../../client/i18n/seatName";

describe("a seat's default name", () => {
  afterAll(() => setLanguage("en"));

  it("is the server's default, worded in the page's language, with its own mark of 'you'", async () => {
    await setLanguage("es");
    expect(shownSeatName("Player 1", 0)).toBe("Jugador 1");
    expect(t("board.you", { name: shownSeatName("Player 1", 0) })).toBe("Jugador 1 (tú)");
    expect(shownSeatName("Player 3 (2)", 2)).toBe("Jugador 3 (2)");
    await setLanguage("en");
    expect(shownSeatName("Player 2", 1)).toBe("Player 2");
    // A default baked in another language by an older page reads in this one.
    expect(shownSeatName("Jugador 2", 1)).toBe("Player 2");
  });

  it("never touches a name a person chose", async () => {
    await setLanguage("es");
    expect(shownSeatNames(["Anna", "Bot 2", "Player 1", "Player (2)"])).toEqual([
      "Anna",
      "Bot 2",
      "Player 1", // another seat's default, typed by the person in seat 3: theirs
      "Player (2)",
    ]);
  });
});
