import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableState } from "../../shared/schema/TableState";
import { createTable, joinTable, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";
import { WireTap } from "../support/wireTap";

/** Colyseus's protocol code of a state patch frame (the first byte's low five bits). */
const ROOM_STATE_PATCH = 15;

/** Whether, in the first synced state that holds the players, each seat's plan was there: seat → plan seen. */
function firstPlayersSeen(person: TestPlayer): Promise<boolean[]> {
  return new Promise((resolve) => {
    const room = person.room as unknown as { state: TableState; onStateChange: (fn: (s: TableState) => void) => void };
    room.onStateChange((state) => {
      if (state.players.length === 0) return;
      resolve(Array.from(state.players, (p) => p.plan !== undefined));
    });
  });
}

describe("the game's start (issue 30: the seats' views granted before its first patch)", () => {
  let server: TestServer;
  const tap = new WireTap();
  beforeAll(async () => {
    tap.install();
    server = await startTestServer();
  });
  afterAll(async () => {
    tap.uninstall();
    await server.close();
  });

  it("shows each seat its own plan in the same patch that shows the players, and nobody else's", async () => {
    const ann = await createTable(server, { players: 3 }, "Ann");
    const code = ann.room.roomId;
    const people = [
      ann,
      await joinTable(server, code, { name: "Ben" }),
      await joinTable(server, code, { name: "Cat" }),
    ];
    const watcher = await joinTable(server, code, { spectator: true });
    const everyone = [...people, watcher];
    const marks = everyone.map((p) => tap.mark(p.room.sessionId));
    const seen = everyone.map(firstPlayersSeen);

    expect(await ann.room.request("start")).toEqual({ ok: true });
    const firsts = await Promise.all(seen);
    // Seat n's first state with players holds its own plan and no one else's; the watcher sees none.
    people.forEach((_, seat) => expect(firsts[seat]).toEqual([0, 1, 2].map((s) => s === seat)));
    expect(firsts[3]).toEqual([false, false, false]);
    // One patch each for the start (the reply is written after every patch: corkedSends.ts). Granted after the
    // first patch, the seats' views cost a second one, and the plan arrived a patch after the players.
    everyone.forEach((p, i) => {
      const patches = tap
        .framesOf(p.room.sessionId)
        .slice(marks[i])
        .filter((f) => (f[0]! & 0x1f) === ROOM_STATE_PATCH);
      expect(patches.length, `patches to ${i < 3 ? `seat ${i + 1}` : "the watcher"}`).toBe(1);
    });
  });
});
