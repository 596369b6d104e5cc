import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { recordFrames, drawnCards } from "./pageInspect";
import { andWait } from "./uiPlayer";

describe("the client never shows another player's hidden card", () => {
  const harness = useBrowserHarness();

  it("Anna's plan leaves no trace on Ben's page or a spectator's page until the reveal", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const anna = await browser.newPage();
    await anna.goto(server.url);
    await anna.getByLabel("Your name").fill("Anna");
    await anna.getByLabel("Players").selectOption("2");
    await anna.getByRole("button", { name: "New table" }).click();
    await anna.waitForSelector("#lobby li.mine");
    const code = (await anna.getByTestId("table-code").textContent())!.trim();

    const ben = await browser.newPage();
    const benFrames = recordFrames(ben);
    await ben.goto(server.url);
    await ben.getByLabel("Your name").fill("Ben");
    // Ben finds the table in the lobby list and joins it.
    await ben.locator(`.tables li[data-code="${code}"]`).getByRole("button", { name: "Join" }).click();
    await ben.waitForSelector("#lobby li[data-seat='1'].mine");

    const watcher = await browser.newPage();
    const watcherFrames = recordFrames(watcher);
    await watcher.goto(server.url);
    await watcher.locator(`.tables li[data-code="${code}"]`).getByRole("button", { name: "Watch" }).click();
    await watcher.waitForSelector("#lobby .note");

    await anna.getByRole("button", { name: "Start game" }).click();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    for (const page of [anna, ben]) await page.waitForSelector("body[data-phase]");
    // Whose decision it is comes from the server: a page's own "my turn" could still be the one it had before its
    // last click was answered, and its button was then gone (a CI run of 527c7a5).
    while (room.table.game!.phase === "advertise") {
      const page = activeSeats(room.table.game!)[0] === 0 ? anna : ben;
      await page.waitForFunction(
        () => document.body.dataset.myTurn === "true" && document.body.dataset.phase === "advertise",
      );
      await andWait(page, () => page.getByRole("button", { name: "Don't advertise" }).click());
    }
    await anna.waitForSelector("body[data-phase=assignment]");
    await ben.waitForSelector("body[data-phase=assignment]");

    // Anna puts a Market Row card under her Magician, takes it back, then a Workshop card.
    const marks: number[][] = [];
    // A mark is taken once both pages have stopped receiving: Ben's page showing the change says
    // nothing of whether the watcher's frame has arrived yet (on a loaded machine it may not have).
    const settled = async () => {
      for (let seen = -1; seen !== benFrames.length + watcherFrames.length; ) {
        seen = benFrames.length + watcherFrames.length;
        await new Promise((r) => setTimeout(r, 300));
      }
    };
    const mark = async () => {
      await settled();
      marks.push([benFrames.length, watcherFrames.length]);
    };
    await mark();
    await andWait(anna, () =>
      anna.dragAndDrop('#actions .card[data-card="market_row"]', '#actions li[data-character="magician"]'),
    );
    await ben.waitForFunction(() => document.querySelector("#actions .others")?.textContent?.includes("1 card down"));
    await mark();
    await andWait(anna, () => anna.locator('#actions li[data-character="magician"] .unassign').click());
    await ben.waitForFunction(() => document.querySelector("#actions .others")?.textContent?.includes("0 cards down"));
    await mark();
    await andWait(anna, () =>
      anna.dragAndDrop('#actions .card[data-card="workshop"]', '#actions li[data-character="magician"]'),
    );
    await ben.waitForFunction(() => document.querySelector("#actions .others")?.textContent?.includes("1 card down"));
    await mark();
    expect(room.table.game!.players[0]!.characters.magician.card).toBe("workshop");

    // Network: what Ben and the spectator received for "a card under the Magician" is the same
    // bytes whichever card it was.
    const slice = (frames: Buffer[], from: number, to: number) => Buffer.concat(frames.slice(from, to));
    for (const [k, frames] of [benFrames, watcherFrames].entries()) {
      const first = slice(frames, marks[0]![k]!, marks[1]![k]!);
      const second = slice(frames, marks[2]![k]!, marks[3]![k]!);
      expect(first.length).toBeGreaterThan(0);
      expect(second.equals(first)).toBe(true);
    }
    // Canvas-facing state: the board drew a face-down card, nothing more.
    for (const page of [ben, watcher]) expect((await drawnCards(page, 0)).magician).toBe("hidden");
    expect((await drawnCards(anna, 0)).magician).toBe("workshop");
    // DOM: no page but Anna's names her card; the others say only that a card is down.
    for (const page of [ben, watcher]) {
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/Magician → workshop/i);
      expect(await page.locator("#board-summary").innerText()).not.toMatch(/workshop/i);
    }
    expect(await ben.locator("#actions .others").innerText()).toContain("Anna: planning… (1 card down)");
    await saveScreenshot(ben, "hidden-ben-during-anna-planning");
    await saveScreenshot(watcher, "hidden-spectator-during-planning");

    // The reveal shows it to everyone at once.
    await andWait(anna, () => anna.getByRole("button", { name: "Confirm plan" }).click());
    await andWait(ben, () => ben.getByRole("button", { name: "Confirm plan" }).click());
    await watcher.waitForSelector("body[data-phase=placement]");
    await expect.poll(() => drawnCards(watcher, 0)).toMatchObject({ magician: "workshop" });
    await expect.poll(() => ben.locator("#log").innerText()).toMatch(/Anna: Magician → workshop/i);
  });
});
