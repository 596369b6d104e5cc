import type { Page } from "playwright-core";

/** Every WebSocket frame a page receives, in order (the bytes that reached the browser). */
export function recordFrames(page: Page): Buffer[] {
  const frames: Buffer[] = [];
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(Buffer.from(f.payload as Buffer))));
  return frames;
}

/** The cards under a seat's characters exactly as the page's board drew them. */
export function drawnCards(page: Page, seat: number): Promise<Record<string, string | null>> {
  return page.evaluate(
    (s) =>
      (
        window as unknown as { trickerionBoard: { drawnCards(seat: number): Record<string, string | null> } }
      ).trickerionBoard.drawnCards(s),
    seat,
  );
}

/**
 * Runs in the page before its scripts: notes when `selector` first matches (performance.now()), so what the page
 * requested before its first screen is told apart from what it fetched after, however busy the machine is. A string,
 * not a function: tsx's helpers (__name) do not exist in the page.
 */
export const shownAtScript = (selector: string): string => `(() => {
  const check = () => {
    if (window.__shownAt === undefined && document.querySelector(${JSON.stringify(selector)})) window.__shownAt = performance.now();
    return window.__shownAt !== undefined;
  };
  const observer = new MutationObserver(() => check() && observer.disconnect());
  observer.observe(document, { subtree: true, childList: true, attributes: true });
})();`;

/** When the page asked for each script (resource timing, ms since navigation) and when its first screen showed. */
export async function requestStarts(page: Page): Promise<{ shownAt: number; starts: Record<string, number> }> {
  return page.evaluate(() => ({
    shownAt: (window as unknown as { __shownAt?: number }).__shownAt ?? Number.POSITIVE_INFINITY,
    starts: Object.fromEntries(performance.getEntriesByType("resource").map((e) => [e.name, e.startTime])),
  }));
}

/**
 * Runs in the page before its scripts: keeps every layout shift (as Lighthouse's CLS counts them: not right after
 * input) with what moved, so a test can say which element moved the page. A string, as `shownAtScript`.
 */
export const layoutShiftScript = `(() => {
  window.__shifts = [];
  const name = (n) => !n ? "?" : n.nodeType !== 1 ? "text «" + (n.textContent || "").trim().slice(0, 30) + "»"
    : n.nodeName.toLowerCase() + (n.id ? "#" + n.id : "") + (typeof n.className === "string" && n.className ? "." + n.className.trim().split(/\\s+/).join(".") : "");
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput) window.__shifts.push({ value: e.value, at: Math.round(e.startTime), moved: e.sources.map((s) => name(s.node)) });
  }).observe({ type: "layout-shift", buffered: true });
})();`;

/** The layout shifts the page made so far (`layoutShiftScript` must have run first). */
export function layoutShifts(page: Page): Promise<{ value: number; at: number; moved: string[] }[]> {
  return page.evaluate(
    () => (window as unknown as { __shifts?: { value: number; at: number; moved: string[] }[] }).__shifts ?? [],
  );
}

/**
 * Runs in the page before its scripts: notes when an element matching `selector` (or inside one) was first painted
 * as the page's largest so far (a `largest-contentful-paint` entry, what Lighthouse's LCP reads).
 */
export const paintedAtScript = (selector: string): string => `(() => {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (window.__paintedAt === undefined && e.element && e.element.closest(${JSON.stringify(selector)}))
        window.__paintedAt = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
})();`;

/** When `paintedAtScript`'s element was painted, ms since navigation (infinity if never). */
export function paintedAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __paintedAt?: number }).__paintedAt ?? Number.POSITIVE_INFINITY);
}
