import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { takeTurn } from "./uiPlayer";

describe("a person plays a whole game in the browser", () => {
  // A fixed seed makes the game (dice, decks, the bot's replies) the same on every run.
  const harness = useBrowserHarness({ seed: 20261121 });

  it("sets up, plans, places on the canvas, acts, performs and reaches the final scores against a bot", {
    timeout: 600_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByLabel("Players").selectOption("2");
    await page.getByLabel(/Quick start/).uncheck();
    await page.getByLabel("Beginner setup", { exact: true }).check();
    await page.getByRole("button", { name: "New table" }).click();
    await page.getByRole("button", { name: "Add bot" }).click();
    await page.getByRole("button", { name: "Start game" }).click();
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);

    const seen = new Set<string>();
    // Anna's first show is photographed when she is about to decide on it. (A waiter running beside the loop
    // once hung until the suite's limit in a loaded CI run; this moment is one the loop itself controls.)
    const photographShow = async (phase: string): Promise<void> => {
      if (phase !== "performance" || seen.has("performance-shot")) return;
      await saveScreenshot(page, "game-performance");
      seen.add("performance-shot");
    };
    const perPlacement = { count: 0 };
    let decisions = 0;
    for (;;) {
      const phase = await takeTurn(page, perPlacement, photographShow);
      if (phase === "gameOver") break;
      decisions++;
      if (phase === "assignment" && !seen.has("planning")) {
        seen.add("planning");
      }
      // Screenshots of moments worth looking at, once each.
      const now = await page.getAttribute("body", "data-phase");
      if (now === "assignment" && !seen.has("planning-shot")) {
        await saveScreenshot(page, "game-planning");
        seen.add("planning-shot");
      }
      if (phase === "performance") seen.add("my-show"); // the phase this decision was taken in
      if (decisions > 600) throw new Error("the game did not end");
    }
    await page.waitForSelector("#scores:not([hidden])");
    await saveScreenshot(page, "game-final-scores");

    const game = room.table.game!;
    expect(game.phase).toBe("gameOver");
    // The scores table shows the engine's totals, best first, and names the winner.
    const totals = await page.locator("#scores table.scores tbody tr td:last-child").allTextContents();
    expect(totals.map(Number)).toEqual(game.final!.map((f) => f.total).sort((a, b) => b - a));
    const winner = game.winner === 0 ? "Anna" : "Bot 2";
    await expect.poll(() => page.locator("#scores h2").textContent()).toBe(`${winner} wins!`);
    // The person really played: placements and at least one action at a location.
    expect(room.table.game!.players[0]!.tricks.length).toBeGreaterThan(0);
    expect(decisions).toBeGreaterThan(20);
    expect(seen.has("planning")).toBe(true);
    expect(seen.has("performance-shot")).toBe(true);
    // Anna herself had a show to decide on through the panel (her plan always aims for one).
    expect(seen.has("my-show")).toBe(true);
  });
});
