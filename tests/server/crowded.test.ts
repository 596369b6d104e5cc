import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "@colyseus/sdk";
import { JOIN_REFUSED } from "../../shared/protocol/joinRefusals";
import { DEFAULT_ROOM_SETTINGS, ROOM_CAPACITY, type TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { joinTable, send, tableInAssignment, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

/** The code a refused join rejects with (the SDK's MatchMakeError / ServerError carry it). */
async function refusal(join: Promise<unknown>): Promise<{ code: number; message: string }> {
  try {
    await join;
  } catch (e) {
    const error = e as { code: number; message: string };
    return { code: error.code, message: error.message };
  }
  throw new Error("the join was not refused");
}

/** Asks the matchmaker for a seat and never connects: what a crowd of abandoned or hostile join requests leaves behind. */
async function reserveOnly(server: TestServer, code: string): Promise<number> {
  const response = await fetch(`${server.url}/matchmake/joinById/${code}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ spectator: true }),
  });
  return response.status;
}

describe("a crowded table never locks out a seated player", () => {
  let server: TestServer;
  const limit = DEFAULT_ROOM_SETTINGS.spectatorLimit;
  beforeAll(async () => {
    server = await startTestServer({ reconnectSeconds: 30 });
  });
  afterAll(() => server.close());

  it("spectators beyond the limit are refused with SPECTATORS_FULL; a dropped player still gets back in with the token", async () => {
    expect(limit).toBeLessThanOrEqual(ROOM_CAPACITY / 2); // "well below the room's capacity"
    const t = await tableInAssignment(server, 2);
    const [ann, ben] = t.players as [TestPlayer, TestPlayer];
    const code = t.room.roomId;
    const token = ann.welcome!.seats[0]!.token;
    expect(await send(ann, { type: "assign", character: "magician", location: "theater" })).toEqual({ ok: true });

    // Fill the table with watchers up to the limit (one joined already with the table).
    const watchers: TestPlayer[] = [t.spectator];
    while (watchers.length < limit) watchers.push(await joinTable(server, code, { spectator: true }));
    await until(() => ben.room.state.spectators === limit, 5_000, "the watchers to count");
    // More watchers, or newcomers who would only watch, are refused with the stable code.
    const extra = await refusal(joinTable(server, code, { spectator: true }));
    expect(extra.code).toBe(JOIN_REFUSED.SPECTATORS_FULL);
    expect(extra.message).toMatch(/already has 32 spectators/);
    expect((await refusal(joinTable(server, code, { name: "Zed" }))).code).toBe(JOIN_REFUSED.SPECTATORS_FULL);
    // A crowd of join requests that never connect: with Colyseus's own maxClients lock this shut the room.
    // (Their reservations expire after 2 s here instead of 15, so the test server closes quickly.)
    t.room.seatReservationTimeout = 2;
    const statuses = await Promise.all(Array.from({ length: ROOM_CAPACITY + 10 }, () => reserveOnly(server, code)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(t.room.locked).toBe(false);

    // Ann drops for good (a closed laptop) and comes back on a new connection with her token.
    ann.room.reconnection.enabled = false;
    ann.room.connection.close(CloseCode.GOING_AWAY, "lid closed");
    await until(() => ben.room.state.seats[0].connected === false, 5_000, "the drop");
    const back = await joinTable(server, code, { seatToken: token });
    expect(back.welcome!.seats).toEqual([{ seat: 0, token }]);
    expect(back.room.state.players[0].plan).toBeDefined();
    await until(() => ben.room.state.seats[0].connected === true, 5_000, "the return");
    expect(await send(back, { type: "confirmAssignments" })).toEqual({ ok: true });
    expect(t.room.clients.length).toBe(limit + 2);

    // A second tab of Ann's also always fits, even now: it takes the seat over.
    const again = await joinTable(server, code, { seatToken: token });
    expect(again.welcome!.seats.map((s) => s.seat)).toEqual([0]);
    // The tab it replaced had no other seat and the watchers are full: it is told, then closed.
    await until(
      () => !t.room.clients.some((c) => c.sessionId === back.room.sessionId),
      5_000,
      "the replaced tab to be closed",
    );
    expect(t.room.clients.length).toBe(limit + 2);
    for (const w of watchers) await w.room.leave();
  });

  it("a token that belongs to no seat is refused with SEAT_TOKEN_INVALID, changing nothing", async () => {
    const t = await tableInAssignment(server, 2);
    const spectatorsBefore = t.room.state.spectators;
    const bad = await refusal(joinTable(server, t.room.roomId, { seatToken: "not-a-token" }));
    expect(bad.code).toBe(JOIN_REFUSED.SEAT_TOKEN_INVALID);
    expect(bad.message).toBe("That seat token belongs to no seat at this table.");
    const room = server.colyseus.getRoomById<TrickerionRoom>(t.room.roomId);
    await until(() => room.clients.length === 3, 5_000, "the refused connection to be gone");
    expect(room.state.spectators).toBe(spectatorsBefore);
  });
});
