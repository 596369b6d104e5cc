import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DICE } from "../../shared/data/dice";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { startTestServer, type TestServer } from "../support/testServer";

describe("the trickerion room: Downtown dice", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("rolls the six dice on creation, each showing one of its own faces", async () => {
    const room = await server.colyseus.createRoom<TrickerionRoom>("trickerion", {});
    const client = await server.colyseus.connectTo(room);
    const dice = Array.from(client.state.dice, (d) => ({ id: d.id, face: d.face }));
    expect(dice.map((d) => d.id)).toEqual(DICE.map((d) => d.id));
    for (const [i, die] of dice.entries()) {
      expect(DICE[i]!.faces.map(String)).toContain(die.face);
    }
    expect(client.state.rolls).toBe(1);
    expect(client.state.code).toBe(room.roomId);
    expect(room.roomId).toMatch(/^[A-Z2-9]{5}$/);
  });

  it("shows a second client joining by code the same dice, and a new roll to both", async () => {
    const room = await server.colyseus.createRoom<TrickerionRoom>("trickerion", {});
    const first = await server.colyseus.connectTo(room);
    const second = await server.colyseus.sdk.joinById(room.roomId, {});
    await second.waitForInitialState();
    const faces = (state: typeof first.state): string[] => Array.from(state.dice, (d) => d.face);
    expect(faces(second.state)).toEqual(faces(first.state));

    // Roll until some face changes, so the patch is observable.
    const before = faces(first.state).join();
    let patched = Promise.all([first.waitForNextPatch(), second.waitForNextPatch()]);
    room.rollDice();
    await patched;
    while (faces(first.state).join() === before) {
      patched = Promise.all([first.waitForNextPatch(), second.waitForNextPatch()]);
      room.rollDice();
      await patched;
    }
    expect(faces(second.state)).toEqual(faces(first.state));
    expect(second.state.rolls).toBe(room.state.rolls);
  });

  it("gives every table a different code", async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i++) codes.add((await server.colyseus.createRoom("trickerion", {})).roomId);
    expect(codes.size).toBe(20);
  });

  it("refuses to join a table code that does not exist", async () => {
    await expect(server.colyseus.sdk.joinById("ZZZZZ", {})).rejects.toThrow();
  });
});
