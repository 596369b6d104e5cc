// Bots (issue 4): pure functions over legalActions; the greedy bot plays sensibly and beats the random bot.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MagicianId } from "../../shared/data/magicians";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  randomBot,
  replayRecord,
  scores,
  type GameRecord,
  type GameState,
} from "../../shared/engine";

describe("bots", () => {
  it("golden: a recorded 4-player greedy game replays to the same final scores", () => {
    const record = JSON.parse(readFileSync(join(__dirname, "fixtures", "greedy-4p.json"), "utf8")) as GameRecord;
    const r = replayRecord(record);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.applied).toBe(218);
    const sc = scores(r.state);
    expect(sc.fame).toEqual([35, 37, 38, 36]);
    expect(sc.final!.map((f) => f.fameBefore)).toEqual([25, 26, 23, 26]);
    expect(sc.winner).toBe(2);
    // and the greedy bot still makes exactly these choices
    let s = createGame(record.options, record.seed);
    for (const { seat, action } of record.actions) {
      expect(greedyBot(s, seat)).toEqual(action);
      s = (applyAction(s, seat, action) as { state: GameState }).state;
    }
  });

  it("randomBot picks a legal action (null when there is none) and is deterministic for a seeded rng", () => {
    const s = createGame({ players: 3 }, 1);
    const a = randomBot(s, 0, makeRandom(5));
    expect(legalActions(s, 0)).toContainEqual(a);
    expect(randomBot(s, 0, makeRandom(5))).toEqual(a);
    expect(randomBot(s, 1, makeRandom(5))).toBeNull();
    expect(greedyBot(s, 1)).toBeNull();
  });

  it("greedy beats random clearly in 4-player games", () => {
    let wins = 0;
    let greedyFame = 0;
    let otherFame = 0;
    const games = 12;
    for (let g = 0; g < games; g++) {
      const me = g % 4;
      let s = createGame({ players: 4 }, `vs-${g}`);
      const rng = makeRandom(`vs-bot-${g}`);
      while (s.phase !== "gameOver") {
        const seats = activeSeats(s);
        const seat = seats[Math.floor(rng() * seats.length)]!;
        const action = seat === me ? greedyBot(s, seat)! : randomBot(s, seat, rng)!;
        s = (applyAction(s, seat, action) as { state: GameState }).state;
      }
      const sc = scores(s);
      if (sc.winner === me) wins++;
      greedyFame += sc.fame[me]!;
      otherFame += sc.fame.reduce((x, y) => x + y, 0) - sc.fame[me]!;
    }
    expect(wins).toBeGreaterThanOrEqual(10);
    expect(greedyFame / games).toBeGreaterThan((2 * otherFame) / (3 * games));
  });

  it("with Dark Alley, greedy still beats random clearly and uses the Dark Alley, Special cards and its ability", () => {
    let wins = 0;
    const used = new Set<string>();
    const games = 8;
    for (let g = 0; g < games; g++) {
      const me = g % 4;
      // the Mechaniker in the greedy seat, so its ability can come up
      const magicians: MagicianId[] = ["M01", "M02", "M03", "M04"];
      [magicians[me], magicians[3]] = [magicians[3]!, magicians[me]!];
      let s = createGame(
        { players: 4, beginnerSetup: true, magicians: [...magicians], modules: { darkAlley: true } },
        `da-vs-${g}`,
      );
      const rng = makeRandom(`da-vs-bot-${g}`);
      while (s.phase !== "gameOver") {
        const seats = activeSeats(s);
        const seat = seats[Math.floor(rng() * seats.length)]!;
        const action = seat === me ? greedyBot(s, seat)! : randomBot(s, seat, rng)!;
        if (seat === me)
          used.add(action.type === "assignAlley" ? (action.card === "A05" ? "alleyCard" : "special") : action.type);
        s = (applyAction(s, seat, action) as { state: GameState }).state;
      }
      if (scores(s).winner === me) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(games - 1);
    for (const kind of ["alleyCard", "drawSpecial", "special", "useSpecial", "mechanicalEnhancement"])
      expect(used).toContain(kind);
  }, 60_000);
});
