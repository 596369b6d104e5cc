// The engine's entry points: legalActions, applyAction and who must act. Every action is checked by its rule
// module; legalActions lists candidates and keeps exactly those the same checks accept.

import type { Action } from "./actions";
import { applyAssignment, assignmentCandidates, checkAssignment } from "./assignment";
import { applyDowntown, checkDowntown, downtownCandidates, downtownExactCandidates } from "./downtown";
import { ruleError, type RuleError } from "./errors";
import { applyHousekeeping, checkHousekeeping, housekeepingCandidates } from "./floor";
import { applyAdvertise, checkAdvertise, seatToAct } from "./flow";
import { applyMarket, checkMarket, marketCandidates, marketExactCandidates } from "./market";
import { applyPlacement, checkPlacement, placementCandidates } from "./placement";
import { applySetup, checkSetup, setupCandidates } from "./setup";
import { isActionShape } from "./shape";
import type { GameState, Seat } from "./state";
import { applyPerformance, checkPerformance, performanceCandidates } from "./performance";
import { applyTheater, checkTheater, theaterCandidates } from "./theater";
import { applyWorkshop, checkWorkshop, workshopCandidates } from "./workshop";
import { SLOT_BY_ID } from "../data/locations";

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: RuleError };

function check(s: GameState, seat: Seat, a: Action): RuleError | null {
  switch (a.type) {
    case "chooseMagician":
    case "chooseComponents":
    case "chooseTrick":
    case "chooseSpecialist":
      return checkSetup(s, seat, a);
    case "advertise":
    case "skipAdvertise":
      return checkAdvertise(s, seat, a);
    case "assign":
    case "unassign":
    case "confirmAssignments":
      return checkAssignment(s, seat, a);
    case "place":
    case "leaveInactive":
    case "enhance":
    case "endPlacement":
      return checkPlacement(s, seat, a);
    case "discardTrick":
    case "returnComponent":
      return checkHousekeeping(s, seat, a);
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
    case "rerollDie":
    case "setDie":
      return checkDowntown(s, seat, a);
    case "buy":
    case "order":
    case "quickOrder":
      return checkMarket(s, seat, a);
    case "prepare":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
      return checkWorkshop(s, seat, a);
    case "setUpTrick":
    case "reschedule":
      return checkTheater(s, seat, a);
    case "perform":
    case "passPerformance":
      return checkPerformance(s, seat, a);
  }
}

function applyChecked(s: GameState, seat: Seat, a: Action): GameState {
  switch (a.type) {
    case "chooseMagician":
    case "chooseComponents":
    case "chooseTrick":
    case "chooseSpecialist":
      return applySetup(s, seat, a);
    case "advertise":
    case "skipAdvertise":
      return applyAdvertise(s, seat, a);
    case "assign":
    case "unassign":
    case "confirmAssignments":
      return applyAssignment(s, seat, a);
    case "place":
    case "leaveInactive":
    case "enhance":
    case "endPlacement":
      return applyPlacement(s, seat, a);
    case "discardTrick":
    case "returnComponent":
      return applyHousekeeping(s, seat, a);
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
    case "rerollDie":
    case "setDie":
      return applyDowntown(s, seat, a);
    case "buy":
    case "order":
    case "quickOrder":
      return applyMarket(s, seat, a);
    case "prepare":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
      return applyWorkshop(s, seat, a);
    case "setUpTrick":
    case "reschedule":
      return applyTheater(s, seat, a);
    case "perform":
    case "passPerformance":
      return applyPerformance(s, seat, a);
  }
}

/** Why `action` is refused for `seat` now, or null when it is legal. Never throws. */
export function validateAction(s: GameState, seat: Seat, action: unknown): RuleError | null {
  if (s.phase === "gameOver") return ruleError("GAME_OVER", "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return ruleError("BAD_SEAT", `no seat ${String(seat)}`);
  if (!isActionShape(action)) return ruleError("BAD_ACTION", `not a well-formed action: ${JSON.stringify(action)}`);
  try {
    return check(s, seat, action);
  } catch {
    return ruleError("BAD_ACTION", `malformed ${action.type} action`);
  }
}

/**
 * Apply one player's action. Returns the next state, or the reason it is refused; the input state is never
 * changed (updates copy only what they touch).
 */
export function applyAction(s: GameState, seat: Seat, action: Action): ApplyResult {
  const error = validateAction(s, seat, action);
  if (error) return { ok: false, error };
  return { ok: true, state: applyChecked(s, seat, action) };
}

function candidates(s: GameState, seat: Seat): Action[] {
  switch (s.phase) {
    case "setup":
      return setupCandidates(s, seat);
    case "advertise":
      return seatToAct(s) === seat ? [{ type: "advertise" }, { type: "skipAdvertise" }] : [];
    case "assignment":
      return assignmentCandidates(s, seat);
    case "placement": {
      const pl = s.placement;
      if (!pl || pl.seat !== seat) return placementCandidates(s, seat);
      const out: Action[] = placementCandidates(s, seat);
      const loc = SLOT_BY_ID[pl.slot]!.location;
      if (loc === "downtown") out.push(...downtownCandidates(s, seat));
      else if (loc === "market_row") out.push(...marketCandidates(s, seat));
      else if (loc === "workshop") out.push(...workshopCandidates(s, seat));
      out.push(...housekeepingCandidates(s, seat));
      return out;
    }
    case "performance":
      return performanceCandidates(s, seat);
    default:
      return [];
  }
}

/** Every action `seat` may take now (empty when it has nothing to do). */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (s.phase === "gameOver") return [];
  // Assignment candidates are generated from exactly the conditions checkAssignment tests, and this phase is about
  // half of all steps of a game, so they skip the re-check (the property test holds both to the same answers).
  if (s.phase === "assignment") return assignmentCandidates(s, seat);
  const out = candidates(s, seat).filter((a) => check(s, seat, a) === null);
  // Orders, dice changes and Theater moves are many; their lists are built exactly, with no re-check.
  const pl = s.placement;
  if (s.phase === "placement" && pl && pl.seat === seat) {
    const loc = SLOT_BY_ID[pl.slot]!.location;
    if (loc === "market_row") out.push(...marketExactCandidates(s));
    else if (loc === "downtown") out.push(...downtownExactCandidates(s));
    else if (loc === "theater") out.push(...theaterCandidates(s, seat));
  }
  return out;
}

/** The seats that must act now: one seat in the sequential phases, every unconfirmed seat in Assignment. */
export function activeSeats(s: GameState): Seat[] {
  if (s.phase === "assignment") return s.players.filter((p) => !p.confirmed).map((p) => p.seat);
  const seat = seatToAct(s);
  return seat === null ? [] : [seat];
}
