import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "../../scripts/chromium";

/** Screenshots land here (git-ignored) so a person can look at what the tests saw. */
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, "..", "screenshots");

export interface BrowserSession {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The client's test hooks (window.trickerionBoard, repaint timings) exist only behind one debug flag
 * (client/debugHooks.ts): set here before any page script runs, for every page of the profile.
 */
export async function enableDebugHooks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      localStorage.setItem("trickerion:debug", "1");
    } catch {
      // about:blank and other opaque origins have no localStorage: nothing to hook there.
    }
  });
}

/** A fresh headless Chromium profile (with the debug flag unless `debugHooks: false`) with the flags this machine needs (see STACK.md). */
export async function openBrowser(options: { debugHooks?: boolean } = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), "trickerion-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1536, height: 864 },
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // A person's page is opened without the flag only by the test that checks the hooks are absent.
  if (options.debugHooks !== false) await enableDebugHooks(context);
  const errors: string[] = [];
  return {
    context,
    newPage: async () => {
      const page = await context.newPage();
      page.on("pageerror", (error) => errors.push(error.message));
      return page;
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
      if (errors.length) throw new Error(`The page threw: ${errors.join(" | ")}`);
    },
  };
}

/** Saves a screenshot as tests/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** How many distinct colours an element shows: a blank or failed canvas shows one or two. */
export async function distinctColours(page: Page, selector: string): Promise<number> {
  const png = await page.locator(selector).screenshot();
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += 4) colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    return colours.size;
  }, png.toString("base64"));
}
