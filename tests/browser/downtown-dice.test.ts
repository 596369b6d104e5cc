import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { distinctColours, saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

/** The dice as the page's board summary lists them (the text mirror of the canvas). */
async function diceOnPage(page: Page): Promise<{ id: string; face: string }[]> {
  return page.$$eval("[data-testid=board-summary] li", (items) =>
    items.map((li) => ({ id: (li as HTMLElement).dataset.die!, face: (li as HTMLElement).dataset.face! })),
  );
}

const serverDice = (room: TrickerionRoom) => Array.from(room.state.dice, (d) => ({ id: d.id, face: d.face }));

describe("new players open a table, sit down, start, and see the Downtown dice", () => {
  const harness = useBrowserHarness();

  it("a host creates a 2-player table, a friend joins by link, the game starts and both see the server's dice", async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByLabel("Players").selectOption("2");
    await page.getByRole("button", { name: "New table" }).click();
    await page.waitForSelector("#lobby li[data-seat='0'].mine");

    const code = (await page.getByTestId("table-code").textContent())!.trim();
    expect(code).toMatch(/^[A-Z2-9]{5}$/);
    expect(new URL(page.url()).pathname).toBe(`/t/${code}`);
    await expect
      .poll(() => page.locator("#lobby li").allTextContents())
      .toEqual(["Anna (you)Rename", "Seat 2: openAdd bot"]);
    expect(await page.getByRole("button", { name: "Start game" }).isDisabled()).toBe(true);
    await saveScreenshot(page, "lobby-host-waiting");

    // A friend opens the shared link in another tab, is asked for a name, and takes the free seat.
    const friend = await browser.newPage();
    await friend.goto(`${server.url}/t/${code}`);
    await friend.locator(".name-prompt").getByLabel("Your name").fill("Ben");
    await saveScreenshot(friend, "lobby-name-prompt");
    await friend.getByRole("button", { name: "Take a seat" }).click();
    await friend.waitForSelector("#lobby li[data-seat='1'].mine");
    // The host sees a Remove button beside a person's lobby seat (issue 26).
    await expect.poll(() => page.locator("#lobby li").allTextContents()).toEqual(["Anna (you)Rename", "BenRemove"]);
    await expect
      .poll(() => friend.locator("#lobby .note").textContent())
      .toBe("Every seat is taken: waiting for Anna to start the game.");
    // Ben renames his seat in the lobby.
    friend.once("dialog", (d) => void d.accept("Benjamin"));
    await friend.locator("#lobby li.mine").getByRole("button", { name: "Rename" }).click();
    await expect
      .poll(() => page.locator("#lobby li").allTextContents())
      .toEqual(["Anna (you)Rename", "BenjaminRemove"]);

    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    await friend.waitForSelector("body[data-board-ready=true]");

    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.game!.phase).toBe("advertise"); // quick start: straight to turn 1
    expect(await diceOnPage(page)).toEqual(serverDice(room));
    expect(await diceOnPage(friend)).toEqual(serverDice(room));

    // The canvas really drew something: dice, labels and panels give many colours.
    expect(await distinctColours(page, "#board canvas")).toBeGreaterThan(50);
    await saveScreenshot(page, "foundation-downtown-dice");
    await saveScreenshot(friend, "foundation-second-player");
  });

  it("explains a code that does not exist, and lets a latecomer watch by typing the code", async () => {
    const { server, browser } = harness;
    const host = await browser.newPage();
    await host.goto(server.url);
    await host.getByLabel("Players").selectOption("2");
    await host.getByRole("button", { name: "New table" }).click();
    await host.waitForSelector("#lobby li[data-seat='0'].mine");
    await host.getByRole("button", { name: "Add bot" }).click();
    await host.getByRole("button", { name: "Start game" }).click();
    await host.waitForSelector("body[data-board-ready=true]");
    const code = (await host.getByTestId("table-code").textContent())!.trim();

    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByLabel("Table code").fill("zzzzz");
    await page.getByRole("button", { name: "Join" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toBe("No open table has the code ZZZZZ.");

    await page.getByLabel("Table code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Join" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await diceOnPage(page)).toEqual(serverDice(room));
    await expect.poll(() => host.locator("#lobby .note").textContent()).toBe("1 watching");
  });
});
