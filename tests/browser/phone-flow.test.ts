// The phone's flow (issue 29, item 2) on a 390×844 touch phone: the My workshop tab says when this turn's choices
// wait there; after "Choose this trick" the page goes to the board, where the next tap belongs; the set-up
// pop-over speaks of taps, not of a key and a mouse wheel; a long press's tooltip goes by itself; the final scores fit the width in English and Spanish,
// base and Dark Alley.
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { greedyBot, legalActions, type GameState } from "../../shared/engine";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { createTable, playUntil, until, tableWithBot } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { horizontalOverflow, openPhone, seatedPage } from "./phone";
import { andDraw, openPiece, piecePoint, pieces, rendered, serverAct, staging } from "./boardDriver";
import { TOUCH_TIP_MS } from "../../client/layout/pointer";

describe("the phone's flow", () => {
  const harness = useBrowserHarness({ seed: 4242 });

  it("a cue on My workshop, Choose this trick leads to the board, and the set-up pop-over speaks of taps", {
    timeout: 240_000,
  }, async () => {
    const { server } = harness;
    const { anna, code, room } = await tableWithBot(server);
    const phone = await openPhone();
    try {
      const page = await seatedPage(phone.context, server.url, code, anna.welcome!.seats[0]!.token);
      await page.waitForSelector("body[data-board-ready=true]");

      // Staging: nobody advertises, Anna sends her Apprentice to the Theater and places it first.
      await rendered(page, () =>
        staging(room, async (act, set) => {
          while (room.table.game!.phase === "advertise")
            await act(room.table.game!.initiative[room.table.game!.cursor]!, { type: "skipAdvertise" });
          if (!room.table.game!.players[1]!.confirmed) await act(1, { type: "confirmAssignments" });
          await act(0, { type: "assign", character: "apprentice1", location: "theater" });
          await act(0, { type: "confirmAssignments" });
          set((s: GameState) => ({ ...s, initiative: [0, 1], cursor: 0 }));
        }),
      );
      const place = legalActions(room.table.game!, 0).find((a) => a.type === "place" && a.character === "apprentice1")!;
      await rendered(page, () => serverAct(room, 0, place));
      await page.waitForFunction(
        () => document.body.dataset.myTurn === "true" && document.body.dataset.tab === "board",
      );

      // Item 9: the duel's second player stands on printed initiative space 3 (and pays 3 to advertise): the chip
      // says 3, not 2.
      const texts = await page.evaluate(() => (window as any).trickerionBoard.canvasTexts() as string[]);
      expect(
        texts
          .filter((x) => /^[1-4]\. (Anna|Bot 2)/.test(x))
          .map((x) => x[0])
          .sort(),
      ).toEqual(["1", "3"]);

      // On the Board tab, My workshop carries the cue: this turn's buttons are there.
      const workshopTab = page.locator("#table-tabs button[data-tab='workshop']");
      await expect.poll(() => workshopTab.getAttribute("data-cue")).toBe("true");
      expect(await workshopTab.getAttribute("aria-label")).toBe("My workshop: your choices are here");
      await saveScreenshot(page, "phone-flow-cue-en");
      await workshopTab.tap();
      expect(await workshopTab.getAttribute("data-cue")).toBe("false");

      // The trick is chosen in My workshop; the next tap is on a performance card, so the page goes to the board.
      const trick = room.table.game!.players[0]!.tricks[0]!.id;
      await openPiece(page, `trick:${trick}`);
      await andDraw(page, () => page.locator(".piece-menu .menu-item", { hasText: "Choose this trick" }).click());
      await expect.poll(() => page.evaluate(() => document.body.dataset.tab)).toBe("board");

      const spaces = (await pieces(page)).filter((k) => k.startsWith("space:"));
      expect(spaces.length).toBeGreaterThan(0);
      // A long press on a space shows its words, and they go by themselves (they stayed over a minute, over the show's
      // bar, until the next touch).
      const cdp = await page.context().newCDPSession(page);
      // Where the space is once the camera has settled on the Theater (the same point twice, 300 ms apart).
      let first = await piecePoint(page, spaces[0]!);
      for (let i = 0; i < 30; i++) {
        await new Promise((r) => setTimeout(r, 300));
        const again = await piecePoint(page, spaces[0]!);
        if (again.x === first.x && again.y === first.y) break;
        first = again;
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: first.x, y: first.y }] });
      await new Promise((r) => setTimeout(r, 800));
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await page.waitForSelector("#board .tooltip:not([hidden])");
      expect(await page.locator(".piece-menu").isVisible()).toBe(false);
      await new Promise((r) => setTimeout(r, TOUCH_TIP_MS + 700));
      expect(await page.locator("#board .tooltip").isVisible()).toBe(false);

      // A space where the marker can point more than one way: the pop-over's turn button names a tap, not R.
      let turnLabel: string | null = null;
      for (const space of spaces) {
        await openPiece(page, space);
        const labels = await page.locator(".piece-menu .menu-item").allInnerTexts();
        turnLabel = labels.find((l) => /Turn the marker/.test(l)) ?? null;
        if (turnLabel) break;
        // Cancel drops the aimed space (the zoomed copy of the card goes, so the next space is the card's own).
        await andDraw(page, () => page.locator(".piece-menu .menu-item", { hasText: "Cancel" }).click());
      }
      expect(turnLabel).toBe("Turn the marker (or tap the space again)");
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, "phone-flow-setup-en");
    } finally {
      await phone.close();
    }
  });

  it("the final scores fit a phone's width, Specialists and Total in view, in English and Spanish, base and Dark Alley", {
    timeout: 300_000,
  }, async () => {
    const { server } = harness;
    const base = await tableWithBot(server);
    // A Dark Alley game's scores are wider (Shards, coins, Special cards, Fame-36 tricks): its Total was off a phone's
    // right edge, and a playtester leading on Fame read the game as won (playtest 8).
    const alley = await createTable(server, { players: 2, darkAlley: true }, "Anna");
    expect(await alley.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    expect(await alley.room.request("start")).toEqual({ ok: true });
    const alleyRoom = server.colyseus.getRoomById<TrickerionRoom>(alley.room.roomId);
    for (const [room, player] of [
      [base.room, base.anna],
      [alleyRoom, alley],
    ] as const) {
      await playUntil(room, new Map([[0, player]]), () => false, "phone-scores", 5_000, greedyBot);
      await until(() => room.state.status === "finished", 10_000, "game over");
    }
    const phone = await openPhone();
    try {
      for (const [code, token, language, kind] of [
        [base.code, base.anna.welcome!.seats[0]!.token, "en", "base"],
        [base.code, base.anna.welcome!.seats[0]!.token, "es", "base"],
        [alley.room.roomId, alley.welcome!.seats[0]!.token, "es", "alley"],
      ] as const) {
        const page = await seatedPage(phone.context, server.url, code, token, language);
        await page.waitForSelector("#scores:not([hidden])", { timeout: 30_000 });
        // Every table the panel shows (scores, statistics, where the Fame came from, turn by turn) fits the width:
        // on a phone each is read turned, players across.
        const fit = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("#scores table")]
            .filter((table) => table.offsetParent !== null)
            .map((table) => {
              const cells = [...table.querySelectorAll<HTMLElement>("th, td")];
              return {
                table: table.className,
                scroll: table.scrollWidth - table.clientWidth,
                right: Math.max(...cells.map((c) => c.getBoundingClientRect().right)),
                first: cells[0]?.textContent ?? "",
              };
            }),
        );
        const where = `${kind} ${language}`;
        expect(fit.length, where).toBeGreaterThanOrEqual(2);
        for (const t of fit) {
          expect(t.scroll, `${where} ${t.table}`).toBeLessThanOrEqual(0);
          expect(t.right, `${where} ${t.table}`).toBeLessThanOrEqual(390);
        }
        // The final scores' Total is a row of the turned table, in view.
        const total = page.locator("#scores .turned-table.scores-turned tbody tr").last();
        expect(await total.locator("th").textContent()).toBe("Total");
        expect(await total.isVisible()).toBe(true);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await saveScreenshot(page, `phone-flow-scores-${kind}-${language}`);
        await page.close();
      }
    } finally {
      await phone.close();
    }
  });
});
