// Several processes, one lobby: two game servers sharing a real Redis (matchmaking, listings,
// codes) and a real PostgreSQL (the games), each on its own port, as docs/server.md describes.
import { execFileSync } from "node:child_process";
import { Client } from "@colyseus/sdk";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { storedSeed } from "../../server/storage/GameStore";
import {
  MISSING_SERVICES,
  startPostgres,
  startRedis,
  type PostgresServer,
  type RedisServer,
} from "../support/services";
import { ServerProcess, paced, track, type Person } from "../support/serverProcess";
import { until } from "../support/tableDriver";
import { freePort } from "../support/testServer";

interface Listed {
  code: string;
  seated: number;
  spectators: number;
  names: string[];
}

describe.skipIf(MISSING_SERVICES)("two server processes with Redis and PostgreSQL", () => {
  let postgres: PostgresServer;
  let redis: RedisServer;
  let databaseUrl = "";
  let db: pg.Client;
  const processes: ServerProcess[] = [];
  const people: Person[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  async function startProcess(id: string, port?: number): Promise<ServerProcess> {
    const p = port ?? (await freePort());
    const server = new ServerProcess(p, {
      REDIS_URL: redis.url,
      DATABASE_URL: databaseUrl,
      SERVER_ID: id,
      PUBLIC_ADDRESS: `127.0.0.1:${p}`,
      TABLE_LEASE_SECONDS: "2",
    });
    processes.push(server);
    await server.ready();
    return server;
  }

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
    databaseUrl = await postgres.createDatabase("cluster");
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    a = await startProcess("A");
    b = await startProcess("B");
  }, 120_000);
  afterAll(async () => {
    for (const p of people) p.room.reconnection.enabled = false;
    for (const server of processes) await server.kill();
    await db?.end();
    await redis?.stop();
    await postgres?.stop();
  }, 60_000);

  const listing = async (server: ServerProcess): Promise<Listed[]> =>
    (await (await fetch(`${server.url}/api/tables`)).json()) as Listed[];

  /** The stored game's engine options and seed, read from PostgreSQL as an operator could. */
  async function storedGame(
    code: string,
  ): Promise<{ options: GameOptions; seed: Seed; moves: number; actions: number }> {
    const row = (await db.query("SELECT game_options, format, seed, secret, moves FROM tables WHERE code = $1", [code]))
      .rows[0] as {
      game_options: string;
      format: string;
      seed: string;
      secret: string | null;
      moves: number;
    };
    const actions = Number((await db.query("SELECT COUNT(*) AS n FROM actions WHERE code = $1", [code])).rows[0].n);
    const seed = storedSeed({ format: row.format, seed: Number(row.seed), secret: row.secret });
    return { options: JSON.parse(row.game_options) as GameOptions, seed, moves: row.moves, actions };
  }

  /** Plays greedy moves through whoever holds each seat, following the game with the test's own engine. */
  function follower(options: GameOptions, seed: Seed) {
    const f = {
      local: createGame(options, seed) as GameState,
      sent: [] as { seat: Seat; action: Action }[],
      async play(bySeat: Person[], done: () => boolean): Promise<void> {
        while (!done() && f.local.phase !== "gameOver") {
          const seat = activeSeats(f.local)[0]!;
          const action = greedyBot(f.local, seat)!;
          expect(await paced(bySeat[seat]!, "action", { action })).toEqual({ ok: true });
          const next = applyAction(f.local, seat, action);
          if (!next.ok) throw new Error(next.error.message);
          f.local = next.state;
          f.sent.push({ seat, action });
        }
      },
    };
    return f;
  }

  it("share one lobby: a table made on A is listed, joined and watched through B", async () => {
    const viaA = new Client(a.url);
    const viaB = new Client(b.url);
    const ann = await track(viaA.create("trickerion", { players: 2, name: "Ann" }));
    const code = ann.room.roomId;
    people.push(ann);
    await until(async () => (await listing(b)).some((t) => t.code === code), 5_000, "B to list A's table");
    const ben = await track(viaB.joinById(code, { name: "Ben" }));
    const watcher = await track(viaB.joinById(code, { spectator: true }));
    people.push(ben, watcher);
    expect(ben.welcome!.seats.map((s) => s.seat)).toEqual([1]);
    // Both processes show the same seats and spectator count.
    for (const server of [a, b]) {
      await until(
        async () => {
          const t = (await listing(server)).find((x) => x.code === code);
          return t?.seated === 2 && t.spectators === 1;
        },
        5_000,
        "the shared listing",
      );
    }
    expect((await listing(a)).find((t) => t.code === code)!.names).toEqual(["Ann", "Ben"]);
    // A table made on B takes another code, and is on A's list too.
    const cat = await track(viaB.create("trickerion", { players: 2, name: "Cat" }));
    people.push(cat);
    expect(cat.room.roomId).not.toBe(code);
    await until(async () => (await listing(a)).some((t) => t.code === cat.room.roomId), 5_000, "A to list B's table");
    for (const p of [ann, ben, watcher, cat]) await p.room.leave();
  });

  it("a game made on A is played to the end by people connected through both processes", async () => {
    const viaA = new Client(a.url);
    const viaB = new Client(b.url);
    const ann = await track(viaA.create("trickerion", { players: 4, quickStart: true, name: "Ann" }));
    const code = ann.room.roomId;
    const seated = [
      ann,
      await track(viaB.joinById(code, { name: "Ben" })),
      await track(viaA.joinById(code, { name: "Cat" })),
      await track(viaB.joinById(code, { name: "Dan" })),
    ];
    people.push(...seated);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const stored = await storedGame(code);
    const game = follower(stored.options, stored.seed);
    await game.play(seated, () => false);
    await until(() => seated.every((p) => p.room.state.status === "finished"), 10_000, "the final patch");
    // The finished game is in the shared store: both processes serve it.
    for (const server of [a, b]) {
      const record = (await (await fetch(`${server.url}/api/games/${code}/record`)).json()) as GameRecord;
      expect(record.actions).toEqual(game.sent);
      const replay = replayRecord(record);
      expect(replay.ok && replay.state).toEqual(game.local);
    }
    for (const p of seated) await p.room.leave();
  }, 120_000);

  it("a process frozen past its lease (SIGSTOP) loses the table to the other; woken (SIGCONT), it closes its copy and the table stays joinable through both", async () => {
    const viaA = new Client(a.url);
    const viaB = new Client(b.url);
    const ann = await track(viaA.create("trickerion", { players: 2, quickStart: true, name: "Ann" }));
    const code = ann.room.roomId;
    const ben = await track(viaB.joinById(code, { name: "Ben" }));
    people.push(ann, ben);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const stored = await storedGame(code);
    const game = follower(stored.options, stored.seed);
    await game.play([ann, ben], () => game.sent.length >= 6);
    const tokens = [ann, ben].map((p) => p.welcome!.seats[0]!.token);

    // A freezes (a long GC pause, a VM migration): its lease runs out and B takes the table over.
    for (const p of [ann, ben]) p.room.reconnection.enabled = false;
    a.signal("SIGSTOP");
    try {
      await until(
        () => b.output.some((l) => l.includes(`Took over 1 table(s) from a server process that stopped: ${code}.`)),
        15_000,
        "B to take the table over",
      );
      const back: Person[] = [];
      for (const token of tokens) back.push(await track(viaB.joinById(code, { seatToken: token })));
      people.push(...back);
      await game.play(back, () => game.sent.length >= 9);
    } finally {
      a.signal("SIGCONT");
    }
    // A wakes, finds it no longer holds the table and closes its copy (its old connections end)…
    await until(
      () => a.output.some((l) => l.includes(`Table ${code}: another server process now holds it; closing it here.`)),
      10_000,
      "A to close its copy",
    );
    await until(() => ann.leftWith !== null && ben.leftWith !== null, 10_000, "A's old connections to close");
    await new Promise((r) => setTimeout(r, 500));
    // …without touching B's lobby entry: the table is listed, watched and rejoined through both processes.
    for (const server of [a, b]) expect((await listing(server)).map((t) => t.code)).toContain(code);
    const watchers = [
      await track(viaA.joinById(code, { spectator: true })),
      await track(viaB.joinById(code, { spectator: true })),
    ];
    const annAgain = await track(viaA.joinById(code, { seatToken: tokens[0] }));
    const benAgain = await track(viaB.joinById(code, { seatToken: tokens[1] }));
    people.push(...watchers, annAgain, benAgain);
    expect([annAgain, benAgain].map((p) => p.welcome!.seats[0]!.token)).toEqual(tokens);
    // The game goes on, every action stored by B, nothing lost or doubled across the freeze.
    await game.play([annAgain, benAgain], () => game.sent.length >= 13);
    expect(await storedGame(code)).toMatchObject({ moves: game.sent.length, actions: game.sent.length });
    expect((await db.query("SELECT owner, status FROM tables WHERE code = $1", [code])).rows).toEqual([
      { owner: "B", status: "playing" },
    ]);

    // The fences kept B's entry: it never had to put it back.
    expect(b.output.filter((l) => l.includes(`Lobby: put back the entries of ${code}`))).toEqual([]);
    // The holder puts its entry back on its next lease renewal if anything removes it anyway.
    execFileSync("redis-cli", ["-u", redis.url, "HDEL", "roomcaches", code]);
    // Both the listing and B's own line: B's output comes through a pipe that can lag the listing on a busy machine.
    const putBack = () => b.output.filter((l) => l.includes(`Lobby: put back the entries of ${code}`));
    await until(
      async () => (await listing(a)).some((t) => t.code === code) && putBack().length > 0,
      10_000,
      "B to re-publish its entry",
    );
    expect(putBack()).toHaveLength(1);
    for (const p of [...watchers, annAgain, benAgain]) await p.room.leave();
  }, 60_000);

  it("when A is killed mid-game, B takes the table over with no accepted action lost, and the people finish it through B", async () => {
    const viaA = new Client(a.url);
    const viaB = new Client(b.url);
    const ann = await track(viaA.create("trickerion", { players: 3, quickStart: true, name: "Ann" }));
    const code = ann.room.roomId;
    const seated = [
      ann,
      await track(viaB.joinById(code, { name: "Ben" })),
      await track(viaA.joinById(code, { name: "Cat" })),
    ];
    people.push(...seated);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const stored = await storedGame(code);
    const game = follower(stored.options, stored.seed);
    await game.play(seated, () => game.local.turn === 2 && game.sent.at(-1)?.action.type === "assign");

    for (const p of seated) p.room.reconnection.enabled = false;
    await a.kill();
    // Every acknowledged action is in PostgreSQL.
    expect(await storedGame(code)).toMatchObject({ moves: game.sent.length, actions: game.sent.length });
    // B notices the lease ran out and restores the table (exactly once).
    await until(
      () => b.output.some((l) => l.includes(`Took over 1 table(s) from a server process that stopped: ${code}.`)),
      15_000,
      "B to take the table over",
    );
    const holders = (await db.query("SELECT owner FROM tables WHERE code = $1", [code])).rows as { owner: string }[];
    expect(holders).toEqual([{ owner: "B" }]);

    const back: Person[] = [];
    for (const p of seated) {
      const person = await track(viaB.joinById(code, { seatToken: p.welcome!.seats[0]!.token }));
      expect(person.welcome!.seats).toEqual(p.welcome!.seats);
      back.push(person);
    }
    people.push(...back);
    expect(back[0]!.room.state.turn).toBe(game.local.turn);
    await game.play(back, () => false);
    await until(() => back.every((p) => p.room.state.status === "finished"), 10_000, "the final patch");
    const record = (await (await fetch(`${b.url}/api/games/${code}/record`)).json()) as GameRecord;
    expect(record.actions).toEqual(game.sent);
    // A restarted under its old id finds nothing of it to restore: it is finished and was held by B.
    const again = await startProcess("A", a.port);
    expect(again.output.some((l) => /0 unfinished table\(s\) restored/.test(l))).toBe(true);
  }, 120_000);
});

if (MISSING_SERVICES) console.log(`Redis + PostgreSQL cluster tests ${MISSING_SERVICES}`);
