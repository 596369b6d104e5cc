import { describe, expect, it } from "vitest";
import { greedyBot, type Action, type GameView, type Seat } from "../../shared/engine";
import { BotDriver, type BotHost } from "../../server/bots/driver";
import type { BotPool, PoolAnswer } from "../../server/bots/pool";
import { Table } from "../../server/table/Table";
import { newSeatToken } from "../../server/storage/seatToken";

/** A pool whose answers the test gives by hand, recording what it was asked (the seat's view, the level). */
function handPool() {
  const asked: {
    view: GameView;
    seat: Seat;
    level: string;
    answer: (action: Action | null) => void;
    fail: () => void;
  }[] = [];
  const pool = {
    decide: (view: GameView, seat: Seat, level: string) =>
      new Promise<PoolAnswer>((resolve, reject) => {
        const answer = (action: Action | null) =>
          resolve({
            reply: {
              action,
              reason: { code: "greedy" },
              stats: { iterations: 0, playouts: 0, nodes: 0, treeBytes: 0, ms: 0 },
              startedAt: 0,
            },
            queueMs: 0,
            budgetMs: 0,
          });
        asked.push({ view, seat, level, answer, fail: () => reject(new Error("thread crashed")) });
      }),
  };
  return { pool: pool as unknown as BotPool, asked };
}

function botTable(): { table: Table; played: { seat: Seat; action: Action }[]; host: BotHost } {
  const table = new Table(
    {
      players: 2,
      beginnerSetup: true,
      quickStart: false,
      listed: false,
      darkAlley: false,
      prophecies: false,
      abilities: false,
      botLevel: "grandMagician",
    },
    11,
    newSeatToken,
  );
  table.setBot(0, 0, true, "magician");
  table.setBot(0, 1, true);
  expect(table.start(0)).toBeNull();
  const played: { seat: Seat; action: Action }[] = [];
  const host: BotHost = {
    table,
    code: "TEST",
    serial: (fn) => fn(),
    play: async (seat, action) => {
      const r = await table.act(seat, action);
      if (!r.ok) return r.error.message;
      played.push({ seat, action });
      return null;
    },
    later: (ms, fn) => {
      const id = setTimeout(fn, ms);
      return { clear: () => clearTimeout(id) };
    },
  };
  return { table, played, host };
}

const tick = () => new Promise((r) => setTimeout(r, 5));

describe("a table's bot driver", () => {
  it("asks the pool with the seat's view only, at the seat's level, one decision at a time, and plays the answer", async () => {
    const { table, played, host } = botTable();
    const { pool, asked } = handPool();
    const driver = new BotDriver(host, pool, 0);
    driver.wake();
    driver.wake(); // a second change while it thinks: still one question
    expect(asked).toHaveLength(1);
    const { view, seat, level } = asked[0]!;
    expect(view.viewer).toBe(seat);
    // A view, not the state: no generator, no deck order.
    expect(Object.keys(view)).not.toContain("rng");
    expect(Object.keys(view)).not.toContain("deck");
    expect(level).toBe(table.botLevelOf(seat));
    const action = greedyBot(table.game!, seat)!;
    asked[0]!.answer(action);
    await expect.poll(() => played).toEqual([{ seat, action }]);
  });

  it("drops an answer the game moved past and asks again from the new position", async () => {
    const { table, played, host } = botTable();
    const { pool, asked } = handPool();
    const driver = new BotDriver(host, pool, 0);
    driver.wake();
    const first = asked[0]!;
    const stale = greedyBot(table.game!, first.seat)!;
    // Meanwhile the position changes under the bot (another change of the table, e.g. an undo or a timer).
    expect((await table.act(first.seat, stale)).ok).toBe(true);
    first.answer(stale);
    await expect.poll(() => asked.length).toBe(2); // it asked again
    expect(played).toEqual([]); // the stale answer was not played
    const second = asked[1]!;
    expect(second.view).not.toEqual(first.view);
    const fresh = greedyBot(table.game!, second.seat)!;
    second.answer(fresh);
    await expect.poll(() => played).toEqual([{ seat: second.seat, action: fresh }]);
  });

  it("plays the simple move when the search fails, and nothing after it is stopped", async () => {
    const { played, host } = botTable();
    const { pool, asked } = handPool();
    const driver = new BotDriver(host, pool, 0);
    driver.wake();
    asked[0]!.fail();
    await expect.poll(() => played.length).toBe(1);
    driver.wake();
    driver.stop();
    asked.at(-1)!.answer(null);
    await tick();
    await tick();
    expect(played).toHaveLength(1);
  });
});
