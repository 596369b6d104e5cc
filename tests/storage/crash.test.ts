import path from "node:path";
import Database from "better-sqlite3";
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
import { finalScores, storedSeed, type FinishedGame, type TableRow } from "../../server/storage/GameStore";
import { DB_FILE } from "../../server/storage/SqliteStore";
import { until } from "../support/tableDriver";
import { freePort } from "../support/testServer";
import { readStoredTable, tempDataDir } from "./fixtures";
import { ServerProcess, paced, track, type Person } from "../support/serverProcess";

describe("a game survives kill -9 of the server", () => {
  const data = tempDataDir();
  const processes: ServerProcess[] = [];
  const people: Person[] = [];
  afterAll(async () => {
    // The servers first, so no process outlives the test whatever else fails here.
    for (const server of processes) await server.kill();
    for (const p of people) p.room.reconnection.enabled = false;
    data.remove();
  }, 30_000);

  it("three people play, the server is killed mid-assignment, restarts, they rejoin with their tokens and finish the same game", async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const first = new ServerProcess(port, { DATA_DIR: data.dir });
    processes.push(first);
    await first.ready();

    const client = new Client(url);
    const ann = await track(client.create("trickerion", { players: 3, quickStart: true, name: "Ann" }));
    const code = ann.room.roomId;
    const ben = await track(client.joinById(code, { name: "Ben" }));
    const cat = await track(client.joinById(code, { name: "Cat" }));
    people.push(ann, ben, cat);
    expect(await ann.room.request("start")).toEqual({ ok: true });

    // The test follows the game with its own engine, from the stored seed: `local` is the game
    // played without any crash, action by action, exactly as sent.
    const stored = readStoredTable(data.dir, code);
    expect(stored.actions).toBe(stored.moves);
    let local: GameState = createGame(stored.options, stored.seed);
    const sent: { seat: Seat; action: Action }[] = [];
    const play = async (bySeat: Person[], done: () => boolean): Promise<void> => {
      while (!done() && local.phase !== "gameOver") {
        const seat = activeSeats(local)[0]!;
        const action = greedyBot(local, seat)!;
        const ack = await paced(bySeat[seat]!, "action", { action });
        expect(ack).toEqual({ ok: true });
        const next = applyAction(local, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        local = next.state;
        sent.push({ seat, action });
      }
    };

    // Part of the game: into turn 2, stopping right after someone planned a card (hidden state).
    await play([ann, ben, cat], () => local.turn === 2 && sent.at(-1)?.action.type === "assign");
    expect(local.phase).toBe("assignment");
    const planner = sent.at(-1)!.seat;

    for (const p of people) p.room.reconnection.enabled = false; // the old process is gone for good
    await first.kill();
    // Every action that was acknowledged (and so broadcast) is on disk.
    expect(readStoredTable(data.dir, code)).toMatchObject({ moves: sent.length, actions: sent.length });

    const second = new ServerProcess(port, { DATA_DIR: data.dir });
    processes.push(second);
    await second.ready();
    expect(second.output.some((l) => /1 unfinished table\(s\) restored/.test(l))).toBe(true);

    // A watcher gets there first and goes again (issue 26): the table keeps waiting for its people.
    const watcher = await track(new Client(url).joinById(code, { spectator: true }));
    await watcher.room.leave();
    await new Promise((r) => setTimeout(r, 1_500)); // past Colyseus's one-second delay before an empty room closes

    // Everyone comes back to their seat with the token from their welcome.
    const again = new Client(url);
    const back: Person[] = [];
    for (const p of [ann, ben, cat]) {
      const token = p.welcome!.seats[0]!.token;
      const person = await track(again.joinById(code, { seatToken: token }));
      expect(person.welcome!.seats).toEqual(p.welcome!.seats);
      back.push(person);
    }
    people.push(...back);
    const state = back[0]!.room.state;
    expect(state.turn).toBe(local.turn);
    expect(state.status).toBe("playing");
    // The planner's hidden plan is back, visible to them only.
    expect(back[planner]!.room.state.players[planner].plan).toBeDefined();
    expect(back[(planner + 1) % 3]!.room.state.players[planner].plan).toBeUndefined();

    await play(back, () => false);
    expect(local.phase).toBe("gameOver");
    await until(() => back.every((p) => p.room.state.status === "finished"), 10_000, "the final patch");

    // The finished game equals the same actions played without the crash.
    const games = (await (await fetch(`${url}/api/games`)).json()) as FinishedGame[];
    const game = games.find((g) => g.code === code)!;
    expect(game.names).toEqual(["Ann", "Ben", "Cat"]);
    expect(game.scores).toEqual(finalScores(local));
    const record = (await (await fetch(`${url}/api/games/${code}/record`)).json()) as GameRecord;
    expect(record.actions).toEqual(sent);
    expect(record.seed).toEqual(stored.seed);
    const replay = replayRecord(record);
    expect(replay.ok && replay.state).toEqual(local);
    for (const p of back) {
      expect(Array.from(p.room.state.final, (f: { total: number }) => f.total)).toEqual(
        local.final!.map((f) => f.total),
      );
      expect(p.room.state.winner).toBe(local.winner);
    }
  }, 180_000);
});
