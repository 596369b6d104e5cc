import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { activeSeats, greedyBot, legalActions } from "../../shared/engine";
import { openAlleyTableWithBot } from "./alleyTable";
import { saveScreenshot } from "./browser";
import { choose, openPiece, piecePoint, pieces, serverAct, tooltipAt } from "./boardDriver";
import { useBrowserHarness } from "./harness";
import { andWait, planTurn, takeTurn, useGroup, waitForTurn } from "./uiPlayer";

// A Dark Alley game against a bot, through the UI at 1536×864 (RULES §12): the person plays The Mechaniker, plans
// the Dark Alley card and Special cards from the hand, sends a character to the Dark Alley to draw and keep a
// Special card and tell fortunes, takes a Special card's effect-or-+1-AP choice and the ability from the board, and
// plays past turn 2 with a prophecy active; the rest of the game is then played by bots on the server (staging,
// to keep the suite fast) and the Dark Alley scoring is read on the game-over panel.

type Seen = Set<"drew" | "kept" | "fortune" | "special" | "ability" | "prophecy" | "planned-special">;

/** Plans with the Dark Alley in mind: a Special card (or the Dark Alley card) onto an Apprentice, then the usual plan. */
async function planWithAlley(page: Page, seen: Seen): Promise<void> {
  const special = page.locator("#actions .hand .card.card-special:not([disabled])");
  const alleyCard = page.locator('#actions .hand .card[data-card="A05"]:not([disabled])');
  const card = (await special.count()) > 0 ? special.first() : alleyCard.first();
  if ((await card.count()) > 0) {
    const isSpecial = (await special.count()) > 0;
    if (isSpecial && !seen.has("planned-special")) await saveScreenshot(page, "alley-planning");
    // The Special card's full text is in its tooltip.
    if (isSpecial) expect(await card.getAttribute("title")).toMatch(/:.{20,}/);
    await card.click();
    const target = page.locator("#actions li.target[data-character^='apprentice']").first();
    if ((await target.count()) > 0) {
      await andWait(page, () => target.click());
      if (isSpecial) seen.add("planned-special");
    } else await card.click(); // nobody can take it: put it back down
  }
  await planTurn(page);
}

/** At the Dark Alley: draw from a deck (see two, keep one), tell fortunes, then end the placement. */
async function actAtAlley(page: Page, seen: Seen): Promise<void> {
  const keys = await pieces(page);
  const deck = keys.find((k) => k.startsWith("alley:deck:"));
  if (deck && !seen.has("drew")) {
    await openPiece(page, deck);
    await choose(page, /Draw First Card/);
    seen.add("drew");
    await page.waitForFunction(() =>
      (window as unknown as { trickerionBoard: { pieces(): string[] } }).trickerionBoard
        .pieces()
        .includes("alley:drawn:0"),
    );
    await saveScreenshot(page, "alley-drawn");
    await openPiece(page, "alley:drawn:0");
    await choose(page, "Keep this card");
    seen.add("kept");
    return;
  }
  if ((await pieces(page)).includes("alley:orb") && !seen.has("fortune")) {
    await openPiece(page, "alley:orb");
    const tell = page.locator(".piece-menu .menu-item:not(:disabled)", { hasText: /Fortune Telling/ });
    if ((await tell.count()) > 0) {
      await andWait(page, () => tell.first().click());
      seen.add("fortune");
      return;
    }
    await page.keyboard.press("Escape");
  }
  await useGroup(page, "endPlacement");
}

/** Places a character by clicking a lit slot on the canvas (the Dark Alley first), choosing who when asked. */
async function placeOnSlot(page: Page): Promise<void> {
  const lit = await page.evaluate(() =>
    (window as unknown as { trickerionBoard: { litSlots(): string[] } }).trickerionBoard.litSlots(),
  );
  const target = lit.find((id) => id.startsWith("dark-alley")) ?? lit.find((id) => !id.endsWith("-stage")) ?? lit[0]!;
  const p = await page.evaluate(
    (id) =>
      (
        window as unknown as { trickerionBoard: { slotPoint(id: string): { x: number; y: number } } }
      ).trickerionBoard.slotPoint(id),
    target,
  );
  const before = await page.evaluate(() => Number(document.body.dataset.renders ?? 0));
  await page.mouse.click(p.x, p.y);
  // One character may go there: the click places it. Several: a pop-over asks which.
  await page.waitForFunction(
    (n) => Number(document.body.dataset.renders ?? 0) > n || !!document.querySelector(".piece-menu:not([hidden])"),
    before,
  );
  const which = page.locator('.piece-menu:not([hidden])[data-piece^="slot:"]');
  if ((await which.count()) > 0) await andWait(page, () => which.locator(".menu-item").first().click());
}

describe("Dark Alley in the browser", () => {
  const harness = useBrowserHarness({ seed: 20261123 });

  it("plays the Dark Alley on the board: decks, orb, Special cards, an ability, the scoring", {
    timeout: 900_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    const room = await openAlleyTableWithBot(page, server);

    const seen: Seen = new Set();
    const perPlacement = { count: 0 };
    for (let decisions = 0; ; decisions++) {
      if (decisions > 400) throw new Error(`stuck: ${[...seen].join(", ")}`);
      const phase = await waitForTurn(page);
      const game = room.table.game!;
      if (game.turn >= 3 && seen.has("ability") && seen.has("special") && seen.has("kept") && seen.has("prophecy"))
        break;
      if (phase === "gameOver") throw new Error(`the game ended before the checks: ${[...seen].join(", ")}`);
      // Setup: The Mechaniker (Mechanical Enhancement: +1 AP to an Apprentice once per turn, RULES §12.8).
      const magician = page.locator('#actions .action-group[data-type="chooseMagician"]');
      if ((await magician.count()) > 0) {
        // The magicians are cards over the board: tap The Mechaniker's, then Confirm.
        await magician.getByRole("button", { name: "The Mechaniker", exact: true }).click();
        await andWait(page, () => magician.getByRole("button", { name: "Choose The Mechaniker" }).click());
        continue;
      }
      if (game.alley?.active && !seen.has("prophecy")) {
        // A prophecy is active: its words are on the orb's tooltip.
        const tip = await tooltipAt(page, await piecePoint(page, "alley:orb"));
        expect(tip).toContain("Active this turn:");
        await saveScreenshot(page, "alley-orb-tooltip");
        seen.add("prophecy");
      }
      if (phase === "assignment") {
        await planWithAlley(page, seen);
        continue;
      }
      const menu = page.locator(".piece-menu:not([hidden])");
      if ((await menu.count()) > 0 && (await menu.getAttribute("data-piece")) === "alley:floor") {
        // The Special card's own pop-over opened by itself: its effect, or +1 AP (OQ-26).
        await expect.poll(() => menu.locator("h4").textContent()).toMatch(/its effect, or \+1 AP\?/);
        await saveScreenshot(page, "alley-effect-choice");
        const effect = menu.locator(".menu-item:not(:disabled)", { hasText: "Use the effect" });
        const button =
          (await effect.count()) > 0 ? effect.first() : menu.locator(".menu-item", { hasText: "+1 AP" }).first();
        await andWait(page, () => button.click());
        seen.add("special");
        continue;
      }
      const keys = await pieces(page);
      if (keys.includes("alley:ability") && !seen.has("ability")) {
        await openPiece(page, "alley:ability");
        await choose(page, /Mechanical Enhancement/);
        seen.add("ability");
        continue;
      }
      if ((await page.locator('#actions .action-group[data-type="place"]').count()) > 0) {
        perPlacement.count = 0;
        await placeOnSlot(page);
        continue;
      }
      if (game.placement && game.players[0]!.characters[game.placement.character].slot?.startsWith("dark-alley")) {
        await actAtAlley(page, seen);
        continue;
      }
      if (legalActions(game, 0).some((a) => a.type === "useSpecial")) {
        await saveScreenshot(page, "alley-debug");
        throw new Error(
          `useSpecial offered but no pop-over: ${JSON.stringify(game.alley?.special)} ${(await pieces(page)).join(",")} menu=${await page.locator(".piece-menu").getAttribute("data-piece")} hidden=${await page.locator(".piece-menu").getAttribute("hidden")}`,
        );
      }
      await takeTurn(page, perPlacement);
    }
    // Past the end-of-turn summary, if it is up: the board, then one look at a phone.
    const next = page.getByRole("button", { name: "Continue" });
    if (await next.isVisible()) await next.click();
    await saveScreenshot(page, "alley-board");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await saveScreenshot(page, "alley-phone");
    await page.setViewportSize({ width: 1536, height: 864 });

    // The rest of the game by bots on the server (staging, not the person's path), then the Dark Alley scoring.
    for (let i = 0; i < 5000 && room.table.game!.phase !== "gameOver"; i++) {
      const g = room.table.game!;
      const a = activeSeats(g).includes(0) ? greedyBot(g, 0) : null;
      // The bot at seat 2 plays by itself; a move of ours that meets its move half-way is simply tried again.
      if (a) await serverAct(room, 0, a).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 30));
    }
    const game = room.table.game!;
    expect(game.phase).toBe("gameOver");
    // A person who has seen enough shows skips them (and the end-of-turn summaries) to the final scores.
    const skip = page.getByRole("button", { name: "Skip", exact: true });
    for (let i = 0; i < 600 && !(await page.locator("#scores:not([hidden])").count()); i++) {
      if (await skip.isVisible().catch(() => false)) await skip.click().catch(() => undefined);
      else if (await next.isVisible().catch(() => false)) await next.click().catch(() => undefined);
      else await page.waitForTimeout(100);
    }
    await page.waitForSelector("#scores:not([hidden])", { timeout: 60_000 });
    const scores = page.locator("#scores table.alley-scores");
    await expect.poll(() => scores.count()).toBe(1);
    const totals = await scores.locator("tbody tr td:last-child").allTextContents();
    expect(totals.map(Number)).toEqual(game.final!.map((f) => f.total).sort((a, b) => b - a));
    expect(await page.locator("#scores").innerText()).toContain("capped at 20");
    await saveScreenshot(page, "alley-scoring");
  });
});
