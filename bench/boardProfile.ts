// `npx tsx bench/boardProfile.ts`: where the board's first drawing spends the main thread (issue 30). A table
// mid-game (4 players, turn 2, as `npm run lighthouse` opens it) is watched in Debian's headless Chromium (software
// WebGL) under V8's CPU profiler, from the link opened until the board says it is drawn; then three seconds of
// play (the host's random moves, the bots') are profiled as the watching page redraws them. Prints each phase's time by bucket (PixiJS's setup and
// shader programs, our scene building, text drawn to canvases and uploaded, the render) and the heaviest functions.
// PROFILE_RUNS=n repeats the first drawing n times (a fresh profile each).
import { availableParallelism, loadavg } from "node:os";
import { chromium, type CDPSession } from "playwright-core";
import { CHROMIUM_PATH } from "../scripts/chromium";
import type { TrickerionRoom } from "../server/rooms/TrickerionRoom";
import { ensureClientBuild } from "../scripts/clientBuild";
import { ensureChromium } from "../scripts/chromium";
import { openBrowser } from "../tests/browser/browser";
import { startTestServer } from "../tests/support/testServer";
import { createTable, playUntil } from "../tests/support/tableDriver";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Buckets, first match wins, by a function's name anywhere on the sampled stack (innermost first): the calls the
 * question is about. Names are PixiJS's and the browser's own, which minification keeps (methods and host APIs).
 */
const BUCKETS: [string, RegExp][] = [
  [
    "shader compile/link (sync read-back)",
    /^(compileShader|linkProgram|getProgramParameter|getShaderParameter|getProgramInfoLog|getShaderInfoLog|getActiveUniform|getActiveAttrib|getUniformLocation|getAttribLocation)$/,
  ],
  [
    "other sync GL read-back",
    /^(readPixels|getError|getParameter|getSupportedExtensions|getExtension|checkFramebufferStatus|getContextAttributes)$/,
  ],
  ["texture upload", /^(texImage2D|texSubImage2D|texStorage2D|generateMipmap)$/],
  ["canvas text (measure/fill)", /^(measureText|fillText|strokeText|getImageData|putImageData)$/],
  ["GL draw calls", /^(drawElements|drawArrays|drawElementsInstanced|clear|bufferData|bufferSubData)$/],
  [
    "other GL calls",
    /^(bindTexture|activeTexture|uniform\w+|vertexAttribPointer|enableVertexAttribArray|bindBuffer|bindVertexArray|useProgram|blendFunc|viewport|pixelStorei|texParameteri|createTexture|createBuffer|bindFramebuffer)$/,
  ],
  ["context creation", /^getContext$/],
  ["garbage collection", /^\(garbage collector\)$/],
];

/** Functions whose time (inclusive) is reported on its own line: ours and PixiJS's stages. */
const STAGES = [
  "init",
  "mount",
  "drawRegions",
  "drawRest",
  "update",
  "render",
  "layout",
  "updateText",
  "getCanvasAndContext",
  "measureText",
  "_updateLocalTransform",
  "buildContextBatches",
  "triangulateWithHoles",
  "generateProgram",
  "_getProgramData",
  "_generateShaderProgram",
  "initTexture",
  "getTexture",
];

function analyse(
  profile: Profile,
  from = 0,
): {
  total: number;
  buckets: Map<string, number>;
  stages: Map<string, number>;
  top: [string, number][];
  heavy: [string, number][];
} {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const buckets = new Map<string, number>();
  const stages = new Map<string, number>();
  const self = new Map<string, number>();
  let total = 0;
  const inclusive = new Map<string, number>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    if (t < from) return;
    const leaf = byId.get(id)!;
    const name = leaf.callFrame.functionName;
    if (name === "(idle)" || name === "(program)") return;
    total += ms;
    const file = leaf.callFrame.url.split("/").pop() ?? "";
    const key = `${name || "(anonymous)"} ${file}`;
    self.set(key, (self.get(key) ?? 0) + ms);
    const stack: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      stack.push(byId.get(n)!.callFrame.functionName);
    const bucket = BUCKETS.find(([, re]) => stack.some((f) => re.test(f)))?.[0] ?? "other JS (scene, layout, PixiJS)";
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + ms);
    for (const stage of new Set(stack.filter((f) => STAGES.includes(f))))
      stages.set(stage, (stages.get(stage) ?? 0) + ms);
    const frames = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const f = byId.get(n)!.callFrame;
      frames.add(`${f.functionName || "(anonymous)"} ${f.url.split("/").pop() ?? ""}`);
    }
    for (const f of frames) inclusive.set(f, (inclusive.get(f) ?? 0) + ms);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const heavy = [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 40);
  return { total, buckets, stages, top, heavy };
}

function report(title: string, profile: Profile, from = 0): void {
  const { total, buckets, stages, top, heavy } = analyse(profile, from);
  const f = (ms: number): string => `${ms.toFixed(0).padStart(6)} ms`;
  console.log(
    `\n== ${title}: ${f((profile.endTime - profile.startTime) / 1000)} wall, ${f(total)} busy on the main thread`,
  );
  console.log("-- by bucket (the innermost matching call on the stack)");
  for (const [k, v] of [...buckets].sort((a, b) => b[1] - a[1])) console.log(`${f(v)}  ${k}`);
  console.log("-- by stage (inclusive; a sample counts once per stage on its stack)");
  for (const [k, v] of [...stages].sort((a, b) => b[1] - a[1])) console.log(`${f(v)}  ${k}`);
  console.log("-- heaviest functions (self time)");
  for (const [k, v] of top) console.log(`${f(v)}  ${k}`);
  console.log("-- heaviest functions (inclusive)");
  for (const [k, v] of heavy) console.log(`${f(v)}  ${k}`);
}

/** When the board's renderer starts being made (the first sample under BoardScene's mount), ms into the profile. */
function mountStart(profile: Profile): number {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = 0;
  for (const [i, id] of profile.samples.entries()) {
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      if (byId.get(n)!.callFrame.functionName === "mount") return t;
  }
  return 0;
}

/** The main thread's busy time per 100 ms of the profile, with the stages on the stack most of that time. */
function timeline(profile: Profile): void {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const windows = new Map<number, { busy: number; what: Map<string, number> }>();
  let t = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += (profile.timeDeltas[i] ?? 0) / 1000;
    const name = byId.get(id)!.callFrame.functionName;
    if (name === "(idle)" || name === "(program)") return;
    const w = Math.floor(t / 100);
    const win = windows.get(w) ?? { busy: 0, what: new Map() };
    windows.set(w, win);
    win.busy += ms;
    const stack: string[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n))
      stack.push(byId.get(n)!.callFrame.functionName);
    const stage =
      stack
        .reverse()
        .find((f) => STAGES.includes(f) || /^(keepNewest|atBottom|appendLines|renderSnapshot|publish)$/.test(f)) ??
      "(other)";
    win.what.set(stage, (win.what.get(stage) ?? 0) + ms);
  });
  console.log("-- busy per 100 ms of the profile (outermost named stage)");
  for (const [w, win] of [...windows].sort((a, b) => a[0] - b[0])) {
    const what = [...win.what]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`);
    console.log(`${String(w * 100).padStart(5)} ms: ${win.busy.toFixed(0).padStart(3)} busy  ${what.join(", ")}`);
  }
}

async function profiled<T>(cdp: CDPSession, work: () => Promise<T>): Promise<Profile> {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
  await cdp.send("Profiler.start");
  await work();
  const { profile } = (await cdp.send("Profiler.stop")) as unknown as { profile: Profile };
  return profile;
}

interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/**
 * Every process's threads' busy time (their top-level tasks) while a fresh browser opens `url` until the board is
 * drawn: the page's main thread is only part of it, the GPU process rasterizes the WebGL frames (SwiftShader).
 */
async function traceThreads(url: string): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1536, height: 864 } });
    await page.addInitScript(() => sessionStorage.setItem("trickerion:name", "Watcher"));
    await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline", "gpu", "__metadata"] });
    const started = Date.now();
    await page.goto(url);
    await page.waitForSelector("body[data-board-ready=true]");
    const ms = Date.now() - started;
    const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
    const names = new Map<string, string>();
    for (const e of events)
      if (e.ph === "M" && (e.name === "thread_name" || e.name === "process_name"))
        names.set(e.name === "thread_name" ? `${e.pid}:${e.tid}` : `${e.pid}`, e.args?.name ?? "?");
    const busy = new Map<string, number>();
    for (const e of events)
      if (e.ph === "X" && /^(ThreadControllerImpl::RunTask|ThreadPool_RunTask|RunTask)$/.test(e.name)) {
        const key = `${names.get(`${e.pid}`) ?? e.pid} / ${names.get(`${e.pid}:${e.tid}`) ?? e.tid}`;
        busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0) / 1000);
      }
    console.log(`\n== threads' busy time, link → board drawn ${ms} ms (a fresh browser, trace categories toplevel)`);
    for (const [k, v] of [...busy].sort((a, b) => b[1] - a[1]).slice(0, 12))
      console.log(`${v.toFixed(0).padStart(6)} ms  ${k}`);
    if (process.env.PROFILE_TRACE === "2") {
      const what = new Map<string, number>();
      for (const e of events)
        if (e.ph === "X" && e.dur && e.dur > 2000) {
          const key = `${names.get(`${e.pid}`) ?? e.pid} / ${e.name} ${JSON.stringify(e.args ?? {}).slice(0, 120)}`;
          what.set(key, (what.get(key) ?? 0) + e.dur / 1000);
        }
      for (const [k, v] of [...what].sort((a, b) => b[1] - a[1]).slice(0, 40))
        console.log(`${v.toFixed(0).padStart(6)} ms  ${k}`);
    }
  } finally {
    await browser.close();
  }
}

const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
await ensureClientBuild();
ensureChromium();
const server = await startTestServer({ botDelayMs: 0 });
try {
  console.log(`Board profile (${load()} at the start)`);
  const host = await createTable(server, { players: 4, quickStart: true }, "Anna");
  const code = host.room.roomId;
  for (const seat of [1, 2, 3]) await host.room.request("bot", { seat, bot: true });
  await host.room.request("start");
  const room = server.colyseus.getRoomById<TrickerionRoom>(code);
  const hostSeats = new Map([[0, host]]);
  await playUntil(room, hostSeats, () => (room.table.game?.turn ?? 0) >= 2 && room.table.game?.phase === "assignment");
  if (process.env.PROFILE_TRACE) await traceThreads(`${server.url}/watch/${code}`);
  const runs = Number(process.env.PROFILE_RUNS ?? 1);
  for (let run = 0; run < runs; run++) {
    const browser = await openBrowser();
    try {
      const page = await browser.newPage();
      const cdp = await page.context().newCDPSession(page);
      // The page's own milestones: every change of <body>'s data attributes (board later/making/made, draws, ready).
      await page.addInitScript(() => {
        const marks: string[] = [];
        (window as unknown as { boardMarks: string[] }).boardMarks = marks;
        new MutationObserver((records) => {
          for (const r of records)
            if (r.attributeName?.startsWith("data-"))
              marks.push(
                `${performance.now().toFixed(0)} ms ${r.attributeName}=${document.body.getAttribute(r.attributeName)}`,
              );
        }).observe(document, {
          attributes: true,
          subtree: true,
          attributeFilter: ["data-board", "data-board-draws", "data-board-ready", "data-webgl"],
        });
      });
      let shownMs = 0;
      const first = await profiled(cdp, async () => {
        const started = Date.now();
        await page.goto(`${server.url}/watch/${code}`);
        await page.waitForSelector("body[data-board-ready=true]");
        shownMs = Date.now() - started;
      });
      report(`first drawing, run ${run + 1} (link → board drawn ${shownMs} ms)`, first);
      timeline(first);
      const from = mountStart(first);
      report(`the board's part of it (from its mount, ${from.toFixed(0)} ms into the profile)`, first, from);
      console.log("-- the page's milestones (since navigation) and its scripts (fetched start → end)");
      for (const line of await page.evaluate(() => [
        ...(window as unknown as { boardMarks: string[] }).boardMarks,
        ...performance
          .getEntriesByType("resource")
          .filter((e) => /\.js$/.test(e.name))
          .map(
            (e) =>
              `${(e as PerformanceResourceTiming).startTime.toFixed(0)} → ${(e as PerformanceResourceTiming).responseEnd.toFixed(0)} ms ${e.name.split("/").pop()}`,
          ),
      ]))
        console.log(line);
      if (run === runs - 1) {
        // The host's next moves, each redrawn by the watching page.
        const draws = async (): Promise<number> =>
          Number(await page.evaluate(() => document.body.dataset.boardDraws ?? "0"));
        await page.waitForTimeout(1_000);
        const before = await draws();
        const moves = await profiled(cdp, async () => {
          const until = Date.now() + 3_000;
          await playUntil(room, hostSeats, () => Date.now() > until || room.table.game?.phase === "gameOver", "moves");
          await page.waitForTimeout(1_000);
        });
        report(`redraws of ${(await draws()) - before} changes`, moves);
      }
    } finally {
      await browser.close();
    }
  }
  console.log(`\n(${load()} at the end)`);
} finally {
  await server.close();
}
