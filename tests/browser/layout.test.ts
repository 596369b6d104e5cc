import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { serverAct } from "./boardDriver";

// The table at the two laptop sizes of issue 11: nothing the panels say is cut off, and other players'
// workshops are drawn in type large enough to read.

/** Elements of the side panel and landing page whose text does not fit their box. */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".side *, .landing *, .piece-menu *")]
      .filter((el) => el.offsetParent !== null && el.children.length === 0 && (el.textContent ?? "").trim())
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.overflow === "visible" && style.textOverflow !== "ellipsis")
          return el.scrollWidth > el.clientWidth + 1 && style.display !== "inline";
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent!.trim().slice(0, 60)}`),
  );
}

describe("the table at 1536×864 and 1280×800", () => {
  const harness = useBrowserHarness({ seed: 99 });

  for (const [width, height] of [
    [1536, 864],
    [1280, 800],
  ] as const) {
    it(`a 4-player table in the Placement phase at ${width}×${height}`, { timeout: 120_000 }, async () => {
      const { server, browser } = harness;
      const page = await browser.newPage();
      await page.setViewportSize({ width, height });
      // Counts the WebGL contexts the page's own thread asks for (the renderer's probe is a worker's job).
      await page.addInitScript(() => {
        const own = HTMLCanvasElement.prototype.getContext;
        const counter = window as unknown as { webglAsked: number };
        counter.webglAsked = 0;
        HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
          if (type.startsWith("webgl")) counter.webglAsked++;
          return (own as (this: HTMLCanvasElement, ...a: unknown[]) => RenderingContext | null).call(
            this,
            type,
            ...rest,
          );
        } as typeof own;
      });
      await page.goto(server.url);
      expect(await clipped(page)).toEqual([]);
      await saveScreenshot(page, `layout-landing-${width}`);
      await page.getByLabel("Your name").fill("Anna");
      await page.getByRole("button", { name: "New table" }).click();
      for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add bot" }).first().click();
      await page.waitForFunction(() => document.querySelectorAll("#lobby li[data-kind=bot]").length === 3);
      await page.getByRole("button", { name: "Start game" }).click();
      await page.waitForSelector("body[data-board-ready=true]");
      // The tests' Chromium has no GPU (SwiftShader): the board knows it, asked in a worker, and draws on a 2D
      // canvas, not WebGL (a canvas that has a 2D context gives no WebGL one). No WebGL context is made on the page's
      // thread, neither by the probe nor by PixiJS's batcher (canvasOnlyAdapter.ts): 11-18 ms each here.
      expect(await page.evaluate(() => (window as unknown as { webglAsked: number }).webglAsked)).toBe(0);
      const drawing = await page.evaluate(() => {
        const canvas = document.querySelector<HTMLCanvasElement>("#board canvas");
        return [document.body.dataset.webgl, document.body.dataset.renderer, canvas?.getContext("webgl2") ?? null];
      });
      expect(drawing).toEqual(["software", "canvas", null]);
      const code = (await page.getByTestId("table-code").textContent())!.trim();
      const room = server.colyseus.getRoomById<TrickerionRoom>(code);
      // Anna plans (bots plan themselves), then waits for her turn to place.
      await page.waitForFunction(
        () =>
          document.body.dataset.phase === "assignment" ||
          (document.body.dataset.phase === "advertise" && document.body.dataset.myTurn === "true"),
      );
      if (room.table.game!.phase === "advertise") await serverAct(room, 0, { type: "skipAdvertise" });
      await page.waitForFunction(() => document.body.dataset.phase === "assignment");
      await saveScreenshot(page, `layout-planning-${width}`);
      expect(await clipped(page)).toEqual([]);
      await serverAct(room, 0, { type: "assign", character: "magician", location: "market_row" });
      await serverAct(room, 0, { type: "confirmAssignments" });
      await page.waitForFunction(
        () => document.body.dataset.phase === "placement" && document.body.dataset.myTurn === "true",
        null,
        { timeout: 60_000 },
      );
      await saveScreenshot(page, `layout-placement-${width}`);
      expect(await clipped(page)).toEqual([]);
    });
  }
});
