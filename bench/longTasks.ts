// `npx vite build --sourcemap && npx tsx bench/longTasks.ts`: the table page's long tasks as it loads (issue 30,
// Total Blocking Time), each with what runs in it. The same 4-player table at turn 2 as `npm run lighthouse`
// (`/watch/CODE`), opened at Lighthouse's mobile size (412×823) with its 4× CPU slowdown (CDP's emulation, applied),
// until the whole board is drawn and two seconds more. A Chromium trace gives the main thread's tasks (50 ms and
// longer are long; TBT counts what is over 50), V8's sampling profiler what ran in each: the functions by self time,
// named through the build's source maps (file:line of our code, or a package's), so build with `--sourcemap` first
// (and rebuild without after: maps are not shipped). LONG_TASK_RUNS=n repeats it in fresh pages; LONG_TASK_TOP=n
// functions per task (default 6); LONG_TASK_LAYOUT=1 each parse, style update and layout in a task, with the layout
// objects laid out and whether a script forced it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH, ensureChromium } from "../scripts/chromium";
import { startTestServer } from "../tests/support/testServer";
import { machineLoad, tableInTurnTwo } from "./benchTable";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}
interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: { url?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number; startLine?: number; stackTrace?: unknown[] };
    endData?: { endLine?: number };
  };
}

/** A top-level task on a thread (Chromium names it by its scheduler). */
const TASK = /^(ThreadControllerImpl::RunTask|RunTask)$/;
const ASSETS = path.resolve(import.meta.dirname, "../dist/client/assets");
const maps = new Map<string, SourceMap | null>();

/** A frame as a reader knows it: `name (source:line)` through the chunk's source map, else the minified name. */
function frameName(frame: ProfileNode["callFrame"]): string {
  const file = frame.url.split("/").pop() ?? "";
  if (!file.endsWith(".js")) return frame.functionName || `(${file || "native"})`;
  if (!maps.has(file)) {
    const mapFile = path.join(ASSETS, `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, "utf8"))) : null);
  }
  const entry = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber) as
    | { originalSource?: string; originalLine?: number; name?: string }
    | undefined;
  if (!entry?.originalSource) return `${frame.functionName || "(anonymous)"} ${file}`;
  const source = entry.originalSource
    .replace(/^(\.\.\/)+/, "")
    .replace(/.*node_modules\/((?:@[^/]+\/)?[^/]+)\//, "$1: ");
  return `${entry.name || frame.functionName || "(anonymous)"} (${source}:${(entry.originalLine ?? 0) + 1})`;
}

const runs = Number(process.env.LONG_TASK_RUNS ?? 1);
const topN = Number(process.env.LONG_TASK_TOP ?? 6);
/** Tasks from this length on are listed (LONG_TASK_MS; the long ones, which TBT counts, from 50). */
const MIN_MS = Number(process.env.LONG_TASK_MS ?? 50);
const load = machineLoad;
if (!existsSync(path.join(ASSETS, "..", "index.html")))
  throw new Error("Build the client first: npx vite build --sourcemap");
if (!readdirHasMaps()) console.log("(no source maps in dist/client: functions keep their minified names)");
ensureChromium();
const server = await startTestServer({ botDelayMs: 300 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
try {
  const { host, code, room } = await tableInTurnTwo(server);
  console.log(`== the table page's long tasks at 412×823, 4× CPU; ${load()} at the start`);
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 250 });
    // With LONG_TASK_LAYOUT, the timeline's detail too: a layout forced by a script carries its stack.
    const detail = process.env.LONG_TASK_LAYOUT
      ? ["disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.stack"]
      : [];
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "v8", "__metadata", ...detail] });
    await cdp.send("Profiler.start");
    const started = Date.now();
    await page.goto(`${server.url}/watch/${code}`);
    await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
    const readyMs = Date.now() - started;
    await page.waitForTimeout(2_000);
    const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    await context.close();
    report(run, readyMs, profile, events);
  }
  host.room.leave();
} finally {
  await browser.close();
  await server.close();
}
console.log(`(${load()} at the end)`);
process.exit(0);

function readdirHasMaps(): boolean {
  return readdirSync(ASSETS).some((f) => f.endsWith(".js.map"));
}

function report(run: number, readyMs: number, profile: Profile, events: TraceEvent[]): void {
  // The page's main thread: the renderer's CrRendererMain whose tasks hold the most time (one page was open).
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args?.name ?? "");
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.ph === "X" && TASK.test(e.name) && threads.get(`${e.pid}:${e.tid}`) === "CrRendererMain")
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  // Outermost tasks only: the timeline's detail categories (LONG_TASK_LAYOUT) add a RunTask inside each task.
  let outerEnd = 0;
  const tasks = events
    .filter((e) => e.ph === "X" && TASK.test(e.name) && `${e.pid}:${e.tid}` === main && (e.dur ?? 0) >= MIN_MS * 1000)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    .filter((e) => {
      if (e.ts < outerEnd) return false;
      outerEnd = e.ts + (e.dur ?? 0);
      return true;
    });
  // Each sample's time (µs on the trace's clock: both are the browser's monotonic clock) and its stack.
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const sampleTimes: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) sampleTimes.push((t += delta));
  const navigation =
    events.find((e) => e.name === "navigationStart" || e.name === "NavigationTiming")?.ts ?? tasks[0]?.ts ?? 0;
  const tbt = tasks
    .filter((e) => (e.dur ?? 0) >= 50_000)
    .reduce((sum, e) => sum + Math.max(0, (e.dur ?? 0) / 1000 - 50), 0);
  console.log(
    `\n-- run ${run}: board drawn ${readyMs} ms after the link; ${tasks.length} long tasks, TBT ${tbt.toFixed(0)} ms (all of the load, not only after FCP)`,
  );
  const onMain = events
    .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === main && !TASK.test(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  if (process.env.LONG_TASK_TOTALS) {
    // Every trace event on the page's thread by name, summed over the whole load (nested events count in their own
    // name too): how much compiling, evaluating, styling, laying out… the load took in all, long tasks or not.
    const totals = new Map<string, { ms: number; n: number }>();
    for (const e of onMain) {
      const t = totals.get(e.name) ?? { ms: 0, n: 0 };
      t.ms += (e.dur ?? 0) / 1000;
      t.n++;
      totals.set(e.name, t);
    }
    console.log(
      `    all of the load, by trace event: ${[...totals]
        .sort((a, b) => b[1].ms - a[1].ms)
        .slice(0, 16)
        .map(([k, v]) => `${k} ${v.ms.toFixed(0)} ms (${v.n})`)
        .join("; ")}`,
    );
  }
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const self = new Map<string, number>();
    const outer = new Map<string, number>();
    const inclusive = new Map<string, number>();
    let sampled = 0;
    profile.samples.forEach((id, i) => {
      const at = sampleTimes[i]!;
      if (at < task.ts || at > end) return;
      const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      const leaf = byId.get(id)!;
      if (leaf.callFrame.functionName === "(idle)") return;
      sampled += ms;
      const name = frameName(leaf.callFrame);
      self.set(name, (self.get(name) ?? 0) + ms);
      // The outermost frame of our own code (client/, shared/) on the stack: which of our stages the task was.
      let ours = "";
      const seen = new Set<string>();
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
        const f = frameName(byId.get(n)!.callFrame);
        if (!/\((client|shared)\//.test(f)) continue;
        ours = f;
        seen.add(f);
      }
      for (const f of seen) inclusive.set(f, (inclusive.get(f) ?? 0) + ms);
      if (ours) outer.set(ours, (outer.get(ours) ?? 0) + ms);
    });
    const list = (m: Map<string, number>): string =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, topN)
        .map(([k, v]) => `${v.toFixed(0)} ${k}`)
        .join("; ");
    console.log(
      `${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} ms +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms (sampled ${sampled.toFixed(0)})`,
    );
    // What the browser did in the task, by its outermost trace events (compiling, evaluating a module, parsing the
    // page, style and layout, a function call…): the time the sampling profiler shows only as "(program)".
    const kinds = new Map<string, number>();
    let reach = task.ts;
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      if (e.ts < reach || !e.dur) continue; // inside an event already counted
      reach = e.ts + e.dur;
      const file = e.args?.data?.url?.split("/").pop();
      const kind = file && /^(v8\.compile|v8\.evaluate|EvaluateScript)/i.test(e.name) ? `${e.name} ${file}` : e.name;
      kinds.set(kind, (kinds.get(kind) ?? 0) + e.dur / 1000);
    }
    console.log(`    ours, outermost: ${list(outer) || "(none)"}`);
    console.log(`    trace: ${list(kinds)}`);
    console.log(`    self: ${list(self)}`);
    // LONG_TASK_LAYOUT=1: each layout and HTML parse in the task, how many layout objects it laid out and how many
    // the page had, and whether a script forced it (a stack): what "Layout" in the trace line was made of.
    if (process.env.LONG_TASK_LAYOUT)
      for (const e of onMain) {
        if (e.ts < task.ts || e.ts >= end || !["Layout", "ParseHTML", "UpdateLayoutTree"].includes(e.name)) continue;
        if ((e.dur ?? 0) < 1000) continue;
        const b = e.args?.beginData;
        const what =
          e.name === "Layout"
            ? `${b?.dirtyObjects}/${b?.totalObjects} objects${b?.stackTrace?.length ? ", forced by a script" : ""}`
            : e.name === "ParseHTML"
              ? `lines ${b?.startLine}-${e.args?.endData?.endLine}`
              : "";
        console.log(
          `    ${e.name} +${((e.dur ?? 0) / 1000).toFixed(0)} ms at ${((e.ts - navigation) / 1000).toFixed(0)} ${what}`,
        );
      }
    if (process.env.LONG_TASK_INCLUSIVE) console.log(`    ours, inclusive: ${list(inclusive)}`);
  }
}
