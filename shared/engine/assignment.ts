// Phase D, Assignment (RULES §5.4): every seat plans at once, in any order, and confirms; the last
// confirmation reveals all plans and starts Phase E.

import type { Action } from "./actions";
import { ruleError, type RuleError } from "./errors";
import { player, updatePlayer } from "./players";
import { startPlacement } from "./placement";
import { ASSIGN_LOCATIONS, CHARACTER_IDS, type AssignLocation, type CharacterId, type GameState, type Seat, withFields } from "./state";

type AssignmentAction = Extract<Action, { type: "assign" | "unassign" | "confirmAssignments" }>;

export function checkAssignment(s: GameState, seat: Seat, a: AssignmentAction): RuleError | null {
  if (s.phase !== "assignment") return ruleError("WRONG_PHASE", `assignment cards are planned in phase D, not ${s.phase}`);
  const p = player(s, seat);
  if (p.confirmed) return ruleError("ALREADY_DONE", "your plan is confirmed and final");
  if (a.type === "confirmAssignments") return null;
  if (!CHARACTER_IDS.includes(a.character)) return ruleError("BAD_ACTION", `unknown character ${String(a.character)}`);
  const c = p.characters[a.character];
  if (a.type === "unassign") {
    return c.card === null ? ruleError("NOT_ASSIGNED", `${a.character} has no card`) : null;
  }
  if (!ASSIGN_LOCATIONS.includes(a.location)) return ruleError("BAD_ACTION", `unknown location ${String(a.location)}`);
  // RULES §5.4: only characters on the board; hired ones wait on the Inn until End Turn.
  if (c.status !== "team") return ruleError("CHARACTER_UNAVAILABLE", `${a.character} is not on your board`);
  if (c.card === a.location) return ruleError("ALREADY_DONE", `${a.character} already has a ${a.location} card`);
  if (p.hand[a.location] < 1) return ruleError("NO_CARD", `no ${a.location} card left in your hand`);
  return null;
}

// Candidate actions are shared frozen constants: legalActions allocates no action objects in this phase.
const ASSIGN = Object.fromEntries(
  CHARACTER_IDS.map((character) => [
    character,
    Object.fromEntries(ASSIGN_LOCATIONS.map((location) => [location, Object.freeze({ type: "assign" as const, character, location })])),
  ]),
) as Readonly<Record<CharacterId, Readonly<Record<AssignLocation, AssignmentAction>>>>;
const UNASSIGN: Readonly<Record<string, AssignmentAction>> = Object.fromEntries(
  CHARACTER_IDS.map((character) => [character, Object.freeze({ type: "unassign" as const, character })]),
);
const CONFIRM: AssignmentAction = Object.freeze({ type: "confirmAssignments" });

export function assignmentCandidates(s: GameState, seat: Seat): AssignmentAction[] {
  if (s.phase !== "assignment" || player(s, seat).confirmed) return [];
  const p = player(s, seat);
  const out: AssignmentAction[] = [];
  for (const id of CHARACTER_IDS) {
    const c = p.characters[id];
    if (c.status !== "team") continue;
    for (const loc of ASSIGN_LOCATIONS) if (c.card !== loc && p.hand[loc] > 0) out.push(ASSIGN[id][loc]);
    if (c.card !== null) out.push(UNASSIGN[id]!);
  }
  out.push(CONFIRM);
  return out;
}

function setCard(s: GameState, seat: Seat, id: CharacterId, card: AssignLocation | null): GameState {
  return updatePlayer(s, seat, (p) => {
    const c = p.characters[id];
    const hand = { ...p.hand };
    if (c.card) hand[c.card] += 1; // a changed plan puts the old card back in hand
    if (card) hand[card] -= 1;
    return withFields(p, { characters: { ...p.characters, [id]: { status: c.status, card, slot: c.slot, inactive: c.inactive } }, hand });
  });
}

export function applyAssignment(s: GameState, seat: Seat, a: AssignmentAction): GameState {
  if (a.type === "assign") return setCard(s, seat, a.character, a.location);
  if (a.type === "unassign") return setCard(s, seat, a.character, null);
  const out = updatePlayer(s, seat, (p) => (withFields(p, { confirmed: true })));
  // The phase ends the moment the last seat confirms.
  return out.players.every((p) => p.confirmed) ? startPlacement(out) : out;
}
