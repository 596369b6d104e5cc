import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CloseCode } from "@colyseus/sdk";
import { CARD_CODES } from "../../shared/schema/codes";
import type { SeatTaken } from "../../shared/protocol/joinRefusals";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { Action } from "../../shared/engine";
import { createTable, joinTable, send, tableInAssignment, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";
import { WireTap } from "../support/wireTap";

const assign = (character: string, location: string): Action => ({ type: "assign", character, location }) as Action;
const unassign = (character: string): Action => ({ type: "unassign", character }) as Action;

/** Records the seat-taken notices a connection receives. */
function noticesOf(player: TestPlayer): SeatTaken[] {
  const notices: SeatTaken[] = [];
  player.room.onMessage("seat-taken", (n: SeatTaken) => notices.push(n));
  return notices;
}

/** The planned card a decoded client state shows for a seat's character, or undefined if the plan is not there. */
const planned = (player: TestPlayer, seat: number, character: string): string | undefined => {
  const plan = player.room.state.players[seat]?.plan;
  return plan === undefined ? undefined : (CARD_CODES.decode(plan.cards.get(character)) ?? undefined);
};

describe("one live connection per seat: a takeover revokes the older connection's view", () => {
  let server: TestServer;
  const tap = new WireTap();
  beforeAll(async () => {
    tap.install();
    server = await startTestServer({ seed: 0x7a4e0e });
  });
  afterAll(async () => {
    tap.uninstall();
    await server.close();
  });

  it("Ann in tab 1, Ann in tab 2 with the same token: tab 1 never decodes her plan again, over several later changes", async () => {
    const t = await tableInAssignment(server, 2);
    const [tab1, ben] = t.players as [TestPlayer, TestPlayer];
    const token = tab1.welcome!.seats[0]!.token;
    expect(await send(tab1, assign("magician", "theater"))).toEqual({ ok: true });
    // Control: before the takeover tab 1 does see the plan (so the checks below can fail).
    expect(planned(tab1, 0, "magician")).toBe("theater");

    const notices = noticesOf(tab1);
    const tab2 = await joinTable(server, t.room.roomId, { seatToken: token });
    expect(tab2.welcome!.seats).toEqual([{ seat: 0, token }]);
    expect(planned(tab2, 0, "magician")).toBe("theater");
    await until(() => notices.length === 1, 5_000, "the seat-taken notice");
    expect(notices[0]!.seats).toEqual([0]);
    expect(notices[0]!.message).toMatch(/Ann's seat was taken over by another window or device/);
    // The takeover's own patch already deleted the plan from tab 1's decoded state.
    expect(tab1.room.state.players[0].plan).toBeUndefined();

    // From here on, tab 1 receives exactly what a spectator receives, byte for byte.
    const from1 = tap.mark(tab1.room.sessionId);
    const fromSpectator = tap.mark(t.spectator.room.sessionId);
    const from2 = tap.mark(tab2.room.sessionId);
    const changes = [
      assign("apprentice1", "downtown"),
      unassign("magician"),
      assign("magician", "market_row"),
      unassign("apprentice1"),
      assign("apprentice1", "workshop"),
    ];
    for (const action of changes) {
      expect(await send(tab2, action)).toEqual({ ok: true });
      expect(tab1.room.state.players[0].plan).toBeUndefined();
    }
    expect(planned(tab2, 0, "magician")).toBe("market_row");
    expect(planned(tab2, 0, "apprentice1")).toBe("workshop");
    // Other connections' patches may be decoded just after tab 2's reply: wait until they show the last change.
    const caughtUp = (p: TestPlayer): boolean => p.room.state.players[0].characters.get("apprentice1").hasCard === true;
    await until(() => caughtUp(tab1) && caughtUp(t.spectator), 5_000, "the last public change to arrive");
    const old = tap.bytesSince(tab1.room.sessionId, from1);
    expect(old.length).toBeGreaterThan(0);
    expect(old.equals(tap.bytesSince(t.spectator.room.sessionId, fromSpectator))).toBe(true);
    // The comparison can tell: the new tab's bytes differ, since it sees the plan.
    expect(tap.bytesSince(tab2.room.sessionId, from2).equals(old)).toBe(false);
    // Public fields still reach tab 1 (it watches on): Ann's characters show they hold cards (checked by caughtUp above).
    expect(tab1.room.state.players[0].characters.get("magician").hasCard).toBe(true);

    // Tab 1 can no longer act for Ann; tab 2 can, and so can Ben as ever.
    expect(await send(tab1, { type: "confirmAssignments" })).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    expect(await send(ben, { type: "confirmAssignments" })).toEqual({ ok: true });
    expect(await send(tab2, { type: "confirmAssignments" })).toEqual({ ok: true });
    expect(t.room.table.game!.phase).toBe("placement");
    // The seat stays connected (tab 2 holds it) and tab 1 counts as a spectator now.
    expect(ben.room.state.seats[0].connected).toBe(true);
    expect(ben.room.state.spectators).toBe(2);
  });

  it("the owner reclaims the seat from a thief: the thief stops seeing the plan", async () => {
    const t = await tableInAssignment(server, 2);
    const [ann] = t.players as [TestPlayer];
    const token = ann.welcome!.seats[0]!.token;
    const thief = await joinTable(server, t.room.roomId, { seatToken: token });
    const thiefNotices = noticesOf(thief);
    const back = await joinTable(server, t.room.roomId, { seatToken: token });
    await until(() => thiefNotices.length === 1, 5_000, "the thief's notice");
    const from = tap.mark(thief.room.sessionId);
    const fromSpectator = tap.mark(t.spectator.room.sessionId);
    expect(await send(back, assign("magician", "theater"))).toEqual({ ok: true });
    expect(await send(back, assign("apprentice1", "downtown"))).toEqual({ ok: true });
    expect(thief.room.state.players[0].plan).toBeUndefined();
    expect(planned(back, 0, "magician")).toBe("theater");
    const caughtUp = (p: TestPlayer): boolean => p.room.state.players[0].characters.get("apprentice1").hasCard === true;
    await until(() => caughtUp(thief) && caughtUp(t.spectator), 5_000, "the last public change to arrive");
    const stolen = tap.bytesSince(thief.room.sessionId, from);
    expect(stolen.length).toBeGreaterThan(0);
    expect(stolen.equals(tap.bytesSince(t.spectator.room.sessionId, fromSpectator))).toBe(true);
  });

  it("a hot-seat device loses only the seat taken from it, keeps the other seat's plan, and is told which", async () => {
    const device = await createTable(server, { players: 2, quickStart: true, hotseatNames: ["Anna", "Ben"] }, "Anna");
    const room = server.colyseus.getRoomById<TrickerionRoom>(device.room.roomId);
    expect(await device.room.request("start")).toEqual({ ok: true });
    const [annToken, benToken] = device.welcome!.seats.map((s) => s.token);
    const notices = noticesOf(device);
    const phone = await joinTable(server, room.roomId, { seatToken: annToken });
    await until(() => notices.length === 1, 5_000, "the notice");
    expect(notices[0]!.seats).toEqual([0]);
    expect(notices[0]!.message).toMatch(/^Anna's seat/);
    expect(device.room.state.players[0].plan).toBeUndefined();
    expect(device.room.state.players[1].plan).toBeDefined();
    expect(phone.room.state.players[0].plan).toBeDefined();
    expect(phone.room.state.players[1].plan).toBeUndefined();
    // The device no longer acts for Anna (its other seat is untouched).
    expect(await send(device, { type: "skipAdvertise" }, 0)).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });

    // Both tokens together take both seats; the device then plays none.
    const both = await joinTable(server, room.roomId, { seatTokens: [annToken, benToken] });
    await until(() => notices.length === 2, 5_000, "the second notice");
    expect(notices[1]!.seats).toEqual([1]);
    expect(device.room.state.players[1].plan).toBeUndefined();
    expect(both.welcome!.seats.map((s) => s.seat)).toEqual([0, 1]);
    await until(() => phone.room.state.players[0].plan === undefined, 5_000, "the phone to lose Anna's plan");
  });

  it("a seat taken while its old connection was away is told when that connection comes back, without the plan", async () => {
    const t = await tableInAssignment(server, 2);
    const [ann] = t.players as [TestPlayer];
    const token = ann.welcome!.seats[0]!.token;
    expect(await send(ann, assign("magician", "theater"))).toEqual({ ok: true });
    const notices = noticesOf(ann);
    ann.room.reconnection.enabled = true;
    ann.room.reconnection.minUptime = 0;
    ann.room.reconnection.minDelay = 200;
    ann.room.reconnection.delay = 200;
    ann.room.connection.close(CloseCode.MAY_TRY_RECONNECT, "network lost");
    await until(() => t.room.state.seats[0]!.connected === false, 5_000, "the drop");
    const other = await joinTable(server, t.room.roomId, { seatToken: token });
    await new Promise<void>((resolve) => ann.room.onReconnect.once(() => resolve()));
    await until(() => notices.length === 1, 5_000, "the notice after coming back");
    expect(notices[0]!.seats).toEqual([0]);
    expect(await send(other, assign("apprentice1", "downtown"))).toEqual({ ok: true });
    expect(ann.room.state.players[0].plan).toBeUndefined();
    expect(planned(other, 0, "apprentice1")).toBe("downtown");
  });
});
