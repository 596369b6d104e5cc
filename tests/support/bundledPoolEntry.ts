// Bundled by tests/bots/bundled-pool.test.ts with esbuild, botWorker.ts as a second entry point beside it, and run
// with plain node (no tsx): the pool must find the compiled worker next to the bundle and answer a legal move.
import { activeSeats, applyAction, createGame, viewFor } from "../../shared/engine";
import { BotPool, workerFile } from "../../server/bots/pool";

// The magician's own budget: a whole playout from the start must fit in it even on a loaded machine, since the
// rollout reads the clock and a playout cut by it does not count (docs/bots.md "Time").
const pool = new BotPool({ threads: 1, maxBudgetMs: 250 });
const state = createGame({ players: 2 }, 7);
const seat = activeSeats(state)[0]!;
// The worker runs at a lower priority (nice): on a busy machine a 250 ms decision may get no CPU for a playout and
// answer greedy's move, so it is asked again (at most five times) until one answer shows the worker searched.
let answer = await pool.decide(viewFor(state, seat), seat, "magician", "bundled");
for (let tries = 1; tries < 5 && answer.reply.stats.playouts === 0; tries++)
  answer = await pool.decide(viewFor(state, seat), seat, "magician", "bundled");
const legal = answer.reply.action !== null && applyAction(state, seat, answer.reply.action).ok;
console.log(JSON.stringify({ worker: workerFile().filename, legal, playouts: answer.reply.stats.playouts }));
await pool.close();
