// Assignment as action abstraction: the bot chooses a whole plan (a card for each character, or none) at once,
// among greedy's plan and its neighbours, instead of one card at a time. A plan only extends the cards already
// planned (never an unassign), so a bot called once per step always moves on: one more card, or confirm.

import {
  CHARACTER_IDS,
  applyAction,
  greedyBot,
  type Action,
  type CharacterId,
  type GameState,
  type Seat,
} from "../engine/index";
import { turnActions } from "./playout";
import type { SearchResult } from "./searchTypes";

/** A complete plan: the card action for each character still to plan (absent = none), in CHARACTER_IDS order. */
export interface Plan {
  readonly steps: readonly Action[];
  readonly key: string;
}

type CardAction = Extract<Action, { type: "assign" | "assignAlley" }>;
const isCard = (a: Action): a is CardAction => a.type === "assign" || a.type === "assignAlley";

/**
 * A step that moves a plan on: not an unassign, and no card for a character that already has one (assigning again
 * swaps its card, which a bot called once per step could repeat forever).
 */
export function movesPlanOn(s: GameState, seat: Seat, a: Action): boolean {
  if (a.type === "unassign") return false;
  return !isCard(a) || s.players[seat]!.characters[a.character].card === null;
}

function planOf(choice: ReadonlyMap<CharacterId, CardAction>): Plan {
  const steps: Action[] = [];
  for (const id of CHARACTER_IDS) {
    const a = choice.get(id);
    if (a) steps.push(a);
  }
  return { steps, key: JSON.stringify(steps) };
}

/** The state after a plan's cards and the confirmation, or null when the hand cannot pay for it. */
export function applyPlan(s: GameState, seat: Seat, plan: Plan): GameState | null {
  for (const a of [...plan.steps, { type: "confirmAssignments" } as const]) {
    const r = applyAction(s, seat, a);
    if (!r.ok) return null;
    s = r.state;
  }
  return s;
}

/** What greedy would add to the current plan (it never unassigns here: its unassigns are skipped). */
function greedyChoice(s: GameState, seat: Seat): Map<CharacterId, CardAction> {
  const choice = new Map<CharacterId, CardAction>();
  for (let i = 0; i < 16; i++) {
    const a = greedyBot(s, seat);
    if (!a || !isCard(a) || !movesPlanOn(s, seat, a)) break;
    const r = applyAction(s, seat, a);
    if (!r.ok) break;
    choice.set(a.character, a);
    s = r.state;
  }
  return choice;
}

/**
 * Greedy's plan first, then every plan that differs from it in one character (another card, or none), each
 * affordable by the hand. The characters already planned keep their cards.
 */
export function candidatePlans(s: GameState, seat: Seat): Plan[] {
  const options = new Map<CharacterId, CardAction[]>();
  for (const a of turnActions(s, seat))
    if (isCard(a) && movesPlanOn(s, seat, a))
      (options.get(a.character) ?? options.set(a.character, []).get(a.character)!).push(a);
  const base = greedyChoice(s, seat);
  const plans: Plan[] = [];
  const seen = new Set<string>();
  const add = (choice: Map<CharacterId, CardAction>) => {
    const plan = planOf(choice);
    if (seen.has(plan.key) || !applyPlan(s, seat, plan)) return;
    seen.add(plan.key);
    plans.push(plan);
  };
  add(base);
  for (const [id, acts] of options) {
    const without = new Map(base);
    without.delete(id);
    add(without);
    for (const a of acts) add(new Map(base).set(id, a));
  }
  return plans;
}

/** The step of `plan` to take now: its first card, or the confirmation once all are planned. */
export function firstStep(plan: Plan): Action {
  return plan.steps[0] ?? { type: "confirmAssignments" };
}

/** Why a single candidate is not forced: other legal moves were not searched (issue 31's "the only move it has"). */
export function aloneOf(s: GameState, seat: Seat): Pick<SearchResult, "alone"> {
  if (turnActions(s, seat).length <= 1) return {};
  return { alone: s.phase === "assignment" ? "asPlanned" : "greedy" };
}
