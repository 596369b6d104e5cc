import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { greedyBot, scores, type GameState } from "../../shared/engine";
import { createTable, joinTable, playUntil } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone, seriousViolations } from "./phone";
import { openPiece, piecePoint, rendered, stage, staging } from "./boardDriver";
import { andWait } from "./uiPlayer";

// The rules one tap away, as a person reaches them: the top bar's Rules button and its search (English, then
// Spanish without accents), a refusal's "Rule ›" in a piece's pop-over, and a board tooltip's "Rule ›", each
// opening the reference at the right section; on a desktop (1536×864, mouse) and a phone (390×844, touch).

const reference = ".rules-reference[open]";

async function searchFor(page: Page, word: string, expected: string, shot: string): Promise<void> {
  await page.locator(`${reference} .rules-search`).fill(word);
  await expect.poll(() => page.locator(`${reference} #rule-${expected}`).isVisible()).toBe(true);
  // Sections without the word are hidden, and the count says how many matched.
  expect(await page.locator(`${reference} .rules-section:visible`).count()).toBeLessThan(
    await page.locator(`${reference} .rules-section`).count(),
  );
  expect(await page.locator(`${reference} .rules-count`).innerText()).toContain(word);
  await saveScreenshot(page, shot);
}

async function closeReference(page: Page): Promise<void> {
  await page.locator(`${reference} .rules-close`).click();
  await page.waitForSelector(reference, { state: "detached" }).catch(() => undefined);
  expect(await page.locator(reference).count()).toBe(0);
}

/** Anna against a bot, her Magician placed at Downtown's first slot with the first Bank die on X (Take Coins refused there). */
async function placedDowntown(page: Page, harness: ReturnType<typeof useBrowserHarness>): Promise<void> {
  await page.goto(harness.server.url);
  await page.fill("#player-name", "Anna");
  await page.getByLabel("Players").selectOption("2");
  await page.locator("#create-table").click();
  await page.getByRole("button", { name: "Add bot" }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.waitForSelector("body[data-board-ready=true]");
  const code = (await page.getByTestId("table-code").textContent())!.trim();
  const room = harness.server.colyseus.getRoomById<TrickerionRoom>(code);
  await rendered(page, () =>
    staging(room, async (act, set) => {
      while (room.table.game!.phase === "advertise")
        await act(room.table.game!.initiative[room.table.game!.cursor]!, { type: "skipAdvertise" });
      if (!room.table.game!.players[1]!.confirmed) await act(1, { type: "confirmAssignments" });
      await act(0, { type: "assign", character: "magician", location: "downtown" });
      await act(0, { type: "confirmAssignments" });
      set((s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
    }),
  );
  await rendered(page, () => stage(room, (s) => ({ ...s, dice: { ...s.dice, bank_A: "X", bank_B: 6 } })));
  await rendered(page, () =>
    staging(room, async (act) => void (await act(0, { type: "place", character: "magician", slot: "downtown-1" }))),
  );
  expect(room.table.game!.placement).toMatchObject({ seat: 0, slot: "downtown-1" });
}

describe("the rules reference", () => {
  const harness = useBrowserHarness({ seed: 4242, botDelayMs: 0 });

  it("desktop: the top bar's Rules and its search, a refusal's Rule ›, a tooltip's Rule ›", {
    timeout: 240_000,
  }, async () => {
    const page = await harness.browser.newPage();
    await page.goto(harness.server.url);
    // The reference is its own chunk: the landing page has not fetched it.
    const fetched: string[] = [];
    page.on("request", (r) => fetched.push(r.url()));
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType("resource").some((e) => e.name.includes("RulesReference")),
      ),
    ).toBe(false);
    await page.locator("#rules-open").click();
    await page.waitForSelector(reference);
    expect(fetched.some((u) => u.includes("RulesReference"))).toBe(true);
    await saveScreenshot(page, "rules-open-desktop");
    await searchFor(page, "wages", "end-turn", "rules-search-desktop");
    await closeReference(page);

    await placedDowntown(page, harness);
    // A refusal: Take Coins from a Bank die showing X. Its "Rule ›" opens Downtown's rules.
    await openPiece(page, "die:bank_A");
    const refused = page.locator(".piece-menu .menu-refused").first();
    await expect.poll(() => refused.isVisible()).toBe(true);
    await saveScreenshot(page, "rules-refusal-desktop");
    await refused.locator(".rule-link").click();
    await page.waitForSelector(`${reference} #rule-downtown.asked`);
    await expect.poll(() => page.locator(`${reference} #rule-downtown h4`).isVisible()).toBe(true);
    await saveScreenshot(page, "rules-from-refusal-desktop");
    await closeReference(page);
    await page.keyboard.press("Escape");

    // A tooltip: hover Anna's starting trick in her Workshop, move onto its "Rule ›" and click it.
    const slot = await piecePoint(page, "trick:T01");
    await page.mouse.move(slot.x - 1, slot.y - 1);
    await page.mouse.move(slot.x, slot.y);
    const link = page.locator("#board .tooltip:not([hidden]) .rule-link");
    await link.waitFor();
    expect(await link.getAttribute("data-rule")).toBe("workshop");
    await saveScreenshot(page, "rules-tooltip-desktop");
    await link.click();
    await page.waitForSelector(`${reference} #rule-workshop.asked`);
    await saveScreenshot(page, "rules-from-tooltip-desktop");
    await closeReference(page);
    await page.close();
  });

  it("phone: Spanish search without accents, a refusal's and a long-pressed tooltip's Regla ›", {
    timeout: 240_000,
  }, async () => {
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      await page.goto(harness.server.url);
      await page.locator(".language-picker select").selectOption("es");
      await page.locator("#rules-open").tap();
      await page.waitForSelector(reference);
      expect(await page.locator(`${reference} h2`).innerText()).toBe("Reglamento de consulta");
      await searchFor(page, "salario", "end-turn", "rules-search-phone-es");
      // The dialog fits the phone: nothing wider than the screen; no serious accessibility problem in it.
      expect(
        await page.evaluate(() => document.querySelector(".rules-reference")!.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await page.locator(`${reference} .rules-close`).tap();
      await page.locator(".language-picker select").selectOption("en");

      await placedDowntown(page, harness);
      await openPiece(page, "die:bank_A");
      const refused = page.locator(".piece-menu .menu-refused").first();
      await expect.poll(() => refused.isVisible()).toBe(true);
      await refused.locator(".rule-link").tap();
      await page.waitForSelector(`${reference} #rule-downtown.asked`);
      await saveScreenshot(page, "rules-from-refusal-phone");
      await page.locator(`${reference} .rules-close`).tap();
      await page.keyboard.press("Escape");

      // A long press on a board piece pins its tooltip; its link takes the next tap.
      const cdp = await page.context().newCDPSession(page);
      const p = await piecePoint(page, "slot:downtown-1");
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: p.x, y: p.y }] });
      await new Promise((r) => setTimeout(r, 800));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      const link = page.locator("#board .tooltip:not([hidden]) .rule-link");
      await link.waitFor();
      await saveScreenshot(page, "rules-tooltip-phone");
      await andWait(page, () => link.tap()).catch(() => undefined);
      await page.waitForSelector(`${reference} #rule-downtown.asked`);
      await saveScreenshot(page, "rules-from-tooltip-phone");
    } finally {
      await phone.close();
    }
  });
});

describe("the look back at a finished game", () => {
  const harness = useBrowserHarness();

  it("game over and the replay viewer show where each player's Fame came from, adding up to the final scores", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const ben = await joinTable(server, anna.room.roomId, { name: "Ben" });
    const code = anna.room.roomId;
    await anna.room.request("start");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await playUntil(
      room,
      new Map([
        [0, anna],
        [1, ben],
      ]),
      () => false,
      "look-back",
      5_000,
      greedyBot,
    );
    const final = scores(room.table.game!);
    expect(final.over).toBe(true);

    // Every row of the look back ends with the player's final score (the last column is the total).
    const totals = async (page: Page): Promise<number[]> =>
      page
        .locator(".look-back-sources tbody tr")
        .evaluateAll((rows) => rows.map((r) => Number(r.lastElementChild!.textContent!.replace(/\D/g, ""))));

    const watch = await browser.newPage();
    await watch.goto(`${server.url}/watch/${code}`);
    await watch.waitForSelector("#scores [data-testid=look-back]");
    expect(await totals(watch)).toEqual(final.fame);
    expect(await watch.locator(".look-back-turns thead th").allInnerTexts()).toEqual([
      "Player",
      "Turn 1",
      "Turn 2",
      "Turn 3",
      "Turn 4",
      "Turn 5",
      "End",
    ]);
    await watch.locator("#scores [data-testid=look-back]").scrollIntoViewIfNeeded();
    await saveScreenshot(watch, "look-back-game-over");
    await watch.close();

    const page = await browser.newPage();
    await page.goto(`${server.url}/replay/${code}`);
    await page.waitForSelector("body[data-replay-step]");
    await page.locator(".replay-look-back > summary").click();
    expect(await totals(page)).toEqual(final.fame);
    // The loser's turns lost most to the winner are named, or it says they never fell behind.
    expect(await page.locator(".look-back-lost li").count()).toBeGreaterThan(0);
    await page.locator(".replay-look-back").scrollIntoViewIfNeeded();
    await saveScreenshot(page, "look-back-replay");
    await page.close();
  });
});
