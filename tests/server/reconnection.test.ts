import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "@colyseus/sdk";
import { CARD_CODES } from "../../shared/schema/codes";
import { joinTable, playUntil, send, until, type TestPlayer, tableInAssignment } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

/** Cuts a client's socket as a network failure would (not a consented leave). */
function dropConnection(player: TestPlayer, reconnect: boolean): void {
  player.room.reconnection.enabled = reconnect;
  player.room.reconnection.minUptime = 0;
  player.room.reconnection.minDelay = 10;
  player.room.reconnection.delay = 10;
  player.room.connection.close(CloseCode.MAY_TRY_RECONNECT, "network lost");
}

describe("a dropped player keeps their seat and their hidden cards", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ reconnectSeconds: 30 });
  });
  afterAll(() => server.close());

  it("drops mid-assignment, reconnects automatically and finds the planned cards", async () => {
    const { room, players } = await tableInAssignment(server);
    const [ann, ben] = players as [TestPlayer, TestPlayer];
    expect(await send(ann, { type: "assign", character: "magician", location: "theater" })).toEqual({ ok: true });

    dropConnection(ann, true);
    await until(() => ben.room.state.seats[0].connected === false, 15_000, "the drop to show");
    expect(ben.room.state.seats[0].kind).toBe("human"); // the seat waits for her
    const reconnected = new Promise<void>((resolve) => ann.room.onReconnect.once(() => resolve()));
    await reconnected;
    await until(() => ben.room.state.seats[0].connected === true, 15_000, "the return to show");

    expect(CARD_CODES.decode(ann.room.state.players[0].plan.cards.get("magician"))).toBe("theater");
    expect(await send(ann, { type: "confirmAssignments" })).toEqual({ ok: true });
    expect(room.table.game!.players[0]!.confirmed).toBe(true);
  });

  it("a fresh connection with the seat token (a reloaded page) gets the seat and its plan back", async () => {
    const { room, players } = await tableInAssignment(server);
    const ann = players[0]!;
    const token = ann.welcome!.seats[0]!.token;
    expect(await send(ann, { type: "assign", character: "apprentice1", location: "downtown" })).toEqual({ ok: true });
    dropConnection(ann, false);

    const again = await joinTable(server, room.roomId, { seatToken: token });
    expect(again.welcome!.seats).toEqual([{ seat: 0, token }]);
    expect(CARD_CODES.decode(again.room.state.players[0].plan.cards.get("apprentice1"))).toBe("downtown");
    expect(again.room.state.players[0].plan.hand.get("downtown")).toBe(1);
    expect(players[1]!.room.state.players[0].plan).toBeUndefined();
    expect(await send(again, { type: "confirmAssignments" })).toEqual({ ok: true });
  });

  it("refuses a seat token that belongs to no seat", async () => {
    const { room } = await tableInAssignment(server);
    await expect(joinTable(server, room.roomId, { seatToken: "0".repeat(32) })).rejects.toThrow(/belongs to no seat/);
  });
});

describe("a player who stays away", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ reconnectSeconds: 0.2 });
  });
  afterAll(() => server.close());

  it("is replaced by a bot so the table finishes, and may reclaim the seat with their token", async () => {
    const { room, players } = await tableInAssignment(server);
    const [ann, ben] = players as [TestPlayer, TestPlayer];
    const token = ann.welcome!.seats[0]!.token;
    dropConnection(ann, false);
    await until(() => ben.room.state.seats[0].botTakeover === true, 15_000, "the bot takeover");
    expect(room.table.botPlays(0)).toBe(true);

    // The others play on; the bot plans, places and performs for Ann.
    const others = new Map(players.slice(1).map((p, i) => [i + 1, p]));
    await playUntil(room, others, () => room.table.game!.turn >= 3, "away-1");
    expect(room.table.game!.turn).toBe(3);

    // Ann comes back with her token mid-game and plays to the end herself.
    const back = await joinTable(server, room.roomId, { seatToken: token });
    expect(back.welcome!.seats[0]!.seat).toBe(0);
    await until(() => ben.room.state.seats[0].botTakeover === false && ben.room.state.seats[0].connected === true);
    expect(room.table.botPlays(0)).toBe(false);
    await playUntil(room, new Map([[0, back], ...others]), () => false, "away-2");
    expect(room.table.game!.phase).toBe("gameOver");
    await until(() => back.room.state.status === "finished");
  });
});
