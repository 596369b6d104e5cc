// A finished table's link (issue 29, item 5): /t/CODE of a game that is over used to say only "No open table has
// the code …", with neither list on the landing and no way to the result. It now says who won, links the replay
// and the record, and shows the lists; in English and in Spanish.
import { describe, expect, it } from "vitest";
import { greedyBot } from "../../shared/engine";
import { playUntil, until, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

describe("a finished table's link", () => {
  const harness = useBrowserHarness();

  it("says the game is over, who won, and leads to the replay and the record", { timeout: 180_000 }, async () => {
    const { server, browser } = harness;
    const { anna, code, room } = await tableWithBot(server);
    await playUntil(room, new Map([[0, anna]]), () => false, "finished-link", 5_000, greedyBot);
    await until(() => room.state.status === "finished", 10_000, "game over");
    const game = room.table.game!;
    const winner = room.table.seats[game.winner!]!.name;
    const fame = game.final!.find((f) => f.seat === game.winner)!.total;
    // Everyone leaves: the finished table closes, its record stays.
    await anna.room.leave();
    await until(() => server.colyseus.getRoomById(code) === undefined, 20_000, "the finished table closed");

    for (const [language, words] of [
      [
        "en",
        {
          over: `The game at table ${code} has finished: ${winner} won with ${fame} Fame.`,
          replay: "Watch the replay",
          watch: "Just watch",
        },
      ],
      [
        "es",
        {
          over: `La partida de la mesa ${code} ha terminado: ganó ${winner} con ${fame} de Fama.`,
          replay: "Ver la repetición",
          watch: "Solo mirar",
        },
      ],
    ] as const) {
      const page = await browser.newPage();
      await page.addInitScript((l) => localStorage.setItem("trickerion:language", l), language);
      await page.goto(`${server.url}/t/${code}`);
      await page.getByRole("button", { name: words.watch }).click();
      await page.waitForSelector("#finished-table:not([hidden])", { timeout: 30_000 });
      expect(await page.locator("#finished-table p").first().textContent()).toBe(words.over);
      // The result replaces the bare "No open table has the code …".
      await expect.poll(() => page.locator("#landing-error").textContent()).toBe("");
      expect(await page.getByRole("link", { name: words.replay }).getAttribute("href")).toBe(`/replay/${code}`);
      expect(await page.locator(`#finished-table a[download="trickerion-${code}.json"]`).count()).toBe(1);
      // The landing's lists are back: the finished games list holds this one.
      await page.waitForSelector(`#finished-list li[data-code="${code}"]`);
      expect(await page.locator("#landing").isVisible()).toBe(true);
      await saveScreenshot(page, `finished-link-${language}`);
      // The replay opens from there.
      await page.getByRole("link", { name: words.replay }).click();
      await page.waitForURL(`**/replay/${code}`);
      await page.waitForSelector("body.replay-mode");
      await page.close();
    }
  });
});
