// The magicians' black-cat abilities (RULES §12.8, OQ-34), on with Dark Alley unless the table turns them off.
// Magic for the Masses is automatic; the other seven are actions offered through legalActions at the moment the
// rules give them (Mechanical Enhancement, Fate Weaving, Mimesis, Supercharge while placing; Breaking Free before
// the shows; Soul Possession and Trick Steal at a show).

import type { MagicianId } from "../../../data/magicians";
import type { ProphecyId } from "../../../data/prophecies";
import { SLOT_BY_ID } from "../../../data/locations";
import type { Action } from "../../core/actions";
import { ruleError, type RuleError } from "../../core/errors";
import { sharedAction } from "../../core/shape";
import { alleyPendingError } from "./darkAlley";
import { checkAt, spendAp } from "../../core/steps";
import { characterType, player, updatePlayer } from "../../core/players";
import { PERFORMANCE_BY_ID } from "../../../data/performances";
import { TRICK_BY_ID } from "../../../data/tricks";
import type { SpecialId } from "../../../data/specialEffects";
import { linksFormed } from "../../core/geometry";
import { revealOnPlacementNow, shardReceipts } from "./prophecies";
import { SPECIAL_LOCATION } from "./specialCards";
import { LINK_BONUS, REWARD_CHOICES, checkTarget, payLinks, rewardsOk } from "../../core/markers";
import {
  withFields,
  withState,
  type AlleyState,
  type GameState,
  type Seat,
  withAlley,
  type CharacterId,
} from "../../core/state";
import type { Weekday } from "../../../data/locations";
import { performerOn } from "../../core/calendar";

export type AbilityAction = Extract<
  Action,
  {
    type:
      | "mechanicalEnhancement"
      | "fateWeaving"
      | "mimesis"
      | "breakingFree"
      | "soulPossession"
      | "trickSteal"
      | "supercharge"
      | "declineAbility";
  }
>;
type BreakingFree = Extract<Action, { type: "breakingFree" }>;

/** Mechanical Enhancement: +1 AP to one Apprentice, once per turn, anywhere but the Theater. */
export const MECHANICAL_ENHANCEMENT_AP = 1;
/** Fate Weaving costs 1 AP at the Dark Alley. */
export const FATE_WEAVING_AP = 1;

const MASTER_OF_CHAINS: MagicianId = "M01";
const OPTICO: MagicianId = "M02";
const MECHANIKER: MagicianId = "M04";
const YORUBA: MagicianId = "M07";
const RED_LOTUS: MagicianId = "M05";
const ELECTRA: MagicianId = "M08";
/** Supercharge costs 1 AP, like a Set Up Trick. */
export const SUPERCHARGE_AP = 1;
/** Trick Steal: the robbed opponent loses 1 Fame for that trick. */
export const TRICK_STEAL_FAME = 1;
/** Soul Possession costs 1 Shard. */
export const SOUL_POSSESSION_SHARDS = 1;
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
  if (a.type === "trickSteal") return checkTrickSteal(s, seat, a);
  if (a.type === "supercharge") return checkSupercharge(s, seat, a);
  if (a.type === "soulPossession" || (a.type === "declineAbility" && s.alley?.breakingFree == null))
    return checkPossession(s, seat, a);
  if (a.type === "breakingFree" || a.type === "declineAbility") return checkBreakingFree(s, seat, a);
  if (a.type === "mimesis") return checkMimesis(s, seat, a.card);
  if (s.phase !== "placement")
    return ruleError("WRONG_PHASE", `abilities of this kind are used while placing (phase E), not ${s.phase}`);
  const pl = s.placement;
  if (!pl || pl.seat !== seat) return ruleError("NO_PLACEMENT", "you have no character on the floor");
  if (a.type === "mechanicalEnhancement") {
    if (!hasAbility(s, seat, MECHANIKER))
      return ruleError("NOT_YOUR_ABILITY", "Mechanical Enhancement is the Mechaniker's ability (with Dark Alley)");
    if (characterType(pl.character) !== "apprentice")
      return ruleError("NOT_ALLOWED_HERE", "Mechanical Enhancement is for an Apprentice");
    if (SLOT_BY_ID[pl.slot]?.location === "theater")
      return ruleError("NOT_ALLOWED_HERE", "not in the Theater (RULES §12.8)");
    if (s.alley!.abilityUsed.includes(seat))
      return ruleError("ALREADY_DONE", "Mechanical Enhancement is once per turn");
    return alleyPendingError(s);
  }
  if (!hasAbility(s, seat, PRIESTESS))
    return ruleError("NOT_YOUR_ABILITY", "Fate Weaving is the Priestess's ability (with Dark Alley)");
  const err = checkAt(s, seat, "dark_alley", FATE_WEAVING_AP);
  if (err) return err;
  if (!s.alley!.active)
    return ruleError("NO_ACTIVE_PROPHECY", "there is no Active prophecy to swap (turn 1, or no prophecies)");
  if (!s.alley!.pending.includes(a.prophecy as ProphecyId))
    return ruleError("NOT_PENDING", `${String(a.prophecy)} is not a Pending prophecy`);
  return null;
}

/** The abilities the seat on the floor may use now, exactly as checkAbility accepts them. */
export function abilityLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (!s.alley?.abilities) return;
  // Each magician has one ability: the seat's magician picks the one family to build (asked on every step of a
  // Dark Alley placement, so the other three are not asked to refuse it one by one).
  switch (player(s, seat).magician) {
    case MECHANIKER:
      if (canMechanicalEnhancement(s)) out.push(MECHANICAL_ENHANCEMENT);
      return;
    case OPTICO:
      for (const card of mimesisCards(s, seat)) out.push({ type: "mimesis", card });
      return;
    case ELECTRA:
      superchargeLegal(s, seat, out);
      return;
    case PRIESTESS: {
      const pl = s.placement;
      if (pl && SLOT_BY_ID[pl.slot]?.location === "dark_alley" && pl.ap >= FATE_WEAVING_AP && s.alley.active) {
        for (const prophecy of s.alley.pending) out.push({ type: "fateWeaving", prophecy });
      }
      return;
    }
  }
}

const MECHANICAL_ENHANCEMENT: Action = sharedAction({ type: "mechanicalEnhancement" as const });

export function applyAbility(s: GameState, seat: Seat, a: AbilityAction): GameState {
  const al = s.alley!;
  if (a.type === "trickSteal")
    return withState(s, {
      alley: withAlley(al, { steals: [...al.steals, { card: a.card, mine: a.mine, theirs: a.theirs }] }),
    });
  if (a.type === "supercharge") return applySupercharge(s, seat, a);
  if (a.type === "soulPossession" || (a.type === "declineAbility" && al.breakingFree === null)) {
    // Soul Possession: pay 1 Shard and fix the performer's card, or let them choose (-1 = declined this show).
    const card = a.type === "soulPossession" ? a.card : -1;
    const abilityUsed = a.type === "soulPossession" ? [...al.abilityUsed, seat] : al.abilityUsed;
    const out = withState(s, { alley: withAlley(al, { abilityUsed, possession: { ...al.possession!, card } }) });
    return a.type === "soulPossession"
      ? updatePlayer(out, seat, (p) => withFields(p, { shards: p.shards - SOUL_POSSESSION_SHARDS }))
      : out;
  }
  if (a.type === "declineAbility") return withState(s, { alley: withAlley(al, { breakingFree: null }) });
  if (a.type === "breakingFree") return applyBreakingFree(s, seat, a);
  if (a.type === "mimesis") {
    // The copied card is used like the character's own Special card: its effect or +1 AP comes next (OQ-34).
    return withState(s, {
      alley: withAlley(al, { abilityUsed: [...al.abilityUsed, seat], special: { id: a.card as SpecialId, use: null } }),
    });
  }
  if (a.type === "mechanicalEnhancement") {
    const pl = s.placement!;
    return withState(s, {
      alley: withAlley(al, { abilityUsed: [...al.abilityUsed, seat] }),
      placement: {
        seat: pl.seat,
        character: pl.character,
        slot: pl.slot,
        ap: pl.ap + MECHANICAL_ENHANCEMENT_AP,
        enhanced: pl.enhanced,
      },
    });
  }
  // Fate Weaving (OQ-34: any Pending one): the Active prophecy is discarded, the chosen one becomes Active now, and
  // the pile refills its Pending slot.
  const i = al.pending.indexOf(a.prophecy as ProphecyId);
  const pending = al.pending.slice();
  if (al.pile.length > 0) pending[i] = al.pile[0]!;
  else pending.splice(i, 1);
  const alley = withAlley(al, {
    active: a.prophecy as ProphecyId,
    pending,
    pile: al.pile.slice(1),
    used: [...al.used, al.active!],
  });
  return spendAp(withState(s, { alley }), FATE_WEAVING_AP);
}

/**
 * Mimesis (the Great Optico, OQ-34): once per turn, a character placed with a permanent card may copy a revealed
 * Special card of an opponent's at the same location: its effect or its +1 AP. The revealed cards it may copy now.
 */
export function mimesisCards(s: GameState, seat: Seat): SpecialId[] {
  const pl = s.placement;
  if (
    !pl ||
    pl.seat !== seat ||
    !hasAbility(s, seat, OPTICO) ||
    s.alley!.abilityUsed.includes(seat) ||
    s.alley!.special
  )
    return [];
  if (alleyPendingError(s)) return [];
  const me = player(s, seat);
  const loc = me.characters[pl.character].card;
  if (me.alley!.under[pl.character] || !loc) return []; // its own card must be a permanent one
  const hidden = revealOnPlacementNow(s); // prophecy P20: a card is revealed when its character is placed
  const out: SpecialId[] = [];
  for (const q of s.players) {
    if (q.seat === seat || !q.alley) continue;
    // the cards under characters (few): their keys, rather than a keyed look-up of all eight characters
    for (const k in q.alley.under) {
      const id = k as CharacterId;
      const card = q.alley.under[id];
      if (!card || card === "A05" || SPECIAL_LOCATION[card] !== loc || out.includes(card)) continue;
      const c = q.characters[id];
      if (hidden && c.slot === null && !c.inactive) continue;
      out.push(card);
    }
  }
  return out;
}

function checkMimesis(s: GameState, seat: Seat, card: string): RuleError | null {
  if (s.phase !== "placement")
    return ruleError("WRONG_PHASE", `Mimesis is used while placing (phase E), not ${s.phase}`);
  const pl = s.placement;
  if (!pl || pl.seat !== seat) return ruleError("NO_PLACEMENT", "you have no character on the floor");
  if (!hasAbility(s, seat, OPTICO))
    return ruleError("NOT_YOUR_ABILITY", "Mimesis is the Great Optico's ability (with Dark Alley)");
  if (s.alley!.abilityUsed.includes(seat)) return ruleError("ALREADY_DONE", "Mimesis is once per turn");
  const pending = alleyPendingError(s);
  if (pending) return pending;
  if (s.alley!.special || player(s, seat).alley!.under[pl.character])
    return ruleError("NOT_ALLOWED_HERE", "Mimesis copies with a permanent card; this character has a Special card");
  return mimesisCards(s, seat).includes(card as SpecialId)
    ? null
    : ruleError("NO_CARD", `no opponent's revealed Special card ${String(card)} at this location`);
}

/** The Master of Chains who may use Breaking Free now (abilities on, a marker of theirs on a card, a move to make). */
export function breakingFreeSeat(s: GameState): Seat | null {
  if (!s.alley?.abilities) return null;
  const p = s.players.find((q) => q.magician === MASTER_OF_CHAINS);
  if (!p) return null;
  const out: Action[] = [];
  breakingFreeMoves(s, p.seat, out, true);
  return out.length > 0 ? p.seat : null;
}

/** Breaking Free: every move of one of the seat's markers (as Reschedule allows) with each reward choice. */
function breakingFreeMoves(s: GameState, seat: Seat, out: Action[], firstOnly: boolean): void {
  s.theaterCards.forEach((from, fromCard) => {
    for (const fromSlot in from?.markers ?? {}) {
      const m = from!.markers[fromSlot]!;
      if (m.seat !== seat) continue;
      s.theaterCards.forEach((card, ci) => {
        if (!card) return;
        for (const sd of PERFORMANCE_BY_ID[card.id].slots) {
          for (const facing of sd.links) {
            if (firstOnly && out.length > 0) return;
            if (ci === fromCard && sd.id === fromSlot && facing === m.facing) continue;
            if (checkTarget(s, seat, m.symbol, ci, sd.id, facing, { card: fromCard, slot: fromSlot }) !== null)
              continue;
            const n = linksFormed(
              card,
              sd.id,
              TRICK_BY_ID[m.trick].category,
              facing,
              ci === fromCard ? fromSlot : null,
            ).length;
            for (const rewards of REWARD_CHOICES[n]!)
              out.push({ type: "breakingFree", fromCard, fromSlot, card: ci, slot: sd.id, facing, rewards });
          }
        }
      });
    }
  });
}

/** The Master of Chains' choices before the shows: each Breaking Free move, or declining. */
export function breakingFreeLegal(s: GameState, seat: Seat): Action[] {
  if (s.alley?.breakingFree !== seat || s.weekday !== null) return [];
  const out: Action[] = [];
  breakingFreeMoves(s, seat, out, false);
  out.push({ type: "declineAbility" });
  return out;
}

function checkBreakingFree(s: GameState, seat: Seat, a: BreakingFree | { type: "declineAbility" }): RuleError | null {
  if (s.phase !== "performance" || s.alley?.breakingFree === null || s.alley?.breakingFree === undefined) {
    return ruleError("WRONG_PHASE", "Breaking Free is decided just before the shows");
  }
  if (s.alley.breakingFree !== seat)
    return ruleError("NOT_YOUR_TURN", `seat ${s.alley.breakingFree} decides on Breaking Free`);
  if (a.type === "declineAbility") return null;
  const from = Number.isInteger(a.fromCard) ? s.theaterCards[a.fromCard] : null;
  const m = from?.markers[a.fromSlot];
  if (!m || m.seat !== seat)
    return ruleError("NO_SUCH_MARKER", `you have no marker in slot ${a.fromSlot} of Theater card ${a.fromCard}`);
  if (a.fromCard === a.card && a.fromSlot === a.slot && a.facing === m.facing)
    return ruleError("ALREADY_DONE", "the marker is there already");
  const err = checkTarget(s, seat, m.symbol, a.card, a.slot, a.facing, { card: a.fromCard, slot: a.fromSlot });
  if (err) return err;
  const links = linksFormed(
    s.theaterCards[a.card]!,
    a.slot,
    TRICK_BY_ID[m.trick].category,
    a.facing,
    a.fromCard === a.card ? a.fromSlot : null,
  );
  if (!Array.isArray(a.rewards) || a.rewards.length !== links.length || !rewardsOk(a.rewards)) {
    return ruleError("BAD_REWARDS", `this move forms ${links.length} link(s): choose "fame" or "coins" for each`);
  }
  return null;
}

/** Breaking Free: the marker moves like a Reschedule, and its new links pay like a set-up (RULES §12.8, §3.6). */
function applyBreakingFree(s: GameState, seat: Seat, a: BreakingFree): GameState {
  const from = s.theaterCards[a.fromCard]!;
  const m = from.markers[a.fromSlot]!;
  const links = linksFormed(
    s.theaterCards[a.card]!,
    a.slot,
    TRICK_BY_ID[m.trick].category,
    a.facing,
    a.fromCard === a.card ? a.fromSlot : null,
  );
  const cards = s.theaterCards.slice();
  const fromMarkers = { ...from.markers };
  delete fromMarkers[a.fromSlot];
  cards[a.fromCard] = { ...from, markers: fromMarkers };
  const to = cards[a.card]!;
  cards[a.card] = { ...to, markers: { ...to.markers, [a.slot]: { ...m, facing: a.facing } } };
  let out = withState(s, { theaterCards: cards, alley: withAlley(s.alley!, { breakingFree: null }) });
  out = payLinks(out, seat, links, a.rewards, LINK_BONUS[TRICK_BY_ID[m.trick].threshold]);
  return shardReceipts(s, out);
}

/**
 * Soul Possession (Yoruba Spiritmaster, RULES §12.8): once per turn, for 1 Shard, Yoruba chooses the card an opponent
 * performs; it must hold one of that performer's markers. Offered at the start of each opponent's show until used.
 */
export function possessionFor(s: GameState, day: Weekday, performer: Seat): AlleyState["possession"] {
  if (!s.alley?.abilities) return null;
  const y = s.players.find((q) => q.magician === YORUBA);
  if (!y || y.seat === performer || y.shards < SOUL_POSSESSION_SHARDS || s.alley.abilityUsed.includes(y.seat))
    return null;
  return { seat: y.seat, day, card: null };
}

/** The card the performer of this show must perform, or null (no Soul Possession in this show, or declined). */
export function possessedCard(s: GameState): number | null {
  const p = s.alley?.possession;
  if (!p || p.day !== s.weekday || p.card === -1) return null;
  return p.card === null ? -1 : p.card;
}

function performerCards(s: GameState, performer: Seat): number[] {
  const out: number[] = [];
  s.theaterCards.forEach((c, i) => {
    for (const k in c?.markers ?? {}) if (c!.markers[k]!.seat === performer) return void out.push(i);
  });
  return out;
}

/** Yoruba's choices at the start of an opponent's show: each card holding a marker of the performer, or declining. */
export function possessionLegal(s: GameState, seat: Seat): Action[] {
  const p = s.alley?.possession;
  if (!p || p.seat !== seat || p.card !== null || p.day !== s.weekday) return [];
  const out: Action[] = performerCards(s, performerOn(s, s.weekday!)!).map((card) => ({
    type: "soulPossession" as const,
    card,
  }));
  out.push({ type: "declineAbility" });
  return out;
}

function checkPossession(
  s: GameState,
  seat: Seat,
  a: Extract<Action, { type: "soulPossession" | "declineAbility" }>,
): RuleError | null {
  const p = s.alley?.possession;
  if (s.phase !== "performance" || !p || p.card !== null || p.day !== s.weekday)
    return ruleError("WRONG_PHASE", "Soul Possession is decided at the start of an opponent's show");
  if (p.seat !== seat) return ruleError("NOT_YOUR_TURN", `seat ${p.seat} decides on Soul Possession`);
  if (a.type === "declineAbility") return null;
  const performer = performerOn(s, s.weekday!)!;
  return performerCards(s, performer).includes(a.card)
    ? null
    : ruleError("NO_OWN_MARKER", `Theater slot ${a.card} holds no marker of the performer (RULES §12.8)`);
}

/**
 * Trick Steal (the Red Lotus, RULES §12.8, OQ-34): before performing, each of her markers on the card may yield as
 * an opponent's marker on it whose trick's threshold is not higher; that opponent loses 1 Fame for it. Our
 * reading: each opponent marker is robbed at most once, and all steals of a show are on the card she performs.
 */
export function trickStealLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (!hasAbility(s, seat, RED_LOTUS) || s.phase !== "performance" || !s.weekday || performerOn(s, s.weekday) !== seat)
    return;
  const steals = s.alley!.steals;
  s.theaterCards.forEach((card, ci) => {
    if (!card || (steals.length > 0 && steals[0]!.card !== ci)) return;
    for (const mine in card.markers) {
      const m = card.markers[mine]!;
      if (m.seat !== seat || steals.some((t) => t.mine === mine)) continue;
      for (const theirs in card.markers) {
        const o = card.markers[theirs]!;
        if (o.seat === seat || steals.some((t) => t.theirs === theirs)) continue;
        if (TRICK_BY_ID[o.trick].threshold <= TRICK_BY_ID[m.trick].threshold)
          out.push({ type: "trickSteal", card: ci, mine, theirs });
      }
    }
  });
}

function checkTrickSteal(s: GameState, seat: Seat, a: Extract<Action, { type: "trickSteal" }>): RuleError | null {
  if (s.phase !== "performance" || !s.weekday) return ruleError("WRONG_PHASE", "Trick Steal is declared in your show");
  if (!hasAbility(s, seat, RED_LOTUS))
    return ruleError("NOT_YOUR_ABILITY", "Trick Steal is the Red Lotus's ability (with Dark Alley)");
  if (
    performerOn(s, s.weekday) !== seat ||
    (s.alley!.possession?.day === s.weekday && s.alley!.possession.card === null)
  ) {
    return ruleError("NOT_YOUR_TURN", "only in your own show, when you choose your card");
  }
  const out: Action[] = [];
  trickStealLegal(s, seat, out);
  if (out.some((x) => x.type === "trickSteal" && x.card === a.card && x.mine === a.mine && x.theirs === a.theirs))
    return null;
  return ruleError(
    "NO_SUCH_MARKER",
    "choose one of your markers and an opponent's marker (threshold not higher) on the same card, each once",
  );
}

/**
 * Supercharge (Electra, RULES §12.8, OQ-34): backstage, for 1 AP, a second marker of a trick goes onto her marker of
 * that trick already on a card: the stack is one trick (one slot, no new link, no link bonus) and performs with
 * +1/+2/+3 Fame and Coins by threshold. The stacks she may make now.
 */
export function superchargeLegal(s: GameState, seat: Seat, out: Action[]): void {
  const pl = s.placement;
  if (!pl || pl.seat !== seat || !hasAbility(s, seat, ELECTRA) || pl.ap < SUPERCHARGE_AP || alleyPendingError(s))
    return;
  const def = SLOT_BY_ID[pl.slot];
  if (def?.location !== "theater" || def.stage) return;
  const me = player(s, seat);
  s.theaterCards.forEach((card, ci) => {
    for (const slot in card?.markers ?? {}) {
      const m = card!.markers[slot]!;
      if (m.seat === seat && !m.stacked && (me.tricks.find((t) => t.id === m.trick)?.markers ?? 0) > 0)
        out.push({ type: "supercharge", card: ci, slot });
    }
  });
}

function checkSupercharge(s: GameState, seat: Seat, a: Extract<Action, { type: "supercharge" }>): RuleError | null {
  if (!hasAbility(s, seat, ELECTRA))
    return ruleError("NOT_YOUR_ABILITY", "Supercharge is Electra's ability (with Dark Alley)");
  const err = checkAt(s, seat, "theater", SUPERCHARGE_AP);
  if (err) return err;
  if (SLOT_BY_ID[s.placement!.slot]?.stage)
    return ruleError("NOT_ALLOWED_HERE", "the Magician on stage takes no actions");
  const m = Number.isInteger(a.card) ? s.theaterCards[a.card]?.markers[a.slot] : undefined;
  if (!m || m.seat !== seat)
    return ruleError("NO_SUCH_MARKER", `you have no marker in slot ${a.slot} of Theater card ${a.card}`);
  if (m.stacked) return ruleError("ALREADY_DONE", "that marker is a stack already");
  if ((player(s, seat).tricks.find((t) => t.id === m.trick)?.markers ?? 0) < 1)
    return ruleError("NOT_PREPARED", "that trick has no marker left on its card");
  return null;
}

function applySupercharge(s: GameState, seat: Seat, a: Extract<Action, { type: "supercharge" }>): GameState {
  const card = s.theaterCards[a.card]!;
  const m = card.markers[a.slot]!;
  const cards = s.theaterCards.slice();
  cards[a.card] = { ...card, markers: { ...card.markers, [a.slot]: { ...m, stacked: true } } };
  const out = updatePlayer(withState(s, { theaterCards: cards }), seat, (p) =>
    withFields(p, { tricks: p.tricks.map((t) => (t.id === m.trick ? { ...t, markers: t.markers - 1 } : t)) }),
  );
  return spendAp(out, SUPERCHARGE_AP);
}
