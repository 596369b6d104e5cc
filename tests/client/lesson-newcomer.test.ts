import { afterAll, describe, expect, it } from "vitest";
import { setLanguage, t } from "../../client/i18n";
import { trickDetails } from "../../client/board/trickWords";
import { BASICS } from "../../client/lesson/basics";
import type { LessonContext } from "../../client/lesson/script";
import { TRICKS } from "../../shared/data/tricks";
import { createGame, initiativeSpace, legalActions } from "../../shared/engine";

// What the second newcomer (playtest 7, docs/playtests/2026-11-27-newcomer.md) met without an explanation or with
// words that disagreed with the board, checked with the real catalogues and the code that fills them.

const LANGS = ["en", "es"] as const;

afterAll(() => setLanguage("en"));

describe("lesson and board words a newcomer reads (playtest 7)", () => {
  it("the Advertise step names the spaces as the initiative chips print them (1 and 3 in a duel)", () => {
    const game = createGame({ players: 2, beginnerSetup: true }, 7);
    const seat = game.initiative[0]!;
    const bot = game.initiative[1]!;
    // The chips read the printed spaces: 1 for the first player, 3 for the second in a duel (RULES [2P]).
    expect([initiativeSpace(game, seat), initiativeSpace(game, bot)]).toEqual([1, 3]);
    const step = BASICS.steps.find((s) => s.id === "advertise")!;
    const c: LessonContext = { game, seat, legal: legalActions(game, seat), base: game };
    for (const lang of LANGS) {
      setLanguage(lang);
      const text = t("lesson.basics.advertise.do", step.words!(c));
      expect(text).toMatch(lang === "en" ? /on space 1\b/ : /en la casilla 1\b/);
      expect(text).toMatch(
        lang === "en" ? /on space 3, the duel's second space/ : /en la casilla 3, la segunda del duelo/,
      );
      // Nothing is printed on the track but the space's number: the cost is that number (RULES §5.3, OQ-3).
      expect(text).not.toMatch(/printed|impresas/);
    }
  });

  it("Spanish names the person's magician without “el mago El …”", () => {
    setLanguage("es");
    const text = t("lesson.basics.phases.do", { magician: "El Maestro de Espíritus Yoruba" });
    expect(text).toMatch(/^Tu mago es El Maestro de Espíritus Yoruba y juegas contra un bot\./);
    expect(text).not.toMatch(/mago El/);
  });

  it("“link” is explained where the lesson first uses it (the bot's show), before the step that makes one", () => {
    const order = BASICS.steps.map((s) => s.id);
    expect(order.indexOf("performance")).toBeLessThan(order.indexOf("setUpLink"));
    for (const lang of LANGS) {
      setLanguage(lang);
      expect(t("lesson.basics.performance.do")).toMatch(
        lang === "en" ? /\(a link: two markers side by side/ : /\(un enlace: dos marcadores vecinos/,
      );
    }
  });

  it("a trick's tooltip reads its card's shorthand (prep … → ★ ¢ ◆) and its ★ threshold in game words", () => {
    const sixteen = TRICKS.find((x) => x.threshold === 16)!;
    const one = TRICKS.find((x) => x.threshold === 1)!;
    for (const lang of LANGS) {
      setLanguage(lang);
      const y = sixteen.yield;
      const tip = trickDetails(sixteen.id);
      const words = (kind: "fame" | "coins" | "shards", n: number) => t(`words.${kind}`, { count: n, n });
      expect(tip).toContain(`${y.fame}★ ${y.coins}¢ ${y.shards}◆`);
      expect(tip).toContain(`${words("fame", y.fame)}, ${words("coins", y.coins)}`);
      expect(tip).toMatch(
        lang === "en"
          ? /★16 before its name: you need at least 16 Fame to learn it/
          : /★16 delante de su nombre: necesitas al menos 16 de Fama para aprenderlo/,
      );
      // A Fame-1 trick shows no ★ on the board, and its tooltip explains none.
      expect(trickDetails(one.id)).not.toMatch(/★1 /);
    }
  });
});
