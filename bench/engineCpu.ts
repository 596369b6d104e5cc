// The fair engine comparison (docs/engine.md, "Measuring on a shared machine"): each engine copy in separate
// processes (bench/cpuSlices.ts), the copies alternating process by process, CPU time, the fastest slice of each,
// the medians over the pairs. Part of `npm run bench` (this engine alone); to compare with other commits:
//   npx tsx bench/engineCpu.ts [pairs=3] [commit…] [--tsx]   e.g. npx tsx bench/engineCpu.ts 4 0a13447 5838765
// Each commit's shared/ is taken with `git archive` into bench/.engines/<commit>/ (git-ignored; its imports resolve to
// this checkout's node_modules). Not under node_modules/: tsx compiles files there differently, and a copy there ran
// its Dark Alley games up to 1.5x slower than the same code in this checkout.
// Each copy runs compiled as the server ships it (bench/engineBundle.ts), since the per-file tsx loader charges
// calls across files that the bundle does not (issue 27); `--tsx` times the sources under tsx instead. The last
// column is a hash of 25 Dark Alley games' final states: a copy's runs must agree, and a commit's compiled and tsx
// runs too (tests/engine/engineBundle.test.ts holds this checkout's).

import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { bundleEngine } from "./engineBundle";

const root = fileURLToPath(new URL("..", import.meta.url));

/** An engine copy's directory: this checkout's, or a commit's shared/engine extracted once. */
function engineDir(commit: string | null): string {
  if (commit === null) return `${root}shared/engine`;
  const out = `${root}bench/.engines/${commit}`;
  if (!existsSync(`${out}/shared/engine/index.ts`)) {
    mkdirSync(out, { recursive: true });
    execFileSync("sh", ["-c", `git -C "${root}" archive "${commit}" shared | tar -x -C "${out}"`]);
  }
  return `${out}/shared/engine`;
}

type Figures = {
  baseGamesPerS: number;
  alleyGamesPerS: number;
  alleyApplyUs: number;
  alleySteps: number;
  alleyFinalHash: string;
};

function run(dir: string): Figures {
  const out = execFileSync(process.execPath, ["--import", "tsx", `${root}bench/cpuSlices.ts`, dir], {
    cwd: root,
    encoding: "utf8",
  });
  return JSON.parse(out.trim().split("\n").at(-1)!) as Figures;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export async function runEngineCpuBench(pairs = 3, commits: string[] = [], tsx = false): Promise<void> {
  const names = [...commits, "this"];
  const copies = await Promise.all(
    names.map(async (name) => {
      const dir = engineDir(name === "this" ? null : name);
      // Bundled afresh each run (a fraction of a second): this checkout's sources change between runs.
      return { name, dir: tsx ? dir : await bundleEngine(dir, `${root}bench/.engines/${name}.mjs`) };
    }),
  );
  const figures = copies.map(() => [] as Figures[]);
  for (let p = 0; p < pairs; p++) {
    // Which copy goes first changes from round to round, so none always runs in the same moment of the load.
    for (let j = 0; j < copies.length; j++) {
      const x = (j + p) % copies.length;
      figures[x]!.push(run(copies[x]!.dir));
    }
  }
  const how = tsx ? "sources under tsx" : "compiled (esbuild bundle)";
  console.log(
    `\nEngine in CPU time, ${how}: separate processes, ${pairs} per copy alternating, fastest of six 25-game slices`,
  );
  console.log(
    "copy       | base games/s (median; each)   | Dark Alley games/s (median; each) | DA applyAction µs (median) | DA final states",
  );
  copies.forEach((c, x) => {
    const f = figures[x]!;
    const list = (k: Exclude<keyof Figures, "alleyFinalHash">): string =>
      `${Math.round(median(f.map((r) => r[k])) * 100) / 100}; ${f.map((r) => r[k]).join(", ")}`;
    const hashes = new Set(f.map((r) => r.alleyFinalHash));
    const hash = hashes.size === 1 ? [...hashes][0]! : `DIFFER: ${[...hashes].join(" ")}`;
    console.log(
      `${c.name.padEnd(10)} | ${list("baseGamesPerS").padEnd(29)} | ${list("alleyGamesPerS").padEnd(33)} | ${list("alleyApplyUs").padEnd(26)} | ${hash}`,
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const [pairs, ...commits] = args.filter((a) => a !== "--tsx");
  await runEngineCpuBench(pairs ? Number(pairs) : 3, commits, args.includes("--tsx"));
}
