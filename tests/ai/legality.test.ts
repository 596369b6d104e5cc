// Every decision of every level is legal, over positions of every phase, 2-4 players, base and Dark Alley.

import { describe, expect, it } from "vitest";
import { activeSeats, applyAction, createGame, validateAction, viewFor } from "../../shared/engine";
import { decide, type DecideLevel } from "../../shared/ai";
import { turnActions } from "../../shared/ai/playout";
import { hiddenPlanPositions, positionsOf } from "./positions";

const LEVELS: readonly DecideLevel[] = ["apprentice", "magician", "grandMagician", "flatMonteCarlo"];

describe("search bots play only legal moves", () => {
  for (const players of [2, 3, 4] as const) {
    for (const darkAlley of [false, true]) {
      it(`${players} players, ${darkAlley ? "Dark Alley" : "base"}: every level, positions across the game`, () => {
        const positions = [
          ...positionsOf(players, darkAlley, 100 + players, darkAlley ? 23 : 13),
          ...hiddenPlanPositions(players, darkAlley, 200 + players).slice(0, 3),
        ];
        expect(positions.length).toBeGreaterThan(8);
        const phases = new Set(positions.map((p) => p.state.phase));
        expect([...phases]).toEqual(expect.arrayContaining(["assignment", "placement"]));
        positions.forEach((p, i) => {
          const level = LEVELS[i % LEVELS.length]!;
          // The Grand Magician plays each world once per root move: with 6 playouts it would only play greedy's move.
          const maxIterations = level === "grandMagician" ? 60 : 6;
          const d = decide(viewFor(p.state, p.seat), p.seat, { level, seed: i, maxIterations });
          if (turnActions(p.state, p.seat).length === 0) {
            expect(d.action, p.label).toBeNull();
            return;
          }
          expect(d.action, `${p.label} ${level}`).not.toBeNull();
          expect(
            validateAction(p.state, p.seat, d.action!),
            `${p.label} ${level} ${JSON.stringify(d.action)}`,
          ).toBeNull();
        });
      }, 60_000); // whole searches: slow on a machine shared with other suites
    }
  }
});

describe("search bots finish their games", () => {
  // A bot called once per Assignment step must always move on (one more card, or confirm): an assign / unassign
  // cycle would never end the game.
  for (const [players, darkAlley, level] of [
    [2, false, "grandMagician"],
    [3, true, "magician"],
    [2, true, "flatMonteCarlo"],
  ] as const) {
    it(`${players} players, ${darkAlley ? "Dark Alley" : "base"}: ${level} against greedy to the end`, () => {
      let s = createGame({ players, modules: darkAlley ? { darkAlley: true } : undefined }, 77 + players);
      let steps = 0;
      while (s.phase !== "gameOver") {
        const seat = activeSeats(s)[0]!;
        const d = decide(viewFor(s, seat), seat, {
          level: seat === 0 ? level : "apprentice",
          seed: steps,
          // Enough for the Grand Magician to finish worlds where there are few moves (late in the game).
          maxIterations: level === "grandMagician" ? 40 : 3,
        });
        const r = applyAction(s, seat, d.action!);
        expect(r.ok).toBe(true);
        if (r.ok) s = r.state;
        expect(++steps).toBeLessThan(1500);
      }
    }, 60_000);
  }
});
