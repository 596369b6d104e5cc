import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activeSeats, greedyBot } from "../../shared/engine";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { createTable, joinTable, send, until } from "../support/tableDriver";
import type { TestServer } from "../support/testServer";
import { startStoredServer, tempDataDir } from "./fixtures";
import type { SqliteStore } from "../../server/storage/SqliteStore";
import { hashSeatToken } from "../../server/storage/seatToken";

describe("what the room writes as a table lives", () => {
  const data = tempDataDir();
  let server: TestServer;
  beforeAll(async () => {
    server = await startStoredServer(data.dir);
  });
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
    data.remove();
  });

  const row = (code: string) =>
    (server.running.store as SqliteStore).database.prepare("SELECT * FROM tables WHERE code = ?").get(code) as
      | Record<string, unknown>
      | undefined;

  it("writes the table at creation, the seats as people sit and bots are seated, and the start", async () => {
    const ann = await createTable(server, { players: 3, listed: false }, "Ann");
    const code = ann.room.roomId;
    expect(row(code)).toMatchObject({ status: "lobby", moves: 0 });
    expect(JSON.parse(row(code)!.options as string)).toEqual({
      players: 3,
      beginnerSetup: false,
      quickStart: false,
      listed: false,
      darkAlley: false,
      prophecies: false,
      abilities: false,
      botLevel: "magician",
      hints: false,
    });
    const ben = await joinTable(server, code, { name: "Ben" });
    expect(await ann.room.request("bot", { seat: 2, bot: true })).toEqual({ ok: true });
    expect(JSON.parse(row(code)!.seats as string)).toEqual([
      { kind: "human", name: "Ann", tokenHash: hashSeatToken(ann.welcome!.seats[0]!.token) },
      { kind: "human", name: "Ben", tokenHash: hashSeatToken(ben.welcome!.seats[0]!.token) },
      { kind: "bot", name: "Bot 3", tokenHash: null },
    ]);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(row(code)).toMatchObject({ status: "playing" });
    expect(JSON.parse(row(code)!.game_options as string)).toEqual(room.table.game!.options);

    // Each accepted action is stored by the time its sender hears back.
    for (let i = 0; i < 5; i++) {
      const seat = activeSeats(room.table.game!).find((s) => s < 2);
      if (seat === undefined) break;
      expect(await send([ann, ben][seat]!, greedyBot(room.table.game!, seat)!)).toEqual({ ok: true });
      expect(await server.running.store.actionRows(code)).toHaveLength(room.table.moves);
    }

    // Everyone leaves: the table is abandoned, not restored at the next start.
    await ann.room.leave();
    await ben.room.leave();
    await until(() => row(code)!.status === "abandoned", 5_000, "the table to be abandoned");
  });

  it("a person leaving the lobby frees the seat in the store too", async () => {
    const ann = await createTable(server, { players: 2 }, "Ann");
    const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
    await ben.room.leave();
    await until(
      () => JSON.parse(row(ann.room.roomId)!.seats as string)[1].kind === "open",
      5_000,
      "Ben's seat to open",
    );
  });

  it("an action that cannot be saved is refused with STORAGE and changes nothing", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(ann.room.roomId);
    const before = room.table.game;
    const seat = activeSeats(before!)[0]!;
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The disk "fails": the table's row is gone from under the room.
    (server.running.store as SqliteStore).database
      .prepare("UPDATE tables SET status = 'abandoned' WHERE code = ?")
      .run(ann.room.roomId);
    const ack = await send([ann, ben][seat]!, greedyBot(before!, seat)!);
    expect(ack).toMatchObject({
      ok: false,
      code: "STORAGE",
      message: expect.stringContaining("the action could not be saved, so it was not taken"),
    });
    expect(room.table.game).toBe(before);
    expect(room.table.moves).toBe(0);
    errors.mockRestore();
  });
});
