// Issue #29 item 7 on the real page: at a Dark Alley placement the deck's pop-over shows its AP price and the orb's
// says the order Fortune Telling will make; a Special card planned under a character is tagged as one on the
// canvas (not as a plain card of its location) with its name in the tooltip. Screenshots in English and Spanish.
import { describe, expect, it } from "vitest";
import { openAlleyTableWithBot, stageSeatZeroAtAlley } from "./alleyTable";
import { saveScreenshot } from "./browser";
import { openPiece, stage, untilBoardIdle } from "./boardDriver";
import { useBrowserHarness } from "./harness";

type Hooks = { trickerionBoard: { canvasTexts(): string[]; textClashes(): string[] } };

describe("the Dark Alley's pieces say what they cost and do", () => {
  const harness = useBrowserHarness({ seed: 20261127 });

  it("a deck's AP price, Fortune Telling's order, a planned Special card tagged as one", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
    const room = await openAlleyTableWithBot(page, server);
    await stageSeatZeroAtAlley(room);
    await untilBoardIdle(page, () => document.body.dataset.phase === "placement");

    // A Special card under a character still at home (staged: the Engineer's or an Apprentice's card becomes one).
    await stage(room, (g) => ({
      ...g,
      players: g.players.map((p) => {
        if (p.seat !== 0 || !p.alley) return p;
        const home = (["apprentice1", "engineer", "apprentice2", "manager", "assistant"] as const).find(
          (c) => p.characters[c].status === "team" && !p.characters[c].slot,
        )!;
        return {
          ...p,
          characters: { ...p.characters, [home]: { ...p.characters[home], card: "market_row", inactive: false } },
          alley: { ...p.alley, under: { ...p.alley.under, [home]: "A36" } },
        };
      }),
    }));
    const texts = (): Promise<string[]> =>
      page.evaluate(() => (window as unknown as Hooks).trickerionBoard.canvasTexts());
    await expect.poll(texts, { timeout: 10_000 }).toContain("✦ Market");

    await openPiece(page, "alley:deck:workshop");
    const deck = await page.locator(".piece-menu").innerText();
    await saveScreenshot(page, "alley-clarity-deck-en");
    expect(deck).toMatch(/Draw (First|Further) Card[\s\S]*\b[12] AP\b/);
    await page.keyboard.press("Escape");

    const orb = page.locator(".piece-menu");
    await openPiece(page, "alley:orb");
    await saveScreenshot(page, "alley-clarity-orb-en");
    expect(await orb.innerText()).toMatch(/Fortune Telling makes the order [123] → [123] → [123]: next to come, “/);
    await page.keyboard.press("Escape");

    // The Priestess (staged) at the Dark Alley in turn 1: Fate Weaving's card says why it cannot be used yet.
    await stage(room, (g) => ({
      ...g,
      players: g.players.map((p) => (p.seat === 0 ? { ...p, magician: "M03" as const } : p)),
    }));
    const reasons = (): Promise<Record<string, string>> =>
      page.evaluate(() =>
        (window as unknown as { trickerionBoard: { reasons(): Record<string, string> } }).trickerionBoard.reasons(),
      );
    await expect.poll(async () => (await reasons())["alley:ability"]).toMatch(/no active prophecy/i);
    await saveScreenshot(page, "alley-clarity-ability-en");
    await page.locator("#language").selectOption("es");
    await expect.poll(texts, { timeout: 10_000 }).toContain("✦ Mercado");
    await openPiece(page, "alley:orb");
    await saveScreenshot(page, "alley-clarity-orb-es");
    expect(await orb.innerText()).toMatch(/Leer el futuro deja el orden [123] → [123] → [123]: la siguiente, «/);
    await page.keyboard.press("Escape");
    expect(await page.evaluate(() => (window as unknown as Hooks).trickerionBoard.textClashes())).toEqual([]);
    await page.close();
  });
});
