// Issue 31: the search must never play worse than the greedy bot it starts from. With too few playouts to tell two
// moves apart (a starved thread, a busy pool) it plays greedy's move, never a child that merely drew a lucky playout.

import { describe, expect, it } from "vitest";
import { makeRandom, greedyBot, viewFor, type Action, type GameState, type Seat } from "../../shared/engine";
import { decide } from "../../shared/ai";
import { determinize } from "../../shared/ai/determinize";
import { candidatePlans, firstStep } from "../../shared/ai/plans";
import { turnActions } from "../../shared/ai/playout";
import { positionsOf } from "./positions";

/** Greedy's move in the search's first sampled world (the same seed draws the same world): its plan's first step
 *  in Assignment, else its action. */
function greedyMove(state: GameState, seat: Seat, seed: string): Action | null {
  const s = determinize(viewFor(state, seat), seat, makeRandom(seed));
  if (turnActions(s, seat).length === 0) return null;
  return s.phase === "assignment" ? firstStep(candidatePlans(s, seat)[0]!) : greedyBot(s, seat);
}

const positions = [...positionsOf(2, false, 31, 6), ...positionsOf(2, true, 32, 9)].filter(
  (p) => turnActions(p.state, p.seat).length > 2,
);

describe("the search's floor: greedy's move", () => {
  it("has positions with a real choice in every phase that has one", () => {
    expect(positions.length).toBeGreaterThan(20);
    const phases = new Set(positions.map((p) => p.state.phase));
    expect(phases.has("assignment") && phases.has("placement")).toBe(true);
  });

  it.each([2, 3, 5, 8])("with %i playouts, too few to tell moves apart, plays greedy's move", (playouts) => {
    const differ: string[] = [];
    for (const { state, seat, label } of positions) {
      const seed = `floor-${label}`;
      const d = decide(viewFor(state, seat), seat, { level: "grandMagician", seed, maxIterations: playouts });
      if (JSON.stringify(d.action) !== JSON.stringify(greedyMove(state, seat, seed)))
        differ.push(`${label}: ${JSON.stringify(d.action)}`);
    }
    expect(differ).toEqual([]);
  });

  it("does not give a component or a trick away to put off its real move (found at these positions with 600 playouts)", () => {
    const found: string[] = [];
    for (const [seed, step] of [
      [31, 91],
      [33, 25],
      [34, 20],
    ] as const) {
      const { state, seat, label } = positionsOf(2, false, seed, 1)[step]!;
      expect(turnActions(state, seat).some((a) => a.type === "returnComponent" || a.type === "discardTrick")).toBe(
        true,
      );
      const d = decide(viewFor(state, seat), seat, {
        level: "grandMagician",
        seed: `scan-${label}`,
        maxIterations: 600,
      });
      if (d.action?.type === "returnComponent" || d.action?.type === "discardTrick")
        found.push(`${label}: ${JSON.stringify(d.action)}`);
    }
    expect(found).toEqual([]);
  });
});
