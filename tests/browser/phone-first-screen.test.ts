import { describe, expect, it } from "vitest";
import type { Route } from "playwright-core";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import {
  layoutShifts,
  layoutShiftScript,
  paintedAt,
  paintedAtScript,
  requestStarts,
  shownAtScript,
} from "./pageInspect";
import { openPhone } from "./phone";
import { andWait } from "./uiPlayer";
import { tableInAssignment } from "../support/tableDriver";

// Issue 30: a phone paired as a private hand shows its first screen (the plan, the status, the clocks) without
// PixiJS, and fetches the board only for a tab that draws it (or while idle after the first screen).

const HAND = "#actions .hand .card";

describe("a phone's hand before its board", () => {
  const harness = useBrowserHarness({ botDelayMs: 0 });

  it("plans and confirms with every PixiJS chunk held back, then the Board tab draws once they arrive", {
    timeout: 180_000,
  }, async () => {
    const { server } = harness;
    const { room, players } = await tableInAssignment(server, 2);
    const host = players[0]!;
    const token = host.welcome!.seats.find((s) => s.seat === 0)!.token;
    host.room.onMessage("paired", () => {});
    const { code: pair } = (await host.room.request("pair", { token })) as { code: string };

    // No service worker: its precache would fetch the chunks outside the page's routes (and serve them from there).
    const phone = await openPhone({ serviceWorkers: "block" });
    try {
      await phone.context.addInitScript(shownAtScript(HAND));
      await phone.context.addInitScript(layoutShiftScript);
      await phone.context.addInitScript(paintedAtScript("#status-line, #actions"));
      const page = await phone.context.newPage();
      // Every script that is PixiJS (it names itself in its chunks) waits here until the test lets it through: a
      // first screen that needed one would never show.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const pixiUrls: string[] = [];
      // The entry's script is held back until the table's chunks are asked for (at most 10 s).
      let tableAsked!: () => void;
      const tableRequested = new Promise<void>((resolve) => (tableAsked = resolve));
      let entryWaitedFor = "";
      await page.route("**/assets/*.js", async (route: Route) => {
        const url = route.request().url();
        if (/\/assets\/(TableConnection|tableScreen)-/.test(url)) tableAsked();
        if (/\/assets\/index-[^/]*\.js$/.test(url))
          entryWaitedFor = await Promise.race([
            tableRequested.then(() => "the table's chunks"),
            new Promise<string>((resolve) => setTimeout(() => resolve("10 s"), 10_000)),
          ]);
        const response = await route.fetch();
        const body = await response.body();
        if (/pixi/i.test(body.toString("utf8"))) {
          pixiUrls.push(route.request().url());
          await released;
        }
        await route.fulfill({ response, body });
      });

      await page.goto(`${server.url}/t/${room.roomId}#pair=${pair}`);
      // The hand comes up by itself in My workshop, with the status line; no canvas, and no empty strip for one.
      await page.waitForSelector(`${HAND}:visible`, { timeout: 60_000 });
      expect(await page.evaluate(() => document.body.dataset.tab)).toBe("workshop");
      expect((await page.getByTestId("status-line").textContent())?.trim()).not.toBe("");
      expect(await page.locator("#board canvas").count()).toBe(0);
      expect((await page.locator("#board").boundingBox())?.height ?? 0).toBeLessThan(1);
      await saveScreenshot(page, "phone-first-screen-hand");
      // Nothing moved on the way: the top bar has its table shape from the first paint, not from the join (it
      // changed shape when the join put the page at the table, a 0.38 layout shift in Lighthouse's mobile profile).
      const shifts = await layoutShifts(page);
      expect(
        shifts.reduce((sum, shift) => sum + shift.value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.01);
      // The connection's and the table screen's chunks were asked for by the page's head (scripts/tablePreload.ts)
      // while the entry was still held back, not by its import() once it had run, a round trip later.
      expect(entryWaitedFor).toBe("the table's chunks");

      // Plan by taps (a card, then the Magician) and confirm: the server has the plan.
      await page.locator(`${HAND}[data-card='downtown']`).tap();
      await andWait(page, () => page.locator("#actions li[data-character='magician']").tap());
      await expect.poll(() => room.table.game!.players[0]!.characters.magician.card).toBe("downtown");
      await andWait(page, () => page.getByRole("button", { name: "Confirm plan" }).tap());
      await expect.poll(() => room.table.game!.players[0]!.confirmed).toBe(true);
      // Still no board: nothing the hand did needed one.
      expect(await page.locator("#board canvas").count()).toBe(0);

      // The Board tab asks for the board: it says it is coming, then draws once PixiJS arrives.
      await page.locator("#table-tabs button[data-tab='board']").tap();
      await expect.poll(() => page.evaluate(() => document.body.dataset.board)).toBe("making");
      expect(await page.locator("#board .board-wait").textContent()).toBe("Drawing the board…");
      await saveScreenshot(page, "phone-first-screen-drawing");
      release();
      await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
      expect((await page.locator("#board canvas").boundingBox())?.height ?? 0).toBeGreaterThan(300);
      expect(await page.locator("#board .board-wait").count()).toBe(0);
      await saveScreenshot(page, "phone-first-screen-board");

      // PixiJS was asked for only after the hand had shown (the idle-time preload or the tab), never before.
      expect(pixiUrls.length).toBeGreaterThan(0);
      const asked = await requestStarts(page);
      expect(asked.shownAt).toBeLessThan(Number.POSITIVE_INFINITY);
      for (const url of pixiUrls) expect(asked.starts[url] ?? Number.POSITIVE_INFINITY).toBeGreaterThan(asked.shownAt);
      // Nor before the hand was painted (its largest paint, what Lighthouse's LCP reads): an idle moment between the
      // render and the paint was enough to start them, and they then shared the network with the hand's.
      const painted = await paintedAt(page);
      expect(painted).toBeLessThan(Number.POSITIVE_INFINITY);
      for (const url of pixiUrls) expect(asked.starts[url] ?? Number.POSITIVE_INFINITY, url).toBeGreaterThan(painted);
    } finally {
      await phone.close();
    }
  });
});
