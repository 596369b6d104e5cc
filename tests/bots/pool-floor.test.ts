// Issue 31 on the server's path: a bot decision asked through the pool (a worker thread, the view cloned across,
// the thread's own clock) with a budget too small to tell moves apart must be greedy's move from the same view and
// seed, never a child that one lucky playout put first.

import { afterAll, describe, expect, it } from "vitest";
import { greedyBot, makeRandom, viewFor, type Action, type GameState, type Seat } from "../../shared/engine";
import { determinize } from "../../shared/ai/determinize";
import { candidatePlans, firstStep } from "../../shared/ai/plans";
import { turnActions } from "../../shared/ai/playout";
import { BotPool } from "../../server/bots/pool";
import { positionsOf } from "../ai/positions";

/** Greedy's move in the search's first sampled world (the same seed draws the same world). */
function greedyMove(state: GameState, seat: Seat, seed: string): Action | null {
  const s = determinize(viewFor(state, seat), seat, makeRandom(seed));
  return s.phase === "assignment" ? firstStep(candidatePlans(s, seat)[0]!) : greedyBot(s, seat);
}

const positions = positionsOf(2, false, 41, 7)
  .filter((p) => turnActions(p.state, p.seat).length > 2)
  .slice(0, 12);

describe("the pool's decisions with a starved budget", () => {
  // 5 ms: a playout or two on an idle core, as a Grand Magician gets on a loaded machine at nice +10.
  const pool = new BotPool({ threads: 1, minBudgetMs: 5, maxBudgetMs: 5 });
  afterAll(() => pool.close());

  it("are greedy's moves, from the seat's own view, for both levels that search", async () => {
    const differ: string[] = [];
    const figures: string[] = [];
    for (const level of ["magician", "grandMagician"] as const)
      for (const { state, seat, label } of positions) {
        const seed = `starved-${level}-${label}`;
        const { reply, budgetMs } = await pool.decide(viewFor(state, seat), seat, level, seed);
        expect(budgetMs).toBe(5);
        // Fewer playouts than a figure needs: no percent is shown for such a move.
        if (reply.stats.playouts < 10 && reply.reason.code === "expects") figures.push(`${level} ${label}`);
        if (JSON.stringify(reply.action) !== JSON.stringify(greedyMove(state, seat, seed)))
          differ.push(`${level} ${label} (${reply.stats.playouts} playouts): ${JSON.stringify(reply.action)}`);
      }
    expect(differ).toEqual([]);
    expect(figures).toEqual([]);
  });
});
