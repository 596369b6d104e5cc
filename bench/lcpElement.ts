// `npx tsx bench/lcpElement.ts`: which element is a table page's Largest Contentful Paint, and when. Lighthouse 12's
// own "largest-contentful-paint-element" audit fails on this machine's Chromium (its RootCauses gatherer throws), so
// this asks the browser itself: the same 4-player table at turn 2 as `npm run lighthouse`, opened at Lighthouse's
// mobile size (412×823) with its 4× CPU slowdown and a slow-4G-like network (CDP's emulation, applied, not
// simulated), and every `largest-contentful-paint` entry listed with its time, size, element and words, plus the
// page's layout shifts. LCP_PAGES=table,phone (default both); LCP_SHOTS=1 saves a screenshot at the last entry.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH, ensureChromium } from "../scripts/chromium";
import { ensureClientBuild } from "../scripts/clientBuild";
import { saveScreenshot } from "../tests/browser/browser";
import { startTestServer } from "../tests/support/testServer";
import { machineLoad, tableInTurnTwo } from "./benchTable";

interface Entry {
  at: number;
  size: number;
  element: string;
  words: string;
}

const pages = (process.env.LCP_PAGES ?? "table,phone").split(",").filter(Boolean);
await ensureClientBuild();
ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), "trickerion-lcp-"));
const server = await startTestServer({ botDelayMs: 300 }, { dataDir });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
const load = machineLoad;
try {
  const { host, code, room, token } = await tableInTurnTwo(server);
  host.room.onMessage("paired", () => {});
  const urls: Record<string, () => Promise<string>> = {
    table: async () => `${server.url}/watch/${code}`,
    phone: async () =>
      `${server.url}/t/${code}#pair=${((await host.room.request("pair", { token })) as { code: string }).code}`,
  };
  console.log(`== LCP entries at 412×823, 4× CPU, ~1.6 Mbit/s and 150 ms; ${load()} at the start`);
  for (const key of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // A string, not a function: tsx names functions with a helper (`__name`) the page does not have.
    await page.addInitScript(`
      window.lcpEntries = [];
      window.shifts = 0;
      const describe = (el) => {
        if (!el) return "(removed)";
        const parent = el.parentElement;
        const own = el.tagName.toLowerCase() + (el.id ? "#" + el.id : "") + (el.classList.length ? "." + [...el.classList].join(".") : "");
        return (parent ? parent.tagName.toLowerCase() + (parent.id ? "#" + parent.id : "") + " > " : "") + own;
      };
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          window.lcpEntries.push({ at: Math.round(e.startTime), size: e.size, element: describe(e.element),
            words: (e.element?.textContent ?? "").trim().slice(0, 70) });
      }).observe({ type: "largest-contentful-paint", buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) {
          if (e.hadRecentInput) continue;
          window.shifts += e.value;
          window.shiftSources = (window.shiftSources ?? []).concat(e.sources.map((s) => Math.round(e.startTime) + " ms " +
            e.value.toFixed(3) + " " + describe(s.node) + " " + JSON.stringify([s.previousRect.y, s.currentRect.y, s.previousRect.height, s.currentRect.height])));
        }
      }).observe({ type: "layout-shift", buffered: true });
    `);
    await page.goto(await urls[key]!(), { waitUntil: "load" });
    await page.waitForTimeout(4000);
    const { lcpEntries, shifts, sources } = await page.evaluate(() => {
      const w = window as unknown as { lcpEntries: Entry[]; shifts: number };
      return {
        lcpEntries: w.lcpEntries,
        shifts: w.shifts,
        sources: (w as unknown as { shiftSources?: string[] }).shiftSources ?? [],
      };
    });
    console.log(`${key}: layout shift ${shifts.toFixed(3)}`);
    for (const source of sources) console.log(`  shifted: ${source}`);
    for (const e of lcpEntries)
      console.log(`  ${String(e.at).padStart(6)} ms  ${String(e.size).padStart(6)} px²  ${e.element}  "${e.words}"`);
    if (process.env.LCP_SHOTS) console.log(`  screenshot ${await saveScreenshot(page, `lcp-${key}`)}`);
    await context.close();
  }
  host.room.leave();
} finally {
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`(${load()} at the end)`);
process.exit(0);
