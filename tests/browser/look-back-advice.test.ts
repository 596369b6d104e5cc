// The look back's advice (issue 28) on the page: at game over a spectator asks what the Grand Magician would have
// done at each player's key moments, sees it think, then reads the moments where it differs (or that it agreed),
// at 1536×864 and on a phone (390×844), in English and Spanish; in the replay viewer a moment is shown on the board.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { greedyBot, legalActions, makeRandom } from "../../shared/engine";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { createTable, joinTable, pickAction, playUntil } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

const ADVICE = "#scores [data-testid=look-back-advice]";

/** Asks about both seats and waits for both answers; returns the words of the block. */
async function askBoth(page: Page, root: string): Promise<string> {
  // One seat at a time: an answer redraws the block (a cached one at once), so the next seat's button is found
  // after the redraw (a button found before it would be gone when clicked).
  for (const seat of [0, 1]) {
    await page.locator(`${root} .advice-seat[data-seat="${seat}"] .advice-ask`).click();
    // The thinking line shows until the answer replaces it.
    await expect
      .poll(async () => page.locator(`${root} .advice-seat[data-seat="${seat}"]`).textContent())
      .toMatch(/thinking|pensando|Grand Magician|Gran Mago|Fame|Fama/);
    await page.waitForSelector(`${root} .advice-seat[data-seat="${seat}"] h4`, { timeout: 60_000 });
  }
  return (await page.locator(root).innerText()).trim();
}

describe("the look back's advice", () => {
  const harness = useBrowserHarness();

  it("a spectator asks at game over (desktop and phone, English and Spanish) and in the replay viewer", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const ben = await joinTable(server, anna.room.roomId, { name: "Ben" });
    const code = anna.room.roomId;
    await anna.room.request("start");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const random = makeRandom("a newcomer's moves");
    await playUntil(
      room,
      new Map([
        [0, anna],
        [1, ben],
      ]),
      () => false,
      "advice",
      5_000,
      // Anna plays at random, Ben as the greedy bot: the Grand Magician plays greedy's move unless its playouts show
      // a clearly better one (shared/ai/ismcts.ts), so it differs from Anna's moves, the moments the block lists.
      (game, seat) => (seat === 0 ? pickAction(legalActions(game, seat), random) : greedyBot(game, seat)),
    );
    expect(room.table.status).toBe("finished");

    const watch = await browser.newPage();
    await watch.goto(`${server.url}/watch/${code}`);
    await watch.waitForSelector(`${ADVICE} .advice-ask`);
    expect(await watch.locator(`${ADVICE} .advice-ask`).allInnerTexts()).toEqual(["Ask about Anna", "Ask about Ben"]);
    const words = await askBoth(watch, ADVICE);
    expect(words).toMatch(/What the Grand Magician would have done/);
    // Each answer either lists a moment it would have played otherwise, or says it agreed, or that there was none.
    expect(words).toMatch(/would have|no key moment/);
    expect(words).not.toMatch(/undefined|NaN|\{\{|lookBack\.|apprentice\d|market_row/);
    const moments = await watch.locator(`${ADVICE} .advice-moments li`).count();
    expect(moments).toBeGreaterThan(0);
    // Issue 31: the reason is in game terms, measured against the player's own move, never a playout share
    // ("winning 100 %" in a game the player lost).
    expect(words).not.toMatch(/playouts|%/);
    for (const reason of await watch.locator(`${ADVICE} .advice-reason`).allInnerTexts())
      expect(reason).toMatch(
        /than your (move|plan)|A close call: your (move|plan)|did not compare your (move|plan)|rules of thumb|only move|plan as it stands/,
      );
    await watch.locator(ADVICE).scrollIntoViewIfNeeded();
    await saveScreenshot(watch, "look-back-advice-desktop");

    // Another language words the same answers again, without asking.
    await watch.locator("#language").selectOption("es");
    await expect.poll(() => watch.locator(`${ADVICE} h3`).textContent()).toBe("Qué habría hecho el Gran Mago");
    const spanish = (await watch.locator(ADVICE).innerText()).trim();
    expect(spanish).toMatch(/Gran Mago habría|ningún momento clave|no hay momento clave|habría jugado/);
    expect(spanish).not.toMatch(/simulaciones|%/);
    expect(await watch.locator(`${ADVICE} .advice-moments li`).count()).toBe(moments);
    await watch.close();

    // A phone: the block fits the width and answers come from the server's cache at once.
    const phone = await browser.newPage();
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto(`${server.url}/watch/${code}`);
    await phone.waitForSelector(`${ADVICE} .advice-ask`);
    await askBoth(phone, ADVICE);
    const width = await phone.locator(ADVICE).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await phone.locator(ADVICE).scrollIntoViewIfNeeded();
    await saveScreenshot(phone, "look-back-advice-phone");
    await phone.close();

    // The replay viewer: asked over HTTP; a moment it would have played otherwise is shown on the board.
    const replay = await browser.newPage();
    await replay.goto(`${server.url}/replay/${code}`);
    await replay.waitForSelector("body[data-replay-step]");
    await replay.locator(".replay-look-back > summary").click();
    const root = ".replay-look-back [data-testid=look-back-advice]";
    await askBoth(replay, root);
    const show = replay.locator(`${root} .advice-show`);
    expect(await show.count()).toBe(moments);
    const last = await replay.getAttribute("body", "data-replay-step");
    await show.first().click();
    await expect.poll(() => replay.getAttribute("body", "data-replay-step")).not.toBe(last);
    await saveScreenshot(replay, "look-back-advice-replay");
    await replay.close();
  });
});
