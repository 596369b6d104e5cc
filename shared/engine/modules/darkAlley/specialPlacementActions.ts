// The Special card actions added last (RULES §12.3), taken during a placement like those of specialActions.ts, which
// checks the location, the AP and that the card is used as its effect, then asks these for the rest:
// A06 Guest Performer, A23 On-stage Preparation, A24 Hidden Talent, A27 Hypnotic Motivation, A41 Logistics.

import { CHARACTER_TYPES } from "../../../data/characters";
import { COMPONENT_BY_ID, COMPONENT_IDS, type ComponentId } from "../../../data/components";
import { SLOT_BY_ID } from "../../../data/locations";
import { PERFORMANCE_BY_ID } from "../../../data/performances";
import { TRICK_BY_ID, type TrickId } from "../../../data/tricks";
import type { InnDieId, SpecialCardAction } from "../../core/actions";
import { checkDowntown } from "../../families/downtown";
import { ruleError, type RuleError } from "../../core/errors";
import { stockedTypes } from "../../families/market";
import { supplyWith } from "../../core/supply";
import { BOARD_APPRENTICE_SLOTS, apprenticesOwned, ownedTrick, player, updatePlayer, withCharacter } from "../../core/players";
import { setUpFameNow } from "./prophecies";
import { checkTarget } from "../../core/markers";
import { checkWorkshop } from "../../families/workshop";
import { ASSIGN_LOCATIONS, CHARACTER_IDS, cardsInHand, handWith, withAlley, withFields, withState, type AssignLocation, type CharacterId, type GameState, type Marker, type PlayerState, type Seat } from "../../core/state";

export type PlacementCardAction = Extract<SpecialCardAction, { type: "guestPerformer" | "onStagePreparation" | "hiddenTalent" | "hypnoticHire" | "logistics" }>;
type Of<T extends PlacementCardAction["type"]> = Extract<PlacementCardAction, { type: T }>;

const SPECIALIST_TYPES: readonly Of<"hiddenTalent">["specialist"][] = ["engineer", "manager", "assistant"];
const INN_DICE: readonly InnDieId[] = ["inn_specialist", "inn_apprentice"];

/**
 * Guest Performer (A06) markers sit in no slot of their card (OQ-36): they are kept under keys that are no slot id
 * ("guest-1", "guest-2", …), so no link, link count or slot lookup ever finds them, and every marker loop (the show,
 * discards, End Turn) treats them as the card's markers.
 */
export const GUEST_KEY = "guest-";

export function isGuestKey(slot: string): boolean {
  return slot.startsWith(GUEST_KEY);
}

/** Why the card's choice in `a` is refused (location, AP and effect already checked by checkSpecialAction). */
export function checkPlacementCard(s: GameState, seat: Seat, a: PlacementCardAction): RuleError | null {
  const p = player(s, seat);
  switch (a.type) {
    case "guestPerformer": {
      if (SLOT_BY_ID[s.placement!.slot]?.stage) return ruleError("NOT_ALLOWED_HERE", "the Magician on stage takes no actions");
      const t = ownedTrick(p, a.trick);
      if (!t) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
      if (t.markers < 1) return ruleError("NOT_PREPARED", `${TRICK_BY_ID[t.id].name} has no markers on its card`);
      const card = Number.isInteger(a.card) ? s.theaterCards[a.card] : undefined;
      if (!card) return ruleError("NO_SUCH_CARD", `no performance card in Theater slot ${a.card}`);
      // RULES §3.5 still holds: one marker of a trick per card (New Twist is another card).
      for (const k in card.markers) {
        const m = card.markers[k]!;
        if (m.seat === seat && m.symbol === t.symbol) return ruleError("DUPLICATE_TRICK", `${card.id} already holds your ${t.symbol} marker (RULES §3.5)`);
      }
      return null;
    }
    case "onStagePreparation": {
      const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
      if (prepErr) return prepErr;
      return checkTarget(s, seat, ownedTrick(p, a.trick)!.symbol, a.card, a.slot, a.facing, null);
    }
    case "hiddenTalent": {
      const progress = s.alley!.special!.progress;
      if (progress === "done") return ruleError("ALREADY_DONE", "the Specialist is chosen already");
      if (progress !== "prepared") return ruleError("NOT_YET", "Hidden Talent comes after the Apprentice's Prepare");
      if (!SPECIALIST_TYPES.includes(a.specialist)) return ruleError("BAD_ACTION", `hire an engineer, manager or assistant, not ${String(a.specialist)}`);
      return p.characters[a.specialist].status === "supply" ? null : ruleError("ALREADY_OWNED", `you already have a ${a.specialist}`);
    }
    case "hypnoticHire": {
      const hireErr = checkDowntown(s, seat, { type: "hireCharacter", die: a.die });
      if (hireErr) return hireErr;
      if (!ASSIGN_LOCATIONS.includes(a.location)) return ruleError("BAD_ACTION", `a permanent card names downtown, market_row, workshop or theater, not ${String(a.location)}`);
      return cardsInHand(p.hand, a.location) > 0 ? null : ruleError("NO_CARD", `you have no ${a.location} card in hand`);
    }
    case "logistics": {
      if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
      if (stockedTypes(s, seat).includes(a.component)) return ruleError("ALREADY_ORDERED", `${a.component} is in stock already`);
      return (s.supply[a.component] ?? 0) > 0 ? null : ruleError("SUPPLY_EMPTY", `the supply has no ${a.component} left to order`);
    }
  }
}

/** The card's part of `a` (checkSpecialAction's caller spends the AP afterwards). */
export function applyPlacementCard(s: GameState, seat: Seat, a: PlacementCardAction, prepare: (p: PlayerState, trick: string, delta: number) => PlayerState): GameState {
  switch (a.type) {
    case "guestPerformer": {
      const t = ownedTrick(player(s, seat), a.trick)!;
      const card = s.theaterCards[a.card]!;
      let n = 1;
      while (Object.hasOwn(card.markers, GUEST_KEY + n)) n++;
      // The corner's direction means nothing off-slot; "up" keeps the Marker shape.
      const marker: Marker = { seat, trick: t.id, symbol: t.symbol, facing: "up" };
      const cards = s.theaterCards.slice();
      cards[a.card] = { id: card.id, markers: { ...card.markers, [GUEST_KEY + n]: marker } };
      let out = updatePlayer(withState(s, { theaterCards: cards }), seat, (p) => withFields(p, { tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: x.markers - 1 } : x)) }));
      // It is a Set Up Trick: prophecies P10, P13, P17, P23 pay their Fame (no links, so no link bonus or Shard).
      const fame = setUpFameNow(s, TRICK_BY_ID[t.id].category);
      if (fame > 0) out = updatePlayer(out, seat, (p) => withFields(p, { fame: p.fame + fame }));
      return out;
    }
    case "onStagePreparation": {
      // Prepared as printed, then one new marker straight onto the slot: its links pay nothing, Shards included
      // (as a Reschedule's, OQ-46).
      let out = updatePlayer(s, seat, (p) => prepare(p, a.trick, 0));
      const t = ownedTrick(player(out, seat), a.trick)!;
      const card = out.theaterCards[a.card]!;
      const cards = out.theaterCards.slice();
      cards[a.card] = { id: card.id, markers: { ...card.markers, [a.slot]: { seat, trick: t.id, symbol: t.symbol, facing: a.facing } } };
      out = updatePlayer(withState(out, { theaterCards: cards }), seat, (p) => withFields(p, { tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: x.markers - 1 } : x)) }));
      return out;
    }
    case "hiddenTalent": {
      const al = s.alley!;
      // The Specialist is hired now (it waits at the Inn like any hire); its wage, due this turn beside the
      // Apprentice's, and the Apprentice's departure happen at End Turn (talentWages, applyTalents).
      const talents = [...al.talents, { seat, apprentice: s.placement!.character, specialist: a.specialist }];
      const out = withState(s, { alley: withAlley(al, { talents, special: { ...al.special!, progress: "done" } }) });
      return updatePlayer(out, seat, (p) => withCharacter(p, a.specialist, { status: "inn" }));
    }
    case "hypnoticHire": {
      const face = s.dice[a.die];
      const p = player(s, seat);
      const id: CharacterId = face === "apprentice" ? CHARACTER_IDS.find((c) => c.startsWith("apprentice") && p.characters[c].status === "supply")! : (face as CharacterId);
      // It joins the team at once with the card under it, so it is placed later in this phase like any other.
      let out = updatePlayer(s, seat, (q) => withFields(withCharacter(q, id, { status: "team", card: a.location, slot: null, inactive: false }), { hand: handWith(q.hand, a.location, null) }));
      // A 4th Apprentice joining now stands on the Assistant's apprentice slot at once (as at Return Characters).
      if (face === "apprentice" && p.assistantSlot === null && apprenticesOwned(player(out, seat)) > BOARD_APPRENTICE_SLOTS) out = updatePlayer(out, seat, (q) => withFields(q, { assistantSlot: id }));
      return withState(out, { dice: { ...out.dice, [a.die]: "X" } });
    }
    case "logistics":
      // The piece leaves the general supply (OQ-22) and stands beside the Buy area until Orders Arrive.
      return withState(s, { supply: supplyWith(s.supply, a.component, -1), alley: withAlley(s.alley!, { stock: [...s.alley!.stock, a.component] }) });
  }
}

/** The candidates for the effect in use (each still goes through the full check). */
export function placementCardCandidates(s: GameState, seat: Seat, kind: string, keep: (a: PlacementCardAction) => void): void {
  const p = player(s, seat);
  switch (kind) {
    case "guestMarker":
      for (const t of p.tricks) if (t.markers > 0) s.theaterCards.forEach((c, card) => c && keep({ type: "guestPerformer", trick: t.id, card }));
      return;
    case "prepareOntoStage":
      for (const t of p.tricks) {
        if (t.markers > 0 || checkWorkshop(s, seat, { type: "prepare", trick: t.id }) !== null) continue;
        s.theaterCards.forEach((c, card) => {
          if (!c) return;
          for (const sd of PERFORMANCE_BY_ID[c.id].slots) if (!c.markers[sd.id]) for (const facing of sd.links) keep({ type: "onStagePreparation", trick: t.id as TrickId, card, slot: sd.id, facing });
        });
      }
      return;
    case "apprenticeToSpecialist":
      if (s.alley!.special!.progress === "prepared") for (const specialist of SPECIALIST_TYPES) keep({ type: "hiddenTalent", specialist });
      return;
    case "hireJoinsAtOnce":
      for (const die of INN_DICE) if (s.dice[die] !== "X") for (const location of ASSIGN_LOCATIONS) keep({ type: "hypnoticHire", die, location: location as AssignLocation });
      return;
    case "orderToStock":
      for (const component of COMPONENT_IDS) keep({ type: "logistics", component: component as ComponentId });
      return;
  }
}

/**
 * Hidden Talent (A24): "you pay that Specialist's wage this turn": the wage of every Specialist `seat` hired with
 * it this turn, due at Pay Wages beside the wages of the placed characters (the Apprentice who prepared included).
 */
export function talentWages(s: GameState, seat: Seat): number {
  let due = 0;
  for (const t of s.alley!.talents) if (t.seat === seat) due += CHARACTER_TYPES[t.specialist].wage;
  return due;
}

/**
 * Hidden Talent (A24) at Return Characters, after wages (the Apprentice was paid as every placed character, the
 * Specialist's wage too: talentWages): each Apprentice leaves (back to the supply, off the Assistant's slot);
 * its Specialist, hired at the Inn, joins the team with the others.
 */
export function applyTalents(s: GameState): GameState {
  let out = s;
  for (const t of s.alley!.talents) {
    out = updatePlayer(out, t.seat, (p) => {
      const q = withCharacter(p, t.apprentice, { status: "supply", card: null, slot: null, inactive: false });
      return withFields(q, { assistantSlot: q.assistantSlot === t.apprentice ? null : q.assistantSlot });
    });
  }
  return out;
}
