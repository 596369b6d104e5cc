import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { CloseCode } from "@colyseus/sdk";
import { createTable, joinTable, playUntil, send, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

describe("hot-seat tables: several people at one client", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("seats every named person at the creator's client, fills bot seats, and plays to the end", async () => {
    const device = await createTable(
      server,
      { players: 4, quickStart: true, hotseatNames: ["Anna", "Ben"], botSeats: [2, 3] },
      "Anna",
    );
    expect(device.welcome!.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(device.welcome!.host).toBe(true);
    expect(Array.from(device.room.state.seats, (s: any) => [s.kind, s.name])).toEqual([
      ["human", "Anna"],
      ["human", "Ben"],
      ["bot", "Bot 3"],
      ["bot", "Bot 4"],
    ]);
    const room = server.colyseus.getRoomById<TrickerionRoom>(device.room.roomId);
    expect(await device.room.request("start")).toEqual({ ok: true });
    // This client sees both its players' plans, and acts for each by naming the seat.
    expect(device.room.state.players[0].plan).toBeDefined();
    expect(device.room.state.players[1].plan).toBeDefined();
    expect(await send(device, { type: "skipAdvertise" })).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    await playUntil(
      room,
      new Map([
        [0, device],
        [1, device],
      ]),
      () => false,
      "hotseat",
    );
    expect(room.table.game!.phase).toBe("gameOver");
  });

  it("a duel: two people on one device, who take both seats back together after a reload", async () => {
    const device = await createTable(server, { players: 2, quickStart: true, hotseatNames: ["Anna", "Ben"] }, "Anna");
    expect(device.welcome!.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(await device.room.request("start")).toEqual({ ok: true });
    const tokens = device.welcome!.seats.map((s) => s.token);
    // A reload drops the socket (it is not a consented leave), so the table waits for the device.
    device.room.reconnection.enabled = false;
    device.room.connection.close(CloseCode.GOING_AWAY, "reload");
    await until(
      () => server.colyseus.getRoomById<TrickerionRoom>(device.room.roomId).state.seats[0]!.connected === false,
    );
    const again = await joinTable(server, device.room.roomId, { seatTokens: tokens });
    expect(again.welcome!.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(again.room.state.players[0].plan).toBeDefined();
    expect(again.room.state.players[1].plan).toBeDefined();
  });

  it("leaves seats open for people joining online, and never re-seats on a later join", async () => {
    const device = await createTable(server, { players: 3, hotseatNames: ["Anna", "Ben"] }, "Anna");
    const guest = await joinTable(server, device.room.roomId, { name: "Cat", hotseatNames: ["X", "Y"] });
    expect(guest.welcome!.seats.map((s) => s.seat)).toEqual([2]);
  });
});
