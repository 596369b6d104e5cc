// The time budget is honoured (with an injected clock, no real time), an iteration cap without a clock, the node cap,
// and a seed's determinism.

import { describe, expect, it } from "vitest";
import { viewFor } from "../../shared/engine";
import { BotInputError, decide, LEVEL_SETTINGS, NODE_BYTES } from "../../shared/ai";
import { turnActions } from "../../shared/ai/playout";
import { positionsOf } from "./positions";

/** A clock that moves `step` ms every time it is read. */
function fakeClock(step: number) {
  let t = 1000;
  let reads = 0;
  return {
    now: () => {
      reads++;
      t += step;
      return t;
    },
    reads: () => reads,
    at: () => t,
  };
}

/** A position with a real choice (several moves) for the seat. */
const choices = positionsOf(2, false, 21, 5).filter(
  (p) => p.state.phase === "placement" && turnActions(p.state, p.seat).length > 3,
);

describe("search limits", () => {
  it("stops when the injected clock says the budget is spent", () => {
    for (const level of ["magician", "grandMagician", "flatMonteCarlo"] as const) {
      const clock = fakeClock(10);
      const p = choices[0]!;
      const d = decide(viewFor(p.state, p.seat), p.seat, { level, seed: 1, budgetMs: 100, now: clock.now });
      // 10 ms per read, one read per iteration after the start: about 10 playouts, never the level's thousands.
      expect(d.stats.iterations, level).toBeGreaterThan(3);
      expect(d.stats.iterations, level).toBeLessThanOrEqual(11);
      expect(d.stats.ms, level).toBeLessThanOrEqual(100 + 2 * 10);
    }
  });

  it("uses the level's budget when none is given", () => {
    const clock = fakeClock(50);
    const p = choices[1]!;
    const d = decide(viewFor(p.state, p.seat), p.seat, { level: "magician", seed: 2, now: clock.now });
    expect(d.stats.iterations).toBeLessThanOrEqual(LEVEL_SETTINGS.magician.budgetMs / 50 + 1);
    expect(d.stats.iterations).toBeGreaterThan(1);
  });

  it("without a clock stops on the iteration cap, and bounds the tree by the node cap", () => {
    const p = choices[2]!;
    const d = decide(viewFor(p.state, p.seat), p.seat, {
      level: "grandMagician",
      seed: 3,
      maxIterations: 40,
      maxNodes: 12,
    });
    expect(d.stats.iterations).toBe(40);
    expect(d.stats.nodes).toBeGreaterThan(1);
    expect(d.stats.nodes).toBeLessThanOrEqual(12);
    expect(d.stats.treeBytes).toBe(d.stats.nodes * NODE_BYTES);
  });

  it("without a clock nor a cap plays the level's playoutsWithoutClock, not its clock-time bound", () => {
    const p = choices[choices.length - 1]!;
    const d = decide(viewFor(p.state, p.seat), p.seat, { level: "magician", seed: 4 });
    expect(d.stats.iterations).toBe(LEVEL_SETTINGS.magician.playoutsWithoutClock);
    expect(LEVEL_SETTINGS.magician.playoutsWithoutClock).toBeLessThan(LEVEL_SETTINGS.magician.maxIterations);
  });

  it("is deterministic for a seed: same view, seed and cap give the same decision and statistics", () => {
    for (const p of choices.slice(0, 4)) {
      const run = () =>
        decide(viewFor(p.state, p.seat), p.seat, { level: "grandMagician", seed: "same", maxIterations: 25 });
      expect(run()).toEqual(run());
    }
  });

  it("refuses a bad limit or level with a stable code", () => {
    const p = choices[0]!;
    const view = viewFor(p.state, p.seat);
    for (const bad of [{ budgetMs: -1 }, { maxIterations: Number.NaN }, { maxNodes: Infinity }]) {
      expect(() => decide(view, p.seat, { level: "magician", seed: 1, ...bad })).toThrowError(
        expect.objectContaining({ code: "BAD_LIMIT" }),
      );
    }
    for (const level of ["wizard", "toString", "__proto__"]) {
      expect(() => decide(view, p.seat, { level: level as never, seed: 1 })).toThrowError(
        expect.objectContaining({ code: "UNKNOWN_LEVEL" }),
      );
    }
    expect(() => decide(null as never, p.seat, { level: "magician", seed: 1 })).toThrowError(
      expect.objectContaining({ code: "VIEW_NOT_OF_SEAT" }),
    );
  });
});
