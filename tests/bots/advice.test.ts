// The look back's advice (issue 28): the key moments follow their rule; each piece of advice is the Grand Magician's
// decision searched in the pool from the seat's view at that moment of the replayed record; answers are cached per
// table and seat, rate-limited per person, and refused with stable codes (unfinished table, a seat never held, no
// such seat). Through a room: a finished two-player game, asked by its players and by a spectator.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import {
  legalActions,
  replayRecord,
  viewFor,
  greedyBot,
  type Action,
  type GameRecord,
  type GameState,
} from "../../shared/engine";
import { agrees, keyMoments, MAX_MOMENTS, PLACEMENTS_PER_TURN, planOf } from "../../shared/analysis/keyMoments";
import { ADVICE_PER_WINDOW, AdviceDesk } from "../../server/bots/advice";
import { HINT_LEVEL } from "../../server/bots/hint";
import { HintReasonShape } from "../../server/bots/hintShape";
import { BotPool } from "../../server/bots/pool";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { createTable, joinTable, playUntil, type TestPlayer } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

const record = JSON.parse(
  readFileSync(new URL("../engine/fixtures/greedy-4p.json", import.meta.url), "utf8"),
) as GameRecord;
const stateAt = (move: number): GameState => {
  const r = replayRecord(record, { at: move });
  if (!r.ok) throw new Error("the fixture does not replay");
  return r.state;
};
const finished = { ...record, finished: true };
const winner = (replayRecord(record) as { state: GameState }).state.winner!;
const loser = [0, 1, 2, 3].find((s) => s !== winner)!;

describe("key moments", () => {
  it("are the seat's plan and first placements in the turns it lost most, with the state just before each", () => {
    const km = keyMoments(record, loser);
    expect(km.rival).toBe(winner);
    expect(km.lost.length).toBeGreaterThan(0);
    expect(km.moments.length).toBeGreaterThan(0);
    expect(km.moments.length).toBeLessThanOrEqual(MAX_MOMENTS);
    const lostTurns = km.lost.map((l) => l.turn);
    for (const m of km.moments) {
      expect(record.actions[m.move]!.seat).toBe(loser);
      expect(record.actions[m.move]!.action).toEqual(m.played);
      expect(lostTurns).toContain(m.turn);
      expect(m.state).toEqual(stateAt(m.move));
      expect(m.state.turn).toBe(m.turn);
      if (m.kind === "placement") expect(m.played.type).toBe("place");
      else expect(["assign", "assignAlley", "confirmAssignments"]).toContain(m.played.type);
    }
    for (const turn of lostTurns)
      expect(km.moments.filter((m) => m.turn === turn && m.kind === "placement").length).toBeLessThanOrEqual(
        PLACEMENTS_PER_TURN,
      );
  });

  it("measure the winner against the runner-up", () => {
    const km = keyMoments(record, winner);
    expect(km.rival).not.toBe(winner);
    expect(km.rival).not.toBeNull();
  });

  it("take a plan as confirmed: one card per character, the last it was given, none if taken back", () => {
    const steps: Action[] = [
      { type: "assign", character: "magician", location: "market_row" },
      { type: "assign", character: "manager", location: "theater" },
      { type: "assign", character: "magician", location: "downtown" },
      { type: "assign", character: "apprentice1", location: "workshop" },
      { type: "unassign", character: "manager" },
      { type: "confirmAssignments" },
    ];
    expect(planOf(steps)).toEqual([
      { type: "assign", character: "magician", location: "downtown" },
      { type: "assign", character: "apprentice1", location: "workshop" },
    ]);
    // In the fixture's key moments, no character appears twice in a plan.
    for (const seat of [0, 1, 2, 3])
      for (const m of keyMoments(record, seat).moments.filter((x) => x.plan)) {
        const characters = m.plan!.map((p) => (p as { character: string }).character);
        expect(new Set(characters).size).toBe(characters.length);
      }
  });

  it("judge a plan step against the whole confirmed plan, and a placement as the same action", () => {
    const plan: Action[] = [
      { type: "assign", character: "magician", location: "downtown" },
      { type: "assign", character: "apprentice1", location: "market_row" },
    ];
    const m = { kind: "plan" as const, played: plan[0]!, plan };
    expect(agrees(m, { type: "assign", location: "market_row", character: "apprentice1" })).toBe(true);
    expect(agrees(m, { type: "assign", character: "apprentice1", location: "downtown" })).toBe(false);
    expect(agrees(m, { type: "confirmAssignments" })).toBe(false);
    expect(
      agrees({ kind: "plan", played: { type: "confirmAssignments" }, plan: [] }, { type: "confirmAssignments" }),
    ).toBe(true);
    const place = { type: "place", character: "magician", slot: "d1" } as never;
    expect(
      agrees({ kind: "placement", played: place }, { slot: "d1", type: "place", character: "magician" } as never),
    ).toBe(true);
    expect(agrees({ kind: "placement", played: place }, null)).toBe(false);
  });
});

describe("the advice desk", () => {
  let pool: BotPool;
  beforeAll(() => {
    pool = new BotPool({ threads: 1, maxBudgetMs: 20 });
  });
  afterAll(() => pool.close());

  it("asks the Grand Magician from the seat's view at each key moment, and caches the answer", async () => {
    const desk = new AdviceDesk(pool);
    const decide = vi.spyOn(pool, "decide");
    const answer = await desk.ask("ann", "T1", finished, loser, new Set([loser]));
    if (!answer.ok) throw new Error(answer.error.message);
    const km = keyMoments(record, loser);
    expect(answer.moments.map((m) => m.move)).toEqual(km.moments.map((m) => m.move));
    expect(decide).toHaveBeenCalledTimes(km.moments.length);
    for (const [i, m] of answer.moments.entries()) {
      const [view, seat, level, , options] = decide.mock.calls[i]!;
      const state = stateAt(m.move);
      // Explained as the hint is, and measured against what the seat played there (its plan, for a plan moment).
      const moment = km.moments[i]!;
      expect(options).toEqual({ explain: true, against: moment.kind === "plan" ? moment.plan : moment.played });
      expect(() => HintReasonShape.parse(m.reason)).not.toThrow();
      expect(Object.keys(m.reason)).not.toContain("runnerUp");
      // A margin is only ever against the seat's own move: never another move the search happened to try.
      if (m.reason.versus)
        expect(
          moment.kind === "plan" ? [...moment.plan!, { type: "confirmAssignments" }] : [moment.played],
        ).toContainEqual(m.reason.versus.action);
      // Exactly what the server sent the seat then: no deck, no generator, no other seat's secrets.
      expect(view).toEqual(viewFor(state, loser));
      expect(seat).toBe(loser);
      expect(level).toBe(HINT_LEVEL);
      const reply = (await decide.mock.results[i]!.value) as { reply: { action: unknown; reason: unknown } };
      expect(m.bot).toEqual(reply.reply.action);
      expect(m.reason).toEqual(reply.reply.reason);
      expect(legalActions(state, loser)).toContainEqual(m.bot);
      expect(m.same).toBe(agrees(km.moments[i]!, m.bot));
    }
    // The same question again, by anyone: the answer is the one worked out, with no new search.
    const again = await desk.ask("ben", "T1", finished, loser, new Set());
    expect(again).toEqual(answer);
    expect(decide).toHaveBeenCalledTimes(km.moments.length);
    decide.mockRestore();
  });

  it("refuses an unfinished table, a seat never held, a seat not at the table, and too many searches", async () => {
    const desk = new AdviceDesk(pool);
    const decide = vi.spyOn(pool, "decide");
    const partial = { ...record, actions: record.actions.slice(0, 50), finished: false };
    expect(await desk.ask("ann", "T2", partial, 0, new Set([0]))).toMatchObject({
      ok: false,
      error: { code: "GAME_NOT_OVER" },
    });
    expect(await desk.ask("ann", "T2", finished, 1, new Set([0]))).toMatchObject({
      ok: false,
      error: { code: "NEVER_YOUR_SEAT" },
    });
    expect(await desk.ask("ann", "T2", finished, 4, new Set())).toMatchObject({
      ok: false,
      error: { code: "NO_SUCH_SEAT" },
    });
    expect(decide).not.toHaveBeenCalled();
    // A spectator may ask about every seat, until the searches a window allows are spent.
    for (let seat = 0; seat < ADVICE_PER_WINDOW; seat++)
      expect(await desk.ask("spectator", "T2", finished, seat, new Set())).toMatchObject({ ok: true, seat });
    const calls = decide.mock.calls.length;
    expect(await desk.ask("spectator", "T2", finished, 3, new Set())).toMatchObject({
      ok: false,
      error: { code: "TOO_MANY_ADVICE" },
    });
    expect(decide.mock.calls.length).toBe(calls);
    decide.mockRestore();
  });
});

describe("the advice at a finished table", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("is refused while the game is played, then answered to a player and to a spectator for any seat", async () => {
    const ann = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const code = ann.room.roomId;
    const ben = await joinTable(server, code, { name: "Ben" });
    const watcher = await joinTable(server, code, { spectator: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(code);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    const ask = (p: TestPlayer, payload: unknown) => p.room.request("advice", payload);
    expect(await ask(ann, { seat: 0 })).toMatchObject({ ok: false, code: "GAME_NOT_OVER" });
    await playUntil(
      room,
      new Map([
        [0, ann],
        [1, ben],
      ]),
      () => false,
      "advice",
      5_000,
      (g, s) => greedyBot(g, s),
    );
    expect(room.table.status).toBe("finished");

    expect(await ask(ann, { seat: "0" })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(await ask(ann, { seat: 2 })).toMatchObject({ ok: false, code: "NO_SUCH_SEAT" });
    const own = (await ask(ben, { seat: 1 })) as { ok: boolean; seat: number; moments: { move: number }[] };
    expect(own).toMatchObject({ ok: true, seat: 1 });
    // Issue 29: Ann may ask about Ben's seat too (a winner about the rival whose key moments are listed).
    expect(await ask(ann, { seat: 1 })).toEqual(own);
    const theirs = (await ask(watcher, { seat: 1 })) as typeof own;
    expect(theirs).toEqual(own); // cached: the same answer
    expect(await ask(watcher, { seat: 0 })).toMatchObject({ ok: true, seat: 0 });
    // Only public facts of a finished game: no seed, no deck.
    expect(JSON.stringify(own)).not.toMatch(/chacha20|"deck"|"seed"/);

    // The replay viewer asks over HTTP, as a spectator: the same cached answer; refusals with the same codes.
    const get = async (path: string) => {
      const res = await fetch(`${server.url}/api/games/${path}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await get(`${code}/advice/1`)).toEqual({ status: 200, body: own });
    expect(await get(`${code}/advice/2`)).toMatchObject({ status: 400, body: { code: "NO_SUCH_SEAT" } });
    const other = await createTable(server, { players: 2 }, "Cat");
    expect(await get(`${other.room.roomId}/advice/0`)).toMatchObject({ status: 404, body: { code: "GAME_NOT_OVER" } });
  }, 60_000);
});
