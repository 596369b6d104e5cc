// Phase E, Place Characters (RULES §5.5, §3.1, §7.3): reveal, then in initiative order each seat places one
// assigned character (spending its AP at once) or leaves one inactive.
//
// A placement stays open while its owner takes that location's actions one by one. It ends with
// {type:"endPlacement"}, or automatically when it has 0 AP left and cannot Enhance (no Enhance in the Theater;
// a Magician on a stage slot takes no actions, so that placement ends at once).

import type { CardLocation } from "../../data/assignments";
import { CHARACTER_TYPES } from "../../data/characters";
import { SLOTS, SLOT_BY_ID, type SlotDef, type SlotId, type Weekday } from "../../data/locations";
import type { Action } from "../core/actions";
import { sharedAction } from "../core/shape";
import { ruleError, type RuleError, type RuleErrorCode } from "../core/errors";
import { characterType, player, updatePlayer, withCharacter } from "../core/players";
import { family, type Then } from "../core/family";
import { hooksOf, pendingError } from "../core/hooks";
import {
  CHARACTER_IDS,
  characterAt,
  type ActivePlacement,
  type CharacterId,
  type CharacterState,
  type GameState,
  type PlayerState,
  type Seat,
  withState,
  withFields,
} from "../core/state";

type PlacementAction = Extract<
  Action,
  { type: "place" | "leaveInactive" | "enhance" | "endPlacement" | "passPlacement" }
>;

/** RULES §3.1: one Shard buys +1 AP, once per placement, not in the Theater. */
export const ENHANCE_SHARD_COST = 1;

export function isPending(p: PlayerState, id: CharacterId): boolean {
  return pending(p.characters[id]);
}

/** On the team with an assignment card, not yet placed, not turned inactive. */
function pending(c: CharacterState): boolean {
  return c.status === "team" && c.card !== null && c.slot === null && !c.inactive;
}

/**
 * Who sits where: per slot (indexed like SLOTS) the holder of a shared slot as seat + 1 (0 = free; the first found,
 * in seat and character order), or for a Workshop slot a bit per seat holding its own; and each seat's Theater
 * weekday. Callers build it once per question over many slots (no cache: building it is cheaper than keeping one),
 * as two small fixed-size arrays.
 */
interface Occupancy {
  readonly held: readonly number[];
  readonly dayOf: readonly (Weekday | null)[];
}

const SLOT_INDEX: ReadonlyMap<string, number> = new Map(SLOTS.map((def, i) => [def.id, i]));

const NO_ONE: readonly number[] = SLOTS.map(() => 0);

/**
 * The last answer, by players list. During a placement turn the same players list is asked about up to three times
 * (listing the Place choices, checking the chosen one, the automatic inactivation after it), so one entry saves two
 * of three scans. A players list is never changed once in a state, so its identity is a safe key; one entry keeps
 * it bounded.
 */
let lastPlayers: readonly PlayerState[] | null = null;
let lastOccupancy: Occupancy | null = null;

function occupancy(s: GameState): Occupancy {
  if (s.players === lastPlayers) return lastOccupancy!;
  const held = NO_ONE.slice();
  const dayOf: (Weekday | null)[] = [];
  for (const p of s.players) {
    let day: Weekday | null = null;
    for (let j = 0; j < CHARACTER_IDS.length; j++) {
      const slot = characterAt(p.characters, j).slot;
      if (slot === null) continue;
      const i = SLOT_INDEX.get(slot)!;
      const def = SLOTS[i]!;
      if (def.location === "workshop") held[i]! |= 1 << p.seat;
      else if (held[i] === 0) held[i] = p.seat + 1;
      if (def.weekday) day = def.weekday;
    }
    dayOf.push(day); // by position in the players list, which is the seat
  }
  lastPlayers = s.players;
  lastOccupancy = { held, dayOf };
  return lastOccupancy;
}

function holderIn(occ: Occupancy, slot: string): Seat | null {
  const i = SLOT_INDEX.get(slot);
  const h = i === undefined || SLOTS[i]!.location === "workshop" ? 0 : occ.held[i]!;
  return h === 0 ? null : h - 1;
}

/** Who holds a shared slot (workshop slots are checked per player). */
export function slotHolder(s: GameState, slot: string): Seat | null {
  return holderIn(occupancy(s), slot);
}

/**
 * Why `id` may not go to `slot` now, as a code only (no message is built: legalActions and the automatic
 * inactivation ask this for many slots); checkSlot turns it into the full RuleError.
 */
function slotRefusal(
  s: GameState,
  seat: Seat,
  id: CharacterId,
  card: CardLocation | null,
  slot: SlotDef | undefined,
  at: number,
  occ: Occupancy,
  lowest = true,
): RuleErrorCode | null {
  // A module's slots exist only with the module (RULES §12.2).
  const h = hooksOf(s);
  if (!slot || (slot.module !== "base" && h.slotModule !== slot.module)) return "SLOT_UNAVAILABLE";
  // A module may let a character take a slot of any location (only asked on a mismatch: never in the hot lists).
  if (slot.location !== card && !h.placesAnywhere?.(s, seat, id, card)) return "WRONG_LOCATION";
  // RULES §4.2: with 2 or 3 players some +1 slots do not exist.
  if (slot.minPlayers > s.options.players) return "SLOT_UNAVAILABLE";
  // RULES §6.3: only your own Workshop.
  // (`at` is the slot's index in SLOTS.)
  if (slot.location === "workshop") return (occ.held[at]! & (1 << seat)) !== 0 ? "SLOT_TAKEN" : null;
  if (occ.held[at] !== 0) return "SLOT_TAKEN";
  // A module may make a slot cost coins.
  if (h.slotFee && player(s, seat).coins < h.slotFee(s, slot)) return "CANNOT_AFFORD";
  if (slot.location === "theater") {
    // RULES §7.3: the stage is the Magician's; one weekday per player; a weekday used by another player is closed.
    if (slot.stage && characterType(id) !== "magician") return "STAGE_MAGICIAN_ONLY";
    const mine = occ.dayOf[seat];
    if (mine && mine !== slot.weekday) return "ONE_WEEKDAY";
    if (otherOnDay(occ, seat, slot.weekday) >= 0) return "WEEKDAY_TAKEN";
  }
  // A module may allow only the free slot with the lowest AP modifier (our reading: the stage is not concerned).
  if (lowest && !slot.stage && h.lowestSlotOnly?.(s) && lowerSlotFree(s, seat, id, card, slot, occ))
    return "NOT_LOWEST_SLOT";
  return null;
}

/** The slots `id` may try: its card's location's, or every slot when a module lets it go anywhere. */
function candidateSlots(s: GameState, seat: Seat, id: CharacterId, card: CardLocation | null): readonly number[] {
  if (hooksOf(s).placesAnywhere?.(s, seat, id, card)) return ALL_SLOTS;
  return SLOTS_AT[card ?? ""] ?? [];
}

/** Whether `id` could take another slot of that location with a lower AP modifier (P27). */
function lowerSlotFree(
  s: GameState,
  seat: Seat,
  id: CharacterId,
  card: CardLocation | null,
  slot: SlotDef,
  occ: Occupancy,
): boolean {
  for (const j of SLOTS_AT[slot.location] ?? []) {
    const other = SLOTS[j]!;
    if (
      !other.stage &&
      other.apModifier < slot.apModifier &&
      slotRefusal(s, seat, id, card, other, j, occ, false) === null
    )
      return true;
  }
  return false;
}

function otherOnDay(occ: Occupancy, seat: Seat, day: Weekday | undefined): number {
  return occ.dayOf.findIndex((d, q) => q !== seat && d === day);
}

export function checkSlot(s: GameState, seat: Seat, id: CharacterId, slot: SlotDef | undefined): RuleError | null {
  const occ = occupancy(s);
  const code = slotRefusal(
    s,
    seat,
    id,
    player(s, seat).characters[id].card,
    slot,
    slot ? SLOT_INDEX.get(slot.id)! : -1,
    occ,
  );
  if (code === null) return null;
  switch (code) {
    case "WRONG_LOCATION":
      return ruleError(
        code,
        `${id}'s card says ${player(s, seat).characters[id].card}, the slot is at ${slot!.location}`,
      );
    case "SLOT_UNAVAILABLE":
      return ruleError(
        code,
        !slot || (slot.module !== "base" && hooksOf(s).slotModule !== slot.module)
          ? `no such slot`
          : `${slot.id} is used only with ${slot.minPlayers}+ players`,
      );
    case "SLOT_TAKEN":
      return ruleError(
        code,
        slot!.location === "workshop"
          ? `your ${slot!.id} is taken`
          : `${slot!.id} is taken by seat ${holderIn(occ, slot!.id)}`,
      );
    case "STAGE_MAGICIAN_ONLY":
      return ruleError(code, "only the Magician may take a stage slot");
    case "NOT_LOWEST_SLOT":
      return ruleError(code, `this turn: take the free slot with the lowest AP modifier at ${slot!.location}`);
    case "CANNOT_AFFORD":
      return ruleError(
        code,
        `this turn ${slot!.id} costs ${hooksOf(s).slotFee?.(s, slot!) ?? 0} coins, you have ${player(s, seat).coins}`,
      );
    case "ONE_WEEKDAY":
      return ruleError(code, `you are on ${occ.dayOf[seat]} this turn, not ${slot!.weekday}`);
    default:
      return ruleError(code, `seat ${otherOnDay(occ, seat, slot!.weekday)} uses ${slot!.weekday}`);
  }
}

/** Base-game slots by location, as indices into SLOTS. */
const SLOTS_AT: Readonly<Record<string, readonly number[]>> = Object.fromEntries(
  [...new Set(SLOTS.map((sl) => sl.location))].map((loc) => [
    loc,
    SLOTS.flatMap((sl, i) => (sl.location === loc ? [i] : [])),
  ]),
);

const ALL_SLOTS: readonly number[] = SLOTS.map((_, i) => i);

function hasLegalSlot(s: GameState, seat: Seat, id: CharacterId, occ: Occupancy): boolean {
  const card = player(s, seat).characters[id].card;
  for (const i of candidateSlots(s, seat, id, card))
    if (slotRefusal(s, seat, id, card, SLOTS[i], i, occ) === null) return true;
  return false;
}

/**
 * OQ-5: an assigned character with no legal slot left becomes inactive at once, without using a turn. Slots only
 * fill up, so only characters bound for `changed` (the location where a slot was just taken; null = every
 * location) need a look.
 */
function autoInactivate(s: GameState, changed: string | null): GameState {
  let out = s;
  // Inactivation changes no slot, so one look at who sits where serves every character.
  let occ: Occupancy | null = null;
  for (const p of s.players) {
    for (let i = 0; i < CHARACTER_IDS.length; i++) {
      const c = characterAt(p.characters, i);
      if (!pending(c) || (changed !== null && c.card !== changed)) continue;
      const id = CHARACTER_IDS[i]!;
      if (!hasLegalSlot(out, p.seat, id, (occ ??= occupancy(s))))
        out = updatePlayer(out, p.seat, (q) => withCharacter(q, id, { inactive: true }));
    }
  }
  return out;
}

export function hasPending(p: PlayerState): boolean {
  for (let i = 0; i < CHARACTER_IDS.length; i++) if (pending(characterAt(p.characters, i))) return true;
  return false;
}

/**
 * Give the turn to the next seat in initiative order (from `from`, wrapping) with something to place. `changed` is
 * the location where a slot was taken since the last look (null: look everywhere; "" : no slot was taken).
 */
function advance(s: GameState, from: number, changed: string | null): GameState {
  let out = changed === "" ? s : autoInactivate(s, changed);
  // A module may give the seat another placement (Dark Alley: prophecy P09), or note that its placements are over.
  const h = hooksOf(out);
  const another = h.anotherPlacement ? h.anotherPlacement(out, from, s) : null;
  if (another) return another;
  if (h.placementsLeft) out = h.placementsLeft(out);
  const n = out.initiative.length;
  for (let k = 0; k < n; k++) {
    const i = (from + k) % n;
    if (hasPending(player(out, out.initiative[i]!))) return withState(out, { cursor: i, placement: null });
  }
  return withState(out, { placement: null, cursor: 0 });
}

/** Whether every seat has placed or left inactive every assigned character: Phase F follows (settle.ts). */
export function placementsOver(s: GameState): boolean {
  if (s.phase !== "placement" || s.placement !== null) return false;
  for (const p of s.players) if (hasPending(p)) return false;
  return true;
}

/** The seat's placement turn is over: the next seat in initiative order with something to place. */
export function nextPlacement(s: GameState, changed: string): GameState {
  return advance(s, s.cursor + 1, changed);
}

/** A Theater placement stays open while it has AP: backstage only, the stage takes no actions (RULES §7.1). */
function theaterPlacementOpen(s: GameState): boolean {
  const pl = s.placement;
  return !!pl && !SLOT_BY_ID[pl.slot]?.stage && pl.ap > 0;
}

/** RULES §5.5.1: reveal all cards (the view stops hiding them) and start with the first player. */
export function startPlacement(s: GameState): GameState {
  return advance(withState(s, { phase: "placement" }), 0, null);
}

/** RULES §7.1: no Enhance in the Theater (a module may allow it). */
function enhanceBarred(s: GameState, slot: SlotId): boolean {
  return SLOT_BY_ID[slot]?.location === "theater" && !hooksOf(s).enhanceInTheater?.(s);
}

function canEnhance(s: GameState): boolean {
  const pl = s.placement;
  if (!pl || pl.enhanced || enhanceBarred(s, pl.slot)) return false;
  return player(s, pl.seat).shards >= ENHANCE_SHARD_COST;
}

/** AP from Enhance Character: 1, or what a module makes it. */
function enhanceAp(s: GameState, seat: Seat): number {
  const h = hooksOf(s).enhanceAp;
  return h ? h(s, seat) : 1;
}

/** After each step of a placement: end it when nothing more can be done with it. */
export function afterPlacementStep(s: GameState): GameState {
  const pl = s.placement;
  if (!pl) return s;
  if (pendingError(s)) return s; // a module's decision first (Dark Alley: a Special card's use, a drawn pair)
  const inTheater = SLOT_BY_ID[pl.slot]?.location === "theater";
  // Prophecy P26: a backstage character may still Enhance in the Theater. A module may keep a 0-AP placement open
  // (Dark Alley: Mechanical Enhancement, Hidden Talent's choice).
  const open = inTheater
    ? theaterPlacementOpen(s) || (!SLOT_BY_ID[pl.slot]!.stage && canEnhance(s))
    : pl.ap > 0 || canEnhance(s) || hooksOf(s).keepsPlacementOpen?.(s) === true;
  if (!open) return advance(s, s.cursor + 1, SLOT_BY_ID[pl.slot]!.location);
  return s;
}

/** RULES §3.1: AP = base + slot modifier, never below 0 (OQ-6: a 0-AP placement is allowed). */
export function placementAp(character: CharacterId, slot: SlotId, s?: GameState, seat?: Seat): number {
  let base = CHARACTER_TYPES[characterType(character)].baseAp;
  // A module may change the base AP (Dark Alley: prophecies P01, P15).
  const h = s ? hooksOf(s).baseAp : undefined;
  if (h) base = h(s!, seat!, character, base);
  return Math.max(0, base + (SLOT_BY_ID[slot]?.apModifier ?? 0));
}

export function checkPlacement(s: GameState, seat: Seat, a: PlacementAction): RuleError | null {
  if (s.phase !== "placement") return ruleError("WRONG_PHASE", `characters are placed in phase E, not ${s.phase}`);
  const pl = s.placement;
  if (a.type === "enhance" || a.type === "endPlacement") {
    if (!pl || pl.seat !== seat) return ruleError("NO_PLACEMENT", "you have no character on the floor");
    const pending = pendingError(s);
    if (pending) return pending;
    if (a.type === "endPlacement") return null;
    if (pl.enhanced) return ruleError("ALREADY_DONE", "this character is enhanced already (once per placement)");
    if (enhanceBarred(s, pl.slot))
      return ruleError("NOT_ALLOWED_HERE", "no Enhance Character in the Theater (RULES §7.1)");
    const shards = player(s, seat).shards;
    if (shards < ENHANCE_SHARD_COST)
      return ruleError("NO_SHARDS", `Enhance costs ${ENHANCE_SHARD_COST} Shard, you have ${shards}`);
    return null;
  }
  if (pl || s.initiative[s.cursor] !== seat)
    return ruleError("NOT_YOUR_TURN", `seat ${pl ? pl.seat : s.initiative[s.cursor]} is placing`);
  if (a.type === "passPlacement") {
    return hooksOf(s).mayPassPlacement?.(s)
      ? null
      : ruleError("NOT_ALLOWED_HERE", "only an extra placement (a module's) may be passed");
  }
  if (!CHARACTER_IDS.includes(a.character)) return ruleError("BAD_ACTION", `unknown character ${String(a.character)}`);
  const p = player(s, seat);
  if (!isPending(p, a.character)) return ruleError("NOT_ASSIGNED", `${a.character} has no card waiting to be placed`);
  if (a.type === "leaveInactive") return null;
  return checkSlot(s, seat, a.character, SLOT_BY_ID[a.slot]);
}

/** Shared Place actions: PLACE_ROWS[character index][slot index], like CHARACTER_IDS and SLOTS. */
const PLACE_ROWS: readonly (readonly PlacementAction[])[] = CHARACTER_IDS.map((character) =>
  SLOTS.map((slot) => sharedAction({ type: "place" as const, character, slot: slot.id })),
);
const LEAVE: Readonly<Record<string, PlacementAction>> = Object.fromEntries(
  CHARACTER_IDS.map((character) => [character, sharedAction({ type: "leaveInactive" as const, character })]),
);
const ENHANCE: PlacementAction = sharedAction({ type: "enhance" as const });
const END_PLACEMENT: PlacementAction = sharedAction({ type: "endPlacement" as const });
const PASS_PLACEMENT: PlacementAction = sharedAction({ type: "passPlacement" as const });

/**
 * The Place / Leave Inactive choices of the seat to place (no character on the floor), built from exactly what
 * checkPlacement tests (an assigned, unplaced character; a slot checkSlot accepts), so legalActions takes them
 * without a re-check.
 */
export function placeChoicesLegal(s: GameState, seat: Seat, out: Action[] = []): Action[] {
  if (s.phase !== "placement" || s.placement || s.initiative[s.cursor] !== seat) return out;
  const p = player(s, seat);
  const occ = occupancy(s);
  for (let i = 0; i < CHARACTER_IDS.length; i++) {
    const c = characterAt(p.characters, i);
    if (!pending(c)) continue;
    const id = CHARACTER_IDS[i]!;
    const row = PLACE_ROWS[i]!;
    for (const at of candidateSlots(s, seat, id, c.card))
      if (slotRefusal(s, seat, id, c.card, SLOTS[at], at, occ) === null) out.push(row[at]!);
    out.push(LEAVE[id]!);
  }
  if (hooksOf(s).mayPassPlacement?.(s)) out.push(PASS_PLACEMENT);
  return out;
}

/** Enhance (when checkPlacement would allow it) and End Placement, for the seat whose character is on the floor. */
export function onFloorLegal(s: GameState, pl: ActivePlacement, out: Action[]): void {
  if (!pl.enhanced && !enhanceBarred(s, pl.slot) && player(s, pl.seat).shards >= ENHANCE_SHARD_COST) out.push(ENHANCE);
  out.push(END_PLACEMENT);
}

export function applyPlacement(s: GameState, seat: Seat, a: PlacementAction): GameState {
  switch (a.type) {
    case "passPlacement":
    case "endPlacement":
      return s;
    case "leaveInactive":
      // RULES §5.5.2: turning the card face down uses up the turn.
      return updatePlayer(s, seat, (p) => withCharacter(p, a.character, { inactive: true }));
    case "enhance": {
      const out = updatePlayer(s, seat, (p) => withFields(p, { shards: p.shards - ENHANCE_SHARD_COST }));
      return withState(out, {
        placement: {
          seat: s.placement!.seat,
          character: s.placement!.character,
          slot: s.placement!.slot,
          ap: s.placement!.ap + enhanceAp(s, seat),
          enhanced: true,
        },
      });
    }
    case "place": {
      const ap = placementAp(a.character, a.slot, s, seat);
      let out = updatePlayer(s, seat, (p) => withCharacter(p, a.character, { slot: a.slot }));
      const onPlace = hooksOf(s).onPlace;
      if (onPlace) out = onPlace(out, seat, a.character, a.slot);
      return withState(out, { placement: { seat, character: a.character, slot: a.slot, ap, enhanced: false } });
    }
  }
}

/** What follows a placement action: a step keeps the placement open while something can be done with it. */
function placementThen(_: GameState, a: PlacementAction): Then {
  switch (a.type) {
    case "place":
    case "enhance":
      return "placementStep";
    case "endPlacement":
      return "placementEnded";
    default:
      return "placementSkipped";
  }
}

/** Phase E's own actions (RULES §5.5, §3.1): place or leave inactive, Enhance, end the placement. */
export const PLACEMENT = family({
  name: "placement",
  actions: ["place", "leaveInactive", "enhance", "endPlacement", "passPlacement"],
  check: checkPlacement,
  apply: applyPlacement,
  next: placementThen,
  listers: [
    { when: "placing", order: 0, legal: (s, seat, out) => void placeChoicesLegal(s, seat, out) },
    { when: "floor", order: 0, legal: (s, _seat, out) => onFloorLegal(s, s.placement!, out) },
  ],
});
