import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot, legalActions, type Action, type GameState } from "../../shared/engine";
import { openAlleyTableWithBot } from "./alleyTable";
import { saveScreenshot } from "./browser";
import { openPiece, pieces, serverAct, stage } from "./boardDriver";
import { useBrowserHarness } from "./harness";
import { horizontalOverflow, openPhone } from "./phone";
import { andWait, waitForTurn } from "./uiPlayer";

// Issue 29 item 3: the setup's magician, starting trick and starting components, and Buying Time's swap, are chosen
// on cards that show what is chosen (no drop-downs): by mouse and keyboard at 1536×864 in English, by touch at
// 390×844 in Spanish. Each card is an engine legal action or says why not; Confirm says what it will do.

const group = (page: Page, type: string) => page.locator(`#actions .action-group[data-type="${type}"]`);

/** Waits for this page's next setup step and says which it is. */
async function nextStep(page: Page): Promise<string> {
  await waitForTurn(page);
  return (await page.locator("#actions .action-group").first().getAttribute("data-type")) ?? "";
}

/** The End Turn summary the staging leaves open closes, as a person would close it, before a screenshot. */
async function closeSummary(page: Page): Promise<void> {
  const summary = page.locator(".turn-summary button");
  await summary.waitFor({ state: "visible", timeout: 5_000 }).catch(() => undefined);
  if (await summary.isVisible()) await summary.click();
  await expect.poll(() => summary.isVisible()).toBe(false);
}

/** The bot of seat 1 has The Great Optico (staged), so two Optical magicians are refused to seat 0 with a reason. */
async function opticoTaken(room: TrickerionRoom): Promise<void> {
  await stage(room, (g) => ({ ...g, players: g.players.map((p) => (p.seat === 1 ? { ...p, magician: "M02" } : p)) }));
}

/**
 * After the setup, seat 0 puts a character on a Theater slot (everything else as the greedy bot would), then holds
 * Buying Time used as its effect after a set-up (staged: the test is about the swap's choice, not about drawing it).
 */
async function stageBuyingTime(room: TrickerionRoom): Promise<void> {
  let last = "";
  let planned = -1;
  for (let i = 0; i < 3000; i++) {
    const g = room.table.game!;
    if (g.placement?.seat === 0 && g.placement.slot.startsWith("theater")) break;
    if (!activeSeats(g).includes(0)) {
      await new Promise((r) => setTimeout(r, 20));
      continue;
    }
    const legal = legalActions(g, 0);
    const toTheater = legal.find((a) => a.type === "place" && a.slot.startsWith("theater"));
    // A Theater card once per turn (the greedy plan may move it; planning it again would go round in circles).
    const plan = planned === g.turn ? undefined : legal.find((a) => a.type === "assign" && a.location === "theater");
    if (plan) planned = g.turn;
    const a: Action | null = toTheater ?? plan ?? greedyBot(g, 0);
    if (a) await serverAct(room, 0, a).catch((e) => (last = String(e)));
  }
  const g = room.table.game!;
  if (!(g.placement?.seat === 0 && g.placement.slot.startsWith("theater")))
    throw new Error(
      `never at the Theater (${g.phase}, turn ${g.turn}, acting ${activeSeats(g)}, seat 1 ${JSON.stringify(g.players[1]?.characters)}; ${last})`,
    );
  await stage(room, (s: GameState) => ({
    ...s,
    alley: { ...s.alley!, special: { id: "A10", use: "effect", progress: "setUp" } },
  }));
}

describe("choices on cards", () => {
  const harness = useBrowserHarness({ seed: 20261127 });

  it("1536×864, mouse and keyboard: magician, components, trick and Buying Time on cards", {
    timeout: 400_000,
  }, async () => {
    const page = await harness.browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    const room = await openAlleyTableWithBot(page, harness.server);
    await opticoTaken(room);
    const me = () => room.table.game!.players[0]!;

    // 1. The magician: eight cards over the board, each with its speciality and ability in full.
    expect(await nextStep(page)).toBe("chooseMagician");
    const magicians = group(page, "chooseMagician");
    const sheet = magicians.locator(".choice-sheet");
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const box = (await sheet.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1536 - 320); // over the board, not the side panel
    expect(await magicians.locator(".choice-card").count()).toBe(8);
    const mechaniker = magicians.getByRole("button", { name: "The Mechaniker", exact: true });
    await expect(mechaniker.textContent()).resolves.toContain("Once per turn, +1 AP to an Apprentice");
    await expect(mechaniker.textContent()).resolves.toContain("Speciality: Mechanical");
    await expect(magicians.locator(".choice-card", { hasText: "Priestess" }).textContent()).resolves.toContain(
      "How this table reads it: ",
    );
    // No open-question number or rules section on any card (playtest of 2026-11-27).
    await expect(page.locator(".choice-sheet").first().textContent()).resolves.not.toMatch(/OQ-|§|RULES/);
    expect(await magicians.locator("svg.emblem").count()).toBe(8);
    await saveScreenshot(page, "choice-magician-desktop");
    // The Optical magicians are taken: each says why, and a click on it changes nothing but says why again.
    const gentleman = magicians.locator(".choice-card", { hasText: "The Gentleman" });
    expect(await gentleman.getAttribute("aria-disabled")).toBe("true");
    await expect(gentleman.locator(".choice-why").textContent()).resolves.toBe(
      "Another player's magician has this favourite category",
    );
    // (Playwright calls an aria-disabled button "not enabled"; the browser still takes a person's click on it.)
    await gentleman.click({ force: true });
    await expect(magicians.locator(".choice-status").textContent()).resolves.toMatch(/favourite category/);
    expect(await magicians.locator("button.action").isDisabled()).toBe(true);
    expect(me().magician).toBeNull();
    // Look at the board, then bring the cards back.
    await magicians.getByRole("button", { name: "Look at the board" }).click();
    expect(await sheet.isVisible()).toBe(false);
    await magicians.getByRole("button", { name: "Show the cards" }).click();
    expect(await sheet.isVisible()).toBe(true);
    // Keyboard: the card takes focus and Enter picks it; Confirm names the choice.
    await mechaniker.focus();
    await page.keyboard.press("Enter");
    expect(await mechaniker.getAttribute("aria-pressed")).toBe("true");
    const confirm = magicians.locator("button.action");
    await expect(confirm.textContent()).resolves.toBe("Choose The Mechaniker");
    await saveScreenshot(page, "choice-magician-picked-desktop");
    await andWait(page, () => confirm.click());
    await expect.poll(() => me().magician).toBe("M04");

    // 2. The starting components: pieces tapped onto the pile within 2 coins; too dear says why.
    expect(await nextStep(page)).toBe("chooseComponents");
    const comps = group(page, "chooseComponents");
    await expect(comps.locator("button.action").textContent()).resolves.toBe("Take no components");
    // The starting tricks coming next, with what each needs: a trick starts prepared when its pieces are held
    // (RULES §4.3.8); a playtester chose components before seeing what the tricks needed (playtest 8).
    await expect(comps.locator(".choice-note").nth(1).textContent()).resolves.toMatch(
      /^Next you choose your starting trick among these, and it starts prepared if you hold the pieces it needs: .+ \(.+\)/,
    );
    expect(await comps.locator("svg.component-icon").count()).toBe(8);
    const wood = comps.getByRole("button", { name: "Wood, 1 coin" });
    await wood.click();
    await wood.click();
    await expect(comps.locator("button.action").textContent()).resolves.toBe(
      "Take Wood ×2 · 0 coins left to spend (of 2)",
    );
    await comps.getByRole("button", { name: "Rope, 2 coins" }).click();
    await expect(comps.locator(".choice-status").textContent()).resolves.toBe(
      "Rope costs 2 coins: you have 0 coins left to spend",
    );
    await saveScreenshot(page, "choice-components-desktop");
    await comps.getByRole("button", { name: "Start again" }).click();
    await comps.getByRole("button", { name: "Rope, 2 coins" }).click();
    const before = me().components.rope ?? 0;
    await andWait(page, () => comps.getByRole("button", { name: /^Take Rope/ }).click());
    await expect.poll(() => me().components.rope ?? 0).toBe(before + 1);

    // 3. The starting trick: Mechanical tricks, each with what it needs and what it yields.
    expect(await nextStep(page)).toBe("chooseTrick");
    const tricks = group(page, "chooseTrick");
    const offered = legalActions(room.table.game!, 0).filter((a) => a.type === "chooseTrick");
    expect(await tricks.locator(".choice-card").count()).toBe(offered.length);
    expect(await tricks.locator(".choice-band").allTextContents()).toEqual(offered.map(() => "Mechanical"));
    await expect(tricks.locator(".choice-card").first().textContent()).resolves.toMatch(
      /Each marker performed\d+ (Fame|coins?|Shards?)/,
    );
    expect(await tricks.locator(".component-chip").count()).toBeGreaterThan(0);
    const first = tricks.locator(".choice-card").first();
    const trickName = (await first.getAttribute("aria-label"))!;
    await first.click();
    await saveScreenshot(page, "choice-trick-desktop");
    await andWait(page, () => tricks.getByRole("button", { name: `Take ${trickName}` }).click());
    await expect.poll(() => me().tricks.length).toBe(1);

    // 4. The specialist: the Manager brings pieces, tapped on below its card; before it is chosen, they say why not.
    expect(await nextStep(page)).toBe("chooseSpecialist");
    const specs = group(page, "chooseSpecialist");
    await expect(specs.getByRole("button", { name: "Assistant", exact: true }).textContent()).resolves.toContain(
      "never needs a wage",
    );
    await specs.getByRole("button", { name: "Glass, 1 coin" }).click();
    await expect(specs.locator(".choice-status").textContent()).resolves.toBe(
      "Only the Manager brings components: choose the Manager first",
    );
    await specs.getByRole("button", { name: "Manager", exact: true }).click();
    await specs.getByRole("button", { name: "Glass, 1 coin" }).click();
    await expect(specs.locator("button.action").textContent()).resolves.toBe(
      "Take the Manager with Glass · 1 coin left to spend (of 2)",
    );
    await saveScreenshot(page, "choice-specialist-desktop");
    await andWait(page, () => specs.locator("button.action").click());
    await expect.poll(() => me().characters.manager.status).toBe("team");
    expect(me().components.glass ?? 0).toBeGreaterThan(0);

    // 5. Buying Time: the floor card's pop-over opens the cards of the Theater; two taps and Confirm swap them.
    await stageBuyingTime(room);
    await page.keyboard.press("Escape");
    const cardsBefore = room.table.game!.theaterCards.map((c) => c?.id ?? null);
    const coins = me().coins;
    await expect.poll(() => pieces(page), { timeout: 15_000 }).toContain("alley:floor");
    await openPiece(page, "alley:floor");
    // The pop-over offers the cards (a change of the page, not of the game: nothing is sent yet).
    await page.locator(".piece-menu .menu-item", { hasText: "Choose the two cards to swap…" }).click();
    const swap = group(page, "buyingTime");
    await expect.poll(() => swap.locator(".choice-sheet").isVisible()).toBe(true);
    expect(await swap.locator("select").count()).toBe(0);
    await closeSummary(page);
    await swap.locator(".choice-card").nth(0).click();
    await expect(swap.locator("button.action").textContent()).resolves.toBe("Choose one more card");
    await swap.locator(".choice-card").nth(2).click();
    await expect(swap.locator("button.action").textContent()).resolves.toBe("Swap card 1 and card 3 (+3 coins)");
    await saveScreenshot(page, "choice-swap-desktop");
    await andWait(page, () => swap.locator("button.action").click());
    await expect.poll(() => room.table.game!.theaterCards[0]?.id).toBe(cardsBefore[2]);
    expect(room.table.game!.theaterCards[2]?.id).toBe(cardsBefore[0]);
    expect(me().coins).toBe(coins + 3);
    await page.close();
  });

  it("390×844, touch, in Spanish: the cards wrap, a tap chooses, Confirm is in reach", {
    timeout: 400_000,
  }, async () => {
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      const room = await openAlleyTableWithBot(page, harness.server);
      await page.locator("#language").selectOption("es");
      await opticoTaken(room);
      const me = () => room.table.game!.players[0]!;

      expect(await nextStep(page)).toBe("chooseMagician");
      if ((await page.getAttribute("body", "data-tab")) !== "workshop")
        await page.locator('#table-tabs button[data-tab="workshop"]').tap();
      const magicians = group(page, "chooseMagician");
      await expect.poll(() => magicians.locator(".choice-sheet").isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      const electra = magicians.getByRole("button", { name: "Electra", exact: true });
      await expect(electra.textContent()).resolves.toContain("Especialidad: Mecánico");
      await expect(electra.textContent()).resolves.toContain("Cómo lo lee esta mesa: ");
      await expect(magicians.textContent()).resolves.not.toMatch(/OQ-|§|REGLAS/);
      const gentleman = magicians.locator(".choice-card", { hasText: "El Caballero" });
      await gentleman.scrollIntoViewIfNeeded();
      await gentleman.tap({ force: true });
      await expect(magicians.locator(".choice-status").textContent()).resolves.toMatch(/categoría favorita/);
      await saveScreenshot(page, "choice-magician-phone");
      await electra.scrollIntoViewIfNeeded();
      await electra.tap();
      const confirm = magicians.locator("button.action");
      await confirm.scrollIntoViewIfNeeded();
      await expect(confirm.textContent()).resolves.toBe("Elegir a Electra");
      await saveScreenshot(page, "choice-magician-picked-phone");
      await andWait(page, () => confirm.tap());
      await expect.poll(() => me().magician).toBe("M08");

      expect(await nextStep(page)).toBe("chooseComponents");
      const comps = group(page, "chooseComponents");
      await comps.getByRole("button", { name: "Madera, 1 moneda" }).tap();
      await comps.getByRole("button", { name: "Metal, 1 moneda" }).tap();
      await comps.getByRole("button", { name: "Cristal, 1 moneda" }).tap();
      await expect(comps.locator(".choice-status").textContent()).resolves.toBe(
        "Cristal cuesta 1 moneda: te quedan 0 monedas",
      );
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, "choice-components-phone");
      const take = comps.locator("button.action");
      await take.scrollIntoViewIfNeeded();
      await andWait(page, () => take.tap());
      await expect.poll(() => [me().components.wood ?? 0, me().components.metal ?? 0]).toEqual([1, 1]);

      expect(await nextStep(page)).toBe("chooseTrick");
      const tricks = group(page, "chooseTrick");
      const last = tricks.locator(".choice-card").last();
      await last.scrollIntoViewIfNeeded();
      await last.tap();
      await saveScreenshot(page, "choice-trick-phone");
      const takeTrick = tricks.locator("button.action");
      await takeTrick.scrollIntoViewIfNeeded();
      await expect(takeTrick.textContent()).resolves.toMatch(/^Tomar /);
      await andWait(page, () => takeTrick.tap());
      await expect.poll(() => me().tricks.length).toBe(1);

      // The Assistant, by a tap; then Buying Time from the panel's button, on the My workshop tab.
      expect(await nextStep(page)).toBe("chooseSpecialist");
      const specs = group(page, "chooseSpecialist");
      const assistant = specs.getByRole("button", { name: "Ayudante", exact: true });
      await assistant.scrollIntoViewIfNeeded();
      await assistant.tap();
      await saveScreenshot(page, "choice-specialist-phone");
      await andWait(page, () => specs.getByRole("button", { name: "Tomar el Ayudante" }).tap());
      await expect.poll(() => me().characters.assistant.status).toBe("team");
      await stageBuyingTime(room);
      const cardsBefore = room.table.game!.theaterCards.map((c) => c?.id ?? null);
      await page.locator('#table-tabs button[data-tab="workshop"]').tap();
      const swap = group(page, "buyingTime");
      await swap.getByRole("button", { name: "Elegir las dos cartas que intercambiar…" }).tap();
      await closeSummary(page);
      await swap.locator(".choice-card").nth(1).tap();
      await swap.locator(".choice-card").nth(0).tap();
      const go = swap.locator("button.action");
      await go.scrollIntoViewIfNeeded();
      await expect(go.textContent()).resolves.toBe("Intercambiar la carta 1 y la carta 2 (+3 monedas)");
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, "choice-swap-phone");
      await andWait(page, () => go.tap());
      await expect.poll(() => room.table.game!.theaterCards[0]?.id).toBe(cardsBefore[1]);
    } finally {
      await phone.close();
    }
  });
});
