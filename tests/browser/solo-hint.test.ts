import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone } from "./phone";

/** The landing page's solo form: one click starts a game against bots at the chosen level. */
async function playSolo(page: Page, url: string, players: string, level: string): Promise<string> {
  await page.goto(url);
  await page.locator("#player-name").fill("Ann");
  await page.locator("#solo-players").selectOption(players);
  await page.locator("#solo-level").selectOption(level);
  await expect.poll(() => page.locator("#solo-level-note").textContent()).not.toBe("");
  await saveScreenshot(page, `solo-landing-${page.viewportSize()?.width ?? 0}`);
  await page.locator("#solo-play").click();
  await page.waitForSelector("body[data-board-ready=true]");
  return (await page.getByTestId("table-code").textContent())!.trim();
}

/** Asks for the hint on Ann's move and checks it is shown, lit, explained, and never played. */
async function askHint(page: Page, room: TrickerionRoom): Promise<{ line: string; reason: string; lit: string }> {
  await page.waitForSelector("body[data-my-turn=true]");
  await page.waitForSelector("#hint button.hint-ask");
  const moves = room.table.moves;
  const game = room.table.game;
  await page.locator("#hint button.hint-ask").click();
  await page.waitForSelector("#hint .hint-reason", { timeout: 30_000 });
  const line = (await page.locator("#hint .hint-line").textContent())!;
  const reason = (await page.locator("#hint .hint-reason").textContent())!;
  const lit = (await page.getAttribute("body", "data-hint-lit")) ?? "";
  // Only a suggestion: the game still waits for Ann.
  await page.waitForTimeout(500);
  expect(room.table.moves).toBe(moves);
  expect(room.table.game).toBe(game);
  return { line, reason, lit };
}

describe("a solo game with the hint", () => {
  const harness = useBrowserHarness();

  it("one click from the landing page starts a game against bots; the hint names a move, lights it and never plays it (desktop)", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    const code = await playSolo(page, server.url, "3", "apprentice");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.status).toBe("playing");
    expect(
      room.table.seats.map((s) => [s.kind, s.kind === "bot" ? room.table.botLevelOf(room.table.seats.indexOf(s)) : ""]),
    ).toEqual([
      ["human", ""],
      ["bot", "apprentice"],
      ["bot", "apprentice"],
    ]);
    expect(room.table.options.hints).toBe(true);
    // The lobby says which level the bots play at.
    await expect.poll(() => page.locator("#lobby li[data-kind=bot]").first().textContent()).toMatch(/Apprentice/);

    const hint = await askHint(page, room);
    expect(hint.line).toMatch(/^The Grand Magician would play: .+/);
    expect(hint.reason).toMatch(
      /^(Expects about \d+ Fame at the end, winning \d+ % of its playouts|The only move it has|The move its rules of thumb rate best)$/,
    );
    await saveScreenshot(page, "solo-hint-desktop");
    // A piece on the board is lit when the move has one; otherwise the panel's entry is.
    if (hint.lit)
      expect(hint.lit).toMatch(/^(slot|die|trick|residence|component|apprentice|space|marker|card|alley:deck):/);
    else expect(await page.locator("#actions .hinted").count()).toBe(1);

    // Another language words the same hint again at once (it is kept as data), without asking, still lit.
    await page.locator("#language").selectOption("es");
    await expect.poll(() => page.locator("#hint .hint-line").textContent()).toMatch(/^El Gran Mago jugaría: .+/);
    expect(await page.locator("#hint .hint-reason").textContent()).toMatch(
      /^(Espera terminar con unos \d+ de Fama y gana el \d+ % de sus simulaciones|Su única jugada posible|La jugada que mejor valoran sus reglas sencillas)$/,
    );
    expect((await page.getAttribute("body", "data-hint-lit")) ?? "").toBe(hint.lit);
    await page.locator("#language").selectOption("en");
    await expect.poll(() => page.locator("#hint .hint-line").textContent()).toBe(hint.line);
  });

  it("the same on a phone (390×844): the hint shows with the board", { timeout: 180_000 }, async () => {
    const { server } = harness;
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      const code = await playSolo(page, server.url, "2", "apprentice");
      const room = server.colyseus.getRoomById<TrickerionRoom>(code);
      const hint = await askHint(page, room);
      expect(hint.line).toMatch(/^The Grand Magician would play: .+/);
      expect(await page.locator("#hint").isVisible()).toBe(true);
      await saveScreenshot(page, "solo-hint-phone");
    } finally {
      await phone.close();
    }
  });

  it("the host picks the table's level and each bot's level in the lobby (English and Spanish names)", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.locator("#player-name").fill("Ann");
    await page.locator("#player-count").selectOption("3");
    await page.locator("#table-bot-level").selectOption("grandMagician");
    await page.getByRole("button", { name: "New table" }).click();
    await page.waitForSelector("#lobby li.mine");
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await page.locator(`#lobby li[data-seat="1"] button`, { hasText: "Add bot" }).click();
    const picker = page.locator(`#lobby li[data-seat="1"] select.bot-level`);
    await expect.poll(() => picker.inputValue()).toBe("grandMagician");
    expect(await picker.getAttribute("title")).toMatch(/strongest/);
    await picker.selectOption("apprentice");
    await expect.poll(() => room.table.seats[1]!.level).toBe("apprentice");
    await saveScreenshot(page, "lobby-bot-level");
    await page.locator("select#language, #topbar-tools select").first().selectOption("es");
    await expect
      .poll(() => page.locator(`#lobby li[data-seat="1"] select.bot-level option:checked`).textContent())
      .toBe("Aprendiz");
  });
});
