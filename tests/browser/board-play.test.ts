import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { GameState } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { andWait } from "./uiPlayer";
import { choose, openPiece, piecePoint, reasons, rendered, serverAct, stage, tooltipAt } from "./boardDriver";

/** Anna (seat 0) against a bot at a quick-start 2-player table, in the Advertise phase of turn 1. */
async function openTable(harness: ReturnType<typeof useBrowserHarness>): Promise<{ page: Page; room: TrickerionRoom }> {
  const { server, browser } = harness;
  const page = await browser.newPage();
  await page.goto(server.url);
  await page.getByLabel("Your name").fill("Anna");
  await page.getByLabel("Players").selectOption("2");
  await page.getByRole("button", { name: "New table" }).click();
  await page.getByRole("button", { name: "Add bot" }).click();
  await page.getByRole("button", { name: "Start game" }).click();
  await page.waitForSelector("body[data-board-ready=true]");
  const code = (await page.getByTestId("table-code").textContent())!.trim();
  return { page, room: server.colyseus.getRoomById<TrickerionRoom>(code) };
}

const player = (room: TrickerionRoom, seat = 0) => room.table.game!.players[seat]!;

/** Staging: both skip advertising, Anna plans `plan`, the bot plans nothing; Anna places first. */
async function toPlacement(page: Page, room: TrickerionRoom, plan: Record<string, "downtown" | "market_row" | "workshop" | "theater">): Promise<void> {
  await rendered(page, () => {
    // The bot may have decided already (it plays as soon as it may): only what is still to do is done here.
    while (room.table.game!.phase === "advertise") {
      const seat = room.table.game!.initiative[room.table.game!.cursor]!;
      serverAct(room, seat, { type: "skipAdvertise" });
    }
    if (!room.table.game!.players[1]!.confirmed) serverAct(room, 1, { type: "confirmAssignments" });
    for (const [character, location] of Object.entries(plan)) serverAct(room, 0, { type: "assign", character: character as "magician", location });
    serverAct(room, 0, { type: "confirmAssignments" });
    // Anna first in initiative, so she places first.
    stage(room, (s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
  });
}

describe("playing on the board: every decision where it happens", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("Downtown: take coins, undo, take other coins, hire at the Inn, reroll (no undo after), set a die, learn a trick", { timeout: 120_000 }, async () => {
    const { page, room } = await openTable(harness);
    await toPlacement(page, room, { magician: "downtown" });
    await rendered(page, () =>
      stage(room, (s) => ({ ...s, dice: { ...s.dice, trick_A: "X", trick_B: "X", inn_specialist: "engineer", inn_apprentice: "apprentice", bank_A: 3, bank_B: 6 } })),
    );
    // Place the Magician by clicking its lit slot.
    const slot = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("downtown-1"));
    await andWait(page, () => page.mouse.click(slot.x, slot.y));
    expect(room.table.game!.placement).toMatchObject({ seat: 0, slot: "downtown-1", ap: 5 });
    // AP left is shown on the board where the Magician stands.
    expect(await tooltipAt(page, (await page.evaluate(() => (window as any).trickerionBoard.slotPoint("downtown-1"))) ?? slot)).toMatch(/5 AP left/);

    const coins = player(room).coins;
    await openPiece(page, "die:bank_A");
    expect(await page.locator(".piece-menu").innerText()).toMatch(/Take 3 coins\s*3 AP/);
    await saveScreenshot(page, "board-die-menu");
    await choose(page, "Take 3 coins");
    expect(player(room).coins).toBe(coins + 3);

    // Undo, then a different action.
    await andWait(page, () => page.getByRole("button", { name: /Undo/ }).click());
    expect(player(room).coins).toBe(coins);
    expect(room.table.game!.placement!.ap).toBe(5);
    await openPiece(page, "die:bank_B");
    await choose(page, "Take 6 coins");
    expect(player(room).coins).toBe(coins + 6);

    // With 2 AP left, learning (3 AP) is dimmed on every Residence trick, and says why.
    let why = await reasons(page);
    expect(Object.entries(why).filter(([k]) => k.startsWith("residence:")).map(([, v]) => v)).toContain("Needs 3 AP; your Magician has 2 left");
    await saveScreenshot(page, "board-residence-dimmed");

    // Staging: more AP, to try every Downtown action in one placement.
    await rendered(page, () => stage(room, (s) => ({ ...s, placement: { ...s.placement!, ap: 12 } })));
    why = await reasons(page);
    const trickX = Object.entries(why).find(([k]) => k.startsWith("residence:"));
    expect(trickX?.[1]).toMatch(/^(Trick die A shows X: reroll or set it first|.* needs 16 Fame; you have 5)$/);

    // Hire by clicking the Inn die.
    await openPiece(page, "die:inn_specialist");
    await choose(page, "Hire the Engineer");
    expect(player(room).characters.engineer.status).toBe("inn");

    // Reroll a die: a random result, so Undo is gone (and the server would refuse it).
    expect(await page.getByRole("button", { name: /Undo/ }).count()).toBe(1);
    await openPiece(page, "die:trick_A");
    await choose(page, "Reroll");
    expect(await page.getByRole("button", { name: /Undo/ }).count()).toBe(0);
    expect(room.table.undo(0)).toMatchObject({ ok: false, error: { code: "UNDO_AFTER_RANDOM" } });

    // Set a die on the die itself, then learn a trick by clicking it in the Residence.
    await openPiece(page, "die:trick_B");
    await choose(page, "Set to Any category");
    expect(room.table.game!.dice.trick_B).toBe("any");
    const fame16 = Object.entries(await reasons(page)).find(([k, v]) => k.startsWith("residence:") && /needs 16 Fame; you have 5/.test(v));
    expect(fame16).toBeDefined();
    const learnable = (await page.evaluate(() => (window as any).trickerionBoard.pieces() as string[])).filter((k) => k.startsWith("residence:"));
    expect(learnable.length).toBeGreaterThan(3);
    const trick = learnable[0]!.slice("residence:".length);
    await openPiece(page, learnable[0]!);
    await saveScreenshot(page, "board-learn-menu");
    await choose(page, /Learn with Trick die B/);
    expect(player(room).tricks.map((t) => t.id)).toContain(trick);
    await saveScreenshot(page, "board-downtown-done");
  });

  it("Market Row and Workshop: buy with a bargain, order, then prepare a trick by clicking its card", { timeout: 120_000 }, async () => {
    const { page, room } = await openTable(harness);
    await toPlacement(page, room, { magician: "market_row", manager: "workshop" });
    const slot = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("market-row-1"));
    await andWait(page, () => page.mouse.click(slot.x, slot.y));
    expect(room.table.game!.placement).toMatchObject({ seat: 0, character: "magician", ap: 5 });

    const stock = room.table.game!.market.buy;
    const i = stock.findIndex((c) => c !== null);
    const component = stock[i]!;
    const name = component.charAt(0).toUpperCase() + component.slice(1);
    const coinsBefore = player(room).coins;
    await openPiece(page, `market:buy:${i}`);
    // Amount and bargain chosen at the slot; price and AP shown before confirming.
    await page.locator(".piece-menu .rewards", { hasText: "Pieces" }).getByRole("button", { name: "2", exact: true }).click();
    await page.locator(".piece-menu .rewards", { hasText: "Bargain" }).getByRole("button", { name: /−1 coin/ }).click();
    const confirm = page.locator(".piece-menu .menu-item.primary");
    const label = await confirm.innerText();
    expect(label).toMatch(new RegExp(`Buy 2 ${name}, bargain −1 coin\\s*2 AP · \\d+ coins?`));
    await saveScreenshot(page, "board-market-buy-menu");
    const price = Number(/2 AP · (\d+) coin/.exec(label)![1]);
    await andWait(page, () => confirm.click());
    expect(player(room).coins).toBe(coinsBefore - price);
    expect(player(room).components[component]).toBeGreaterThanOrEqual(2);
    expect(room.table.game!.placement!.ap).toBe(3);

    // Order into the first order slot.
    await openPiece(page, "market:order:0");
    const orderable = await page.locator(".piece-menu .menu-item:not([disabled])").first().innerText();
    await choose(page, orderable.split("\n")[0]!);
    expect(room.table.game!.market.order[0]).not.toBeNull();
    await saveScreenshot(page, "board-market-ordered");
    await andWait(page, () => page.getByRole("button", { name: "Done with this character" }).click());

    // The Manager goes to the Workshop; the starting trick still has its markers: dimmed, with the reason.
    await page.waitForFunction(() => (window as any).trickerionBoard.litSlots().includes("workshop-1"));
    const ws = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("workshop-1"));
    await andWait(page, () => page.mouse.click(ws.x, ws.y));
    const trick = player(room).tricks[0]!;
    await openPiece(page, `trick:${trick.id}`);
    expect(await page.locator(".piece-menu .menu-item[disabled]").first().innerText()).toMatch(/Prepare[\s\S]*still has its markers: set them up first/);
    await page.keyboard.press("Escape");
    await rendered(page, () =>
      stage(room, (s) => ({ ...s, players: s.players.map((p) => (p.seat === 0 ? { ...p, tricks: p.tricks.map((t) => ({ ...t, markers: 0 })), markerSupply: { ...p.markerSupply, [t0(p)]: 4 } } : p)) })),
    );
    await openPiece(page, `trick:${trick.id}`);
    await choose(page, "Prepare");
    expect(player(room).tricks[0]!.markers).toBeGreaterThan(0);
    await saveScreenshot(page, "board-workshop-prepared");
  });
});

function t0(p: GameState["players"][number]): string {
  return p.tricks[0]!.symbol;
}
