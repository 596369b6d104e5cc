import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot, legalActions, type Action } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { piecePoint, serverAct, stage } from "./boardDriver";
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
      await page.goto(harness.server.url);
      await page.getByLabel("Your name").fill("Anna");
      await page.getByLabel("Players").selectOption("2");
      await page.locator("#dark-alley").check();
      await page.getByRole("button", { name: "New table" }).click();
      await page.getByRole("button", { name: "Add bot" }).click();
      await page.getByRole("button", { name: "Start game" }).click();
      const code = (await page.getByTestId("table-code").textContent())!.trim();
      const room = harness.server.colyseus.getRoomById<TrickerionRoom>(code);
      expect(room.table.game!.alley).not.toBeNull();

      // Seat 0 plans the Dark Alley card and goes there; everything else as the greedy bot would.
      let there = false;
      let planned = -1;
      for (let i = 0; i < 3000 && !there; i++) {
        const g = room.table.game!;
        expect(g.phase).not.toBe("gameOver");
        if (!activeSeats(g).includes(0)) {
          await new Promise((r) => setTimeout(r, 20));
          continue;
        }
        const legal = legalActions(g, 0);
        const toAlley = legal.find((a) => a.type === "place" && a.slot.startsWith("dark-alley"));
        // The Dark Alley card once per turn (planning it again would only move it to another character).
        const plan = planned === g.turn ? undefined : legal.find((a) => a.type === "assignAlley" && a.card === "A05");
        if (plan) planned = g.turn;
        const a: Action | null = toAlley ?? plan ?? greedyBot(g, 0);
        // A move that meets the bot's own move half-way is simply tried again.
        if (a) await serverAct(room, 0, a).catch(() => undefined);
        if (toAlley && room.table.game!.placement?.slot.startsWith("dark-alley")) there = true;
      }
      expect(there).toBe(true);

      // The Board tab is up (one's turn to act) and the camera shows the Dark Alley.
      await expect.poll(() => page.getAttribute("body", "data-tab")).toBe("board");
      const canvas = (await page.locator("#board canvas").boundingBox())!;
      // The panel fits the phone's width: its orb in the middle, its first and last decks both on screen and far apart
      // (before the jump, the board's right edge may show a sliver of it at another location's zoom).
      await expect
        .poll(async () => {
          const orb = await piecePoint(page, "alley:orb");
          const first = await piecePoint(page, "alley:deck:downtown");
          const last = await piecePoint(page, "alley:deck:theater");
          const inside = (p: { x: number; y: number }): boolean => p.x > canvas.x && p.x < canvas.x + canvas.width && p.y > canvas.y && p.y < canvas.y + canvas.height;
          return inside(orb) && inside(first) && inside(last) && Math.abs(orb.x - (canvas.x + canvas.width / 2)) < 40 && last.x - first.x > canvas.width / 2;
        }, { timeout: 10_000 })
        .toBe(true);
      await saveScreenshot(page, "phone-alley-board");

      // A Guest Performer marker (A06, key "guest-1", in no slot) reaches the page and reads as words, never "NaN".
      await stage(room, (g) => {
        const i = g.theaterCards.findIndex((c) => c !== null);
        const card = g.theaterCards[i]!;
        const trick = g.players.flatMap((p) => p.tricks)[0];
        const cards = g.theaterCards.slice();
        const marker = { seat: 1, trick: trick?.id ?? "T01", symbol: trick?.symbol ?? "spades", facing: "up" } as (typeof card.markers)[string];
        cards[i] = { id: card.id, markers: { ...card.markers, "guest-1": marker } };
        return { ...g, theaterCards: cards };
      });
      type Hook = { trickerionBoard: { canvasTexts(): string[]; tooltips(): string[] } };
      await expect.poll(() => page.evaluate(() => (window as unknown as Hook).trickerionBoard.canvasTexts()), { timeout: 10_000 }).toContain("Guest");
      const tips = await page.evaluate(() => (window as unknown as Hook).trickerionBoard.tooltips());
      expect(tips.some((t) => t.startsWith("Guest Performer marker 1: Bot 2's"))).toBe(true);
      for (const t of [...tips, ...(await page.evaluate(() => (window as unknown as Hook).trickerionBoard.canvasTexts()))]) expect(t).not.toMatch(/NaN|guest-/);
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
