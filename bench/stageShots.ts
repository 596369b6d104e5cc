// `npx tsx bench/stageShots.ts`: what a person sees at each stage of a table page's first drawing (issue 30). The
// same 4-player table at turn 2 as `npm run lighthouse` (`/watch/CODE`), opened at 390×844 and 1536×864 with 4× CPU
// (CDP's emulation; STAGE_SHOTS_CPU=n for another slowdown), every distinct frame the page presents kept (CDP's
// screencast) from the link until the whole board is drawn, each listed with the stages the page had reached about
// then: `phase` (status and panels drawn from the first snapshot), `log` (its story told), `canvas` (the board's
// canvas in), `ready` (`data-board-ready`). Saved as tests/screenshots/stages-<size>-<n>.png.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_PATH, ensureChromium } from "../scripts/chromium";
import { ensureClientBuild } from "../scripts/clientBuild";
import { SCREENSHOT_DIR } from "../tests/browser/browser";
import { startTestServer } from "../tests/support/testServer";
import { machineLoad, tableInTurnTwo } from "./benchTable";

// A string: tsx's function helpers are not in the page.
const WATCH = `
  window.stagesSeen = [];
  const seen = (s) => { if (!window.stagesSeen.includes(s)) window.stagesSeen.push(s); };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.attributeName === "data-phase" && document.body.dataset.phase) seen("phase");
      if (r.attributeName === "data-board-ready") seen("ready");
      for (const n of r.addedNodes) {
        if (n.nodeType !== 1) continue;
        if (n.matches(".log-line, .log-heading") && n.closest("#log")) seen("log");
        if (n.nodeName === "CANVAS" && n.closest("#board")) seen("canvas");
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-phase", "data-board-ready"] });
`;

await ensureClientBuild();
mkdirSync(SCREENSHOT_DIR, { recursive: true });
ensureChromium();
const server = await startTestServer({ botDelayMs: 300 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--no-sandbox", "--disable-gpu"] });
const CPU = Number(process.env.STAGE_SHOTS_CPU ?? 4);
const load = machineLoad;
try {
  const { host, code, room } = await tableInTurnTwo(server);
  console.log(`== the table page's first drawing, stage by stage, ${CPU}× CPU; ${load()}`);
  for (const size of [
    { name: "phone", width: 390, height: 844 },
    { name: "desktop", width: 1536, height: 864 },
  ]) {
    const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    await page.addInitScript(WATCH);
    // Every frame the page presents, as the compositor paints it (Page.startScreencast), kept when it differs from
    // the one before: the page's paints in order, none missed while a screenshot would be taken.
    const frames: { at: number; data: string; stages: string }[] = [];
    let stagesNow = "none";
    cdp.on("Page.screencastFrame", (frame: { data: string; sessionId: number }) => {
      void cdp.send("Page.screencastFrameAck", { sessionId: frame.sessionId }).catch(() => undefined);
      if (frames.at(-1)?.data !== frame.data)
        frames.push({ at: Date.now() - started, data: frame.data, stages: stagesNow });
    });
    const started = Date.now();
    await cdp.send("Page.startScreencast", { format: "png", everyNthFrame: 1 });
    await page.goto(`${server.url}/watch/${code}`, { waitUntil: "commit" });
    for (;;) {
      const stages = await page.evaluate(() => (window as unknown as { stagesSeen?: string[] }).stagesSeen ?? []);
      stagesNow = stages.join("+") || "none";
      if (stages.includes("ready") || Date.now() - started > 120_000) break;
      await page.waitForTimeout(10);
    }
    await page.waitForTimeout(500);
    await cdp.send("Page.stopScreencast");
    for (const [n, frame] of frames.entries()) {
      const file = path.join(SCREENSHOT_DIR, `stages-${size.name}-${String(n + 1).padStart(2, "0")}.png`);
      writeFileSync(file, Buffer.from(frame.data, "base64"));
      console.log(`${String(frame.at).padStart(6)} ms  (stages seen: ${frame.stages.padEnd(24)}) ${file}`);
    }
    await context.close();
  }
  host.room.leave();
} finally {
  await browser.close();
  await server.close();
}
process.exit(0);
