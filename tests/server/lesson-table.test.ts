import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { LESSON_TABLE } from "../../shared/lesson/lessons";
import { createTable, playUntil, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

// A lesson table (issue 28): the lesson's own table shape, a known deal every time (the lesson's script names the
// pieces that deal puts on the board), and any other shape refused at the edge with BAD_OPTIONS.

describe("lesson tables", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    for (const p of players) await p.room.leave();
    await server.close();
  });

  const players: TestPlayer[] = [];
  const startLesson = async (): Promise<TrickerionRoom> => {
    const player = await createTable(server, { ...LESSON_TABLE.basics, hotseatNames: ["Ann"], botSeats: [1] }, "Ann");
    expect(await player.room.request("start")).toEqual({ ok: true });
    players.push(player);
    return server.colyseus.getRoomById<TrickerionRoom>(player.room.roomId);
  };

  it("deals the same game every time, with the person first and the bot in seat 2", async () => {
    const [a, b] = [await startLesson(), await startLesson()];
    expect(a.roomId).not.toBe(b.roomId);
    expect(a.table.seats.map((s) => s.kind)).toEqual(["human", "bot"]);
    const deal = (room: TrickerionRoom) => {
      const g = room.table.game!;
      return {
        dice: g.dice,
        initiative: g.initiative,
        magicians: g.players.map((p) => p.magician),
        deck: g.deck,
        residence: g.residence,
      };
    };
    expect(deal(a)).toEqual(deal(b));
    // What the basics script counts on (client/lesson/basics.ts): the person acts first, a trick and an apprentice are on the dice.
    expect(a.table.game!.initiative[0]).toBe(0);
    expect(a.table.game!.dice.inn_apprentice).toBe("apprentice");
    expect([a.table.game!.dice.trick_A, a.table.game!.dice.trick_B]).not.toEqual(["X", "X"]);
    // Unlisted: a lesson never shows in the lobby's list.
    const listed = (await (await fetch(`${server.url}/api/tables`)).json()) as { code: string }[];
    expect(listed.map((t) => t.code)).not.toContain(a.roomId);
  });

  it("the bot plays the same moves in every run of a lesson when the person plays the same, to the end (the script counts on them)", async () => {
    const runs: TrickerionRoom[] = [];
    for (let run = 0; run < 2; run++) {
      const room = await startLesson();
      const person = players.at(-1)!;
      // The person's moves from one fixed sequence; the bot's come from its driver (a sampled world per decision).
      await playUntil(room, new Map([[0, person]]), () => room.table.game!.phase === "gameOver", "the same pupil");
      runs.push(room);
    }
    const botMoves = (room: TrickerionRoom) => room.table.actions.filter((a) => a.seat === 1).map((a) => a.action);
    expect(botMoves(runs[0]!).length).toBeGreaterThan(5);
    expect(botMoves(runs[1]!)).toEqual(botMoves(runs[0]!));
  });

  it("an ordinary table still draws its own secret seed", async () => {
    const one = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const two = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const seedOf = (code: string) => server.colyseus.getRoomById<TrickerionRoom>(code).table.seed;
    expect(seedOf(one.room.roomId)).not.toEqual(seedOf(two.room.roomId));
  });

  it("refuses a lesson of another shape, or an unknown lesson, with BAD_OPTIONS and a readable reason", async () => {
    const create = (options: Record<string, unknown>) =>
      server.colyseus.sdk.create("trickerion", { name: "Ann", ...options });
    await expect(create({ ...LESSON_TABLE.basics, players: 4 })).rejects.toThrow(
      /BAD_OPTIONS: a lesson table is two players, not listed/,
    );
    await expect(create({ ...LESSON_TABLE.basics, listed: true })).rejects.toThrow(/BAD_OPTIONS: a lesson table/);
    await expect(create({ ...LESSON_TABLE.basics, quickStart: false })).rejects.toThrow(/BAD_OPTIONS: a lesson table/);
    await expect(create({ ...LESSON_TABLE["dark-alley"], darkAlley: false, prophecies: undefined })).rejects.toThrow(
      /BAD_OPTIONS: a lesson table/,
    );
    await expect(create({ players: 2, listed: false, lesson: "chess" })).rejects.toThrow(
      /lesson must be one of basics, dark-alley/,
    );
  });
});
