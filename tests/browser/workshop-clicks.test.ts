import { describe, expect, it } from "vitest";
import { tableFromLanding, useBrowserHarness } from "./harness";
import { piecePoint, rendered, stage, toPlacement } from "./boardDriver";

describe("a workshop's trick cards and component tiles each open their own pop-over", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  // The playtest of 2026-11-27 saw "Metal — Return one piece to the supply" after clicking the middle of Water Tank
  // Escape (three component chips on the card) during a Theater placement. Not reproduced here at rest: this checks
  // the same workshop (the tester's tricks and components, staged) click by click, so an overlap of hit areas fails.
  it("clicks over a card with three component chips open that trick; a tile opens its component", {
    timeout: 200_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "theater" });
    const slot = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("theater-saturday-1"));
    await page.mouse.click(slot.x, slot.y);
    await expect.poll(() => room.table.game!.placement?.slot).toBe("theater-saturday-1");
    await rendered(
      page,
      () =>
        stage(room, (s) => ({
          ...s,
          players: s.players.map((p, i) =>
            i === 0
              ? {
                  ...p,
                  components: { wood: 2, rope: 1, glass: 2, metal: 2 },
                  tricks: [
                    { id: "T25", symbol: "spades", markers: 1, engineerSlot: false },
                    { id: "T28", symbol: "diamonds", markers: 2, engineerSlot: false },
                    { id: "T26", symbol: "hearts", markers: 3, engineerSlot: false },
                  ],
                }
              : p,
          ),
        })) as never,
    );
    const titleAfterClick = async (x: number, y: number): Promise<string | null> => {
      await page.keyboard.press("Escape");
      await page.waitForSelector(".piece-menu", { state: "hidden" }).catch(() => undefined);
      await page.mouse.click(x, y);
      await page.waitForSelector(".piece-menu:not([hidden])", { timeout: 5_000 });
      return page.locator(".piece-menu:not([hidden]) h4").first().textContent();
    };
    for (const [key, name] of [
      ["trick:T25", "Barricaded Barrels"],
      ["trick:T28", "Water Tank Escape"],
      ["trick:T26", "Stocks Escape"],
    ] as const) {
      const p = await piecePoint(page, key);
      // The card's middle holds its component chips (three on Water Tank Escape): every one of them is the card's.
      for (const dy of [-40, -20, 0, 20, 40]) expect(await titleAfterClick(p.x, p.y + dy), `${key} ${dy}`).toBe(name);
    }
    for (const [key, name] of [
      ["component:metal", "Metal"],
      ["component:glass", "Glass"],
    ] as const) {
      const p = await piecePoint(page, key);
      expect(await titleAfterClick(p.x, p.y)).toBe(name);
    }
  });
});
