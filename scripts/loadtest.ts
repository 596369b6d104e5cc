// `npm run loadtest`: N concurrent 4-player tables played by SDK clients choosing random legal
// actions at a human pace, plus spectators, against one or more game servers on this machine
// (loopback only, bounded in count and time). Prints tables held, actions per second,
// action→patch latency, server CPU and memory per table, and every error. See docs/server.md.
//
//   npm run loadtest -- --tables 1000 --seconds 300                  one server process (started here, SQLite)
//   npm run loadtest -- --tables 1000 --seconds 300 --processes 2    two processes + throw-away Redis and PostgreSQL
//   npm run loadtest -- --url http://127.0.0.1:2567[,http://127.0.0.1:2568] --tables 50   servers already running
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client, type Room } from "@colyseus/sdk";
import { activeSeats, legalActions, type Action } from "../shared/engine";
import { gameFromTable } from "../client/state/gameFromTable";
import type { TableState } from "../shared/schema/TableState";
import type { Ack } from "../server/rooms/TrickerionRoom";
import { ServerProcess } from "../tests/support/serverProcess";
import { startPostgres, startRedis } from "../tests/support/services";
import { freePort } from "../tests/support/testServer";

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
  },
});

function bounded(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

const TABLES = bounded("tables", args.tables!, 1, MAX_TABLES);
const SECONDS = bounded("seconds", args.seconds!, 5, MAX_SECONDS);
const SPECTATORS = bounded("spectators", args.spectators!, 0, 10);
const PROCESSES = bounded("processes", args.processes!, 1, 8);
const RAMP = bounded("ramp", args.ramp ?? String(Math.min(60, Math.ceil(TABLES / 20))), 0, 600);
const THINK_MIN = bounded("think-min", args["think-min"]!, 0, 60_000);
const THINK_MAX = Math.max(THINK_MIN, bounded("think-max", args["think-max"]!, 0, 60_000));

/** Only this machine: the harness is not a tool to load someone else's server. */
function loopback(url: string): string {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]", "::1"].includes(host)) throw new Error(`--url must be on this machine (127.0.0.1 or localhost), got ${url}`);
  return url.replace(/\/$/, "");
}

const stats = {
  actions: 0,
  latencies: [] as number[],
  refused: new Map<string, number>(),
  errors: [] as string[],
  gamesFinished: 0,
  tablesOpen: 0,
  clients: 0,
};
const error = (line: string): void => {
  if (stats.errors.length < 10) console.log(`  error: ${line}`); // the first ones as they happen
  if (stats.errors.length < 1000) stats.errors.push(line);
};
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const think = (): number => THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);
let stopping = false;
let measuring = false;

/** A request with a deadline, so a lost reply is counted rather than waited for forever. */
async function request(room: Room, type: string, payload?: unknown): Promise<Ack> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return (await Promise.race([
      room.request(type, payload),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no reply to "${type}" within 30 s`)), 30_000))),
    ])) as Ack;
  } finally {
    clearTimeout(timer);
  }
}

/** One seat played by a person who thinks a while, then picks any legal action (as the page offers them). */
function playSeat(room: Room<any, TableState>, seat: number): void {
  let busy = false;
  const consider = (): void => {
    // The synced bitmask of the seats that must act says cheaply whether to think at all (every patch calls this).
    if (busy || stopping || room.state.status !== "playing" || !(room.state.activeSeats & (1 << seat))) return;
    busy = true;
    setTimeout(async () => {
      try {
        if (stopping || room.state.status !== "playing") return;
        const now = gameFromTable(room.state, seat);
        const legal = activeSeats(now).includes(seat) ? legalActions(now, seat) : [];
        if (!legal.length) return;
        const action: Action = legal[Math.floor(Math.random() * legal.length)]!;
        const t0 = performance.now();
        // The reply is sent right after the action's patch, on the same connection: its arrival is the patch's.
        const ack = await request(room, "action", { action });
        if (ack.ok) {
          stats.actions++;
          if (measuring) stats.latencies.push(performance.now() - t0);
        } else {
          stats.refused.set(ack.code, (stats.refused.get(ack.code) ?? 0) + 1);
        }
      } catch (e) {
        if (!stopping) error(`table ${room.roomId} seat ${seat + 1}: ${(e as Error).message}`);
      } finally {
        busy = false;
        consider();
      }
    }, think());
  };
  room.onStateChange(() => consider());
  consider();
}

function watchErrors(room: Room, who: string): void {
  stats.clients++;
  room.onMessage("*", () => undefined);
  room.onError((code, message) => error(`${who} at ${room.roomId}: error ${code} ${message ?? ""}`));
  room.onLeave((code) => {
    stats.clients--;
    if (!stopping && code !== 4000) error(`${who} at ${room.roomId}: connection closed (${code})`);
  });
}

/** Tables being opened at once: joining is the costly part, so the ramp stays gentle even when the machine is slow. */
const OPENING_AT_ONCE = 8;
let opening = 0;
const openingQueue: (() => void)[] = [];
async function openSlot(): Promise<() => void> {
  if (opening >= OPENING_AT_ONCE) await new Promise<void>((resolve) => openingQueue.push(resolve));
  opening++;
  return () => {
    opening--;
    openingQueue.shift()?.();
  };
}

/** One table for the whole run: created, filled, started, played; a finished game makes way for a new table. */
async function runTable(index: number, urls: string[]): Promise<void> {
  let failures = 0;
  while (!stopping) {
    const via = (k: number): Client => new Client(urls[(index + k) % urls.length]!);
    const rooms: Room<any, TableState>[] = [];
    let release: (() => void) | null = await openSlot();
    try {
      const host = await via(0).create<TableState>("trickerion", { players: 4, quickStart: true, listed: false, name: `Host ${index}` });
      rooms.push(host);
      watchErrors(host, "seat 1");
      // The other people (and the spectators) come in through the other processes when there are several.
      for (let s = 1; s < 4; s++) {
        const room = await via(s).joinById<TableState>(host.roomId, { name: `P${s + 1}` });
        rooms.push(room);
        watchErrors(room, `seat ${s + 1}`);
      }
      for (let w = 0; w < SPECTATORS; w++) {
        const room = await via(w + 1).joinById<TableState>(host.roomId, { spectator: true });
        rooms.push(room);
        watchErrors(room, "spectator");
      }
      await Promise.all(rooms.map((r) => (r.state?.seats?.length ? Promise.resolve() : new Promise<void>((ok) => r.onStateChange.once(() => ok())))));
      const started = await request(host, "start");
      if (!started.ok) throw new Error(`start refused: ${started.code} ${started.message}`);
      release();
      release = null;
      failures = 0;
      stats.tablesOpen++;
      rooms.slice(0, 4).forEach((room, seat) => playSeat(room, seat));
      await new Promise<void>((resolve) => {
        const check = setInterval(() => {
          if (stopping || host.state.status === "finished") {
            clearInterval(check);
            resolve();
          }
        }, 500);
      });
      stats.tablesOpen--;
      if (host.state.status === "finished") stats.gamesFinished++;
    } catch (e) {
      if (!stopping) error(`table #${index}: ${(e as Error).message}`);
      release?.();
      release = null;
      await sleep(Math.min(30_000, 1_000 * 2 ** failures++)); // back off: a retry storm would only make a slow server slower
    } finally {
      release?.();
      await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
    }
  }
}

interface ServerFigures {
  cpuSeconds: number;
  rssBytes: number;
  tables: number;
}

/** CPU, memory and tables of each server, from its own /metrics. */
async function scrape(urls: string[]): Promise<ServerFigures[]> {
  return Promise.all(
    urls.map(async (url) => {
      const text = await (await fetch(`${url}/metrics`)).text();
      const value = (pattern: RegExp): number => [...text.matchAll(pattern)].reduce((sum, m) => sum + Number(m[1]), 0);
      return {
        cpuSeconds: value(/^trickerion_process_cpu_seconds_total (\S+)$/gm),
        rssBytes: value(/^trickerion_process_resident_memory_bytes (\S+)$/gm),
        tables: value(/^trickerion_tables\{status="playing"\} (\S+)$/gm),
      };
    }),
  );
}

const pct = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function main(): Promise<void> {
  const started: ServerProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  let urls: string[];
  if (args.url) {
    urls = args.url.split(",").map(loopback);
  } else {
    const env: Record<string, string> = { RECONNECT_SECONDS: "120", BOT_DELAY_MS: "600" };
    let dataDir: string | null = null;
    if (PROCESSES > 1) {
      const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
      cleanups.push(() => redis.stop(), () => postgres.stop());
      env.DATABASE_URL = await postgres.createDatabase("loadtest");
      env.REDIS_URL = redis.url;
    } else {
      dataDir = mkdtempSync(path.join(tmpdir(), "trickerion-loadtest-"));
      env.DATA_DIR = dataDir;
      cleanups.push(async () => rmSync(dataDir!, { recursive: true, force: true }));
    }
    for (let i = 0; i < PROCESSES; i++) {
      const port = await freePort();
      const server = new ServerProcess(port, { ...env, SERVER_ID: `load-${i + 1}`, PUBLIC_ADDRESS: `127.0.0.1:${port}` });
      started.push(server);
      await server.ready();
    }
    urls = started.map((s) => s.url);
    const store = PROCESSES > 1 ? "Redis + PostgreSQL (throw-away, loopback)" : "SQLite in a temporary folder";
    console.log(`Started ${PROCESSES} server process(es) at ${urls.join(", ")}; ${store}.`);
  }
  console.log(
    `Opening ${TABLES} 4-player tables (+${SPECTATORS} spectator(s) each) over ${RAMP} s, then measuring for ${SECONDS} s; ` +
      `people think ${THINK_MIN / 1000}–${THINK_MAX / 1000} s per action.`,
  );

  const tables: Promise<void>[] = [];
  for (let i = 0; i < TABLES; i++) {
    tables.push(runTable(i, urls));
    if (RAMP > 0) await sleep((RAMP * 1000) / TABLES);
  }
  // Every table is filled and started before the measuring starts (bounded: a slow start is reported, not waited out).
  const rampEnd = Date.now() + 600_000;
  while (stats.tablesOpen < TABLES && Date.now() < rampEnd) await sleep(500);
  console.log(`Ramp done: ${stats.tablesOpen} tables playing, ${stats.clients} clients connected, ${stats.errors.length} errors so far.`);

  measuring = true;
  const harnessCpu0 = process.cpuUsage();
  const before = await scrape(urls);
  const actions0 = stats.actions;
  const t0 = performance.now();
  let minTables = stats.tablesOpen;
  const progress = setInterval(() => {
    minTables = Math.min(minTables, stats.tablesOpen);
    const s = (performance.now() - t0) / 1000;
    console.log(`  ${s.toFixed(0)} s: ${stats.tablesOpen} tables, ${((stats.actions - actions0) / s).toFixed(1)} actions/s, ${stats.errors.length} errors`);
  }, 30_000);
  await sleep(SECONDS * 1000);
  clearInterval(progress);
  const elapsed = (performance.now() - t0) / 1000;
  const after = await scrape(urls);
  const held = stats.tablesOpen;
  measuring = false;
  stopping = true;
  const harnessCpu = process.cpuUsage(harnessCpu0);
  await Promise.race([Promise.all(tables), sleep(30_000)]);

  const lat = stats.latencies.sort((a, b) => a - b);
  const cpu = after.reduce((sum, f, i) => sum + f.cpuSeconds - before[i]!.cpuSeconds, 0);
  const rss = after.reduce((sum, f) => sum + f.rssBytes, 0);
  const serverTables = after.reduce((sum, f) => sum + f.tables, 0);
  console.log(`\n== Load: ${TABLES} tables × 4 seats + ${SPECTATORS} spectator(s), ${urls.length} server process(es), ${elapsed.toFixed(0)} s measured`);
  console.log(`tables held:               ${held} playing at the end (fewest during the run ${minTables}; servers report ${serverTables}); ${stats.gamesFinished} games finished`);
  console.log(`actions:                   ${stats.actions - actions0} in ${elapsed.toFixed(0)} s = ${((stats.actions - actions0) / elapsed).toFixed(1)} per second`);
  console.log(`action→patch latency:      p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms, max ${(lat.at(-1) ?? NaN).toFixed(1)} ms (${lat.length} actions)`);
  console.log(`server CPU:                ${((cpu / elapsed) * 100).toFixed(1)} % of one core in all (${((cpu * 1e6) / Math.max(1, held) / elapsed).toFixed(0)} µs per table per second)`);
  console.log(`server memory (RSS):       ${(rss / 2 ** 20).toFixed(0)} MiB in all, ${(rss / 1024 / Math.max(1, held)).toFixed(0)} KiB per table`);
  console.log(`harness CPU (the clients): ${(((harnessCpu.user + harnessCpu.system) / 1e6 / elapsed) * 100).toFixed(1)} % of one core`);
  console.log(`refused actions:           ${[...stats.refused].map(([code, n]) => `${code} ${n}`).join(", ") || "none"}`);
  console.log(`errors:                    ${stats.errors.length}`);
  for (const line of stats.errors.slice(0, 20)) console.log(`  ${line}`);

  for (const server of started) {
    server.signal("SIGTERM");
    await Promise.race([server.exited, sleep(15_000)]);
    await server.kill();
  }
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  process.exit(stats.errors.length ? 1 : 0);
}

await main();
