// The End Turn summary waits for its reader at a seated person's page (a newcomer reads slowly: the newcomer's
// playtest saw it vanish after 6 s on a phone), and shows wait behind it. A person who makes a move has read it: it
// closes at once, so the answer to their move (a show it starts) plays now, not seconds later (issue 30: the client
// bench's slowest "click → answer" decisions were a person's show waiting behind the summary). A watching screen,
// where nobody would close it, closes it itself after a few seconds.
import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { serverAct } from "./boardDriver";
import { useBrowserHarness } from "./harness";

describe("the End Turn summary and the person's next move", () => {
  const harness = useBrowserHarness({ botDelayMs: 20 });

  it("a seated page's summary waits for a move or Continue, and the person's move closes it", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    // The fast show speed at the seated page: its summary's own time is then shortest (~3 s), so a summary that
    // closed itself would be gone long before the check below (headless frames come slowly on a busy machine, and
    // each frame moves a show at most 400 ms on).
    await page.addInitScript(() => localStorage.setItem("trickerion:showSpeed", "fast"));
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByLabel("Players").selectOption("2");
    await page.getByRole("button", { name: "New table" }).click();
    await page.getByRole("button", { name: "Add bot" }).click();
    await page.getByRole("button", { name: "Start game" }).click();
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await page.waitForSelector("body[data-board-ready=true]");

    // Turn 1 is played on the server (Anna as the greedy bot would, the bot by itself); the page tells its story.
    for (let i = 0; i < 3000 && room.table.game!.turn === 1; i++) {
      const g = room.table.game!;
      if (!activeSeats(g).includes(0)) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const a = greedyBot(g, 0);
      // A move that meets the bot's own move half-way is simply tried again.
      if (a) await serverAct(room, 0, a).catch(() => undefined);
    }
    expect(room.table.game!.turn).toBe(2);

    const summary = page.locator("#turn-summary");
    await page.waitForSelector("#turn-summary:not([hidden])", { timeout: 60_000 }).catch(async () => {
      // What the page was telling, for whoever reads a failure (the summary never came up once in ~20 runs).
      await saveScreenshot(page, "summary-never-shown");
      const told = await page.evaluate(() =>
        JSON.stringify({
          show: document.body.dataset.show,
          storyReached: document.body.dataset.storyReached,
          status: document.getElementById("status")?.textContent,
          log: [...document.querySelectorAll("#log li")].slice(-4).map((l) => l.textContent),
        }),
      );
      throw new Error(
        `the seated page showed no End Turn summary; the table is at turn ${room.table.game!.turn}: ${told}`,
      );
    });
    const openedAt = Date.now();
    await saveScreenshot(page, "summary-before-move");
    // Left alone well past a watching screen's time (6 s at the normal show speed, ~3 s at this page's fast one),
    // the seated page's stays up. (A watching screen's closing itself is the unchanged timer path; a second page in
    // this test's headless browser sometimes played no frames at all, so it is not checked here.)
    await page.waitForTimeout(Math.max(0, 12_000 - (Date.now() - openedAt)));
    expect(await summary.isVisible()).toBe(true);

    // Anna's first move of turn 2, through the page: the summary closes with it.
    const move = page.getByRole("button", { name: /^(Don't advertise|Confirm plan)$/ }).first();
    await move.click();
    await expect.poll(() => summary.isHidden(), { timeout: 1_000 }).toBe(true);
    await saveScreenshot(page, "summary-after-move");
    await page.close();
  });
});
