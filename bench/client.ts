// Client figures: the JavaScript shipped to the browser (minified and gzipped) and the time
// from opening a table link until the board is drawn, in Debian's Chromium.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CLIENT_DIST_DIR } from "../server/config";
import { ensureClientBuild } from "../scripts/clientBuild";
import { ensureChromium } from "../scripts/chromium";
import { openBrowser } from "../tests/browser/browser";
import { startTestServer } from "../tests/support/testServer";
import { createTable } from "../tests/support/tableDriver";
import { takeTurn, waitForTurn } from "../tests/browser/uiPlayer";
import type { Page } from "playwright-core";

const RUNS = 5;

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
  const browser = await openBrowser();
  const times: number[] = [];
  const loaded: number[] = [];
  let repaint: RepaintFigures | null = null;
  try {
    // A running table with a bot, watched from a fresh page each time.
    const host = await createTable(server, { players: 2, quickStart: true }, "Host");
    await host.room.request("bot", { seat: 1, bot: true });
    await host.room.request("start");
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
      await page.addInitScript(() => sessionStorage.setItem("trickerion:name", "Watcher"));
      const requests: number[] = [];
      page.on("response", (r) => {
        if (r.url().endsWith(".js")) void r.body().then((b) => requests.push(gzipSync(b).length));
      });
      const started = Date.now();
      await page.goto(`${server.url}/t/${host.room.roomId}`);
      await page.waitForSelector("body[data-board-ready=true]");
      times.push(Date.now() - started);
      await page.waitForTimeout(100);
      loaded.push(requests.reduce((a, b) => a + b, 0));
      await page.close();
    }
    repaint = await clickToRepaint(browser.newPage.bind(browser), server.url);
  } finally {
    await browser.close();
    await server.close();
  }
  times.sort((a, b) => a - b);
  console.log(`\n== Client (Vite build, Chromium ${RUNS} cold page loads)`);
  console.log(`JavaScript built: ${(minified / 1024).toFixed(0)} KiB minified, ${(gzipped / 1024).toFixed(0)} KiB gzipped (all chunks)`);
  console.log(`JavaScript loaded by a page: ${(Math.max(...loaded) / 1024).toFixed(0)} KiB gzipped`);
  console.log(`table link opened → board drawn: median ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms (software WebGL)`);
  if (repaint) {
    const { clicks, busy } = repaint;
    console.log(
      `click → repainted board (${clicks.length} decisions of a scripted game vs a bot, server on loopback): median ${pct(clicks, 0.5)} ms, p95 ${pct(clicks, 0.95)} ms, max ${pct(clicks, 1)} ms (goal: median ≤ 100, p95 ≤ 250)`,
    );
    console.log(`busy while a plan card is selected: ${busy.total} ms of long tasks in 3 s (longest ${busy.longest} ms)`);
  }
}

interface RepaintFigures {
  clicks: number[];
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
    if (phase === "assignment" && busy.total === 0 && busy.longest === 0 && (await page.locator("#actions .hand .card:not([disabled])").count()) > 0) {
      await page.locator("#actions .hand .card:not([disabled])").first().click();
      busy = await page.evaluate(
        () =>
          new Promise<{ total: number; longest: number }>((resolve) => {
            const tasks: number[] = [];
            const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((e) => e.duration)));
            observer.observe({ type: "longtask" });
            setTimeout(() => {
              observer.disconnect();
              resolve({ total: Math.round(tasks.reduce((a, b) => a + b, 0)), longest: Math.round(Math.max(0, ...tasks)) });
            }, 3_000);
          }),
      );
      await page.locator("#actions .hand .card.picked").first().click(); // put the card back down
    }
    if ((await takeTurn(page, perPlacement)) === "gameOver") break;
  }
  const clicks = await page.evaluate(() => (window as unknown as { trickerionTimings?: number[] }).trickerionTimings ?? []);
  await page.close();
  return { clicks, busy };
}
