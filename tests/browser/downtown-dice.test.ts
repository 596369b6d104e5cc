import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { startTestServer, type TestServer } from "../support/testServer";
import { distinctColours, openBrowser, saveScreenshot, type BrowserSession } from "./browser";

/** The dice as the page's board summary lists them (the text mirror of the canvas). */
async function diceOnPage(page: Page): Promise<{ id: string; face: string }[]> {
  return page.$$eval("[data-testid=board-summary] li", (items) =>
    items.map((li) => ({ id: (li as HTMLElement).dataset.die!, face: (li as HTMLElement).dataset.face! })),
  );
}

describe("a new player opens a table and sees the Downtown dice", () => {
  let server: TestServer;
  let browser: BrowserSession;

  beforeAll(async () => {
    server = await startTestServer();
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("creates a table, draws the six dice from synced state, and a second browser sees the same", async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole("button", { name: "New table" }).click();
    await page.waitForSelector("body[data-board-ready=true]");

    const code = (await page.getByTestId("table-code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    expect(new URL(page.url()).pathname).toBe(`/t/${code}`);

    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const serverDice = Array.from(room.state.dice, (d) => ({ id: d.id, face: d.face }));
    expect(await diceOnPage(page)).toEqual(serverDice);

    // The canvas really drew something: dice, labels and panels give many colours.
    expect(await distinctColours(page, "#board canvas")).toBeGreaterThan(50);
    await saveScreenshot(page, "foundation-downtown-dice");

    // A friend opens the shared link in another browser profile page.
    const friend = await browser.newPage();
    await friend.goto(`${server.url}/t/${code}`);
    await friend.waitForSelector("body[data-board-ready=true]");
    expect(await diceOnPage(friend)).toEqual(serverDice);
    await saveScreenshot(friend, "foundation-second-player");

    // A new roll on the server reaches both pages.
    let rolled = Array.from(room.state.dice, (d) => d.face).join();
    while (rolled === serverDice.map((d) => d.face).join()) {
      room.rollDice();
      rolled = Array.from(room.state.dice, (d) => d.face).join();
    }
    const expected = Array.from(room.state.dice, (d) => ({ id: d.id, face: d.face }));
    for (const p of [page, friend]) {
      await expect.poll(() => diceOnPage(p), { timeout: 5_000 }).toEqual(expected);
    }
  });

  it("joins by typing a code, and explains a code that does not exist", async () => {
    const room = await server.colyseus.createRoom<TrickerionRoom>("trickerion", {});
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByLabel("Table code").fill("zzzzz");
    await page.getByRole("button", { name: "Join" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("No open table has the code ZZZZZ.");

    await page.getByLabel("Table code").fill(room.roomId.toLowerCase());
    await page.getByRole("button", { name: "Join" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    expect(await diceOnPage(page)).toEqual(Array.from(room.state.dice, (d) => ({ id: d.id, face: d.face })));
  });
});
