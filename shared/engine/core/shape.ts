// Shape check of an incoming action: the right fields with the right kinds, nothing else. Legality is checked
// by the rule modules; this only makes sure they get well-formed input.

import type { Action, ActionType } from "./actions";

type Kind = "string" | "number" | "boolean" | "strings" | "stringOrNull" | "face";

const SHAPES: Readonly<Record<ActionType, Readonly<Record<string, Kind>>>> = {
  chooseMagician: { magician: "string" },
  chooseComponents: { components: "strings" },
  chooseTrick: { trick: "string" },
  chooseSpecialist: { specialist: "string", components: "strings" },
  advertise: {},
  skipAdvertise: {},
  assign: { character: "string", location: "string" },
  unassign: { character: "string" },
  confirmAssignments: {},
  place: { character: "string", slot: "string" },
  leaveInactive: { character: "string" },
  enhance: {},
  endPlacement: {},
  passPlacement: {},
  discardTrick: { trick: "string" },
  returnComponent: { component: "string" },
  learnTrick: { die: "string", trick: "string", engineerSlot: "boolean" },
  hireCharacter: { die: "string" },
  takeCoins: { die: "string" },
  rerollDie: { die: "string" },
  setDie: { die: "string", face: "face" },
  buy: { component: "string", count: "number", bargain: "number", toManager: "boolean" },
  order: { component: "string", slot: "number" },
  quickOrder: { component: "string" },
  prepare: { trick: "string" },
  moveTrick: { trick: "string" },
  moveComponents: { component: "string", swapWith: "stringOrNull" },
  moveApprentice: { character: "string" },
  setUpTrick: { trick: "string", card: "number", slot: "string", facing: "string", rewards: "strings" },
  reschedule: { fromCard: "number", fromSlot: "string", card: "number", slot: "string", facing: "string" },
  perform: { card: "number" },
  passPerformance: {},
  assignAlley: { character: "string", card: "string" },
  useSpecial: { use: "string" },
  drawSpecial: { deck: "string" },
  keepSpecial: { card: "string" },
  fortuneTelling: {},
  mechanicalEnhancement: {},
  fateWeaving: { prophecy: "string" },
  mimesis: { card: "string" },
  breakingFree: {
    fromCard: "number",
    fromSlot: "string",
    card: "number",
    slot: "string",
    facing: "string",
    rewards: "strings",
  },
  soulPossession: { card: "number" },
  trickSteal: { card: "number", mine: "string", theirs: "string" },
  supercharge: { card: "number", slot: "string" },
  declineAbility: {},
  headhunt: { die: "string", character: "string" },
  massRecruitment: { die: "string" },
  smuggle: { component: "string", count: "number", toManager: "boolean" },
  barter: { components: "strings" },
  componentSale: { components: "strings", bargain: "number" },
  orderNow: { component: "string" },
  unstablePrototype: { trick: "string", components: "strings" },
  replacableParts: { trick: "string", other: "string" },
  streetPerformance: { card: "number", slot: "string" },
  investments: { die: "string", components: "strings" },
  shoplift: { slot: "number", replacement: "string" },
  trickOverhaul: { die: "string", trick: "string", replace: "string" },
  enhanceTrick: { trick: "string" },
  buyingTime: { cardA: "number", cardB: "number" },
  guestPerformer: { trick: "string", card: "number" },
  onStagePreparation: { trick: "string", card: "number", slot: "string", facing: "string" },
  hiddenTalent: { specialist: "string" },
  hypnoticHire: { die: "string", location: "string" },
  logistics: { component: "string" },
  grandPremiere: { card: "number", trick: "string", doubled: "string" },
  durableComponents: { trick: "stringOrNull" },
};

/** Every action type there is (the shape table has one entry per type). */
export const ACTION_TYPES: readonly ActionType[] = Object.keys(SHAPES) as ActionType[];

/**
 * A string usable as an id: never a name inherited from Object.prototype ("constructor", "__proto__", …), which
 * would otherwise find something in the engine's id tables.
 */
function idOk(v: unknown): boolean {
  return typeof v === "string" && !(v in Object.prototype);
}

function kindOk(kind: Kind, v: unknown): boolean {
  switch (kind) {
    case "string":
      return idOk(v);
    case "number":
      return typeof v === "number" && Number.isFinite(v);
    case "boolean":
      return typeof v === "boolean";
    case "strings":
      return Array.isArray(v) && everyId(v);
    case "stringOrNull":
      return v === null || idOk(v);
    case "face":
      return idOk(v) || (typeof v === "number" && Number.isFinite(v));
  }
}

/**
 * `v.every(idOk)` as a loop: listed Set Up Trick actions carry shared frozen reward lists, and Array.prototype.every
 * on a frozen array takes V8's slow path. Holes are skipped, as `every` skips them.
 */
function everyId(v: readonly unknown[]): boolean {
  for (let i = 0; i < v.length; i++) if (i in v && !idOk(v[i])) return false;
  return true;
}

const FIELD_COUNT: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(SHAPES).map(([k, v]) => [k, Object.keys(v).length]),
);

/**
 * The engine's shared frozen action objects (the large always-legal families: Assignment plans, Place, Order, dice,
 * …). Each is shape-checked once when made and can never change, so isActionShape answers for them by identity:
 * they are most of a game's actions. Filled only while the engine's modules load; a constant set.
 */
const SHARED_ACTIONS = new WeakSet<object>();

/** Freeze `a` and register it as a shared action (module initialisation only). */
export function sharedAction<A extends Action>(a: A): Readonly<A> {
  if (!isActionShape(a)) throw new Error(`malformed shared action ${JSON.stringify(a)}`);
  SHARED_ACTIONS.add(Object.freeze(a));
  return a;
}

/** Whether `a` is a well-formed action: a known type with exactly its fields. */
export function isActionShape(a: unknown): a is Action {
  if (typeof a !== "object" || a === null || Array.isArray(a)) return false;
  if (SHARED_ACTIONS.has(a)) return true;
  const rec = a as Record<string, unknown>;
  const shape = typeof rec.type === "string" ? SHAPES[rec.type as ActionType] : undefined;
  if (!shape || !Object.hasOwn(SHAPES, rec.type as string)) return false;
  let n = 0;
  for (const k in rec) {
    if (k === "type") continue;
    const kind = Object.hasOwn(shape, k) ? shape[k] : undefined;
    if (!kind || !kindOk(kind, rec[k])) return false;
    n++;
  }
  return n === FIELD_COUNT[rec.type as string];
}
