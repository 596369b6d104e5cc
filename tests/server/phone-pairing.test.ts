import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { LOCK_MS, MAX_WRONG, PairingDesk, PAIR_SECONDS, wrongCodeLimiter } from "../../server/rooms/pairing";
import { activeSeats } from "../../shared/engine";
import { createTable, joinTable, send, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

describe("phone codes (a seat moves to a phone)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0 });
  });
  afterAll(() => server.close());

  it("a hot-seat device hands Ben's seat to a phone mid-game: the phone plays it, the device no longer can", async () => {
    const device = await createTable(server, { players: 2, quickStart: true, hotseatNames: ["Anna", "Ben"] }, "Anna");
    const code = device.room.roomId;
    expect(await device.room.request("start")).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const benToken = device.welcome!.seats.find((s) => s.seat === 1)!.token;

    // A board-mode screen in the same tab watches as a spectator and asks with the kept token.
    const screen = await joinTable(server, code, { spectator: true });
    const reply = (await screen.room.request("pair", { token: benToken })) as {
      ok: boolean;
      seat: number;
      code: string;
    };
    expect(reply).toMatchObject({ ok: true, seat: 1 });
    expect(reply.code).toMatch(/^[A-Z2-9]{6}$/);
    expect(reply.code).not.toContain(benToken);
    // Without a valid token there is no code.
    expect(await screen.room.request("pair", { token: "0".repeat(32) })).toMatchObject({
      ok: false,
      code: "BAD_TOKEN",
    });

    const told: { seat: number }[] = [];
    screen.room.onMessage("paired", (m: { seat: number }) => told.push(m));
    const phone = await joinTable(server, code, { pairCode: reply.code.toLowerCase(), name: "" });
    await until(() => told.length === 1, 5_000, "the screen is told its code was used");
    expect(told).toEqual([{ seat: 1 }]);
    // The phone is given a token of its own for the seat, never the seat's (devices.ts).
    expect(phone.welcome!.seats).toHaveLength(1);
    expect(phone.welcome!.seats[0]).toMatchObject({ seat: 1 });
    expect(phone.welcome!.seats[0]!.token).toMatch(/^[0-9a-f]{32}$/);
    expect(phone.welcome!.seats[0]!.token).not.toBe(benToken);
    await until(() => device.welcome!.seats.length === 1, 5_000, "the device is told it lost Ben's seat");
    expect(device.welcome!.seats.map((s) => s.seat)).toEqual([0]);

    // Ben acts from the phone; the device can no longer act for him.
    while (room.table.game!.phase === "advertise") {
      const seat = activeSeats(room.table.game!)[0]!;
      await send(seat === 1 ? phone : device, { type: "skipAdvertise" }, seat);
    }
    expect(await send(device, { type: "confirmAssignments" }, 1)).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    expect(await send(phone, { type: "assign", character: "magician", location: "workshop" })).toEqual({ ok: true });

    // The code worked once: a second phone with it is turned away.
    await expect(joinTable(server, code, { pairCode: reply.code })).rejects.toThrow(/not valid/);
  });

  it("codes expire, a newer code replaces an older one, and only the guesser is locked out", async () => {
    vi.useFakeTimers();
    try {
      const desk = new PairingDesk(() => Date.now(), wrongCodeLimiter());
      const first = desk.issue("token-a");
      const second = desk.issue("token-a");
      expect(await desk.redeem(first.code, "phone")).toEqual({ refused: "invalid" });
      vi.advanceTimersByTime((PAIR_SECONDS + 1) * 1000);
      expect(await desk.redeem(second.code, "phone")).toEqual({ refused: "invalid" });
      const live = desk.issue("token-b");
      for (let i = 0; i < MAX_WRONG; i++)
        expect(await desk.redeem(`WRONG${i}`, "stranger")).toEqual({ refused: "invalid" });
      expect(await desk.redeem("WRONG", "stranger")).toEqual({ refused: "locked" });
      // The stranger is locked out, even with a right code…
      expect(await desk.redeem(live.code, "stranger")).toEqual({ refused: "locked" });
      // …but nothing was withdrawn: the real phone, elsewhere, pairs with the code on the screen.
      expect(await desk.redeem(live.code, "phone")).toEqual({ token: "token-b", by: "" });
      const later = desk.issue("token-b");
      vi.advanceTimersByTime(LOCK_MS + 1);
      expect(await desk.redeem(later.code, "stranger")).toEqual({ token: "token-b", by: "" });
    } finally {
      vi.useRealTimers();
    }
  });
});
