// npm run arena: bots against each other, win rates with 95 % confidence intervals (Wilson), seats alternated.
//   --games N (per matchup, default 20)  --budget MS (search budget per decision, default: grandMagician's)
//   --level magician|grandMagician (the search bot)  --players 2,4  --module base|da|both  --workers K (threads)
//   --matchups greedy,flat,greedy4,ismcts  --seed S  --iterations N (playouts per decision instead of the budget: no clock,
//   so a loaded machine does not weaken the searches)  --epsilon E (the playouts' random share, experiments)
// Figures and what was run on this machine: docs/bots.md.

import { cpus } from "node:os";
import { fileURLToPath } from "node:url";
import Piscina from "piscina";
import { LEVEL_SETTINGS, type DecideLevel } from "../shared/ai/index";
import { playGame, type GameOutcome, type GameTask } from "./arena/playGame";

interface Matchup {
  readonly name: string;
  readonly players: 2 | 4;
  /** Levels of the other seats. */
  readonly opponent: DecideLevel;
}

const MATCHUPS: Readonly<Record<string, Matchup>> = {
  greedy: { name: "2p search vs greedy", players: 2, opponent: "apprentice" },
  flat: { name: "2p search vs flat MC (same budget)", players: 2, opponent: "flatMonteCarlo" },
  greedy4: { name: "4p one search vs three greedy", players: 4, opponent: "apprentice" },
  // The Magician's search (ISMCTS, the Grand Magician's before issue 31's paired rollouts) at the same budget.
  ismcts: { name: "2p search vs ISMCTS (same budget)", players: 2, opponent: "magician" },
};

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1]! : fallback;
}

function fail(message: string): never {
  console.error(`arena: ${message}`);
  process.exit(2);
}

const games = Number(arg("games", "20"));
const level = arg("level", "grandMagician") as DecideLevel;
if (level !== "magician" && level !== "grandMagician") fail(`--level must be magician or grandMagician, not ${level}`);
const budget = Number(arg("budget", String(LEVEL_SETTINGS[level].budgetMs)));
const workers = Number(arg("workers", "1"));
const iterations = Number(arg("iterations", "0"));
const epsilon = process.argv.includes("--epsilon") ? Number(arg("epsilon", "")) : undefined;
if (epsilon !== undefined && !(epsilon >= 0 && epsilon <= 1)) fail("--epsilon must be a number from 0 to 1");
const seed0 = Number(arg("seed", "1"));
const playerFilter = arg("players", "2,4").split(",").map(Number);
const moduleArg = arg("module", "both");
const modules =
  moduleArg === "both"
    ? [false, true]
    : moduleArg === "da"
      ? [true]
      : moduleArg === "base"
        ? [false]
        : fail(`--module must be base, da or both`);
const wanted = arg("matchups", "greedy,flat,greedy4").split(",");
for (const [name, v] of [
  ["games", games],
  ["budget", budget],
  ["workers", workers],
  ["seed", seed0],
  ["iterations", iterations],
] as const) {
  if (!Number.isInteger(v) || v < (name === "games" || name === "workers" ? 1 : 0))
    fail(`--${name} must be a whole number (got ${v})`);
}
for (const m of wanted) if (!MATCHUPS[m]) fail(`unknown matchup ${m} (${Object.keys(MATCHUPS).join(", ")})`);
if (workers > cpus().length)
  console.warn(`arena: ${workers} workers on ${cpus().length} cores: decisions get less CPU than their budget`);

/** Wilson score interval at 95 %. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const c = p + (z * z) / (2 * n);
  const h = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [(c - h) / d, (c + h) / d];
}

function quantile(xs: number[], q: number): number {
  if (xs.length === 0) return NaN;
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))]!;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);

async function main(): Promise<void> {
  const pool =
    workers > 1
      ? new Piscina<GameTask, GameOutcome>({
          filename: fileURLToPath(new URL("./arena/playGame.ts", import.meta.url)),
          maxThreads: workers,
          minThreads: workers,
        })
      : null;
  const run = (t: GameTask): Promise<GameOutcome> => (pool ? pool.run(t) : Promise.resolve(playGame(t)));
  const limit = iterations > 0 ? `${iterations} playouts` : `${budget} ms`;
  console.log(
    `arena: ${level} at ${limit} per decision, ${games} games per matchup, ${workers} worker(s), seeds from ${seed0}`,
  );
  for (const key of wanted) {
    const m = MATCHUPS[key]!;
    if (!playerFilter.includes(m.players)) continue;
    for (const darkAlley of modules) {
      const tasks: { task: GameTask; searchSeat: number }[] = [];
      for (let g = 0; g < games; g++) {
        const searchSeat = g % m.players; // seats alternated
        const seats = Array.from({ length: m.players }, (_, i) => (i === searchSeat ? level : m.opponent));
        tasks.push({
          task: {
            players: m.players,
            darkAlley,
            seats,
            budgetMs: budget,
            ...(iterations > 0 ? { iterations } : {}),
            ...(epsilon !== undefined ? { epsilon } : {}),
            seed: seed0 + g,
          },
          searchSeat,
        });
      }
      const started = performance.now();
      const done = (o: GameOutcome) => {
        process.stderr.write(".");
        return o;
      };
      // Without a pool the games run one after the other in this process (so the dots come as they end).
      const outcomes: GameOutcome[] = [];
      if (pool) outcomes.push(...(await Promise.all(tasks.map((t) => run(t.task).then(done)))));
      else for (const t of tasks) outcomes.push(done(await run(t.task)));
      process.stderr.write("\n");
      let wins = 0;
      const times: number[] = [];
      const nodes: number[] = [];
      const bytes: number[] = [];
      const heap: number[] = [];
      const playouts: number[] = [];
      let fameFor = 0;
      let fameAgainst = 0;
      outcomes.forEach((o, i) => {
        const seat = tasks[i]!.searchSeat;
        if (o.winner === seat) wins++;
        times.push(...o.times[seat]!);
        nodes.push(...o.nodes[seat]!);
        bytes.push(...o.treeBytes[seat]!);
        heap.push(...o.heapAfter[seat]!);
        playouts.push(...o.playouts[seat]!);
        fameFor += o.fame[seat]!;
        fameAgainst += Math.max(...o.fame.filter((_, j) => j !== seat));
      });
      const [lo, hi] = wilson(wins, games);
      const secs = ((performance.now() - started) / 1000).toFixed(0);
      console.log(
        `${m.name}, ${darkAlley ? "Dark Alley" : "base"}: wins ${wins}/${games} = ${pct(wins / games)} [95 % CI ${pct(lo)}–${pct(hi)}]` +
          ` | mean Fame ${(fameFor / games).toFixed(1)} vs best other ${(fameAgainst / games).toFixed(1)}` +
          ` | decision ms p50 ${quantile(times, 0.5).toFixed(0)} p95 ${quantile(times, 0.95).toFixed(0)} max ${Math.max(...times).toFixed(0)} (${times.length} searched, playouts p50 ${quantile(playouts, 0.5)})` +
          ` | tree nodes p95 ${quantile(nodes, 0.95)} max ${Math.max(...nodes)} (~${(Math.max(...bytes) / 1e6).toFixed(1)} MB)` +
          ` | thread heap after a decision p50 ${mb(quantile(heap, 0.5))} max ${mb(Math.max(...heap))} MB | ${secs} s`,
      );
    }
  }
  await pool?.destroy();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
