// Client figures against issue 30's goals: the JavaScript shipped (minified and gzipped) and what the landing page
// and a table page load, the time from opening a table link until the board is drawn (first and return visit), and
// click → repainted board, in Debian's Chromium, with the machine's load.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_DIST_DIR } from "../server/config";
import { ensureClientBuild } from "../scripts/clientBuild";
import { ensureChromium } from "../scripts/chromium";
import { availableParallelism, loadavg } from "node:os";
import { openBrowser, type BrowserSession } from "../tests/browser/browser";
import { startTestServer } from "../tests/support/testServer";
import { createTable } from "../tests/support/tableDriver";
import { takeTurn, waitForTurn } from "../tests/browser/uiPlayer";
import type { Page } from "playwright-core";

const RUNS = Number(process.env.BENCH_CLIENT_RUNS ?? 5);

export async function runClientBench(): Promise<void> {
  await ensureClientBuild(() => {});
  ensureChromium(() => {});
  const assets = path.join(CLIENT_DIST_DIR, "assets");
  let minified = 0;
  let gzipped = 0;
  for (const file of readdirSync(assets).filter((f) => f.endsWith(".js"))) {
    const bytes = readFileSync(path.join(assets, file));
    minified += bytes.length;
    gzipped += gzipSync(bytes, { level: 9 }).length;
  }

  const server = await startTestServer();
  let repaint: RepaintFigures | null = null;
  const load = (): string => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
  const loadBefore = load();
  let landing: Visit | null = null;
  const cold: Visit[] = [];
  const warm: Visit[] = [];
  try {
    // A running table with a bot, opened by a person whose name the tab knows.
    const host = await createTable(server, { players: 2, quickStart: true }, "Host");
    await host.room.request("bot", { seat: 1, bot: true });
    await host.room.request("start");
    const tableUrl = `${server.url}/t/${host.room.roomId}`;
    // The landing page in a fresh profile, with what it fetches while idle (the connection's chunk) counted.
    landing = await fresh((browser) => visit(browser, server.url, "#create-form", 3_000));
    // First visits: a fresh profile each time (no HTTP cache, no service worker).
    for (let i = 0; i < RUNS; i++)
      cold.push(await fresh((browser) => visit(browser, tableUrl, "body[data-board-ready=true]")));
    // Return visits: one profile, the first visit installs the service worker, the next ones open from it.
    await fresh(async (browser) => {
      await visit(browser, tableUrl, "body[data-board-ready=true]");
      const page = await browser.newPage();
      await page.goto(server.url);
      await page.evaluate(async () => void (await navigator.serviceWorker.ready));
      await page.close();
      for (let i = 0; i < RUNS; i++) warm.push(await visit(browser, tableUrl, "body[data-board-ready=true]"));
    });
    const browser = await openBrowser();
    try {
      repaint = await clickToRepaint(browser.newPage.bind(browser), server.url);
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
  const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const met = (ok: boolean): string => (ok ? "met" : "NOT met");
  const tableJs = Math.max(...cold.map((v) => v.js));
  const coldMs = median(cold.map((v) => v.ms));
  console.log(
    `\n== Client (Vite build, Debian's Chromium with software WebGL, server on loopback; ${loadBefore} at the start, ${load()} at the end)`,
  );
  console.log(`JavaScript built: ${kib(minified)} minified, ${kib(gzipped)} gzipped (all chunks)`);
  console.log(
    `JavaScript loaded by the landing page: ${kib(landing!.jsToShow)} gzipped by its load event (goal ≤ 60 KiB: ${met(landing!.jsToShow <= 60 * 1024)}); ${kib(landing!.js)} with the connection's chunk it preloads once idle`,
  );
  console.log(
    `JavaScript loaded by a table page: ${kib(tableJs)} gzipped (goal ≤ 250 KiB: ${met(tableJs <= 250 * 1024)})`,
  );
  console.log(
    `table link opened → board drawn, first visit (fresh profile, ${RUNS} runs): median ${coldMs} ms, max ${Math.max(...cold.map((v) => v.ms))} ms (goal median ≤ 1000 ms: ${met(coldMs <= 1000)})`,
  );
  console.log(
    `table link opened → board drawn, return visit (service worker's cache, ${RUNS} runs): median ${median(warm.map((v) => v.ms))} ms, max ${Math.max(...warm.map((v) => v.ms))} ms`,
  );
  if (repaint) {
    const { clicks, busy } = repaint;
    const p95 = pct(clicks, 0.95);
    console.log(
      `click → repainted board (${clicks.length} decisions of a scripted game vs a bot, server on loopback): median ${pct(clicks, 0.5)} ms, p95 ${p95} ms, max ${pct(clicks, 1)} ms (goal p95 ≤ 150 ms: ${met(p95 <= 150)})`,
    );
    // The slowest few by themselves: with ~40 decisions the p95 is the second slowest, so one stall decides it.
    console.log(
      `click → repainted board, the slowest five: ${[...clicks]
        .sort((a, b) => b - a)
        .slice(0, 5)
        .map((ms) => Math.round(ms))
        .join(", ")} ms`,
    );
    // The board follows the story on purpose (issue 29): a decision whose answer starts a show is painted after it.
    // Its time is the show's, not the page's work; the same figures without those decisions:
    const prompt = clicks.filter((_, i) => !repaint!.held[i]);
    const heldCount = clicks.length - prompt.length;
    if (prompt.length > 0) {
      const p95Prompt = pct(prompt, 0.95);
      console.log(
        `click → repainted board, leaving out the ${heldCount} decision(s) painted after a show of the story they started: median ${pct(prompt, 0.5)} ms, p95 ${p95Prompt} ms, max ${pct(prompt, 1)} ms (against the goal: ${met(p95Prompt <= 150)})`,
      );
    }
    // Every decision, none left out: the time until the person sees the game answer, the board repainted or, when
    // the answer starts a show, the show's first step (drawn on the board at once; the board's own repaint follows
    // the show on purpose). This is the goal's fair figure: the held repaints measure the show's length, not work.
    const { answers } = repaint;
    if (answers.length > 0) {
      const p95Answer = pct(answers, 0.95);
      console.log(
        `click → the answer first painted (board repainted, or the first step of the show it started; ${answers.length} decisions, none left out): median ${pct(answers, 0.5)} ms, p95 ${p95Answer} ms, max ${pct(answers, 1)} ms (goal p95 ≤ 150 ms: ${met(p95Answer <= 150)})`,
      );
    }
    console.log(
      `busy while a plan card is selected: ${busy.total} ms of long tasks in 3 s (longest ${busy.longest} ms)`,
    );
  }
}

interface Visit {
  /** From navigation to the selector shown, ms. */
  ms: number;
  /** The gzipped size of every script the page itself fetched (each body gzipped at level 9), bytes. */
  js: number;
  /** Of those, the ones asked for by the page's load event (what the page needed, before any idle-time preload). */
  jsToShow: number;
}

/** Runs `work` in a fresh Chromium profile and closes it. */
async function fresh<T>(work: (browser: BrowserSession) => Promise<T>): Promise<T> {
  const browser = await openBrowser();
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** Opens `url` in a new page of `browser` until `selector` shows (then `settleMs` more), counting its scripts. */
async function visit(browser: BrowserSession, url: string, selector: string, settleMs = 1_000): Promise<Visit> {
  const page = await browser.newPage();
  await page.addInitScript(() => sessionStorage.setItem("trickerion:name", "Watcher"));
  const bodies: Promise<number>[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "script")
      bodies.push(
        r.body().then(
          (b) => gzipSync(b, { level: 9 }).length,
          () => 0,
        ),
      );
  });
  // The scripts asked for by the load event: idle-time preloads start only after it (client/main.ts, whenIdle).
  let shown = -1;
  page.once("load", () => (shown = bodies.length));
  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector(selector);
  const ms = Date.now() - started;
  // A table page keeps its socket open, so "network idle" may never come: a fixed settling time instead.
  await page.waitForTimeout(settleMs);
  const sizes = await Promise.all(bodies);
  await page.close();
  return {
    ms,
    js: sizes.reduce((a, b) => a + b, 0),
    jsToShow: sizes.slice(0, shown < 0 ? sizes.length : shown).reduce((a, b) => a + b, 0),
  };
}

interface RepaintFigures {
  clicks: number[];
  /** Per click: whether a show or note of the story played between the decision and the paint (the board waits). */
  held: boolean[];
  /** Per click: the time to the first painted answer, the board repainted or the first step of the show it started. */
  answers: number[];
  busy: { total: number; longest: number };
}

function pct(sorted: number[], q: number): number {
  const s = [...sorted].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0);
}

/**
 * A person plays a seeded 2-player game against a bot through the page (panel, canvas slots): each decision's
 * click → the board painted with the server's answer (the page records it, see TableScreen.measureRepaint). Also
 * the main thread's long tasks while a plan card is picked and nothing else happens (the page must be idle).
 */
async function clickToRepaint(newPage: () => Promise<Page>, url: string): Promise<RepaintFigures> {
  const page = await newPage();
  // The click-to-repaint timings are a debug hook (client/debugHooks.ts): on only behind its flag.
  await page.addInitScript(() => localStorage.setItem("trickerion:debug", "1"));
  await page.goto(url);
  await page.getByLabel("Your name").fill("Anna");
  await page.getByLabel("Players").selectOption("2");
  await page.getByRole("button", { name: "New table" }).click();
  await page.getByRole("button", { name: "Add bot" }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.waitForSelector("body[data-board-ready=true]");
  let busy = { total: 0, longest: 0 };
  const perPlacement = { count: 0 };
  for (let decisions = 0; decisions < 500; decisions++) {
    const phase = await waitForTurn(page);
    if (phase === "gameOver") break;
    if (
      phase === "assignment" &&
      busy.total === 0 &&
      busy.longest === 0 &&
      (await page.locator("#actions .hand .card:not([disabled])").count()) > 0
    ) {
      await page.locator("#actions .hand .card:not([disabled])").first().click();
      busy = await page.evaluate(
        () =>
          new Promise<{ total: number; longest: number }>((resolve) => {
            const tasks: number[] = [];
            const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
            observer.observe({ type: "longtask" });
            setTimeout(() => {
              observer.disconnect();
              resolve({
                total: Math.round(tasks.reduce((a, b) => a + b, 0)),
                longest: Math.round(Math.max(0, ...tasks)),
              });
            }, 3_000);
          }),
      );
      await page.locator("#actions .hand .card.picked").first().click(); // put the card back down
    }
    if ((await takeTurn(page, perPlacement)) === "gameOver") break;
  }
  const { clicks, held, answers } = await page.evaluate(() => {
    const hooks = window as unknown as {
      trickerionTimings?: number[];
      trickerionTimingsHeld?: boolean[];
      trickerionAnswerTimings?: number[];
    };
    return {
      clicks: hooks.trickerionTimings ?? [],
      held: hooks.trickerionTimingsHeld ?? [],
      answers: hooks.trickerionAnswerTimings ?? [],
    };
  });
  await page.close();
  return { clicks, held, answers, busy };
}
