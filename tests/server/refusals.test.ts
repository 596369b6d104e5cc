import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { createTable, joinTable, send, until, type TestPlayer, tableInAssignment } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";
import { WireTap } from "../support/wireTap";

describe("bad input is refused to its sender and changes nothing", () => {
  let server: TestServer;
  let room: TrickerionRoom;
  let players: TestPlayer[];
  let spectator: TestPlayer;
  const tap = new WireTap();

  beforeAll(async () => {
    tap.install();
    server = await startTestServer();
    ({ room, players, spectator } = await tableInAssignment(server, 3));
  });
  afterAll(async () => {
    tap.uninstall();
    await server.close();
  });

  /** Sends `payload` as `type` from `who` and checks the refusal and that nobody's world moved. */
  async function refused(
    who: TestPlayer,
    type: string,
    payload: unknown,
    code: string,
    message?: RegExp,
    asRequest = true,
  ): Promise<void> {
    const game = room.table.game;
    const state = JSON.stringify(room.state.toJSON());
    const everyone = [...players, spectator];
    const marks = everyone.map((p) => tap.mark(p.room.sessionId));
    const refusalsBefore = who.refusals.length;

    if (asRequest) {
      const reply = (await who.room.request(type, payload)) as { ok: boolean; code: string; message: string };
      expect(reply).toMatchObject({ ok: false, code });
    } else {
      who.room.send(type, payload);
    }
    await until(() => who.refusals.length > refusalsBefore, 2_000, "the refused message");
    expect(who.refusals.at(-1)).toMatchObject({ code, type });
    if (message) expect(who.refusals.at(-1)!.message).toMatch(message);

    expect(room.table.game).toBe(game); // the engine state object itself is untouched
    expect(JSON.stringify(room.state.toJSON())).toBe(state);
    everyone.forEach((p, i) => {
      const frames = tap.framesOf(p.room.sessionId).slice(marks[i]);
      // Only the sender gets anything: its refusal (and a request's reply). No patch reaches anyone.
      expect(frames.length).toBe(p === who ? (asRequest ? 2 : 1) : 0);
    });
  }

  it("refuses unknown message types", async () => {
    await refused(players[0]!, "cheat", { coins: 99 }, "UNKNOWN_MESSAGE", /no message type "cheat"/, false);
  });

  it("refuses malformed payloads without closing the connection", async () => {
    await refused(players[0]!, "action", "hello", "BAD_MESSAGE");
    await refused(players[0]!, "action", { action: { type: 5 } }, "BAD_MESSAGE");
    await refused(players[0]!, "action", { seat: 9, action: { type: "confirmAssignments" } }, "BAD_MESSAGE");
    await refused(players[0]!, "bot", { seat: "one" }, "BAD_MESSAGE");
    expect(players[0]!.room.connection.isOpen).toBe(true);
  });

  it("refuses an action of the wrong shape, in the wrong phase, or illegal now, with the engine's code", async () => {
    await refused(players[0]!, "action", { action: { type: "buy", component: 3 } }, "BAD_ACTION");
    await refused(players[0]!, "action", { action: { type: "takeCoins", die: "bank_A" } }, "WRONG_PHASE");
    await refused(
      players[0]!,
      "action",
      { action: { type: "assign", character: "apprentice4", location: "theater" } },
      "CHARACTER_UNAVAILABLE",
    );
  });

  it("refuses actions from spectators and for someone else's seat", async () => {
    await refused(
      spectator,
      "action",
      { action: { type: "confirmAssignments" } },
      "NOT_YOUR_SEAT",
      /spectators cannot act/,
    );
    await refused(
      players[1]!,
      "action",
      { seat: 0, action: { type: "confirmAssignments" } },
      "NOT_YOUR_SEAT",
      /seat 1 is not yours/,
    );
  });

  it("refuses an undo that the engine's policy forbids, from spectators, and of a bad shape", async () => {
    await refused(players[0]!, "undo", { seat: "one" }, "BAD_MESSAGE");
    await refused(spectator, "undo", {}, "NOT_YOUR_SEAT");
    // Planning is changed with assign / unassign, never undone: the last action closed any history.
    const log = room.table.undoLog;
    const expected = !log ? "NOTHING_TO_UNDO" : log.seat === 0 ? "UNDO_PLACEMENT_OVER" : "UNDO_NOT_YOURS";
    await refused(players[0]!, "undo", {}, expected);
  });

  it("refuses lobby commands once the game runs", async () => {
    await refused(players[0]!, "start", undefined, "NOT_IN_LOBBY");
    await refused(players[0]!, "bot", { seat: 1, bot: true }, "NOT_IN_LOBBY");
  });
});

describe("floods", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ messagesPerSecond: 5 });
  });
  afterAll(() => server.close());

  it("refuses messages past the per-second limit with FLOOD, once, and the table carries on", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
    const room = server.colyseus.getRoomById<TrickerionRoom>(ann.room.roomId);
    await new Promise((r) => setTimeout(r, 1_000 - (Date.now() % 1_000) + 20)); // start of a fresh second
    for (let i = 0; i < 12; i++) ann.room.send("cheat", {});
    await until(() => ann.refusals.length >= 6, 2_000, "the refusals");
    await new Promise((r) => setTimeout(r, 50));
    expect(ann.refusals.map((r) => r.code)).toEqual([...Array(5).fill("UNKNOWN_MESSAGE"), "FLOOD"]);
    expect(ben.refusals).toEqual([]);

    await new Promise((r) => setTimeout(r, 1_100));
    expect(await ann.room.request("start")).toEqual({ ok: true });
    expect(room.table.status).toBe("playing");
    expect(ann.room.connection.isOpen).toBe(true);
  });
});
