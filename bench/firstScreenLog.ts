// `npx tsx bench/firstScreenLog.ts`: what a board-mode link's first screen costs the server for its game log
// (server/firstScreen/firstScreenLog.ts): a real 4-player game of 200 actions by the greedy bot through a network-less
// table, then µs per first screen, in English and Spanish: the first one after a move, and one more at the same moment.
import { availableParallelism, loadavg } from "node:os";
import { activeSeats, greedyBot, legalActions } from "../shared/engine";
import { Table } from "../server/table/Table";
import { firstScreenLogHtml, logWordsReady } from "../server/firstScreen/firstScreenLog";

await logWordsReady;
const table = new Table(
  {
    players: 4,
    beginnerSetup: true,
    quickStart: true,
    listed: true,
    darkAlley: false,
    prophecies: false,
    abilities: false,
  },
  7,
  () => "token",
);
for (const name of ["Ann", "Ben", "Cat", "Dan"]) table.sit(name);
table.start(0);
while (table.moves < 200) {
  const seat = activeSeats(table.game!)[0]!;
  const result = await table.act(seat, greedyBot(table.game!, seat) ?? legalActions(table.game!, seat)[0]!);
  if (!result.ok) throw new Error(result.error.message);
}
const names = table.seats.map((seat) => seat.name);
const languages = ["en", "es"] as const;
/** µs per call of `work`, averaged over `rounds` (after a few unmeasured ones). */
async function timed(rounds: number, work: (i: number) => unknown): Promise<number> {
  for (let i = 0; i < 4; i++) await work(i);
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await work(i);
  return ((performance.now() - started) / rounds) * 1000;
}
// A copy of the history is a table the server has not told yet: the whole story in words.
const cold = await timed(40, (i) => firstScreenLogHtml({ history: [...table.history], names }, languages[i % 2]!));
const facts = { history: table.history, names };
const same = await timed(400, (i) => firstScreenLogHtml(facts, languages[i % 2]!));
// After each move, the next page (its language alternating): the new entries told, the newest lines written.
let afterMoveMs = 0;
const moves = 40;
for (let i = 0; i < moves && table.game?.phase !== "gameOver"; i++) {
  const seat = activeSeats(table.game!)[0]!;
  await table.act(seat, greedyBot(table.game!, seat) ?? legalActions(table.game!, seat)[0]!);
  const started = performance.now();
  firstScreenLogHtml(facts, languages[i % 2]!);
  afterMoveMs += performance.now() - started;
}
const afterMove = (afterMoveMs / moves) * 1000;
console.log(
  `first screen's log, a 4-player game after 200 actions (${facts.history.length} history entries), µs per page; load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(`  first page of a table in a language (the whole story told): ${cold.toFixed(0)} µs`);
console.log(`  another page at the same moment: ${same.toFixed(0)} µs`);
console.log(
  `  the first page after a move (each language's story told on by a move or two): ${afterMove.toFixed(0)} µs`,
);
