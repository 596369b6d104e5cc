// Workshop (RULES §6.3): Prepare (components are never consumed), Move Tricks, Move Components, Move Apprentice.

import { hooksOf } from "../core/hooks";
import { MANAGER_SLOT_MAX_PHYSICAL, MANAGER_SLOTS, type ComponentId } from "../../data/components";
import { TRICK_BY_ID } from "../../data/tricks";
import type { Action, WorkshopAction } from "../core/actions";
import { ruleError, type RuleError } from "../core/errors";
import { checkAt, spendAp } from "../core/steps";
import { characterType, hasSpecialist, meetsRequirements, ownedTrick, player, updatePlayer } from "../core/players";
import { CHARACTER_IDS, type GameState, type Seat, withFields } from "../core/state";
import { family } from "../core/family";

export const WORKSHOP_AP = { moveTrick: 1, moveComponents: 1, moveApprentice: 1 } as const;
/** RULES §6.3: a trick on the Engineer slot gets one more marker when prepared. */
export const ENGINEER_EXTRA_MARKERS = 1;

function apCost(a: WorkshopAction): number {
  if (a.type === "prepare") return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
  return WORKSHOP_AP[a.type];
}

export function checkWorkshop(s: GameState, seat: Seat, a: WorkshopAction): RuleError | null {
  const err = checkAt(s, seat, "workshop", apCost(a));
  if (err) return err;
  const p = player(s, seat);
  switch (a.type) {
    case "prepare": {
      const t = ownedTrick(p, a.trick);
      if (!t) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
      if (t.markers > 0)
        return ruleError("ALREADY_PREPARED", `${TRICK_BY_ID[t.id].name} still has ${t.markers} markers on it`);
      // A module may allow a Prepare while short (the `mayPrepareShort` hook).
      if (!meetsRequirements(p, t.id) && !hooksOf(s).mayPrepareShort?.(s, seat, p, t.id)) {
        return ruleError("REQUIREMENTS_NOT_MET", `you lack components for ${TRICK_BY_ID[t.id].name}`);
      }
      if (p.markerSupply[t.symbol] < 1)
        return ruleError("NO_MARKERS", `all your ${t.symbol} markers are in the Theater`);
      return null;
    }
    case "moveTrick": {
      if (!hasSpecialist(p, "engineer")) return ruleError("NEEDS_SPECIALIST", "Move Tricks needs an Engineer");
      const t = ownedTrick(p, a.trick);
      if (!t) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
      if (t.engineerSlot) return ruleError("ALREADY_DONE", `${TRICK_BY_ID[t.id].name} is on the Engineer slot`);
      return null;
    }
    case "moveComponents": {
      if (!hasSpecialist(p, "manager")) return ruleError("NEEDS_SPECIALIST", "Move Components needs a Manager");
      const n = p.components[a.component] ?? 0;
      if (p.managerPiles.includes(a.component))
        return ruleError("ALREADY_DONE", `the ${String(a.component)} pile is on a Manager slot already`);
      if (n === 0) return ruleError("NO_SUCH_COMPONENT", `you have no ${String(a.component)} pile on your board`);
      // OQ-8: at most 2 pieces on a Manager slot (it counts one more).
      if (n > MANAGER_SLOT_MAX_PHYSICAL)
        return ruleError("TYPE_CAP", `a Manager slot holds ${MANAGER_SLOT_MAX_PHYSICAL} pieces, this pile has ${n}`);
      if (a.swapWith === null) {
        return p.managerPiles.length < MANAGER_SLOTS
          ? null
          : ruleError("STORAGE_FULL", "both Manager slots are full: swap");
      }
      return p.managerPiles.includes(a.swapWith)
        ? null
        : ruleError("NO_SUCH_COMPONENT", `no ${String(a.swapWith)} on a Manager slot`);
    }
    case "moveApprentice": {
      if (!hasSpecialist(p, "assistant")) return ruleError("NEEDS_SPECIALIST", "Move Apprentice needs an Assistant");
      if (p.assistantSlot !== null) return ruleError("SLOT_TAKEN", "the Assistant's apprentice slot is taken");
      if (
        !CHARACTER_IDS.includes(a.character) ||
        characterType(a.character) !== "apprentice" ||
        p.characters[a.character].status !== "team"
      ) {
        return ruleError("CHARACTER_UNAVAILABLE", `${String(a.character)} is not an Apprentice on your board`);
      }
      return null;
    }
  }
}

/**
 * The Workshop actions of the seat whose character is there, appended to `out`. Candidates are first narrowed by
 * conditions checkWorkshop would refuse anyway (the AP, the specialist, a free Assistant slot, an unprepared trick),
 * so most of the impossible ones cost nothing; checkWorkshop still decides for the rest.
 */
export function workshopLegal(s: GameState, seat: Seat, out: Action[]): void {
  const p = player(s, seat);
  const ap = s.placement?.ap ?? 0;
  const engineer = hasSpecialist(p, "engineer") && ap >= WORKSHOP_AP.moveTrick;
  const keep = (a: WorkshopAction): void => {
    if (checkWorkshop(s, seat, a) === null) out.push(a);
  };
  for (const t of p.tricks) {
    if (!(t.markers > 0) && ap >= (TRICK_BY_ID[t.id]?.prepAp ?? 0)) keep({ type: "prepare", trick: t.id });
    if (!t.engineerSlot && engineer) keep({ type: "moveTrick", trick: t.id });
  }
  if (hasSpecialist(p, "manager") && ap >= WORKSHOP_AP.moveComponents) {
    for (const k in p.components) {
      const c = k as ComponentId;
      keep({ type: "moveComponents", component: c, swapWith: null });
      for (const m of p.managerPiles) keep({ type: "moveComponents", component: c, swapWith: m });
    }
  }
  if (hasSpecialist(p, "assistant") && p.assistantSlot === null && ap >= WORKSHOP_AP.moveApprentice) {
    for (const id of CHARACTER_IDS)
      if (characterType(id) === "apprentice") keep({ type: "moveApprentice", character: id });
  }
}

export function applyWorkshop(s: GameState, seat: Seat, a: WorkshopAction): GameState {
  const gainOf = hooksOf(s).prepareGain;
  const out = updatePlayer(s, seat, (p) => {
    switch (a.type) {
      case "prepare": {
        const t = ownedTrick(p, a.trick)!;
        // RULES §14.2: printed markers (+1 on the Engineer slot), as many as the supply holds; a module may change
        // how many and add yields (the `prepareGain` hook).
        const printed = TRICK_BY_ID[t.id].markers + (t.engineerSlot ? ENGINEER_EXTRA_MARKERS : 0);
        const gain = gainOf ? gainOf(s, seat, p, t.id, printed) : null;
        const n = Math.min(gain ? gain.markers : printed, p.markerSupply[t.symbol]);
        return withFields(p, {
          fame: p.fame + (gain ? gain.fame : 0),
          coins: p.coins + (gain ? gain.coins : 0),
          shards: p.shards + (gain ? gain.shards : 0),
          tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: n } : x)),
          markerSupply: { ...p.markerSupply, [t.symbol]: p.markerSupply[t.symbol] - n },
        });
      }
      case "moveTrick":
        // Onto the Engineer slot, swapping with the trick there; markers move with their cards.
        return withFields(p, {
          tricks: p.tricks.map((x) =>
            x.id === a.trick ? { ...x, engineerSlot: true } : x.engineerSlot ? { ...x, engineerSlot: false } : x,
          ),
        });
      case "moveComponents":
        return withFields(p, { managerPiles: [...p.managerPiles.filter((c) => c !== a.swapWith), a.component] });
      case "moveApprentice":
        // OQ-37: it pays no wage from now on, this turn included (wageOf reads assistantSlot).
        return withFields(p, { assistantSlot: a.character });
    }
  });
  const afterPrepare = a.type === "prepare" ? hooksOf(s).afterPrepare : undefined;
  return spendAp(afterPrepare ? afterPrepare(s, out, seat) : out, apCost(a));
}

/** The Workshop (RULES §6.2): Prepare, Move Trick, Move Components, Move Apprentice. */
export const WORKSHOP = family({
  name: "workshop",
  actions: ["prepare", "moveTrick", "moveComponents", "moveApprentice"],
  check: checkWorkshop,
  apply: applyWorkshop,
  next: "placementStep",
  listers: [{ when: "floor", location: "workshop", order: 3, legal: workshopLegal }],
});
