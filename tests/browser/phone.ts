import { createRequire } from "node:module";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_PATH } from "../../scripts/chromium";
import { enableDebugHooks } from "./browser";

/**
 * A phone-sized Chromium profile (390×844, touch, mobile viewport) for the phone tests. `serviceWorkers: "block"`
 * keeps the app's worker out, so every chunk the page fetches goes through the test's routes.
 */
export async function openPhone(
  options: {
    serviceWorkers?: "allow" | "block";
    /** A touch screen of another size (a desktop window with touch, narrowed later): not a mobile viewport, 1x. */
    wide?: { width: number; height: number };
  } = {},
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), "trickerion-phone-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: options.wide ?? { width: 390, height: 844 },
    deviceScaleFactor: options.wide ? 1 : 2,
    hasTouch: true,
    isMobile: !options.wide,
    locale: "en-US",
    serviceWorkers: options.serviceWorkers ?? "allow",
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
  await enableDebugHooks(context);
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** How far the page is wider than its viewport (0: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth,
  );
}

/**
 * A seat's own device opening the table: a page of `context` that holds the seat's token (as after a reload) and
 * reads `language`, at the table's link.
 */
export async function seatedPage(
  context: BrowserContext,
  url: string,
  code: string,
  token: string,
  language = "en",
): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(
    ([c, t, l]) => {
      sessionStorage.setItem(`trickerion:seats:${c}`, JSON.stringify([t]));
      localStorage.setItem("trickerion:language", l!);
    },
    [code, token, language] as const,
  );
  await page.goto(`${url}/t/${code}`);
  return page;
}

/**
 * A finger dragging from one point to another (CDP touch events: pointer events of type "touch"), held still a moment
 * before it lifts, as a person pans to look: lifted at full speed it is a fling, and Chromium swallows the next tap to
 * stop the fling (no click: the CI run of e2a142f, where the phone's "Show ›" tap right after a drag did nothing).
 */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  to: { x: number; y: number },
  /** How long the finger rests before it moves (ms): past a long press, its tooltip shows first. */
  restFirst = 0,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  if (restFirst) await page.waitForTimeout(restFirst);
  for (let i = 1; i <= 8; i++) {
    const x = from.x + ((to.x - from.x) * i) / 8;
    const y = from.y + ((to.y - from.y) * i) / 8;
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
  }
  await page.waitForTimeout(120);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: to.x, y: to.y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The centre of an element on the page. */
export async function centre(page: Page, selector: string): Promise<{ x: number; y: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const axeSource = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/** Runs axe-core (WCAG 2 A/AA rules) in the page; returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: unknown,
            opts: unknown,
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}
