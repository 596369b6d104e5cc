// A rule family: the actions of one part of the rules (a location, a phase, a module's cards), registered once
// (shared/engine/registry.ts). The engine dispatches to it by action type; the settle driver (settle.ts) does what
// follows its actions; legalActions asks its listers.

import type { LocationId } from "../../data/locations";
import type { Action, ActionType } from "./actions";
import type { RuleError } from "./errors";
import type { ModuleHooks } from "./hooks";
import type { GameState, Phase, Seat } from "./state";

/**
 * What follows an action's own effect, done by the settle driver (the one place that chains the phases):
 * - `none`: nothing; the state is settled.
 * - `setupChoice`: the setup ends when every choice is made; then turn 1 starts.
 * - `advertiseChoice`: Phase C ends after the last seat's choice; then Assignment.
 * - `plan`: Assignment ends when every seat confirmed; then the placements.
 * - `placementStep`: a step on the floor; the placement ends when nothing more can be done with it.
 * - `placementEnded` / `placementSkipped`: the seat's placement turn is over (a slot was used / none was).
 * - `showOver`: the day's show is over; the next show, or End Turn.
 * - `showsFromStart`: the shows start (again) from the first weekday.
 * - `turnOver`: End Turn.
 */
export type Then =
  | "none"
  | "setupChoice"
  | "advertiseChoice"
  | "plan"
  | "placementStep"
  | "placementEnded"
  | "placementSkipped"
  | "showOver"
  | "showsFromStart"
  | "turnOver";

/**
 * Where a lister's actions go in legalActions' fixed order (bots pick by index, so the order is part of the rules'
 * interface): `phase` lists for a phase; `placing` for a seat choosing what to place; `pending` for a seat on the
 * floor with a decision to make first; `floor` for a seat on the floor, at `location` when given; `anytime` after
 * all of those, in every phase. Within a place, lower `order` first.
 */
export interface Lister {
  readonly when: Phase | "placing" | "pending" | "floor" | "anytime";
  readonly location?: LocationId;
  readonly order: number;
  /** Append the seat's actions to `out`; returns true when these are all its actions (later listers are skipped). */
  readonly legal: (s: GameState, seat: Seat, out: Action[]) => unknown;
}

export interface Family {
  readonly name: string;
  readonly actions: readonly ActionType[];
  readonly check: (s: GameState, seat: Seat, a: Action) => RuleError | null;
  readonly apply: (s: GameState, seat: Seat, a: Action) => GameState;
  /** What follows (see Then); a function when it depends on the action or on the state before it. */
  readonly next: Then | ((before: GameState, a: Action) => Then);
  readonly listers?: readonly Lister[];
}

/** A family over its own action types: check and apply receive only those (the registry dispatches by type). */
export function family<T extends ActionType>(f: {
  readonly name: string;
  readonly actions: readonly T[];
  readonly check: (s: GameState, seat: Seat, a: Extract<Action, { type: T }>) => RuleError | null;
  readonly apply: (s: GameState, seat: Seat, a: Extract<Action, { type: T }>) => GameState;
  readonly next: Then | ((before: GameState, a: Extract<Action, { type: T }>) => Then);
  readonly listers?: readonly Lister[];
}): Family {
  return f as unknown as Family;
}

/** A rules module (Dark Alley; Magician Powers next): its own families, and its hooks into the base rules. */
export interface RulesModule {
  readonly name: string;
  readonly families: readonly Family[];
  readonly hooks: ModuleHooks;
}
