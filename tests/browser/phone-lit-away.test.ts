// Playtest 7, defect 5: on a phone the board shows one location at a time, nothing said it could be dragged, and
// the bar said "Tap a lit slot" while every lit slot was off-screen (at the Market Row). Now the board marks the
// sides where more of it lies (a fading edge with an arrow), and when no lit slot is in view the bar says where they
// are and one tap brings the nearest into view, upright (390×844) and turned sideways (844×390).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { until, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone, seatedPage, touchDrag } from "./phone";
import { toPlacement } from "./boardDriver";

type Hook = { trickerionBoard: { litSlots(): string[]; slotPoint(id: string): { x: number; y: number } | null } };

/** How many lit slots are on the canvas as the page shows it, and the sides where more board lies. */
function litInView(page: Page): Promise<{ lit: number; inView: number; more: string }> {
  return page.evaluate(() => {
    const board = (window as unknown as Hook).trickerionBoard;
    const c = document.querySelector("#board canvas")!.getBoundingClientRect();
    const points = board.litSlots().map((id) => board.slotPoint(id)!);
    return {
      lit: points.length,
      inView: points.filter((p) => p.x > c.left && p.x < c.right && p.y > c.top && p.y < c.bottom).length,
      more: document.getElementById("board")!.dataset.more ?? "",
    };
  });
}

/** Drags the board until no lit slot is on screen: towards Downtown, else the Theater, else the workshops. */
async function dragAway(page: Page): Promise<void> {
  const c = (await page.locator("#board canvas").boundingBox())!;
  const y = c.y + c.height * 0.3;
  const x = c.x + c.width / 2;
  const left = { x: c.x + 20, y };
  const right = { x: c.x + c.width - 20, y };
  const top = { x, y: c.y + 20 };
  const bottom = { x, y: c.y + c.height - 20 };
  for (const [from, to] of [
    [left, right],
    [right, left],
    [bottom, top],
  ] as const)
    for (let i = 0; i < 6 && (await litInView(page)).inView > 0; i++) {
      await touchDrag(page, from, to);
      await page.waitForTimeout(200);
    }
  expect((await litInView(page)).inView).toBe(0);
  // No breath needed before the next tap: touchDrag holds still before it lifts, so no fling swallows the tap.
}

describe("a phone's board when the lit slots are off-screen", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("marks that the board can be dragged, says where the lit slots are, and one tap shows the nearest", {
    timeout: 240_000,
  }, async () => {
    const { server } = harness;
    const { anna, code, room } = await tableWithBot(server);
    const phone = await openPhone();
    try {
      const page = await seatedPage(phone.context, server.url, code, anna.welcome!.seats[0]!.token);
      await page.waitForSelector("body[data-board-ready=true]");
      // Anna's Magician goes to the Market Row: its lit slots lie right of Downtown.
      await toPlacement(page, room, { magician: "market_row" });
      await page.waitForFunction(
        () => document.body.dataset.phase === "placement" && document.body.dataset.myTurn === "true",
      );
      const cue = page.locator("#move-cue");
      await expect.poll(() => cue.isVisible()).toBe(true);
      // The board says it goes on beyond the screen's edges.
      await expect.poll(async () => (await litInView(page)).more).toMatch(/left|right/);

      for (const [lang, away, show, place] of [
        ["en", "Lit slots off-screen: Market Row", "Show ›", /^Tap a lit slot/],
        ["es", "Casillas iluminadas fuera de vista: Calle del Mercado", "Mostrar ›", /^Toca una casilla/],
      ] as const) {
        await page.selectOption("#language", lang);
        await dragAway(page);
        expect((await litInView(page)).more).toMatch(/left|right/);
        await expect.poll(() => cue.textContent()).toBe(`${away}${show}`);
        await saveScreenshot(page, `phone-lit-away-${lang}`);
        // One tap: the nearest lit slot is on screen, and the bar says to tap it again.
        await cue.tap();
        await expect.poll(async () => (await litInView(page)).inView).toBeGreaterThan(0);
        await expect.poll(() => cue.textContent()).toMatch(place);
        await saveScreenshot(page, `phone-lit-away-shown-${lang}`);
      }
      await page.selectOption("#language", "en");

      // Turned sideways (844×390, the panel beside the board): the same bar and the same one tap.
      await page.setViewportSize({ width: 844, height: 390 });
      await page.waitForFunction(() => document.body.dataset.layout === "tablet");
      await page.waitForTimeout(500);
      await dragAway(page);
      await expect.poll(() => cue.textContent()).toBe("Lit slots off-screen: Market RowShow ›");
      expect(await cue.isVisible()).toBe(true);
      await saveScreenshot(page, "phone-lit-away-sideways");
      await cue.tap();
      await expect.poll(async () => (await litInView(page)).inView).toBeGreaterThan(0);
      await saveScreenshot(page, "phone-lit-away-sideways-shown");
      // And a tap on the lit slot the bar brought into view places the Magician.
      const slot = await page.evaluate(() => {
        const board = (window as unknown as Hook).trickerionBoard;
        const c = document.querySelector("#board canvas")!.getBoundingClientRect();
        return board
          .litSlots()
          .map((id) => board.slotPoint(id)!)
          .find((p) => p.x > c.left && p.x < c.right && p.y > c.top && p.y < c.bottom)!;
      });
      await page.touchscreen.tap(slot.x, slot.y);
      await until(() => room.table.game!.placement?.character === "magician", 30_000, "the Magician placed by a tap");
      // Undo is offered, without the keyboard's shortcut a touch screen has no use for (playtest 8).
      await expect.poll(() => page.locator("#undo").innerText()).toBe("↶ Undo last action");
    } finally {
      await phone.close();
    }
  });
});
