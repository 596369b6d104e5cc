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
  try {
    // A running table with a bot, watched from a fresh page each time.
    const host = await createTable(server, { players: 2, quickStart: true }, "Host");
    await host.room.request("bot", { seat: 1, bot: true });
    await host.room.request("start");
    for (let i = 0; i < RUNS; i++) {
      const page = await browser.newPage();
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
  } finally {
    await browser.close();
    await server.close();
  }
  times.sort((a, b) => a - b);
  console.log(`\n== Client (Vite build, Chromium ${RUNS} cold page loads)`);
  console.log(`JavaScript built: ${(minified / 1024).toFixed(0)} KiB minified, ${(gzipped / 1024).toFixed(0)} KiB gzipped (all chunks)`);
  console.log(`JavaScript loaded by a page: ${(Math.max(...loaded) / 1024).toFixed(0)} KiB gzipped`);
  console.log(`table link opened → board drawn: median ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms (software WebGL)`);
}
