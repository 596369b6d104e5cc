// Theater actions (RULES §7.2, §3.5-3.6, §14.3): Set Up Trick and Reschedule, 1 AP each, for characters
// backstage. Occupancy (stage, one weekday per player) lives in placement.ts.

import { hooksOf } from "../core/hooks";
import { PERFORMANCE_BY_ID, type Direction } from "../../data/performances";
import { SLOT_BY_ID } from "../../data/locations";
import { TRICK_BY_ID } from "../../data/tricks";
import type { Action, TheaterAction } from "../core/actions";
import { ruleError, type RuleError } from "../core/errors";
import { checkAt, spendAp } from "../core/steps";
import { linkCount, linksFormed, neighbour, slotDef, type NewLink } from "../core/geometry";
import { ownedTrick, player, updatePlayer } from "../core/players";
import { withState, type GameState, type Marker, type Seat, type TheaterCard, withFields } from "../core/state";
import { LINK_BONUS, REWARD_CHOICES, checkTarget, payLinks, rewardsOk, targetCard } from "../core/markers";
import { family } from "../core/family";

export const THEATER_AP = { setUpTrick: 1, reschedule: 1 } as const;

type SetUp = Extract<TheaterAction, { type: "setUpTrick" }>;
type Reschedule = Extract<TheaterAction, { type: "reschedule" }>;
const DIRECTIONS: readonly Direction[] = ["up", "right", "down", "left"];

/** A Theater placement stays open while it has AP: backstage only, the stage takes no actions (RULES §7.1). */
export function theaterPlacementOpen(s: GameState): boolean {
  const pl = s.placement;
  return !!pl && !SLOT_BY_ID[pl.slot]?.stage && pl.ap > 0;
}

export function checkTheater(s: GameState, seat: Seat, a: SetUp | Reschedule): RuleError | null {
  const err = checkAt(s, seat, "theater", THEATER_AP[a.type]);
  if (err) return err;
  if (SLOT_BY_ID[s.placement!.slot]?.stage)
    return ruleError("NOT_ALLOWED_HERE", "the Magician on stage takes no actions");
  if (!DIRECTIONS.includes(a.facing)) return ruleError("BAD_ACTION", `unknown direction ${String(a.facing)}`);
  if (a.type === "setUpTrick") {
    const t = ownedTrick(player(s, seat), a.trick);
    if (!t) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
    if (t.markers < 1) return ruleError("NOT_PREPARED", `${TRICK_BY_ID[t.id].name} has no markers on its card`);
    // New Twist (A09): the same trick may go on a card that already holds it.
    const tErr = checkTarget(
      s,
      seat,
      t.symbol,
      a.card,
      a.slot,
      a.facing,
      null,
      hooksOf(s).setsUpTwice?.(s, seat) === true,
    );
    if (tErr) return tErr;
    const links = linksFormed(targetCard(s, a.card)!, a.slot, TRICK_BY_ID[t.id].category, a.facing);
    // Orchestral Interlude (A07): one payment per adjacent marker, linked or not.
    const n = hooksOf(s).linksPerAdjacent?.(s, seat) ? adjacentCount(targetCard(s, a.card)!, a.slot) : links.length;
    if (a.rewards.length !== n || !rewardsOk(a.rewards)) {
      return ruleError("BAD_REWARDS", `this set-up pays ${n} link(s): choose "fame" or "coins" for each`);
    }
    return null;
  }
  const from = targetCard(s, a.fromCard);
  const m = from?.markers[a.fromSlot];
  // Director's Favor (A15): an opponent's marker may be moved (the duplicate rule is then its owner's).
  if (!m || (m.seat !== seat && !hooksOf(s).reschedulesAnyOwner?.(s, seat)))
    return ruleError("NO_SUCH_MARKER", `you have no marker in slot ${a.fromSlot} of Theater card ${a.fromCard}`);
  if (a.fromCard === a.card && a.fromSlot === a.slot && a.facing === m.facing)
    return ruleError("ALREADY_DONE", "the marker is there already");
  return checkTarget(s, m.seat, m.symbol, a.card, a.slot, a.facing, { card: a.fromCard, slot: a.fromSlot });
}

/**
 * Why `seat` cannot set up `trick` anywhere now, or null when some space takes it. Asked for the trick itself (its
 * pop-over in the workshop), not for one space: when every performance card holds this trick's marker already (or
 * has no empty space), the answer is NO_CARD_FOR_TRICK (RULES §3.5), not a refusal about some made-up space.
 */
export function setUpRefusal(s: GameState, seat: Seat, trick: string): RuleError | null {
  let first: RuleError | null = null;
  let duplicate = false;
  let spaces = 0;
  for (let card = 0; card < s.theaterCards.length; card++) {
    const c = s.theaterCards[card];
    if (!c) continue;
    for (const sd of PERFORMANCE_BY_ID[c.id].slots) {
      for (const facing of sd.links) {
        spaces++;
        const err = checkTheater(s, seat, {
          type: "setUpTrick",
          trick,
          card,
          slot: sd.id,
          facing,
          rewards: [],
        } as SetUp);
        // Only the link rewards (not asked here) stand in the way: this space takes the trick.
        if (!err || err.code === "BAD_REWARDS") return null;
        if (err.code === "DUPLICATE_TRICK") duplicate = true;
        else if (err.code !== "SLOT_TAKEN" && err.code !== "BAD_FACING") return err; // the same for every space
        first ??= err;
      }
    }
  }
  if (spaces === 0) return ruleError("NO_SUCH_CARD", "there is no performance card in the Theater");
  if (duplicate)
    return ruleError(
      "NO_CARD_FOR_TRICK",
      `every performance card holds your marker of ${TRICK_BY_ID[trick as keyof typeof TRICK_BY_ID]?.name ?? trick} or has no empty space (RULES §3.5)`,
    );
  return first;
}

/** How many markers sit next to `slot` across its link circles (Orchestral Interlude, A07). */
function adjacentCount(card: TheaterCard, slot: string): number {
  const sd = slotDef(PERFORMANCE_BY_ID[card.id], slot);
  let n = 0;
  if (sd) for (const dir of sd.links) if (card.markers[neighbour(sd, dir)]) n++;
  return n;
}

/** One payment per adjacent marker, in link-circle order: the true links as they are, the others without a Shard. */
function adjacentLinks(card: TheaterCard, slot: string, links: readonly NewLink[]): NewLink[] {
  const sd = slotDef(PERFORMANCE_BY_ID[card.id], slot)!;
  const out: NewLink[] = [];
  for (const dir of sd.links) {
    const other = card.markers[neighbour(sd, dir)];
    if (other) out.push(links.find((l) => l.dir === dir) ?? { dir, other, shard: false });
  }
  return out;
}

function holdsSymbol(card: TheaterCard, seat: Seat, symbol: string, except: string | null): boolean {
  for (const k in card.markers) {
    const m = card.markers[k]!;
    if (m.seat === seat && m.symbol === symbol && k !== except) return true;
  }
  return false;
}

/**
 * Every Set Up Trick and Reschedule of the character on the floor, built from exactly the conditions checkTheater
 * tests (empty slot, facing into a link circle, no duplicate trick on a card, one reward per link), so legalActions
 * takes them without a re-check. Call only for the seat whose character is in the Theater.
 */
export function theaterLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (!theaterPlacementOpen(s)) return;
  const p = player(s, seat);
  const own: { card: number; slot: string; m: Marker }[] = [];
  // A module may let the seat move any owner's marker, set up a trick twice on a card, be paid per adjacent marker.
  const h = hooksOf(s);
  const anyOwner = h.reschedulesAnyOwner?.(s, seat) === true;
  const twice = h.setsUpTwice?.(s, seat) === true;
  const perAdjacent = h.linksPerAdjacent?.(s, seat) === true;
  s.theaterCards.forEach((c, i) => {
    for (const k in c?.markers ?? {})
      if (anyOwner || c!.markers[k]!.seat === seat) own.push({ card: i, slot: k, m: c!.markers[k]! });
  });
  s.theaterCards.forEach((card, ci) => {
    if (!card) return;
    const def = PERFORMANCE_BY_ID[card.id];
    const tricks = p.tricks.filter((t) => t.markers > 0 && (twice || !holdsSymbol(card, seat, t.symbol, null)));
    for (const sd of def.slots) {
      const empty = !card.markers[sd.id];
      for (const facing of sd.links) {
        if (empty) {
          for (const t of tricks) {
            const n = perAdjacent
              ? adjacentCount(card, sd.id)
              : linkCount(card, sd, TRICK_BY_ID[t.id].category, facing); // sd is the card's slot sd.id
            for (const rewards of REWARD_CHOICES[n]!)
              out.push({ type: "setUpTrick", trick: t.id, card: ci, slot: sd.id, facing, rewards });
          }
        }
        for (const o of own) {
          const here = o.card === ci && o.slot === sd.id;
          if (!(empty || here) || (here && facing === o.m.facing)) continue;
          if (holdsSymbol(card, o.m.seat, o.m.symbol, o.card === ci ? o.slot : null)) continue;
          out.push({ type: "reschedule", fromCard: o.card, fromSlot: o.slot, card: ci, slot: sd.id, facing });
        }
      }
    }
  });
}

export function applyTheater(s: GameState, seat: Seat, a: SetUp | Reschedule): GameState {
  let out: GameState;
  if (a.type === "setUpTrick") {
    const t = ownedTrick(player(s, seat), a.trick)!;
    const def = TRICK_BY_ID[t.id];
    const card = s.theaterCards[a.card]!;
    let links = linksFormed(card, a.slot, def.category, a.facing);
    // A module may pay per marker adjacent through a link circle, whether or not the corners match; a Shard circle
    // pays its Shard only for a true link (the Shard is the circle's, not the payment's, OQ-46).
    const h = hooksOf(s);
    if (h.linksPerAdjacent?.(s, seat)) links = adjacentLinks(card, a.slot, links);
    const marker: Marker = { seat, trick: t.id, symbol: t.symbol, facing: a.facing };
    const cards = s.theaterCards.slice();
    cards[a.card] = { ...card, markers: { ...card.markers, [a.slot]: marker } };
    out = updatePlayer(withState(s, { theaterCards: cards }), seat, (p) =>
      withFields(p, { tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: x.markers - 1 } : x)) }),
    );
    out = payLinks(out, seat, links, a.rewards, LINK_BONUS[def.threshold]);
    if (h.afterSetUp) out = h.afterSetUp(s, out, seat, t.id, links, a.rewards, LINK_BONUS[def.threshold]);
  } else {
    // RULES §7.2: no link bonus and no Shards for a Reschedule (OQ-46).
    const from = s.theaterCards[a.fromCard]!;
    const m = from.markers[a.fromSlot]!;
    const cards = s.theaterCards.slice();
    const fromMarkers = { ...from.markers };
    delete fromMarkers[a.fromSlot];
    cards[a.fromCard] = { ...from, markers: fromMarkers };
    const to = cards[a.card]!;
    cards[a.card] = { ...to, markers: { ...to.markers, [a.slot]: { ...m, facing: a.facing } } };
    out = withState(s, { theaterCards: cards });
  }
  return spendAp(out, THEATER_AP[a.type]);
}

/** The Theater backstage (RULES §7.2): Set Up Trick and Reschedule. */
export const THEATER = family({
  name: "theater",
  actions: ["setUpTrick", "reschedule"],
  check: checkTheater,
  apply: applyTheater,
  next: "placementStep",
  listers: [{ when: "floor", location: "theater", order: 5, legal: theaterLegal }],
});
