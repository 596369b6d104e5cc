import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { drawnCards } from "./pageInspect";
import { andWait, planTurn, takeTurn } from "./uiPlayer";

/** Nothing of any plan is on screen: no hand, no planning rows, every card drawn face down. */
async function nothingHidden(page: Page, seats: number[]): Promise<void> {
  expect(await page.locator("#actions .hand").count()).toBe(0);
  expect(await page.locator("#actions li[data-character]").count()).toBe(0);
  for (const seat of seats)
    for (const card of Object.values(await drawnCards(page, seat))) expect([null, "hidden"]).toContain(card);
}

async function openHotseat(page: Page, url: string, names: string[], bots: boolean, duel: boolean): Promise<string> {
  await page.goto(url);
  const form = page.locator("#hotseat-form");
  for (const [i, name] of names.entries()) await form.locator(`input[name=seat${i}]`).fill(name);
  if (bots) await form.getByLabel(/Fill seats 3 and 4 with bots/).check();
  await (duel
    ? page.getByRole("button", { name: /Duel/ })
    : page.getByRole("button", { name: "Hot-seat table" })
  ).click();
  await page.waitForSelector("#lobby li.mine");
  await page.getByRole("button", { name: "Start game" }).click();
  return (await page.getByTestId("table-code").textContent())!.trim();
}

describe("hot-seat tables", () => {
  const harness = useBrowserHarness();

  it("a duel on one device: each person plans behind the hand-off curtain, nobody sees the other's plan", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    const code = await openHotseat(page, server.url, ["Anna", "Ben"], false, true);
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.options.players).toBe(2);

    // Advertise: whoever's turn it is is named plainly.
    while ((await page.getAttribute("body", "data-phase")) !== "assignment") {
      await page.waitForSelector("body[data-my-turn=true]");
      if ((await page.getAttribute("body", "data-phase")) !== "advertise") continue;
      const banner = (await page.locator(".turn-banner").textContent()) ?? "";
      expect(banner).toMatch(/^(Anna|Ben)'s turn$/);
      await andWait(page, () => page.getByRole("button", { name: "Don't advertise" }).click());
    }

    // The curtain is down: no hand, nothing hidden drawn.
    await page.waitForSelector("#curtain");
    const first = room.table.seats[Number(await page.getAttribute("body", "data-curtain"))]!.name;
    await expect.poll(() => page.locator("#curtain h2").textContent()).toBe(`Pass the device to ${first}`);
    await nothingHidden(page, [0, 1]);
    await saveScreenshot(page, "hotseat-curtain-down");

    // The first person plans and confirms; the curtain falls for the second.
    await andWait(page, () => page.locator("#curtain button").click());
    expect(await page.locator("#actions .hand").count()).toBe(1);
    const firstSeat = room.table.seats.findIndex((s) => s.name === first);
    await planTurn(page);
    expect(room.table.game!.players[firstSeat]!.confirmed).toBe(true);
    await page.waitForSelector("#curtain");
    await nothingHidden(page, [0, 1]);
    const second = 1 - firstSeat;
    await expect
      .poll(() => page.locator("#curtain h2").textContent())
      .toBe(`Pass the device to ${room.table.seats[second]!.name}`);

    // The second person sees only their own plan: the first one's cards are face down.
    await andWait(page, () => page.locator("#curtain button").click());
    expect(
      Object.values(await drawnCards(page, firstSeat))
        .filter((c) => c !== null)
        .every((c) => c === "hidden"),
    ).toBe(true);
    expect(await page.locator("#log").innerText()).not.toMatch(/→ (theater|downtown|market row|workshop)/i);
    await saveScreenshot(page, "hotseat-second-player-planning");
    await planTurn(page);
    await page.waitForSelector("body[data-phase=placement]");
    await expect.poll(() => page.locator("#log").innerText()).toMatch(/Assignments revealed/);

    // The rest of the first turn through the UI, naming whose turn it is.
    const perPlacement = { count: 0 };
    while (room.table.game!.turn === 1) {
      const phase = await takeTurn(page, perPlacement);
      if (phase === "placement" && (await page.locator(".turn-banner").count())) {
        expect(await page.locator(".turn-banner").textContent()).toMatch(/^(Anna|Ben)'s turn$/);
      }
    }
    // Shortcut to the end (the UI path of whole games is covered by play-game.test.ts): bots finish.
    for (const seat of room.table.seats) seat.botTakeover = true;
    (room as unknown as { afterChange(): void }).afterChange();
    await page.waitForSelector("#scores:not([hidden])", { timeout: 60_000 });
    expect(room.table.game!.phase).toBe("gameOver");
  });

  it("a 4-seat hot-seat table with 2 people and 2 bots plays to the end", { timeout: 600_000 }, async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    const code = await openHotseat(page, server.url, ["Anna", "Ben"], true, false);
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.seats.map((s) => s.kind)).toEqual(["human", "human", "bot", "bot"]);
    const perPlacement = { count: 0 };
    // Bots plan in the server's search threads while people plan: each of their steps redraws the planning panel,
    // so this scripted person (who drags at machine speed) lets them finish first, as a person would not need to.
    const botsPlanned = async (phase: string): Promise<void> => {
      if (phase === "assignment")
        await expect
          .poll(
            () =>
              room.table.game!.phase !== "assignment" ||
              (room.table.game!.players[2]!.confirmed && room.table.game!.players[3]!.confirmed),
            { timeout: 60_000 },
          )
          .toBe(true);
    };
    for (let i = 0; i < 2_000; i++) if ((await takeTurn(page, perPlacement, botsPlanned)) === "gameOver") break;
    await page.waitForSelector("#scores:not([hidden])");
    expect(room.table.game!.phase).toBe("gameOver");
    expect(await page.locator("#scores table.scores tbody tr").count()).toBe(4);
    await saveScreenshot(page, "hotseat-4-seats-final");
  });
});
