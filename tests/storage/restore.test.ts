import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { activeSeats, greedyBot, recordFormatOf, replayRecord, type GameOptions } from "../../shared/engine";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { TableRow } from "../../server/storage/GameStore";
import { SqliteStore } from "../../server/storage/SqliteStore";
import { createTable, joinTable, send, until } from "../support/tableDriver";
import type { TestServer } from "../support/testServer";
import { startStoredServer, storeTable, tempDataDir, type StoredTableResult } from "./fixtures";

/** How many greedy moves into a game (Ann, Bot) the bot is the one to move. */
async function movesUntilBotActs(): Promise<number> {
  const probe = SqliteStore.open(null);
  try {
    for (let moves = 6; ; moves++) {
      const { table } = await storeTable(probe, {
        code: `P${String(moves).padStart(4, "0")}`,
        seats: ["Ann", null],
        moves,
      });
      if (activeSeats(table.game!).includes(1)) return moves;
    }
  } finally {
    await probe.close();
  }
}

/** A row without who holds it (the restore takes every table it reads). */
function recordOnly(row: TableRow): Omit<TableRow, "owner" | "lease_until"> {
  const { owner, lease_until, ...rest } = row as TableRow & { owner?: unknown; lease_until?: unknown };
  void owner;
  void lease_until;
  return rest;
}

/** The first action index whose replacement by the previous action is refused by the engine. */
function illegalRepeat(result: StoredTableResult, options: GameOptions): number {
  for (let i = 1; i < result.actions.length; i++) {
    const actions = result.actions.slice(0, i + 1);
    actions[i] = actions[i - 1]!;
    const replay = replayRecord({
      format: recordFormatOf(result.table.seed),
      options,
      seed: result.table.seed,
      actions,
    });
    if (!replay.ok) return i;
  }
  throw new Error("no illegal repeat found");
}

describe("restoring unfinished tables at start", () => {
  const data = tempDataDir();
  let server: TestServer;
  let good: StoredTableResult;
  let lobby: StoredTableResult;
  let bots: StoredTableResult;
  let botMoves = 0;
  let illegalAt = 0;
  const errors: string[] = [];
  let badRowsBefore: TableRow[] = [];

  beforeAll(async () => {
    const store = SqliteStore.open(data.dir);
    // GOOD2 is a format-1 table (32-bit mulberry32 seed, made before issue 16): it still comes back.
    good = await storeTable(store, { code: "GOOD2", seats: ["Ann", "Ben", "Cat"], moves: 40, seed: 11 });
    lobby = await storeTable(store, { code: "LOBBY", seats: ["Ann", "Ben"] });
    botMoves = await movesUntilBotActs();
    bots = await storeTable(store, { code: "BOTS2", seats: ["Ann", null], moves: botMoves });

    // Bad records of every kind, each next to good ones.
    const illegal = await storeTable(store, { code: "ILLEG", moves: 30, seed: 5 });
    illegalAt = illegalRepeat(illegal, illegal.table.game!.options);
    store.database
      .prepare("UPDATE actions SET action = ?, seat = ? WHERE code = 'ILLEG' AND idx = ?")
      .run(JSON.stringify(illegal.actions[illegalAt - 1]!.action), illegal.actions[illegalAt - 1]!.seat, illegalAt);
    await storeTable(store, { code: "FORMT", moves: 5 });
    store.database.prepare("UPDATE tables SET format = 'trickerion-record/9' WHERE code = 'FORMT'").run();
    await storeTable(store, { code: "KEYXX", moves: 5 });
    store.database.prepare("UPDATE tables SET secret = 'not-a-key' WHERE code = 'KEYXX'").run();
    await storeTable(store, { code: "TRUNC", moves: 20 });
    store.database.prepare("DELETE FROM actions WHERE code = 'TRUNC' AND idx >= 17").run();
    await storeTable(store, { code: "JSONX", moves: 8 });
    store.database.prepare("UPDATE actions SET action = '{\"type\":\"assi' WHERE code = 'JSONX' AND idx = 3").run();
    await storeTable(store, { code: "SEATX", moves: 8 });
    store.database
      .prepare('UPDATE tables SET seats = \'[{"kind":"human","name":"Ann","tok\' WHERE code = \'SEATX\'')
      .run();
    await storeTable(store, { code: "GAPPY", moves: 8 });
    store.database.prepare("DELETE FROM actions WHERE code = 'GAPPY' AND idx = 4").run();
    store.database
      .prepare("INSERT INTO actions (code, idx, seat, action) VALUES ('GAPPY', 8, 0, '{\"type\":\"pass\"}')")
      .run();
    badRowsBefore = (await store.unfinished())
      .filter((r) => !["GOOD2", "LOBBY", "BOTS2"].includes(r.code))
      .map(recordOnly);
    await store.close();

    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.join(" ")));
    server = await startStoredServer(data.dir, { reconnectSeconds: 30 });
  });
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
    data.remove();
  });

  it("brings back the good tables under their codes and skips each bad one with a clear message", () => {
    const summary = server.running.restore;
    expect(summary.restored.sort()).toEqual(["BOTS2", "GOOD2", "LOBBY"]);
    const reasons = Object.fromEntries(summary.skipped.map((s) => [s.code, s.reason]));
    expect(reasons).toEqual({
      ILLEG: expect.stringMatching(
        new RegExp(`^action #${illegalAt} is refused by the engine on replay: [A-Z_]+ \\(.+\\)$`),
      ),
      FORMT:
        'its record format "trickerion-record/9" is unknown (this server reads "trickerion-record/2" and "trickerion-record/1")',
      KEYXX: "its secret key is missing or not 64 hex digits",
      TRUNC: "its action log is truncated: 17 of 20 actions are stored",
      JSONX: expect.stringMatching(/^its action #3 fields are not valid JSON \(.+\)$/),
      SEATX: expect.stringMatching(/^its seats are not valid JSON/),
      GAPPY: "its action log has a gap: action #4 is missing",
    });
    for (const code of Object.keys(reasons)) {
      expect(
        errors.some(
          (line) =>
            line.startsWith(`Table ${code} was not restored: `) &&
            line.endsWith("Its stored record is left unchanged."),
        ),
      ).toBe(true);
    }
  });

  it("leaves the bad records exactly as they were (only held by this server now)", async () => {
    const after = (await server.running.store.unfinished())
      .filter((r) => !["GOOD2", "LOBBY", "BOTS2"].includes(r.code))
      .map(recordOnly);
    expect(after).toEqual(badRowsBefore);
  });

  it("a restored game holds the replayed state, and a person takes their seat back with their token", async () => {
    const room = server.colyseus.getRoomById<TrickerionRoom>("GOOD2");
    expect(room.table.game).toEqual(good.table.game);
    expect(room.table.moves).toBe(40);

    const ann = await joinTable(server, "GOOD2", { seatToken: good.tokens.get(0) });
    expect(ann.welcome!.seats).toEqual([{ seat: 0, token: good.tokens.get(0) }]);
    // The history is recomputed from the stored actions: exactly what the table told before the restart.
    expect(ann.welcome!.history).toEqual(good.table.history);
    expect(ann.welcome!.history.length).toBeGreaterThan(10);
    expect(ann.room.state.status).toBe("playing");
    expect(ann.room.state.turn).toBe(good.table.game!.turn);
    expect(Array.from(ann.room.state.seats, (s: { name: string }) => s.name)).toEqual(["Ann", "Ben", "Cat"]);

    const others = [
      await joinTable(server, "GOOD2", { seatToken: good.tokens.get(1) }),
      await joinTable(server, "GOOD2", { seatToken: good.tokens.get(2) }),
    ];
    // Play on: each move is stored after the restored ones.
    for (let i = 0; i < 10; i++) {
      const seat = activeSeats(room.table.game!)[0]!;
      const player = [ann, ...others][seat]!;
      expect(await send(player, greedyBot(room.table.game!, seat)!)).toEqual({ ok: true });
    }
    expect(await server.running.store.actionRows("GOOD2")).toHaveLength(50);
  });

  it("refuses a token that belongs to no seat at a restored table", async () => {
    await expect(joinTable(server, "GOOD2", { seatToken: "f".repeat(32) })).rejects.toThrow(/belongs to no seat/);
  });

  it("a restored lobby keeps its seats: the host comes back and starts", async () => {
    const ann = await joinTable(server, "LOBBY", { seatToken: lobby.tokens.get(0) });
    expect(ann.welcome!.host).toBe(true);
    await joinTable(server, "LOBBY", { seatToken: lobby.tokens.get(1) });
    expect(await ann.room.request("start")).toEqual({ ok: true });
    expect((await server.running.store.unfinished()).find((r) => r.code === "LOBBY")!.status).toBe("playing");
  });

  it("bots resume on their own: the bot moves without anyone connected", async () => {
    const room = server.colyseus.getRoomById<TrickerionRoom>("BOTS2");
    await until(() => room.table.moves > botMoves, 5_000, "the bot's move");
    expect((await server.running.store.actionRows("BOTS2")).length).toBe(room.table.moves);
  });

  it("a client cannot smuggle a restore into its create options", async () => {
    await expect(createTable(server, { restoreTicket: "0".repeat(32) })).rejects.toThrow(
      "Bad table options: restoreTicket is not a table option",
    );
    await expect(createTable(server, { store: { closing: false } })).resolves.toBeDefined(); // ignored: the server's own store wins
  });

  it("a new table never takes the code of a stored one", async () => {
    const host = await createTable(server, { players: 2 });
    expect(await server.running.store.has(host.room.roomId)).toBe(true);
    expect(["GOOD2", "LOBBY", "BOTS2", "ILLEG"]).not.toContain(host.room.roomId);
  });
});

describe("a restored table its people do not come back to", () => {
  const data = tempDataDir();
  let server: TestServer;
  let kept: StoredTableResult;

  beforeAll(async () => {
    const store = SqliteStore.open(data.dir);
    await storeTable(store, { code: "EMPTY", moves: 10 });
    kept = await storeTable(store, { code: "HALF2", seats: ["Ann", "Ben"], moves: 10 });
    await store.close();
    server = await startStoredServer(data.dir, { reconnectSeconds: 0.5 });
  });
  afterAll(async () => {
    await server?.close();
    data.remove();
  });

  it("closes when nobody came back within the reconnection wait, and is not restored again", async () => {
    expect(server.running.restore.restored.sort()).toEqual(["EMPTY", "HALF2"]);
    // A wrong token is not someone coming back: the table still waits for its people.
    await expect(joinTable(server, "HALF2", { seatToken: "e".repeat(32) })).rejects.toThrow(/belongs to no seat/);
    const ann = await joinTable(server, "HALF2", { seatToken: kept.tokens.get(0) });
    await until(
      async () => !(await server.running.store.unfinished()).some((r) => r.code === "EMPTY"),
      5_000,
      "the empty table to close",
    );
    // Ben did not come back: a bot plays his seat, as for a dropped player.
    await until(() => ann.room.state.seats[1].botTakeover === true, 5_000, "the bot takeover");
    const room = server.colyseus.getRoomById<TrickerionRoom>("HALF2");
    expect(room.table.botPlays(1)).toBe(true);
    expect(room.table.botPlays(0)).toBe(false);
  });

  it("a server that shuts down leaves its tables to be restored next time", async () => {
    await server.close();
    server = await startStoredServer(data.dir, { reconnectSeconds: 30 });
    expect(server.running.restore.restored).toEqual(["HALF2"]);
  });
});
