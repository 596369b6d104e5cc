// Property test: random legal playouts for 2, 3 and 4 players run to the end of turn 5; invariants hold after
// every action; legalActions agrees with applyAction; a refused action never changes the state.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  turnActionCount,
  replayRecord,
  validateAction,
  type Action,
  type GameOptions,
  type GameRecord,
  type GameState,
} from "../../shared/engine";
import { checkInvariants, deepFreeze } from "./invariants";

const GAMES_PER_COUNT = 200;
/** Deep-freeze every state of the first games of each count (slow, so only a few). */
const FROZEN_GAMES = 4;

/**
 * One game: random legal actions, except that in odd-seeded games seat 0 plays greedily, so that Set Up Trick,
 * links and shows happen often.
 */
function playout(
  options: GameOptions,
  seed: number,
  freeze: boolean,
): { state: GameState; record: GameRecord; errors: string[] } {
  const rng = makeRandom(`bot-${seed}`);
  let s = createGame(options, seed);
  const actions: { seat: number; action: Action }[] = [];
  const errors: string[] = [];
  for (let step = 0; s.phase !== "gameOver"; step++) {
    if (step > 20_000) {
      errors.push("game too long");
      break;
    }
    if (freeze) deepFreeze(s);
    const seats = activeSeats(s);
    const seat = seats[Math.floor(rng() * seats.length)]!;
    const legal = legalActions(s, seat);
    let action =
      seed % 2 === 1 && seat === 0 ? greedyBot(s, seat)! : legal[Math.floor(rng() * turnActionCount(s, seat, legal))]!;
    let actor = seat;
    // a seat that is not active may only return components (RULES §3.3, issue 13 audit; sampled every 4th step,
    // to keep the suite quick); now and then one does
    if (step % 4 === 0) {
      for (const other of s.players) {
        if (seats.includes(other.seat)) continue;
        const theirs = legalActions(s, other.seat);
        if (theirs.some((a) => a.type !== "returnComponent")) errors.push(`inactive seat ${other.seat} has actions`);
        if (theirs.length && rng() < 0.02) [actor, action] = [other.seat, theirs[0]!];
      }
    }
    const r = applyAction(s, actor, action);
    if (!r.ok) {
      errors.push(`legal action refused: ${JSON.stringify(action)} ${r.error.code}`);
      break;
    }
    actions.push({ seat: actor, action });
    s = r.state;
    const errs = checkInvariants(s);
    if (errs.length) {
      errors.push(`after #${step} ${JSON.stringify(action)}: ${errs.join("; ")}`);
      break;
    }
  }
  return { state: s, record: { format: "trickerion-record/1", options, seed, actions }, errors };
}

/** Dark Alley games per player count (each is 7 turns long). */
const ALLEY_GAMES_PER_COUNT = 100;

describe("random legal Dark Alley playouts (RULES §12)", () => {
  for (const players of [2, 3, 4] as const) {
    it(`${ALLEY_GAMES_PER_COUNT} games with ${players} players end after turn 7, invariants (Special cards conserved) intact`, () => {
      for (let g = 0; g < ALLEY_GAMES_PER_COUNT; g++) {
        const seed = 5000 * players + g;
        // now and then a table without prophecies or without abilities
        const modules = { darkAlley: true, prophecies: g % 5 !== 4, abilities: g % 7 !== 6 };
        const { state, errors } = playout({ players, beginnerSetup: g % 2 === 0, modules }, seed, g < 2);
        expect(errors, `seed ${seed}`).toEqual([]);
        expect(state.phase).toBe("gameOver");
        expect(state.turn).toBe(7);
        expect(state.final).toHaveLength(players);
      }
    }, 180_000); // a long property run, not a timed one: the machine is shared
  }
});

describe("random legal playouts", () => {
  for (const players of [2, 3, 4] as const) {
    it(`${GAMES_PER_COUNT} games with ${players} players end after turn 5 with a winner, invariants intact`, () => {
      for (let g = 0; g < GAMES_PER_COUNT; g++) {
        const beginnerSetup = g % 2 === 0;
        const { state, errors } = playout({ players, beginnerSetup }, 1000 * players + g, g < FROZEN_GAMES);
        expect(errors, `seed ${1000 * players + g}`).toEqual([]);
        expect(state.phase).toBe("gameOver");
        expect(state.turn).toBe(5);
        expect(state.final).toHaveLength(players);
        expect(state.winner).not.toBeNull();
      }
    }, 180_000);
  }

  it("legalActions is exact: sampled non-listed candidates are refused, listed ones accepted", () => {
    // Perturb legal actions into near misses and check validateAction agrees with membership.
    const rng = makeRandom("exact");
    let checked = 0;
    for (const seed of [5, 6, 7, 8]) {
      // seeds 7 and 8: Dark Alley games (RULES §12)
      let s = createGame({ players: 3, modules: { darkAlley: seed >= 7 } }, seed);
      while (s.phase !== "gameOver") {
        const seat = activeSeats(s)[0]!;
        const legal = legalActions(s, seat);
        const keys = new Set(legal.map((a) => JSON.stringify(a)));
        for (const a of legal) expect(validateAction(s, seat, a), JSON.stringify(a)).toBeNull();
        for (const a of legal.slice(0, 5)) {
          for (const b of mutations(a)) {
            const ok = validateAction(s, seat, b) === null;
            expect(ok, `${JSON.stringify(b)} in phase ${s.phase}`).toBe(keys.has(JSON.stringify(b)));
            checked++;
          }
        }
        // seat 0 plays greedily so that Set Up Trick and Reschedule come up often
        const next = seat === 0 ? greedyBot(s, seat)! : legal[Math.floor(rng() * legal.length)]!;
        s = (applyAction(s, seat, next) as { state: GameState }).state;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it("replaying a recorded game gives the same final state as playing it (base and Dark Alley)", () => {
    for (const players of [2, 4] as const) {
      const { state, record } = playout({ players, modules: { darkAlley: true } }, 177 + players, false);
      const r = replayRecord(JSON.parse(JSON.stringify(record)) as GameRecord);
      expect(r.ok && r.state).toEqual(state);
    }
    for (const players of [2, 3, 4] as const) {
      const { state, record } = playout({ players }, 77 + players, false);
      const r = replayRecord(JSON.parse(JSON.stringify(record)) as GameRecord);
      expect(r.ok).toBe(true);
      expect(r.ok && r.state).toEqual(state);
    }
  });
});

/** Near misses of an action: each numeric field +-1, booleans flipped, die/slot strings swapped. */
function mutations(a: Action): Action[] {
  const out: Action[] = [];
  const rec = a as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v === "number")
      out.push({ ...rec, [k]: v + 1 } as unknown as Action, { ...rec, [k]: v - 1 } as unknown as Action);
    if (typeof v === "boolean") out.push({ ...rec, [k]: !v } as unknown as Action);
    if (k === "die")
      for (const d of ["trick_A", "inn_specialist", "bank_B"]) out.push({ ...rec, die: d } as unknown as Action);
    if (k === "slot" && typeof v === "string") {
      for (const sl of ["downtown-3", "market-row-2", "workshop-2", "theater-sunday-stage", "0.0", "0.1", "1.1", "1.2"])
        out.push({ ...rec, slot: sl } as unknown as Action);
    }
    if (k === "facing")
      for (const f of ["up", "right", "down", "left"]) out.push({ ...rec, facing: f } as unknown as Action);
    if (k === "trick")
      for (const t of ["T01", "T13", "T25", "T37"]) out.push({ ...rec, trick: t } as unknown as Action);
    if (k === "character")
      for (const c of ["apprentice2", "manager", "magician"]) out.push({ ...rec, character: c } as unknown as Action);
    if (k === "deck")
      for (const d of ["downtown", "market_row", "workshop", "theater"])
        out.push({ ...rec, deck: d } as unknown as Action);
    if (k === "card" && typeof v === "string")
      for (const c of ["A05", "A06", "A16", "A30", "A45"]) out.push({ ...rec, card: c } as unknown as Action);
    if (k === "use") for (const u of ["effect", "ap"]) out.push({ ...rec, use: u } as unknown as Action);
    if (k === "prophecy")
      for (const p of ["P01", "P07", "P14", "P26"]) out.push({ ...rec, prophecy: p } as unknown as Action);
  }
  return out;
}
