// The hint's runner-up in Assignment (issue 31, playtest 2026-11-27 defect 5): a plan with the same character →
// place cards in another order is the same plan to a player, so it is never named as the move the chosen plan beat
// ("A close call: Manager → the Theater" against the plan Magician → the Theater, Manager → the Theater).

import { describe, expect, it } from "vitest";
import { type Candidate, runnerUpOf } from "../../shared/ai/pairedRollouts";
import { firstStep, type Plan } from "../../shared/ai/plans";
import type { Action } from "../../shared/engine";

const card = (character: string, location: string): Action => ({ type: "assign", character, location }) as Action;

/** A measured plan candidate: its Fame in each of `worlds` shared worlds. */
function candidate(steps: Action[], fame: number, worlds: number): Candidate {
  const plan: Plan = { steps, key: steps.map((s) => JSON.stringify(s)).join("|") };
  return {
    action: null,
    plan,
    diff: 0,
    diff2: 0,
    fame: fame * worlds,
    wins: 0,
    worlds,
    fames: Array.from({ length: worlds }, (_, i) => fame + (i % 3)),
    won: Array.from({ length: worlds }, () => 0),
    broken: false,
  };
}

const step = (c: Candidate): Action => firstStep(c.plan!);

describe("the runner-up of a plan", () => {
  const magicianTheater = card("magician", "theater");
  const managerTheater = card("manager", "theater");
  const magicianMarket = card("magician", "market_row");

  it("is never the same cards in another order, and comes with its whole plan", () => {
    const chosen = candidate([magicianTheater, managerTheater], 30, 40);
    // The reordered plan was played in more worlds: by the search's order alone it would be the runner-up.
    const reordered = candidate([managerTheater, magicianTheater], 30, 40);
    const other = candidate([managerTheater, magicianMarket], 27, 20);
    const r = runnerUpOf([chosen, reordered, other], chosen, step);
    expect(r?.action).toEqual(managerTheater);
    expect(r?.plan).toEqual([managerTheater, magicianMarket]);
    expect(r?.worlds).toBe(20);
  });

  it("is none when the only other plans are the same cards reordered", () => {
    const chosen = candidate([magicianTheater, managerTheater], 30, 40);
    const reordered = candidate([managerTheater, magicianTheater], 30, 40);
    expect(runnerUpOf([chosen, reordered], chosen, step)).toBeNull();
  });
});
