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
