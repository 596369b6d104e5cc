import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { greedyBot } from "../../shared/engine";
import { playUntil, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { horizontalOverflow } from "./phone";
import { andWait, useGroup, waitForTurn } from "./uiPlayer";

// Issue 29 item 8, a table that feels finished at 1536×864 (and still at 390×844): what a person must press is in
// view without scrolling, the show bar and the status line never cover each other, and a 4-seat Dark Alley table
// draws the other players' workshops in readable type with nothing cut off.

/**
 * Each element matching `selector` that a person could not press where it is: outside the window, or covered at its
 * centre by something else (a panel scrolled past it, another panel on top).
 */
function notInView(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const r = el.getBoundingClientRect();
      const name = `${sel} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
      if (r.width === 0 || r.height === 0) out.push(`${name}: not shown`);
      else if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth)
        out.push(`${name}: outside the window (${Math.round(r.top)}–${Math.round(r.bottom)} of ${innerHeight})`);
      else {
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        if (!hit || !(el === hit || el.contains(hit)))
          out.push(`${name}: covered by ${hit?.tagName.toLowerCase()}#${hit?.id}.${hit?.className}`);
      }
    }
    return out;
  }, selector);
}

describe("a table that fits the screen (issue 29 item 8)", () => {
  const harness = useBrowserHarness({ botDelayMs: 0 });

  it("at a 4-seat hot-seat table with hint, clocks and chat, the hand, every character and Confirm plan are in view", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.goto(server.url);
    const form = page.locator("#hotseat-form");
    await form.locator("input[name=seat0]").fill("Anna");
    await form.locator("input[name=seat1]").fill("Ben");
    await form.getByLabel(/Fill seats 3 and 4 with bots/).check();
    await form.getByLabel("Bots' level").selectOption("apprentice");
    // The hot-seat form's own Pace: each person's clock runs on their own decisions.
    await form.getByLabel("Pace").selectOption("relaxed");
    await page.getByRole("button", { name: "Hot-seat table" }).click();
    await page.waitForSelector("#lobby li.mine");
    await page.getByRole("button", { name: "Start game" }).click();
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.options.pace).toEqual({ bankSeconds: 20 * 60, bonusSeconds: 30 });

    // Up to the first person's secret planning, through the page.
    for (let i = 0; i < 20; i++) {
      if ((await waitForTurn(page)) === "assignment" && (await page.locator("#actions .hand").count()) > 0) break;
      if ((await page.locator("#curtain").count()) > 0)
        await andWait(page, () => page.locator("#curtain button").click());
      else if ((await page.getAttribute("body", "data-phase")) === "advertise") await useGroup(page, "skipAdvertise");
    }
    await page.waitForSelector("#actions .hand");
    // The side panel holds everything at once: clocks, four seats, the hint, the log and the chat.
    for (const part of ["#clocks", "#hint", "#log", "#chat"])
      expect(await page.locator(part).isVisible(), part).toBe(true);
    expect(await page.locator("#lobby li").count()).toBe(4);
    await saveScreenshot(page, "fit-hotseat-4-planning-1536");
    expect(await notInView(page, "#actions .hand .card")).toEqual([]);
    expect(await notInView(page, "#actions li[data-character]")).toEqual([]);
    expect(await page.locator("#actions button.confirm").count()).toBe(1);
    expect(await notInView(page, "#actions button.confirm")).toEqual([]);

    // On a phone the My workshop tab scrolls as a page: Confirm plan is reached and pressable, nothing runs sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getAttribute("body", "data-layout")).toBe("phone");
    await page.locator("#table-tabs button[data-tab='workshop']").click();
    await page.locator("#actions button.confirm").scrollIntoViewIfNeeded();
    expect(await notInView(page, "#actions button.confirm")).toEqual([]);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "fit-hotseat-4-planning-390");
  });

  it("the show bar and the status line never cover each other; the game-over buttons are in view", {
    timeout: 300_000,
  }, async () => {
    const { server, browser } = harness;
    const { anna, code, room } = await tableWithBot(server, false);
    const screen = await browser.newPage();
    await screen.setViewportSize({ width: 1536, height: 864 });
    // At every caption: how much of the bar lies over anything else shown in the side panel, or over the board.
    await screen.addInitScript(() => {
      localStorage.setItem("trickerion:showSpeed", "fast");
      const overlaps: string[] = ((window as unknown as { overlaps: string[] }).overlaps = []);
      const captions: string[] = ((window as unknown as { captions: string[] }).captions = []);
      const area = (a: DOMRect, b: DOMRect): number =>
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
      new MutationObserver(() => {
        const bar = document.getElementById("show-bar");
        const caption = bar?.querySelector(".show-caption")?.textContent;
        if (!bar || bar.hidden || !caption || captions.at(-1) === caption) return;
        captions.push(caption);
        const box = bar.getBoundingClientRect();
        const others = [...document.querySelectorAll<HTMLElement>(".side > *, #board")].filter(
          (el) => el !== bar && el.offsetParent !== null && el.getBoundingClientRect().height > 0,
        );
        for (const el of others) {
          const px = area(box, el.getBoundingClientRect());
          if (px > 0) overlaps.push(`${caption}: the bar covers ${Math.round(px)} px² of #${el.id || el.className}`);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await screen.goto(`${server.url}/watch/${code}`);
    await screen.waitForSelector("#lobby li");
    expect(await anna.room.request("start")).toEqual({ ok: true });
    await screen.waitForSelector("body[data-board-ready=true]");
    const played = playUntil(
      room,
      new Map([[0, anna]]),
      () => room.table.game!.phase === "gameOver",
      "fit",
      5_000,
      greedyBot,
    );
    await screen.waitForSelector("body[data-show=show]", { timeout: 120_000 });
    await saveScreenshot(screen, "fit-show-bar-1536");
    await played;
    await screen.waitForSelector("#scores:not([hidden])", { timeout: 180_000 });
    const { captions, overlaps } = await screen.evaluate(() => {
      const w = window as unknown as { captions: string[]; overlaps: string[] };
      return { captions: [...w.captions], overlaps: [...w.overlaps] };
    });
    expect(captions.length).toBeGreaterThan(0);
    expect(overlaps).toEqual([]);

    // Game over: the scores, the chart and the statistics run long; the buttons stay in view.
    await saveScreenshot(screen, "fit-game-over-1536");
    expect(await screen.locator("#scores .game-over-actions button").count()).toBeGreaterThan(0);
    expect(await notInView(screen, "#scores .game-over-actions button")).toEqual([]);
    await screen.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => screen.getAttribute("body", "data-layout")).toBe("phone");
    expect(await notInView(screen, "#scores .game-over-actions button")).toEqual([]);
    expect(await horizontalOverflow(screen)).toBeLessThanOrEqual(0);
    await saveScreenshot(screen, "fit-game-over-390");
  });

  it("a 4-seat Dark Alley table draws the others' workshops in readable type and every hand count whole", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByLabel("Players").selectOption("4");
    await page.getByLabel(/Quick start/).uncheck();
    await page.locator("#dark-alley").check();
    await page.getByRole("button", { name: "New table" }).click();
    for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "Add bot" }).first().click();
    await page.waitForFunction(() => document.querySelectorAll("#lobby li[data-kind=bot]").length === 3);
    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.game!.alley).toBeTruthy();
    const sizes = () =>
      page.evaluate(() =>
        (
          window as unknown as {
            trickerionBoard: { otherWorkshopTextSizes(): { seat: number; text: string; px: number; glyph: boolean }[] };
          }
        ).trickerionBoard.otherWorkshopTextSizes(),
      );
    await expect.poll(async () => new Set((await sizes()).map((s) => s.seat)).size).toBe(3);
    await saveScreenshot(page, "fit-dark-alley-4-1536");
    // The smallest words a person reads there: 9 CSS px (in one row beside the Alley they were ~7). Glyphs (a disk's
    // initials, a slot's yield, a card's tag, each whole in its tooltip) at least 6 px (they were ~5).
    const all = await sizes();
    const smallest = (glyph: boolean) => Math.min(...all.filter((s) => s.glyph === glyph).map((s) => s.px));
    console.log(
      `others' workshops: words ≥ ${smallest(false).toFixed(1)} px, glyphs ≥ ${smallest(true).toFixed(1)} px`,
    );
    const small = all.filter((s) => s.px < (s.glyph ? 6 : 9)).map((s) => `${s.text} (${s.px.toFixed(1)} px)`);
    expect(small).toEqual([]);
    // "Special cards in hand:" names every player with their count; nothing is cut off.
    const texts = await page.evaluate(() =>
      (window as unknown as { trickerionBoard: { canvasTexts(): string[] } }).trickerionBoard.canvasTexts(),
    );
    const hands = texts.find((s) => s.startsWith("Special cards in hand:"));
    expect(hands).toBeDefined();
    expect(hands).not.toContain("…");
    for (const seat of room.table.seats) expect(hands!.replace(/\s+/g, " ")).toContain(`${seat.name} 0`);

    // A phone shows the same board through its camera: nothing runs sideways, the counts are drawn whole too.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.getAttribute("body", "data-layout")).toBe("phone");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await saveScreenshot(page, "fit-dark-alley-4-390");
  });
});
