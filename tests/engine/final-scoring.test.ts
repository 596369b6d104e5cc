// RULES §10.1 final scoring and §10.3 winner.
import { describe, expect, it } from "vitest";
import { scores } from "../../shared/engine";
import { testGame } from "./testGame";

describe("final scoring (RULES §10.1)", () => {
  it("adds 1 per Shard, 1 per 3 coins, 2 per Apprentice, 3 per Specialist; no cap (OQ-14)", () => {
    const g = testGame({ players: 2, seed: 88 });
    for (let t = 1; t <= 4; t++) g.emptyTurn();
    // seat 0: Escape beginner (Engineer, 1 Apprentice) plus a second Apprentice waiting on the Inn
    g.setPlayer(0, { fame: 7, shards: 2, coins: 11 });
    g.setPlayer(0, {
      characters: { ...g.p(0).characters, apprentice2: { status: "inn", card: null, slot: null, inactive: false } },
    });
    // seat 1: Optical beginner (Manager, 1 Apprentice)
    g.setPlayer(1, { fame: 40, shards: 0, coins: 2 });
    g.emptyTurn();
    const sc = scores(g.state);
    expect(sc.over).toBe(true);
    expect(sc.final![0]).toEqual({
      seat: 0,
      fameBefore: 7,
      shards: 2,
      coins: 11,
      apprentices: 2,
      specialists: 1,
      total: 7 + 2 + 3 + 4 + 3,
    });
    expect(sc.fame).toEqual([19, 40 + 0 + 0 + 2 + 3]);
    expect(sc.winner).toBe(1);
    expect(sc.ranking).toEqual([1, 0]);
  });

  it("a tie goes to the player earlier in the last turn's initiative order (OQ-15)", () => {
    const g = testGame({ players: 3, seed: 88 });
    for (let t = 1; t <= 4; t++) g.emptyTurn();
    const last = [...g.state.initiative];
    // equal totals for everyone: same fame, shards, coins and characters worth
    for (const p of g.state.players) g.setPlayer(p.seat, { fame: 10, shards: 0, coins: 0 });
    g.emptyTurn();
    const sc = scores(g.state);
    expect(new Set(sc.fame).size).toBe(1);
    expect(sc.winner).toBe(last[0]);
    expect(sc.ranking).toEqual(last);
  });

  it("scores() during the game reports current Fame and no winner", () => {
    const g = testGame({ players: 4, seed: 88 });
    expect(scores(g.state)).toMatchObject({ over: false, fame: [5, 5, 5, 5], winner: null, final: null });
  });
});
