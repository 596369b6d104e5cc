// One process of the fair engine comparison (bench/engineCpu.ts): random 4-player playouts of one engine copy,
// timed in CPU time (`process.cpuUsage`: time this process ran, not time it waited for a core others held), the
// fastest of six 25-game slices per kind after a warm-up on both kinds, and the mean `applyAction` over the
// recorded steps of 25 Dark Alley games (replayed, so no `legalActions` or choice is counted), and a hash of those
// games' final states (a compiled copy must play the same games as its source). Prints one JSON line.
// Run: npx tsx bench/cpuSlices.ts [engine dir (its index.ts, under tsx) or compiled engine .mjs; default this
// repository's shared/engine]

import { createHash } from "node:crypto";
import type * as here from "../shared/engine";

type Engine = Pick<
  typeof here,
  "activeSeats" | "applyAction" | "createGame" | "legalActions" | "makeRandom" | "turnActionCount"
>;
type State = ReturnType<Engine["createGame"]>;
type Act = Parameters<Engine["applyAction"]>[2];

const dir = process.argv[2] ?? new URL("../shared/engine", import.meta.url).pathname;
const E = (await import(dir.endsWith(".mjs") ? dir : `${dir}/index.ts`)) as Engine;

const SLICE = 25;
const SLICES = 6;
const seeds = Array.from({ length: 400 }, (_, i) => ({
  chacha20: createHash("sha256").update(`bench-${i}`).digest("hex"),
}));

/** The bench's random game (a random seat, a random legal turn action, its seed); `log` keeps its steps. */
function playout(i: number, darkAlley: boolean, log?: [State, number, Act][], finals?: State[]): number {
  const rng = E.makeRandom(i);
  let s = E.createGame(darkAlley ? { players: 4, modules: { darkAlley } } : { players: 4 }, seeds[i]!);
  let n = 0;
  while (s.phase !== "gameOver") {
    const seats = E.activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = E.legalActions(s, seat);
    const action = legal[Math.floor(rng() * E.turnActionCount(s, seat, legal))]!;
    log?.push([s, seat, action]);
    const r = E.applyAction(s, seat, action);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${r.error.code}`);
    s = r.state;
    n++;
  }
  finals?.push(s);
  return n;
}

/** CPU milliseconds `fn` took in this process (user + system). */
function cpuMs(fn: () => void): number {
  const t = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

for (let i = 0; i < SLICE; i++) playout(200 + i, false);
for (let i = 0; i < SLICE; i++) playout(200 + i, true);

const result: Record<string, number> = {};
for (const darkAlley of [false, true]) {
  let best = Infinity;
  for (let k = 0; k < SLICES; k++)
    best = Math.min(
      best,
      cpuMs(() => {
        for (let i = k * SLICE; i < (k + 1) * SLICE; i++) playout(i, darkAlley);
      }),
    );
  result[darkAlley ? "alleyGamesPerS" : "baseGamesPerS"] = Math.round((SLICE / best) * 1000);
}

const steps: [State, number, Act][] = [];
const finals: State[] = [];
for (let i = 0; i < SLICE; i++) playout(i, true, steps, finals);
let bestApply = Infinity;
for (let round = 0; round < 3; round++)
  bestApply = Math.min(
    bestApply,
    cpuMs(() => {
      for (const [s, seat, a] of steps) E.applyAction(s, seat, a);
    }),
  );
result.alleyApplyUs = Math.round((bestApply / steps.length) * 1000 * 100) / 100;
result.alleySteps = steps.length;
const alleyFinalHash = createHash("sha256").update(JSON.stringify(finals)).digest("hex").slice(0, 16);
console.log(JSON.stringify({ ...result, alleyFinalHash }));
