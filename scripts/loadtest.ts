// `npm run loadtest`: N concurrent 4-player tables played by SDK clients choosing random legal
// actions at a human pace, plus spectators, against one or more game servers on this machine
// (loopback only, bounded in count and time). Prints tables held, actions per second,
// action→patch latency, server CPU and memory per table, and every error. See docs/server.md.
//
//   npm run loadtest -- --tables 1000 --seconds 300                  one server process (started here, SQLite)
//   npm run loadtest -- --tables 1000 --seconds 300 --processes 2    two processes + throw-away Redis and PostgreSQL
//   npm run loadtest -- --url http://127.0.0.1:2567[,http://127.0.0.1:2568] --tables 50   servers already running
//   npm run loadtest -- --tables 1000 --bot-tables 100 [--bot-level magician]   100 of them with two search bots each
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { fork, type ChildProcess } from "node:child_process";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { ServerProcess } from "../tests/support/serverProcess";
import { ensureServerBuild } from "./serverBuild.mjs";
import { startPostgres, startRedis } from "../tests/support/services";
import { freePort } from "../tests/support/testServer";
import { emptyReport, type WorkerCommand, type WorkerReport, type WorkerSettings } from "./loadtestWorker";
import { SERVER_NODE_FLAGS } from "./serverFlags";
import { bound, delta, quantile, scrape, total, type Samples } from "./loadtestMetrics";
import { BOT_LEVELS, LEVEL_SETTINGS, type BotLevel } from "../shared/ai/levels";
import { describeWaits, schedTimes } from "./runQueue";

const MAX_TABLES = 2_000;
const MAX_SECONDS = 1_800;

const { values: args } = parseArgs({
  options: {
    tables: { type: "string", default: "100" },
    seconds: { type: "string", default: "60" },
    spectators: { type: "string", default: "1" },
    processes: { type: "string", default: "1" },
    url: { type: "string" },
    ramp: { type: "string" },
    "think-min": { type: "string", default: "1500" },
    "think-max": { type: "string", default: "6000" },
    "client-processes": { type: "string" },
    /** node/V8 options for the server processes started here (split at spaces); `npm start`'s by default, "" for none. */
    "server-flags": { type: "string", default: SERVER_NODE_FLAGS.join(" ") },
    /**
     * node/V8 options for the client processes. A larger young generation for the harness too: its 5,000
     * decoded states make it allocate more than the server; at 1,000 tables in one process it cut the
     * harness's CPU from 49 to 35 % of a core (docs/server.md). Without V8's memory reducer: its memory-reducing
     * collections were the clients' longest pauses (up to 113 ms); the server keeps it (scripts/serverFlags.ts).
     */
    "client-flags": { type: "string", default: "--max-semi-space-size=64 --no-memory-reducer" },
    /** A folder for CPU profiles (.cpuprofile) of the server and client processes, written when they exit. */
    profile: { type: "string" },
    /** A file for the started servers' own output (e.g. with --server-flags "… --trace-gc"), written at the end. */
    "server-log": { type: "string" },
    /** How many of the tables seat two search bots (seats 3 and 4) beside two people; their level (docs/bots.md). */
    "bot-tables": { type: "string", default: "0" },
    "bot-level": { type: "string", default: "magician" },
  },
});

function bounded(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

const TABLES = bounded("tables", args.tables!, 1, MAX_TABLES);
const SECONDS = bounded("seconds", args.seconds!, 5, MAX_SECONDS);
const SPECTATORS = bounded("spectators", args.spectators!, 0, 10);
const PROCESSES = bounded("processes", args.processes!, 1, 8);
const RAMP = bounded("ramp", args.ramp ?? String(Math.min(60, Math.ceil(TABLES / 20))), 0, 600);
const THINK_MIN = bounded("think-min", args["think-min"]!, 0, 60_000);
const THINK_MAX = Math.max(THINK_MIN, bounded("think-max", args["think-max"]!, 0, 60_000));
const BOT_TABLES = bounded("bot-tables", args["bot-tables"]!, 0, TABLES);
const BOT_LEVEL = args["bot-level"]!;
if (!(BOT_LEVELS as readonly string[]).includes(BOT_LEVEL))
  throw new Error(`--bot-level must be one of ${BOT_LEVELS.join(", ")}, got "${BOT_LEVEL}"`);
const PROFILE = args.profile ? [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
const SERVER_FLAGS = [...args["server-flags"]!.split(" ").filter(Boolean), ...PROFILE];
const CLIENT_FLAGS = [...args["client-flags"]!.split(" ").filter(Boolean), ...PROFILE];
// The clients run in processes of their own, about 500 tables (2,500 connections) each, so that no single
// harness event loop decides the latency it measures. Not more: each process costs CPU of its own on a
// machine the server shares. In 90-s runs at 1,000 tables (on a machine shared with others, so only
// indicative) two gave p99 248 ms; one, 368 ms, most of its tail its own GC and patch bursts; four, 509 ms,
// taking half a core for themselves (docs/server.md).
const CLIENT_PROCESSES = bounded(
  "client-processes",
  args["client-processes"] ?? String(Math.min(2, Math.ceil(TABLES / 500))),
  1,
  16,
);

/** Only this machine: the harness is not a tool to load someone else's server. */
function loopback(url: string): string {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host))
    throw new Error(`--url must be on this machine (127.0.0.1 or localhost), got ${url}`);
  return url.replace(/\/$/, "");
}

const pct = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const ms = (x: number): string => `${x.toFixed(1)} ms`;

/** What the client processes told so far, summed; `workers` holds each one's latest state. */
const stats = {
  actions: 0,
  latencies: [] as number[],
  legs: [] as [number, number, number][],
  refused: new Map<string, number>(),
  errors: [] as string[],
  gamesFinished: 0,
  workers: [] as WorkerReport[],
  /** Each process's event-loop delay over the measured window: the worst p99 of a half second, and the max. */
  loopP99: 0,
  loopMax: 0,
  /** The client processes' GC pauses over the measured window; `over10`: half-second reports with one over 10 ms. */
  gc: { count: 0, ms: 0, max: 0, over10: 0 },
};
let measuring = false;
const tablesOpen = (): number => stats.workers.reduce((n, w) => n + w.tablesOpen, 0);
const clients = (): number => stats.workers.reduce((n, w) => n + w.clients, 0);
const harnessCpuMicros = (): number => stats.workers.reduce((n, w) => n + w.cpuMicros, 0);

function absorb(index: number, report: WorkerReport): void {
  stats.actions += report.actions;
  for (const l of report.latencies) stats.latencies.push(l);
  for (const l of report.legs) stats.legs.push(l);
  for (const [code, n] of Object.entries(report.refused)) stats.refused.set(code, (stats.refused.get(code) ?? 0) + n);
  for (const line of report.errors) {
    if (stats.errors.length < 10) console.log(`  error: ${line}`); // the first ones as they happen
    if (stats.errors.length < 1000) stats.errors.push(line);
  }
  stats.gamesFinished = stats.workers.reduce(
    (n, w, i) => n + (i === index ? 0 : w.gamesFinished),
    report.gamesFinished,
  );
  stats.workers[index] = report;
  if (measuring) {
    stats.loopP99 = Math.max(stats.loopP99, report.loopDelay.p99);
    stats.loopMax = Math.max(stats.loopMax, report.loopDelay.max);
    stats.gc.count += report.gc.count;
    stats.gc.ms += report.gc.ms;
    stats.gc.max = Math.max(stats.gc.max, report.gc.max);
    if (report.gc.max > 10) stats.gc.over10 += 1;
  }
}

/** The server's event-loop delay (prom-client's, reset at every scrape): scraped every 5 s while measuring. */
const serverLoop = { p99: [] as number[], max: 0 };
async function watchServers(urls: string[]): Promise<void> {
  while (measuring) {
    await sleep(5_000);
    if (!measuring) break;
    const now = await Promise.all(urls.map(scrape)).catch(() => null);
    if (!now) continue;
    for (const s of now) {
      serverLoop.p99.push(s.get("trickerion_nodejs_eventloop_lag_p99_seconds") ?? 0);
      serverLoop.max = Math.max(serverLoop.max, s.get("trickerion_nodejs_eventloop_lag_max_seconds") ?? 0);
    }
  }
}

async function main(): Promise<void> {
  const started: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let urls: string[];
  if (args.url) {
    urls = args.url.split(",").map(loopback);
  } else {
    // LOADTEST_STAMPS: each accepted action's reply carries when the server read it and sent its patch.
    const env: Record<string, string> = { RECONNECT_SECONDS: "120", BOT_DELAY_MS: "600", LOADTEST_STAMPS: "1" };
    let dataDir: string | null = null;
    if (PROCESSES > 1) {
      const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
      cleanups.push(
        () => redis.stop(),
        () => postgres.stop(),
      );
      env.DATABASE_URL = await postgres.createDatabase("loadtest");
      env.REDIS_URL = redis.url;
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), "trickerion-loadtest-"));
      env.DATA_DIR = dataDir;
      cleanups.push(async () => rmSync(dataDir!, { recursive: true, force: true }));
    }
    // The server as `npm start` runs it: compiled by esbuild (scripts/serverBuild.mjs), no tsx loader.
    const compiled = await ensureServerBuild("server/main.ts");
    for (let i = 0; i < PROCESSES; i++) {
      const port = await freePort();
      const server = new ServerProcess(
        port,
        { ...env, SERVER_ID: `load-${i + 1}`, PUBLIC_ADDRESS: `127.0.0.1:${port}` },
        SERVER_FLAGS,
        compiled,
      );
      started.push(server);
      await server.ready();
    }
    urls = started.map((s) => s.url);
    const store = PROCESSES > 1 ? "Redis + PostgreSQL (throw-away, loopback)" : "SQLite in a temporary folder";
    console.log(
      `Started ${PROCESSES} server process(es) at ${urls.join(", ")}; ${store}${SERVER_FLAGS.length ? `; node ${SERVER_FLAGS.join(" ")}` : ""}.`,
    );
  }
  console.log(
    `Opening ${TABLES} 4-player tables (+${SPECTATORS} spectator(s) each) over ${RAMP} s from ${CLIENT_PROCESSES} client process(es), ` +
      `then measuring for ${SECONDS} s; people think ${THINK_MIN / 1000}–${THINK_MAX / 1000} s per action.`,
  );

  // This process only counts and prints; its own event loop is watched too, to show it stays idle.
  const ownDelay = monitorEventLoopDelay({ resolution: 1 });
  const workers: ChildProcess[] = [];
  const exited: Promise<void>[] = [];
  const startAt = Date.now() + 500;
  for (let w = 0; w < CLIENT_PROCESSES; w++) {
    const settings: WorkerSettings = {
      urls,
      tables: TABLES,
      worker: w,
      workers: CLIENT_PROCESSES,
      startAt,
      rampMs: RAMP * 1000,
      spectators: SPECTATORS,
      thinkMin: THINK_MIN,
      thinkMax: THINK_MAX,
      botTables: BOT_TABLES,
      botLevel: BOT_LEVEL,
    };
    const child = fork(path.join(import.meta.dirname, "loadtestClients.ts"), [JSON.stringify(settings)], {
      execArgv: [...CLIENT_FLAGS, "--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    stats.workers[w] = emptyReport();
    child.on("message", (report: WorkerReport) => absorb(w, report));
    exited.push(new Promise((resolve) => child.once("exit", () => resolve())));
    workers.push(child);
  }
  const tell = (command: WorkerCommand): void => workers.forEach((c) => c.connected && c.send(command));

  // Every table is filled and started before the measuring starts (bounded: a slow start is reported, not waited out).
  const rampEnd = Date.now() + RAMP * 1000 + 600_000;
  await sleep(RAMP * 1000);
  while (tablesOpen() < TABLES && Date.now() < rampEnd) await sleep(500);
  console.log(
    `Ramp done: ${tablesOpen()} tables playing, ${clients()} clients connected, ${stats.errors.length} errors so far.`,
  );

  measuring = true;
  tell({ kind: "measure" });
  ownDelay.enable();
  const harnessCpu0 = harnessCpuMicros();
  const before: Samples[] = await Promise.all(urls.map(scrape));
  // How long the server's and the clients' threads wait for a core (the machine's load), over the same window.
  const load0 = loadavg()[0]!;
  const serverSched0 = started.map((s) => schedTimes(s.pid));
  const clientSched0 = workers.map((c) => schedTimes(c.pid!));
  const watching = watchServers(urls);
  const actions0 = stats.actions;
  const t0 = performance.now();
  let minTables = tablesOpen();
  const progress = setInterval(() => {
    minTables = Math.min(minTables, tablesOpen());
    const s = (performance.now() - t0) / 1000;
    // Why the rate moves: a table offers as many actions as it has seats that must act (all four
    // at once in the Assignment phase, one at a time in Placement and Performance).
    const playing = tablesOpen() || 1;
    const acting = stats.workers.reduce((n, w) => n + w.seatsActing, 0) / playing;
    const phases: Record<string, number> = {};
    for (const w of stats.workers)
      for (const [phase, n] of Object.entries(w.phases)) phases[phase] = (phases[phase] ?? 0) + n;
    const mix = Object.entries(phases)
      .sort((a, b) => b[1] - a[1])
      .map(([phase, n]) => `${phase} ${Math.round((100 * n) / playing)} %`)
      .join(", ");
    console.log(
      `  ${s.toFixed(0)} s: ${tablesOpen()} tables, ${((stats.actions - actions0) / s).toFixed(1)} actions/s, ${stats.errors.length} errors; seats to act per table ${acting.toFixed(2)} (${mix})`,
    );
  }, 30_000);
  await sleep(SECONDS * 1000);
  clearInterval(progress);
  const elapsed = (performance.now() - t0) / 1000;
  const after: Samples[] = await Promise.all(urls.map(scrape));
  const serverSched = started.map((s) => schedTimes(s.pid));
  const clientSched = workers.map((c) => schedTimes(c.pid!));
  const load1 = loadavg()[0]!;
  const held = tablesOpen();
  const harnessCpu = harnessCpuMicros() - harnessCpu0;
  measuring = false;
  ownDelay.disable();
  tell({ kind: "stop" });
  await Promise.race([Promise.all(exited), sleep(30_000)]);
  await watching;

  const lat = stats.latencies.sort((a, b) => a - b);
  const cpu = delta(before, after, "trickerion_process_cpu_seconds_total");
  const rss = total(after, "trickerion_process_resident_memory_bytes");
  const serverTables = total(after, 'trickerion_tables{status="playing"}');
  const action = quantile(before, after, "trickerion_action_seconds", 0.99);
  const action50 = quantile(before, after, "trickerion_action_seconds", 0.5);
  const write = quantile(before, after, "trickerion_store_write_seconds", 0.99);
  const write50 = quantile(before, after, "trickerion_store_write_seconds", 0.5);
  const gc = (kind: string): string => {
    const count = delta(before, after, `trickerion_nodejs_gc_duration_seconds_count{kind="${kind}"}`);
    const sum = delta(before, after, `trickerion_nodejs_gc_duration_seconds_sum{kind="${kind}"}`);
    const over = (le: string): number =>
      count - delta(before, after, `trickerion_nodejs_gc_duration_seconds_bucket{le="${le}",kind="${kind}"}`);
    return `${kind} ${count} (${(sum * 1000).toFixed(0)} ms in all, ${over("0.01")} over 10 ms, ${over("0.1")} over 100 ms)`;
  };
  /** ", N over 10 ms, M over 25 ms" of a histogram over the measured window. */
  const overs = (name: string): string => {
    const count = delta(before, after, `${name}_count`);
    const over = (le: string): number => count - delta(before, after, `${name}_bucket{le="${le}"}`);
    return `, ${over("0.01")} over 10 ms, ${over("0.025")} over 25 ms`;
  };
  const loopP99 = [...serverLoop.p99].sort((a, b) => a - b);
  console.log(
    `\n== Load: ${TABLES} tables × 4 seats (${BOT_TABLES} with 2 ${BOT_LEVEL} bots) + ${SPECTATORS} spectator(s), ${urls.length} server process(es), ${CLIENT_PROCESSES} client process(es), ${elapsed.toFixed(0)} s measured`,
  );
  console.log(
    `tables held:               ${held} playing at the end (fewest during the run ${minTables}; servers report ${serverTables}); ${stats.gamesFinished} games finished`,
  );
  console.log(
    `actions:                   ${stats.actions - actions0} in ${elapsed.toFixed(0)} s = ${((stats.actions - actions0) / elapsed).toFixed(1)} per second`,
  );
  console.log(
    `action→patch latency:      p50 ${ms(pct(lat, 50))}, p99 ${ms(pct(lat, 99))}, max ${ms(lat.at(-1) ?? NaN)} (${lat.length} actions, timed in the client processes)`,
  );
  if (stats.legs.length) {
    // Where the tail comes from: the slowest 1 % of stamped actions, split into their three legs (see WorkerReport.legs).
    const legs = stats.legs.map(([a, b, c]) => ({ a, b, c, sum: a + b + c })).sort((x, y) => x.sum - y.sum);
    const tail = legs.slice(Math.floor(legs.length * 0.99));
    const mean = (k: "a" | "b" | "c"): number => tail.reduce((n, l) => n + l[k], 0) / Math.max(1, tail.length);
    const leg = (k: "a" | "b" | "c"): string => {
      const sorted = legs.map((l) => l[k]).sort((x, y) => x - y);
      return `p50 ${ms(pct(sorted, 50))}, p99 ${ms(pct(sorted, 99))}`;
    };
    console.log(
      `  split by server stamps:  to the server ${leg("a")}; in the server ${leg("b")}; back ${leg("c")} (${legs.length} actions)`,
    );
    console.log(
      `  the slowest 1 % (${tail.length}, from ${ms(tail[0]?.sum ?? NaN)}): on average ${ms(mean("a"))} before the server read the request ` +
        `(server loop busy), ${ms(mean("b"))} in the server (its handling, store commit included), ${ms(mean("c"))} from the patch to the client reading the reply (client loop busy)`,
    );
  }
  if (BOT_TABLES) {
    // The bots' worker pool (server/bots/pool.ts): how long decisions waited for a thread, and the budget they got.
    const decided = delta(before, after, 'trickerion_bot_decisions_total{result="ok"}');
    const failed = delta(before, after, 'trickerion_bot_decisions_total{result="failed"}');
    const queue = (q: number) => bound(quantile(before, after, "trickerion_bot_queue_seconds", q).upTo);
    const budget = (q: number) => bound(quantile(before, after, "trickerion_bot_budget_seconds", q).upTo);
    console.log(
      `bots (${BOT_TABLES} tables, ${BOT_LEVEL}): ${decided} decisions (${(decided / elapsed).toFixed(1)}/s), ${failed} failed searches`,
    );
    console.log(`  queue wait for a thread: p50 ${queue(0.5)}, p99 ${queue(0.99)}`);
    console.log(
      `  effective budget:        p1 ${budget(0.01)}, p50 ${budget(0.5)}, p99 ${budget(0.99)} (the level's ${LEVEL_SETTINGS[BOT_LEVEL as BotLevel].budgetMs} ms while a thread is free)`,
    );
  }
  console.log(
    `server time per action:    p50 ${bound(action50.upTo)}, p99 ${bound(action.upTo)} (its /metrics histogram: checks → store commit → patch)`,
  );
  console.log(
    `store commit per action:   p50 ${bound(write50.upTo)}, p99 ${bound(write.upTo)} (${write.count} writes${overs("trickerion_store_write_seconds")}; waiting for the main loop included)`,
  );
  // The SQLite store's writer thread (absent with PostgreSQL): what its commits take, fsync and WAL checkpoints included.
  const batch = quantile(before, after, "trickerion_store_batch_seconds", 0.99);
  if (batch.count) {
    const batch50 = quantile(before, after, "trickerion_store_batch_seconds", 0.5);
    console.log(
      `  of which the disk:       the writer thread's commits p50 ${bound(batch50.upTo)}, p99 ${bound(batch.upTo)} ` +
        `(${batch.count} groups, ${(write.count / batch.count).toFixed(1)} writes each${overs("trickerion_store_batch_seconds")})`,
    );
  }
  console.log(
    `server event-loop delay:   p99 of 5-s windows: median ${ms(1000 * pct(loopP99, 50))}, worst ${ms(1000 * (loopP99.at(-1) ?? NaN))}; max ${ms(1000 * serverLoop.max)}`,
  );
  console.log(`server GC pauses:          ${gc("minor")}; ${gc("major")}; ${gc("incremental")}`);
  console.log(
    `server CPU:                ${((cpu / elapsed) * 100).toFixed(1)} % of one core in all (${((cpu * 1e6) / Math.max(1, held) / elapsed).toFixed(0)} µs per table per second)`,
  );
  console.log(
    `server memory (RSS):       ${(rss / 2 ** 20).toFixed(0)} MiB in all, ${(rss / 1024 / Math.max(1, held)).toFixed(0)} KiB per table`,
  );
  // Of it, what the garbage collector walks (the JS heap) and what it does not (buffers outside the heap).
  const heapUsed = total(after, "trickerion_nodejs_heap_size_used_bytes");
  const heapTotal = total(after, "trickerion_nodejs_heap_size_total_bytes");
  const external = total(after, "trickerion_nodejs_external_memory_bytes");
  console.log(
    `  of which JS heap:        ${(heapUsed / 2 ** 20).toFixed(0)} MiB used of ${(heapTotal / 2 ** 20).toFixed(0)} MiB (${(heapUsed / 1024 / Math.max(1, held)).toFixed(0)} KiB per table); ` +
      `buffers outside it ${(external / 2 ** 20).toFixed(0)} MiB`,
  );
  console.log(
    `harness CPU (the clients): ${((harnessCpu / 1e6 / elapsed) * 100).toFixed(1)} % of one core in all, over ${CLIENT_PROCESSES} process(es)`,
  );
  console.log(
    `harness event-loop delay:  client processes: worst half-second p99 ${ms(stats.loopP99)}, max ${ms(stats.loopMax)}; this process: p99 ${ms(ownDelay.percentile(99) / 1e6)}`,
  );
  console.log(
    `harness GC pauses:         ${stats.gc.count} (${stats.gc.ms.toFixed(0)} ms in all, longest ${ms(stats.gc.max)}; ${stats.gc.over10} half-seconds with one over 10 ms)`,
  );
  // Whose the tail is when the machine is shared: threads that wanted a core and waited for one.
  started.forEach((_, i) =>
    console.log(
      `server run-queue wait:     ${started.length > 1 ? `process ${i + 1}: ` : ""}${describeWaits(serverSched0[i]!, serverSched[i]!, elapsed)}`,
    ),
  );
  workers.forEach((_, i) =>
    console.log(
      `harness run-queue wait:    client process ${i + 1}: ${describeWaits(clientSched0[i]!, clientSched[i]!, elapsed)}`,
    ),
  );
  console.log(
    `machine load average:      ${load0.toFixed(1)} at the start of the window, ${load1.toFixed(1)} at its end (1 min, ${availableParallelism()} cores)`,
  );
  console.log(
    `refused actions:           ${[...stats.refused].map(([code, n]) => `${code} ${n}`).join(", ") || "none"}`,
  );
  console.log(`errors:                    ${stats.errors.length}`);
  for (const line of stats.errors.slice(0, 20)) console.log(`  ${line}`);

  for (const server of started) {
    server.signal("SIGTERM");
    await Promise.race([server.exited, sleep(15_000)]);
    await server.kill();
  }
  if (args["server-log"])
    writeFileSync(args["server-log"], started.map((s, i) => `== server ${i + 1}\n${s.output.join("\n")}\n`).join(""));
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  process.exit(stats.errors.length ? 1 : 0);
}

await main();
