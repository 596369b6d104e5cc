// The wire form of game events: each event a short array of small integers. Ids (tricks, components, cards,
// slots, dice faces…) become their index in one dictionary built from the game data both sides share, objects
// become arrays in a fixed field order, nulls stay null. Encoding a string the dictionary lacks throws: the
// round-trip test over whole games keeps the tables complete.

import { CHARACTER_TYPES, SPECIALISTS } from "../data/characters";
import { COMPONENT_IDS } from "../data/components";
import { DICE, DIE_IDS } from "../data/dice";
import { MAGICIANS } from "../data/magicians";
import { PERFORMANCES } from "../data/performances";
import { SLOTS, WEEKDAYS } from "../data/locations";
import { TRICKS } from "../data/tricks";
// From the engine's modules that hold only types and constants, not its barrel: the page's connection chunk (this
// codec) then carries no rules engine (docs/client.md, "Loading").
import { ASSIGN_LOCATIONS, CHARACTER_IDS } from "../engine/core/state";
import type { Action, ActionType } from "../engine/core/actions";
import type { GameEvent, GameEventType } from "../engine/events";

/** How one field travels. */
type Field =
  | "n"
  | "b"
  | "s"
  | "t"
  | "f"
  | "a"
  | "inline"
  | { readonly list: Field }
  | { readonly tuple: readonly Field[] };

const ACTION_FIELDS: Readonly<Record<ActionType, readonly (readonly [string, Field])[]>> = {
  chooseMagician: [["magician", "s"]],
  chooseComponents: [["components", { list: "s" }]],
  chooseTrick: [["trick", "s"]],
  chooseSpecialist: [
    ["specialist", "s"],
    ["components", { list: "s" }],
  ],
  advertise: [],
  skipAdvertise: [],
  assign: [
    ["character", "s"],
    ["location", "s"],
  ],
  unassign: [["character", "s"]],
  confirmAssignments: [],
  place: [
    ["character", "s"],
    ["slot", "s"],
  ],
  leaveInactive: [["character", "s"]],
  enhance: [],
  endPlacement: [],
  discardTrick: [["trick", "s"]],
  returnComponent: [["component", "s"]],
  learnTrick: [
    ["die", "s"],
    ["trick", "s"],
    ["engineerSlot", "b"],
  ],
  hireCharacter: [["die", "s"]],
  takeCoins: [["die", "s"]],
  rerollDie: [["die", "s"]],
  setDie: [
    ["die", "s"],
    ["face", "f"],
  ],
  buy: [
    ["component", "s"],
    ["count", "n"],
    ["bargain", "n"],
    ["toManager", "b"],
  ],
  order: [
    ["component", "s"],
    ["slot", "n"],
  ],
  quickOrder: [["component", "s"]],
  prepare: [["trick", "s"]],
  moveTrick: [["trick", "s"]],
  moveComponents: [
    ["component", "s"],
    ["swapWith", "s"],
  ],
  moveApprentice: [["character", "s"]],
  setUpTrick: [
    ["trick", "s"],
    ["card", "n"],
    ["slot", "s"],
    ["facing", "s"],
    ["rewards", { list: "s" }],
  ],
  reschedule: [
    ["fromCard", "n"],
    ["fromSlot", "s"],
    ["card", "n"],
    ["slot", "s"],
    ["facing", "s"],
  ],
  perform: [["card", "n"]],
  passPerformance: [],
  passPlacement: [],
  // Dark Alley (its card, deck and prophecy ids travel as text: the module is optional and rare on the wire).
  assignAlley: [
    ["character", "s"],
    ["card", "t"],
  ],
  useSpecial: [["use", "t"]],
  drawSpecial: [["deck", "t"]],
  keepSpecial: [["card", "t"]],
  fortuneTelling: [],
  mechanicalEnhancement: [],
  fateWeaving: [["prophecy", "t"]],
  mimesis: [["card", "t"]],
  breakingFree: [
    ["fromCard", "n"],
    ["fromSlot", "s"],
    ["card", "n"],
    ["slot", "s"],
    ["facing", "s"],
    ["rewards", { list: "s" }],
  ],
  trickSteal: [
    ["card", "n"],
    ["mine", "s"],
    ["theirs", "s"],
  ],
  supercharge: [
    ["card", "n"],
    ["slot", "s"],
  ],
  soulPossession: [["card", "n"]],
  declineAbility: [],
  headhunt: [
    ["die", "s"],
    ["character", "s"],
  ],
  massRecruitment: [["die", "s"]],
  smuggle: [
    ["component", "s"],
    ["count", "n"],
    ["toManager", "b"],
  ],
  barter: [["components", { list: "s" }]],
  componentSale: [
    ["components", { list: "s" }],
    ["bargain", "n"],
  ],
  orderNow: [["component", "s"]],
  unstablePrototype: [
    ["trick", "s"],
    ["components", { list: "s" }],
  ],
  replacableParts: [
    ["trick", "s"],
    ["other", "s"],
  ],
  investments: [
    ["die", "s"],
    ["components", { list: "s" }],
  ],
  shoplift: [
    ["slot", "n"],
    ["replacement", "s"],
  ],
  trickOverhaul: [
    ["die", "s"],
    ["trick", "s"],
    ["replace", "s"],
  ],
  enhanceTrick: [["trick", "s"]],
  buyingTime: [
    ["cardA", "n"],
    ["cardB", "n"],
  ],
  streetPerformance: [
    ["card", "n"],
    ["slot", "s"],
  ],
  guestPerformer: [
    ["trick", "s"],
    ["card", "n"],
  ],
  onStagePreparation: [
    ["trick", "s"],
    ["card", "n"],
    ["slot", "s"],
    ["facing", "s"],
  ],
  hiddenTalent: [["specialist", "s"]],
  hypnoticHire: [
    ["die", "s"],
    ["location", "s"],
  ],
  logistics: [["component", "s"]],
  grandPremiere: [
    ["card", "n"],
    ["trick", "s"],
    ["doubled", "t"],
  ],
  durableComponents: [["trick", "s"]],
};

const N = "n" as const;
const EVENT_FIELDS: Readonly<Record<GameEventType, readonly (readonly [string, Field])[]>> = {
  // The action inline (its code, then its fields), so the commonest event is one short flat list.
  // Dark Alley's extras last, so a base game's events (nulls there, left off) are as short as before.
  act: [
    ["seat", N],
    ["action", "inline"],
    ["gains", { list: { tuple: [N, N, N, N] } }],
    ["extra", "f"],
    ["card", "t"],
    ["count", N],
  ],
  reveal: [["cards", { list: { tuple: [N, "s", "s"] } }]],
  show: [
    ["seat", N],
    ["weekday", "s"],
    ["slot", N],
    ["card", "s"],
    ["yields", { list: { tuple: [N, "s", N, N, N, N] } }],
    ["bonus", { list: N }],
    ["other", { list: { tuple: [N, N, N, N] } }],
    ["causes", { list: "t" }],
  ],
  skip: [
    ["seat", N],
    ["weekday", "s"],
    ["reason", "s"],
  ],
  wages: [
    ["seat", N],
    ["due", N],
    ["paid", N],
    ["fameLost", N],
  ],
  orders: [["arrived", { list: { tuple: [N, "s"] } }]],
  cards: [
    ["discarded", "s"],
    ["dealt", "s"],
    ["slot", N],
  ],
  turn: [
    ["turn", N],
    ["dice", { list: "f" }],
    ["initiative", { list: N }],
  ],
  final: [
    ["scores", { list: { list: N } }],
    ["winner", N],
  ],
  orb: [
    ["seat", N],
    ["active", "t"],
    ["pending", { list: "t" }],
  ],
};

const ACTION_TYPES = Object.keys(ACTION_FIELDS) as ActionType[];

/**
 * Every id an event may carry, in a fixed order: its index is its wire code. The commonest come first, so they
 * stay below 128 (one byte in msgpack).
 */
const WORDS: readonly string[] = [
  ...new Set<string>([
    ...SLOTS.map((s) => s.id),
    ...CHARACTER_IDS,
    ...COMPONENT_IDS,
    ...DIE_IDS,
    ...DICE.flatMap((d) => d.faces.filter((f): f is Exclude<typeof f, number> => typeof f === "string")),
    ...WEEKDAYS,
    ...ASSIGN_LOCATIONS,
    "dark_alley",
    "up",
    "right",
    "down",
    "left",
    "fame",
    "coins",
    "noMarker",
    ...PERFORMANCES.flatMap((p) => p.slots.map((s) => s.id)),
    ...TRICKS.map((t) => t.id),
    ...Object.keys(CHARACTER_TYPES),
    ...SPECIALISTS,
    ...MAGICIANS.map((m) => m.id),
    ...PERFORMANCES.map((p) => p.id),
  ]),
];
const WORD_CODE = new Map(WORDS.map((w, i) => [w, i]));

/** One event, one action or one value on the wire. */
export type Wire = number | string | null | Wire[];

function encodeField(f: Field, v: unknown): Wire {
  if (v === null || v === undefined) return null;
  if (f === "n") return v as number;
  if (f === "b") return v ? 1 : 0;
  if (f === "t") return v as unknown as Wire; // text as it is (msgpack string)
  if (f === "s") {
    const code = WORD_CODE.get(v as string);
    if (code === undefined) throw new Error(`eventCodec: no code for "${String(v)}"`);
    return code;
  }
  // A die face: a coin amount as its negative, a named face by its code.
  if (f === "f") return typeof v === "number" ? -v : encodeField("s", v);
  if (f === "a" || f === "inline") return encodeAction(v as Action);
  if ("list" in f) return (v as unknown[]).map((x) => encodeField(f.list, x));
  return f.tuple.map((t, i) => encodeField(t, (v as unknown[])[i]));
}

function decodeField(f: Field, w: Wire | undefined): unknown {
  if (w === null || w === undefined) return null;
  if (f === "n") return w as number;
  if (f === "b") return w === 1;
  if (f === "t") return String(w);
  if (f === "s") {
    const word = WORDS[w as number];
    if (word === undefined) throw new Error(`eventCodec: unknown code ${String(w)}`);
    return word;
  }
  if (f === "f") return (w as number) < 0 ? -(w as number) : decodeField("s", w);
  if (f === "a" || f === "inline") return decodeAction(w);
  if (!Array.isArray(w)) throw new Error("eventCodec: expected a list");
  if ("list" in f) return w.map((x) => decodeField(f.list, x));
  return f.tuple.map((t, i) => decodeField(t, w[i]));
}

/** Trailing nulls and empty lists are left off (a missing list reads back as empty, anything else as null). */
function encodeObject(code: number, fields: readonly (readonly [string, Field])[], o: Record<string, unknown>): Wire[] {
  const out: Wire[] = [code];
  let keep = 1; // an inline action is never trimmed
  for (const [name, f] of fields) {
    if (f === "inline") {
      out.push(...encodeAction(o[name] as Action));
      keep = out.length;
    } else out.push(encodeField(f, o[name]));
  }
  while (
    out.length > keep &&
    (out.at(-1) === null || (Array.isArray(out.at(-1)) && (out.at(-1) as Wire[]).length === 0))
  )
    out.pop();
  return out;
}

/** Dark Alley's optional event fields: absent (not null or empty) when they say nothing, as the engine makes them. */
const OPTIONAL_FIELDS: ReadonlySet<string> = new Set(["card", "count", "causes"]);

function decodeObject<T>(type: string, fields: readonly (readonly [string, Field])[], w: Wire[]): T {
  const o: Record<string, unknown> = { type };
  let i = 1;
  for (const [name, f] of fields) {
    if (f === "inline") {
      const type = ACTION_TYPES[w[i] as number];
      if (!type) throw new Error(`eventCodec: unknown action code ${String(w[i])}`);
      const n = ACTION_FIELDS[type].length;
      o[name] = decodeAction(w.slice(i, i + 1 + n));
      i += 1 + n;
    } else {
      const v = w[i++];
      o[name] = v === undefined && typeof f === "object" && "list" in f ? [] : decodeField(f, v);
      if (
        OPTIONAL_FIELDS.has(name) &&
        (o[name] === null || (Array.isArray(o[name]) && (o[name] as unknown[]).length === 0))
      )
        delete o[name];
    }
  }
  return o as T;
}

/** An action: its code then every field (none left off, so an inline action's length is known from its code). */
export function encodeAction(a: Action): Wire[] {
  const o = a as unknown as Record<string, unknown>;
  return [ACTION_TYPES.indexOf(a.type), ...ACTION_FIELDS[a.type].map(([name, f]) => encodeField(f, o[name]))];
}

export function decodeAction(w: Wire): Action {
  if (!Array.isArray(w)) throw new Error("eventCodec: an action is a list");
  const type = ACTION_TYPES[w[0] as number];
  if (!type) throw new Error(`eventCodec: unknown action code ${String(w[0])}`);
  const o: Record<string, unknown> = { type };
  ACTION_FIELDS[type].forEach(([name, f], i) => (o[name] = decodeField(f, w[i + 1])));
  return o as Action;
}

/**
 * The commonest event, a player's action, is coded by its seat (0-3) and needs no seat field; the other event
 * types are coded from 4 on.
 */
const SEAT_CODES = 4;
/**
 * The event types in wire order (a code is 4 + its place after "act"): the engine's GAME_EVENT_TYPES, spelt out here
 * because the engine's events module imports the engine itself. Typed as a record over every event type, so a new
 * type does not compile until it has its place; tests/protocol/protocol.test.ts checks the order is the engine's.
 */
const WIRE_ORDER: Record<GameEventType, number> = {
  act: 0,
  reveal: 1,
  show: 2,
  skip: 3,
  wages: 4,
  orders: 5,
  cards: 6,
  turn: 7,
  final: 8,
  orb: 9,
};
export const WIRE_EVENT_TYPES = (Object.keys(WIRE_ORDER) as GameEventType[]).sort(
  (a, b) => WIRE_ORDER[a] - WIRE_ORDER[b],
);
const OTHER_TYPES = WIRE_EVENT_TYPES.filter((t) => t !== "act");

export function encodeEvent(e: GameEvent): Wire[] {
  if (e.type === "act") return encodeObject(e.seat, EVENT_FIELDS.act.slice(1), e as unknown as Record<string, unknown>);
  return encodeObject(
    SEAT_CODES + OTHER_TYPES.indexOf(e.type),
    EVENT_FIELDS[e.type],
    e as unknown as Record<string, unknown>,
  );
}

export function decodeEvent(w: Wire): GameEvent {
  if (!Array.isArray(w) || typeof w[0] !== "number") throw new Error("eventCodec: an event is a list");
  const code = w[0];
  if (code >= 0 && code < SEAT_CODES)
    return {
      ...decodeObject<Record<string, unknown>>("act", EVENT_FIELDS.act.slice(1), w),
      seat: code,
    } as unknown as GameEvent;
  const type = OTHER_TYPES[code - SEAT_CODES];
  if (!type) throw new Error(`eventCodec: unknown event code ${String(code)}`);
  return decodeObject<GameEvent>(type, EVENT_FIELDS[type], w);
}
