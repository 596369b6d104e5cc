import { describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { activeSeats, greedyBot } from "../../shared/engine";
import { createTable, joinTable, send, type TestPlayer } from "../support/tableDriver";
import { saveScreenshot } from "./browser";
import { useBrowserHarness } from "./harness";
import { drawnCards, recordFrames } from "./pageInspect";

describe("spectator boards (/watch/CODE)", () => {
  const harness = useBrowserHarness();

  it("a shared screen follows a running game with no hand, no controls and no hidden card", {
    timeout: 180_000,
  }, async () => {
    const { server, browser } = harness;
    // Two people play over the network (SDK clients); the board-mode page only watches.
    const anna = await createTable(server, { players: 2, quickStart: true }, "Anna");
    const code = anna.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const people = new Map<number, TestPlayer>([
      [0, anna],
      [1, ben],
    ]);

    const screen = await browser.newPage();
    const frames = recordFrames(screen);
    await screen.goto(`${server.url}/watch/${code}`);
    await screen.waitForSelector("#lobby li");
    expect(await screen.evaluate(() => document.body.classList.contains("board-mode"))).toBe(true);
    await expect.poll(() => anna.room.state.spectators).toBe(1);

    expect(await anna.room.request("start")).toEqual({ ok: true });
    await screen.waitForSelector("body[data-board-ready=true]");
    // No controls that act on the game, no hand.
    expect(await screen.locator("#actions").isVisible()).toBe(false);
    expect(await screen.locator(".hand").count()).toBe(0);
    expect(await screen.locator("#lobby button:visible").count()).toBe(0);

    // Advertising decisions, then Anna's secret plan: a Market card under her Magician, then a Workshop card instead.
    while (room.table.game!.phase === "advertise")
      await send(people.get(activeSeats(room.table.game!)[0]!)!, { type: "skipAdvertise" });
    await screen.waitForSelector("body[data-phase=assignment]");
    // Each step: send, then wait until the screen has drawn the resulting patch.
    const step = async (action: Parameters<typeof send>[1]): Promise<void> => {
      const drawn = Number(await screen.getAttribute("body", "data-renders"));
      await send(anna, action);
      await screen.waitForFunction((n) => Number(document.body.dataset.renders) > n, drawn);
    };
    const m0 = frames.length;
    await step({ type: "assign", character: "magician", location: "market_row" });
    const m1 = frames.length;
    await step({ type: "unassign", character: "magician" });
    const m2 = frames.length;
    await step({ type: "assign", character: "magician", location: "workshop" });
    const m3 = frames.length;
    const bytes = (a: number, b: number) => Buffer.concat(frames.slice(a, b));
    expect(bytes(m0, m1).length).toBeGreaterThan(0);
    expect(bytes(m2, m3).equals(bytes(m0, m1))).toBe(true);
    expect((await drawnCards(screen, 0)).magician).toBe("hidden");
    expect(await screen.locator("body").innerText()).not.toMatch(/workshop|market row/i);

    // The game goes on; the screen follows it and shows who acts.
    for (const p of [anna, ben])
      if (!room.table.game!.players[p === anna ? 0 : 1]!.confirmed) await send(p, { type: "confirmAssignments" });
    let guard = 0;
    while (room.table.game!.turn < 3 && guard++ < 2_000) {
      const game = room.table.game!;
      const seat = activeSeats(game)[0]!;
      await send(people.get(seat)!, greedyBot(game, seat)!, seat);
    }
    // The screen reaches turn 3 once it has played turn 2's shows (it follows the story, not the table).
    await expect
      .poll(() => screen.getByTestId("status-line").textContent(), { timeout: 60_000 })
      .toMatch(/^Turn 3 of 5/);
    await saveScreenshot(screen, "board-mode-spectator");

    // Spectators come and go without touching the game.
    const second = await browser.newPage();
    await second.goto(`${server.url}/watch/${code}`);
    await expect.poll(() => anna.room.state.spectators).toBe(2);
    const before = room.table.game;
    await second.close();
    await screen.close();
    await expect.poll(() => anna.room.state.spectators).toBe(0);
    expect(room.table.game).toBe(before);
    const seat = activeSeats(room.table.game!)[0]!;
    expect(await send(people.get(seat)!, greedyBot(room.table.game!, seat)!, seat)).toEqual({ ok: true });
  });
});
