// The hint waits for enough sampled worlds (issue 31): on a loaded machine the Grand Magician's second bought 20-77
// playouts, too few to leave greedy's move or give a reason, and the hint read "its rules of thumb". A person who
// asked waits a little longer, within a bound; when even that is too little, the reason says so. A clock that moves
// on with every look stands in for a starved thread, so the test does not depend on the machine's load.
import { describe, expect, it } from "vitest";
import { decide } from "../../shared/ai";
import { turnActions } from "../../shared/ai/playout";
import { viewFor } from "../../shared/engine";
import { positionsOf } from "./positions";

/** A placement with many moves (a search has something to compare). */
const position = positionsOf(2, false, 11, 1).find(
  (p) => p.state.phase === "placement" && turnActions(p.state, p.seat).length >= 8,
)!;

/** A starved thread's clock: every look costs `step` ms. */
function starvedClock(step: number): () => number {
  let t = 0;
  return () => (t += step);
}

describe("the hint's wait for enough worlds", () => {
  const view = viewFor(position.state, position.seat);
  const ask = (extra: { minWorlds?: number; maxWaitMs?: number }) =>
    decide(view, position.seat, {
      level: "grandMagician",
      seed: 4,
      budgetMs: 40,
      now: starvedClock(1),
      explain: true,
      ...extra,
    });

  it("starved, a bot's move (no wait) is greedy's with the rules-of-thumb line", () => {
    const d = ask({});
    expect(d.reason.code).toBe("greedy");
  });

  it("the hint goes on past the budget until greedy's move has 10 worlds, and then gives a reason", () => {
    const starved = ask({});
    const d = ask({ minWorlds: 10, maxWaitMs: 1_000_000 });
    expect(d.stats.playouts).toBeGreaterThan(starved.stats.playouts);
    expect(d.reason.code).toBe("expects");
    expect(d.reason.fame).toBeGreaterThan(0);
  }, 60_000);

  it("within its bound: still too few worlds is said as such, not as the rules of thumb", () => {
    const d = ask({ minWorlds: 10, maxWaitMs: 60 });
    expect(d.reason.code).toBe("tooFew");
    expect(turnActions(position.state, position.seat)).toContainEqual(d.action);
  });
});
