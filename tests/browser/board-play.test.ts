import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { legalActions, performanceYields, stockPrice, type GameState } from "../../shared/engine";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { saveScreenshot } from "./browser";
import { tableFromLanding, useBrowserHarness } from "./harness";
import { andWait } from "./uiPlayer";
import {
  andDraw,
  choose,
  openPiece,
  piecePoint,
  reasons,
  rendered,
  serverAct,
  stage,
  staging,
  toPlacement,
  tooltipAt,
} from "./boardDriver";

const player = (room: TrickerionRoom, seat = 0) => room.table.game!.players[seat]!;

/** The set-up pop-over's words for a marker's facing (client/i18n/table.ts `setup.facing`). */
const FACING_WORDS: Record<string, string> = {
  up: "towards the space above",
  right: "towards the space on the right",
  down: "towards the space below",
  left: "towards the space on the left",
};

describe("playing on the board: every decision where it happens", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("Downtown: take coins, undo, take other coins, hire at the Inn, reroll (no undo after), set a die, learn a trick", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "downtown" });
    await rendered(page, () =>
      stage(room, (s) => ({
        ...s,
        dice: {
          ...s.dice,
          trick_A: "X",
          trick_B: "X",
          inn_specialist: "engineer",
          inn_apprentice: "apprentice",
          bank_A: 3,
          bank_B: 6,
        },
      })),
    );
    // Place the Magician by clicking its lit slot.
    const slot = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("downtown-1"));
    await andWait(page, () => page.mouse.click(slot.x, slot.y));
    expect(room.table.game!.placement).toMatchObject({ seat: 0, slot: "downtown-1", ap: 5 });
    // AP left is shown on the board where the Magician stands.
    expect(
      await tooltipAt(
        page,
        (await page.evaluate(() => (window as any).trickerionBoard.slotPoint("downtown-1"))) ?? slot,
      ),
    ).toMatch(/5 AP left/);

    const coins = player(room).coins;
    await openPiece(page, "die:bank_A");
    expect(await page.locator(".piece-menu").innerText()).toMatch(/Take 3 coins\s*3 AP/);
    await saveScreenshot(page, "board-die-menu");
    await choose(page, "Take 3 coins");
    expect(player(room).coins).toBe(coins + 3);
    await expect.poll(() => page.locator("#log").innerText()).toMatch(/took coins with Bank A/);

    // Undo, then a different action.
    await andWait(page, () => page.getByRole("button", { name: /Undo/ }).click());
    expect(player(room).coins).toBe(coins);
    expect(room.table.game!.placement!.ap).toBe(5);
    // The log says so, and the undone action left the story (as a reload's history would tell it).
    await expect.poll(() => page.locator("#log").innerText()).toMatch(/takes back their last action/);
    const logText = await page.locator("#log").innerText();
    expect(logText).not.toMatch(/took coins with Bank A/);
    await openPiece(page, "die:bank_B");
    await choose(page, "Take 6 coins");
    expect(player(room).coins).toBe(coins + 6);

    // With 2 AP left, learning (3 AP) is dimmed on every Residence trick, and says why.
    let why = await reasons(page);
    expect(
      Object.entries(why)
        .filter(([k]) => k.startsWith("residence:"))
        .map(([, v]) => v),
    ).toContain("Needs 3 AP; your Magician has 2 left");
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
    expect(await room.table.undo(0)).toMatchObject({ ok: false, error: { code: "UNDO_AFTER_RANDOM" } });

    // Set a die on the die itself, then learn a trick by clicking it in the Residence.
    await openPiece(page, "die:trick_B");
    await choose(page, "Set to Any category");
    expect(room.table.game!.dice.trick_B).toBe("any");
    const fame16 = Object.entries(await reasons(page)).find(
      ([k, v]) => k.startsWith("residence:") && /needs 16 Fame; you have 5/.test(v),
    );
    expect(fame16).toBeDefined();
    const learnable = (await page.evaluate(() => (window as any).trickerionBoard.pieces() as string[])).filter((k) =>
      k.startsWith("residence:"),
    );
    expect(learnable.length).toBeGreaterThan(3);
    const trick = learnable[0]!.slice("residence:".length);
    await openPiece(page, learnable[0]!);
    await saveScreenshot(page, "board-learn-menu");
    await choose(page, /Learn with Trick die B/);
    expect(player(room).tricks.map((t) => t.id)).toContain(trick);
    await saveScreenshot(page, "board-downtown-done");
  });

  it("Market Row and Workshop: buy with a bargain, order, then prepare a trick by clicking its card", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "market_row", manager: "workshop" });
    const slot = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("market-row-1"));
    await andWait(page, () => page.mouse.click(slot.x, slot.y));
    expect(room.table.game!.placement).toMatchObject({ seat: 0, character: "magician", ap: 5 });
    // With a keyboard the Undo button says its shortcut.
    await expect.poll(() => page.locator("#undo").innerText()).toBe("↶ Undo last action (Ctrl+Z)");

    const stock = room.table.game!.market.buy;
    const i = stock.findIndex((c) => c !== null);
    const component = stock[i]!;
    const name = component.charAt(0).toUpperCase() + component.slice(1);
    const coinsBefore = player(room).coins;
    await openPiece(page, `market:buy:${i}`);
    // A bargain that would bring one piece's price to 0 (RULES §6.2): every pick stays as made, and the button says
    // it is not possible, with the engine's reason. It used to move Pieces to 2 silently (playtest 8 bought 2).
    const each = stockPrice(room.table.game!, component, 0)!;
    const rows = (field: string) => page.locator(".piece-menu .rewards", { hasText: field });
    await rows("Pieces").getByRole("button", { name: "1", exact: true }).click();
    await rows("Bargain")
      .getByRole("button", { name: new RegExp(`^−${each} coins?`) })
      .click();
    expect(await rows("Pieces").getByRole("button", { name: "1", exact: true }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(await page.locator(".piece-menu .menu-item.primary").innerText()).toBe("Not possible as chosen");
    expect(await page.locator(".piece-menu .menu-item.primary").isDisabled()).toBe(true);
    expect(await page.locator(".piece-menu .pick-refused").innerText()).toMatch(
      /^Not possible together: A price cannot be bargained below 1 coin\. Change one of the choices above\.$/,
    );
    await saveScreenshot(page, "board-market-buy-refused");
    // Amount and bargain chosen at the slot; price and AP shown before confirming.
    await page
      .locator(".piece-menu .rewards", { hasText: "Pieces" })
      .getByRole("button", { name: "2", exact: true })
      .click();
    await page
      .locator(".piece-menu .rewards", { hasText: "Bargain" })
      .getByRole("button", { name: /−1 coin/ })
      .click();
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
    await andWait(page, async () => {
      await page.getByRole("button", { name: "Done with this character" }).click();
      // AP left that could still buy an action: asked first (lossQuestion.ts).
      await page.getByRole("button", { name: /^End and lose/ }).click();
    });

    // The Manager goes to the Workshop; the starting trick still has its markers: dimmed, with the reason.
    await page.waitForFunction(() => (window as any).trickerionBoard.litSlots().includes("workshop-1"));
    const ws = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("workshop-1"));
    await andWait(page, () => page.mouse.click(ws.x, ws.y));
    const trick = player(room).tricks[0]!;
    await openPiece(page, `trick:${trick.id}`);
    expect(await page.locator(".piece-menu .menu-item[disabled]").first().innerText()).toMatch(
      /Prepare[\s\S]*still has its markers: set them up first/,
    );
    await page.keyboard.press("Escape");
    await rendered(page, () =>
      stage(room, (s) => ({
        ...s,
        players: s.players.map((p) =>
          p.seat === 0
            ? {
                ...p,
                tricks: p.tricks.map((t) => ({ ...t, markers: 0 })),
                markerSupply: { ...p.markerSupply, [t0(p)]: 4 },
              }
            : p,
        ),
      })),
    );
    await openPiece(page, `trick:${trick.id}`);
    await choose(page, "Prepare");
    expect(player(room).tricks[0]!.markers).toBeGreaterThan(0);
    await saveScreenshot(page, "board-workshop-prepared");
  });

  it("the Magician put on a stage with none of its tricks on a card is warned first, and may go anyway", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "theater" });
    expect(room.table.game!.theaterCards.some((c) => c && Object.values(c.markers).some((m) => m.seat === 0))).toBe(
      false,
    );
    await page.waitForFunction(() => (window as any).trickerionBoard.litSlots().includes("theater-friday-stage"));
    const stagePoint = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("theater-friday-stage"));
    await page.mouse.click(stagePoint.x, stagePoint.y);
    await page.waitForSelector(".piece-menu:not([hidden])");
    const warning = await page.locator(".piece-menu").innerText();
    expect(warning).toContain("Nothing to perform yet");
    expect(warning).toContain("your Magician will not perform on Friday");
    expect(room.table.game!.players[0]!.characters.magician.slot).toBeNull();
    await saveScreenshot(page, "board-empty-stage-warning");
    // One way out, "Cancel" (a playtester saw "Cancel" and "Close" both): nothing placed.
    expect(await page.locator(".piece-menu button").allInnerTexts()).toEqual(["Place the Magician anyway", "Cancel"]);
    await page.locator(".piece-menu .menu-close", { hasText: "Cancel" }).click();
    await page.waitForSelector(".piece-menu", { state: "hidden" });
    expect(room.table.game!.players[0]!.characters.magician.slot).toBeNull();
    // Asked again, the person goes anyway.
    await page.mouse.click(stagePoint.x, stagePoint.y);
    await page.waitForSelector(".piece-menu:not([hidden])");
    await choose(page, "Place the Magician anyway");
    // Placed; with nothing set up (Anna planned only her Magician) Friday had no show, as the warning said.
    await expect
      .poll(() => page.locator("#log").textContent(), { timeout: 30_000 })
      .toContain("Friday: Anna's Magician is on stage but none of their tricks is on a performance card: no show.");
  });

  it("Theater: a set-up that makes a link (previewed, then paid), a reschedule, and a show chosen from its preview", {
    timeout: 300_000,
  }, async () => {
    const { page, room } = await tableFromLanding(harness);
    await toPlacement(page, room, { magician: "theater", apprentice1: "theater" });
    // Two characters may take a backstage slot: the slot asks which.
    const slot = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("theater-friday-1"));
    await page.mouse.click(slot.x, slot.y);
    await page.waitForSelector(".piece-menu:not([hidden])");
    await choose(page, "Your Apprentice 1");
    expect(room.table.game!.placement).toMatchObject({ character: "apprentice1", slot: "theater-friday-1" });

    // Staging: a bot marker where Anna's trick can link to it, and 2 AP.
    const mine = player(room).tricks[0]!;
    const botTrick = player(room, 1).tricks[0]!;
    let link: { slot: string; facing: string; rewards: number } | null = null;
    const card = room.table.game!.theaterCards[0]!;
    for (const sd of PERFORMANCE_BY_ID[card.id].slots) {
      for (const facing of ["up", "right", "down", "left"] as const) {
        const staged = withBotMarker(room.table.game!, sd.id, facing, botTrick);
        const found = legalActions(staged, 0).find(
          (a) => a.type === "setUpTrick" && a.card === 0 && a.rewards.length > 0,
        );
        if (found && found.type === "setUpTrick" && !link) {
          await rendered(page, () => stage(room, () => ({ ...staged, placement: { ...staged.placement!, ap: 2 } })));
          link = { slot: found.slot, facing: found.facing, rewards: found.rewards.length };
        }
      }
    }
    expect(link).not.toBeNull();

    // Choose the trick by clicking its card in the workshop, then the space on the performance card.
    await openPiece(page, `trick:${mine.id}`);
    await andDraw(page, () => page.locator(".piece-menu .menu-item", { hasText: "Choose this trick" }).click());
    const dimmed = await reasons(page);
    // A space the trick cannot use says why (here: taken by the bot's marker).
    expect(Object.entries(dimmed).some(([k, v]) => k.startsWith("space:0:") && v === "This space is taken")).toBe(true);
    const space = await piecePoint(page, `space:0:${link!.slot}`);
    await andDraw(page, () => page.mouse.click(space.x, space.y));
    // Turn the marker with R until it points the linking way; the pop-over names the way and the link's reward.
    for (
      let i = 0;
      i < 4 && !(await page.locator(".piece-menu h4").innerText()).endsWith(`points ${FACING_WORDS[link!.facing]}`);
      i++
    ) {
      await andDraw(page, () => page.keyboard.press("r"));
    }
    const preview = await page.locator(".piece-menu").innerText();
    // Each player's gain on its own: the Fame is the setter's, a Shard link gives each owner a Shard.
    expect(preview).toMatch(/Link 1 — You: \+1 Fame(, \+1 Shard · Bot 2: \+1 Shard)?/);
    await saveScreenshot(page, "board-setup-link-preview");
    const fame = player(room).fame;
    const shardLink = /You: \+1 Fame, \+1 Shard/.test(preview);
    const shards = player(room).shards;
    await choose(page, "Set up here");
    expect(player(room).fame).toBe(fame + 1);
    expect(player(room).shards).toBe(shards + (shardLink ? 1 : 0));
    expect(room.table.game!.theaterCards[0]!.markers[link!.slot]).toMatchObject({
      seat: 0,
      trick: mine.id,
      facing: link!.facing,
    });
    await saveScreenshot(page, "board-setup-done");

    // Reschedule: click the marker, then another lit space, and confirm.
    await andDraw(page, async () => {
      const m = await piecePoint(page, `marker:0:${link!.slot}`);
      await page.mouse.click(m.x, m.y);
    });
    const targets = (await page.evaluate(() => (window as any).trickerionBoard.pieces() as string[])).filter((k) =>
      k.startsWith("space:"),
    );
    expect(targets.length).toBeGreaterThan(0);
    const to = await piecePoint(page, targets[0]!);
    await andDraw(page, () => page.mouse.click(to.x, to.y));
    expect(await page.locator(".piece-menu").innerText()).toMatch(/A move pays nothing/);
    await choose(page, "Move here");
    const [, toCard, toSlot] = targets[0]!.split(":");
    expect(room.table.game!.theaterCards[Number(toCard)]!.markers[toSlot!]).toMatchObject({ seat: 0, trick: mine.id });

    // The Magician takes the Friday stage; the show comes, chosen from its preview.
    await page.waitForFunction(() => (window as any).trickerionBoard.litSlots().includes("theater-friday-stage"));
    const stagePoint = await page.evaluate(() => (window as any).trickerionBoard.slotPoint("theater-friday-stage"));
    await andWait(page, () => page.mouse.click(stagePoint.x, stagePoint.y));
    await page.waitForFunction(
      () => document.body.dataset.phase === "performance" && document.body.dataset.myTurn === "true",
    );
    const game = room.table.game!;
    const cardIndex = game.theaterCards.findIndex((c) => c && Object.values(c.markers).some((m) => m.seat === 0));
    const expected = performanceYields(game, 0, cardIndex, game.weekday!);
    await openPiece(page, `card:${cardIndex}`);
    const text = await page.locator(".piece-menu").innerText();
    expect(text).toContain(`Anna: +${expected[0]!.fame} Fame`);
    await saveScreenshot(page, "board-perform-preview");
    const before = game.players.map((p) => p.fame);
    await choose(page, "Perform this card");
    const after = room.table.game!.players.map((p) => p.fame);
    expect(after[0]! - before[0]!).toBe(expected[0]!.fame);
  });
});

function t0(p: GameState["players"][number]): string {
  return p.tricks[0]!.symbol;
}

/** The state with one of the bot's markers on card 0 (staging a rival for a link). */
function withBotMarker(
  s: GameState,
  slot: string,
  facing: "up" | "right" | "down" | "left",
  trick: GameState["players"][number]["tricks"][number],
): GameState {
  const cards = s.theaterCards.slice();
  const c = cards[0]!;
  cards[0] = { ...c, markers: { ...c.markers, [slot]: { seat: 1, trick: trick.id, symbol: trick.symbol, facing } } };
  return { ...s, theaterCards: cards };
}
