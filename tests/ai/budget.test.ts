// The time budget is honoured (with an injected clock, no real time), an iteration cap without a clock, the node cap,
// and a seed's determinism.

import { describe, expect, it, vi } from "vitest";
import { viewFor } from "../../shared/engine";
import { BotInputError, decide, LEVEL_SETTINGS, NODE_BYTES } from "../../shared/ai";
import { PLAYOUT_CLOCK_STEPS, turnActions } from "../../shared/ai/playout";
import { positionsOf } from "./positions";

/**
 * A clock driven by the search's own work: every greedy choice (each playout step, and the tree's priors) costs
 * `perStep` ms of simulated time, as on a thread that gets that little CPU. Reading it costs nothing, so it shows
 * time spent between two reads, which a clock that moves per read cannot (issue 31: a starved playout).
 */
const sim = vi.hoisted(() => ({ t: 1000, perStep: 0 }));
vi.mock("../../shared/engine/greedy", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../shared/engine/greedy")>();
  return {
    ...real,
    greedyBot: (...args: Parameters<typeof real.greedyBot>) => {
      sim.t += sim.perStep;
      return real.greedyBot(...args);
    },
  };
});
function workClock(perStep: number) {
  sim.perStep = perStep;
  return { now: () => sim.t };
}

/** A position with a real choice (several moves) for the seat. */
const choices = positionsOf(2, false, 21, 5).filter(
  (p) => p.state.phase === "placement" && turnActions(p.state, p.seat).length > 3,
);

describe("search limits", () => {
  it("stops when the injected clock says the budget is spent", () => {
    for (const level of ["magician", "grandMagician", "flatMonteCarlo"] as const) {
      // 0.05 ms a step: a playout of a few hundred steps takes ~10 ms, so 100 ms hold several, never thousands.
      const clock = workClock(0.05);
      const p = choices[0]!;
      const d = decide(viewFor(p.state, p.seat), p.seat, { level, seed: 1, budgetMs: 100, now: clock.now });
      expect(d.stats.iterations, level).toBeGreaterThan(3);
      expect(d.stats.iterations, level).toBeLessThan(100);
      expect(d.stats.ms, level).toBeLessThanOrEqual(100 + 2 * PLAYOUT_CLOCK_STEPS * 0.05);
      expect(turnActions(p.state, p.seat)).toContainEqual(d.action);
    }
  });

  it("uses the level's budget when none is given", () => {
    const clock = workClock(0.05);
    const p = choices[1]!;
    const d = decide(viewFor(p.state, p.seat), p.seat, { level: "magician", seed: 2, now: clock.now });
    expect(d.stats.iterations).toBeGreaterThan(1);
    expect(d.stats.ms).toBeGreaterThanOrEqual(LEVEL_SETTINGS.magician.budgetMs);
    expect(d.stats.ms).toBeLessThanOrEqual(LEVEL_SETTINGS.magician.budgetMs + 2 * PLAYOUT_CLOCK_STEPS * 0.05);
  });

  it("on a starved thread is late by a few steps at most, not by a whole playout (the clock is read inside it)", () => {
    // 5 ms a step: one playout alone would take a second or more; the budget is 100 ms.
    for (const level of ["grandMagician", "flatMonteCarlo"] as const) {
      const clock = workClock(5);
      const p = choices[0]!;
      const d = decide(viewFor(p.state, p.seat), p.seat, { level, seed: 5, budgetMs: 100, now: clock.now });
      expect(d.stats.ms, level).toBeLessThanOrEqual(100 + 2 * PLAYOUT_CLOCK_STEPS * 5);
      // No playout finished: the move is greedy's, said as such, and legal.
      expect(d.stats.iterations, level).toBe(0);
      expect(d.reason.code, level).toBe("greedy");
      expect(turnActions(p.state, p.seat)).toContainEqual(d.action);
    }
  });

  it("without a clock stops on the iteration cap, and bounds the tree by the node cap", () => {
    // The Magician's ISMCTS keeps a tree (the Grand Magician's paired rollouts have none: nodes 0).
    const p = choices[2]!;
    const d = decide(viewFor(p.state, p.seat), p.seat, {
      level: "magician",
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
