// Playouts: the opponent model and rollout policy of the search, and what a finished playout is worth to each seat.

import {
  activeSeats,
  applyAction,
  greedyBot,
  legalActions,
  scores,
  turnActionCount,
  type Action,
  type GameState,
  type Random,
  type Seat,
} from "../engine/index";

/** Actions a seat may take on its turn (no out-of-turn Return Component), in the engine's fixed order. */
export function turnActions(s: GameState, seat: Seat): readonly Action[] {
  const all = legalActions(s, seat);
  const n = turnActionCount(s, seat, all);
  return n === all.length ? all : all.slice(0, n);
}

/**
 * The rollout policy: the greedy bot's choice, or with probability `epsilon` a uniformly random turn action (0 by
 * default: the sampled worlds already vary the playouts, and random moves made them worse, docs/bots.md). The greedy
 * bot plans its Assignment from its own board only, so as an opponent model it never reads another seat's plan.
 */
export function policyAction(s: GameState, seat: Seat, rng: Random, epsilon: number): Action | null {
  if (epsilon > 0 && rng() < epsilon) {
    const actions = turnActions(s, seat);
    if (actions.length > 0) return actions[Math.floor(rng() * actions.length)]!;
  }
  return greedyBot(s, seat);
}

/** The seat whose move comes next in a playout: the first of the active seats (Assignment: every unconfirmed one). */
export function nextSeat(s: GameState): Seat | null {
  const seats = activeSeats(s);
  return seats.length > 0 ? seats[0]! : null;
}

/** One step of the policy; null when nobody can move (game over) or the engine refused (a defect: stop the playout). */
export function policyStep(s: GameState, seat: Seat, rng: Random, epsilon: number): GameState | null {
  const a = policyAction(s, seat, rng, epsilon);
  if (!a) return null;
  const r = applyAction(s, seat, a);
  return r.ok ? r.state : null;
}

/** A safety bound on a playout's length (a Dark Alley 4-player game takes about 500 actions). */
const MAX_PLAYOUT_STEPS = 4000;

/**
 * How many policy steps a playout takes between two looks at the clock. A step is a greedy choice plus an engine
 * step (tens of microseconds on an idle core): a look every 8 costs nothing beside them, and bounds how far past its
 * budget a starved thread's decision can run to 8 steps instead of a whole playout (issue 31).
 */
export const PLAYOUT_CLOCK_STEPS = 8;

/**
 * Play the policy to the end of the game (or the bound). With `timeUp`, read every PLAYOUT_CLOCK_STEPS steps, a
 * playout still running when the budget is spent is cut: null (a half-played game says nothing about its end).
 */
export function playout(s: GameState, rng: Random, epsilon: number): GameState;
export function playout(s: GameState, rng: Random, epsilon: number, timeUp: () => boolean): GameState | null;
export function playout(s: GameState, rng: Random, epsilon: number, timeUp?: () => boolean): GameState | null {
  for (let i = 0; i < MAX_PLAYOUT_STEPS && s.phase !== "gameOver"; i++) {
    if (timeUp && i > 0 && i % PLAYOUT_CLOCK_STEPS === 0 && timeUp()) return null;
    const seat = nextSeat(s);
    if (seat === null) break;
    const next = policyStep(s, seat, rng, epsilon);
    if (!next) break;
    s = next;
  }
  return s;
}

/**
 * What a playout's end is worth to each seat, in [0, 1]: mostly the win (the game's own winner, ties broken by its
 * rules), plus a little for the Fame margin over the best other seat, so a search still tells a close loss from a rout.
 */
export function rewards(s: GameState): { reward: number[]; fame: number[] } {
  const sc = scores(s);
  const fame = sc.fame.slice();
  const reward = fame.map((f, seat) => {
    let best = -Infinity;
    for (let o = 0; o < fame.length; o++) if (o !== seat) best = Math.max(best, fame[o]!);
    const margin = Math.min(1, Math.max(0, 0.5 + (f - best) / 40));
    const won = sc.over ? sc.winner === seat : f > best;
    return (won ? 0.75 : 0) + 0.25 * margin;
  });
  return { reward, fame };
}
