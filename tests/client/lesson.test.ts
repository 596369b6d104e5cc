import { describe, expect, it } from "vitest";
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
});
