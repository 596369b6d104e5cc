// A clean restart (SIGTERM): the game in progress is saved, everyone is told, the process exits 0,
// and after the restart every person is back in their seat with the record complete.
import Database from "better-sqlite3";
import path from "node:path";
import { Client } from "@colyseus/sdk";
import { afterAll, describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  replayRecord,
  type Action,
  type GameOptions,
  type GameRecord,
  type GameState,
  type Seat,
  type Seed,
} from "../../shared/engine";
import { DB_FILE } from "../../server/storage/SqliteStore";
import { storedSeed, type TableRow } from "../../server/storage/GameStore";
import { until } from "../support/tableDriver";
import { freePort } from "../support/testServer";
import { ServerProcess, paced, track, type Person } from "../support/serverProcess";
import { readStoredTable, tempDataDir } from "../storage/fixtures";

describe("SIGTERM: a clean restart", () => {
  const data = tempDataDir();
  const processes: ServerProcess[] = [];
  const people: Person[] = [];
  afterAll(async () => {
    for (const server of processes) await server.kill();
    for (const p of people) p.room.reconnection.enabled = false;
    data.remove();
  }, 30_000);

  it("tells everyone, keeps the action in hand, exits 0, and everyone is back in their seat after the restart", async () => {
    const port = await freePort();
    const first = new ServerProcess(port, { DATA_DIR: data.dir });
    processes.push(first);
    await first.ready();

    const client = new Client(first.url);
    const ann = await track(client.create("trickerion", { players: 4, quickStart: true, name: "Ann" }));
    const code = ann.room.roomId;
    const seated = [ann];
    for (const name of ["Ben", "Cat", "Dan"]) seated.push(await track(client.joinById(code, { name })));
    const watcher = await track(client.joinById(code, { spectator: true }));
    people.push(...seated, watcher);
    expect(await ann.room.request("start")).toEqual({ ok: true });

    const game = readStoredTable(data.dir, code);
    let local: GameState = createGame(game.options, game.seed);
    const sent: { seat: Seat; action: Action }[] = [];
    const play = async (bySeat: Person[], done: () => boolean): Promise<void> => {
      while (!done() && local.phase !== "gameOver") {
        const seat = activeSeats(local)[0]!;
        const action = greedyBot(local, seat)!;
        expect(await paced(bySeat[seat]!, "action", { action })).toEqual({ ok: true });
        const next = applyAction(local, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        local = next.state;
        sent.push({ seat, action });
      }
    };
    await play(seated, () => local.turn === 2 && local.phase === "assignment");

    // One more action goes out and SIGTERM follows at once: the action is either taken (and then
    // stored and acknowledged) or refused as the server restarts; it is never half-taken.
    for (const p of people) p.room.reconnection.enabled = false;
    const seat = activeSeats(local)[0]!;
    const lastAction = greedyBot(local, seat)!;
    const inFlight = seated[seat]!.room.request("action", { action: lastAction }).catch((e: unknown) => ({
      ok: false,
      code: "CLOSED",
      message: String(e),
    }));
    first.signal("SIGTERM");
    const stopStarted = Date.now();
    const exit = await first.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - stopStarted).toBeLessThan(5_000);
    expect(first.output).toContain("SIGTERM: stopping; every table is saved and comes back at the next start.");
    const ack = (await inFlight) as { ok: boolean };
    if (ack.ok) {
      const next = applyAction(local, seat, lastAction);
      if (!next.ok) throw new Error(next.error.message);
      local = next.state;
      sent.push({ seat, action: lastAction });
    }
    // Everyone heard why, and the connection closed as a server shutdown (the page then waits and rejoins).
    await until(() => people.every((p) => p.leftWith !== null), 5_000, "the connections to close");
    for (const p of people) {
      expect(p.messages.filter((m) => m.type === "restarting")).toEqual([
        {
          type: "restarting",
          payload: { message: "The server is restarting. You will be back in your seat in a moment." },
        },
      ]);
      expect(p.leftWith).toBe(4001);
    }
    // The record on disk is exactly what was acknowledged.
    expect(readStoredTable(data.dir, code)).toMatchObject({ moves: sent.length, actions: sent.length });

    const second = new ServerProcess(port, { DATA_DIR: data.dir });
    processes.push(second);
    await second.ready();
    const again = new Client(second.url);
    // A watcher gets there first and goes again (issue 26): the table keeps waiting for its people.
    const passing = await track(again.joinById(code, { spectator: true }));
    await passing.room.leave();
    await new Promise((r) => setTimeout(r, 1_500)); // past Colyseus's one-second delay before an empty room closes
    const back: Person[] = [];
    for (const p of seated) {
      const person = await track(again.joinById(code, { seatToken: p.welcome!.seats[0]!.token }));
      expect(person.welcome!.seats).toEqual(p.welcome!.seats);
      back.push(person);
    }
    people.push(...back);
    expect(back[0]!.room.state.turn).toBe(local.turn);
    expect(Array.from(back[0]!.room.state.seats, (s: { connected: boolean }) => s.connected)).toEqual([
      true,
      true,
      true,
      true,
    ]);

    await play(back, () => false);
    await until(() => back.every((p) => p.room.state.status === "finished"), 10_000, "the final patch");
    const record = (await (await fetch(`${second.url}/api/games/${code}/record`)).json()) as GameRecord;
    expect(record.actions).toEqual(sent);
    const replay = replayRecord(record);
    expect(replay.ok && replay.state).toEqual(local);
  }, 180_000);
});
