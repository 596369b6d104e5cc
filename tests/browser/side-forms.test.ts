import { describe, expect, it } from "vitest";
import type { Locator } from "playwright-core";
import { saveScreenshot } from "./browser";
import { seriousViolations } from "./phone";
import { tableFromLanding, useBrowserHarness } from "./harness";
import { choose, rendered, stage, staging, toPlacement } from "./boardDriver";
import { cardSpaceName, trickName } from "../../client/ui/actionText";
import { legalActions, type Action } from "../../shared/engine";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";

type SetUp = Extract<Action, { type: "setUpTrick" }>;

// The side panel's Place and Set Up forms after the playtest of 2026-11-27 (UI defects 4, 5 and 8): they offer what
// the engine allows for the pick made, name slots apart, and warn as the board does.

/** The words of a select's options, without its "— Field —" placeholder. */
async function optionTexts(select: Locator): Promise<string[]> {
  return (await select.locator("option").allInnerTexts()).filter((t) => !t.startsWith("—"));
}

describe("the side panel's forms", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("Place: the chosen character's slots only, named apart; a Magician onto an empty stage is warned as on the board", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "theater", apprentice1: "workshop" });
    const place = page.locator('#actions .action-group[data-type="place"]');
    await place.waitFor();
    const select = (field: string) => place.locator(`select[name="${field}"]`);
    await select("character").selectOption(JSON.stringify("apprentice1"));
    const workshop = await optionTexts(select("slot"));
    expect(workshop.length).toBeGreaterThan(0);
    expect(workshop.every((t) => t.startsWith("Workshop slot"))).toBe(true);
    await select("character").selectOption(JSON.stringify("magician"));
    const theater = await optionTexts(select("slot"));
    expect(theater).toContain("Friday backstage, left (+0 AP)");
    expect(theater).toContain("Friday backstage, right (+0 AP)");
    expect(theater.some((t) => t.startsWith("Workshop"))).toBe(false);
    expect(new Set(theater).size).toBe(theater.length);
    await saveScreenshot(page, "form-place-slots");

    // The Magician onto Friday's stage with nothing set up: the board's warning, in the form.
    await select("slot").selectOption(JSON.stringify("theater-friday-stage"));
    await place.locator("button.action").click();
    const question = place.locator(".form-question");
    await question.waitFor();
    const words = await question.innerText();
    expect(words).toContain("Nothing to perform yet");
    expect(words).toContain("your Magician will not perform on Friday");
    expect(await question.locator("button").allInnerTexts()).toEqual(["Place the Magician anyway", "Cancel"]);
    expect(room.table.game!.players[0]!.characters.magician.slot).toBeNull();
    await saveScreenshot(page, "form-place-stage-warning");
    // Cancel: nothing placed, the form is back as it was.
    await question.locator("button", { hasText: "Cancel" }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(await select("slot").inputValue()).toBe(JSON.stringify("theater-friday-stage"));
    expect(room.table.game!.players[0]!.characters.magician.slot).toBeNull();
    // Asked again, the person goes anyway.
    await place.locator("button.action").click();
    await place.locator(".form-question button", { hasText: "Place the Magician anyway" }).click();
    await expect.poll(() => room.table.game!.players[0]!.characters.magician.slot).toBe("theater-friday-stage");
    await page.close();
  });

  it("Set Up: the chosen card's spaces only, and no link rewards where no link forms", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "theater" });
    // Two cards whose spaces differ (Riverside Theater I: a column of three; II: an L of three).
    await rendered(page, () =>
      stage(room, (s) => ({
        ...s,
        theaterCards: [{ id: "P01", markers: {} }, { id: "P02", markers: {} }, null],
      })),
    );
    const place = page.locator('#actions .action-group[data-type="place"]');
    await place.waitFor();
    await place.locator('select[name="slot"]').selectOption(JSON.stringify("theater-thursday-1"));
    await place.locator("button.action").click();
    await expect.poll(() => room.table.game!.placement?.slot).toBe("theater-thursday-1");
    const setUp = page.locator('#actions .action-group[data-type="setUpTrick"]');
    await setUp.waitFor();
    const game = room.table.game!;
    const card = 1;
    await setUp.locator('select[name="card"]').selectOption(String(card));
    // Only that card's spaces, as the engine offers them; every card's together would be more.
    const legal = legalActions(game, 0).filter((a): a is SetUp => a.type === "setUpTrick");
    const own = [...new Set(legal.filter((a) => a.card === card).map((a) => cardSpaceName(a.slot)))];
    const every = new Set(legal.map((a) => cardSpaceName(a.slot)));
    expect(every.size, "the cards differ in their spaces").toBeGreaterThan(own.length);
    expect((await optionTexts(setUp.locator('select[name="slot"]'))).sort()).toEqual(own.sort());
    await setUp.locator('select[name="slot"]').selectOption({ index: 1 });
    // No marker on the card yet: no link can form, so no reward is asked.
    expect(await setUp.locator('select[name="rewards"]').isVisible()).toBe(false);
    await saveScreenshot(page, "form-setup-spaces");

    // Bot 2's Escape marker on card 2's right space, its own corner pointing left into the link circle: an Optical
    // marker beside it (own corner up, so its right corner is Escape) makes a link, and only then are the link
    // rewards asked, with Fame or coins only.
    const bot = room.table.game!.players[1]!.tricks[0]!;
    await rendered(page, () =>
      stage(room, (s) => ({
        ...s,
        theaterCards: s.theaterCards.map((c, i) =>
          i === 1 && c
            ? { ...c, markers: { "1.1": { seat: 1, trick: bot.id, symbol: bot.symbol, facing: "left" as const } } }
            : c,
        ),
      })),
    );
    const linking = legalActions(room.table.game!, 0).find(
      (a): a is SetUp => a.type === "setUpTrick" && a.rewards.length === 1,
    );
    expect(linking, "a set-up that makes a link").toBeDefined();
    const form = page.locator('#actions .action-group[data-type="setUpTrick"]');
    for (const field of ["card", "slot", "facing"] as const)
      await form.locator(`select[name="${field}"]`).selectOption(JSON.stringify(linking![field]));
    const rewards = form.locator('select[name="rewards"]');
    await expect.poll(() => rewards.isVisible()).toBe(true);
    expect(await optionTexts(rewards)).toEqual(["Fame", "coins"]);
    await rewards.selectOption(JSON.stringify(["fame"]));
    await saveScreenshot(page, "form-setup-link-rewards");
    const fame = room.table.game!.players[0]!.fame;
    await form.locator("button.action").click();
    await expect.poll(() => room.table.game!.players[0]!.fame).toBeGreaterThan(fame);
    await page.close();
  });

  it("Place on a phone: the same warning in the My workshop tab's form", { timeout: 300_000 }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "theater" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#table-tabs button[data-tab='workshop']").click();
    const place = page.locator('#actions .action-group[data-type="place"]');
    await place.waitFor();
    await place.locator('select[name="slot"]').selectOption(JSON.stringify("theater-saturday-stage"));
    await place.locator("button.action").click();
    const question = place.locator(".form-question");
    await question.waitFor();
    expect(await question.innerText()).toContain("your Magician will not perform on Saturday");
    await question.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "form-place-stage-warning-phone");
    await question.locator("button", { hasText: "Place the Magician anyway" }).click();
    // Her only planned character: the turn goes on at once, so the log says where the Magician went.
    await expect
      .poll(() => page.locator("#log").textContent(), { timeout: 30_000 })
      .toContain("Anna placed their Magician on Saturday stage");
    await page.close();
  });

  it("a Magician onto Saturday while Bot 2's Magician on Friday may perform her only marked card: warned, board and form (playtest 7, defect 3)", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await page.setViewportSize({ width: 1536, height: 864 });
    await toPlacement(page, room, { magician: "theater" });
    // Bot 2's Magician already on Friday's stage; card 1 holds a marker of each; no other card holds hers.
    await rendered(page, () =>
      staging(room, async (_act, set) => {
        set((g) => {
          const [anna, bot] = [g.players[0]!, g.players[1]!];
          const card = g.theaterCards[0]!;
          const [a, b] = PERFORMANCE_BY_ID[card.id].slots;
          const mark = (seat: number, t: { id: string; symbol: string }, facing: "down" | "up") =>
            ({ seat, trick: t.id, symbol: t.symbol, facing }) as never;
          const magician = { status: "team", card: "theater", slot: "theater-friday-stage", inactive: false } as const;
          return {
            ...g,
            players: g.players.map((p) =>
              p.seat === 1
                ? { ...p, characters: { ...p.characters, magician: { ...p.characters.magician, ...magician } } }
                : p,
            ),
            theaterCards: g.theaterCards.map((c, i) =>
              i === 0
                ? {
                    ...card,
                    markers: { [a!.id]: mark(1, bot.tricks[0]!, "down"), [b!.id]: mark(0, anna.tricks[0]!, "up") },
                  }
                : c && { ...c, markers: {} },
            ),
          };
        });
      }),
    );
    const expected = [
      "An earlier show may take your tricks",
      "Bot 2's Magician is on Friday, before yours: if Bot 2 performs Card 1 (",
      "Your Saturday show may then have nothing to perform.",
    ];
    // The board: the stage asks first, with the same two ways out as the empty-stage warning.
    await page.waitForFunction(() => (window as any).trickerionBoard.litSlots().includes("theater-saturday-stage"));
    const stagePoint = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("theater-saturday-stage"));
    await page.mouse.click(stagePoint.x, stagePoint.y);
    await page.waitForSelector(".piece-menu:not([hidden])");
    const onBoard = await page.locator(".piece-menu").innerText();
    for (const words of expected) expect(onBoard).toContain(words);
    expect(await page.locator(".piece-menu button").allInnerTexts()).toEqual(["Place the Magician anyway", "Cancel"]);
    await saveScreenshot(page, "board-earlier-show-warning");
    await page.locator(".piece-menu .menu-close", { hasText: "Cancel" }).click();
    await page.waitForSelector(".piece-menu", { state: "hidden" });
    // Closed, the pop-over holds no buttons: its hidden copy of "Place the Magician anyway" is what a script waiting
    // for the next pop-over found at once, and what Playwright then called hidden at a phone's width.
    expect(await page.locator(".piece-menu button").count()).toBe(0);
    expect(room.table.game!.players[0]!.characters.magician.slot).toBeNull();

    // The side panel's Place form asks the same.
    const place = page.locator('#actions .action-group[data-type="place"]');
    await place.locator('select[name="slot"]').selectOption(JSON.stringify("theater-saturday-stage"));
    await place.locator("button.action").click();
    const question = place.locator(".form-question");
    await question.waitFor();
    const inForm = await question.innerText();
    for (const words of expected) expect(inForm).toContain(words);
    await saveScreenshot(page, "form-earlier-show-warning");
    await question.locator("button", { hasText: "Cancel" }).click();
    await expect.poll(() => question.count()).toBe(0);

    // On a phone: the My workshop tab's form, then the board; she goes anyway.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#table-tabs button[data-tab='workshop']").click();
    await place.locator("button.action").click();
    await question.waitFor();
    await question.scrollIntoViewIfNeeded();
    expect(await question.innerText()).toContain(expected[1]);
    await saveScreenshot(page, "form-earlier-show-warning-phone");
    await question.locator("button", { hasText: "Cancel" }).click();
    await page.locator("#table-tabs button[data-tab='board']").click();
    await page.waitForFunction(() => (window as any).trickerionBoard.litSlots().includes("theater-saturday-stage"));
    // Tapped where it rests: the Board tab's camera goes to where the game is for her, and a point read while it
    // moved was a point of the board's previous place.
    const slotAt = () => page.evaluate(() => (window as any).trickerionBoard.slotPoint("theater-saturday-stage"));
    let phonePoint = await slotAt();
    for (let i = 0; i < 50; i++) {
      await page.waitForTimeout(200);
      const again = await slotAt();
      if (again.x === phonePoint.x && again.y === phonePoint.y) break;
      phonePoint = again;
    }
    await page.mouse.click(phonePoint.x, phonePoint.y);
    // The same question on the phone's board, with the same way on: its button clicked as any other.
    const anyway = page.locator(".piece-menu button", { hasText: "Place the Magician anyway" });
    await anyway.waitFor();
    expect(await page.locator(".piece-menu").textContent()).toContain(expected[2]);
    const box = (await anyway.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= 390 && box.y >= 0 && box.y + box.height <= 844).toBe(true);
    // Nothing in the open pop-over is hidden from assistive tools either.
    expect(await seriousViolations(page)).toEqual([]);
    await saveScreenshot(page, "board-earlier-show-warning-phone");
    await anyway.click();
    // Her only planned character: the shows and End Turn may follow at once, so the log says where she went.
    await expect
      .poll(() => page.locator("#log").textContent(), { timeout: 30_000 })
      .toContain("Anna placed their Magician on Saturday stage");
    await page.close();
  });

  it("greys Set Up Trick with the real block: the trick's marker already on the only card (playtest 6, defect 7)", {
    timeout: 180_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await page.setViewportSize({ width: 1536, height: 864 });
    await toPlacement(page, room, { magician: "theater" });
    await rendered(page, () =>
      staging(room, async (act, set) => {
        await act(0, { type: "place", character: "magician", slot: "theater-friday-1" });
        // One prepared trick with one marker left; its other marker already on card 1, whose other spaces are free.
        set((g) => {
          const me = g.players[0]!;
          const trick = me.tricks[0]!;
          const card = g.theaterCards[0]!;
          const players = g.players.map((p) => (p.seat === 0 ? { ...p, tricks: [{ ...trick, markers: 1 }] } : p));
          const marker = { seat: 0, trick: trick.id, symbol: trick.symbol, facing: "down" as const };
          return {
            ...g,
            players,
            theaterCards: g.theaterCards.map((c, i) =>
              i === 0 ? { ...card, markers: { [PERFORMANCE_BY_ID[card.id].slots[0]!.id]: marker } } : null,
            ),
          };
        });
      }),
    );
    const group = page.locator('#actions .action-group[data-type="setUpTrick"]');
    await group.waitFor();
    const trick = trickName(room.table.game!.players[0]!.tricks[0]!.id);
    await expect.poll(() => group.locator(".reason").textContent()).toContain(trick);
    expect(await group.locator("button.action").isDisabled()).toBe(true);
    expect(await group.locator(".reason").textContent()).not.toMatch(/taken/i);
    await saveScreenshot(page, "side-forms-setup-refused");
  });
});
