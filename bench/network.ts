// Network figures over whole 4-player games played through the real server by SDK clients in a
// separate process (bench/networkClients.ts): bytes of the state on join, bytes per patch per
// client, bytes per client per game, and the server's own time per accepted action.
//
// This process runs only the game server plus two light hooks: a byte counter on every frame the
// server writes (its length and type, before WebSocket framing) and the action timer below. The
// clients' decoding, move choice and garbage live in the child process, not in this event loop.
import { fork } from "node:child_process";
import { PerformanceObserver } from "node:perf_hooks";
import { Socket } from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { WebSocketClient } from "@colyseus/ws-transport";
import { pathToFileURL } from "node:url";
import type { TrickerionRoom } from "../server/rooms/TrickerionRoom";
import type { SqliteStore } from "../server/storage/SqliteStore";
import type { Table } from "../server/table/Table";
import { ensureServerBuild } from "../scripts/serverBuild.mjs";
import type { ClientReport } from "./networkClients";
import { clientsPolicy, preemptionsSoFar, runAsBatch } from "./scheduling";
import { mapThreads, readThreads, splitByGroup, type ThreadGroup, type ThreadReading } from "./threadSplit";

const JOIN_ROOM = 10;
const ROOM_DATA = 13;
const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;
const ROOM_REQUEST = 21;
const ROOM_RESPONSE = 22;
const GAMES = Number(process.env.BENCH_GAMES ?? 6);
/**
 * Games played before the timing starts: a server that has run a while has its hot paths compiled
 * by V8's optimizing tier; the first few hundred actions run in the interpreter and compile it.
 * Their bytes still count (they do not depend on warmth).
 */
const WARMUP_GAMES = Number(process.env.BENCH_WARMUP_GAMES ?? 15);
/**
 * The steady state: with the store in memory, the same server plays on until it has served this many games (~210
 * actions each), then times GAMES more games. It is printed beside the timed games' figure, never in its place: a
 * server that has run for minutes has finished most of V8's compiling (docs/server.md, "Figures"). 0 skips it.
 */
const STEADY_AFTER_GAMES = Number(process.env.BENCH_STEADY_AFTER ?? 100);
/** The clients' scheduling policy (bench/scheduling.ts): SCHED_BATCH by default, BENCH_CLIENTS_POLICY=normal for Linux's default. */
const CLIENTS_POLICY = clientsPolicy(process.env.BENCH_CLIENTS_POLICY);

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Frames the server wrote to each session: type code and length only (no copies, so the hook stays cheap). */
interface Frames {
  codes: number[];
  lengths: number[];
}

interface Pass {
  frames: Map<string, Frames>;
  games: Extract<ClientReport, { kind: "game" }>[];
  /** Wall time of each accepted action's server span, µs. */
  wall: number[];
  /** Of each span, the time inside the socket write system calls (the kernel's loopback TCP, waking the client process), µs. */
  writes: number[];
  /** The server process's CPU time (all threads) after the warm-up, per timed action (joins included), µs. */
  cpu: number;
  /** Each span minus its socket writes, µs. */
  own?: number[];
  /** Each span cut at the stamps of `Stamps` (the same actions as `wall`), µs per part, unsorted. */
  parts: number[][];
  /** The clients' process's scheduling policy as applied ("SCHED_BATCH", or why it is the normal one). */
  policy: string;
  /** The server process's CPU time (all threads) per action of each game, warm-up included, µs: how long V8 takes to warm up. */
  perGame: number[];
  /** How often the server's main thread was preempted while the timed games ran, per timed action (null: /proc did not say). */
  preempted: number | null;
  /** The same CPU split by thread (bench/threadSplit.ts), µs per timed action (null: /proc did not say). */
  threads: Map<ThreadGroup, number> | null;
  /** The actions the clients played in the timed games (accepted or not): what the CPU is divided by. */
  cpuActions: number;
  /** The timed window on the monotonic clock (ns), to cut a `perf record -k CLOCK_MONOTONIC` profile to it. */
  window: [bigint, bigint];
  /** The timed games' wall time, s. */
  seconds: number;
  /** Of the spans, how many had one of V8's GC pauses inside them, and of the slowest 1 % how many. */
  gc: { spans: number; slowest: number; slowestCount: number; pauses: number };
  /** The steady state's GAMES games (see STEADY_AFTER_GAMES), or null when not played. */
  steady: Steady | null;
}

/** The CPU of GAMES games played once the server has served `after` games: the same readings as the timed games'. */
interface Steady {
  after: number;
  /** The server process's CPU time (all threads) per action, µs. */
  cpu: number;
  threads: Map<ThreadGroup, number> | null;
  /** The accepted actions' spans (wall time) per action, µs: the main thread's part in them. */
  inSpans: number;
  actions: number;
  seconds: number;
}

/** Readings at the start of a window of games: CPU of the process and of each thread, wall clock, preemptions. */
interface WindowStart {
  cpu: NodeJS.CpuUsage;
  threads: ThreadReading | null;
  wall: number;
  mono: bigint;
  preempted: number | null;
}

/**
 * Where in the room an action's span goes, stamped by hooks on methods the room calls (no stamps in
 * the room's own code): the action's frame read; Table.act called; the store's append called and
 * returned (its synchronous part: SQLite's transaction when in memory, the hand-off to the writer
 * thread for a file); Table.act settled; broadcastPatch called and returned; the reply written.
 */
interface Stamps {
  act?: number;
  storeIn?: number;
  storeOut?: number;
  acted?: number;
  patchIn?: number;
  patchOut?: number;
}
/** The parts, in order, of an action's span: `PART_NAMES[i]` is `Pass.parts[i]`. */
const PART_NAMES = [
  "frame read → Table.act (decode, checks, queue)",
  "Table.act without the store (engine, events, undo log)",
  "store append (its synchronous part)",
  "Table.act settled → broadcastPatch (events queued, mirror)",
  "broadcastPatch (encode per view, frames queued)",
  "patch sent → reply written (metrics, listing, reply)",
] as const;

/**
 * One run of GAMES games against a fresh server: with the store in memory (`dataDir` null) or in
 * a SQLite file with its real group commit (`dataDir` a temporary folder).
 *
 * The timed span of an action is exactly the server's handling of it: it starts when the action
 * request's frame reaches the room (`Room._onMessage`, before MessagePack decoding) and ends when
 * the room writes the request's reply to the socket. Between the two: the rate limit, the
 * plain-data and zod checks, the engine's legality check and next state with its events, the
 * store write (committed before anything is sent: the room awaits it), the schema mirror, the
 * patch encoded per client's StateView and written to every socket, the events message to every
 * socket, the listing update and the bot check. Only accepted actions are kept (the table's move
 * count went up). With the store in a file, the span also holds the wait for the group commit's
 * fsync, during which a busy server serves other tables.
 */
/**
 * The server under test: compiled by esbuild into dist/server like `npm start` runs it (the default), or from
 * source through the tsx loader with BENCH_FROM_SOURCE=1. Its classes are hooked below, so they come from the
 * same module the server runs.
 */
const FROM_SOURCE = process.env.BENCH_FROM_SOURCE === "1";
/** Issue 30's goal for the server's CPU (all threads) per accepted action. */
const CPU_GOAL_US = 300;
type ServerParts = typeof import("./networkServer");
const serverParts = async (): Promise<ServerParts> =>
  FROM_SOURCE
    ? import("./networkServer")
    : ((await import(pathToFileURL(await ensureServerBuild("bench/networkServer.ts")).href)) as ServerParts);

/** The game (counted from 1) after which the steady state's window starts, or null when it is not played. */
const steadyStart = (dataDir: string | null): number | null =>
  dataDir === null && STEADY_AFTER_GAMES > 0 ? Math.max(STEADY_AFTER_GAMES, WARMUP_GAMES + GAMES) : null;

async function runPass(dataDir: string | null): Promise<Pass> {
  const steadyFrom = steadyStart(dataDir);
  const totalGames = steadyFrom === null ? WARMUP_GAMES + GAMES : steadyFrom + GAMES;
  const { Table, SqliteStore, TrickerionRoom, startTestServer } = await serverParts();
  const pass: Pass = {
    frames: new Map(),
    games: [],
    wall: [],
    writes: [],
    cpu: 0,
    perGame: [],
    parts: [],
    policy: "normal",
    preempted: null,
    threads: null,
    seconds: 0,
    cpuActions: 0,
    window: [0n, 0n],
    gc: { spans: 0, slowest: 0, slowestCount: 0, pauses: 0 },
    steady: null,
  };
  // The steady window's spans: their wall time summed, µs.
  let steadySpans = 0;
  // V8's GC pauses (start and end, ms on performance.now()'s clock), to tell which spans one fell into.
  const pauses: [number, number][] = [];
  const gcWatch = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) pauses.push([e.startTime, e.startTime + e.duration]);
  });
  gcWatch.observe({ entryTypes: ["gc"] });
  const spans: [number, number][] = [];
  const open = new Map<string, { t0: number; w0: number; room: TrickerionRoom; moves: number; stamps: Stamps }>();
  // The bench plays one table at a time and a table runs one change at a time: the stamps go to the span opened last.
  let stamps: Stamps = {};
  const now = (): number => performance.now();
  const tableProto = Table.prototype as unknown as { act: (...args: unknown[]) => Promise<unknown> };
  const originalAct = tableProto.act;
  tableProto.act = function (this: Table, ...args: unknown[]) {
    const mine = stamps;
    mine.act = now();
    const acted = originalAct.apply(this, args);
    // Registered before the room's own await on it, so this runs first when it settles.
    void acted.then(
      () => void (mine.acted = now()),
      () => undefined,
    );
    return acted;
  };
  const storeProto = SqliteStore.prototype as unknown as { appendAction: (...args: unknown[]) => Promise<void> };
  const originalAppend = storeProto.appendAction;
  storeProto.appendAction = function (this: SqliteStore, ...args: unknown[]) {
    const mine = stamps;
    mine.storeIn = now();
    try {
      return originalAppend.apply(this, args);
    } finally {
      mine.storeOut = now();
    }
  };
  const roomProto = TrickerionRoom.prototype as unknown as { broadcastPatch: () => boolean };
  const ownPatch = Object.prototype.hasOwnProperty.call(roomProto, "broadcastPatch");
  const originalPatch = roomProto.broadcastPatch;
  roomProto.broadcastPatch = function (this: TrickerionRoom) {
    const mine = stamps;
    mine.patchIn = now();
    try {
      return originalPatch.call(this);
    } finally {
      mine.patchOut = now();
    }
  };

  // Time spent in socket writes (ms, summed), to tell the server's own work from the kernel's.
  let writing = 0;
  const socketProto = Socket.prototype as unknown as { _writeGeneric: (...args: unknown[]) => unknown };
  const originalWrite = socketProto._writeGeneric;
  socketProto._writeGeneric = function (this: Socket, ...args: unknown[]) {
    const t = performance.now();
    try {
      return originalWrite.apply(this, args);
    } finally {
      writing += performance.now() - t;
    }
  };

  const originalRaw = WebSocketClient.prototype.raw;
  WebSocketClient.prototype.raw = function (this: WebSocketClient, data: Uint8Array | Buffer, ...rest: unknown[]) {
    const code = data[0]! & 0x1f;
    let f = pass.frames.get(this.sessionId);
    if (!f) pass.frames.set(this.sessionId, (f = { codes: [], lengths: [] }));
    f.codes.push(code);
    f.lengths.push(data.length);
    const result = (originalRaw as (...args: unknown[]) => void).call(this, data, ...rest);
    if (code === ROOM_RESPONSE) {
      const span = open.get(this.sessionId);
      if (span) {
        open.delete(this.sessionId);
        // The span ends once the reply is on its way to the kernel: the room may hold a change's
        // frames back until the end of the tick to write them at once (server/rooms/corkedSends.ts),
        // and a tick callback queued now runs after that write.
        const played = pass.games.length;
        if (span.room.table.moves !== span.moves && steadyFrom !== null && played >= steadyFrom) {
          const t0 = span.t0;
          process.nextTick(() => void (steadySpans += (performance.now() - t0) * 1000));
        }
        if (span.room.table.moves !== span.moves && played >= WARMUP_GAMES && played < WARMUP_GAMES + GAMES) {
          const st = span.stamps;
          const replied = now();
          if (st.act && st.storeIn && st.storeOut && st.acted && st.patchIn && st.patchOut) {
            pass.parts.push(
              [
                st.act - span.t0,
                st.acted - st.act - (st.storeOut - st.storeIn),
                st.storeOut - st.storeIn,
                st.patchIn - st.acted,
                st.patchOut - st.patchIn,
                replied - st.patchOut,
              ].map((ms) => ms * 1000),
            );
          }
          process.nextTick(() => {
            const end = performance.now();
            spans.push([span.t0, end]);
            pass.wall.push((end - span.t0) * 1000);
            pass.writes.push((writing - span.w0) * 1000);
          });
        }
      }
    }
    return result;
  } as WebSocketClient["raw"];
  const proto = TrickerionRoom.prototype as unknown as {
    _onMessage: (client: { sessionId: string }, buffer: Uint8Array) => void;
  };
  const originalOnMessage = proto._onMessage;
  proto._onMessage = function (this: TrickerionRoom, client, buffer) {
    if (buffer && (buffer[0]! & 0x1f) === ROOM_REQUEST) {
      stamps = {};
      open.set(client.sessionId, { t0: performance.now(), w0: writing, room: this, moves: this.table.moves, stamps });
    }
    return originalOnMessage.call(this, client, buffer);
  };

  const threadMap = await mapThreads();
  const server = await startTestServer({}, { dataDir });
  const windowStart = (): WindowStart => ({
    cpu: process.cpuUsage(),
    threads: readThreads(threadMap),
    wall: performance.now(),
    mono: process.hrtime.bigint(),
    preempted: preemptionsSoFar(),
  });
  let timed: WindowStart | null = null;
  let steady: WindowStart | null = null;
  let actionsTimed = 0;
  let actionsSteady = 0;
  let gameCpu = process.cpuUsage();
  let timedEnd = Number.POSITIVE_INFINITY;
  /** Closes the timed games' window: the goal's figure. */
  const endTimed = (): void => {
    const cpu = process.cpuUsage(timed?.cpu);
    const threads1 = readThreads(threadMap);
    pass.seconds = (performance.now() - (timed?.wall ?? 0)) / 1000;
    pass.cpuActions = actionsTimed;
    pass.window = [timed?.mono ?? 0n, process.hrtime.bigint()];
    if (timed?.threads && threads1) pass.threads = splitByGroup(timed.threads, threads1, actionsTimed);
    const preempted1 = preemptionsSoFar();
    if (timed?.preempted != null && preempted1 !== null)
      pass.preempted = (preempted1 - timed.preempted) / Math.max(1, actionsTimed);
    pass.cpu = (cpu.user + cpu.system) / Math.max(1, actionsTimed);
    timedEnd = performance.now();
  };
  const endSteady = (): void => {
    if (!steady || steadyFrom === null) return;
    const cpu = process.cpuUsage(steady.cpu);
    const threads1 = readThreads(threadMap);
    const per = Math.max(1, actionsSteady);
    pass.steady = {
      after: steadyFrom,
      cpu: (cpu.user + cpu.system) / per,
      threads: steady.threads && threads1 ? splitByGroup(steady.threads, threads1, per) : null,
      inSpans: steadySpans / per,
      actions: actionsSteady,
      seconds: (performance.now() - steady.wall) / 1000,
    };
  };
  try {
    const child = fork(path.join(import.meta.dirname, "networkClients.ts"), [server.url, String(totalGames)], {
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    // SCHED_BATCH keeps the clients' share of the CPU and only stops a woken client from taking the server's core
    // in the middle of an action (bench/scheduling.ts). Set before the warm-up ends, so the timed games run under it.
    if (CLIENTS_POLICY === "batch")
      pass.policy = runAsBatch(child.pid!) ? "SCHED_BATCH" : "normal (chrt could not set SCHED_BATCH)";
    await new Promise<void>((resolve, reject) => {
      child.on("message", (report: ClientReport) => {
        if (report.kind === "game") {
          pass.games.push(report);
          const used = process.cpuUsage(gameCpu);
          gameCpu = process.cpuUsage();
          pass.perGame.push((used.user + used.system) / Math.max(1, report.actions));
          const played = pass.games.length;
          if (played > WARMUP_GAMES && played <= WARMUP_GAMES + GAMES) actionsTimed += report.actions;
          if (played === WARMUP_GAMES) timed = windowStart();
          if (played === WARMUP_GAMES + GAMES) endTimed();
          if (steadyFrom !== null && played > steadyFrom) actionsSteady += report.actions;
          if (played === steadyFrom) steady = windowStart();
          if (played === totalGames) endSteady();
        } else if (report.kind === "done") resolve();
        else reject(new Error(`the bench's clients failed: ${report.message}`));
      });
      child.on("exit", (code) => (code ? reject(new Error(`the bench's clients exited with ${code}`)) : resolve()));
    });
  } finally {
    WebSocketClient.prototype.raw = originalRaw;
    socketProto._writeGeneric = originalWrite;
    proto._onMessage = originalOnMessage;
    tableProto.act = originalAct;
    storeProto.appendAction = originalAppend;
    if (ownPatch) roomProto.broadcastPatch = originalPatch;
    else delete (roomProto as { broadcastPatch?: unknown }).broadcastPatch;
    await server.close();
  }
  gcWatch.disconnect();
  const hit = spans.map(([a, b]) => pauses.some(([s, e]) => s < b && e > a));
  const slowest = pass.wall
    .map((w, i) => [w, i] as const)
    .sort((x, y) => y[0] - x[0])
    .slice(0, Math.max(1, Math.ceil(pass.wall.length / 100)));
  pass.gc = {
    spans: hit.filter(Boolean).length,
    slowest: slowest.filter(([, i]) => hit[i]).length,
    slowestCount: slowest.length,
    pauses: pauses.filter(([s]) => spans.length > 0 && s >= spans[0]![0] && s < timedEnd).length,
  };
  const own = pass.wall.map((w, i) => w - pass.writes[i]!);
  pass.wall.sort((a, b) => a - b);
  pass.writes.sort((a, b) => a - b);
  pass.own = own.sort((a, b) => a - b);
  return pass;
}

/** Whether a sorted list of per-action times (µs) meets the goal: mean ≤ 150 µs and p99 ≤ 1000 µs. */
const verdict = (xs: number[]): string => {
  const m = mean(xs) <= 150;
  const p = percentile(xs, 99) <= 1000;
  return m && p ? "met" : `NOT met (${[m ? "" : "mean", p ? "" : "p99"].filter(Boolean).join(" and ")} over)`;
};

const timing = (xs: number[]): string =>
  `mean ${mean(xs).toFixed(0)} µs, p50 ${percentile(xs, 50).toFixed(0)} µs, p99 ${percentile(xs, 99).toFixed(0)} µs, max ${xs.at(-1)!.toFixed(0)} µs`;

/** The span's parts before the socket writes (see PART_NAMES), each as mean and p50 over the same actions. */
function printParts(pass: Pass): void {
  const g = pass.gc;
  console.log(
    `  spans with a GC pause inside: ${g.spans} of ${pass.wall.length}; of the slowest 1 % (${g.slowestCount}): ${g.slowest} (${g.pauses} GC pauses after the warm-up)`,
  );
  if (pass.parts.length === 0) return;
  PART_NAMES.forEach((name, i) => {
    const xs = pass.parts.map((p) => p[i]!).sort((a, b) => a - b);
    console.log(
      `    ${name.padEnd(58)} mean ${mean(xs).toFixed(0).padStart(4)} µs, p50 ${percentile(xs, 50).toFixed(0).padStart(4)} µs`,
    );
  });
}

/**
 * The timed games' CPU by thread, µs per action: the main thread cut into the accepted actions' spans (wall
 * time, nearly all of it on a core: the thread is seldom preempted, see `preempted`) and the rest of its time
 * (reading frames before a span, timers, pings, joins, IPC, GC that fell between spans).
 */
const secs = (ns: bigint): string => (Number(ns / 1000n) / 1e6).toFixed(6);

/**
 * The spans are wall time: on a loaded machine the main thread also waits for a core inside them, and then
 * they add up to more than its CPU (the cut says nothing, and the line says so).
 */
const inSpansLine = (main: number, inSpans: number): string =>
  inSpans <= main
    ? ` (in the action spans ${inSpans.toFixed(0)}, between them ${(main - inSpans).toFixed(0)})`
    : ` (the action spans' wall time, ${inSpans.toFixed(0)}, is more than the thread's CPU: it waited for a core in them)`;

function threadLine(pass: Pass, waitsForDisk: boolean): string {
  const t = pass.threads;
  if (!t) return "by thread: not known here (no /proc)";
  const actions = pass.wall.length;
  const inSpans = pass.wall.reduce((a, b) => a + b, 0) / Math.max(1, pass.cpuActions);
  const f = (us: number): string => us.toFixed(0);
  const sum = [...t.values()].reduce((a, b) => a + b, 0);
  return (
    `by thread, µs per action (${pass.seconds.toFixed(1)} s timed, ${(pass.cpuActions / pass.seconds).toFixed(0)} actions/s, ${actions} spans): ` +
    // With a file the spans also hold the wait for the writer thread's fsync, when the main thread is idle.
    `main ${f(t.get("main")!)}${waitsForDisk ? "" : inSpansLine(t.get("main")!, inSpans)}, ` +
    `V8 platform (compiler, GC helpers) ${f(t.get("v8 platform")!)}, libuv pool ${f(t.get("libuv pool")!)}, ` +
    `worker threads ${f(t.get("worker threads")!)}, other ${f(t.get("other startup")!)}; sum ${f(sum)}` +
    `; window ${secs(pass.window[0])},${secs(pass.window[1])} (monotonic s, for perf script --time)`
  );
}

/** The server's CPU per action game by game, the warm-up games marked: where V8's compiling levels off. */
const curve = (pass: Pass): string => {
  const from = pass.steady?.after ?? null;
  const marks = new Set([WARMUP_GAMES, ...(from === null ? [] : [WARMUP_GAMES + GAMES, from])]);
  const parts =
    from === null
      ? "warm-up | timed"
      : from > WARMUP_GAMES + GAMES
        ? "warm-up | timed | played on | steady"
        : "warm-up | timed | steady";
  return `CPU per action game by game, µs (${parts}): ${pass.perGame
    .map((us, i) => `${marks.has(i) && i > 0 ? "| " : ""}${us.toFixed(0)}`)
    .join(" ")}`;
};

/**
 * The steady state's line: the same readings as the timed games', on a server that has served `after` games. Beside the
 * goal's figure, never in its place (what it leaves out is the first minutes of a server's life: docs/server.md).
 */
function steadyLine(pass: Pass): string | null {
  const st = pass.steady;
  if (!st) return null;
  const main = st.threads?.get("main");
  const split = st.threads
    ? `main ${main!.toFixed(0)}${inSpansLine(main!, st.inSpans)}, V8 platform ${st.threads.get("v8 platform")!.toFixed(0)}`
    : "by thread not known here";
  return (
    `STEADY STATE (not the figure above: the same server after ${st.after} games, ~${Math.round((st.after * st.actions) / GAMES / 1000)}k actions, then ${GAMES} games, ` +
    `${st.actions} actions, ${st.seconds.toFixed(1)} s): server process CPU (all threads) per action ${st.cpu.toFixed(0)} µs; ` +
    `goal ≤ ${CPU_GOAL_US} µs: ${st.cpu <= CPU_GOAL_US ? "met" : "NOT met"} in the steady state; ${split}. BENCH_STEADY_AFTER=0 skips it`
  );
}

export async function runNetworkBench(): Promise<void> {
  const loadBefore = loadavg()[0]!;
  const memory = await runPass(null);
  // BENCH_NETWORK_FILE=0 skips the pass with a SQLite file (e.g. while profiling the rest).
  let file: Pass | null = null;
  if (process.env.BENCH_NETWORK_FILE !== "0") {
    const dir = mkdtempSync(path.join(tmpdir(), "trickerion-bench-"));
    try {
      file = await runPass(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const joinBytes: number[] = [];
  const midJoinBytes: number[] = [];
  const patchBytes: number[] = [];
  const perClientTotal: number[] = [];
  const perClientMessages: number[] = [];
  const historyOnJoin: number[] = [];
  const of = (session: string): Frames => memory.frames.get(session) ?? { codes: [], lengths: [] };
  const firstOf = (f: Frames, code: number): number => f.lengths[f.codes.indexOf(code)] ?? 0;
  for (const game of memory.games) {
    for (const session of [...game.people, game.spectator]) {
      const f = of(session);
      joinBytes.push(firstOf(f, ROOM_STATE));
      let total = 0;
      let messages = 0;
      f.codes.forEach((code, i) => {
        total += f.lengths[i]!;
        if (code === ROOM_STATE_PATCH) patchBytes.push(f.lengths[i]!);
        if (code === ROOM_DATA) messages += f.lengths[i]!;
      });
      perClientTotal.push(total);
      perClientMessages.push(messages);
    }
    midJoinBytes.push(firstOf(of(game.midJoiner), ROOM_STATE));
    historyOnJoin.push(firstOf(of(game.lastJoiner), ROOM_DATA)); // the welcome, with the whole history
  }
  // Where a seat's bytes go (the largest share of the per-game figure): by frame type, mean per client.
  const byType = new Map<number, number>();
  let seatClients = 0;
  for (const game of memory.games) {
    for (const session of game.people) {
      seatClients++;
      const f = of(session);
      f.codes.forEach((code, i) => byType.set(code, (byType.get(code) ?? 0) + f.lengths[i]!));
    }
  }
  const share = (code: number): number => Math.round((byType.get(code) ?? 0) / seatClients);
  patchBytes.sort((a, b) => a - b);
  const stale = [...memory.games, ...(file?.games ?? [])].reduce((n, g) => n + g.stale, 0);

  console.log(
    `\n== Network: ${memory.games.length} whole 4-player games through the server (4 people + 1 spectator each; clients in a separate process)`,
  );
  console.log(`full state on join (lobby):          max ${Math.max(...joinBytes)} B`);
  console.log(`full state on join (turn 3, mid-game): max ${Math.max(...midJoinBytes)} B   (goal < 4096 B)`);
  console.log(
    `patch per client:                    median ${percentile(patchBytes, 50)} B, p95 ${percentile(patchBytes, 95)} B, max ${patchBytes.at(-1)} B   (goal p95 < 64 B)`,
  );
  console.log(
    `bytes per client per game:           mean ${Math.round(mean(perClientTotal))} B, max ${Math.max(...perClientTotal)} B   (goal ≤ 12288 B, events included)`,
  );
  console.log(`  of which messages (events, welcome): mean ${Math.round(mean(perClientMessages))} B`);
  console.log(
    `  a seat's mean: join handshake ${share(JOIN_ROOM)} B, state ${share(ROOM_STATE)} B, patches ${share(ROOM_STATE_PATCH)} B, messages ${share(ROOM_DATA)} B, request replies ${share(ROOM_RESPONSE)} B`,
  );
  console.log(
    `history on join at the last turn:    max ${Math.max(...historyOnJoin)} B   (goal ≤ 6144 B; the welcome message)`,
  );
  // Three distributions, each sorted on its own (a percentile of the own work is not the total's minus the writes').
  console.log(
    `server time per action, store in memory — TOTAL, socket writes included (the goal's figure): ${timing(memory.wall)} (${memory.wall.length} actions after ${WARMUP_GAMES} warm-up games)`,
  );
  console.log(`  goal mean ≤ 150 µs and p99 ≤ 1000 µs on this total: ${verdict(memory.wall)}`);
  console.log(`  kernel socket writes within it (one writev per client, 5 clients): ${timing(memory.writes)}`);
  printParts(memory);
  console.log(
    `  the server's own work (total minus socket writes, per action): ${timing(memory.own!)}; against the same goal: ${verdict(memory.own!)}`,
  );
  console.log(
    `  server process CPU (all threads) after the warm-up, per action: ${memory.cpu.toFixed(0)} µs (joins, pings, V8's compiler and GC threads and the hooks included); goal ≤ ${CPU_GOAL_US} µs: ${memory.cpu <= CPU_GOAL_US ? "met" : "NOT met"} (server ${FROM_SOURCE ? "from source, tsx loader" : "compiled, dist/server"})`,
  );
  console.log(`  ${threadLine(memory, false)}`);
  console.log(`  ${curve(memory)}`);
  const steady = steadyLine(memory);
  if (steady) console.log(`  ${steady}`);
  if (file) {
    console.log(
      `server time per action, SQLite file — TOTAL, socket writes and the group commit's fsync wait included: ${timing(file.wall)}`,
    );
    console.log(`  kernel socket writes within it: ${timing(file.writes)}`);
    printParts(file);
    console.log(`  the server's own work and the commit wait (total minus socket writes): ${timing(file.own!)}`);
    console.log(`  server process CPU (all threads) after the warm-up, per action: ${file.cpu.toFixed(0)} µs`);
    console.log(`  ${threadLine(file, true)}`);
    console.log(`  ${curve(file)}`);
  }
  console.log(
    `  (span: action frame in → checks → engine → store write committed → mirror → patch + events written → reply written)`,
  );
  const preempted = (p: Pass): string => (p.preempted === null ? "not known here" : p.preempted.toFixed(2));
  console.log(
    `  (clients' process: ${memory.policy}, BENCH_CLIENTS_POLICY=normal for Linux's default; the server's main thread was preempted ${preempted(memory)} times per action in the timed games${file ? `, ${preempted(file)} with the file` : ""})`,
  );
  // Wall times count every moment another process held the core: say how busy the machine was.
  console.log(
    `  (machine load average, 1 min: ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end, on ${availableParallelism()} cores)`,
  );
  if (stale) console.log(`moves chosen on a view one patch behind (refused, retried): ${stale}`);
}
