import { describe, expect, it } from "vitest";
import { setLanguage } from "../../client/i18n";
import { CATALOGUES } from "../../client/i18n/allLanguages";
import { BASICS } from "../../client/lesson/basics";
import { DARK_ALLEY } from "../../client/lesson/darkAlley";
import { compareMoments, stepWindow, type Moment } from "../../client/lesson/script";
import type { GameState } from "../../shared/engine";

// The lessons' scripts as data (client/lesson/): every step has its words in both languages, and the windows that
// decide when a step applies are ordered as the game runs (turn, then phase; game over after every turn).

const lookup = (catalogue: object, path: string): unknown =>
  path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], catalogue);

describe("lesson scripts", () => {
  for (const lesson of [BASICS, DARK_ALLEY]) {
    it(`${lesson.id}: every step has a title and what to do (and, unless only told, what happened) in English and Spanish`, () => {
      const ids = lesson.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const step of lesson.steps) {
        for (const lang of ["en", "es"] as const) {
          for (const part of ["title", "do", ...(step.told ? [] : ["done"])]) {
            expect(
              lookup(CATALOGUES[lang], `lesson.${lesson.id}.${step.id}.${part}`),
              `${lang} ${lesson.id}.${step.id}.${part}`,
            ).toEqual(expect.any(String));
          }
        }
        // A window that closes before it opens would skip its step unseen.
        expect(compareMoments(step.from, step.until), step.id).toBeLessThanOrEqual(0);
      }
      // Steps come in the order of the game: no step opens before the one before it.
      lesson.steps
        .slice(1)
        .forEach((step, i) => expect(compareMoments(lesson.steps[i]!.from, step.from), step.id).toBeLessThanOrEqual(0));
    });
  }

  it("orders moments by turn, then phase, with game over last", () => {
    const m = (turn: number, phase: Moment["phase"]): Moment => ({ turn, phase });
    expect(compareMoments(m(1, "placement"), m(2, "advertise"))).toBeLessThan(0);
    expect(compareMoments(m(2, "advertise"), m(2, "assignment"))).toBeLessThan(0);
    expect(compareMoments(m(5, "performance"), m(5, "gameOver"))).toBeLessThan(0);
    expect(compareMoments(m(6, "advertise"), m(5, "gameOver"))).toBeLessThan(0);
    const at = (turn: number, phase: Moment["phase"]) => ({ turn, phase }) as GameState;
    const step = { id: "x", from: m(1, "placement"), until: m(2, "advertise") };
    expect(stepWindow(step, at(1, "assignment"))).toBe("before");
    expect(stepWindow(step, at(1, "performance"))).toBe("open");
    expect(stepWindow(step, at(2, "assignment"))).toBe("after");
  });

  // The newcomer trial (issue 28): what confused someone who had never played, now said where it happens.
  it("basics: the words answer the newcomer trial, in English and Spanish", () => {
    const w = (lang: "en" | "es", path: string): string => lookup(CATALOGUES[lang], `lesson.basics.${path}`) as string;
    for (const lang of ["en", "es"] as const) {
      const phases = w(lang, "phases.do");
      // Phases come as they come: the first step no longer lists Performance and End Turn up front.
      expect(phases).not.toMatch(lang === "en" ? /Performance|End Turn/ : /Actuaciones|Fin de turno/);
      // What Advertise costs in a duel (the second space costs 3), not only "your initiative space".
      expect(w(lang, "advertise.do")).toMatch(/3/);
      // A legend for the pieces' letters as they first appear.
      expect(w(lang, "planMagician.do")).toMatch(
        /\{\{magicianDisk\}\}.*A1.*\{\{managerDisk\}\}.*\{\{engineerDisk\}\}.*\{\{assistantDisk\}\}/,
      );
      // Gold (the game's "legal here") against blue (the lesson's ring).
      expect(w(lang, "placeMagician.do")).toMatch(lang === "en" ? /Gold.*blue/ : /dorados.*azul/);
      // Where a trick's components are read.
      expect(w(lang, "buy.do")).toMatch(lang === "en" ? /point at it/ : /señalarlo/);
      // The Bank and rerolls at Downtown, the Quick Order at the Market Row, weekday modifiers, one marker per trick.
      expect(w(lang, "hire.do")).toMatch(lang === "en" ? /Bank.*Reroll/ : /Banco.*Volver a tirar/);
      expect(w(lang, "order.do")).toMatch(lang === "en" ? /Quick Order/ : /Encargo rápido/);
      expect(w(lang, "placeBackstage.do")).toMatch(lang === "en" ? /Thursday.*Sunday/ : /jueves.*domingo/);
      expect(w(lang, "setUp.do")).toMatch(lang === "en" ? /only one marker of each/ : /un solo marcador de cada/);
      // Performed markers are spent, and the card is cleared for everyone.
      expect(w(lang, "perform.done")).toMatch(lang === "en" ? /spent.*everyone/ : /gastado.*todos/);
      // The show waits for Next, and the summary for Continue.
      expect(w(lang, "performance.do")).toMatch(lang === "en" ? /Next and watch/ : /Siguiente y mira/);
      expect(w(lang, "newTurn.do")).toMatch(lang === "en" ? /Continue/ : /Continuar/);
    }
    // The legend's letters are the board's own (Spanish pieces read G, I, Ay), in the reader's language.
    const legend = BASICS.steps.find((st) => st.id === "planMagician")!.words!(null as never);
    setLanguage("es");
    try {
      expect(BASICS.steps.find((st) => st.id === "planMagician")!.words!(null as never)).toMatchObject({
        magicianDisk: "M",
        managerDisk: "G",
        engineerDisk: "I",
        assistantDisk: "Ay",
      });
    } finally {
      setLanguage("en");
    }
    expect(legend).toMatchObject({ magicianDisk: "M", managerDisk: "Mg", engineerDisk: "E", assistantDisk: "As" });
    // The step before the bot's show holds the story until it is read.
    expect(BASICS.steps.find((s) => s.id === "performance")?.holdsStory).toBe(true);
  });
});
