// Bots: pure functions choosing among legalActions. The server calls them for empty seats; tests and the
// benchmark use them to play whole games.

import type { Action } from "./core/actions";
import { legalActions } from "./engine";
import { turnActionCount } from "./families/floor";
import { randomOf, seedToState, stepState } from "./core/rng";
import type { GameState, Seat } from "./core/state";

/** A source of floats in [0, 1). */
export type Random = () => number;

/** A seeded Random (mulberry32), for bots and tests; never Math.random. */
export function makeRandom(seed: string | number): Random {
  let state = seedToState(seed);
  return () => {
    state = stepState(state);
    return randomOf(state);
  };
}

/** Any legal action of the seat's turn, uniformly (no out-of-turn Return Component); null when it has nothing to do. */
export function randomBot(state: GameState, seat: Seat, rng: Random): Action | null {
  const actions = legalActions(state, seat);
  const n = turnActionCount(state, seat, actions);
  if (n === 0) return null;
  return actions[Math.floor(rng() * n)]!;
}
