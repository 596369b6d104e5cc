import { describe, expect, it } from "vitest";
import { createTable } from "../support/tableDriver";
import { openBrowser } from "./browser";
import { useBrowserHarness } from "./harness";

// Test and bench hooks live only behind the one debug flag (client/debugHooks.ts): a person's page carries none.
describe("the client's test hooks", () => {
  const harness = useBrowserHarness();

  /** What of the hooks a page at a running table has, once its board is drawn. */
  async function hooksOn(
    page: import("playwright-core").Page,
    code: string,
  ): Promise<{ board: boolean; timings: boolean; renderMs: boolean }> {
    await page.addInitScript(() => sessionStorage.setItem("trickerion:name", "Watcher"));
    await page.goto(`${harness.server.url}/t/${code}`);
    await page.waitForSelector("body[data-board-ready=true]");
    return page.evaluate(() => ({
      board: "trickerionBoard" in window,
      timings: "trickerionTimings" in window,
      renderMs: document.body.dataset.renderMs !== undefined,
    }));
  }

  it("are absent from a person's page and present with the debug flag", { timeout: 90_000 }, async () => {
    const host = await createTable(harness.server, { players: 2, quickStart: true }, "Host");
    await host.room.request("bot", { seat: 1, bot: true });
    await host.room.request("start");

    const person = await openBrowser({ debugHooks: false });
    try {
      expect(await hooksOn(await person.newPage(), host.room.roomId)).toEqual({
        board: false,
        timings: false,
        renderMs: false,
      });
    } finally {
      await person.close();
    }

    // The harness's pages carry the flag: the hooks the other browser tests drive the board with are there.
    const tested = await harness.browser.newPage();
    expect((await hooksOn(tested, host.room.roomId)).board).toBe(true);
    expect(
      await tested.evaluate(
        () => typeof (window as unknown as { trickerionBoard: { litSlots: unknown } }).trickerionBoard.litSlots,
      ),
    ).toBe("function");
    await tested.close();
  });
});
