import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats } from "../../shared/engine";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { drawnCards, recordFrames } from "./pageInspect";
import { centre, horizontalOverflow, openPhone, seriousViolations, touchDrag } from "./phone";
import { andWait, useGroup } from "./uiPlayer";

const tab = (page: Page, name: string) => page.locator(`#table-tabs button[data-tab='${name}']`).tap();

describe("phones as private hands", () => {
  // Seed 7: Ben places first, and his Magician (planned to the Theater) meets the empty-stage warning on his phone.
  const harness = useBrowserHarness({ botDelayMs: 0, seed: 7 });

  it("a hot-seat laptop goes to board mode, each person scans their seat and plays it on their phone", {
    timeout: 240_000,
  }, async () => {
    const { server, browser } = harness;
    // The laptop: a two-person hot-seat table, started, then shown as the big-screen board.
    const laptop = await browser.newPage();
    await laptop.goto(server.url);
    await laptop.fill("input[name=seat0]", "Anna");
    await laptop.fill("input[name=seat1]", "Ben");
    await laptop.locator("#duel").click();
    await laptop.waitForSelector("#lobby li[data-seat='1'].mine");
    const code = (await laptop.getByTestId("table-code").textContent())!;
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await laptop.getByRole("button", { name: "Start game" }).click();
    await laptop.waitForSelector("body[data-board-ready=true]");
    const frames = recordFrames(laptop);
    await laptop.goto(`${server.url}/watch/${code}`);
    await laptop.waitForSelector(".phone-code[data-seat='1'] svg.qr");
    await laptop.waitForSelector(".phone-code[data-seat='0'] svg.qr");
    await saveScreenshot(laptop, "phone-hands-board-codes");
    const link = (seat: number) => laptop.locator(`.phone-code[data-seat='${seat}'] svg.qr`).getAttribute("data-text");
    const annaLink = (await link(0))!;
    expect(annaLink).toMatch(new RegExp(`/t/${code}#pair=[A-Z2-9]{6}$`));
    // The QR code carries a one-use code, never the seat's token.
    const tokens = room.table.seats.map((s) => s.token!);
    expect(await laptop.locator("body").innerHTML()).not.toContain(tokens[0]);

    // An ordinary spectator's board shows no seat codes (it holds no token).
    const stranger = await browser.newPage();
    await stranger.goto(`${server.url}/watch/${code}`);
    await stranger.waitForSelector("body[data-board-ready=true]");
    expect(await stranger.locator(".phone-code").count()).toBe(0);
    await stranger.close();

    // Two phones scan their codes; each takes its seat at once.
    const phone = await openPhone();
    try {
      const anna = await phone.context.newPage();
      await anna.goto(annaLink);
      await anna.waitForSelector("body[data-phase]");
      expect(await anna.evaluate(() => window.location.hash)).toBe("");
      const ben = await phone.context.newPage();
      await ben.goto((await link(1))!);
      await ben.waitForSelector("body[data-phase]");
      await laptop.waitForSelector(".phone-code.done[data-seat='1']");
      // The big screen's tab forgets the tokens of seats now on phones: going back to the table
      // from it cannot take them back.
      await expect
        .poll(() => laptop.evaluate((c) => JSON.parse(sessionStorage.getItem(`trickerion:seats:${c}`) ?? "[]"), code))
        .toEqual([]);
      for (const p of [anna, ben]) expect(await horizontalOverflow(p)).toBeLessThanOrEqual(0);

      // Advertising: each skips on their phone (My workshop tab).
      while (room.table.game!.phase === "advertise") {
        const seat = activeSeats(room.table.game!)[0];
        const p = seat === 1 ? ben : anna;
        await p.waitForFunction(() => document.body.dataset.myTurn === "true");
        await tab(p, "workshop");
        await useGroup(p, "skipAdvertise");
      }

      // Planning: the phone opens the hand by itself; Anna drags a card onto her Magician by touch.
      await anna.waitForSelector("#actions .hand .card[data-card='workshop']:visible");
      const before = frames.length;
      const from = await centre(anna, "#actions .hand .card[data-card='workshop']");
      const to = await centre(anna, "#actions li[data-character='magician']");
      // A finger that rests first shows the card's tooltip (a long press), then drags: the tooltip goes with the
      // drag instead of staying over the plan after the drop (playtest 8).
      await andWait(anna, () => touchDrag(anna, from, to, 800));
      await expect.poll(() => room.table.game!.players[0]!.characters.magician.card).toBe("workshop");
      expect(await anna.locator("#touch-tip").isHidden()).toBe(true);
      expect(await anna.locator("#actions li[data-character='magician'] .slot-card").textContent()).toBe("Workshop");
      await saveScreenshot(anna, "phone-hands-plan-by-drag");
      // The big screen: the card is face down, its location in neither the page nor the bytes it received.
      await laptop.waitForFunction(() => document.body.dataset.renders !== undefined);
      await expect.poll(async () => (await drawnCards(laptop, 0)).magician).toBe("hidden");
      expect(await laptop.locator("body").innerText()).not.toMatch(/workshop/i);
      expect(await laptop.locator(".hand").count()).toBe(0);
      const received = Buffer.concat(frames.slice(before));
      expect(received.includes(Buffer.from("workshop"))).toBe(false);

      // Ben plans by tapping (a card, then a character); both confirm.
      await ben.waitForSelector("#actions .hand .card[data-card='theater']:visible");
      await ben.locator("#actions .hand .card[data-card='theater']").tap();
      await andWait(ben, () => ben.locator("#actions li[data-character='magician']").tap());
      await andWait(ben, () => ben.getByRole("button", { name: "Confirm plan" }).tap());
      await andWait(anna, () => anna.getByRole("button", { name: "Confirm plan" }).tap());
      expect(Buffer.concat(frames.slice(before)).includes(Buffer.from("theater-"))).toBe(false);

      // Placement: whoever's turn it is taps a lit slot on the board, then acts in their workshop.
      await expect.poll(() => room.table.game!.phase).toBe("placement");
      // Each placement: the phone whose turn it is taps a lit slot on its board; a character with
      // actions there then acts from the My workshop tab.
      let mover = anna;
      let warned = false;
      for (let placements = 0; placements < 4; placements++) {
        await expect
          .poll(
            async () =>
              (await anna.evaluate(() => document.body.dataset.myTurn)) === "true" ||
              (await ben.evaluate(() => document.body.dataset.myTurn)) === "true",
          )
          .toBe(true);
        mover = (await anna.evaluate(() => document.body.dataset.myTurn)) === "true" ? anna : ben;
        if ((await mover.getAttribute("body", "data-tab")) !== "board") await tab(mover, "board");
        // A hand's board is made when its tab first shows it (issue 30): read it once drawn.
        await mover.waitForSelector("body[data-board-ready=true]");
        const board = (await mover.locator("#board").boundingBox())!;
        const pointOf = (id: string) =>
          mover.evaluate(
            (slot) =>
              (
                window as unknown as { trickerionBoard: { slotPoint(id: string): { x: number; y: number } } }
              ).trickerionBoard.slotPoint(slot),
            id,
          );
        const slots = await mover.evaluate(() =>
          (window as unknown as { trickerionBoard: { litSlots(): string[] } }).trickerionBoard.litSlots(),
        );
        expect(slots.length).toBeGreaterThan(0);
        // The board jumped to where this person may place: a lit slot is on screen, big enough for a finger.
        const inside = (p: { x: number; y: number }) =>
          p.x >= board.x && p.x <= board.x + board.width && p.y >= board.y && p.y <= board.y + board.height;
        let target: string | undefined;
        for (const id of slots) if (inside(await pointOf(id))) target ??= id;
        expect(target, "a lit slot on screen").toBeDefined();
        // A finger drag pans the board (whichever way the board's edge allows); dragging back returns it.
        let at = await pointOf(target!);
        const grip = { x: board.x + board.width / 2, y: board.y + board.height / 2 };
        let dx = -80;
        await touchDrag(mover, grip, { x: grip.x + dx, y: grip.y });
        if (Math.abs((await pointOf(target!)).x - at.x) < 40) {
          // Near the board's edge that way (it may still have moved a little): pan the other way from here.
          at = await pointOf(target!);
          dx = 80;
          await touchDrag(mover, grip, { x: grip.x + dx, y: grip.y });
        }
        expect(Math.abs((await pointOf(target!)).x - at.x)).toBeGreaterThan(40);
        await touchDrag(mover, { x: grip.x + dx, y: grip.y }, grip);
        const point = await pointOf(target!);
        expect(Math.abs(point.x - at.x)).toBeLessThan(20);
        const moves = room.table.moves;
        await mover.touchscreen.tap(point.x, point.y);
        // A Magician sent to a stage with none of its tricks on a performance card is warned first (stageWarning.ts):
        // the warning is on the phone's screen whole, and the person places anyway.
        const anyway = mover.locator(".piece-menu:not([hidden]) .menu-item", { hasText: "Place the Magician anyway" });
        await expect.poll(async () => room.table.moves > moves || (await anyway.isVisible())).toBe(true);
        if (room.table.moves === moves) {
          warned = true;
          const menu = (await mover.locator(".piece-menu:not([hidden])").boundingBox())!;
          const screen = mover.viewportSize()!;
          expect(
            menu.x >= 0 && menu.y >= 0 && menu.x + menu.width <= screen.width && menu.y + menu.height <= screen.height,
          ).toBe(true);
          await saveScreenshot(mover, "phone-hands-stage-warning");
          await anyway.tap();
        }
        await expect.poll(() => room.table.moves).toBeGreaterThan(moves);
        if (room.table.game!.placement) break;
      }
      expect(warned, "Ben's Magician met the empty-stage warning (seed 7)").toBe(true);
      await saveScreenshot(mover, "phone-hands-placed");
      await tab(mover, "workshop");
      const acted = room.table.moves;
      const group = mover.locator("#actions .action-group:not(.disabled)").first();
      const type = (await group.getAttribute("data-type"))!;
      await useGroup(mover, type);
      await expect.poll(() => room.table.moves).toBeGreaterThan(acted);
      await saveScreenshot(mover, "phone-hands-acted");
      // Players: the others' workshops above the seat list; Log: the game's log.
      await tab(mover, "players");
      expect(await mover.locator("#lobby").isVisible()).toBe(true);
      await expect
        .poll(async () => (await mover.locator("#board canvas").boundingBox())?.height ?? 0)
        .toBeGreaterThan(150);
      await saveScreenshot(mover, "phone-hands-players");
      await tab(mover, "log");
      expect(await mover.locator("#log .log-lines").isVisible()).toBe(true);
      expect(await mover.locator("#lobby").isVisible()).toBe(false);
      await saveScreenshot(mover, "phone-hands-log");
      expect(await seriousViolations(mover)).toEqual([]);
      await saveScreenshot(laptop, "phone-hands-board-playing");
      expect(await laptop.locator(".hand").count()).toBe(0);

      // A phone that reloads (or lost its connection) is back in its seat with its kept token.
      await ben.reload();
      // Back on its hand (issue 30: a paired phone opens on it, DOM only); Players then draws the others' workshops.
      await ben.waitForFunction(() => document.body.dataset.renders !== undefined);
      expect(await ben.evaluate(() => document.body.dataset.tab)).not.toBe("board");
      await tab(ben, "players");
      await ben.waitForSelector("#lobby li[data-seat='1'].mine");
      expect(room.table.seats[1]!.botTakeover).toBe(false);
    } finally {
      await phone.close();
    }
  });

  it("a hot-seat table moves one person to their phone mid-game; the laptop keeps playing the other seat", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    const laptop = await browser.newPage();
    await laptop.goto(server.url);
    await laptop.fill("input[name=seat0]", "Anna");
    await laptop.fill("input[name=seat1]", "Ben");
    await laptop.locator("#duel").click();
    await laptop.waitForSelector("#lobby li[data-seat='1'].mine");
    const code = (await laptop.getByTestId("table-code").textContent())!;
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    await laptop.getByRole("button", { name: "Start game" }).click();
    await laptop.waitForSelector("body[data-board-ready=true]");

    // The seat's button says "Phone" beside a drawn phone icon (an emoji would be an empty box without an emoji font).
    const toPhone = laptop.getByRole("button", { name: "Move Ben to a phone" });
    expect((await toPhone.textContent())!.trim()).toBe("Phone");
    const icon = await toPhone.locator("svg.phone-icon").boundingBox();
    expect(icon!.width).toBeGreaterThan(6);
    expect(icon!.height).toBeGreaterThan(10);
    await saveScreenshot(laptop, "phone-hands-seat-buttons");
    await toPhone.click();
    const qr = laptop.locator("#move-to-phone svg.qr");
    await qr.waitFor();
    await saveScreenshot(laptop, "phone-move-dialog");
    const link = (await qr.getAttribute("data-text"))!;
    expect(link).toMatch(new RegExp(`/t/${code}#pair=[A-Z2-9]{6}$`));
    // The short code typed on the phone's home page works as well as the QR code.
    const short = (await laptop.locator("#move-to-phone .short-code").textContent())!;
    expect(short).toBe(`${code}-${link.slice(-6)}`);

    const phone = await openPhone();
    try {
      const ben = await phone.context.newPage();
      await ben.goto(server.url);
      await ben.fill("#join-code", short);
      await ben.locator("#join-form button[type=submit]").tap();
      // A phone code makes the phone a hand: it opens on My workshop, without the board (issue 30).
      await ben.waitForFunction(() => document.body.dataset.renders !== undefined);
      expect(await ben.evaluate(() => [document.body.dataset.tab, document.body.dataset.board])).toEqual([
        "workshop",
        "later",
      ]);
      // The laptop's dialog closes by itself; the laptop now plays Anna only, and keeps only her token.
      await laptop.waitForSelector("#move-to-phone", { state: "detached" });
      // A hand-over on purpose, not a takeover: no "your seat was taken" warning at the laptop.
      expect(await laptop.locator("#status").textContent()).not.toMatch(/taken over/);
      await expect.poll(() => laptop.locator("#lobby li.mine").count()).toBe(1);
      expect(await laptop.locator("#lobby li[data-seat='0']").getAttribute("class")).toBe("mine");
      const kept = await laptop.evaluate(
        (c) => JSON.parse(sessionStorage.getItem(`trickerion:seats:${c}`) ?? "[]"),
        code,
      );
      expect(kept).toEqual([room.table.seats[0]!.token]);
      // Each acts for their own seat in the advertise phase.
      while (room.table.game!.phase === "advertise") {
        const seat = activeSeats(room.table.game!)[0];
        const p = seat === 1 ? ben : laptop;
        await p.waitForFunction(() => document.body.dataset.myTurn === "true");
        if (p === ben) await tab(ben, "workshop");
        await useGroup(p, "skipAdvertise");
      }
      await expect.poll(() => room.table.game!.phase).toBe("assignment");
      // No hand-off curtain any more at the laptop: one seat left there.
      expect(await laptop.locator("#curtain").count()).toBe(0);
    } finally {
      await phone.close();
    }
  });
});
