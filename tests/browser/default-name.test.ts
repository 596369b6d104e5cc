// Playtest 7, defect 10: a seat nobody named read "Player 1 (tú)" on a Spanish page. The server's one default is
// worded by each page in its reader's language, and again after a switch, on the canvas and in the seat list.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { createTable } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

type Hook = { trickerionBoard: { canvasTexts(): string[] } };
const canvas = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as Hook).trickerionBoard.canvasTexts());

describe("a seat nobody named", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("reads in the page's language, and in the new one after a switch", { timeout: 180_000 }, async () => {
    const { server, browser } = harness;
    const host = await createTable(server, { players: 2, quickStart: true }, "");
    const code = host.room.roomId;
    expect(await host.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    expect(await host.room.request("start")).toEqual({ ok: true });
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1536, height: 864 });
    await page.addInitScript(
      ([c, t]) => {
        sessionStorage.setItem(`trickerion:seats:${c}`, JSON.stringify([t]));
        localStorage.setItem("trickerion:language", "es");
      },
      [code, host.welcome!.seats[0]!.token] as const,
    );
    await page.goto(`${server.url}/t/${code}`);
    await page.waitForSelector("body[data-board-ready=true]");
    await expect.poll(() => canvas(page)).toContain("Jugador 1 (tú)");
    expect((await canvas(page)).filter((s) => s.includes("Player"))).toEqual([]);
    expect(await page.locator("#lobby").innerText()).toContain("Jugador 1");
    expect(await page.locator("#lobby").innerText()).not.toContain("Player");
    await saveScreenshot(page, "default-name-es");
    await page.locator("#language").selectOption("en");
    await expect.poll(() => canvas(page)).toContain("Player 1 (you)");
    expect(await page.locator("#lobby").innerText()).toContain("Player 1");
    await page.close();
  });
});
