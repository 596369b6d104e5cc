// The magicians' black-cat abilities (RULES §12.8, OQ-34), on with Dark Alley unless the table turns them off.
// Implemented: Magic for the Masses (automatic), Mechanical Enhancement and Fate Weaving (actions offered when the
// rules give them). The other five are not yet (docs/engine.md).

import type { MagicianId } from "../data/magicians";
import type { ProphecyId } from "../data/prophecies";
import { SLOT_BY_ID } from "../data/locations";
import type { Action } from "./actions";
import { ruleError, type RuleError } from "./errors";
import { alleyPendingError } from "./darkAlley";
import { checkAt, finishStep } from "./floor";
import { characterType, player, updatePlayer } from "./players";
import { withFields, withState, type GameState, type Seat } from "./state";

export type AbilityAction = Extract<Action, { type: "mechanicalEnhancement" | "fateWeaving" }>;

/** Mechanical Enhancement: +1 AP to one Apprentice, once per turn, anywhere but the Theater. */
export const MECHANICAL_ENHANCEMENT_AP = 1;
/** Fate Weaving costs 1 AP at the Dark Alley. */
export const FATE_WEAVING_AP = 1;

const MECHANIKER: MagicianId = "M04";
const PRIESTESS: MagicianId = "M03";
const GENTLEMAN: MagicianId = "M06";

/** Whether `seat` plays `magician` with abilities on. */
function hasAbility(s: GameState, seat: Seat, magician: MagicianId): boolean {
  return s.alley !== null && s.alley.abilities && player(s, seat).magician === magician;
}

/**
 * Magic for the Masses (the Gentleman): when the Magician is placed at Downtown, the Market Row or the Dark Alley,
 * +1 Fame per trick owned. Called on every placement.
 */
export function onPlaceAbility(s: GameState, seat: Seat, character: string, slot: string): GameState {
  if (character !== "magician" || !hasAbility(s, seat, GENTLEMAN)) return s;
  const loc = SLOT_BY_ID[slot]?.location;
  if (loc !== "downtown" && loc !== "market_row" && loc !== "dark_alley") return s;
  return updatePlayer(s, seat, (p) => withFields(p, { fame: p.fame + p.tricks.length }));
}

/** Whether the Mechaniker's character on the floor may take Mechanical Enhancement now. */
export function canMechanicalEnhancement(s: GameState): boolean {
  const pl = s.placement;
  if (!pl || !hasAbility(s, pl.seat, MECHANIKER) || s.alley!.abilityUsed.includes(pl.seat)) return false;
  return characterType(pl.character) === "apprentice" && SLOT_BY_ID[pl.slot]?.location !== "theater";
}

export function checkAbility(s: GameState, seat: Seat, a: AbilityAction): RuleError | null {
  if (s.phase !== "placement") return ruleError("WRONG_PHASE", `abilities of this kind are used while placing (phase E), not ${s.phase}`);
  const pl = s.placement;
  if (!pl || pl.seat !== seat) return ruleError("NO_PLACEMENT", "you have no character on the floor");
  if (a.type === "mechanicalEnhancement") {
    if (!hasAbility(s, seat, MECHANIKER)) return ruleError("NOT_YOUR_ABILITY", "Mechanical Enhancement is the Mechaniker's ability (with Dark Alley)");
    if (characterType(pl.character) !== "apprentice") return ruleError("NOT_ALLOWED_HERE", "Mechanical Enhancement is for an Apprentice");
    if (SLOT_BY_ID[pl.slot]?.location === "theater") return ruleError("NOT_ALLOWED_HERE", "not in the Theater (RULES §12.8)");
    if (s.alley!.abilityUsed.includes(seat)) return ruleError("ALREADY_DONE", "Mechanical Enhancement is once per turn");
    return alleyPendingError(s);
  }
  if (!hasAbility(s, seat, PRIESTESS)) return ruleError("NOT_YOUR_ABILITY", "Fate Weaving is the Priestess's ability (with Dark Alley)");
  const err = checkAt(s, seat, "dark_alley", FATE_WEAVING_AP);
  if (err) return err;
  if (!s.alley!.active) return ruleError("NO_ACTIVE_PROPHECY", "there is no Active prophecy to swap (turn 1, or no prophecies)");
  if (!s.alley!.pending.includes(a.prophecy as ProphecyId)) return ruleError("NOT_PENDING", `${String(a.prophecy)} is not a Pending prophecy`);
  return null;
}

/** The abilities the seat on the floor may use now, exactly as checkAbility accepts them. */
export function abilityLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (!s.alley?.abilities) return;
  if (canMechanicalEnhancement(s)) out.push({ type: "mechanicalEnhancement" });
  const pl = s.placement;
  if (pl && hasAbility(s, seat, PRIESTESS) && SLOT_BY_ID[pl.slot]?.location === "dark_alley" && pl.ap >= FATE_WEAVING_AP && s.alley.active) {
    for (const prophecy of s.alley.pending) out.push({ type: "fateWeaving", prophecy });
  }
}

export function applyAbility(s: GameState, seat: Seat, a: AbilityAction): GameState {
  const al = s.alley!;
  if (a.type === "mechanicalEnhancement") {
    const pl = s.placement!;
    return withState(s, { alley: { ...al, abilityUsed: [...al.abilityUsed, seat] }, placement: { ...pl, ap: pl.ap + MECHANICAL_ENHANCEMENT_AP } });
  }
  // Fate Weaving (OQ-34: any Pending one): the Active prophecy is discarded, the chosen one becomes Active now, and
  // the pile refills its Pending slot.
  const i = al.pending.indexOf(a.prophecy as ProphecyId);
  const pending = al.pending.slice();
  if (al.pile.length > 0) pending[i] = al.pile[0]!;
  else pending.splice(i, 1);
  const alley = { ...al, active: a.prophecy as ProphecyId, pending, pile: al.pile.slice(1), used: [...al.used, al.active!] };
  return finishStep(withState(s, { alley }), FATE_WEAVING_AP);
}
