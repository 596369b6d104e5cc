import { describe, expect, it } from "vitest";
import { CATEGORIES, TRICK_BY_ID } from "../../shared/data/tricks";
import { activeSeats, greedyBot, legalActions } from "../../shared/engine";
import { openAlleyTableWithBot, stageSeatZeroAtAlley } from "./alleyTable";
import { saveScreenshot } from "./browser";
import { choose, openPiece, piecePoint, serverAct, stage, tooltipAt } from "./boardDriver";
import { useBrowserHarness } from "./harness";
import { andWait } from "./uiPlayer";

// The Dark Alley in the board's direct style (issue #13), by a person's clicks. The moves up to a placement at the
// Dark Alley are staged on the server (fast); then, at 1536×864: the acting character's slot shows the Shard cue
// and Enhances from its own pop-over (RULES §12.2 allows Enhance there), and a Residence deck's heading opens its
// 12 tricks in the page's type size; at 390×844 (the phone layout) the My workshop tab's panel draws from a Special
// deck and keeps a card, the decisions a phone held as a private hand must be able to make without the canvas.

describe("the Dark Alley, direct on the board", () => {
  const harness = useBrowserHarness({ seed: 20261125 });

  it("Enhance on the board, the Residence readable, the Dark Alley from the phone's panel", {
    timeout: 300_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    const room = await openAlleyTableWithBot(page, server);
    // Staging: seat 0 plays as the greedy bot, plans the Dark Alley card and goes there first.
    await stageSeatZeroAtAlley(room);
    const slot = room.table.game!.placement!.slot;
    // A Shard to pay with (staged: the test is about the board, not about earning one).
    await stage(room, (g) => ({
      ...g,
      players: g.players.map((p) => (p.seat === 0 ? { ...p, shards: Math.max(1, p.shards) } : p)),
    }));
    // A Special card's effect-or-+1-AP pop-over may have opened by itself: a person closes it to look around.
    await page.keyboard.press("Escape");

    // 1. The acting character is a piece with the Shard cue; its pop-over Enhances (RULES §12.2).
    await expect
      .poll(
        () =>
          page.evaluate(
            (k) =>
              !!(
                window as unknown as { trickerionBoard: { piecePoint(k: string): unknown } }
              ).trickerionBoard.piecePoint(k),
            `slot:${slot}`,
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.mouse.move(5, 5);
    await saveScreenshot(page, "alley-enhance-cue");
    const tip = await tooltipAt(page, await piecePoint(page, `slot:${slot}`));
    expect(tip).toContain("Enhance with a shard (+1 AP)");
    const before = room.table.game!.placement!.ap;
    await openPiece(page, `slot:${slot}`);
    await expect(page.locator(".piece-menu h4").textContent()).resolves.toMatch(/ at the Dark Alley|Dark Alley/);
    await saveScreenshot(page, "alley-enhance-menu");
    await choose(page, /Enhance with a shard/);
    await expect.poll(() => room.table.game!.placement?.enhanced).toBe(true);
    expect(room.table.game!.placement!.ap).toBe(before + 1);
    // Once per placement: the pop-over now says why not, in words.
    await openPiece(page, `slot:${slot}`);
    const enhance = page.locator(".piece-menu .menu-item", { hasText: "Enhance with a shard" });
    await expect(enhance.isDisabled()).resolves.toBe(true);
    await expect(enhance.locator(".reason").textContent()).resolves.toMatch(/enhanced already/);
    await page.keyboard.press("Escape");

    // 2. A Residence deck's heading opens its tricks in readable type (12 rows are ~9 px on the board).
    const category =
      CATEGORIES.find((c) => room.table.game!.residence.filter((id) => TRICK_BY_ID[id]?.category === c).length >= 8) ??
      CATEGORIES[0]!;
    const count = room.table.game!.residence.filter((id) => TRICK_BY_ID[id]?.category === category).length;
    await openPiece(page, `deck-list:${category}`);
    const rows = page.locator(".piece-menu p, .piece-menu .menu-item:not(.menu-close)");
    await expect(rows.count()).resolves.toBe(count);
    expect(await rows.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/: needs .+ · each show /)]),
    );
    const size = await rows.first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(size).toBeGreaterThanOrEqual(12);
    await saveScreenshot(page, "residence-deck-list");
    await page.keyboard.press("Escape");

    // 3. The phone layout: the My workshop tab's panel offers the Dark Alley's own actions. Draw, then keep.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getAttribute("body", "data-layout")).toBe("phone");
    await page.locator("#table-tabs button[data-tab='workshop']").click();
    const draw = page.locator('#actions .action-group[data-type="drawSpecial"]');
    await expect.poll(() => draw.count(), { timeout: 10_000 }).toBe(1);
    // Its price as the engine gives it (RULES §12.2: Draw First Card 1 AP, Draw Further Cards 2 AP).
    expect(await draw.locator(".action-title").textContent()).toContain("(1 AP)");
    await draw.locator("select").first().selectOption({ index: 1 });
    await saveScreenshot(page, "phone-alley-panel");
    await andWait(page, () => draw.locator("button.action").click());
    await expect.poll(() => room.table.game!.alley?.drawn?.cards.length).toBe(2);
    const keep = page.locator('#actions .action-group[data-type="keepSpecial"]');
    await expect.poll(() => keep.count(), { timeout: 10_000 }).toBe(1);
    // The two drawn cards read by name, never by id.
    const options = await keep.locator("option").allTextContents();
    for (const o of options) expect(o).not.toMatch(/\bA\d{2}\b/);
    expect(await keep.textContent()).toContain("Special card");
    expect(await keep.textContent()).not.toContain("Performance card");
    await saveScreenshot(page, "phone-alley-keep");
    await keep.locator("select").first().selectOption({ index: 1 });
    await andWait(page, () => keep.locator("button.action").click());
    await expect.poll(() => room.table.game!.alley?.drawn ?? null).toBeNull();
    // The character has AP left (the Enhance above gave one), so a further draw is offered, priced at 2 AP.
    expect(room.table.game!.placement?.ap).toBeGreaterThanOrEqual(2);
    await expect.poll(() => draw.count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => draw.locator(".action-title").textContent()).toContain("(2 AP)");
    // With 1 AP left the draw stays in the panel, greyed, with the reason (a playtester saw it vanish silently).
    await stage(room, (s) => ({ ...s, placement: { ...s.placement!, ap: 1 } }));
    await expect.poll(() => draw.getAttribute("class"), { timeout: 10_000 }).toContain("disabled");
    await expect.poll(() => draw.locator(".reason").textContent()).toMatch(/2 AP/);
    await saveScreenshot(page, "phone-alley-draw-reason");

    // 4. Next turn's planning on the phone: a picked Special card shows its whole text under the hand (no long
    // press needed). The turn is played on by the server (staging) up to seat 0's plan.
    for (let i = 0; i < 3000; i++) {
      const g = room.table.game!;
      if (g.phase === "assignment" && activeSeats(g).includes(0)) break;
      expect(g.phase).not.toBe("gameOver");
      if (!activeSeats(g).includes(0)) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      const legal = legalActions(g, 0);
      // Keep the Special card in hand: end placements rather than spend it.
      const a = legal.find((x) => x.type === "endPlacement") ?? greedyBot(g, 0);
      if (a) await serverAct(room, 0, a).catch(() => undefined);
    }
    await page.locator("#table-tabs button[data-tab='workshop']").click();
    const special = page.locator("#actions .hand .card.card-special:not([disabled])").first();
    await expect.poll(() => special.count(), { timeout: 10_000 }).toBe(1);
    const cardName = (await special.textContent())!.trim();
    await special.click();
    const text = page.locator("#actions .special-text");
    await expect(text.textContent()).resolves.toContain(cardName);
    expect(((await text.textContent()) ?? "").length).toBeGreaterThan(cardName.length + 30);
    await saveScreenshot(page, "phone-special-text");
  });
});
