// Undo within one's own character placement, as a replay from a savepoint (never a stored diff).
//
// Policy (the one the best online tables follow, e.g. BoardGameArena): a player may take back their own
// actions one at a time, back to the start of the character placement they are making (the Place itself
// included), until an action showed a random result or hidden information (a reroll, a card drawn) or the
// placement ended. Changing the secret plan before confirming needs no undo (assign / unassign already do it).
// "Hidden information" is judged over the views (reveals.ts): a step that shows any viewer, each seat or the
// spectator, anything that was hidden from it closes the history, so nobody can peek and choose again.

import type { Action } from "./core/actions";
import { applyAction } from "./engine";
import { revealedTo } from "./reveals";
import type { GameState, Seat } from "./core/state";

/** Why nothing (more) can be taken back. */
export type UndoStop = "random" | "hidden" | "ended";

/**
 * What may be undone now: the savepoint state, whose seat it belongs to, and the actions taken since
 * (all by that seat). `stop` says why the history before the savepoint is closed (null: it is the placement's start).
 */
export interface UndoLog {
  readonly seat: Seat | null;
  readonly savepoint: GameState;
  readonly actions: readonly Action[];
  readonly stop: UndoStop | null;
}

export type UndoErrorCode =
  | "NOTHING_TO_UNDO"
  | "UNDO_NOT_YOURS"
  | "UNDO_AFTER_RANDOM"
  | "UNDO_AFTER_HIDDEN"
  | "UNDO_PLACEMENT_OVER";

export interface UndoError {
  readonly code: UndoErrorCode;
  readonly message: string;
}

export type UndoResult = { ok: true; state: GameState; log: UndoLog } | { ok: false; error: UndoError };

/** Actions that show a random result whatever the state says (RULES §6.1 Reroll). */
const RANDOM_ACTIONS: ReadonlySet<Action["type"]> = new Set(["rerollDie"]);

/**
 * The undo log after `seat` took `action` from `before` to `after` (both accepted states). Call it for every
 * accepted action, in order, whoever took it: any other player's action closes the history before it.
 */
export function recordStep(
  log: UndoLog | null,
  before: GameState,
  seat: Seat,
  action: Action,
  after: GameState,
): UndoLog {
  const closed = (stop: UndoStop): UndoLog => ({ seat, savepoint: after, actions: [], stop });
  // The seeded RNG moved (a die roll) or the deck changed (a card drawn): the result is out, the past is closed.
  if (RANDOM_ACTIONS.has(action.type) || after.rng !== before.rng) return closed("random");
  // A face-down deck moved (the performance deck, a Dark Alley Special deck, RULES §12): always with a card someone
  // now sees, and cheaper to tell than the views.
  if (after.deck !== before.deck || (after.alley?.decks ?? null) !== (before.alley?.decks ?? null))
    return closed("hidden");
  const starts = before.phase === "placement" && before.placement === null && action.type === "place";
  const continues = before.placement !== null && before.placement.seat === seat;
  // Only a step that leaves this seat's character on the floor can be taken back (the placement goes on).
  if (!(starts || continues) || after.phase !== "placement" || after.placement?.seat !== seat) return closed("ended");
  // Any viewer now sees something that was hidden from it (Fate Weaving's new Pending prophecy from the pile top, a
  // card turned up as its character is placed under prophecy P20, a Special card discarded face up...). Asked last:
  // it projects the views, and only a step that could otherwise be taken back needs the answer.
  if (revealedTo(before, after) !== null) return closed("hidden");
  if (starts || !log || log.seat !== seat) return { seat, savepoint: before, actions: [action], stop: null };
  return { seat, savepoint: log.savepoint, actions: [...log.actions, action], stop: log.stop };
}

/** Whether `seat` could undo now, without computing the state (for offering an Undo button). */
export function canUndo(log: UndoLog | null, seat: Seat): boolean {
  return !!log && log.seat === seat && log.actions.length > 0;
}

/**
 * Takes back `seat`'s last action: replays the savepoint and every action since except the last. Refused
 * with a stable code when the policy forbids it; never throws.
 */
export function undoLast(log: UndoLog | null, seat: Seat): UndoResult {
  if (!log || log.seat === null) return fail("NOTHING_TO_UNDO", "there is nothing to take back");
  if (log.seat !== seat) return fail("UNDO_NOT_YOURS", "only the player who took the last action may take it back");
  if (log.actions.length === 0) {
    if (log.stop === "random")
      return fail("UNDO_AFTER_RANDOM", "the last action showed a random result (a die roll): it cannot be taken back");
    if (log.stop === "hidden")
      return fail(
        "UNDO_AFTER_HIDDEN",
        "the last action showed something that was hidden (a card or a prophecy): it cannot be taken back",
      );
    if (log.stop === "ended")
      return fail("UNDO_PLACEMENT_OVER", "that character's placement is over: it cannot be taken back");
    return fail("NOTHING_TO_UNDO", "there is nothing to take back");
  }
  let state = log.savepoint;
  const kept = log.actions.slice(0, -1);
  for (const action of kept) {
    const r = applyAction(state, seat, action);
    // A replay of accepted actions from the state they were accepted in cannot be refused (the engine is pure).
    if (!r.ok) return fail("NOTHING_TO_UNDO", `the history cannot be replayed: ${r.error.message}`);
    state = r.state;
  }
  return { ok: true, state, log: { ...log, actions: kept } };
}

/**
 * The undo log after replaying a whole action list from `start` (a restart rebuilds it from the stored
 * record, in which undone actions no longer appear). Stops at the first refused action.
 */
export function undoLogOf(start: GameState, actions: readonly { seat: Seat; action: Action }[]): UndoLog | null {
  let log: UndoLog | null = null;
  let state = start;
  for (const { seat, action } of actions) {
    const r = applyAction(state, seat, action);
    if (!r.ok) break;
    log = recordStep(log, state, seat, action, r.state);
    state = r.state;
  }
  return log;
}

function fail(code: UndoErrorCode, message: string): UndoResult {
  return { ok: false, error: { code, message } };
}
