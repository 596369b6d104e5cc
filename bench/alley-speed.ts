// Dark Alley vs base playout speed, measured together in one process (issue 13): random 4-player games, the same
// seeds each round, base and Dark Alley rounds interleaved after a shared warm-up so both run on warm JIT code.
// Prints games/s and µs per step (legalActions + applyAction), median and best of the rounds, and the ratio; each
// round's time is the process's CPU time (user + system), which another process on a shared machine does not add to.
// Run: npx tsx bench/alley-speed.ts [rounds=7] [games=40]

import { createHash } from "node:crypto";
import { activeSeats, applyAction, createGame, legalActions, makeRandom, turnActionCount } from "../shared/engine";

function playout(i: number, darkAlley: boolean): number {
  const rng = makeRandom(i);
  let s = createGame(darkAlley ? { players: 4, modules: { darkAlley } } : { players: 4 }, { chacha20: createHash("sha256").update(`bench-${i}`).digest("hex") });
  let n = 0;
  while (s.phase !== "gameOver") {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    const action = legal[Math.floor(rng() * turnActionCount(s, seat, legal))]!;
    const r = applyAction(s, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    n++;
  }
  return n;
}

const rounds = Number(process.argv[2] ?? 7);
const games = Number(process.argv[3] ?? 40);
for (let i = 0; i < 40; i++) {
  playout(10_000 + i, false);
  playout(10_000 + i, true);
}
const res = { base: [] as { gps: number; us: number }[], alley: [] as { gps: number; us: number }[] };
for (let r = 0; r < rounds; r++) {
  for (const da of [false, true]) {
    const t = process.cpuUsage();
    let steps = 0;
    for (let i = 0; i < games; i++) steps += playout(i, da);
    const c = process.cpuUsage(t);
    const ms = (c.user + c.system) / 1000;
    (da ? res.alley : res.base).push({ gps: games / (ms / 1000), us: (ms * 1000) / steps });
  }
}
const med = (xs: number[]) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const line = (name: string, xs: { gps: number; us: number }[]) =>
  `${name}: median ${med(xs.map((x) => x.gps)).toFixed(0)} games/s (${med(xs.map((x) => x.us)).toFixed(2)} µs/step), best ${Math.max(...xs.map((x) => x.gps)).toFixed(0)} games/s (${Math.min(...xs.map((x) => x.us)).toFixed(2)} µs/step)`;
console.log(`${rounds} rounds x ${games} games, interleaved`);
console.log(line("base      ", res.base));
console.log(line("Dark Alley", res.alley));
console.log(`ratio DA/base: median ${(100 * med(res.alley.map((x) => x.gps)) / med(res.base.map((x) => x.gps))).toFixed(0)} %, best ${(100 * Math.max(...res.alley.map((x) => x.gps)) / Math.max(...res.base.map((x) => x.gps))).toFixed(0)} %`);
