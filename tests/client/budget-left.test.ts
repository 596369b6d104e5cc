// The starting components' budget line agrees in number with what is left (playtest 8 read "Te quedan 1 Moneda de 2
// Monedas"), in English and Spanish.
import { afterAll, describe, expect, it } from "vitest";
import { setLanguage } from "../../client/i18n";
import { budgetLeft } from "../../client/ui/setupChoices";

describe("what is left of the components' budget", () => {
  afterAll(() => setLanguage("en"));

  it("says it in each language, the verb agreeing with the coins left", async () => {
    await setLanguage("en");
    expect([2, 1, 0].map((n) => budgetLeft(n, 2))).toEqual([
      "2 coins left to spend (of 2)",
      "1 coin left to spend (of 2)",
      "0 coins left to spend (of 2)",
    ]);
    await setLanguage("es");
    const spanish = [2, 1, 0].map((n) => budgetLeft(n, 2).toLowerCase());
    expect(spanish).toEqual(["te quedan 2 monedas de 2", "te queda 1 moneda de 2", "te quedan 0 monedas de 2"]);
  });
});
