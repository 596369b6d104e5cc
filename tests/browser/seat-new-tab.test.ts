// A person's seat survives their tab: the playtest of 2026-11-27 lost a solo game when the tab crashed and the table's
// link, opened in a new tab, only offered to watch while the seat showed "away". The same browser now takes the seat
// back in a new tab, at once when no live tab plays it, after asking when one does (English and Spanish).
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

/** Creates a two-player table from the landing page as `name`; returns its code. */
async function createAs(page: Page, url: string, name: string): Promise<string> {
  // The profile's language is shared by its tabs: a test that reads Spanish must not leave the next one in it.
  await page.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
  await page.goto(url);
  await page.locator("#player-name").fill(name);
  await page.locator("#player-count").selectOption("2");
  await page.getByRole("button", { name: "New table" }).click();
  await page.waitForSelector("#lobby li.mine");
  return (await page.getByTestId("table-code").textContent())!.trim();
}

describe("a new tab of the same browser takes its seat back", () => {
  const harness = useBrowserHarness({ reconnectSeconds: 60 });

  it("the tab closes; the link opened in a new tab is back in the seat, not a watcher", async () => {
    const { server, browser } = harness;
    const tab1 = await browser.newPage();
    const code = await createAs(tab1, server.url, "Ann");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await tab1.close();
    await expect.poll(() => room.state.seats[0]!.connected, { timeout: 10_000 }).toBe(false);

    const tab2 = await browser.newPage();
    await tab2.goto(`${server.url}/t/${code}`);
    await tab2.waitForSelector("#lobby li.mine", { timeout: 15_000 });
    expect(await tab2.locator(".name-prompt").count()).toBe(0);
    expect(await tab2.locator("#lobby li.mine").textContent()).toMatch(/^Ann \(you\)/);
    await expect.poll(() => room.state.seats[0]!.connected, { timeout: 10_000 }).toBe(true);
    expect(room.state.spectators).toBe(0);
    // The host's controls came back with the seat.
    expect(await tab2.getByRole("button", { name: "Start game" }).count()).toBe(1);
    await tab2.close();
  });

  it("while another tab plays the seat, a new tab says so and plays it here only when asked (Spanish)", async () => {
    const { server, browser } = harness;
    const tab1 = await browser.newPage();
    const code = await createAs(tab1, server.url, "Ana");

    const tab2 = await browser.newPage();
    await tab2.addInitScript(() => localStorage.setItem("trickerion:language", "es"));
    await tab2.goto(`${server.url}/t/${code}`);
    const prompt = tab2.locator(".name-prompt.take-back");
    await prompt.waitFor({ timeout: 15_000 });
    expect(await prompt.locator("h2").textContent()).toBe(`Ya juegas en la mesa ${code} en otra pestaña`);
    expect(await prompt.textContent()).toContain("El asiento de Ana se está jugando ahora mismo en otra pestaña");
    // Nothing is taken until the person chooses: the first tab still plays.
    expect(await tab1.locator("#lobby li.mine").count()).toBe(1);
    await saveScreenshot(tab2, "seat-new-tab-ask");
    await tab2.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(tab2, "seat-new-tab-ask-phone");

    await tab2.getByRole("button", { name: "Jugar aquí" }).click();
    await tab2.waitForSelector("#lobby li.mine", { timeout: 15_000 });
    await expect
      .poll(() => tab1.locator("#status").textContent(), { timeout: 10_000 })
      .toMatch(/^Ana's seat was taken over/);
    expect(await tab1.getByRole("button", { name: "Take my seat back here" }).isVisible()).toBe(true);
    await tab1.close();
    await tab2.close();
  });

  it("a second person in the same browser still joins with their own name", async () => {
    const { server, browser } = harness;
    const tab1 = await browser.newPage();
    const code = await createAs(tab1, server.url, "Ann");
    const tab2 = await browser.newPage();
    await tab2.addInitScript(() => localStorage.setItem("trickerion:language", "en"));
    await tab2.goto(`${server.url}/t/${code}`);
    await tab2.locator(".name-prompt").getByLabel("Your name").fill("Ben");
    await tab2.getByRole("button", { name: "Take a seat" }).click();
    await tab2.waitForSelector("#lobby li[data-seat='1'].mine", { timeout: 15_000 });
    expect(await tab1.locator("#lobby li.mine").count()).toBe(1);
    await tab1.close();
    await tab2.close();
  });
});
