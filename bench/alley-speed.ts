// Dark Alley vs base playout speed (issue 13), optionally A/B against another copy of the engine, in one process:
// random 4-player games (the bench's definition: a random seat, a random legal turn action, the bench's seeds),
// base and Dark Alley, every engine warmed with both kinds first, then 25-game slices interleaved round by round
// (engines and kinds alternating), each slice keeping its fastest run. On a shared machine the load changes from
// second to second; interleaving gives every engine and kind the same conditions, and the fastest run of a slice is
// its least disturbed one. Prints games/s and µs per step per engine and kind, and the Dark Alley / base ratio.
// Run: npx tsx bench/alley-speed.ts [rounds=4] [other engine dir, e.g. /work/main/shared/engine]

import { createHash } from "node:crypto";
import * as here from "../shared/engine";

type Engine = Pick<
  typeof here,
  "activeSeats" | "applyAction" | "createGame" | "legalActions" | "makeRandom" | "turnActionCount"
>;

const rounds = Number(process.argv[2] ?? 4);
const other = process.argv[3];
const engines: { name: string; e: Engine }[] = [{ name: "this engine", e: here }];
if (other) engines.push({ name: other, e: (await import(`${other}/index.ts`)) as Engine });

const SLICE = 25;
const SLICES = 8; // games 0-199, as in `npm run bench`
const seeds = Array.from({ length: 400 }, (_, i) => ({
  chacha20: createHash("sha256").update(`bench-${i}`).digest("hex"),
}));

function playout(E: Engine, i: number, darkAlley: boolean): number {
  const rng = E.makeRandom(i);
  let s = E.createGame(darkAlley ? { players: 4, modules: { darkAlley } } : { players: 4 }, seeds[i]!);
  let n = 0;
  while (s.phase !== "gameOver") {
    const seats = E.activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = E.legalActions(s, seat);
    const action = legal[Math.floor(rng() * E.turnActionCount(s, seat, legal))]!;
    const r = E.applyAction(s, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    n++;
  }
  return n;
}

// Warm-up: every engine plays both kinds (other games than the timed ones), so neither kind is timed on code
// compiled for the other alone.
for (const { e } of engines) for (let i = 0; i < 150; i++) playout(e, 200 + i, false);
for (const { e } of engines) for (let i = 0; i < 150; i++) playout(e, 200 + i, true);

const best = engines.map(() => ({
  base: Array<number>(SLICES).fill(Infinity),
  alley: Array<number>(SLICES).fill(Infinity),
  baseSteps: 0,
  alleySteps: 0,
}));
for (let r = 0; r < rounds; r++) {
  for (let k = 0; k < SLICES; k++) {
    for (const darkAlley of [false, true]) {
      for (let j = 0; j < engines.length; j++) {
        const x = (j + r + k) % engines.length; // which engine goes first changes from slice to slice
        const t = performance.now();
        let steps = 0;
        for (let i = k * SLICE; i < (k + 1) * SLICE; i++) steps += playout(engines[x]!.e, i, darkAlley);
        const ms = performance.now() - t;
        const b = best[x]!;
        if (darkAlley) {
          b.alley[k] = Math.min(b.alley[k]!, ms);
          if (r === 0) b.alleySteps += steps;
        } else {
          b.base[k] = Math.min(b.base[k]!, ms);
          if (r === 0) b.baseSteps += steps;
        }
      }
    }
  }
}

const games = SLICE * SLICES;
console.log(`${rounds} rounds x ${games} games per kind, 25-game slices interleaved, each at its fastest`);
for (let x = 0; x < engines.length; x++) {
  const b = best[x]!;
  const baseMs = b.base.reduce((p, q) => p + q, 0);
  const alleyMs = b.alley.reduce((p, q) => p + q, 0);
  const gb = games / (baseMs / 1000);
  const ga = games / (alleyMs / 1000);
  console.log(`${engines[x]!.name}:`);
  console.log(
    `  base       ${gb.toFixed(0)} games/s (${(b.baseSteps / games).toFixed(0)} steps/game, ${((baseMs * 1000) / b.baseSteps).toFixed(2)} µs/step)`,
  );
  console.log(
    `  Dark Alley ${ga.toFixed(0)} games/s (${(b.alleySteps / games).toFixed(0)} steps/game, ${((alleyMs * 1000) / b.alleySteps).toFixed(2)} µs/step)`,
  );
  console.log(`  ratio      ${((100 * ga) / gb).toFixed(1)} % (goal >= 70 %)`);
}
