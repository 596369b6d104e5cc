// Phase D, Assignment (RULES §5.4): every seat plans at once, in any order, and confirms; the last
// confirmation reveals all plans and starts Phase E.

import type { Action } from "../core/actions";
import { sharedAction } from "../core/shape";
import { ruleError, type RuleError } from "../core/errors";
import { player, updatePlayer, withPlayer } from "../core/players";
import { hooksOf } from "../core/hooks";
import {
  ASSIGN_LOCATIONS,
  CHARACTER_IDS,
  type AssignLocation,
  type CharacterId,
  type GameState,
  type CharacterState,
  type Seat,
  cardsInHand,
  characterAt,
  charactersWith,
  copyPlayer,
  handWith,
  withFields,
} from "../core/state";
import { family } from "../core/family";

type AssignmentAction = Extract<Action, { type: "assign" | "unassign" | "confirmAssignments" }>;

export function checkAssignment(s: GameState, seat: Seat, a: AssignmentAction): RuleError | null {
  if (s.phase !== "assignment")
    return ruleError("WRONG_PHASE", `assignment cards are planned in phase D, not ${s.phase}`);
  const p = player(s, seat);
  if (p.confirmed) return ruleError("ALREADY_DONE", "your plan is confirmed and final");
  if (a.type === "confirmAssignments") return null;
  const i = CHARACTER_IDS.indexOf(a.character);
  if (i < 0) return ruleError("BAD_ACTION", `unknown character ${String(a.character)}`);
  const c = characterAt(p.characters, i); // by name: `characters[id]` is a generic lookup (every step checks one)
  if (a.type === "unassign") {
    return c.card === null ? ruleError("NOT_ASSIGNED", `${a.character} has no card`) : null;
  }
  if (!ASSIGN_LOCATIONS.includes(a.location)) return ruleError("BAD_ACTION", `unknown location ${String(a.location)}`);
  // RULES §5.4: only characters on the board; hired ones wait on the Inn until End Turn.
  if (c.status !== "team") return ruleError("CHARACTER_UNAVAILABLE", `${a.character} is not on your board`);
  if (c.card === a.location) return ruleError("ALREADY_DONE", `${a.character} already has a ${a.location} card`);
  if (cardsInHand(p.hand, a.location) < 1) return ruleError("NO_CARD", `no ${a.location} card left in your hand`);
  return null;
}

// Candidate actions are shared frozen constants: legalActions allocates no action objects in this phase. Rows are
// indexed like CHARACTER_IDS and ASSIGN_LOCATIONS, so the hot loop below reads arrays, not records by name.
const ASSIGN_ROWS: readonly (readonly AssignmentAction[])[] = CHARACTER_IDS.map((character) =>
  ASSIGN_LOCATIONS.map((location) => sharedAction({ type: "assign" as const, character, location })),
);
const UNASSIGN: readonly AssignmentAction[] = CHARACTER_IDS.map((character) =>
  sharedAction({ type: "unassign" as const, character }),
);
const CONFIRM: AssignmentAction = sharedAction({ type: "confirmAssignments" });

export function assignmentCandidates(s: GameState, seat: Seat, out: Action[] = []): Action[] {
  if (s.phase !== "assignment" || player(s, seat).confirmed) return out;
  const p = player(s, seat);
  // About half of a game's steps are Assignment changes, so this is written out by name (no temporary arrays, no
  // keyed lookups): per character, exactly what checkAssignment tests (on the board, not the card it already has,
  // a card of that location in hand), in CHARACTER_IDS and ASSIGN_LOCATIONS order.
  const h = p.hand;
  const inHand =
    (h.downtown > 0 ? 1 : 0) | (h.market_row > 0 ? 2 : 0) | (h.workshop > 0 ? 4 : 0) | (h.theater > 0 ? 8 : 0);
  const c = p.characters;
  plansOf(out, 0, c.magician, inHand);
  plansOf(out, 1, c.engineer, inHand);
  plansOf(out, 2, c.manager, inHand);
  plansOf(out, 3, c.assistant, inHand);
  plansOf(out, 4, c.apprentice1, inHand);
  plansOf(out, 5, c.apprentice2, inHand);
  plansOf(out, 6, c.apprentice3, inHand);
  plansOf(out, 7, c.apprentice4, inHand);
  out.push(CONFIRM);
  return out;
}

/** The plan changes of character number `i` (CHARACTER_IDS order); `inHand` has bit l set when ASSIGN_LOCATIONS[l] is in hand. */
function plansOf(out: Action[], i: number, c: CharacterState, inHand: number): void {
  if (c.status !== "team") return;
  const row = ASSIGN_ROWS[i]!;
  if (inHand & 1 && c.card !== "downtown") out.push(row[0]!);
  if (inHand & 2 && c.card !== "market_row") out.push(row[1]!);
  if (inHand & 4 && c.card !== "workshop") out.push(row[2]!);
  if (inHand & 8 && c.card !== "theater") out.push(row[3]!);
  if (c.card !== null) out.push(UNASSIGN[i]!);
}

/** Move `id`'s card: the old one (if any) back to hand, the new one (if any) out of it. */
function setCard(s: GameState, seat: Seat, id: CharacterId, card: AssignLocation | null): GameState {
  const p = player(s, seat);
  const c = characterAt(p.characters, CHARACTER_IDS.indexOf(id));
  // A changed plan puts the old card back in hand (a module's card back in the module's hand: `cardBack`).
  const back = hooksOf(s).cardBack?.(p, id) ?? null;
  const q = copyPlayer(back ?? p);
  q.hand = handWith(p.hand, card, back ? null : (c.card as AssignLocation | null));
  q.characters = charactersWith(p.characters, id, { status: c.status, card, slot: c.slot, inactive: c.inactive });
  return withPlayer(s, seat, q);
}

export function applyAssignment(s: GameState, seat: Seat, a: AssignmentAction): GameState {
  if (a.type === "assign") return setCard(s, seat, a.character, a.location);
  if (a.type === "unassign") return setCard(s, seat, a.character, null);
  const out = updatePlayer(s, seat, (p) => withFields(p, { confirmed: true }));
  return out; // the phase ends the moment the last seat confirms (settle.ts)
}

/** Whether every seat has confirmed its plan (RULES §5.4): the placements follow. */
export function planningDone(s: GameState): boolean {
  if (s.phase !== "assignment") return false;
  for (const p of s.players) if (!p.confirmed) return false;
  return true;
}

/** Phase D (RULES §5.4): everybody plans at once, in secret, then confirms. */
export const ASSIGNMENT = family({
  name: "assignment",
  actions: ["assign", "unassign", "confirmAssignments"],
  check: checkAssignment,
  apply: applyAssignment,
  next: "plan",
  listers: [{ when: "assignment", order: 0, legal: (s, seat, out) => void assignmentCandidates(s, seat, out) }],
});
