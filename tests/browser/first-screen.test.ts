import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { openPhone } from "./phone";
import { playUntil, send, tableInAssignment } from "../support/tableDriver";

/** Notes when the page's first frame came (an init script, before the page's own). */
const NOTE_FIRST_FRAME = `requestAnimationFrame(() => { window.firstFrameAt = performance.now(); });`;

/** When the page's first frame came, and when its first script of ours was asked for (resource timing). */
function firstFrameAndScript(page: Page): Promise<{ frame: number; script: number }> {
  return page.evaluate(() => ({
    frame: (window as unknown as { firstFrameAt: number }).firstFrameAt,
    script: Math.min(
      ...performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => e.startTime),
    ),
  }));
}

// The layout shifts of the page's whole life, summed as CLS counts them (a string: tsx's function helpers are not in
// the page).
const COUNT_SHIFTS = `
  window.shiftsSeen = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput) window.shiftsSeen.push(e.value.toFixed(4) + " " + e.sources.map((s) => s.node?.id || s.node?.nodeName).join(","));
  }).observe({ type: "layout-shift", buffered: true });
`;

/** The status line's words, whether it shows, and its box. */
const statusLine = (page: Page) =>
  page.evaluate(() => {
    const line = document.getElementById("status-line")!;
    const box = line.getBoundingClientRect();
    return {
      words: line.textContent ?? "",
      shown: line.checkVisibility({ visibilityProperty: true }),
      box: [box.x, box.y, box.width, box.height].map(Math.round),
    };
  });

/** The game log's newest lines (words and boxes), the log's and the chat's boxes, and whether the newest line shows. */
const logState = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element | null) => {
      const r = el?.getBoundingClientRect();
      return r ? [r.x, r.y, r.width, r.height].map(Math.round) : null;
    };
    const lines = [...document.querySelectorAll("#log .log-line")];
    const list = document.querySelector("#log .log-lines");
    const last = lines.at(-1);
    return {
      count: lines.length,
      newest: lines.slice(-3).map((line) => ({ words: line.textContent, box: box(line) })),
      log: box(document.getElementById("log")),
      chat: box(document.getElementById("chat")),
      newestInView:
        !!last &&
        !!list &&
        last.getBoundingClientRect().bottom <= list.getBoundingClientRect().bottom + 1 &&
        last.checkVisibility({ visibilityProperty: true }),
    };
  });

describe("a board-mode link's first screen (issue 30)", () => {
  const harness = useBrowserHarness();

  for (const size of [
    { name: "desktop", wide: { width: 1536, height: 864 } },
    { name: "phone", wide: undefined },
  ])
    it(`shows the table's status before any script runs, and the page takes it over in place (${size.name})`, {
      timeout: 120_000,
    }, async () => {
      const { server } = harness;
      const table = await tableInAssignment(server, 2);
      const code = table.room.roomId;
      // A fresh profile without a service worker (its precache would answer with the plain shell).
      const device = await openPhone({ serviceWorkers: "block", wide: size.wide });
      const page = await device.context.newPage();
      await page.addInitScript(COUNT_SHIFTS);
      await page.addInitScript(NOTE_FIRST_FRAME);
      // Every script of the page is held back until the first screen has been looked at.
      const held: Route[] = [];
      let release = false;
      await page.route("**/assets/*.js", (route) => (release ? route.continue() : void held.push(route)));
      await page.goto(`${server.url}/watch/${code}`, { waitUntil: "commit" });
      await expect
        .poll(() => statusLine(page).then((s) => s.shown && s.words), { timeout: 20_000 })
        .toBe("Turn 1 of 5 · Assignment (secret planning) · 2 still planning");
      expect(await page.evaluate(() => document.body.dataset.boardReady)).toBeUndefined(); // no script has run
      expect(await page.locator("#table-code").textContent()).toBe(code);
      expect(await page.locator("#lobby li").allTextContents()).toEqual(["Ann", "Ben"]);
      expect(await page.locator("#board .board-wait").textContent()).toBe("Drawing the board…");
      const first = await statusLine(page);
      // The game log's newest lines are painted too (the table page's largest paint), scrolled to the newest.
      const firstLog = await logState(page);
      expect(firstLog.count).toBeGreaterThan(2);
      expect(firstLog.newestInView).toBe(true);
      expect(firstLog.newest.at(-1)?.words).toMatch(/did not advertise\.|confirmed their plan\./);
      expect(await page.locator("#chat h3").textContent()).toBe("Table chat");
      await page.evaluate(() => {
        (window as unknown as { firstLine: Element }).firstLine = document.getElementById("status-line")!;
        (window as unknown as { servedLine: Element | undefined }).servedLine = [
          ...document.querySelectorAll("#log .log-line"),
        ].at(-1);
      });
      await saveScreenshot(page, `first-screen-${size.name}-before-scripts`);

      release = true;
      for (const route of held) await route.continue();
      await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
      // With its log the first screen holds the page's largest words: every script was asked for only after the
      // page's first frame (server/firstScreen/paintFirst.ts), so on a slow network they do not share the bandwidth
      // with what that frame paints.
      const order = await firstFrameAndScript(page);
      expect(order.script, JSON.stringify(order)).toBeGreaterThanOrEqual(order.frame);
      // The page's own scripts now write the same element, live: a confirmed plan changes it.
      expect(await page.evaluate(() => (window as unknown as { firstLine: Element }).firstLine.isConnected)).toBe(true);
      expect(await page.locator("#board .board-wait").count()).toBe(0); // the canvas has taken its place
      expect(
        await page.evaluate(
          () => (window as unknown as { firstLine: Element }).firstLine === document.getElementById("status-line"),
        ),
      ).toBe(true);
      // The log panel took the served lines over: the story told by the page, the same newest lines in the same
      // boxes, the log and the chat (now the page's own) in theirs.
      await page.waitForFunction(
        () => (window as unknown as { servedLine: Element }).servedLine.isConnected === false,
        undefined,
        { timeout: 20_000 },
      );
      expect(await logState(page)).toEqual({ ...firstLog, count: expect.any(Number) });
      await saveScreenshot(page, `first-screen-${size.name}-log-taken-over`);
      const renders = Number(await page.getAttribute("body", "data-renders"));
      expect(await send(table.players[1]!, { type: "confirmAssignments" })).toEqual({ ok: true });
      await page.waitForFunction((n) => Number(document.body.dataset.renders) > n, renders);
      await expect
        .poll(() => statusLine(page).then((s) => s.words))
        .toBe("Turn 1 of 5 · Assignment (secret planning) · 1 still planning");
      expect((await statusLine(page)).box).toEqual(first.box);
      // Nothing moved. Wider than a phone the board's "Keys" button joins the top bar's tools once the board is made
      // and widens them leftwards (0.0005), as on every table page before the first screen: not this change's.
      const shifts = await page.evaluate(() => (window as unknown as { shiftsSeen: string[] }).shiftsSeen);
      expect(shifts.filter((shift) => !(size.wide && /^0\.000\d topbar-tools$/.test(shift)))).toEqual([]);
      // The board takes most of the screen's width: on a phone, over the panel (it was squeezed into the ~90 px the
      // panel's column left it).
      const boardBox = (await page.locator("#board").boundingBox())!;
      expect(boardBox.width).toBeGreaterThanOrEqual(0.75 * page.viewportSize()!.width);
      await saveScreenshot(page, `first-screen-${size.name}-taken-over`);
      await device.close();
      for (const player of table.players) player.room.leave();
      table.spectator.room.leave();
    });

  it("a long log's first screen shows its newest line at the list's bottom, under the chat's frame (390×844, 1536×864)", {
    timeout: 120_000,
  }, async () => {
    const { server } = harness;
    // Four people played into turn 2: more log lines than the list shows at either size.
    const table = await tableInAssignment(server, 4);
    const bySeat = new Map(table.players.map((player, seat) => [seat, player]));
    await playUntil(table.room, bySeat, () => table.room.table.game!.turn >= 2);
    for (const wide of [undefined, { width: 1536, height: 864 }]) {
      const device = await openPhone({ serviceWorkers: "block", wide });
      const page = await device.context.newPage();
      await page.route("**/assets/*.js", () => undefined); // never answered: only the server's HTML shows
      await page.goto(`${server.url}/watch/${table.room.roomId}`, { waitUntil: "commit" });
      await expect.poll(() => page.locator("#chat h3").isVisible(), { timeout: 20_000 }).toBe(true);
      const log = await logState(page);
      // The list scrolls (the test means something) and its newest line shows whole: scrolled before the chat's
      // frame was parsed, the list then shrank under it and hid its newest lines.
      expect(await page.evaluate(() => document.querySelector("#log .log-lines")!.scrollTop)).toBeGreaterThan(0);
      expect(log.newestInView, JSON.stringify(log)).toBe(true);
      await saveScreenshot(page, `first-screen-long-log-${wide ? "desktop" : "phone"}`);
      await device.close();
    }
    for (const player of table.players) player.room.leave();
    table.spectator.room.leave();
  });

  it("speaks the language the person chose on this device, not only the browser's", { timeout: 120_000 }, async () => {
    const { server } = harness;
    const table = await tableInAssignment(server, 2);
    const code = table.room.roomId;
    const device = await openPhone({ serviceWorkers: "block" }); // an English browser (en-US)
    const page = await device.context.newPage();
    await page.goto(`${server.url}/watch/${code}`);
    await page.waitForSelector("body[data-board-ready=true]", { timeout: 60_000 });
    await page.locator("#language").selectOption("es");
    // The next visit's first screen, before any script, is in Spanish.
    await page.route("**/assets/*.js", () => undefined); // never answered: only the server's HTML shows
    await page.goto(`${server.url}/watch/${code}`, { waitUntil: "commit" });
    await expect
      .poll(() => statusLine(page).then((s) => s.shown && s.words), { timeout: 20_000 })
      .toBe("Turno 1 de 5 · Asignación (planificación secreta) · 2 planificando todavía");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
    await saveScreenshot(page, "first-screen-phone-spanish");
    await device.close();
    for (const player of table.players) player.room.leave();
    table.spectator.room.leave();
  });

  it("a board-mode link to no table says so (the plain page; board mode no longer hides the reason)", {
    timeout: 60_000,
  }, async () => {
    const page = await harness.browser.newPage();
    await page.goto(`${harness.server.url}/watch/NOSUCH`);
    await expect.poll(() => page.locator("#landing-error").isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.locator("#landing-error").textContent()).toBe("No open table has the code NOSUCH.");
    await page.close();
  });

  it("a phone's hand shows the table's status before its scripts, on its workshop tab, and takes it over in place", {
    timeout: 120_000,
  }, async () => {
    const { server } = harness;
    const table = await tableInAssignment(server, 2);
    const host = table.players[0]!;
    const token = host.welcome!.seats.find((s) => s.seat === 0)!.token;
    host.room.onMessage("paired", () => {});
    const { code: pair } = (await host.room.request("pair", { token })) as { code: string };
    const phone = await openPhone({ serviceWorkers: "block" });
    const page = await phone.context.newPage();
    await page.addInitScript(COUNT_SHIFTS);
    await page.addInitScript(NOTE_FIRST_FRAME);
    const held: Route[] = [];
    let release = false;
    await page.route("**/assets/*.js", (route) => (release ? route.continue() : void held.push(route)));
    await page.goto(`${server.url}/t/${table.room.roomId}#pair=${pair}`, { waitUntil: "commit" });
    await expect
      .poll(() => statusLine(page).then((s) => s.shown && s.words), { timeout: 20_000 })
      .toBe("Turn 1 of 5 · Assignment (secret planning) · 2 still planning");
    expect(await page.evaluate(() => document.body.dataset.tab)).toBe("workshop");
    const first = await statusLine(page);
    await saveScreenshot(page, "first-screen-hand-before-scripts");
    release = true;
    for (const route of held) await route.continue();
    // The hand's own plan comes (its cards), under the same status line, which the page keeps live.
    await page.waitForSelector("#actions .hand .card", { timeout: 60_000 });
    expect(await page.evaluate(() => document.body.dataset.tab)).toBe("workshop");
    expect((await statusLine(page)).box).toEqual(first.box);
    // Its first screen is painted before any of its scripts is asked for (server/firstScreen/paintFirst.ts): on a
    // slow network they do not share the bandwidth with what that frame paints.
    const order = await firstFrameAndScript(page);
    expect(order.script, JSON.stringify(order)).toBeGreaterThanOrEqual(order.frame);
    expect(await send(table.players[1]!, { type: "confirmAssignments" })).toEqual({ ok: true });
    await expect
      .poll(() => statusLine(page).then((s) => s.words))
      .toBe("Turn 1 of 5 · Assignment (secret planning) · 1 still planning");
    expect(await page.evaluate(() => (window as unknown as { shiftsSeen: string[] }).shiftsSeen)).toEqual([]);
    await saveScreenshot(page, "first-screen-hand-taken-over");
    await phone.close();
    for (const player of table.players) player.room.leave();
    table.spectator.room.leave();
  });
});
