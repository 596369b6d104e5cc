import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { saveScreenshot } from "./browser";
import { tableFromLanding, useBrowserHarness } from "./harness";
import { takeTurn } from "./uiPlayer";

// Players never see an internal id, a zero-based number or an internal name (issue 11): the whole page, every
// tooltip on the board, every dimmed piece's reason and the pop-overs, at every decision of a whole game.

const FORBIDDEN: [RegExp, string][] = [
  [/\b(trick_[AB]|inn_specialist|inn_apprentice|bank_[AB]|apprentice[1-4]|market_row|dark_alley)\b/, "an internal id"],
  [/\b(setUpTrick|learnTrick|takeCoins|rerollDie|setDie|quickOrder|endPlacement|passPerformance)\b/, "an action type"],
  [/\b[TMP]\d{2}\b/, "a card id"],
  [
    /\b(space|card|slot|seat|player|die|Card slot|Order slot|Stock slot|Seat|Player|Card|Space) 0\b/,
    "a zero-based number",
  ],
  [/\b\d\.\d\b/, "a card coordinate"],
  [/¢ ?\d+ coins|\b1 coins\b|\b1 Shards\b/, "money or Shards badly written"],
  [/\bundefined\b|\bnull\b|\bNaN\b|\[object /, "a programming word"],
  [/\b(on|at|to) (downtown|workshop|theater)\b/, "a location's internal name"],
];

type Hook = {
  trickerionBoard: {
    tooltips(): string[];
    reasons(): Record<string, string>;
    pieces(): string[];
    piecePoint(k: string): { x: number; y: number } | null;
  };
};

/** Every word a player could read now: page text, titles, options, tooltips, reasons. */
async function visibleWords(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    const hook = (window as unknown as Hook).trickerionBoard;
    const out: { where: string; text: string }[] = [{ where: "page", text: document.body.innerText }];
    for (const el of document.querySelectorAll("[title]"))
      out.push({ where: "title", text: el.getAttribute("title") ?? "" });
    for (const el of document.querySelectorAll("option")) out.push({ where: "option", text: el.textContent ?? "" });
    for (const el of document.querySelectorAll("input[placeholder]"))
      out.push({ where: "placeholder", text: el.getAttribute("placeholder") ?? "" });
    for (const t of hook?.tooltips() ?? []) out.push({ where: "tooltip", text: t });
    for (const [k, v] of Object.entries(hook?.reasons() ?? {})) out.push({ where: `reason of ${k}`, text: v });
    return out;
  });
}

describe("no id, no zero-based number, no internal name in anything a player reads", () => {
  const harness = useBrowserHarness({ seed: 777 });

  it("over a whole game against a bot: page, tooltips, reasons and pop-overs", { timeout: 900_000 }, async () => {
    const { page } = await tableFromLanding(harness);

    const problems = new Set<string>();
    const scan = async (): Promise<void> => {
      for (const { where, text } of await visibleWords(page)) {
        for (const [pattern, what] of FORBIDDEN) {
          const m = pattern.exec(text);
          if (m)
            problems.add(
              `${what} "${m[0]}" in ${where}: …${text.slice(Math.max(0, m.index - 60), m.index + 60).replace(/\n/g, " ⏎ ")}…`,
            );
        }
      }
    };
    const perPlacement = { count: 0 };
    let decisions = 0;
    let menus = 0;
    for (;;) {
      await scan();
      // Open the pop-over of the first pieces that offer something (a few per decision).
      const keys = await page.evaluate(() => (window as unknown as Hook).trickerionBoard.pieces());
      for (const key of keys.slice(0, 2)) {
        const p = await page.evaluate((k) => (window as unknown as Hook).trickerionBoard.piecePoint(k), key);
        if (!p) continue;
        await page.mouse.click(p.x, p.y);
        if (await page.locator(".piece-menu:not([hidden])").isVisible()) {
          menus++;
          const text = await page.locator(".piece-menu").innerText();
          for (const [pattern, what] of FORBIDDEN) {
            const m = pattern.exec(text);
            if (m) problems.add(`${what} "${m[0]}" in the pop-over of a piece: ${text.replace(/\n/g, " ⏎ ")}`);
          }
          await page.keyboard.press("Escape");
        }
      }
      const phase = await takeTurn(page, perPlacement);
      if (phase === "gameOver") break;
      if (++decisions > 700) throw new Error("the game did not end");
    }
    await scan();
    await saveScreenshot(page, "words-final");
    expect([...problems]).toEqual([]);
    expect(menus).toBeGreaterThan(10);
  });
});
