import { describe, expect, it } from "vitest";
import { openAlleyTableWithBot, stageSeatZeroAtAlley } from "./alleyTable";
import { saveScreenshot } from "./browser";
import { piecePoint, stage } from "./boardDriver";
import { useBrowserHarness } from "./harness";
import { openPhone } from "./phone";

// A Dark Alley game on a phone (390×844, touch): when one's character stands at the Dark Alley, the Board tab's
// camera shows the Dark Alley panel (as it does for the other locations), its orb and decks on screen. The moves up
// to that placement are staged on the server.

describe("a phone in a Dark Alley game", () => {
  const harness = useBrowserHarness({ seed: 20261124 });

  it("the Board tab jumps to the Dark Alley when one's character acts there", { timeout: 300_000 }, async () => {
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      const room = await openAlleyTableWithBot(page, harness.server);
      // Seat 0 plans the Dark Alley card and goes there; everything else as the greedy bot would.
      await stageSeatZeroAtAlley(room);

      // The Board tab is up (one's turn to act) and the camera shows the Dark Alley.
      await expect.poll(() => page.getAttribute("body", "data-tab")).toBe("board");
      const canvas = (await page.locator("#board canvas").boundingBox())!;
      // The panel fits the phone's width: its orb in the middle, its first and last decks both on screen and far apart
      // (before the jump, the board's right edge may show a sliver of it at another location's zoom).
      await expect
        .poll(
          async () => {
            const orb = await piecePoint(page, "alley:orb");
            const first = await piecePoint(page, "alley:deck:downtown");
            const last = await piecePoint(page, "alley:deck:theater");
            const inside = (p: { x: number; y: number }): boolean =>
              p.x > canvas.x && p.x < canvas.x + canvas.width && p.y > canvas.y && p.y < canvas.y + canvas.height;
            return (
              inside(orb) &&
              inside(first) &&
              inside(last) &&
              Math.abs(orb.x - (canvas.x + canvas.width / 2)) < 40 &&
              last.x - first.x > canvas.width / 2
            );
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      await saveScreenshot(page, "phone-alley-board");

      // A Guest Performer marker (A06, key "guest-1", in no slot) reaches the page and reads as words, never "NaN".
      await stage(room, (g) => {
        const i = g.theaterCards.findIndex((c) => c !== null);
        const card = g.theaterCards[i]!;
        const trick = g.players.flatMap((p) => p.tricks)[0];
        const cards = g.theaterCards.slice();
        const marker = {
          seat: 1,
          trick: trick?.id ?? "T01",
          symbol: trick?.symbol ?? "spades",
          facing: "up",
        } as (typeof card.markers)[string];
        cards[i] = { id: card.id, markers: { ...card.markers, "guest-1": marker } };
        return { ...g, theaterCards: cards };
      });
      type Hook = { trickerionBoard: { canvasTexts(): string[]; tooltips(): string[] } };
      await expect
        .poll(() => page.evaluate(() => (window as unknown as Hook).trickerionBoard.canvasTexts()), { timeout: 10_000 })
        .toContain("Guest");
      const tips = await page.evaluate(() => (window as unknown as Hook).trickerionBoard.tooltips());
      expect(tips.some((t) => t.startsWith("Guest Performer marker 1: Bot 2's"))).toBe(true);
      for (const t of [
        ...tips,
        ...(await page.evaluate(() => (window as unknown as Hook).trickerionBoard.canvasTexts())),
      ])
        expect(t).not.toMatch(/NaN|guest-/);
      // One look at it on a wide screen (the whole board), for the eye.
      await page.setViewportSize({ width: 1536, height: 864 });
      await page.reload();
      await page.waitForSelector("body[data-board-ready=true]");
      await page.waitForTimeout(500);
      await saveScreenshot(page, "alley-guest-marker");
    } finally {
      await phone.close();
    }
  });
});
