// The rest of the table in Spanish (issue #14), beyond the whole game of spanish-game.test.ts: the hot-seat curtain
// and turn banner, a Dark Alley table past turn 1 (planning hand, the alley, the orb's tooltip), a finished game's
// replay, and the phone table at 390×844. At each moment a screenshot is saved and the page's text, ARIA labels,
// titles and canvas texts are checked for English (languageCheck.ts); on the phone nothing may stick out sideways.
// Moves other than the one under test are staged on the server, to keep the file fast.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot, legalActions } from "../../shared/engine";
import { createTable, joinTable, playUntil } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { piecePoint, serverAct, tooltipAt } from "./boardDriver";
import { useBrowserHarness } from "./harness";
import { checkSpanish } from "./languageCheck";
import { horizontalOverflow, openPhone } from "./phone";

const SPANISH = (): void => localStorage.setItem("trickerion:language", "es");

/** Checks one moment for English and missing keys, after saving its screenshot. */
async function look(page: Page, moment: string, problems: string[]): Promise<void> {
  await saveScreenshot(page, `spanish-${moment}`);
  const report = await checkSpanish(page, moment);
  expect(report.read, moment).toBeGreaterThan(5);
  problems.push(...report.english, ...report.missing.map((k) => `${moment}: missing key ${k}`));
}

/** Visible elements that reach past the viewport's right edge or scroll sideways inside themselves. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    const name = (el: Element): string =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.classList.length ? `.${[...el.classList].join(".")}` : ""}`;
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      if (!el.offsetParent && getComputedStyle(el).position !== "fixed") continue;
      if (el.closest("#board, .sr-only")) continue; // the board pans and zooms in its own frame; screen-reader text is not drawn
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Cut off by the nearest parent that hides its overflow (text lost), or past the screen's edge.
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const ox = getComputedStyle(p).overflowX;
        if (ox === "hidden" || ox === "clip") {
          if (box.right > p.getBoundingClientRect().right + 1) out.push(`${name(el)} cut off by ${name(p)}`);
          break;
        }
      }
      if (box.right > width + 1) out.push(`${name(el)} right=${Math.round(box.right)}`);
      const ox = getComputedStyle(el).overflowX;
      if ((ox === "auto" || ox === "scroll") && el.scrollWidth > el.clientWidth + 1)
        out.push(`${name(el)} scrolls ${el.scrollWidth}>${el.clientWidth}`);
    }
    return out;
  });
}

describe("more of the table in Spanish", () => {
  const harness = useBrowserHarness({ seed: 20261123 });

  it("a hot-seat duel: the turn banner and the hand-off curtain", { timeout: 60_000 }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.addInitScript(SPANISH);
    const problems: string[] = [];
    await page.goto(server.url);
    const form = page.locator("#hotseat-form");
    await form.locator("input[name=seat0]").fill("Ana");
    await form.locator("input[name=seat1]").fill("Beto");
    await page.locator("#duel").click();
    await page.waitForSelector("#lobby li.mine");
    await page.getByRole("button", { name: "Empezar la partida" }).click();
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);

    await page.waitForSelector(".turn-banner");
    await look(page, "hotseat-banner", problems);
    expect(await page.locator(".turn-banner").textContent()).toMatch(/Ana|Beto/);
    // Both decline to advertise (staged): the curtain comes down for the first to plan.
    for (let i = 0; i < 4 && room.table.game!.phase === "advertise"; i++) {
      const seat = activeSeats(room.table.game!)[0]!;
      await serverAct(room, seat, { type: "skipAdvertise" });
    }
    await page.waitForSelector("#curtain");
    await look(page, "hotseat-curtain", problems);
    expect(await page.locator("#curtain h2").textContent()).toMatch(/Ana|Beto/);
    await page.locator("#curtain button").click();
    await page.waitForSelector("#actions .hand");
    await look(page, "hotseat-planning", problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a Dark Alley table at turn 2: the hand, the alley and the orb's tooltip", { timeout: 120_000 }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.addInitScript(SPANISH);
    const problems: string[] = [];
    await page.goto(server.url);
    await page.locator("#player-name").fill("Ana");
    await page.getByLabel("Jugadores").selectOption("2");
    await page.locator("#dark-alley").check();
    await page.getByRole("button", { name: "Nueva mesa" }).click();
    await page.getByRole("button", { name: "Añadir bot" }).first().click();
    await page.getByRole("button", { name: "Empezar la partida" }).click();
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.game!.alley).not.toBeNull();

    // Turn 1 and turn 2's first phases staged on the server: to turn 2's Assignment, seat 0 to plan.
    for (let i = 0; i < 3000; i++) {
      const g = room.table.game!;
      if (g.turn >= 2 && g.phase === "assignment" && activeSeats(g).includes(0)) break;
      if (g.phase === "gameOver") throw new Error("the game ended");
      const a = activeSeats(g).includes(0) ? greedyBot(g, 0) : null;
      if (a) await serverAct(room, 0, a).catch(() => undefined);
      else await new Promise((r) => setTimeout(r, 20));
    }
    await page.waitForSelector("body[data-phase=assignment] #actions .hand");
    // Turn 1's end-of-turn summary (with the Dark Alley's lines), then on with the planning.
    if (await page.waitForSelector("#turn-summary:not([hidden])", { timeout: 5_000 }).catch(() => null)) {
      await look(page, "alley-turn-summary", problems);
      await page.locator("#turn-summary").getByRole("button", { name: "Continuar" }).click();
      await page.waitForSelector("#turn-summary", { state: "hidden" });
    }
    await look(page, "alley-planning", problems);
    // Every Special card in the hand tells its full text in its title (checked for English with the page).
    for (const title of await page
      .locator("#actions .hand .card.card-special")
      .evaluateAll((cs) => cs.map((c) => c.getAttribute("title") ?? ""))) {
      expect(title).toMatch(/:.{20,}/);
    }
    // The Fortune Teller's orb (a landmark, clickable or not): its tooltip on screen. Every piece's tooltip text,
    // shown or not, is read by checkSpanish too.
    const tip = await tooltipAt(page, await piecePoint(page, "alley:orb"));
    expect(tip.length).toBeGreaterThan(10);
    await look(page, "alley-orb-tooltip", problems);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("a finished game's replay", { timeout: 90_000 }, async () => {
    const { server, browser } = harness;
    const anna = await createTable(server, { players: 2, quickStart: true }, "Ana");
    const ben = await joinTable(server, anna.room.roomId, { name: "Beto" });
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
      "replay",
      5_000,
      greedyBot,
    );
    expect(room.table.game!.phase).toBe("gameOver");
    expect(legalActions(room.table.game!, 0)).toEqual([]);

    const page = await browser.newPage();
    await page.addInitScript(SPANISH);
    const problems: string[] = [];
    await page.goto(server.url);
    await page.locator(`#finished-list li[data-code="${code}"] a`).first().click();
    await page.waitForSelector("body[data-replay-step]");
    await look(page, "replay-end", problems);
    await page.locator('select[name="turn"]').selectOption("2");
    for (let k = 0; k < 4; k++) await page.getByRole("button", { name: "Acción siguiente" }).click();
    await look(page, "replay-turn2", problems);
    // The same replay on a phone's width: nothing sticks out sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await look(page, "replay-phone", problems);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await overflowing(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("the phone table at 390×844: nothing sticks out sideways, no English", { timeout: 90_000 }, async () => {
    const phone = await openPhone();
    try {
      await phone.context.addInitScript(SPANISH);
      const page = await phone.context.newPage();
      const problems: string[] = [];
      await page.goto(harness.server.url);
      await page.locator("#duel").tap();
      await page.waitForSelector("#lobby li.mine");
      await page.getByRole("button", { name: "Empezar la partida" }).tap();
      await page.waitForSelector("body[data-board-ready=true]");
      const code = (await page.getByTestId("table-code").textContent())!.trim();
      const room = harness.server.colyseus.getRoomById<TrickerionRoom>(code);
      const sideways: string[] = [];
      const everyTab = async (moment: string): Promise<void> => {
        for (const tab of await page
          .locator("#table-tabs button[data-tab]")
          .evaluateAll((bs) => bs.map((b) => b.getAttribute("data-tab")!))) {
          await page.locator(`#table-tabs button[data-tab='${tab}']`).tap();
          await page.waitForTimeout(300);
          await look(page, `phone-${moment}-${tab}`, problems);
          expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
          sideways.push(...(await overflowing(page)).map((o) => `${moment} ${tab}: ${o}`));
        }
      };
      await everyTab("advertise");
      // Both decline to advertise (staged); behind the curtain, the first person's plan with the hand of cards.
      for (let i = 0; i < 4 && room.table.game!.phase === "advertise"; i++)
        await serverAct(room, activeSeats(room.table.game!)[0]!, { type: "skipAdvertise" });
      await page.waitForSelector("#curtain");
      await look(page, "phone-curtain", problems);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.locator("#curtain button").tap();
      await page.waitForSelector("#actions .hand");
      await everyTab("planning");
      expect(sideways).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
