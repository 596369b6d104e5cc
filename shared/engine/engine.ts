// The engine's entry points: createGame, applyAction, legalActions and who must act. A short dispatcher over the
// registry (registry.ts): the action's family checks and applies it, the settle driver (settle.ts) does what follows,
// and legalActions asks the families' listers in a fixed order.

import { SLOT_BY_ID } from "../data/locations";
import type { Action } from "./core/actions";
import { describeValue, ruleError, type RuleError } from "./core/errors";
import { pendingError } from "./core/hooks";
import type { Lister } from "./core/family";
import type { Seed } from "./core/rng";
import { isActionShape } from "./core/shape";
import type { GameOptions, GameState, Seat } from "./core/state";
import { setUpGame } from "./families/setup";
import { seatToAct } from "./families/turn";
import { familyOf, listersFor, type Listers } from "./registry";
import { settle, type EndTurnWatch } from "./settle";

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: RuleError };

/**
 * Create a game: general setup (RULES §4.1-4.4), and turn 1 when no setup choice is left. `options.modules` chooses
 * the rules modules (Dark Alley); their hooks apply to this game from then on. Throws only on invalid options or a
 * malformed seed.
 */
export function createGame(options: GameOptions, seed: Seed): GameState {
  const s = setUpGame(options, seed);
  return settle(s, s, "setupChoice");
}

/** Why `action` is refused for `seat` now, or null when it is legal. Never throws. */
export function validateAction(s: GameState, seat: Seat, action: unknown): RuleError | null {
  if (s.phase === "gameOver") return ruleError("GAME_OVER", "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length)
    return ruleError("BAD_SEAT", `no seat ${describeValue(seat)}`);
  // Any value may arrive here (a BigInt, a cycle, a proxy…): the messages use describeValue, and whatever the
  // shape or rule checks might throw on is refused as malformed (issue 16: the engine never throws).
  try {
    if (!isActionShape(action)) return ruleError("BAD_ACTION", `not a well-formed action: ${describeValue(action)}`);
    return familyOf(action.type).check(s, seat, action);
  } catch {
    return ruleError("BAD_ACTION", `malformed action: ${describeValue(action)}`);
  }
}

/**
 * Apply one player's action. Returns the next state, or the reason it is refused; the input state is never
 * changed (updates copy only what they touch).
 */
export function applyAction(s: GameState, seat: Seat, action: Action): ApplyResult {
  return applyWatched(s, seat, action);
}

/** applyAction, telling `watch` the state each End Turn starts from (events.ts). */
export function applyWatched(s: GameState, seat: Seat, action: Action, watch?: EndTurnWatch): ApplyResult {
  const error = validateAction(s, seat, action);
  if (error) return { ok: false, error };
  try {
    const f = familyOf(action.type);
    const then = typeof f.next === "string" ? f.next : f.next(s, action);
    return { ok: true, state: settle(s, f.apply(s, seat, action), then, watch) };
  } catch (e) {
    // Only an engine defect gets here (the action was checked legal); the state is unchanged, so refuse it.
    return {
      ok: false,
      error: ruleError(
        "BAD_ACTION",
        `the engine could not apply ${describeValue(action)}: ${describeValue(e instanceof Error ? e.message : e)}`,
      ),
    };
  }
}

/**
 * Every action `seat` may take now (empty when it has nothing to do). Each family is built from exactly the
 * conditions its check tests, or narrowed by them and then checked, in a fixed order; the property test holds
 * both sides together (every listed action validates; near-misses validate exactly when listed).
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return []; // no such seat: nothing to do
  const listers = listersFor(s);
  const out: Action[] = [];
  list(turnListers(s, seat, listers), s, seat, out);
  list(listers.anytime, s, seat, out);
  return out;
}

function list(listers: readonly Lister[], s: GameState, seat: Seat, out: Action[]): void {
  for (let i = 0; i < listers.length; i++) if (listers[i]!.legal(s, seat, out) === true) return;
}

const NONE: readonly Lister[] = [];

/** The listers for `seat`'s turn now: by phase; in placement, by what the seat is doing on the floor and where. */
function turnListers(s: GameState, seat: Seat, listers: Listers): readonly Lister[] {
  if (s.phase !== "placement") return listers.phase[s.phase] ?? NONE;
  const pl = s.placement;
  if (!pl) return listers.placing;
  if (pl.seat !== seat) return NONE;
  // RULES §12.2-12.3: what a module asks first (a drawn pair, a Special card's use) is decided before anything else.
  if (pendingError(s)) return listers.pending;
  return listers.floor[SLOT_BY_ID[pl.slot]!.location] ?? NONE;
}

/** The seats that must act now: one seat in the sequential phases, every unconfirmed seat in Assignment. */
export function activeSeats(s: GameState): Seat[] {
  if (s.phase === "assignment") {
    // Sized exactly: called once per step by bots and the benchmark.
    let n = 0;
    for (const p of s.players) if (!p.confirmed) n++;
    const out: Seat[] = new Array<Seat>(n);
    n = 0;
    for (const p of s.players) if (!p.confirmed) out[n++] = p.seat;
    return out;
  }
  const seat = seatToAct(s);
  return seat === null ? [] : [seat];
}
