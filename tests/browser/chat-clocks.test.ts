import { describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { horizontalOverflow, openPhone } from "./phone";

// Issue 29: the table chat (text only, never markup; watchers' channel on request; mute remembered) and the
// clocks (shown beside the board and on the phone; a time-out offers the seat back at once).

const HOSTILE = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;

describe("table chat and clocks in the page", () => {
  // Bots at a pace people can follow: after a time-out the bot plays Anna's seat move by move, not the rest of the game at once.
  const harness = useBrowserHarness({ seed: 7, botDelayMs: 400 });

  it("a paced table shows the clocks; chat lines are text; a watcher is read on request and muted for good; a time-out is taken back", {
    timeout: 120_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.goto(server.url);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByLabel("Players").selectOption("2");
    // The new-table form's Pace (the hot-seat form has its own).
    await page.locator("#create-form").getByLabel("Pace").selectOption("fast");
    await page.getByRole("button", { name: "New table" }).click();
    await page.getByRole("button", { name: "Add bot" }).first().click();
    await page.waitForFunction(() => document.querySelectorAll("#lobby li[data-kind=bot]").length === 1);
    const code = (await page.getByTestId("table-code").textContent())!.trim();
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await page.getByRole("button", { name: "Start game" }).click();
    await page.waitForSelector("body[data-board-ready=true]");
    await page.waitForSelector("#clocks:not([hidden]) .clock");
    expect(await page.locator("#clocks .clock-pace").textContent()).toBe("Clock: 5 min + 10 s per decision");
    expect(await page.locator("#clocks .clock").count()).toBe(2);

    // A watcher writes markup in the watchers' channel: a player sees it only after choosing to, as text.
    const watcher = await new Client(server.url).joinById(code, { spectator: true, name: "Zed" });
    expect(await watcher.request("chat", { channel: "watchers", text: HOSTILE })).toEqual({ ok: true });
    await page.getByPlaceholder("Say something to the table").fill("<b>hello</b> Bot");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(() => document.querySelectorAll("#chat .chat-line").length === 1);
    expect(await page.locator("#chat .chat-text").first().textContent()).toBe("<b>hello</b> Bot");
    await page.getByLabel("Show the watchers' chat").check();
    await page.waitForFunction(() => document.querySelectorAll("#chat .chat-line").length === 2);
    expect(await page.locator("#chat .chat-watchers .chat-text").textContent()).toBe(HOSTILE);
    expect(await page.locator("#chat .chat-watchers .chat-name").textContent()).toBe("Zed (watching)");
    expect(
      await page.evaluate(() => [
        (window as { __pwned?: number }).__pwned,
        document.querySelectorAll("#chat img, #chat script, #chat b").length,
      ]),
    ).toEqual([undefined, 0]);
    await saveScreenshot(page, "chat-clocks-desktop");

    // Mute the watcher: the line goes, and stays gone after a reload (the choice is kept on this device).
    await page.locator("#chat .chat-watchers .chat-mute").click();
    await page.waitForFunction(() => document.querySelectorAll("#chat .chat-line").length === 1);
    await page.reload();
    await page.waitForSelector("body[data-board-ready=true]");
    await page.waitForFunction(() => document.querySelectorAll("#chat .chat-line").length === 1);
    expect(await page.getByLabel("Show the watchers' chat").isChecked()).toBe(true);

    // Anna's time runs out (the clock jumped forward): she is told, the bot plays, and she takes her seat back.
    await page.waitForSelector("#clocks .clock.running");
    const keeper = (room as unknown as { clocks: { expire(now: number): Promise<void> } }).clocks;
    await (room as unknown as { serial<T>(fn: () => Promise<T>): Promise<T> }).serial(() =>
      keeper.expire(Date.now() + 6 * 60_000),
    );
    await page.waitForSelector(".clock-timed-out:not([hidden]) .clock-take-back");
    expect(await page.locator(".clock-timed-out").textContent()).toContain("Your time ran out");
    await saveScreenshot(page, "chat-clocks-timed-out");
    await page.getByRole("button", { name: "Take my seat back" }).click();
    await page.waitForSelector(".clock-timed-out[hidden]", { state: "attached" });
    expect(room.table.seats[0]!.botTakeover).toBe(false);
    await watcher.leave();
  });

  it("on a phone, in Spanish: the clocks on the board tab, the chat on the log tab, nothing wider than the screen", {
    timeout: 120_000,
  }, async () => {
    const { server } = harness;
    const phone = await openPhone();
    try {
      const page = await phone.context.newPage();
      await page.addInitScript(() => localStorage.setItem("trickerion:language", "es"));
      await page.goto(server.url);
      await page.getByLabel("Tu nombre").fill("Ana");
      await page.getByLabel("Jugadores").selectOption("2");
      await page.locator("#create-form").getByLabel("Ritmo").selectOption("relaxed");
      await page.getByRole("button", { name: "Nueva mesa" }).click();
      await page.getByRole("button", { name: /bot/i }).first().click();
      await page.waitForFunction(() => document.querySelectorAll("#lobby li[data-kind=bot]").length === 1);
      await page.getByRole("button", { name: /Empezar/ }).click();
      await page.waitForSelector("body[data-board-ready=true]");
      await page.waitForSelector("#clocks:not([hidden]) .clock");
      expect(await page.locator("#clocks").isVisible()).toBe(true);
      expect(await page.locator("#clocks .clock-pace").textContent()).toBe("Reloj: 20 min + 30 s por decisión");
      await page.locator("#table-tabs button[data-tab=log]").click();
      await page.getByPlaceholder("Escribe algo a la mesa").fill("¡Hola!");
      await page.getByRole("button", { name: "Enviar" }).click();
      await page.waitForFunction(() => document.querySelector("#chat .chat-text")?.textContent === "¡Hola!");
      expect(await page.locator("#chat").isVisible()).toBe(true);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshot(page, "chat-clocks-phone-es");
    } finally {
      await phone.close();
    }
  });
});
