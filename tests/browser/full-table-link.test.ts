// A full table's link (playtest 8): a person who opened the link of a game under way, every seat taken, was offered
// "Take a seat" first, which could only be refused. The prompt now says every seat is taken and offers to watch; a
// table with a free seat still offers the seat. In English and Spanish, at 1536×864 and 390×844.
import { describe, expect, it } from "vitest";
import { createTable, tableWithBot, until } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

describe("a table link's name prompt", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("offers to watch when every seat is taken, and the seat when one is free", { timeout: 180_000 }, async () => {
    const { server, browser } = harness;
    const { code, room } = await tableWithBot(server);
    for (const [language, size, words] of [
      [
        "en",
        { width: 1536, height: 864 },
        { full: `Every seat at table ${code} is taken: you can watch the game.`, watch: "Watch the game" },
      ],
      [
        "es",
        { width: 390, height: 844 },
        {
          full: `Todos los asientos de la mesa ${code} están ocupados: puedes mirar la partida.`,
          watch: "Mirar la partida",
        },
      ],
    ] as const) {
      const page = await browser.newPage();
      await page.setViewportSize(size);
      await page.addInitScript((l) => localStorage.setItem("trickerion:language", l), language);
      await page.goto(`${server.url}/t/${code}`);
      await page.waitForSelector("form.name-prompt[data-full=true]");
      expect(await page.locator("form.name-prompt p").textContent()).toBe(words.full);
      // No seat is offered, and no name asked: watching is the one way in.
      expect(await page.locator("form.name-prompt input").count()).toBe(0);
      expect(await page.locator("form.name-prompt button").allTextContents()).toEqual([words.watch]);
      await saveScreenshot(page, `full-table-link-${language}`);
      const watchers = room.state.spectators;
      await page.getByRole("button", { name: words.watch }).click();
      await until(() => room.state.spectators === watchers + 1, 30_000, "the watcher joined");
      await page.waitForSelector("body[data-board-ready=true]");
      await page.close();
    }

    // A lobby with a free seat: the name and the seat as before.
    const host = await createTable(server, { players: 3, quickStart: true }, "Ben");
    expect(await host.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    const page = await browser.newPage();
    await page.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
    const listing = page.waitForResponse((r) => r.url().endsWith("/api/tables"));
    await page.goto(`${server.url}/t/${host.room.roomId}`);
    await page.waitForSelector("form.name-prompt");
    // The listing's answer has come (the free seat's table is listed) and changed nothing.
    await (await listing).finished();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    expect(await page.locator("form.name-prompt").getAttribute("data-full")).toBeNull();
    expect(await page.locator("form.name-prompt button").allTextContents()).toEqual(["Take a seat", "Just watch"]);
    await page.close();
  });
});
