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
