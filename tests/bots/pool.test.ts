import { afterAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { applyAction, viewFor } from "../../shared/engine";
import { BotPool } from "../../server/bots/pool";
import { MIN_VISITS_TO_LEAVE_GREEDY } from "../../shared/ai/ismcts";
import { positionsOf } from "../ai/positions";

// Positions where the seat has a real choice (not in Assignment: one seat plans at a time there anyway).
const positions = positionsOf(2, false, 7, 9).slice(0, 4);

describe("the bots' worker pool", () => {
  const pools: BotPool[] = [];
  const pool = (options: ConstructorParameters<typeof BotPool>[0]) => {
    const p = new BotPool(options);
    pools.push(p);
    return p;
  };
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it("answers a legal move of the seat, searched in a thread from the seat's view", async () => {
    const p = pool({ threads: 1, maxBudgetMs: 100 });
    let searched = 0;
    for (const { state, seat, label } of positions) {
      const answer = await p.decide(viewFor(state, seat), seat, "magician", `test-${label}`);
      expect(answer.reply.action, label).not.toBeNull();
      expect(applyAction(state, seat, answer.reply.action!).ok, label).toBe(true);
      expect(answer.budgetMs).toBe(100);
      // A search ran, unless the seat had a single move (forced). A figure is given only over enough playouts of
      // the chosen move; with fewer (a starved thread) the move is greedy's, said as such (issue 31).
      const code = answer.reply.reason.code;
      if (code === "expects")
        expect(answer.reply.stats.playouts, label).toBeGreaterThanOrEqual(MIN_VISITS_TO_LEAVE_GREEDY);
      searched += answer.reply.stats.playouts > 0 ? 1 : 0;
    }
    expect(searched).toBeGreaterThan(0);
  });

  it("never runs more decisions at once than it has threads, and shrinks the budget of those that must wait", async () => {
    const p = pool({ threads: 1, maxBudgetMs: 120, minBudgetMs: 10 });
    const { state, seat } = positions[0]!;
    const view = viewFor(state, seat);
    const answers = await Promise.all([0, 1, 2, 3].map((i) => p.decide(view, seat, "grandMagician", `load-${i}`)));
    // Asked together: the first has the thread to itself (full budget); the next share it.
    expect(answers.map((a) => a.budgetMs)).toEqual([120, 60, 40, 30]);
    // One thread: each decision started only after the one before it had spent its budget (piscina may start
    // the queued ones in any order while its first thread boots, so they are taken in the order they ran).
    const ran = [...answers].sort((a, b) => a.reply.startedAt - b.reply.startedAt);
    for (let i = 1; i < ran.length; i++)
      expect(ran[i]!.reply.startedAt - ran[i - 1]!.reply.startedAt).toBeGreaterThanOrEqual(ran[i - 1]!.budgetMs - 1);
    expect(ran[3]!.queueMs).toBeGreaterThanOrEqual(ran[0]!.budgetMs + ran[1]!.budgetMs + ran[2]!.budgetMs - 5);
    const figures = p.takeFigures();
    expect(figures).toMatchObject({ decisions: 4, failures: 0, inFlight: 0, threads: 1 });
    expect([...figures.budgetMs].sort((a, b) => b - a)).toEqual([120, 60, 40, 30]);
  });

  it("a worker that crashes fails that decision only; the pool answers the next one", async () => {
    const crashing = pool({
      threads: 1,
      filename: fileURLToPath(new URL("../support/crashingBotWorker.ts", import.meta.url)),
    });
    const { state, seat } = positions[0]!;
    await expect(crashing.decide(viewFor(state, seat), seat, "magician", "x")).rejects.toThrow();
    await expect(crashing.decide(viewFor(state, seat), seat, "magician", "y")).rejects.toThrow();
    expect(crashing.takeFigures().failures).toBe(2);
    const healthy = pool({ threads: 1, maxBudgetMs: 20 });
    expect((await healthy.decide(viewFor(state, seat), seat, "apprentice", "z")).reply.action).not.toBeNull();
  });

  it("refuses a pool without threads", () => {
    expect(() => new BotPool({ threads: 0 })).toThrow(/at least one thread/);
  });
});
