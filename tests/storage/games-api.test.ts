import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { greedyBot, replayRecord, scores, viewFor, RECORD_FORMAT, type GameRecord } from "../../shared/engine";
import { ROOT_DIR } from "../../server/config";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import type { FinishedGame } from "../../server/storage/GameStore";
import { SqliteStore } from "../../server/storage/SqliteStore";
import { createTable, playUntil, until } from "../support/tableDriver";
import type { TestServer } from "../support/testServer";
import { finishTable, startStoredServer, storeTable, tempDataDir } from "./fixtures";

const DAY = 86_400_000;

/** `npm run replay -- <file>` (the script behind it), with its exit status and output. */
function replayCli(file: string): { status: number | null; out: string } {
  const run = spawnSync("npx", ["tsx", "scripts/replay.ts", file], {
    cwd: ROOT_DIR,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe("finished games over HTTP", () => {
  const data = tempDataDir();
  let server: TestServer;
  let played = "";
  const errors: string[] = [];

  beforeAll(async () => {
    const store = SqliteStore.open(data.dir);
    await finishTable((await storeTable(store, { code: "EARLY", seats: ["Ann", "Ben"], moves: 0, seed: 3 })).table);
    store.database.prepare("UPDATE tables SET finished_at = ? WHERE code = 'EARLY'").run(Date.now() - 2 * DAY);
    await finishTable((await storeTable(store, { code: "STALE", moves: 0 })).table);
    store.database.prepare("UPDATE tables SET finished_at = ? WHERE code = 'STALE'").run(Date.now() - 40 * DAY);
    await finishTable((await storeTable(store, { code: "BADSC", moves: 0 })).table);
    store.database.prepare("UPDATE tables SET scores = '{\"fame\":' WHERE code = 'BADSC'").run();
    await finishTable((await storeTable(store, { code: "BADAC", moves: 0 })).table);
    store.database.prepare("UPDATE tables SET finished_at = ? WHERE code = 'BADAC'").run(Date.now() - 3 * DAY);
    store.database.prepare("UPDATE actions SET action = '{\"ty' WHERE code = 'BADAC' AND idx = 2").run();
    await storeTable(store, { code: "RUNNG", moves: 12 });
    await store.close();

    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void errors.push(args.join(" ")));
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    server = await startStoredServer(data.dir, {}, 30);

    // One game played through the server: a person (greedy moves) against a bot.
    const host = await createTable(server, { players: 2, quickStart: true }, "Zoe");
    played = host.room.roomId;
    expect(await host.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(played);
    expect(await host.room.request("start")).toEqual({ ok: true });
    await playUntil(room, new Map([[0, host]]), () => false, "api", 5_000, greedyBot);
    await until(() => host.room.state.status === "finished", 5_000, "the end");
  });
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
    data.remove();
  });

  const get = (p: string): Promise<Response> => fetch(`${server.url}${p}`);

  it("removed the finished games older than the retention at start", async () => {
    expect(await server.running.store.has("STALE")).toBe(false);
    expect(await server.running.store.has("EARLY")).toBe(true);
  });

  it("GET /api/games lists finished games newest first with names and final scores, skipping an unreadable one", async () => {
    const response = await get("/api/games");
    expect(response.status).toBe(200);
    const games = (await response.json()) as FinishedGame[];
    expect(games.map((g) => g.code)).toEqual([played, "EARLY", "BADAC"]);
    const room = server.colyseus.getRoomById<TrickerionRoom>(played);
    const board = scores(room.table.game!);
    expect(games[0]).toEqual({
      code: played,
      finishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      players: 2,
      names: ["Zoe", "Bot 2"],
      kinds: ["human", "bot"],
      actions: room.table.moves,
      scores: { fame: board.fame, ranking: board.ranking, winner: board.winner },
    });
    expect(errors.some((e) => e.startsWith("Storage: finished game BADSC cannot be listed: "))).toBe(true);
  });

  it("GET /api/games/<code> gives one game; unknown, running or malformed codes are refused clearly", async () => {
    expect(((await (await get(`/api/games/${played.toLowerCase()}`)).json()) as FinishedGame).code).toBe(played);
    const running = await get("/api/games/RUNNG");
    expect(running.status).toBe(404);
    expect(await running.json()).toEqual({ error: "no finished game with code RUNNG" });
    expect((await get("/api/games/ZZZZZ/record")).status).toBe(404);
    const bad = await get("/api/games/no!pe/record");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: '"no!pe" is not a table code (5 to 8 letters and digits)' });
  });

  it("GET /api/games/<code>/record downloads the engine record, which replays to the same end, step by step", async () => {
    const response = await get(`/api/games/${played}/record`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="trickerion-${played}.json"`);
    const record = (await response.json()) as GameRecord;
    const room = server.colyseus.getRoomById<TrickerionRoom>(played);
    expect(record.format).toBe(RECORD_FORMAT);
    expect(record.seed).toEqual(room.table.seed); // revealed once the game is over
    expect(record.actions).toHaveLength(room.table.moves);
    const end = replayRecord(record);
    expect(end.ok && end.state).toEqual(room.table.game);

    // What a replay viewer does: the public board after any step, and every plan once the game is over.
    const step = replayRecord(record, { at: 30 });
    expect(step.ok && step.applied).toBe(30);
    const board = viewFor(step.ok ? step.state : end.state!, "spectator");
    expect(board.players).toHaveLength(2);
    expect(viewFor(end.state!, 0).players[0]).toBeDefined();
  });

  it("a record whose stored actions are damaged is answered with a clear error, and the server goes on", async () => {
    const response = await get("/api/games/BADAC/record");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "the record of BADAC is damaged and cannot be read" });
    expect(errors.some((e) => e.startsWith("Storage: finished game BADAC: its record cannot be read: "))).toBe(true);
    expect((await get("/health")).status).toBe(200);
  });

  it("npm run replay accepts a downloaded record, and refuses a truncated or foreign one clearly", async () => {
    const text = await (await get(`/api/games/${played}/record`)).text();
    const file = path.join(data.dir, "record.json");
    writeFileSync(file, text);
    const ok = replayCli(file);
    expect(ok.status).toBe(0);
    expect(ok.out).toMatch(/winner: seat \d/);

    const truncated = path.join(data.dir, "truncated.json");
    writeFileSync(truncated, text.slice(0, Math.floor(text.length / 2)));
    const cut = replayCli(truncated);
    expect(cut.status).toBe(1);
    expect(cut.out).toContain(`cannot read ${truncated}`);

    const foreign = path.join(data.dir, "foreign.json");
    writeFileSync(foreign, JSON.stringify({ ...JSON.parse(text), format: "trickerion-record/9" }));
    const other = replayCli(foreign);
    expect(other.status).toBe(1);
    expect(other.out).toContain("not a trickerion-record/2 record");
  }, 120_000);
});
