import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { createTable, joinTable, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

describe("a table's lobby: seats, bots, spectators, start", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const request = (p: TestPlayer, type: string, payload?: unknown) => p.room.request(type, payload);

  it("seats people in order, seats bots for the host only, and starts when every seat is filled", async () => {
    const ann = await createTable(server, { players: 3, beginnerSetup: true }, "Ann");
    const code = ann.room.roomId;
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(ann.welcome).toMatchObject({ host: true, seats: [{ seat: 0 }] });
    expect(ann.welcome!.seats[0]!.token).toMatch(/^[0-9a-f]{32}$/);

    const ben = await joinTable(server, code, { name: "Ben" });
    expect(ben.welcome).toMatchObject({ host: false, seats: [{ seat: 1 }] });
    const eve = await joinTable(server, code, { name: "Eve", spectator: true });
    expect(eve.welcome!.seats).toEqual([]);
    await until(() => eve.room.state.spectators === 1);
    expect(Array.from(eve.room.state.seats, (s: any) => [s.kind, s.name, s.connected])).toEqual([
      ["human", "Ann", true],
      ["human", "Ben", true],
      ["open", "", false],
    ]);

    expect(await request(ann, "start")).toMatchObject({
      ok: false,
      code: "SEATS_OPEN",
      message: "1 seat is still open: invite someone or seat a bot",
    });
    expect(await request(ben, "bot", { seat: 2, bot: true })).toMatchObject({ ok: false, code: "NOT_HOST" });
    expect(await request(ann, "bot", { seat: 1, bot: true })).toMatchObject({ ok: false, code: "SEAT_TAKEN" });
    expect(await request(ann, "bot", { seat: 7, bot: true })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(await request(ann, "bot", { seat: 2, bot: true })).toEqual({ ok: true });
    expect(eve.room.state.seats[2].kind).toBe("bot");

    expect(await request(ben, "start")).toMatchObject({ ok: false, code: "NOT_HOST" });
    expect(room.table.status).toBe("lobby");
    expect(await request(ann, "start")).toEqual({ ok: true });
    expect(eve.room.state.status).toBe("playing");
    expect(eve.room.state.phase).toBe("setup");
    expect(ann.log.at(-1) ?? eve.log.at(-1)).toBeDefined();

    // After the start, newcomers watch.
    const late = await joinTable(server, code, { name: "Zed" });
    expect(late.welcome!.seats).toEqual([]);
    expect(await request(late, "sit", { name: "Zed" })).toMatchObject({ ok: false, code: "NOT_IN_LOBBY" });
    await until(() => eve.room.state.spectators === 2);
  });

  it("frees a lobby seat when its person leaves", async () => {
    const ann = await createTable(server, { players: 2 }, "Ann");
    const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
    expect(ben.welcome!.seats[0]!.seat).toBe(1);
    await ben.room.leave();
    await until(() => ann.room.state.seats[1].kind === "open");
  });

  it("refuses bad table options with a readable error", async () => {
    await expect(server.colyseus.sdk.create("trickerion", { players: 5 })).rejects.toThrow(
      /Bad table options: players/,
    );
  });

  it("lists listed tables with seats, phase and spectators, and hides private ones", async () => {
    const listed = await createTable(server, { players: 4 }, "Ann");
    const hidden = await createTable(server, { players: 2, listed: false }, "Bob");
    await joinTable(server, listed.room.roomId, { spectator: true });
    await until(() => listed.room.state.spectators === 1);
    const tables = (await (await fetch(`${server.url}/api/tables`)).json()) as {
      code: string;
      seated: number;
      spectators: number;
      status: string;
    }[];
    const mine = tables.find((t) => t.code === listed.room.roomId);
    expect(mine).toMatchObject({
      players: 4,
      seated: 1,
      status: "lobby",
      phase: "lobby",
      spectators: 1,
      names: ["Ann", "", "", ""],
    });
    expect(tables.some((t) => t.code === hidden.room.roomId)).toBe(false);
    // A private table is still joined by its code.
    const guest = await joinTable(server, hidden.room.roomId, { name: "Cat" });
    expect(guest.welcome!.seats[0]!.seat).toBe(1);
  });
});
