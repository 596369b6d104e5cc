// No cheating, by construction and by test: the bot reads a seat's view only, and two states that differ only in
// what that seat cannot see (deck order, generator, other seats' hidden plans, their Special cards, the Special decks
// and the prophecy pile) give the same decision for the same bot seed.

import { describe, expect, it } from "vitest";
import { applyAction, legalActions, viewFor, type GameState, type Seat } from "../../shared/engine";
import { BotInputError, decide, determinize, type DecideLevel } from "../../shared/ai";
import { makeRandom } from "../../shared/engine";
import { hiddenPlanPositions, positionsOf } from "./positions";

/** The same game with everything `seat` cannot see changed. */
function hiddenPartsChanged(s: GameState, seat: Seat): GameState {
  const deck = s.deck.slice().reverse();
  let alley = s.alley;
  let players = s.players;
  if (alley) {
    const decks = {
      ...alley.decks,
      theater: alley.decks.theater.slice().reverse(),
      downtown: alley.decks.downtown.slice().reverse(),
    };
    // Another seat's Special card swapped with the top of a Special deck: its count stays, its face changes.
    const other = players.find((p) => p.seat !== seat && (p.alley?.specials.length ?? 0) > 0);
    if (other && decks.workshop.length > 0 && !alley.drawn) {
      const mine = other.alley!.specials[0]!;
      const top = decks.workshop[0]!;
      decks.workshop = [mine, ...decks.workshop.slice(1)];
      players = players.map((p) =>
        p === other ? { ...p, alley: { ...p.alley!, specials: [top, ...p.alley!.specials.slice(1)] } } : p,
      );
    }
    alley = { ...alley, decks, pile: alley.pile.slice().reverse() };
  }
  return { ...s, rng: (s.rng ^ 0x5bd1e995) >>> 0, deck, players, alley };
}

/** The same Assignment with another seat's hidden plan changed (a planned character sent elsewhere). */
function otherPlanChanged(s: GameState, seat: Seat): GameState | null {
  for (const p of s.players) {
    if (p.seat === seat || !p.confirmed) continue;
    for (const [id, c] of Object.entries(p.characters)) {
      if (c.card === null || c.card === "dark_alley") continue;
      // Replan that character at a location its hand still has, then confirm again: same public face.
      for (const loc of ["downtown", "market_row", "workshop", "theater"] as const) {
        if (loc === c.card || p.hand[loc] === 0) continue;
        const unconfirmed = { ...s, players: s.players.map((q) => (q === p ? { ...q, confirmed: false } : q)) };
        let r = applyAction(unconfirmed, p.seat, { type: "unassign", character: id as never });
        if (!r.ok) continue;
        r = applyAction(r.state, p.seat, { type: "assign", character: id as never, location: loc });
        if (!r.ok) continue;
        r = applyAction(r.state, p.seat, { type: "confirmAssignments" });
        if (r.ok) return r.state;
      }
    }
  }
  return null;
}

const comparable = (d: ReturnType<typeof decide>) => ({
  action: d.action,
  expected: d.expected,
  reason: d.reason,
  iterations: d.stats.iterations,
  nodes: d.stats.nodes,
});

describe("the bots never read what their seat cannot see", () => {
  const LEVELS: readonly DecideLevel[] = ["grandMagician", "magician", "flatMonteCarlo", "apprentice"];

  it("same decision when the deck, the generator, other seats' Special cards, the Special decks and the prophecy pile change", () => {
    let checked = 0;
    let searchedGrand = 0;
    let explained = 0;
    for (const [players, darkAlley] of [
      [2, false],
      [4, false],
      [3, true],
      [4, true],
    ] as const) {
      for (const [i, p] of positionsOf(players, darkAlley, 300 + players, 41).entries()) {
        const b = hiddenPartsChanged(p.state, p.seat);
        expect(b).not.toEqual(p.state); // the pair really differs
        expect(viewFor(b, p.seat)).toEqual(viewFor(p.state, p.seat)); // only in what the seat cannot see
        const level = LEVELS[i % LEVELS.length]!;
        // The Grand Magician plays each world once per root move: a few worlds need more playouts than the others'.
        // explain: the hint's reason (the move's effect, plan, runner-up) must not move with hidden parts either.
        const options = { level, seed: `pair-${i}`, maxIterations: level === "grandMagician" ? 60 : 3, explain: true };
        const d = decide(viewFor(p.state, p.seat), p.seat, options);
        if (d.reason.effect || d.reason.versus) explained++;
        expect(comparable(decide(viewFor(b, p.seat), p.seat, options)), p.label).toEqual(comparable(d));
        if (level === "grandMagician" && d.stats.playouts > 0) searchedGrand++;
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
    expect(searchedGrand).toBeGreaterThan(1);
    expect(explained).toBeGreaterThan(3);
  }, 60_000); // whole searches: slow on a machine shared with other suites

  it("same decision when another seat's hidden Assignment plan changes", () => {
    let checked = 0;
    for (const [players, darkAlley] of [
      [2, false],
      [3, false],
      [4, true],
    ] as const) {
      for (const p of hiddenPlanPositions(players, darkAlley, 400 + players).slice(0, 4)) {
        const b = otherPlanChanged(p.state, p.seat);
        if (!b) continue;
        expect(b.players).not.toEqual(p.state.players);
        expect(viewFor(b, p.seat)).toEqual(viewFor(p.state, p.seat));
        const options = { level: "grandMagician" as const, seed: checked, maxIterations: 40, explain: true };
        expect(comparable(decide(viewFor(b, p.seat), p.seat, options)), p.label).toEqual(
          comparable(decide(viewFor(p.state, p.seat), p.seat, options)),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it("a sampled world shows the seat exactly its view (outside Assignment) and keeps every public part", () => {
    for (const [players, darkAlley] of [
      [2, false],
      [4, false],
      [2, true],
      [4, true],
    ] as const) {
      for (const [i, p] of positionsOf(players, darkAlley, 500 + players, 7).entries()) {
        const view = viewFor(p.state, p.seat);
        const world = determinize(view, p.seat, makeRandom(i));
        const seen = viewFor(world, p.seat);
        if (p.state.phase !== "assignment") {
          expect(seen, p.label).toEqual(view);
        } else {
          // Other seats' hidden plans are undone in the sampled world (they plan again, blind to the bot's plan).
          expect(seen.players[p.seat], p.label).toEqual(view.players[p.seat]);
          expect({ ...seen, players: null, alley: null }).toEqual({ ...view, players: null, alley: null });
        }
        // The seat's own moves are the same in the world as at the table.
        expect(legalActions(world, p.seat), p.label).toEqual(legalActions(p.state, p.seat));
      }
    }
  });

  it("refuses a view of another seat, or a full state, with a stable code", () => {
    const [p] = positionsOf(2, false, 9, 30);
    const other = (p!.seat + 1) % 2;
    expect(() => decide(viewFor(p!.state, other), p!.seat, { level: "magician", seed: 1, maxIterations: 2 })).toThrow(
      BotInputError,
    );
    try {
      decide(p!.state as never, p!.seat, { level: "magician", seed: 1, maxIterations: 2 });
      expect.unreachable();
    } catch (e) {
      expect((e as BotInputError).code).toBe("VIEW_NOT_OF_SEAT");
    }
  });
});
