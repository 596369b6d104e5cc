// The bots at a table: levels picked in the lobby (set, changed, stored, unknown ones refused), takeovers at the
// table's level, the hint (answered to its asker only, never acted on), and a table whose search threads crash.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { activeSeats, applyAction } from "../../shared/engine";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { HINTS_PER_WINDOW } from "../../server/bots/hint";
import { createTable, joinTable, playUntil, until, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

const request = (p: TestPlayer, type: string, payload?: unknown) => p.room.request(type, payload);
const levels = (p: TestPlayer) => Array.from(p.room.state.seats, (s: any) => [s.kind, s.level]);

describe("bots at a table", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("the host picks each bot's level in the lobby; it is shown, stored, and an unknown level is refused", async () => {
    const ann = await createTable(server, { players: 4, quickStart: true, botLevel: "grandMagician" }, "Ann");
    const code = ann.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    expect(await request(ann, "bot", { seat: 2, bot: true, level: "apprentice" })).toEqual({ ok: true });
    expect(await request(ann, "bot", { seat: 3, bot: true })).toEqual({ ok: true });
    await until(() => ben.room.state.seats[3].kind === "bot");
    expect(levels(ben)).toEqual([
      ["human", ""],
      ["human", ""],
      ["bot", "apprentice"],
      ["bot", "grandMagician"],
    ]);

    // A seated bot's level changes; refusals change nothing.
    expect(await request(ann, "bot", { seat: 2, bot: true, level: "magician" })).toEqual({ ok: true });
    expect(await request(ann, "bot", { seat: 3, bot: true, level: "wizard" })).toMatchObject({
      ok: false,
      code: "UNKNOWN_LEVEL",
      message: 'no bot level "wizard": the levels are apprentice, magician, grandMagician',
    });
    expect(await request(ann, "bot", { seat: 3, bot: true, level: 3 })).toMatchObject({
      ok: false,
      code: "BAD_MESSAGE",
    });
    expect(await request(ben, "bot", { seat: 3, bot: true, level: "apprentice" })).toMatchObject({
      ok: false,
      code: "NOT_HOST",
    });
    await until(() => ben.room.state.seats[2].level === "magician");
    expect(levels(ben)).toEqual([
      ["human", ""],
      ["human", ""],
      ["bot", "magician"],
      ["bot", "grandMagician"],
    ]);

    const [row] = (await server.running.store.unfinished()).filter((r) => r.code === code);
    expect(JSON.parse(row!.seats).map((s: { kind: string; level?: string }) => [s.kind, s.level])).toEqual([
      ["human", undefined],
      ["human", undefined],
      ["bot", "magician"],
      ["bot", undefined],
    ]);
    expect(JSON.parse(row!.options)).toMatchObject({ botLevel: "grandMagician", hints: false });
  });

  it("refuses a table or a hot-seat join with an unknown level", async () => {
    await expect(createTable(server, { players: 2, botLevel: "wizard" })).rejects.toThrow(/UNKNOWN_LEVEL/);
    const host = await createTable(server, { players: 2 }, "Ann");
    await expect(
      joinTable(server, host.room.roomId, { hotseatNames: ["Cat"], botSeats: [1], botLevel: "wizard" }),
    ).rejects.toThrow(/UNKNOWN_LEVEL/);
  });

  it("a bot that takes over a person's seat plays at the table's level", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true, botLevel: "apprentice" }, "Ann");
    const ben = await joinTable(server, ann.room.roomId, { name: "Ben" });
    expect(await request(ann, "start")).toEqual({ ok: true });
    await ben.room.leave(true);
    await until(() => ann.room.state.seats[1].botTakeover === true);
    expect(levels(ann)).toEqual([
      ["human", ""],
      ["human", "apprentice"],
    ]);
  });

  it("gives a hint for the asker's own seat from its view, and never acts on it", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true, hints: true }, "Ann");
    const code = ann.room.roomId;
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(ann.room.state.hints).toBe(true);
    expect(await request(ann, "hint")).toMatchObject({ ok: false, code: "NOT_PLAYING" });
    const eve = await joinTable(server, code, { spectator: true });
    expect(await request(ann, "bot", { seat: 1, bot: true, level: "apprentice" })).toEqual({ ok: true });
    expect(await request(ann, "start")).toEqual({ ok: true });
    expect(await request(eve, "hint")).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    expect(await request(ann, "hint", { seat: 1 })).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    expect(await request(ann, "hint", { seat: "me" })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });

    await until(() => activeSeats(room.table.game!).includes(0));
    const before = room.table.game!;
    const moves = room.table.moves;
    const hint = (await request(ann, "hint")) as {
      ok: true;
      seat: number;
      move: number;
      action: any;
      reason: { code: string };
    };
    expect(hint).toMatchObject({ ok: true, seat: 0, move: moves });
    expect(applyAction(before, 0, hint.action).ok).toBe(true);
    expect(["expects", "forced", "asPlanned", "greedy", "tooFew"]).toContain(hint.reason.code);
    // The game waits for Ann: nothing was played for her, by the hint or a bot.
    await new Promise((r) => setTimeout(r, 300));
    expect(room.table.moves).toBe(moves);
    expect(room.table.game).toBe(before);

    // Rate-limited per person (the first hint counted).
    const answers = [];
    for (let i = 1; i < HINTS_PER_WINDOW + 1; i++) answers.push(await request(ann, "hint"));
    expect(answers.slice(0, -1).every((a: any) => a.ok)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: "TOO_MANY_HINTS" });
    expect(room.table.moves).toBe(moves);
  });

  it("refuses hints at a table that has them off", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true }, "Ann");
    expect(await request(ann, "bot", { seat: 1, bot: true, level: "apprentice" })).toEqual({ ok: true });
    expect(await request(ann, "start")).toEqual({ ok: true });
    expect(await request(ann, "hint")).toMatchObject({ ok: false, code: "HINTS_OFF" });
  });
});

describe("a table whose bot search threads crash", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {},
      { botPool: { threads: 1, filename: fileURLToPath(new URL("../support/crashingBotWorker.ts", import.meta.url)) } },
    );
  });
  afterAll(() => server.close());

  it("goes on playing: each failed search plays the simple move", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const room = server.colyseus.getRoomById<TrickerionRoom>(ann.room.roomId);
    expect(await request(ann, "bot", { seat: 1, bot: true, level: "grandMagician" })).toEqual({ ok: true });
    expect(await request(ann, "start")).toEqual({ ok: true });
    // Two rounds: every phase with bot moves, each search's thread dying (a new one is started for the next).
    await playUntil(room, new Map([[0, ann]]), () => room.table.game!.turn >= 3, "crashing");
    expect(server.running.bots.takeFigures().failures).toBeGreaterThan(10);
  }, 120_000);
});
