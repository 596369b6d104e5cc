import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { JOIN_REFUSED, type SeatTaken } from "../../shared/protocol/joinRefusals";
import { createTable, joinTable, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

describe("the host removes a person from a lobby seat (issue 26)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0 });
  });
  afterAll(() => server.close());

  it("the squatter is told, watches on, cannot sit again, and the seat opens; nobody else may remove anyone", async () => {
    const host = await createTable(server, { players: 3 }, "Anna");
    const code = host.room.roomId;
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const squatter = await joinTable(server, code, { name: "Squatter" });
    const ben = await joinTable(server, code, { name: "Ben" });
    const squatterToken = squatter.welcome!.seats[0]!.token;
    const told: SeatTaken[] = [];
    squatter.room.onMessage("seat-taken", (n: SeatTaken) => told.push(n));

    // Only the host, and never their own seat or an empty one.
    expect(await ben.room.request("remove", { seat: 1 })).toMatchObject({ ok: false, code: "NOT_HOST" });
    expect(await squatter.room.request("remove", { seat: 2 })).toMatchObject({ ok: false, code: "NOT_HOST" });
    expect(await host.room.request("remove", { seat: 0 })).toMatchObject({ ok: false, code: "BAD_SEAT" });
    expect(await host.room.request("remove", { seat: "1" })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(room.table.seats.map((s) => s.name)).toEqual(["Anna", "Squatter", "Ben"]);

    expect(await host.room.request("remove", { seat: 1 })).toEqual({ ok: true });
    await until(() => told.length === 1, 5_000, "the removed person is told");
    expect(told[0]).toMatchObject({ seats: [1], reason: "removed" });
    expect(room.table.seats[1]!.kind).toBe("open");
    expect(squatter.room.connection.isOpen).toBe(true); // a watcher now
    await until(() => (squatter.room.state as { spectators: number }).spectators === 1, 5_000, "the squatter watches");
    expect(await squatter.room.request("sit", { name: "Squatter" })).toMatchObject({ ok: false, code: "REMOVED" });
    expect(await host.room.request("remove", { seat: 1 })).toMatchObject({ ok: false, code: "SEAT_OPEN" });
    // The removed seat token opens nothing; someone else takes the open seat.
    await expect(joinTable(server, code, { seatToken: squatterToken })).rejects.toMatchObject({
      code: JOIN_REFUSED.SEAT_TOKEN_INVALID,
    });
    const carl = await joinTable(server, code, { name: "Carl" });
    expect(carl.welcome!.seats.map((s) => s.seat)).toEqual([1]);

    // After the start nobody is removed (a seat left during the game gets a bot).
    expect(await host.room.request("start")).toEqual({ ok: true });
    expect(await host.room.request("remove", { seat: 2 })).toMatchObject({ ok: false, code: "NOT_IN_LOBBY" });
  });
});
