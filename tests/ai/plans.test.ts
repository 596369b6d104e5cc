// Assignment plans as the search's moves: greedy's plan first, its neighbours, all affordable, none taking back a card.

import { describe, expect, it } from "vitest";
import { applyAction, greedyBot, type GameState } from "../../shared/engine";
import { applyPlan, candidatePlans, firstStep } from "../../shared/ai/plans";
import { positionsOf } from "./positions";

/** Greedy's own plan, step by step, until it confirms. */
function greedyPlan(s: GameState, seat: number): string {
  const steps = [];
  for (;;) {
    const a = greedyBot(s, seat)!;
    if (a.type === "confirmAssignments") break;
    steps.push(a);
    const r = applyAction(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return JSON.stringify(steps);
}

describe("assignment plans", () => {
  it("greedy's plan comes first, then distinct affordable plans that only add cards", () => {
    let checked = 0;
    for (const [players, darkAlley] of [
      [2, false],
      [4, false],
      [3, true],
    ] as const) {
      for (const p of positionsOf(players, darkAlley, 600 + players, 1)) {
        const s = p.state;
        const me = s.players[p.seat]!;
        if (s.phase !== "assignment" || me.confirmed || Object.values(me.characters).some((c) => c.card !== null))
          continue;
        const plans = candidatePlans(s, p.seat);
        expect(plans[0]!.key, p.label).toBe(greedyPlan(s, p.seat));
        expect(new Set(plans.map((x) => x.key)).size).toBe(plans.length);
        expect(plans.length).toBeGreaterThan(2);
        for (const plan of plans) {
          const after = applyPlan(s, p.seat, plan);
          expect(after, plan.key).not.toBeNull();
          expect(after!.players[p.seat]!.confirmed || after!.phase !== "assignment").toBe(true);
          expect(plan.steps.every((a) => a.type === "assign" || a.type === "assignAlley")).toBe(true);
          expect(firstStep(plan).type).toBe(plan.steps.length > 0 ? plan.steps[0]!.type : "confirmAssignments");
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});
