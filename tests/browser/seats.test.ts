import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { joinTable, type TestPlayer } from "../support/tableDriver";
import type { SeatTaken } from "../../shared/protocol/joinRefusals";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";

const SPECTATORS = 3;

/** The seat tokens this tab remembers for a table (what a reload rejoins with). */
const remembered = (page: Page, code: string): Promise<string | null> =>
  page.evaluate((key) => sessionStorage.getItem(key), `trickerion:seats:${code}`);

/** Creates a two-player table from the landing page as `name`; returns its code. */
async function createAs(page: Page, url: string, name: string): Promise<string> {
  await page.goto(url);
  await page.locator("#player-name").fill(name);
  await page.locator("#player-count").selectOption("2");
  await page.getByRole("button", { name: "New table" }).click();
  await page.waitForSelector("#lobby li.mine");
  return (await page.getByTestId("table-code").textContent())!.trim();
}

describe("a page keeps its seat through crowds, network errors and other tabs", () => {
  const harness = useBrowserHarness({ spectatorLimit: SPECTATORS, reconnectSeconds: 60 });

  it("a failed rejoin that is not about the token keeps the tokens, says why, and gets the seat back", async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    const code = await createAs(page, server.url, "Ann");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const tokens = await remembered(page, code);
    expect(JSON.parse(tokens!)).toEqual([room.table.seats[0]!.token]);

    // The table fills with watchers up to the server's limit.
    const watchers: TestPlayer[] = [];
    for (let i = 0; i < SPECTATORS; i++) watchers.push(await joinTable(server, code, { spectator: true }));
    expect(room.state.spectators).toBe(SPECTATORS);

    // Ann reloads while her network refuses the join: the page waits and says so, tokens kept.
    await page.route("**/matchmake/**", (route) => route.abort("internetdisconnected"));
    await page.reload();
    await expect
      .poll(() => page.locator("#status").textContent(), { timeout: 15_000 })
      .toMatch(/Network error — retrying…/);
    expect(await remembered(page, code)).toBe(tokens);
    await saveScreenshot(page, "seats-network-retrying");

    // The network is back: the next try takes her seat back, although the watchers fill their limit.
    await page.unroute("**/matchmake/**");
    await page.waitForSelector("#lobby li.mine", { timeout: 20_000 });
    expect(await page.locator("#lobby li.mine").textContent()).toContain("Ann");
    expect(await remembered(page, code)).toBe(tokens);
    expect(room.table.seats[0]!.name).toBe("Ann");

    // A watcher's page (board mode) finds the watchers full: it waits, says so, and gets in when one leaves.
    const board = await browser.newPage();
    await board.goto(`${server.url}/watch/${code}`);
    await expect
      .poll(() => board.locator("#status").textContent(), { timeout: 15_000 })
      .toBe(`Table ${code} is full of watchers — retrying…`);
    await saveScreenshot(board, "seats-watchers-full");
    await watchers[0]!.room.leave();
    await board.waitForSelector("body.at-table", { timeout: 20_000 });
    expect(await board.locator("#status").textContent()).toBe("");
    await expect.poll(() => room.state.spectators, { timeout: 10_000 }).toBe(SPECTATORS);
    for (const w of watchers.slice(1)) await w.room.leave();
    await board.close();
    await page.close();
  });

  it("a second tab with the same seat takes it over: the first tab says so, stops playing it, and can take it back", async () => {
    const { server, browser } = harness;
    const tab1 = await browser.newPage();
    const code = await createAs(tab1, server.url, "Ann");
    const tokens = (await remembered(tab1, code))!;

    // A duplicated tab carries the same session storage, so the same seat token.
    const tab2 = await browser.newPage();
    await tab2.goto(server.url);
    await tab2.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [`trickerion:seats:${code}`, tokens]);
    await tab2.goto(`${server.url}/t/${code}`);
    await tab2.waitForSelector("#lobby li.mine");

    await expect
      .poll(() => tab1.locator("#status").textContent(), { timeout: 10_000 })
      .toMatch(
        /^Ann's seat was taken over by another window or device using the same seat link; this page no longer plays it\./,
      );
    expect(await tab1.locator("#lobby li.mine").count()).toBe(0);
    expect(await tab1.getByRole("button", { name: "Start game" }).count()).toBe(0);
    await saveScreenshot(tab1, "seats-taken-over");
    await tab1.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => tab1.getByRole("button", { name: "Take my seat back here" }).isVisible()).toBe(true);
    await saveScreenshot(tab1, "seats-taken-over-phone");
    // The tokens stay: the person decides where to play.
    expect(await remembered(tab1, code)).toBe(tokens);

    await tab1.getByRole("button", { name: "Take my seat back here" }).click();
    await tab1.waitForSelector("#lobby li.mine");
    await expect
      .poll(() => tab2.locator("#status").textContent(), { timeout: 10_000 })
      .toMatch(/^Ann's seat was taken over/);
    expect(await tab2.locator("#lobby li.mine").count()).toBe(0);
    await tab1.close();
    await tab2.close();
  });

  it("the host sees a seat's paired phone and revokes it, then removes the person from the lobby seat (issue 26)", async () => {
    const { server, browser } = harness;
    const page = await browser.newPage();
    page.on("dialog", (dialog) => void dialog.accept());
    const code = await createAs(page, server.url, "Ann");
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const ben = await joinTable(server, code, { name: "Ben" });
    const benTaken: SeatTaken[] = [];
    ben.room.onMessage("seat-taken", (n: SeatTaken) => benTaken.push(n));
    // Ben pairs a phone to his seat with his own token.
    const benToken = ben.welcome!.seats[0]!.token;
    const { code: pairCode } = (await ben.room.request("pair", { token: benToken })) as { code: string };
    const phone = await joinTable(server, code, { pairCode });
    const phoneTaken: SeatTaken[] = [];
    phone.room.onMessage("seat-taken", (n: SeatTaken) => phoneTaken.push(n));

    const revoke = page.locator('#lobby .paired-devices li[data-seat="1"] button.revoke-device');
    await revoke.waitFor({ timeout: 10_000 });
    expect(await page.locator('#lobby .paired-devices li[data-seat="1"]').textContent()).toMatch(
      /Phone paired at .* · playing now/,
    );
    await saveScreenshot(page, "seats-paired-phone");
    await revoke.click();
    await expect.poll(() => phoneTaken.map((n) => n.reason), { timeout: 10_000 }).toEqual(["revoked"]);
    await expect.poll(() => page.locator("#lobby .paired-devices").count(), { timeout: 10_000 }).toBe(0);
    expect(room.table.seats[1]!.devices ?? []).toEqual([]);

    // Ben took his seat back on his laptop (seat token); the host removes him from the lobby seat.
    await ben.room.leave();
    const benAgain = await joinTable(server, code, { seatToken: benToken });
    benAgain.room.onMessage("seat-taken", (n: SeatTaken) => benTaken.push(n));
    await page.locator('#lobby li[data-seat="1"] button.remove-person').click();
    await expect.poll(() => benTaken.map((n) => n.reason), { timeout: 10_000 }).toEqual(["removed"]);
    await expect
      .poll(() => page.locator('#lobby li[data-seat="1"]').getAttribute("data-kind"), { timeout: 10_000 })
      .toBe("open");
    expect(await page.locator("button.remove-person").count()).toBe(0);

    // A person removed in their own page is told so, with no "take my seat back", and a reload only watches.
    const carl = await browser.newPage();
    await carl.goto(server.url);
    await carl.evaluate(() => sessionStorage.setItem("trickerion:name", "Carl"));
    await carl.goto(`${server.url}/t/${code}`);
    await carl.waitForSelector("#lobby li.mine");
    await page.locator('#lobby li[data-seat="1"] button.remove-person').click();
    await expect
      .poll(() => carl.locator("#status").textContent(), { timeout: 10_000 })
      .toBe("The host removed you from your seat. You can go on watching this table.");
    expect(await carl.getByRole("button", { name: "Take my seat back here" }).count()).toBe(0);
    await carl.reload();
    await carl.waitForSelector("body.at-table");
    await expect.poll(() => room.state.spectators, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    expect(await carl.locator("#lobby li.mine").count()).toBe(0);
    expect(room.table.seats[1]!.kind).toBe("open");
    await carl.close();
    await page.close();
  });
});
