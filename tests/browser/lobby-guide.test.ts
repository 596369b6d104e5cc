// Issue #29 item 9: while a table waits for its players, the board's space (two thirds of the screen, an empty board
// before) holds the table's settings, its seats and how a game goes, in the reader's language; once the game starts
// the board takes the space again. At 1536×864 in English, then at 390×844 in Spanish.
import { describe, expect, it } from "vitest";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { checkSpanish } from "./languageCheck";

describe("the lobby", () => {
  const harness = useBrowserHarness();

  it("shows the settings, the seats and how a game goes where the board will be", { timeout: 90_000 }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
    await page.goto(server.url);
    await page.locator("#player-name").fill("Anna");
    await page.getByLabel("Players").selectOption("3");
    await page.getByRole("button", { name: "New table" }).click();
    await page.getByRole("button", { name: "Add bot" }).first().click();
    const guide = page.locator(".lobby-guide");
    await expect.poll(() => guide.innerText()).toMatch(/Bot/);
    await saveScreenshot(page, "lobby-guide-en");
    const words = await guide.innerText();
    expect(words).toMatch(/Table [A-Z0-9]{5}: getting ready/);
    expect(words).toMatch(/Players\s+3/);
    expect(words).toMatch(/Length\s+5 turns/);
    expect(words).toMatch(/Anna[\s\S]*a player[\s\S]*Bot[\s\S]*a bot[\s\S]*Seat 3: open/);
    expect(words).toMatch(/How a game goes[\s\S]*Advertise[\s\S]*Assignment[\s\S]*Placement[\s\S]*Performance/i);
    // It covers the board's area: most of the screen's width beside the side panel.
    const box = (await guide.boundingBox())!;
    const board = (await page.locator("#board").boundingBox())!;
    expect(box.width).toBeGreaterThan(board.width - 2);
    expect(box.height).toBeGreaterThan(board.height - 2);

    // In Spanish on a phone's screen: no English, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#language").selectOption("es");
    await expect.poll(() => guide.innerText()).toMatch(/Cómo va una partida/i);
    await saveScreenshot(page, "lobby-guide-es-phone");
    const report = await checkSpanish(page, "lobby");
    expect(report.english).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The game starts: the board takes its space back.
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.getByRole("button", { name: "Añadir bot" }).click();
    await page.getByRole("button", { name: "Empezar la partida" }).click();
    await expect.poll(() => guide.isHidden()).toBe(true);
    await page.close();
  });
});
