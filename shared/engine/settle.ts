// The settle driver: the one place that chains the phases (RULES §5-§10). A family's action changes only what the
// action itself does and names what follows (core/family.ts, Then); the driver then runs the automatic steps until
// someone has a decision to make: a placement that can do nothing more ends, the next seat places, the shows start
// and follow each other, End Turn, the next turn or final scoring.

import { WEEKDAYS } from "../data/locations";
import type { Then } from "./core/family";
import { hooksOf } from "./core/hooks";
import { withState, type GameState } from "./core/state";
import { planningDone } from "./families/assignment";
import { showFrom } from "./families/performance";
import { afterPlacementStep, nextPlacement, placementsOver, startPlacement } from "./families/placement";
import { setupDone } from "./families/setup";
import {
  advertisingDone,
  endTurn,
  finalScoring,
  lastTurnOver,
  nextTurn,
  openAssignment,
  startTurn,
} from "./families/turn";
import { SLOT_BY_ID } from "../data/locations";

/** Sees the state each End Turn starts from (the events tell wages and Orders from it, events.ts). */
export type EndTurnWatch = (start: GameState) => void;

/** Run what follows an action (`before` → `s`, naming `then`) until a seat has to decide. */
export function settle(before: GameState, s: GameState, then: Then, watch?: EndTurnWatch): GameState {
  switch (then) {
    case "none":
      return s;
    case "setupChoice":
      return setupDone(s) ? startTurn(s) : s;
    case "advertiseChoice":
      return advertisingDone(s) ? openAssignment(s) : s;
    case "plan":
      return planningDone(s) ? afterPlacements(startPlacement(s), watch) : s;
    case "placementStep":
      return afterPlacements(afterPlacementStep(s), watch);
    case "placementEnded":
      return afterPlacements(nextPlacement(s, SLOT_BY_ID[before.placement!.slot]!.location), watch);
    case "placementSkipped":
      return afterPlacements(nextPlacement(s, ""), watch);
    case "showOver":
      return shows(s, WEEKDAYS.indexOf(before.weekday!) + 1, watch);
    case "showsFromStart":
      return shows(s, 0, watch);
    case "turnOver":
      return turnOver(s, watch);
  }
}

/** Phase E over (every character placed or left inactive): Phase F, after what a module asks first. */
function afterPlacements(s: GameState, watch: EndTurnWatch | undefined): GameState {
  if (!placementsOver(s)) return s;
  const out = withState(s, { phase: "performance" });
  const waiting = hooksOf(out).beforeShows?.(out);
  return waiting ?? shows(out, 0, watch);
}

/** The next show from weekday number `from`; after the last, what a module asks, then End Turn (RULES §8.1). */
function shows(s: GameState, from: number, watch: EndTurnWatch | undefined): GameState {
  const next = showFrom(s, from);
  if (next) return next;
  const waiting = hooksOf(s).afterShows?.(s);
  return waiting ?? turnOver(withState(s, { weekday: null }), watch);
}

/** Phase G (RULES §9), then the next turn, or final scoring after the last (RULES §10). */
function turnOver(s: GameState, watch: EndTurnWatch | undefined): GameState {
  watch?.(s);
  const out = endTurn(s);
  return lastTurnOver(out) ? finalScoring(out) : nextTurn(out);
}
