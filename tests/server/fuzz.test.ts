// Fuzz at the server's edge (issue 16): every MessagePack type and shape, to every message type, from a seated
// player and a spectator, on the send and request paths. The server stays up, the fuzzed table's game and stored
// record do not move, and another table's players keep playing throughout.
import { matchMaker } from "@colyseus/core";
import { classifyJoinError } from "../../client/net/joinRetry";
import { Client } from "@colyseus/sdk";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { COMMANDS } from "../../server/rooms/commands";
import type { Ack } from "../../server/rooms/TrickerionRoom";
import {
  hostilePayloads,
  MESSAGE_TYPES,
  RAW_UNDECODABLE,
  sendRaw,
  type HostilePayload,
} from "../support/hostilePayloads";
import {
  joinTable,
  playUntil,
  send,
  tableInAssignment,
  until,
  type TableInAssignment,
  type TestPlayer,
} from "../support/tableDriver";
import { ServerProcess } from "../support/serverProcess";
import { freePort, startTestServer, type TestServer } from "../support/testServer";
import { tempDataDir } from "../storage/fixtures";

/** The commands that only read (COMMANDS' `whileDraining`): answering one changes nothing. */
const READ_ONLY = new Set(Object.entries(COMMANDS).flatMap(([type, c]) => (c.whileDraining ? [type] : [])));

/** Codes a hostile message may be refused with; INTERNAL would mean a handler threw. */
const EXPECTED = new Set([
  "BAD_MESSAGE",
  "UNKNOWN_MESSAGE",
  "BAD_ACTION",
  "NOT_YOUR_SEAT",
  "NOT_IN_LOBBY",
  "NOT_HOST",
  "SEAT_TAKEN",
  "WRONG_PHASE",
  "BAD_SEAT",
  "FLOOD",
  // Payloads in a message's real shape reach its handler, which refuses them on its own terms.
  "UNDO_NOT_YOURS",
  "UNDO_PLACEMENT_OVER",
  "UNDO_AFTER_HIDDEN",
  "UNDO_AFTER_RANDOM",
  "NAME_EMPTY",
  "UNKNOWN_LEVEL",
  "BAD_TOKEN",
  "NOT_FINISHED",
  "CHAT_EMPTY",
  "CHAT_TOO_LONG",
  "CHAT_WATCHERS_ONLY",
  "NOT_TIMED_OUT",
  "HINTS_OFF",
  "GAME_NOT_OVER",
  "NO_SUCH_SEAT",
  "NEVER_YOUR_SEAT",
  "TOO_MANY_ADVICE",
]);

describe("fuzzed messages never stop the server nor move a game (issue 16)", () => {
  let server: TestServer;
  let target: TableInAssignment;
  let bystander: TableInAssignment;
  const errors: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    target = await tableInAssignment(server, 3);
    bystander = await tableInAssignment(server, 2);
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(" ")));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server?.close();
  });

  /** Sends one payload as `type` on the send path and on the request path; resolves when the request settles. */
  async function fire(
    who: TestPlayer,
    type: string | number,
    payload: HostilePayload,
    requestId: number,
  ): Promise<string> {
    if ("bytes" in payload) {
      sendRaw(who.room, type, payload.bytes);
      sendRaw(who.room, type, payload.bytes, requestId); // its reply has an id the SDK does not wait for
      return "raw";
    }
    try {
      who.room.send(type as string, payload.value);
    } catch {
      return "unpackable"; // the SDK's own packer refused the value: nothing was sent
    }
    try {
      const reply = (await who.room.request(type as string, payload.value, { timeout: 20_000 })) as Ack;
      return reply.ok ? `accepted ${String(type)}` : reply.code;
    } catch (e) {
      return `error: ${(e as Error).message}`; // Colyseus answered an unknown type itself
    }
  }

  it("seated and spectator, send and request, every type: only refusals, the game and its record unchanged, the other table plays on", async () => {
    const room = target.room;
    const code = room.roomId;
    const store = server.running.store;
    const game = room.table.game;
    const moves = room.table.moves;
    const storedRows = (await store.actionRows(code)).length;
    const schema = JSON.stringify(room.state.toJSON());
    const senders = [target.players[1]!, target.spectator];
    const refusalsBefore = senders.map((p) => p.refusals.length);

    // The other table plays whole turns meanwhile, through the same server.
    const playedBefore = bystander.room.table.moves;
    let fuzzing = true;
    const bySeat = new Map(bystander.players.map((p, i) => [i, p]));
    const otherTable = playUntil(
      bystander.room,
      bySeat,
      () => !fuzzing && bystander.room.table.moves >= playedBefore + 40,
      "bystander",
    );

    const replies: Promise<string>[] = [];
    let id = 1_000_000;
    for (const who of senders) {
      for (const type of MESSAGE_TYPES) {
        for (const payload of hostilePayloads(type)) replies.push(fire(who, type, payload, id++));
        await new Promise((r) => setTimeout(r, 1)); // let the other table's requests interleave
      }
    }
    const outcomes = await Promise.all(replies);
    // A last request on each connection: answered only after everything sent before it was handled.
    for (const who of senders) await who.room.request("action", { action: { type: "perform", card: 0 } });
    fuzzing = false;
    await otherTable;

    // Only a read-only query (answered even while the server drains: devices, pair) may accept a plain hostile
    // payload, e.g. a token list naming no seat; nothing that changes a table may.
    expect(outcomes.filter((o) => o.startsWith("accepted") && !READ_ONLY.has(o.slice("accepted ".length)))).toEqual([]);
    // Every request was answered: by a refusal from a known handler, or by Colyseus for a type nobody handles.
    const tally = new Map<string, number>();
    for (const o of outcomes) tally.set(o, (tally.get(o) ?? 0) + 1);
    expect(tally.get("BAD_MESSAGE")).toBeGreaterThan(1000);
    expect([...tally.keys()].filter((o) => o.startsWith("error") && !o.includes("has no onMessage"))).toEqual([]);
    const codes = new Set<string>();
    senders.forEach((p, i) => p.refusals.slice(refusalsBefore[i]).forEach((r) => codes.add(r.code)));
    expect([...codes].filter((c) => !EXPECTED.has(c))).toEqual([]);
    expect(codes.has("BAD_MESSAGE")).toBe(true);
    expect(errors.filter((line) => line.includes(code))).toEqual([]); // no handler threw (it would log with the table code)

    // The fuzzed table: same game object, same schema, nothing stored, everyone still connected.
    expect(room.table.game).toBe(game);
    expect(room.table.moves).toBe(moves);
    expect(await store.actionRows(code)).toHaveLength(storedRows);
    expect(JSON.stringify(room.state.toJSON())).toBe(schema);
    for (const p of [...target.players, target.spectator]) expect(p.room.connection.isOpen).toBe(true);
    // … and it still plays: the fuzzing player's table accepts legal moves.
    const all = new Map(target.players.map((p, i) => [i, p]));
    await playUntil(room, all, () => room.table.moves >= moves + 6, "after-fuzz");
    expect(bystander.room.table.moves).toBeGreaterThanOrEqual(playedBefore + 40);

    // The server still opens new tables.
    const fresh = await server.colyseus.sdk.create("trickerion", { players: 2, name: "New" });
    expect(fresh.roomId).toMatch(/^[A-Z0-9]{5}$/);
    await fresh.leave();
  }, 120_000);

  it("the issue's message, exactly: a seated player's { action: { type: 'perform', card: 1n } } is refused with BAD_MESSAGE", async () => {
    const player = target.players[0]!;
    const before = player.refusals.length;
    player.room.send("action", { action: { type: "perform", card: 1n } });
    await until(() => player.refusals.length > before, 5_000, "the refusal");
    expect(player.refusals.at(-1)).toMatchObject({ code: "BAD_MESSAGE", type: "action" });
    expect(player.refusals.at(-1)!.message).toMatch(/plain JSON data; this one has a bigint value/);
    await expect(player.room.request("action", { action: { type: "perform", card: 1n } })).resolves.toMatchObject({
      ok: false,
      code: "BAD_MESSAGE",
    });
    expect(await send(player, { type: "perform", card: 0 })).toMatchObject({ ok: false, code: "WRONG_PHASE" }); // still served
  });

  it("an exception inside a handler is refused to its sender as INTERNAL, logged once with the table code, and the table goes on", async () => {
    const room = target.room;
    const player = target.players[0]!;
    const others = [...target.players.slice(1), target.spectator].map((p) => p.refusals.length);
    const act = room.table.act;
    room.table.act = () => {
      throw new Error("a defect in the table");
    };
    const logged = errors.length;
    try {
      const reply = (await player.room.request("action", { action: { type: "confirmAssignments" } })) as Ack;
      expect(reply).toMatchObject({ ok: false, code: "INTERNAL", type: "action" });
      player.room.send("action", { action: { type: "confirmAssignments" } }); // the send path too
      await until(
        () => player.refusals.filter((r) => r.code === "INTERNAL").length >= 2,
        5_000,
        "the second INTERNAL refusal",
      );
    } finally {
      room.table.act = act;
    }
    const lines = errors.slice(logged);
    expect(lines).toHaveLength(2); // once per failed message
    for (const line of lines)
      expect(line).toMatch(
        new RegExp(`^Table ${room.roomId}: a "action" message failed and was refused: Error: a defect in the table`),
      );
    [...target.players.slice(1), target.spectator].forEach((p, i) => expect(p.refusals.length).toBe(others[i]));
    const all = new Map(target.players.map((p, i) => [i, p]));
    const moves = room.table.moves;
    await playUntil(room, all, () => room.table.moves >= moves + 3, "after-internal");
  });

  it("bytes MessagePack cannot decode: Colyseus drops that sender (send) or answers an error (request); nobody else notices", async () => {
    const moves = bystander.room.table.moves;
    for (const { bytes } of RAW_UNDECODABLE) {
      const onSend = await joinTable(server, target.room.roomId, { spectator: true });
      sendRaw(onSend.room, "action", bytes);
      await until(() => !onSend.room.connection.isOpen, 5_000, "the undecodable sender to be dropped");
      const onRequest = await joinTable(server, target.room.roomId, { spectator: true });
      sendRaw(onRequest.room, "action", bytes, 77);
      expect(await onRequest.room.request("start")).toMatchObject({ ok: false, code: "NOT_HOST" }); // still connected
      await onRequest.room.leave();
    }
    for (const p of [...target.players, ...bystander.players]) expect(p.room.connection.isOpen).toBe(true);
    const bySeat = new Map(bystander.players.map((p, i) => [i, p]));
    await playUntil(bystander.room, bySeat, () => bystander.room.table.moves >= moves + 5, "after-undecodable");
  }, 60_000);

  it("join and create options must be plain JSON data too (they come over HTTP: the edge bounds them tighter)", async () => {
    const deep = JSON.parse(`${'{"a":'.repeat(20)}1${"}".repeat(20)}`);
    const refused = server.colyseus.sdk.joinById(target.room.roomId, { name: "Deep", extra: deep });
    await expect(refused).rejects.toThrow(/^Bad options: nesting deeper than 2\.$/);
    await expect(refused).rejects.toMatchObject({ code: 400 }); // final: the page does not retry it
    expect(classifyJoinError(await refused.catch((e: unknown) => e))).toBe("other");
    await expect(server.colyseus.sdk.create("trickerion", { players: 2, junk: "x".repeat(300) })).rejects.toThrow(
      /^Bad options: a string longer than 128 characters\.$/,
    );
    // In-process callers (a restore, a rematch) still meet the room's own check.
    await expect(matchMaker.createRoom("trickerion", { players: 2, junk: "x".repeat(300) })).rejects.toThrow(
      /BAD_MESSAGE.*longer than 256/,
    );
  });
});

describe("the server process itself (issue 16's reproduction)", () => {
  const data = tempDataDir();
  let server: ServerProcess | null = null;
  afterAll(async () => {
    await server?.kill();
    data.remove();
  }, 30_000);

  it("a seated player's int64 card on the send path no longer ends the process; the table and a new one go on", async () => {
    const port = await freePort();
    server = new ServerProcess(port, data.dir);
    await server.ready(port);
    const client = new Client(`http://127.0.0.1:${port}`);
    const host = await client.create("trickerion", { players: 2, quickStart: true, name: "Ann" });
    const refusals: { code: string }[] = [];
    host.onMessage("refused", (r: { code: string }) => refusals.push(r));
    host.onMessage("*", () => undefined);
    expect(await host.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    expect(await host.request("start")).toEqual({ ok: true });

    host.send("action", { action: { type: "perform", card: 1n } }); // on main this exits the process with code 1
    await until(() => refusals.length > 0, 10_000, "the refusal");
    expect(refusals[0]).toMatchObject({ code: "BAD_MESSAGE" });
    await new Promise((r) => setTimeout(r, 500));
    expect(server.running).toBe(true);
    expect(await host.request("action", { action: { type: "perform", card: 0 } })).toMatchObject({
      ok: false,
      code: "WRONG_PHASE",
    });
    const other = await client.create("trickerion", { players: 2, name: "Ben" });
    expect(other.roomId).toMatch(/^[A-Z0-9]{5}$/);
    host.reconnection.enabled = false;
    other.reconnection.enabled = false;
  }, 90_000);
});
