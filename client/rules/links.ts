import type { Action, RuleErrorCode } from "../../shared/engine";
import type { SectionId } from "./sections";

// Where in the rules reference a refusal, an action or a part of the board is explained. Small and eager (the
// table imports it to draw "Rule ›" links); the reference's words load only when one is followed.

/** The rule each refusal code names: every code the engine can give (typed: a new code fails to compile here). */
export const REFUSAL_SECTIONS: Readonly<Record<RuleErrorCode, SectionId>> = {
  BAD_ACTION: "turn-order",
  BAD_SEAT: "turn-order",
  GAME_OVER: "final-scoring",
  WRONG_PHASE: "turn-order",
  NOT_YOUR_TURN: "placement",
  NO_PLACEMENT: "placement",
  WRONG_LOCATION: "placement",
  NOT_ENOUGH_AP: "characters",
  CANNOT_AFFORD: "market-row",
  NO_SHARDS: "characters",
  ALREADY_DONE: "turn-order",
  NOT_ALLOWED_HERE: "theater",
  MAGICIAN_TAKEN: "player-setup",
  CATEGORY_TAKEN: "player-setup",
  BAD_CHOICE: "player-setup",
  CHARACTER_UNAVAILABLE: "assignment",
  NO_CARD: "assignment",
  NOT_ASSIGNED: "placement",
  SLOT_TAKEN: "placement",
  SLOT_UNAVAILABLE: "two-players",
  WEEKDAY_TAKEN: "weekdays",
  ONE_WEEKDAY: "weekdays",
  STAGE_MAGICIAN_ONLY: "theater",
  DIE_SHOWS_X: "downtown",
  DIE_MISMATCH: "downtown",
  BAD_FACE: "downtown",
  TRICK_UNAVAILABLE: "downtown",
  FAME_THRESHOLD: "fame",
  NO_TRICK_SLOT: "tricks",
  ALREADY_OWNED: "downtown",
  NONE_LEFT: "downtown",
  NO_APPRENTICE_SLOT: "workshop",
  NOT_IN_STOCK: "market-row",
  BAD_COUNT: "market-row",
  BARGAIN_LIMIT: "market-row",
  TYPE_CAP: "components",
  STORAGE_FULL: "components",
  SUPPLY_EMPTY: "market-row",
  ORDER_SLOT_TAKEN: "market-row",
  ALREADY_ORDERED: "market-row",
  NO_SUCH_TRICK: "tricks",
  ALREADY_PREPARED: "workshop",
  REQUIREMENTS_NOT_MET: "workshop",
  NO_MARKERS: "theater",
  NEEDS_SPECIALIST: "workshop",
  NO_SUCH_COMPONENT: "components",
  NOT_PREPARED: "theater",
  NO_SUCH_CARD: "theater",
  DUPLICATE_TRICK: "links",
  NO_CARD_FOR_TRICK: "links",
  BAD_FACING: "links",
  BAD_REWARDS: "links",
  NO_SUCH_MARKER: "theater",
  NO_OWN_MARKER: "performance",
  EFFECT_NOT_AVAILABLE: "special-cards",
  CHOOSE_SPECIAL_FIRST: "special-cards",
  KEEP_A_CARD_FIRST: "dark-alley-location",
  DECK_EMPTY: "dark-alley-location",
  NOT_DRAWN: "dark-alley-location",
  NOT_YOUR_ABILITY: "abilities",
  NO_ACTIVE_PROPHECY: "prophecies",
  NOT_PENDING: "prophecies",
  POSSESSED: "abilities",
  NOT_LOWEST_SLOT: "prophecies",
  NOT_YOUR_EFFECT: "special-cards",
  NOT_ENOUGH_FAME: "special-cards",
  VALUE_LIMIT: "special-cards",
  NOT_REQUIRED: "special-cards",
  THRESHOLD_TOO_HIGH: "special-cards",
  NOT_YET: "special-cards",
  EFFECT_NOT_USABLE: "special-cards",
  NOTHING_PERFORMED: "special-cards",
  ALREADY_PERFORMED: "special-cards",
};

/** The rule of each action (the refusals that depend on what was tried: "already done", "cannot afford"…). */
const ACTION_SECTIONS: Partial<Record<Action["type"], SectionId>> = {
  chooseMagician: "player-setup",
  chooseComponents: "player-setup",
  chooseTrick: "player-setup",
  chooseSpecialist: "player-setup",
  advertise: "advertise",
  skipAdvertise: "advertise",
  assign: "assignment",
  unassign: "assignment",
  confirmAssignments: "assignment",
  assignAlley: "special-cards",
  place: "placement",
  leaveInactive: "placement",
  endPlacement: "placement",
  passPlacement: "placement",
  enhance: "characters",
  discardTrick: "tricks",
  returnComponent: "components",
  learnTrick: "downtown",
  hireCharacter: "downtown",
  takeCoins: "downtown",
  rerollDie: "downtown",
  setDie: "downtown",
  buy: "market-row",
  order: "market-row",
  quickOrder: "market-row",
  prepare: "workshop",
  moveTrick: "workshop",
  moveComponents: "workshop",
  moveApprentice: "workshop",
  setUpTrick: "theater",
  reschedule: "theater",
  perform: "performance",
  passPerformance: "performance",
  drawSpecial: "dark-alley-location",
  keepSpecial: "dark-alley-location",
  fortuneTelling: "dark-alley-location",
  useSpecial: "special-cards",
  fateWeaving: "abilities",
  mimesis: "abilities",
  breakingFree: "abilities",
  mechanicalEnhancement: "abilities",
  trickSteal: "abilities",
  soulPossession: "abilities",
  supercharge: "abilities",
  declineAbility: "abilities",
};

/** Codes whose rule is the action's own rule more than the code's (the same code means different rules). */
const BY_ACTION = new Set<RuleErrorCode>([
  "ALREADY_DONE",
  "CANNOT_AFFORD",
  "NOT_ENOUGH_AP",
  "SLOT_TAKEN",
  "NOT_ALLOWED_HERE",
  "WRONG_PHASE",
  "BAD_CHOICE",
]);

/** The section explaining why `action` was refused with `code`. */
export function ruleForRefusal(code: RuleErrorCode, action?: { type?: unknown } | null): SectionId {
  const own = typeof action?.type === "string" ? ACTION_SECTIONS[action.type as Action["type"]] : undefined;
  // Enhance is refused in the Theater by the Theater's rule; the other generic codes by the action's rule.
  if (own && BY_ACTION.has(code) && !(code === "NOT_ALLOWED_HERE" && action?.type === "enhance")) return own;
  return REFUSAL_SECTIONS[code] ?? "turn-order";
}

/** The section of each part of the board (BoardScene's regions), for tooltips' "Rule ›". */
export function ruleForRegion(region: string): SectionId | null {
  if (region.startsWith("workshop")) return "workshop";
  const map: Record<string, SectionId> = {
    downtown: "downtown",
    market: "market-row",
    theater: "theater",
    zoom: "theater",
    tracks: "initiative",
    alley: "dark-alley-location",
  };
  return map[region] ?? null;
}
