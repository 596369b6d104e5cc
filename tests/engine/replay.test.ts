// Game records (docs/game-record.md): golden replay, partial replay, the first refused action, the CLI.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  applyAction,
  createGame,
  greedyBot,
  replayRecord,
  scores,
  type GameRecord,
  type GameState,
} from "../../shared/engine";

const fixture = (name: string) => JSON.parse(readFileSync(join(__dirname, "fixtures", name), "utf8")) as GameRecord;

describe("game records", () => {
  it("golden: a recorded 4-player random game replays to the same final scores", () => {
    const r = replayRecord(fixture("random-4p.json"));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.applied).toBe(368);
    const sc = scores(r.state);
    expect(sc.fame).toEqual([18, 5, 16, 5]);
    expect(sc.winner).toBe(0);
    expect(sc.ranking).toEqual([0, 2, 3, 1]); // seats 1 and 3 tie on 5: seat 3 is earlier in initiative
  });

  it("golden Dark Alley records (RULES §12): a random and a greedy 4-player game replay to the same ends", () => {
    const random = replayRecord(fixture("dark-alley-random-4p.json"));
    expect(random.ok).toBe(true);
    if (!random.ok) return;
    expect(random.applied).toBe(767);
    expect(random.state.turn).toBe(7);
    expect(random.state.alley!.used).toEqual(["P04", "P21", "P07", "P25", "P15", "P20"]);
    expect(scores(random.state).fame).toEqual([2, 13, 7, 0]);
    expect(random.state.final!.map((f) => f.specialCards)).toEqual([2, 6, 4, 0]);
    const greedy = replayRecord(fixture("dark-alley-greedy-4p.json"));
    expect(greedy.ok).toBe(true);
    if (!greedy.ok) return;
    // regenerated in issue 13's third part (all 40 effects): from action 107 on, where the bot keeps Hypnotic
    // Motivation (now with its effect) rather than Trick Overhaul
    expect(greedy.applied).toBe(465);
    const sc = scores(greedy.state);
    expect(sc.fame).toEqual([46, 37, 38, 35]);
    expect(sc.winner).toBe(0);
    expect(greedy.state.final!.map((f) => f.specialCards)).toEqual([14, 8, 10, 12]);
    // and the greedy bot still makes exactly these choices
    const record = fixture("dark-alley-greedy-4p.json");
    let s = createGame(record.options, record.seed);
    for (const { seat, action } of record.actions) {
      expect(greedyBot(s, seat)).toEqual(action);
      s = (applyAction(s, seat, action) as { state: GameState }).state;
    }
  });

  it("stops after N actions with { at: N }", () => {
    const r = replayRecord(fixture("random-4p.json"), { at: 40 });
    expect(r.ok && [r.applied, r.state.turn, r.state.phase]).toEqual([40, 1, "assignment"]);
  });

  it("reports the index and code of the first refused action", () => {
    const rec = fixture("random-4p.json");
    const actions = rec.actions.slice();
    actions[5] = { seat: actions[5]!.seat, action: { type: "takeCoins", die: "bank_A" } };
    const r = replayRecord({ ...rec, actions });
    expect(r.ok).toBe(false);
    expect(!r.ok && [r.index, r.error.code]).toEqual([5, "WRONG_PHASE"]);
    const bad = replayRecord({ ...rec, format: "nope" } as unknown as GameRecord);
    expect(!bad.ok && bad.index).toBe(-1);
  });

  it("the replay CLI prints a summary, and exits 1 naming the refused action", () => {
    const dir = mkdtempSync(join(tmpdir(), "replay-"));
    const rec = fixture("random-4p.json");
    const good = join(dir, "good.json");
    const bad = join(dir, "bad.json");
    writeFileSync(good, JSON.stringify(rec));
    writeFileSync(
      bad,
      JSON.stringify({ ...rec, actions: [...rec.actions.slice(0, 3), { seat: 0, action: { type: "enhance" } }] }),
    );
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", ...args], { encoding: "utf8" });
    const ok = run(good);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain("winner: seat 0");
    const json = run(good, "--json", "--at", "10");
    expect(JSON.parse(json.stdout)).toMatchObject({ viewer: "spectator", deckSize: 4 });
    expect(json.stdout).not.toContain('"rng"');
    const fail = run(bad);
    expect(fail.status).toBe(1);
    expect(fail.stderr).toContain("action #3 refused: WRONG_PHASE");
  });
});
