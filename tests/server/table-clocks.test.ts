import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activeSeats } from "../../shared/engine";
import { Client, type Room } from "@colyseus/sdk";
import type { ClockView, TimedOut } from "../../shared/protocol/pace";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { startGameServer, type RunningGameServer } from "../../server/app";
import { matchMaker } from "@colyseus/core";
import { createTable, joinTable, playUntil, send, track, until } from "../support/tableDriver";
import { freePort, startTestServer, type TestServer } from "../support/testServer";
import { tempDataDir } from "../storage/fixtures";

/** The last clocks view and every time-out a page was told. */
function watchClocks(room: Room): { last: ClockView | null; timedOut: number[] } {
  const seen = { last: null as ClockView | null, timedOut: [] as number[] };
  room.onMessage("clocks", (v: ClockView) => (seen.last = v));
  room.onMessage("timed-out", (t: TimedOut) => seen.timedOut.push(t.seat));
  return seen;
}

const PACE = { bankSeconds: 2, bonusSeconds: 1 };

describe("clocks (issue 29)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ botDelayMs: 0 });
  });
  afterAll(() => server.close());

  it("a player who stops moving is played for by the table's bot at time-out, is told, can take the seat back, and the game finishes", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true, pace: PACE }, "Ann");
    const annClocks = watchClocks(ann.room);
    const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
    const room = server.colyseus.getRoomById<TrickerionRoom>(ann.room.roomId);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    // Nobody moves: both seats that must act (advertise is sequential: one) run out in turn.
    // Nobody moves: the seat that must act runs out of time (2 s), then the other one when its turn comes.
    await until(
      () => room.table.seats[0]!.botTakeover && annClocks.timedOut.includes(0),
      10_000,
      "Ann's time-out, and her page told",
    );
    expect(annClocks.last!.seats[0]).toMatchObject({ left: 0, timedOut: true, running: false });
    const refused = await send(ann, { type: "skipAdvertise" });
    expect(refused.ok).toBe(false);
    // She takes the seat back at once; her clock starts again from one decision's bonus.
    if (room.table.seats[1]!.botTakeover) expect(await ben.room.request("resume", {})).toEqual({ ok: true });
    expect(await ann.room.request("resume", {})).toEqual({ ok: true });
    expect(room.table.seats[0]!.botTakeover).toBe(false);
    await until(() => annClocks.last!.seats[0]!.timedOut === false, 5_000, "the clock view to show her back");
    expect(annClocks.last!.seats[0]!.left).toBeLessThanOrEqual(1_000);
    expect(await ann.room.request("resume", {})).toMatchObject({ ok: false, code: "NOT_TIMED_OUT" });
    // She walks away again; Ben (who plays quickly, each move adding his bonus) plays the game to its end.
    await playUntil(room, new Map([[1, ben]]), () => false, "clocks", 20_000);
    expect(room.table.game!.phase).toBe("gameOver");
    expect(room.table.seats[0]!.botTakeover).toBe(true);
    expect(annClocks.last!.seats.every((s) => !s.running)).toBe(true);
  }, 120_000);

  it("a timed-out seat is played through the bots' driver at the table's level (one path with takeovers)", async () => {
    const decide = vi.spyOn(server.running.bots, "decide");
    try {
      for (const level of ["grandMagician", "apprentice"] as const) {
        decide.mockClear();
        const ann = await createTable(server, { players: 2, quickStart: true, pace: PACE, botLevel: level }, "Ann");
        const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
        const room = server.colyseus.getRoomById<TrickerionRoom>(ann.room.roomId);
        expect(await ann.room.request("start")).toEqual({ ok: true });
        const first = activeSeats(room.table.game!)[0]!;
        await until(() => decide.mock.calls.some(([, seat]) => seat === first), 10_000, "the driver's question");
        const [view, seat, asked] = decide.mock.calls.find(([, s]) => s === first)!;
        expect(room.table.seats[first]!.botTakeover).toBe(true);
        expect(asked).toBe(level);
        // From the seat's view only, as for any bot of the table.
        expect(view.viewer).toBe(seat);
        await ann.room.leave(true);
        await ben.room.leave(true);
      }
    } finally {
      decide.mockRestore();
    }
  });

  it("a watcher cannot take a seat back, and a table without a pace has no clocks", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const seen = watchClocks(ann.room);
    await joinTable(server, ann.room.roomId, { name: "Ben" });
    const watcher = await joinTable(server, ann.room.roomId, { spectator: true });
    expect(await ann.room.request("start")).toEqual({ ok: true });
    expect(await watcher.room.request("resume", {})).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    expect(await ann.room.request("resume", {})).toMatchObject({ ok: false, code: "NOT_TIMED_OUT" });
    expect(await ann.room.request("resume", { seat: "0" })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(seen.last).toBeNull();
  });

  it("the listing shows a table's pace; a bad pace refuses the table with BAD_OPTIONS", async () => {
    const ann = await createTable(server, { players: 2, pace: "normal" }, "Ann");
    await until(
      async () => {
        const listed = (await (await fetch(`${server.url}/api/tables`)).json()) as { code: string; pace?: unknown }[];
        return (
          JSON.stringify(listed.find((t) => t.code === ann.room.roomId)?.pace) ===
          JSON.stringify({ bankSeconds: 600, bonusSeconds: 20 })
        );
      },
      5_000,
      "the pace in the listing",
    );
    await expect(
      server.colyseus.sdk.create("trickerion", { players: 2, pace: "ludicrous", name: "Ann" }),
    ).rejects.toThrow(/BAD_OPTIONS: pace/);
    await expect(
      server.colyseus.sdk.create("trickerion", { players: 2, pace: { bankSeconds: 0, bonusSeconds: 1 }, name: "Ann" }),
    ).rejects.toThrow(/BAD_OPTIONS: pace/);
  });
});

describe("nothing is lost across a restart mid-countdown", () => {
  const data = tempDataDir();
  let running: RunningGameServer | null = null;
  afterAll(async () => {
    if (running) {
      running.store.closing = true;
      await running.close();
    }
    data.remove();
  });
  const start = async (): Promise<Client> => {
    const port = await freePort();
    running = await startGameServer(port, "127.0.0.1", {
      dataDir: data.dir,
      roomSettings: { botDelayMs: 0, reconnectSeconds: 30, messagesPerSecond: 10_000 },
    });
    const base = `http://127.0.0.1:${running.port}`;
    await until(async () => (await fetch(`${base}/health`)).ok, 20_000, "ready");
    return new Client(base);
  };

  it("a clean restart keeps each bank minus the time used; the countdown then goes on and times the player out", async () => {
    const first = await start();
    const pace = { bankSeconds: 3, bonusSeconds: 1 };
    const host = await track(
      await first.create("trickerion", {
        players: 2,
        quickStart: true,
        pace,
        hotseatNames: ["Ann", "Ben"],
        name: "Ann",
      }),
    );
    const code = host.room.roomId;
    const tokens = host.welcome!.seats.map((s) => s.token);
    const seen = watchClocks(host.room);
    expect(await host.room.request("start")).toEqual({ ok: true });
    await until(() => seen.last?.seats.some((s) => s.running) === true, 5_000, "a running clock");
    const seat = seen.last!.seats.findIndex((s) => s.running);
    await new Promise((r) => setTimeout(r, 1_200));
    await running!.close(); // SIGTERM's path: every clock stops with what it had left, saved
    running = null;
    await new Promise((r) => setTimeout(r, 1_500)); // downtime a planned restart must not charge

    const second = await start();
    const joined = await second.joinById(code, { seatTokens: tokens });
    const after = watchClocks(joined); // before anything is read: the clocks come right after the welcome
    await track(joined);
    await until(() => after.last !== null, 5_000, "the clocks after the restart");
    const left = after.last!.seats[seat]!.left;
    // 3 s bank, ~1.2 s used before the restart: ~1.8 s left (not the full bank, not the downtime's loss).
    expect(left).toBeGreaterThan(800);
    expect(left).toBeLessThan(2_200);
    expect(after.last!.seats[seat]!.running).toBe(true);
    const room = matchMaker.getLocalRoomById(code) as TrickerionRoom;
    await until(
      () => room.table.seats[seat]!.botTakeover && after.timedOut.includes(seat),
      5_000,
      "the time-out after the restart, and the page told",
    );
  }, 60_000);
});
