// What a pause costs the next piece of work on this machine, with nothing else running: the same small
// task (parse a move's JSON, insert it into an in-memory SQLite table, build a few hundred objects) timed
// back to back, after a 0.3-ms wait of the thread (about the gap between two actions of the network
// bench, while its clients decode and choose), and after a timer tick of the event loop.
//
//   npx tsx bench/coldWork.ts
//
// The task's code does not change between the three; only the wait before it does. The network bench's
// parts run 3–4 times slower than bench/roomParts.ts runs them back to back: this isolates how much of
// that a pause alone explains (docs/server.md, "Where an action's time goes").
import Database from "better-sqlite3";

const ROUNDS = 2000;
const db = new Database(":memory:");
db.exec("CREATE TABLE moves (code TEXT, n INTEGER, action TEXT)");
const insert = db.prepare("INSERT INTO moves VALUES (?, ?, ?)");
const move = JSON.stringify({ type: "place", character: "apprentice1", slot: "market-row-2", path: [1, 2, 3] });

function task(n: number): number {
  const action = JSON.parse(move) as Record<string, unknown>;
  action.n = n;
  insert.run("TABLE", n, JSON.stringify(action));
  const rows: { i: number; s: string }[] = [];
  for (let i = 0; i < 200; i++) rows.push({ i, s: `row ${i}` });
  return rows.length;
}

const timed = (xs: number[], n: number): void => {
  const t = performance.now();
  task(n);
  xs.push((performance.now() - t) * 1000);
};
const summary = (xs: number[]): string => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return `p50 ${sorted[sorted.length >> 1]!.toFixed(1)} µs, mean ${mean.toFixed(1)} µs`;
};

for (let i = 0; i < 5 * ROUNDS; i++) task(i); // V8 compiles the task first
const hot: number[] = [];
for (let i = 0; i < ROUNDS; i++) timed(hot, i);
const gate = new Int32Array(new SharedArrayBuffer(4));
const afterWait: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  Atomics.wait(gate, 0, 0, 0.3); // the thread sleeps 0.3 ms
  timed(afterWait, i);
}
const afterTick: number[] = [];
await new Promise<void>((done) => {
  const next = (i: number): void => {
    timed(afterTick, i);
    if (i + 1 < ROUNDS) setTimeout(() => next(i + 1), 0);
    else done();
  };
  next(0);
});
console.log(`the same task, ${ROUNDS} times each:`);
console.log(`  back to back:               ${summary(hot)}`);
console.log(`  after a 0.3-ms wait:        ${summary(afterWait)}`);
console.log(`  after a timer tick (~1 ms): ${summary(afterTick)}`);
