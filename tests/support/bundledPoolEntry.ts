// Bundled by tests/bots/bundled-pool.test.ts with esbuild, botWorker.ts as a second entry point beside it, and run
// with plain node (no tsx): the pool must find the compiled worker next to the bundle and answer a legal move.
import { activeSeats, applyAction, createGame, viewFor } from "../../shared/engine";
import { BotPool, workerFile } from "../../server/bots/pool";

const pool = new BotPool({ threads: 1, maxBudgetMs: 20 });
const state = createGame({ players: 2 }, 7);
const seat = activeSeats(state)[0]!;
const answer = await pool.decide(viewFor(state, seat), seat, "magician", "bundled");
const legal = answer.reply.action !== null && applyAction(state, seat, answer.reply.action).ok;
console.log(JSON.stringify({ worker: workerFile().filename, legal, playouts: answer.reply.stats.playouts }));
await pool.close();
