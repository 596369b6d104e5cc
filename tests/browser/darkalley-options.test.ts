import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot } from "../../shared/engine";
import { createTable, joinTable, send, type TestPlayer } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

// The Dark Alley table options through a person's path (RULES §12): the landing form offers Dark Alley apart from
// the beginner setup and quick start, with Prophecies and Magician abilities beneath it; the lobby and the list of
// tables say which options a table has; a Dark Alley game's page counts seven turns.

describe("Dark Alley table options on the landing page", () => {
  const harness = useBrowserHarness();

  it("a person opens a Dark Alley table without abilities; the lobby and the tables list say so", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.locator("#player-name").fill("Ann");
    // Off by default; its own options hidden until it is chosen.
    // The new-table form's own options (the solo form has its own Dark Alley, below).
    const form = page.locator("#create-form");
    expect(await page.locator("#dark-alley").isChecked()).toBe(false);
    expect(await page.locator("#quick-start").isChecked()).toBe(true);
    expect(await page.locator("#prophecies").isVisible()).toBe(false);
    await form.getByLabel("Dark Alley module").check();
    // Not with the quick start or the beginner setup: choosing Dark Alley clears them.
    expect(await page.locator("#quick-start").isChecked()).toBe(false);
    expect(await page.locator("#beginner-setup").isChecked()).toBe(false);
    expect(await form.getByLabel("Prophecies").isChecked()).toBe(true);
    expect(await form.getByLabel("Magician abilities").isChecked()).toBe(true);
    await form.getByLabel("Magician abilities").uncheck();
    await page.locator("#player-count").selectOption("3");
    await saveScreenshot(page, "darkalley-options-landing");
    // Choosing the quick start again takes Dark Alley away (and its options with it).
    await form.getByLabel(/Quick start/).check();
    expect(await page.locator("#dark-alley").isChecked()).toBe(false);
    expect(await form.getByLabel("Prophecies").isVisible()).toBe(false);
    await form.getByLabel("Dark Alley module").check();

    await page.getByRole("button", { name: "New table" }).click();
    await page.waitForSelector("#lobby li.mine");
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.options).toMatchObject({
      darkAlley: true,
      prophecies: true,
      abilities: false,
      quickStart: false,
      beginnerSetup: false,
    });
    await expect.poll(() => page.locator("#lobby .table-modules").textContent()).toBe("Dark Alley · Prophecies");

    // Someone else's landing page lists the table with its options.
    const other = await browser.newPage();
    await other.goto(server.url);
    await expect
      .poll(() => other.locator(`#tables-list li[data-code="${code}"]`).textContent(), { timeout: 15_000 })
      .toContain("Dark Alley · Prophecies");
    await saveScreenshot(other, "darkalley-options-listing");

    // Bots fill the table; the game starts in the setup with no error on the page.
    for (const seat of [2, 3])
      await page.locator(`#lobby li[data-seat="${seat - 1}"] button`, { hasText: "Add bot" }).click();
    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    expect(room.table.game!.alley).not.toBeNull();
    await other.close();
    await page.close();
  });

  it("solo against a bot with Dark Alley in one click (playtest: the new-table form's box gave a base game)", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    // Spanish first: the profile keeps the last language, and the next test reads English.
    for (const [lng, words] of [
      ["es", { alley: "Módulo Callejón Oscuro", status: /^Turno 1 de 7/ }],
      ["en", { alley: "Dark Alley module", status: /^Turn 1 of 7/ }],
    ] as const) {
      const page = await browser.newPage();
      await page.addInitScript((l) => localStorage.setItem("trickerion:language", l), lng);
      await page.goto(server.url);
      const solo = page.locator("#solo-form");
      expect(await page.locator("#solo-prophecies").isVisible()).toBe(false);
      await solo.getByLabel(words.alley).check();
      // Its options and what it means show under it, in the solo form.
      expect(await page.locator("#solo-prophecies").isVisible()).toBe(true);
      expect(await page.locator("#solo-dark-alley-note").isVisible()).toBe(true);
      await page.locator("#solo-abilities").uncheck();
      await saveScreenshot(page, `darkalley-solo-landing-${lng}`);
      await page.locator("#solo-play").click();
      await page.waitForSelector("body[data-board-ready=true]", { timeout: 30_000 });
      const code = (await page.getByTestId("table-code").textContent())!.trim();
      const room = server.colyseus.getRoomById<TrickerionRoom>(code);
      expect(room.table.options).toMatchObject({
        darkAlley: true,
        prophecies: true,
        abilities: false,
        quickStart: false,
      });
      expect(room.table.game!.alley).not.toBeNull();
      await expect.poll(() => page.getByTestId("status-line").textContent(), { timeout: 15_000 }).toMatch(words.status);
      await page.close();
    }
  });

  it("a shared screen follows a Dark Alley game: 'Turn 3 of 7', no error", { timeout: 180_000 }, async () => {
    const { server, browser } = harness;
    const anna = await createTable(server, { players: 2, darkAlley: true }, "Anna");
    const code = anna.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const people = new Map<number, TestPlayer>([
      [0, anna],
      [1, ben],
    ]);
    const screen = await browser.newPage();
    await screen.goto(`${server.url}/watch/${code}`);
    await screen.waitForSelector("#lobby li");
    expect(await anna.room.request("start")).toEqual({ ok: true });
    await screen.waitForSelector("body[data-board-ready=true]");
    let guard = 0;
    while (room.table.game!.turn < 3 && guard++ < 3_000) {
      const seat = activeSeats(room.table.game!)[0]!;
      expect(await send(people.get(seat)!, greedyBot(room.table.game!, seat)!)).toEqual({ ok: true });
    }
    await expect
      .poll(() => screen.getByTestId("status-line").textContent(), { timeout: 15_000 })
      .toMatch(/^Turn 3 of 7/);
    await saveScreenshot(screen, "darkalley-watch-turn3");
    await screen.close();
  });
});
