// Issue #29 item 4: switching to Spanish in the middle of a game. Every canvas view must repaint at once (the
// tracks' "Turn 2 / 7" included, which used to wait for the next turn), the panel's words too ("Sound on my turn"),
// and no label may overlap another or be cut short by its box, at 1536×864 and at 390×844. The game is a Dark Alley
// duel against a bot at turn 2's Placement (dice, the alley, the planned cards: the most labels a board draws).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { serverAct, untilBoardIdle } from "./boardDriver";
import { useBrowserHarness } from "./harness";
import { checkSpanish } from "./languageCheck";
import { openPhone } from "./phone";

type Hooks = { trickerionBoard: { textClashes(): string[]; canvasTexts(): string[] } };

const clashes = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as Hooks).trickerionBoard.textClashes());

/** Two frames: the switch's redraw and its paint. */
const painted = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

describe("a language switch in the middle of a game", () => {
  const harness = useBrowserHarness({ seed: 20261127 });

  it("repaints every canvas view in Spanish at once, and every label fits", { timeout: 180_000 }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
    await page.goto(server.url);
    await page.locator("#player-name").fill("Anna");
    await page.getByLabel("Players").selectOption("2");
    await page.locator("#dark-alley").check();
    await page.getByRole("button", { name: "New table" }).click();
    await page.getByRole("button", { name: "Add bot" }).first().click();
    await page.getByRole("button", { name: "Start game" }).click();
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);

    // Staged on the server: to turn 2's Placement, where seat 0 has a character to place.
    for (let i = 0; i < 3000; i++) {
      const g = room.table.game!;
      if (g.turn >= 2 && g.phase === "placement" && !g.placement && activeSeats(g).includes(0)) break;
      if (g.phase === "gameOver") throw new Error("the game ended");
      const a = activeSeats(g).includes(0) ? greedyBot(g, 0) : null;
      if (a) await serverAct(room, 0, a).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 20));
    }
    // The board follows the story (turn 1's show, then its End Turn summary, which a person closes): on a busy
    // machine it may still be drawing turn 1 here.
    await untilBoardIdle(
      page,
      () =>
        document.body.dataset.phase === "placement" &&
        (window as unknown as Hooks).trickerionBoard.canvasTexts().some((t) => /Turn 2/.test(t)),
    );
    await painted(page);
    await saveScreenshot(page, "language-switch-en");
    const beforeEn = await clashes(page);
    // A duel's initiative chips read 1 and 3 (RULES [2P]): the track's label says why.
    expect(await page.evaluate(() => (window as unknown as Hooks).trickerionBoard.canvasTexts())).toContain(
      "Initiative · a duel uses spaces 1 and 3",
    );

    await page.locator("#language").selectOption("es");
    await painted(page);
    await saveScreenshot(page, "language-switch-es");
    const report = await checkSpanish(page, "switched");
    expect(report.read).toBeGreaterThan(20);
    const spanish = await page.evaluate(() => (window as unknown as Hooks).trickerionBoard.canvasTexts());
    expect(spanish.some((t) => /Turno 2/.test(t))).toBe(true);
    expect(spanish).toContain("Iniciativa · un duelo usa las casillas 1 y 3");
    expect(report.english).toEqual([]);
    expect(report.missing).toEqual([]);
    expect(await page.locator("#settings").innerText()).toMatch(/Sonido/);
    expect(beforeEn).toEqual([]);
    expect(await clashes(page)).toEqual([]);

    // The phone's width: the same board in its camera, the same labels.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await painted(page);
    await saveScreenshot(page, "language-switch-es-phone");
    expect(await clashes(page)).toEqual([]);
    await page.close();
  });

  it("on a phone (390×844, touch): the board tab in Spanish at once, every label fitting", {
    timeout: 120_000,
  }, async () => {
    const phone = await openPhone();
    try {
      await phone.context.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
      const page = await phone.context.newPage();
      await page.goto(harness.server.url);
      // A hot-seat duel with the people's own names (a name is not a word to translate).
      const form = page.locator("#hotseat-form");
      await form.locator("input[name=seat0]").fill("Ana");
      await form.locator("input[name=seat1]").fill("Beto");
      await page.locator("#duel").tap();
      await page.waitForSelector("#lobby li.mine");
      await page.getByRole("button", { name: "Start game" }).tap();
      await page.waitForSelector("body[data-board-ready=true]");
      await painted(page);
      const english = await page.evaluate(() => (window as unknown as Hooks).trickerionBoard.canvasTexts());
      expect(english.some((t) => /Turn 1/.test(t))).toBe(true);
      await page.locator("#language").selectOption("es");
      await painted(page);
      await saveScreenshot(page, "language-switch-phone-es");
      const report = await checkSpanish(page, "phone");
      expect(report.english).toEqual([]);
      expect(report.missing).toEqual([]);
      expect(await clashes(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
