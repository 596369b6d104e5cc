import { describe, expect, it } from "vitest";
import type { CDPSession, Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { GameState } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { centre, openPhone } from "./phone";
import { andWait } from "./uiPlayer";
import { rendered, staging } from "./boardDriver";

// A phone (390×844, touch): a long press shows a tooltip (a card in the hand, a lit slot on the board) and does
// nothing else; a tap still acts. Then the same phone's board by keyboard: the camera follows the focus.

/** A finger resting on a point for `ms`, then lifted (CDP touch events: pointer events of type "touch"). */
async function longPress(cdp: CDPSession, point: { x: number; y: number }, ms = 800): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: point.x, y: point.y }] });
  await new Promise((r) => setTimeout(r, ms));
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

type Hook = {
  trickerionBoard: {
    slotPoint(id: string): { x: number; y: number } | null;
    focused(): string | null;
    focusedBox(): { x: number; y: number; width: number; height: number } | null;
  };
};
const slotPoint = (page: Page, id: string) =>
  page.evaluate((s) => (window as unknown as Hook).trickerionBoard.slotPoint(s), id);

describe("touch and keys on a phone", () => {
  const harness = useBrowserHarness({ seed: 4242, botDelayMs: 0 });

  it("long press shows a tooltip that stays until the next touch, without the tap it would have been; keys move the camera", {
    timeout: 240_000,
  }, async () => {
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      await page.goto(harness.server.url);
      await page.fill("#player-name", "Anna");
      await page.getByLabel("Players").selectOption("2");
      await page.locator("#create-table").tap();
      await page.getByRole("button", { name: "Add bot" }).tap();
      await page.getByRole("button", { name: "Start game" }).tap();
      await page.waitForSelector("body[data-board-ready=true]");
      const code = (await page.getByTestId("table-code").textContent())!.trim();
      const room = harness.server.colyseus.getRoomById<TrickerionRoom>(code);
      await rendered(page, () =>
        staging(room, async (act, set) => {
          while (room.table.game!.phase === "advertise")
            await act(room.table.game!.initiative[room.table.game!.cursor]!, { type: "skipAdvertise" });
          set((s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
        }),
      );
      const cdp = await page.context().newCDPSession(page);

      // Planning: a long press on a card of the hand says what it is for, and does not pick it.
      const card = "#actions .hand .card[data-card='downtown']";
      await page.waitForSelector(`${card}:visible`);
      await longPress(cdp, await centre(page, card));
      await page.waitForSelector("#touch-tip:not([hidden])");
      expect(await page.locator("#touch-tip").innerText()).toMatch(/Downtown ×\d[\s\S]*learn tricks/);
      expect(await page.locator(card).getAttribute("aria-pressed")).toBe("false");
      await new Promise((r) => setTimeout(r, 400));
      expect(await page.locator("#touch-tip").isVisible()).toBe(true); // it stays
      await saveScreenshot(page, "phone-longpress-card");
      // The next touch takes it away; a plain tap still picks the card (then the Magician takes it).
      await page.locator(card).tap();
      expect(await page.locator("#touch-tip").isVisible()).toBe(false);
      await andWait(page, () => page.locator("#actions li[data-character='magician']").tap());
      expect(room.table.game!.players[0]!.characters.magician.card).toBe("downtown");
      await andWait(page, () => page.getByRole("button", { name: "Confirm plan" }).tap());
      await page.waitForSelector("body[data-phase=placement][data-my-turn=true]");
      if ((await page.getAttribute("body", "data-tab")) !== "board")
        await page.locator("#table-tabs button[data-tab='board']").tap();

      // The board: a long press on a lit slot shows its tooltip and does not place the Magician there.
      // Where the slot is once the camera has settled on the board tab (the same point twice, 300 ms apart).
      let slot = await slotPoint(page, "downtown-1");
      for (let i = 0; i < 30; i++) {
        await new Promise((r) => setTimeout(r, 300));
        const again = await slotPoint(page, "downtown-1");
        if (slot && again && slot.x === again.x && slot.y === again.y) break;
        slot = again;
      }
      if (!slot) throw new Error("downtown-1 is not lit");
      await longPress(cdp, slot);
      await page.waitForSelector("#board .tooltip:not([hidden])");
      expect(await page.locator("#board .tooltip").innerText()).toMatch(/Downtown slot 1[\s\S]*place your Magician/);
      await new Promise((r) => setTimeout(r, 500));
      expect(room.table.game!.placement).toBeNull();
      expect(await page.locator("#board .tooltip").isVisible()).toBe(true);
      expect(await page.locator(".piece-menu").isVisible()).toBe(false);
      await saveScreenshot(page, "phone-longpress-slot");
      // A tap places (tap = click, as before).
      await andWait(page, () => page.touchscreen.tap(slot.x, slot.y));
      expect(room.table.game!.placement).toMatchObject({ seat: 0, slot: "downtown-1" });

      // A keyboard on the phone: Tab into the board, Page Down to the Theater; the camera brings it into view.
      for (let i = 0; i < 60 && !(await page.evaluate(() => document.activeElement?.tagName === "CANVAS")); i++)
        await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("CANVAS");
      const inView = async (): Promise<boolean> =>
        page.evaluate(() => {
          const b = (window as unknown as Hook).trickerionBoard.focusedBox();
          const r = document.querySelector("#board canvas")!.getBoundingClientRect();
          return !!b && b.x >= r.left && b.y >= r.top && b.x + b.width <= r.right && b.y + b.height <= r.bottom;
        });
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press("PageDown");
        if (
          /^slot:theater-/.test(
            (await page.evaluate(() => (window as unknown as Hook).trickerionBoard.focused())) ?? "",
          )
        )
          break;
      }
      // The Theater's first slot (reading order: Thursday's stage first), drawn inside the phone's canvas.
      expect(await page.evaluate(() => (window as unknown as Hook).trickerionBoard.focused())).toMatch(
        /^slot:theater-/,
      );
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await inView()).toBe(true);
      await saveScreenshot(page, "phone-keyboard-theater");
      await page.close();
    } finally {
      await phone.close();
    }
  });
});
