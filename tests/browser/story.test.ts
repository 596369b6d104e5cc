// The story of a game in the browser: a spectator's board plays a show and shows the End Turn summary, the log
// tells it with numbers grouped by turn and phase; at game over the final scores can be reopened, and Rematch
// takes the page to a new table with the same people in the same seats.
import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { greedyBot } from "../../shared/engine";
import { playUntil, until, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { andWait } from "./uiPlayer";

describe("the story of a game", () => {
  // Bots wait a little, as in a real game, so a page can follow.
  const harness = useBrowserHarness({ botDelayMs: 150 });

  it("a watching screen plays each show on the board and sums up the End Turn; the log tells it all", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const { anna, code, room } = await tableWithBot(server, false);

    const screen = await browser.newPage();
    // The slow show speed (a person's setting), so a screenshot lands mid-show on a busy machine; every caption
    // the show bar shows is kept, so the check does not depend on the machine's speed.
    await screen.addInitScript(() => {
      localStorage.setItem("trickerion:showSpeed", "slow");
      const seen: string[] = ((window as unknown as { captions: string[] }).captions = []);
      // For each caption, how many pixels of the bar lie over the board (on a desktop it sits over the side panel).
      const overBoard: number[] = ((window as unknown as { overBoard: number[] }).overBoard = []);
      new MutationObserver(() => {
        const caption = document.querySelector("#show-bar .show-caption")?.textContent;
        if (caption && seen.at(-1) !== caption) {
          seen.push(caption);
          const bar = document.getElementById("show-bar")!.getBoundingClientRect();
          const board = document.getElementById("board")!.getBoundingClientRect();
          overBoard.push(
            Math.max(0, Math.min(bar.right, board.right) - Math.max(bar.left, board.left)) *
              Math.max(0, Math.min(bar.bottom, board.bottom) - Math.max(bar.top, board.top)),
          );
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await screen.goto(`${server.url}/watch/${code}`);
    await screen.waitForSelector("#lobby li");
    expect(await anna.room.request("start")).toEqual({ ok: true });
    await screen.waitForSelector("body[data-board-ready=true]");

    // Anna plays greedily over the network while the screen watches, a turn at a time (as people do), so the
    // screen is never a turn behind: up to each Performance phase, then through it while the screen plays it.
    const play = (done: () => boolean, tag: string) =>
      playUntil(room, new Map([[0, anna]]), done, tag, 5_000, greedyBot);
    let shown = false;
    for (let turn = 1; turn <= 4 && !shown; turn++) {
      await play(() => room.table.game!.phase === "performance" || room.table.game!.turn > turn, `story-${turn}a`);
      const through = play(() => room.table.game!.turn > turn, `story-${turn}b`);
      shown = await screen.waitForSelector("body[data-show=show]", { timeout: 20_000 }).then(
        () => true,
        () => false,
      );
      if (shown) await saveScreenshot(screen, "story-show-in-progress"); // the card lit, the yields at the markers
      await through;
    }
    expect(shown).toBe(true);
    // Both lists read at once: the screen may still be playing the turn's later shows (it follows the story, not
    // the table), so two reads could see different numbers of captions.
    const { captions, overBoard } = await screen.evaluate(() => {
      const w = window as unknown as { captions: string[]; overBoard: number[] };
      return { captions: [...w.captions], overBoard: [...w.overBoard] };
    });
    expect(captions.some((c) => /^(Thursday|Friday|Saturday|Sunday): (Anna|Bot 2) performs .+$/.test(c))).toBe(true);
    // At 1536 px the show's caption bar hides nothing of the board.
    expect(overBoard.length).toBe(captions.length);
    expect(overBoard.filter((px) => px > 0)).toEqual([]);

    // The End Turn summary follows the turn's shows: wages, Orders, cards, Fame, the next initiative.
    await screen.waitForSelector("#turn-summary:not([hidden])", { timeout: 120_000 });
    await saveScreenshot(screen, "story-end-turn-summary");
    const summary = (await screen.locator("#turn-summary").textContent()) ?? "";
    expect(summary).toMatch(/End of turn \d/);
    for (const heading of ["Wages", "Orders arriving", "Performance cards", "Fame this turn", "initiative"])
      expect(summary).toContain(heading);
    await screen.locator("#turn-summary").getByRole("button", { name: "Continue" }).click();
    expect(await screen.locator("#turn-summary").isHidden()).toBe(true);
    await play(() => room.table.game!.turn >= 4, "story-rest");

    // The log: headed by turn and phase, a show line with its yields in the full view. No line shows the record's
    // action number (they skip and repeat: a playtester read them as internal); `data-move` keeps it.
    expect(await screen.locator("#log .log-move").count()).toBe(0);
    expect(await screen.locator("#log .log-line").first().innerText()).not.toMatch(/^\s*\d/);
    const headings = await screen.locator("#log .log-heading").allTextContents();
    expect(headings).toContain("Turn 1 · End of turn");
    expect(headings.some((h) => /^Turn \d · Performance$/.test(h))).toBe(true);
    const show = screen.locator("#log .log-show").first();
    expect(Number(await show.getAttribute("data-move"))).toBeGreaterThan(0);
    expect(await show.locator(".log-details").isVisible()).toBe(false);
    await screen.locator("#log").getByRole("button", { name: "Full" }).click();
    expect(await show.locator(".log-details").isVisible()).toBe(true);
    expect((await show.locator(".log-details").textContent()) ?? "").toMatch(/bonus: \d+ links?/);
    await saveScreenshot(screen, "story-log-full");
    // Reload: the whole history comes back, with the same numbers.
    const before = await screen
      .locator("#log .log-line")
      .evaluateAll((items) =>
        items.map((i) => `${(i as HTMLElement).dataset.move} ${i.querySelector(".log-text")?.textContent}`),
      );
    await screen.reload();
    await screen.waitForSelector("body[data-board-ready=true]");
    await until(() => true);
    await expect.poll(async () => screen.locator("#log .log-line").count()).toBeGreaterThanOrEqual(before.length);
    const after = await screen
      .locator("#log .log-line")
      .evaluateAll((items) =>
        items.map((i) => `${(i as HTMLElement).dataset.move} ${i.querySelector(".log-text")?.textContent}`),
      );
    expect(after.slice(0, before.length)).toEqual(before);
    await screen.close();
  });

  it("at game over the final scores reopen, and Rematch lands at a new table with the same people", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const { anna, code, room } = await tableWithBot(server);
    await playUntil(room, new Map([[0, anna]]), () => false, "story-end", 5_000, greedyBot);
    await until(() => room.state.status === "finished", 10_000, "game over");

    // Anna's page takes her seat back with her token, as after a reload, and finds the game over.
    const token = anna.welcome!.seats[0]!.token;
    const page = await browser.newPage();
    await page.addInitScript(([c, t]) => sessionStorage.setItem(`trickerion:seats:${c}`, JSON.stringify([t])), [
      code,
      token,
    ] as const);
    await page.goto(`${server.url}/t/${code}`);
    await page.waitForSelector("#scores:not([hidden])", { timeout: 30_000 });
    const winner = room.table.seats[room.table.game!.winner!]!.name;
    expect(await page.locator("#scores h2").textContent()).toBe(`${winner} wins!`);
    // Every line with its numbers: Fame, Shards, coins, apprentices, specialists, total.
    const rows = await page.locator("#scores table.scores tbody tr").allTextContents();
    expect(rows).toHaveLength(2);
    for (const f of room.table.game!.final!) {
      const row = page.locator(`#scores table.scores tbody tr[data-seat="${f.seat}"] td`);
      expect(await row.allTextContents()).toEqual([
        room.table.seats[f.seat]!.name,
        String(f.fameBefore),
        `${f.shards} → +${f.shards}`,
        `${f.coins} → +${Math.floor(f.coins / 3)}`,
        `${f.apprentices} → +${f.apprentices * 2}`,
        `${f.specialists} → +${f.specialists * 3}`,
        String(f.total),
      ]);
    }
    expect(await page.locator("#scores svg.fame-chart path[data-seat]").count()).toBe(2);
    expect(await page.locator("#scores .game-stats tbody tr").count()).toBe(2);
    await saveScreenshot(page, "story-game-over");

    // Close it, then reopen it from the side panel.
    await page.getByRole("button", { name: "Back to the board" }).click();
    expect(await page.locator("#scores").isHidden()).toBe(true);
    await page.getByRole("button", { name: "Final scores" }).click();
    expect(await page.locator("#scores").isVisible()).toBe(true);

    // Rematch: a new table, Anna in seat 1 as host, the bot in seat 2.
    await page.getByRole("button", { name: "Rematch" }).click();
    await page.waitForURL((url) => /^\/t\/[A-Z0-9]+$/.test(url.pathname) && !url.pathname.endsWith(code), {
      timeout: 30_000,
    });
    await page.waitForSelector("#lobby li.mine");
    const newCode = (await page.getByTestId("table-code").textContent())!.trim();
    expect(newCode).not.toBe(code);
    const seats = await page.locator("#lobby li").allTextContents();
    expect(seats[0]).toContain("Anna");
    expect(seats[1]).toContain("Bot 2");
    const next = server.colyseus.getRoomById<TrickerionRoom>(newCode);
    expect(next.table.seats.map((s) => [s.kind, s.name])).toEqual([
      ["human", "Anna"],
      ["bot", "Bot 2"],
    ]);
    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    await expect.poll(() => next.table.status).toBe("playing");
    await saveScreenshot(page, "story-rematch-started");

    // Your turn: the tab title and the favicon say so; the sound is off until the person turns it on.
    await page.waitForSelector("body[data-my-turn=true]", { timeout: 60_000 });
    await expect.poll(() => page.title()).toMatch(/^● Your turn – Trickerion/);
    expect(await page.locator("link[rel=icon]").getAttribute("href")).toBe("/favicon-turn.svg");
    expect(await page.getAttribute("body", "data-turn-sound")).toBeNull();
    expect((await fetch(`${server.url}/favicon-turn.svg`)).ok).toBe(true);
    expect((await fetch(`${server.url}/sounds/your-turn.wav`)).headers.get("content-type")).toMatch(/audio/);
    await page.getByLabel("Sound on my turn").check();
    // Anna declines to advertise and confirms an empty plan until her turn comes round again: then the sound plays.
    for (let i = 0; i < 20 && (await page.getAttribute("body", "data-turn-sound")) === null; i++) {
      await page.waitForSelector("body[data-my-turn=true]", { timeout: 60_000 });
      const pass = page.getByRole("button", { name: /^(Don't advertise|Confirm plan)$/ }).first();
      if (await pass.count()) await andWait(page, () => pass.click());
      else await page.waitForTimeout(200);
    }
    expect(Number(await page.getAttribute("body", "data-turn-sound"))).toBeGreaterThanOrEqual(1); // once per turn that arrives
    await page.close();
  });
});
