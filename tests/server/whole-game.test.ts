import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { scores } from "../../shared/engine";
import { createTable, joinTable, playUntil, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

/** The public result every client should show at the end. */
function finalOf(player: TestPlayer): { status: string; winner: number; totals: number[] } {
  const state = player.room.state;
  return {
    status: state.status,
    winner: state.winner,
    totals: Array.from(state.final, (f: any) => f.total as number),
  };
}

describe("whole games through the room", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("four people play a whole game to final scores while a spectator follows", async () => {
    const host = await createTable(server, { players: 4, beginnerSetup: false }, "Ann");
    const code = host.room.roomId;
    const others = [
      await joinTable(server, code, { name: "Ben" }),
      await joinTable(server, code, { name: "Cat" }),
      await joinTable(server, code, { name: "Dan" }),
    ];
    const spectator = await joinTable(server, code, { spectator: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await host.room.request("start")).toEqual({ ok: true });

    const bySeat = new Map([host, ...others].map((p) => [p.welcome!.seats[0]!.seat, p]));
    const sent = await playUntil(room, bySeat, () => false, "four-people");
    expect(sent).toBeGreaterThan(100);

    const game = room.table.game!;
    expect(game.phase).toBe("gameOver");
    const expected = scores(game);
    for (const p of [host, ...others, spectator]) {
      await until(() => p.room.state.status === "finished", 5_000, "the final patch");
      const shown = finalOf(p);
      expect(shown.winner).toBe(game.winner);
      expect(shown.totals).toEqual(game.final!.map((f) => f.total));
    }
    expect(expected).toBeDefined();
    // Everyone read the same log, which ends with the result.
    expect(spectator.log.at(-1)).toMatch(/^Game over\. Final Fame: .+ wins\.$/);
    expect(host.log.length).toBeGreaterThan(50);
  });

  it("two people and two bots finish a game; bots plan and confirm like anyone else", async () => {
    const host = await createTable(server, { players: 4, beginnerSetup: true }, "Ann");
    const code = host.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    expect(await host.room.request("bot", { seat: 2, bot: true })).toEqual({ ok: true });
    expect(await host.room.request("bot", { seat: 3, bot: true })).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await host.room.request("start")).toEqual({ ok: true });

    await playUntil(
      room,
      new Map([
        [0, host],
        [1, ben],
      ]),
      () => false,
      "with-bots",
    );
    // Bots plan in the pool's threads while people plan: every Assignment, each bot seat confirmed its own plan.
    const actions = await server.running.store.actionRows(code);
    const confirms = (seat: number) =>
      actions.filter((r) => r.seat === seat && JSON.parse(r.action).type === "confirmAssignments").length;
    expect(confirms(2)).toBe(room.table.game!.turn);
    expect(confirms(3)).toBe(confirms(0));
    expect(room.table.game!.phase).toBe("gameOver");
    await until(() => ben.room.state.status === "finished");
    expect(ben.room.state.final.length).toBe(4);
  });
});
