import { describe, expect, it } from "vitest";
import { playUntil, tableInAssignment } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

/** The log's lines as a reader reads them, in order. */
const logLines = (): string[] => [...document.querySelectorAll("#log .log-line")].map((li) => li.textContent ?? "");

describe("the log's first story on a table opened late (issue 30: told in slices, shown whole)", () => {
  const harness = useBrowserHarness();

  it("a watcher joining at turn 4 sees the served newest lines, then the whole story at once, the same story a retelling gives", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    // A duel (two people over the network and a watcher), past its first advertising.
    const { room, players, spectator } = await tableInAssignment(server, 2);
    const code = room.roomId;
    const people = new Map(players.map((player, seat) => [seat, player]));
    // A long story: three whole turns and the start of the fourth.
    await playUntil(room, people, () => (room.table.game?.turn ?? 0) >= 4, "late-log");

    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    // Lighthouse's phone CPU, so a few turns' story takes several slices, as it does there.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // From the parsed page on (the parser's own insertions are not the log's doing), how many lines the list held
    // after each change the page's scripts made to it.
    await page.addInitScript(() => {
      const seen: number[] = [];
      (window as unknown as { logCounts: number[] }).logCounts = seen;
      document.addEventListener("DOMContentLoaded", () => {
        const count = (): number => document.querySelectorAll("#log .log-line").length;
        seen.push(count());
        new MutationObserver(() => seen.push(count())).observe(document.getElementById("log")!, {
          childList: true,
          subtree: true,
        });
      });
    });
    await page.goto(`${server.url}/watch/${code}`);
    await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
    // The page says its board is ready only once its log's first story is told too (LogPanel.whenTold).
    const counts = await page.evaluate(() => (window as unknown as { logCounts: number[] }).logCounts);
    const whole = (await page.evaluate(logLines)).length;
    expect(counts.at(-1)).toBe(whole);
    expect(whole).toBeGreaterThan(40);
    // The served newest lines, then the whole story: never a story half told (which would start at turn 1 and grow).
    const served = counts[0]!;
    expect(served).toBeGreaterThan(0);
    expect(served).toBeLessThan(whole);
    expect(
      counts.filter((n) => n !== served && n !== whole),
      JSON.stringify(counts),
    ).toEqual([]);
    // The newest line is in view, as the served one was.
    expect(
      await page.evaluate(() => {
        const list = document.querySelector("#log .log-lines")!;
        return list.scrollTop + list.clientHeight >= list.scrollHeight - 24;
      }),
    ).toBe(true);
    await saveScreenshot(page, "log-first-telling-turn-4");

    // The story told in slices is the one told in one go: a language switch retells it whole, at once.
    const first = await page.evaluate(logLines);
    await page.selectOption("#language", "es");
    await page.waitForFunction(() => document.documentElement.lang === "es");
    await page.selectOption("#language", "en");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await page.evaluate(logLines)).toEqual(first);
    await page.close();
    for (const player of players) player.room.leave();
    spectator.room.leave();
  });
});
