// Guest Performer (A06, RULES §12.3): "You may set up the marker even if the card has no free slot: put it on any unused area of the card; it is part of that Performance (it sits in no slot, so it cannot form links - inference)."
// Its action `guestPerformer`, offered while the card is used as its effect by the character on the floor.

import { SLOT_BY_ID } from "../../../../data/locations";
import { TRICK_BY_ID } from "../../../../data/tricks";
import { ruleError } from "../../../core/errors";
import { ownedTrick, player, updatePlayer } from "../../../core/players";
import { type Marker, withFields, withState } from "../../../core/state";
import { setUpFameNow } from "../prophecies";
import type { SpecialCardRule } from "./helpers";

export const GUEST_PERFORMER: SpecialCardRule<"guestPerformer", "guestMarker"> = {
  id: "A06",
  name: "Guest Performer",
  action: "guestPerformer",
  needs: "guestMarker",
  location: "theater",
  ap(_s, _seat, _a) {
    return 1; // a Set Up Trick's AP (RULES §7.2)
  },
  check(s, seat, a, _e, p) {
    if (SLOT_BY_ID[s.placement!.slot]?.stage)
      return ruleError("NOT_ALLOWED_HERE", "the Magician on stage takes no actions");
    const t = ownedTrick(p, a.trick);
    if (!t) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
    if (t.markers < 1) return ruleError("NOT_PREPARED", `${TRICK_BY_ID[t.id].name} has no markers on its card`);
    const card = Number.isInteger(a.card) ? s.theaterCards[a.card] : undefined;
    if (!card) return ruleError("NO_SUCH_CARD", `no performance card in Theater slot ${a.card}`);
    // RULES §3.5 still holds: one marker of a trick per card (New Twist is another card).
    for (const k in card.markers) {
      const m = card.markers[k]!;
      if (m.seat === seat && m.symbol === t.symbol)
        return ruleError("DUPLICATE_TRICK", `${card.id} already holds your ${t.symbol} marker (RULES §3.5)`);
    }
    return null;
  },
  apply(s, seat, a, _e) {
    const t = ownedTrick(player(s, seat), a.trick)!;
    const card = s.theaterCards[a.card]!;
    let n = 1;
    while (Object.hasOwn(card.markers, GUEST_KEY + n)) n++;
    // The corner's direction means nothing off-slot; "up" keeps the Marker shape.
    const marker: Marker = { seat, trick: t.id, symbol: t.symbol, facing: "up" };
    const cards = s.theaterCards.slice();
    cards[a.card] = { id: card.id, markers: { ...card.markers, [GUEST_KEY + n]: marker } };
    let out = updatePlayer(withState(s, { theaterCards: cards }), seat, (p) =>
      withFields(p, { tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: x.markers - 1 } : x)) }),
    );
    // It is a Set Up Trick: prophecies P10, P13, P17, P23 pay their Fame (no links, so no link bonus or Shard).
    const fame = setUpFameNow(s, TRICK_BY_ID[t.id].category);
    if (fame > 0) out = updatePlayer(out, seat, (p) => withFields(p, { fame: p.fame + fame }));
    return out;
  },
  candidates(s, _seat, _e, p, keep) {
    for (const t of p.tricks)
      if (t.markers > 0) s.theaterCards.forEach((c, card) => c && keep({ type: "guestPerformer", trick: t.id, card }));
  },
};

/**
 * Guest Performer (A06) markers sit in no slot of their card (OQ-36): they are kept under keys that are no slot id
 * ("guest-1", "guest-2", …), so no link, link count or slot lookup ever finds them, and every marker loop (the show,
 * discards, End Turn) treats them as the card's markers.
 */
export const GUEST_KEY = "guest-";

export function isGuestKey(slot: string): boolean {
  return slot.startsWith(GUEST_KEY);
}
