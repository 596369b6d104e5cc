import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { tableFromLanding, useBrowserHarness } from "./harness";
import { openPiece, rendered, serverAct, toPlacement } from "./boardDriver";
import { legalActions } from "../../shared/engine";

// Playtest 7 (a newcomer), defects 1, 8 and 12: Return Component sits folded at the panel's end, says what it does
// and asks with the component named; the log keeps it under Advertise; Done with this character asks before
// losing AP that could still buy an action.

const held = (room: TrickerionRoom): number =>
  Object.values(room.table.game!.players[0]!.components).reduce((n, c) => n + (c ?? 0), 0);

describe("the side panel's losses", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("Return Component: folded at the end, explained, confirmed with the component named; told under Advertise", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    expect(room.table.game!.phase).toBe("advertise");
    const fold = page.locator("#actions > details.make-room");
    await fold.waitFor();
    // The phase's choices first, the fold last, and folded: no "Return a component" button among them.
    expect(await page.locator("#actions > :last-child").evaluate((el) => el.classList.contains("make-room"))).toBe(
      true,
    );
    const group = fold.locator('.action-group[data-type="returnComponent"]');
    expect(await group.isVisible()).toBe(false);
    expect(await fold.locator("summary").innerText()).toBe("Make room: return components ›");
    await saveScreenshot(page, "panel-make-room-folded");

    await fold.locator("summary").click();
    expect(await fold.locator(".note").innerText()).toContain("a component returned to the supply is lost");
    const select = group.locator("select");
    if (await select.count()) await select.selectOption({ index: 1 });
    const before = held(room);
    await group.locator("button.action").click();
    const question = group.locator(".form-question");
    await question.waitFor();
    const title = await question.locator("h4").innerText();
    expect(title).toMatch(/^Return 1 \S+ to the supply\? You lose it\.$/);
    const component = /^Return 1 (\S+)/.exec(title)![1]!;
    expect(await question.locator("button").allInnerTexts()).toEqual([`Return 1 ${component}`, "Cancel"]);
    await saveScreenshot(page, "panel-make-room-question");
    await question.locator("button", { hasText: "Cancel" }).click();
    await expect.poll(() => question.count()).toBe(0);
    expect(held(room)).toBe(before);

    await group.locator("button.action").click();
    await group.locator(".form-question button", { hasText: `Return 1 ${component}` }).click();
    await expect.poll(() => held(room)).toBe(before - 1);
    // The log: the return is told under Advertise, with no "Placement" header in the middle of Advertise.
    await expect.poll(() => page.locator("#log").innerText()).toContain(`returned 1 ${component} to the supply`);
    const headings = await page.locator("#log .log-heading").allInnerTexts();
    expect(headings.filter((h) => h.includes("Placement"))).toEqual([]);
    expect(headings.filter((h) => h === "Turn 1 · Advertise")).toHaveLength(1);
    await page.close();
  });

  it("Done with this character asks while its AP could still buy an action, and Keep acting keeps them", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "downtown" });
    const place = legalActions(room.table.game!, 0).find(
      (a) => a.type === "place" && a.character === "magician" && a.slot.startsWith("downtown"),
    )!;
    await rendered(page, () => serverAct(room, 0, place));
    const done = page.locator('#actions .action-group[data-type="endPlacement"]');
    await done.waitFor();
    const ap = room.table.game!.placement!.ap;
    expect(ap).toBeGreaterThan(0);
    await done.locator("button.action").click();
    const question = done.locator(".form-question");
    await question.waitFor();
    expect(await question.locator("h4").innerText()).toBe(
      `Magician still has ${ap} AP. End its actions and lose ${ap === 1 ? "it" : "them"}?`,
    );
    expect(await question.locator("button").allInnerTexts()).toEqual([`End and lose ${ap} AP`, "Keep acting"]);
    await saveScreenshot(page, "panel-done-question");
    await question.locator("button", { hasText: "Keep acting" }).click();
    expect(room.table.game!.placement?.character).toBe("magician");
    // The board's pop-over at the acting character asks the same, and its answer ends the placement.
    await openPiece(page, `slot:${place.type === "place" ? place.slot : ""}`);
    await page.locator(".piece-menu .menu-item", { hasText: "Done with this character" }).click();
    const menu = page.locator(".piece-menu:not([hidden])");
    expect(await menu.locator("h4").innerText()).toBe(
      `Magician still has ${ap} AP. End its actions and lose ${ap === 1 ? "it" : "them"}?`,
    );
    expect(room.table.game!.placement?.character).toBe("magician");
    await saveScreenshot(page, "board-done-question");
    await menu.locator(".menu-item", { hasText: `End and lose ${ap} AP` }).click();
    await expect.poll(() => room.table.game!.placement?.character ?? null).not.toBe("magician");
    await page.close();
  });

  it("on a phone, in Spanish: the fold and the question in the My workshop tab", { timeout: 300_000 }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#language").selectOption("es");
    await page.locator("#table-tabs button[data-tab='workshop']").click();
    const fold = page.locator("#actions > details.make-room");
    await fold.waitFor();
    expect(await fold.locator("summary").innerText()).toBe("Hacer sitio: devolver componentes ›");
    await fold.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "panel-make-room-phone-es");
    await fold.locator("summary").click();
    const group = fold.locator('.action-group[data-type="returnComponent"]');
    const select = group.locator("select");
    if (await select.count()) await select.selectOption({ index: 1 });
    await group.locator("button.action").click();
    const question = group.locator(".form-question");
    await question.waitFor();
    expect(await question.locator("h4").innerText()).toMatch(/^¿Devolver 1 \S+ a la reserva\? Se pierde\.$/);
    await question.scrollIntoViewIfNeeded();
    await saveScreenshot(page, "panel-make-room-question-phone-es");
    expect(room.table.game!.phase).not.toBe("gameOver");
    await page.close();
  });

  it("Order: a type already in stock is offered but marked, on the board and in the form (OQ-12)", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "market_row" });
    const place = legalActions(room.table.game!, 0).find(
      (a) => a.type === "place" && a.character === "magician" && a.slot.startsWith("market"),
    )!;
    await rendered(page, () => serverAct(room, 0, place));
    await page.waitForSelector("body[data-board-ready=true]");
    await openPiece(page, "market:order:0");
    const items = await page.locator(".piece-menu .menu-item").allInnerTexts();
    const marked = items.filter((t) => t.includes("(already in stock: brings no new type)"));
    // The four stocked types are marked, the other types are not.
    expect(marked).toHaveLength(room.table.game!.market.buy.filter(Boolean).length);
    expect(items.length).toBeGreaterThan(marked.length);
    // Listed after the types that bring something new.
    expect(items.slice(-marked.length)).toEqual(marked);
    await saveScreenshot(page, "order-menu-in-stock");
    await page.keyboard.press("Escape");
    const form = page.locator('#actions .action-group[data-type="order"]');
    const options = await form.locator('select[name="component"] option').allInnerTexts();
    expect(options.filter((t) => t.includes("(already in stock: brings no new type)"))).toHaveLength(marked.length);
    // On a phone, the same pop-over from the Board tab.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("#table-tabs button[data-tab='board']").click();
    await page.waitForSelector("body[data-board-ready=true]");
    await openPiece(page, "market:order:1");
    const phoneItems = await page.locator(".piece-menu .menu-item").allInnerTexts();
    expect(phoneItems.filter((t) => t.includes("already in stock"))).toHaveLength(marked.length);
    await saveScreenshot(page, "order-menu-in-stock-phone");
    await page.close();
  });
});
