import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { holderOfToken } from "../../server/rooms/devices";
import { restoreTable } from "../../server/storage/restore";
import { JOIN_REFUSED, type SeatTaken } from "../../shared/protocol/joinRefusals";
import { createTable, joinTable, track, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

/**
 * Joins from another address as the one trusted proxy in front of the server reports it (TRUST_PROXY=1:
 * the last X-Forwarded-For entry), so wrong codes are counted against that address.
 */
async function joinFrom(
  server: TestServer,
  address: string,
  code: string,
  options: Record<string, unknown>,
): Promise<TestPlayer> {
  const client = new Client(server.url, { headers: { "x-forwarded-for": address } });
  return track(await client.joinById(code, options));
}

/** The numeric code a refused join rejects with. */
async function refusal(joining: Promise<unknown>): Promise<number | undefined> {
  try {
    await joining;
  } catch (e) {
    return (e as { code?: number }).code;
  }
  return undefined;
}

function noticesOf(player: TestPlayer): SeatTaken[] {
  const notices: SeatTaken[] = [];
  player.room.onMessage("seat-taken", (n: SeatTaken) => notices.push(n));
  return notices;
}

type DevicesReply = {
  ok: true;
  seats: { seat: number; token?: number; devices: { id: string; pairedAt: number; connected: boolean }[] }[];
};

describe("paired phones: guessing, device tokens, revoking and reclaiming (issue 26)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0 }, { edge: { trustProxy: 1 } });
  });
  afterAll(() => server.close());

  /** A two-seat hot-seat table whose board-mode screen shows a code for Ben's seat. */
  async function tableWithCode(): Promise<{
    device: TestPlayer;
    screen: TestPlayer;
    code: string;
    benToken: string;
    pairCode: string;
  }> {
    const device = await createTable(server, { players: 2, hotseatNames: ["Anna", "Ben"] }, "Anna");
    const code = device.room.roomId;
    const benToken = device.welcome!.seats.find((s) => s.seat === 1)!.token;
    const screen = await joinTable(server, code, { spectator: true });
    const reply = (await screen.room.request("pair", { token: benToken })) as { code: string };
    return { device, screen, code, benToken, pairCode: reply.code };
  }

  it("a stranger's wrong codes lock out the stranger only: the real phone still pairs with the code on the screen", async () => {
    const { code, pairCode } = await tableWithCode();
    const wrong = pairCode.startsWith("A") ? "BBBBBB" : "AAAAAA";
    for (let i = 0; i < 25; i++) {
      const got = await refusal(joinFrom(server, "203.0.113.9", code, { pairCode: wrong }));
      expect(got).toBe(i < 20 ? JOIN_REFUSED.PAIR_CODE_INVALID : JOIN_REFUSED.PAIR_LOCKED);
    }
    // Locked out, the stranger gets nothing even with the right code (it cannot keep guessing)…
    expect(await refusal(joinFrom(server, "203.0.113.9", code, { pairCode }))).toBe(JOIN_REFUSED.PAIR_LOCKED);
    // …and the real phone, on another network, pairs with the code still shown.
    const phone = await joinFrom(server, "198.51.100.4", code, { pairCode });
    expect(phone.welcome!.seats.map((s) => s.seat)).toEqual([1]);
  });

  it("the host revokes one phone: it loses the seat at once and its token opens nothing afterwards", async () => {
    const { device, screen, code, benToken, pairCode } = await tableWithCode();
    const phone = await joinTable(server, code, { pairCode });
    const phoneToken = phone.welcome!.seats[0]!.token;
    const told = noticesOf(phone);
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(room.table.seats[1]!.devices).toHaveLength(1);

    // Only the host, or whoever shows the seat's token, sees and manages the seat's phones.
    expect(await screen.room.request("devices", {})).toEqual({ ok: true, seats: [] });
    const listed = (await device.room.request("devices", {})) as DevicesReply;
    const ben = listed.seats.find((s) => s.seat === 1)!;
    expect(ben.devices).toHaveLength(1);
    expect(ben.devices[0]).toMatchObject({ connected: true });
    expect(JSON.stringify(listed)).not.toContain(phoneToken);
    const byToken = (await screen.room.request("devices", { tokens: ["0".repeat(32), benToken] })) as DevicesReply;
    expect(byToken.seats.map((s) => s.seat)).toEqual([1]);
    expect(byToken.seats[0]).toMatchObject({ token: 1 }); // the second token given opens seat 2
    // A spectator naming the phone without the seat's token is refused, and nothing changes.
    expect(await screen.room.request("revoke", { seat: 1, device: ben.devices[0]!.id })).toMatchObject({
      ok: false,
      code: "NOT_HOST",
    });
    expect(
      await screen.room.request("revoke", { seat: 1, device: ben.devices[0]!.id, tokens: ["0".repeat(32)] }),
    ).toMatchObject({ ok: false, code: "NOT_HOST" });
    expect(await device.room.request("revoke", { seat: 1, device: "ffffffffffff" })).toMatchObject({
      ok: false,
      code: "UNKNOWN_DEVICE",
    });
    expect(phone.room.connection.isOpen).toBe(true);

    expect(await device.room.request("revoke", { seat: 1, device: ben.devices[0]!.id })).toEqual({ ok: true });
    await until(() => told.length === 1, 5_000, "the phone is told");
    expect(told[0]).toMatchObject({ seats: [1], reason: "revoked" });
    expect(room.table.seats[1]!.devices ?? []).toHaveLength(0);
    // Its token is dead (the page forgets it), while the seat's own token still opens the seat.
    expect(await refusal(joinTable(server, code, { seatToken: phoneToken }))).toBe(JOIN_REFUSED.SEAT_TOKEN_INVALID);
    const back = await joinTable(server, code, { seatToken: benToken });
    expect(back.welcome!.seats).toEqual([{ seat: 1, token: benToken }]);
  });

  it("the seat's owner reclaims it: every phone of the seat loses it and the owner's screen plays it again", async () => {
    const { screen, code, benToken, pairCode } = await tableWithCode();
    const phone = await joinTable(server, code, { pairCode });
    const phoneToken = phone.welcome!.seats[0]!.token;
    const told = noticesOf(phone);
    // A wrong token reclaims nothing.
    expect(await screen.room.request("reclaim", { token: "0".repeat(32) })).toMatchObject({
      ok: false,
      code: "BAD_TOKEN",
    });
    expect(await screen.room.request("reclaim", { seat: 1 })).toMatchObject({ ok: false, code: "NOT_HOST" });
    expect(await screen.room.request("reclaim", { token: benToken })).toEqual({ ok: true });
    await until(
      () => told.length === 1 && screen.welcome!.seats.length === 1,
      5_000,
      "the phone is told, the screen welcomed",
    );
    expect(screen.welcome!.seats).toEqual([{ seat: 1, token: benToken }]);
    expect(await refusal(joinTable(server, code, { seatToken: phoneToken }))).toBe(JOIN_REFUSED.SEAT_TOKEN_INVALID);
  });

  it("a paired phone keeps its own token across a restart (devices are stored with the seats)", async () => {
    const { code, pairCode } = await tableWithCode();
    const phone = await joinTable(server, code, { pairCode });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    const row = await server.running.store.unfinished().then((rows) => rows.find((r) => r.code === code)!);
    const stored = JSON.parse(row.seats) as { devices?: { hash: string }[] }[];
    expect(stored[1]!.devices).toHaveLength(1);
    expect(stored[1]!.devices![0]!.hash).toBe(room.table.seats[1]!.devices![0]!.hash);
    expect(row.seats).not.toContain(phone.welcome!.seats[0]!.token);
    // Rebuilt from that row as a restart does, the phone's own token still opens Ben's seat.
    const restored = restoreTable(row, []);
    expect(holderOfToken(restored.table.seats, phone.welcome!.seats[0]!.token)).toMatchObject({
      seat: 1,
      device: { id: room.table.seats[1]!.devices![0]!.id },
    });
  });
});

describe("a guesser connecting directly cannot pick its own address (issue 26)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0 }); // no trusted proxy: only the TCP peer counts
  });
  afterAll(() => server.close());

  it("wrong codes sent under a fresh forged X-Real-IP or X-Forwarded-For each time still lock the real address", async () => {
    const device = await createTable(server, { players: 2, hotseatNames: ["Anna", "Ben"] }, "Anna");
    const code = device.room.roomId;
    const benToken = device.welcome!.seats.find((s) => s.seat === 1)!.token;
    const screen = await joinTable(server, code, { spectator: true });
    const { code: pairCode } = (await screen.room.request("pair", { token: benToken })) as { code: string };
    const wrong = pairCode.startsWith("A") ? "BBBBBB" : "AAAAAA";
    const forged = (i: number): Client =>
      new Client(server.url, {
        headers: { "x-real-ip": `203.0.113.${i}`, "x-forwarded-for": `198.51.100.${i}`, "x-client-ip": `192.0.2.${i}` },
      });
    const codes: (number | undefined)[] = [];
    for (let i = 0; i < 21; i++) codes.push(await refusal(forged(i).joinById(code, { pairCode: wrong })));
    expect(codes.slice(0, 20).every((c) => c === JOIN_REFUSED.PAIR_CODE_INVALID)).toBe(true);
    expect(codes[20]).toBe(JOIN_REFUSED.PAIR_LOCKED);
  });
});
