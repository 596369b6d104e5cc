// The look back adds up: over random, greedy and Dark Alley games of 2-4 players, each player's Fame by source
// (turns and final scoring) plus their starting Fame is exactly their final score, as the final event and the
// engine's scores() state it; and the turns lost to the winner are real gaps of the per-turn figures.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyActionWithEvents,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  openingEvents,
  scores,
  type GameEvent,
  type GameOptions,
  type GameState,
} from "../../shared/engine";
import { FAME_SOURCES, fameOf, fameSources, turnsLostToWinner } from "../../shared/analysis/fameSources";

function play(
  options: GameOptions,
  seed: number,
  greedy: boolean,
): { initial: GameState; state: GameState; events: GameEvent[] } {
  const rng = makeRandom(`look-back-${seed}`);
  const initial = createGame(options, seed);
  let s = initial;
  const events: GameEvent[] = openingEvents(s);
  for (let step = 0; s.phase !== "gameOver" && step < 20_000; step++) {
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const action = greedy
      ? greedyBot(s, seat)!
      : legalActions(s, seat)[Math.floor(rng() * legalActions(s, seat).length)]!;
    const r = applyActionWithEvents(s, seat, action);
    if (!r.ok) throw new Error(`refused ${action.type}: ${r.error.code}`);
    events.push(...r.events);
    s = r.state;
  }
  return { initial, state: s, events };
}

function check(options: GameOptions, seed: number, greedy: boolean): Set<string> {
  const { initial, state, events } = play(options, seed, greedy);
  expect(state.phase).toBe("gameOver");
  const darkAlley = options.modules?.darkAlley === true;
  const look = fameSources(
    events,
    initial.players.map((p) => p.fame),
    { darkAlley },
  );
  const board = scores(state);
  const seen = new Set<string>();
  for (const p of state.players) {
    const total = look.start[p.seat]! + fameOf(look.totals[p.seat]!);
    expect(total, `seat ${p.seat} seed ${seed}`).toBe(board.fame[p.seat]);
    expect(look.scores?.[p.seat]).toBe(board.fame[p.seat]);
    // The per-turn columns and final scoring are the totals, source by source.
    for (const source of FAME_SOURCES) {
      const sum = look.perTurn[p.seat]!.reduce((n, by) => n + by[source], 0) + look.final[p.seat]![source];
      expect(sum).toBe(look.totals[p.seat]![source]);
      if (look.totals[p.seat]![source] !== 0) seen.add(source);
    }
    // Outside Dark Alley nothing but the base sources moves Fame; with it, every other action's Fame is Dark Alley's.
    expect(look.totals[p.seat]!.other).toBe(0);
    if (!darkAlley) expect(look.totals[p.seat]!.darkAlley).toBe(0);
    for (const lost of turnsLostToWinner(look, p.seat)) {
      const i = look.turns.indexOf(lost.turn);
      expect(fameOf(look.perTurn[board.winner!]![i]!) - fameOf(look.perTurn[p.seat]![i]!)).toBe(lost.gap);
      expect(lost.gap).toBeGreaterThan(0);
    }
  }
  expect(look.winner).toBe(board.winner);
  expect(look.turns).toEqual(Array.from({ length: darkAlley ? 7 : 5 }, (_, i) => i + 1));
  expect(turnsLostToWinner(look, board.winner!)).toEqual([]);
  return seen;
}

describe("the look back's Fame by source adds up to the final score", () => {
  it("random and greedy base games, 2-4 players", () => {
    const seen = new Set<string>();
    for (const players of [2, 3, 4] as const)
      for (let g = 0; g < 6; g++)
        for (const s of check({ players, beginnerSetup: g % 2 === 0 }, 9100 + 10 * players + g, g % 3 === 0))
          seen.add(s);
    // Every base source happened somewhere (wages only when a random player runs out of coins).
    for (const source of ["tricks", "links", "performer", "advertise", "endGame"]) expect(seen).toContain(source);
  });

  it("Dark Alley games, random and greedy, 2-4 players", () => {
    const seen = new Set<string>();
    for (const players of [2, 3, 4] as const)
      for (let g = 0; g < 4; g++) {
        const modules = { darkAlley: true, prophecies: g !== 1, abilities: g !== 2 };
        for (const s of check({ players, modules }, 9300 + 10 * players + g, g % 2 === 1)) seen.add(s);
      }
    expect(seen).toContain("darkAlley");
  });

  it("names the turn where the most was lost, and its source", () => {
    // Two players, turn 1: the winner performs for 6 Fame, the other gains 1 by Advertise (hand-made events).
    const events: GameEvent[] = [
      { type: "turn", turn: 1, dice: [], initiative: [0, 1] },
      { type: "act", seat: 1, action: { type: "advertise" }, gains: [[1, 2, -1, 0]], extra: null },
      {
        type: "show",
        seat: 0,
        weekday: "friday",
        slot: 0,
        card: "P01" as never,
        yields: [[0, "T01", 0, 3, 0, 0]],
        bonus: [2, 1, 0, 0, 0, 0, 0],
        other: [],
      },
      { type: "turn", turn: 2, dice: [], initiative: [1, 0] },
      { type: "wages", seat: 1, due: 3, paid: 1, fameLost: 4 },
      {
        type: "final",
        scores: [
          [0, 11, 0, 0, 0, 0, 11],
          [1, 3, 3, 3, 1, 0, 9],
        ],
        winner: 0,
      },
    ];
    const look = fameSources(events, [5, 5], { darkAlley: false });
    expect(look.totals[0]).toMatchObject({ tricks: 3, links: 2, performer: 1 });
    expect(look.totals[1]).toMatchObject({ advertise: 2, wages: -4, endGame: 6 });
    expect(turnsLostToWinner(look, 1)).toEqual([
      { turn: 1, gap: 4, source: "tricks", sourceGap: 3 },
      { turn: 2, gap: 4, source: "wages", sourceGap: 4 },
    ]);
  });
});
