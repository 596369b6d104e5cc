// Playtest 5's two phone defects, through a person's path on a touch screen:
// - on the Board tab the status line said "you to act" over a board with no buttons (the move's buttons were in My
//   workshop, marked by a small dot): the move's bar under the status line says what the move is and opens My
//   workshop in one tap, where the person plays it;
// - a window narrowed from a desktop's size to a phone's mid-game kept the board fitted whole, an unreadable
//   thumbnail, until a reload: the board now follows every change of size, there and back.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { until, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { horizontalOverflow, openPhone, seatedPage } from "./phone";
import { toPlacement } from "./boardDriver";

type Hook = { trickerionBoard: { litSlots(): string[]; slotPoint(id: string): { x: number; y: number } | null } };

/** How the board is drawn now: the canvas's box, and two lit Downtown slots on the page (CSS pixels). */
async function boardNow(page: Page) {
  return page.evaluate(() => {
    const board = (window as unknown as Hook).trickerionBoard;
    const canvas = document.querySelector("#board canvas")!.getBoundingClientRect();
    const [a, b] = board
      .litSlots()
      .filter((id) => id.startsWith("downtown"))
      .sort()
      .map((id) => board.slotPoint(id)!);
    return {
      canvas: { left: canvas.left, top: canvas.top, width: canvas.width, height: canvas.height },
      a: a!,
      // How far apart two neighbouring slots are drawn: the board's scale on screen.
      apart: Math.hypot(b!.x - a!.x, b!.y - a!.y),
      layout: document.body.dataset.layout,
    };
  });
}

type Drawn = Awaited<ReturnType<typeof boardNow>>;

/** Whether a point is on the canvas as the page shows it. */
function onCanvas(d: Drawn, p: { x: number; y: number }): boolean {
  const c = d.canvas;
  return p.x >= c.left && p.x <= c.left + c.width && p.y >= c.top && p.y <= c.top + c.height;
}

/** The drawing once it stops changing (the canvas follows the window on the next frame, then the camera). */
async function settled(page: Page, ok: (d: Drawn) => boolean): Promise<Drawn> {
  let last = "";
  let d = await boardNow(page);
  for (let i = 0; i < 100; i++) {
    const now = JSON.stringify(d);
    if (now === last && ok(d)) return d;
    last = now;
    await page.waitForTimeout(150);
    d = await boardNow(page);
  }
  throw new Error(`the board did not settle: ${JSON.stringify(d)}`);
}

describe("a phone's Board tab", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("says what the move is and opens its buttons in one tap, where the person plays it", {
    timeout: 180_000,
  }, async () => {
    const { server } = harness;
    const { anna, code, room } = await tableWithBot(server);
    // Anna's advertising decision (the bot, first or not, decides its own at once).
    await until(
      () => {
        const g = room.table.game!;
        return g.phase === "advertise" && g.initiative[g.cursor] === 0;
      },
      30_000,
      "Anna's advertising decision",
    );
    const fame = room.table.game!.players[0]!.fame;
    const phone = await openPhone();
    try {
      const page = await seatedPage(phone.context, server.url, code, anna.welcome!.seats[0]!.token);
      await page.waitForSelector("body[data-board-ready=true]");
      await page.waitForFunction(() => document.body.dataset.myTurn === "true");
      expect(await page.evaluate(() => document.body.dataset.tab)).toBe("board");
      // On the Board tab: the status line, and under it the move's question with the way to its buttons.
      const cue = page.locator("#move-cue");
      await expect.poll(() => cue.isVisible()).toBe(true);
      expect(await cue.textContent()).toMatch(/^Advertise for [13] coins?\? \(\+2 Fame\)Your choices ›$/);
      expect(await page.locator("#actions").isVisible()).toBe(false);
      const box = (await cue.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(box.height).toBeGreaterThanOrEqual(40); // a finger's size
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "phone-board-tab-move-cue");
      // In Spanish the bar speaks Spanish: the panel's question and the way to it.
      await page.selectOption("#language", "es");
      await expect
        .poll(() => cue.textContent())
        .toMatch(/^¿Anunciarse por [13] [Mm]onedas?\? \(\+2 de Fama\)Tus opciones ›$/);
      await saveScreenshot(page, "phone-board-tab-move-cue-es");
      await page.selectOption("#language", "en");
      await expect.poll(() => cue.textContent()).toMatch(/Your choices ›$/);

      // One tap: My workshop, the move's buttons in view; a second: the move is played.
      await cue.tap();
      expect(await page.evaluate(() => document.body.dataset.tab)).toBe("workshop");
      expect(await cue.isVisible()).toBe(false);
      const advertise = page.locator("#actions button", { hasText: /^Advertise$/ });
      expect(await advertise.isVisible()).toBe(true);
      const at = (await advertise.boundingBox())!;
      expect(at.y + at.height).toBeLessThanOrEqual(844);
      await saveScreenshot(page, "phone-board-tab-choices");
      await advertise.tap();
      await until(() => room.table.game!.players[0]!.fame > fame, 30_000, "Anna's advertising");
      expect(room.table.game!.players[0]!.fame).toBe(fame + 2);
    } finally {
      await phone.close();
    }
  });

  it("says at a placement's start to tap a lit slot, and a tap there places", { timeout: 180_000 }, async () => {
    // Playtest 6: at the start of each placement the Board tab showed the turn and "Hint", nothing of what to do
    // (the form's button waits for a choice, so the move's bar did not show).
    const { server } = harness;
    const { anna, code, room } = await tableWithBot(server);
    const phone = await openPhone();
    try {
      const page = await seatedPage(phone.context, server.url, code, anna.welcome!.seats[0]!.token);
      await page.waitForSelector("body[data-board-ready=true]");
      await toPlacement(page, room, { magician: "downtown" });
      await page.waitForFunction(
        () => document.body.dataset.phase === "placement" && document.body.dataset.myTurn === "true",
      );
      expect(await page.evaluate(() => document.body.dataset.tab)).toBe("board");
      const cue = page.locator("#move-cue");
      await expect.poll(() => cue.isVisible()).toBe(true);
      expect(await cue.textContent()).toBe("Tap a lit slot to place a characterYour choices ›");
      const box = (await cue.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "phone-board-tab-place-cue");
      await page.selectOption("#language", "es");
      await expect
        .poll(() => cue.textContent())
        .toBe("Toca una casilla iluminada para colocar un personajeTus opciones ›");
      await saveScreenshot(page, "phone-board-tab-place-cue-es");
      await page.selectOption("#language", "en");
      await expect.poll(() => cue.textContent()).toMatch(/^Tap a lit slot/);

      // The other way: the bar opens the panel's Place form (its own words there, not the board's).
      await cue.tap();
      expect(await page.evaluate(() => document.body.dataset.tab)).toBe("workshop");
      expect(await page.locator("#actions h3").textContent()).toBe("Your turn: place one of your characters");
      await page.locator('#table-tabs button[data-tab="board"]').tap();

      // As the bar says: a finger on a lit slot places the Magician.
      const drawn = await settled(page, (d) => d.layout === "phone" && Number.isFinite(d.apart) && onCanvas(d, d.a));
      await page.touchscreen.tap(drawn.a.x, drawn.a.y);
      await until(() => room.table.game!.placement?.character === "magician", 30_000, "the Magician placed by a tap");
      // Placed: the bar asks the placed character's question again.
      await expect.poll(() => cue.textContent()).toMatch(/^Magician on .*left.*Your choices ›$/);
    } finally {
      await phone.close();
    }
  });

  it("follows a window resized from 1536×864 to 390×844 and back, and a phone turned: the board stays readable, and a tap plays", {
    timeout: 240_000,
  }, async () => {
    const { server } = harness;
    const { anna, code, room } = await tableWithBot(server);
    const screen = await openPhone({ wide: { width: 1536, height: 864 } });
    try {
      const page = await seatedPage(screen.context, server.url, code, anna.welcome!.seats[0]!.token);
      await page.waitForSelector("body[data-board-ready=true]");
      // Anna places her Magician Downtown: the Downtown slots are lit, first on the desktop's whole board.
      await toPlacement(page, room, { magician: "downtown" });
      const litDowntown = (d: Drawn) => Number.isFinite(d.apart) && d.apart > 0;
      const desk = await settled(page, (d) => d.layout === "desktop" && litDowntown(d));
      expect(desk.canvas.width).toBeGreaterThan(1000);
      expect(onCanvas(desk, desk.a)).toBe(true);
      await saveScreenshot(page, "phone-resize-1-desktop");

      const phoneSized = async (shot: string): Promise<Drawn> => {
        await page.setViewportSize({ width: 390, height: 844 });
        const d = await settled(page, (x) => x.layout === "phone" && x.canvas.width <= 390 && litDowntown(x));
        // The canvas takes the phone's width and most of its height (the Board tab), not a strip.
        expect(d.canvas.width).toBeGreaterThan(380);
        expect(d.canvas.height).toBeGreaterThan(400);
        // Drawn about as large as on the desktop (the camera frames Downtown, where Anna places), not the whole
        // board squeezed into 390 px (a third of the size: 0.27 of a board unit a pixel against the desktop's 0.77).
        expect(d.apart).toBeGreaterThan(desk.apart * 0.8);
        expect(onCanvas(d, d.a)).toBe(true);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, shot);
        return d;
      };
      await phoneSized("phone-resize-2-phone");

      // Back to the desktop's size: the whole board again, exactly as before (not the camera's close-up).
      await page.setViewportSize({ width: 1536, height: 864 });
      const back = await settled(page, (d) => d.layout === "desktop" && d.canvas.width > 1000 && litDowntown(d));
      expect(back.canvas.width).toBeCloseTo(desk.canvas.width, 0);
      expect(back.apart).toBeCloseTo(desk.apart, 0);
      expect(back.a.x).toBeCloseTo(desk.a.x, 0);
      expect(back.a.y).toBeCloseTo(desk.a.y, 0);
      await saveScreenshot(page, "phone-resize-3-desktop-again");

      // Narrowed once more, then the phone turned sideways (a tablet's width: the board beside the panel) and upright
      // again; a finger then places the Magician on a lit slot.
      await phoneSized("phone-resize-4-phone-again");
      await page.setViewportSize({ width: 844, height: 390 });
      const turned = await settled(page, (d) => d.layout === "tablet" && d.canvas.width > 390 && litDowntown(d));
      expect(onCanvas(turned, turned.a)).toBe(true);
      expect(turned.canvas.height).toBeGreaterThan(250);
      // A short touch screen keeps the camera: Downtown, where Anna places, as large as on the desktop, not the whole
      // board fitted to 345 px of height (under half the size).
      expect(turned.apart).toBeGreaterThan(desk.apart * 0.8);
      await saveScreenshot(page, "phone-resize-5-turned");
      const again = await phoneSized("phone-resize-6-upright");
      await page.touchscreen.tap(again.a.x, again.a.y);
      await until(() => room.table.game!.placement?.character === "magician", 30_000, "the Magician placed by a tap");
      expect(room.table.game!.placement!.seat).toBe(0);
    } finally {
      await screen.close();
    }
  });
});
