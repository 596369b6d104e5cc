// Draws the app's PNG icons from public/icon.svg (our own emblem) with Debian's Chromium: `npx tsx scripts/icons.ts`.
// Run again after changing the SVG; the PNGs are committed, so builds need no browser.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { ROOT_DIR } from "../server/config";
import { CHROMIUM_PATH } from "./chromium";

const svg = readFileSync(path.join(ROOT_DIR, "public", "icon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    writeFileSync(path.join(ROOT_DIR, "public", `icon-${size}.png`), await page.screenshot({ type: "png" }));
    await page.close();
  }
} finally {
  await browser.close();
}
