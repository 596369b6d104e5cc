import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone } from "./phone";
import { andWait, useGroup, waitForTurn } from "./uiPlayer";

// Issue 29 ("a table that feels finished"), items 1 and 2: a trick card in one's workshop shows the components it
// needs and what is missing; the game log follows the newest entry unless the reader scrolled up.

interface Board {
  canvasTexts(): string[];
  tooltips(): string[];
}
const board = (page: Page): Promise<{ texts: string[]; tips: string[] }> =>
  page.evaluate(() => {
    const b = (window as unknown as { trickerionBoard: Board }).trickerionBoard;
    return { texts: b.canvasTexts(), tips: b.tooltips() };
  });

/** Where the log's list is scrolled: how far its bottom is from the newest line, and whether "Newest" shows. */
const logPlace = (page: Page): Promise<{ gap: number; newest: boolean; lines: number }> =>
  page.evaluate(() => {
    const list = document.querySelector<HTMLElement>("#log .log-lines")!;
    const w = window as unknown as { logReading: boolean };
    w.logReading = true;
    const gap = Math.round(list.scrollHeight - list.clientHeight - list.scrollTop);
    w.logReading = false;
    return {
      gap,
      newest: document.querySelector<HTMLElement>("#log .log-newest")?.hidden === false,
      lines: list.querySelectorAll(".log-line").length,
    };
  });

/**
 * Counts the times the page reads the log's `scrollHeight` in the middle of a task (a snapshot's render, a click),
 * where it forces a layout of the whole page (issue 30): only frame callbacks (requestAnimationFrame, a
 * ResizeObserver's) and scroll events, where layout is done, may read it. Installed before the page's own scripts.
 */
function countForcedLogLayouts(): void {
  const w = window as unknown as { logForced: number; logReading: boolean };
  w.logForced = 0;
  let inFrame = 0;
  const framed =
    <A extends unknown[]>(callback: (...args: A) => void) =>
    (...args: A): void => {
      inFrame++;
      try {
        callback(...args);
      } finally {
        inFrame--;
      }
    };
  const raf = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => raf(framed(callback));
  const Observer = window.ResizeObserver;
  window.ResizeObserver = class extends Observer {
    constructor(callback: ResizeObserverCallback) {
      super(framed(callback));
    }
  };
  const height = Object.getOwnPropertyDescriptor(Element.prototype, "scrollHeight")!;
  Object.defineProperty(Element.prototype, "scrollHeight", {
    configurable: true,
    get(this: Element) {
      const inScroll = (window as unknown as { event?: Event }).event?.type === "scroll";
      if (!inFrame && !inScroll && !w.logReading && this.classList.contains("log-lines")) w.logForced++;
      return height.get!.call(this);
    },
  });
}

/** A solo game against one bot from the landing page, through the setup to Ann's first plan, as a person plays. */
async function toFirstPlan(
  page: Page,
  url: string,
  colyseus: { getRoomById<T>(id: string): T },
): Promise<TrickerionRoom> {
  await page.goto(url);
  await page.locator("#player-name").fill("Ann");
  await page.locator("#solo-players").selectOption("2");
  await page.locator("#solo-play").click();
  await page.waitForSelector("body[data-board-ready=true]");
  const code = (await page.getByTestId("table-code").textContent())!.trim();
  for (let i = 0; i < 30; i++) {
    const phase = await waitForTurn(page);
    if (phase === "assignment" && (await page.locator("#actions .hand").count()) > 0) break;
    if ((await page.locator("#curtain").count()) > 0)
      await andWait(page, () => page.locator("#curtain button").click());
    else {
      // On a phone this turn's choices are on My workshop.
      const tab = page.locator("#table-tabs button[data-tab='workshop']");
      if (await tab.isVisible()) await tab.click();
      await useGroup(page, (await page.locator("#actions .action-group").first().getAttribute("data-type"))!);
    }
  }
  return colyseus.getRoomById<TrickerionRoom>(code);
}

describe("a table that feels finished (issue 29)", () => {
  const harness = useBrowserHarness({ botDelayMs: 0 });

  it("the workshop's trick cards show what they need and lack; the log follows the newest entry", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.addInitScript(countForcedLogLayouts);
    const room = await toFirstPlan(page, server.url, server.colyseus);
    const me = room.table.game!.players[0]!;
    expect(me.tricks.length).toBeGreaterThan(0);
    const { texts, tips } = await board(page);
    for (const trick of me.tricks) {
      for (const [component, need] of Object.entries(TRICK_BY_ID[trick.id].components)) {
        const word = component[0]!.toUpperCase() + component.slice(1);
        const have = (me.components as Record<string, number>)[component] ?? 0;
        // The chip on the card ("3 Wood") and the owner's mark: ✓ or how many are missing.
        expect(texts).toContain(`${need} ${word}`);
        expect(texts).toContain(have >= need! ? "✓" : `−${need! - have}`);
        expect(tips.join("\n")).toContain(`${word}: you have ${have} of ${need}`);
      }
    }
    await saveScreenshot(page, "feel-workshop-needs-1536");

    await page.locator("#language").selectOption("es");
    await expect.poll(async () => (await board(page)).tips.join("\n")).toMatch(/: tienes \d+ de \d+/);
    await saveScreenshot(page, "feel-workshop-needs-1536-es");
    await page.locator("#language").selectOption("en");

    // The log: the side panel above it grows (as the plan's hand and a long action list do), then the game goes on.
    await expect.poll(async () => (await logPlace(page)).gap, { timeout: 5_000 }).toBeLessThanOrEqual(24);
    const before = await logPlace(page);
    await page.evaluate(() => {
      document.querySelector<HTMLElement>("#log")!.style.maxHeight = "6rem";
    });
    // Plans confirmed by the page, as a person does, until the log has told more lines.
    for (let i = 0; i < 40 && (await logPlace(page)).lines < before.lines + 4; i++) {
      const phase = await waitForTurn(page);
      if (phase === "gameOver") break;
      if ((await page.locator("#curtain").count()) > 0)
        await andWait(page, () => page.locator("#curtain button").click());
      else if (phase === "assignment") await andWait(page, () => page.locator("#actions button.confirm").click());
      else await useGroup(page, (await page.locator("#actions .action-group").first().getAttribute("data-type"))!);
    }
    // The log scrolls to its newest line at its next frame (it reads no layout mid-render): wait for that frame.
    await expect
      .poll(async () => (await logPlace(page)).gap, { timeout: 5_000, message: "the newest line is in view" })
      .toBeLessThanOrEqual(24);
    const after = await logPlace(page);
    expect(after.lines).toBeGreaterThan(before.lines);
    expect(after.newest).toBe(false);
    await saveScreenshot(page, "feel-log-follows-1536");

    // The reader scrolls up to read: the log stays there and offers the way down.
    await page.locator("#log .log-lines").evaluate((list) => {
      list.scrollTop = 0;
    });
    await expect.poll(async () => (await logPlace(page)).newest).toBe(true);
    await saveScreenshot(page, "feel-log-newest-button-1536");
    await page.locator("#log .log-newest").click();
    await expect.poll(async () => (await logPlace(page)).gap).toBeLessThanOrEqual(24);
    expect((await logPlace(page)).newest).toBe(false);
    // Through the first render, a language switch's retelling and the turns played, the log never forced a layout.
    expect(await page.evaluate(() => (window as unknown as { logForced: number }).logForced)).toBe(0);
  });

  it("on a phone, My workshop shows the same chips", { timeout: 180_000 }, async () => {
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      const room = await toFirstPlan(page, harness.server.url, harness.server.colyseus);
      const trick = room.table.game!.players[0]!.tricks[0]!;
      const [component, need] = Object.entries(TRICK_BY_ID[trick.id].components)[0]!;
      // Planning opens on My workshop by itself (client/layout/layout.ts).
      expect(await page.locator("#table-tabs button[data-tab='workshop']").getAttribute("aria-selected")).toBe("true");
      await expect
        .poll(async () => (await board(page)).texts)
        .toContain(`${need} ${component[0]!.toUpperCase()}${component.slice(1)}`);
      // The camera glides to one's workshop: the screenshot is for a person to look at, once it is there.
      await page.waitForTimeout(1_500);
      await saveScreenshot(page, "feel-workshop-needs-390");
    } finally {
      await phone.close();
    }
  });
});
