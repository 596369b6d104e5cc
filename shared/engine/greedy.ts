// The greedy bot: a pure function that scores every legal action with simple Trickerion heuristics and takes the
// best (the first on ties). It plans assignments (Theater when it has tricks to show, Workshop when a trick can be
// prepared, Market Row when components are missing, Downtown for coins and tricks), prepares, sets up its markers
// on one card and performs it.

import { COMPONENT_BY_ID, type ComponentId } from "../data/components";
import { SLOT_BY_ID, type Weekday } from "../data/locations";
import { PERFORMANCE_BY_ID } from "../data/performances";
import { TRICK_BY_ID, type TrickId } from "../data/tricks";
import type { Action } from "./core/actions";
import { legalActions } from "./engine";
import { turnActionCount } from "./families/floor";
import { initiativeSpace, effectiveCount, meetsRequirements, player } from "./core/players";
import { countLinks } from "./core/geometry";
import { isPending } from "./families/placement";
import { favouriteOf } from "./core/tricks";
import {
  CHARACTER_IDS,
  cardsInHand,
  type CharacterId,
  type GameState,
  type PlayerState,
  type Seat,
} from "./core/state";
import type { CardLocation } from "../data/assignments";
import { SPECIAL_EFFECTS, type SpecialId } from "../data/specialEffects";
import { SPECIAL_LOCATION } from "./modules/darkAlley/specialCards";
import { activeEffect } from "./modules/darkAlley/prophecies";

/** Value of a trick marker when performed: Fame counts fully, coins and shards less. */
function trickValue(id: TrickId): number {
  const y = TRICK_BY_ID[id].yield;
  return y.fame + 0.5 * y.coins + 0.7 * y.shards;
}

/** Pieces still missing to meet a trick's requirements. */
function missing(p: PlayerState, id: TrickId): Partial<Record<ComponentId, number>> {
  const out: Partial<Record<ComponentId, number>> = {};
  const req = TRICK_BY_ID[id].components;
  for (const k in req) {
    const c = k as ComponentId;
    const short = (req[c] ?? 0) - effectiveCount(p, c);
    if (short > 0) out[c] = short;
  }
  return out;
}

function ownMarkersOnCards(s: GameState, seat: Seat): number {
  let n = 0;
  for (const c of s.theaterCards) for (const k in c?.markers ?? {}) if (c!.markers[k]!.seat === seat) n++;
  return n;
}

/** The plan the bot wants this turn: character -> location (the Dark Alley with Dark Alley, RULES §12.2). */
function desiredPlan(s: GameState, seat: Seat): Partial<Record<CharacterId, CardLocation>> {
  const p = player(s, seat);
  const team = CHARACTER_IDS.filter((id) => p.characters[id].status === "team");
  const helpers = team
    .filter((id) => id !== "magician")
    .sort((a, b) => (a.startsWith("apprentice") ? 1 : 0) - (b.startsWith("apprentice") ? 1 : 0));
  const plan: Partial<Record<CharacterId, CardLocation>> = {};
  const prepared = p.tricks.reduce((n, t) => n + t.markers, 0);
  const onCards = ownMarkersOnCards(s, seat);
  const take = (loc: CardLocation) => {
    const id = helpers.shift();
    if (id) plan[id] = loc;
  };
  if (prepared + onCards > 0) {
    plan.magician = "theater";
    if (prepared > 0) take("theater");
  } else {
    plan.magician = "downtown";
  }
  if (p.tricks.some((t) => t.markers === 0 && meetsRequirements(p, t.id) && p.markerSupply[t.symbol] > 0))
    take("workshop");
  if (p.coins >= 3 && p.tricks.some((t) => t.markers === 0 && Object.keys(missing(p, t.id)).length > 0))
    take("market_row");
  const downtownLeft = plan.magician === "downtown" ? 1 : 2;
  for (let i = 0; i < downtownLeft && helpers.length > 0 && !helpers[0]!.startsWith("apprentice"); i++)
    take("downtown");
  // Dark Alley: a spare helper draws Special cards (each unused one is worth 2 Fame at the end, RULES §12.7).
  if (
    s.alley &&
    (p.alley?.alleyCard ?? 0) + (p.alley?.under ? Object.values(p.alley.under).filter((c) => c === "A05").length : 0) >
      0 &&
    s.turn < 7
  )
    take("dark_alley");
  return plan;
}

const DAY_SCORE: Readonly<Record<Weekday, number>> = { thursday: 1, friday: 2.5, saturday: 2, sunday: 1.5 };

function scoreAction(
  s: GameState,
  seat: Seat,
  a: Action,
  plan: () => Partial<Record<CharacterId, CardLocation>>,
): number {
  const p = player(s, seat);
  switch (a.type) {
    case "chooseMagician":
      return 0;
    case "chooseComponents": {
      // components that make a favourite threshold-1 trick preparable
      const fav = favouriteOf(p);
      const counts: Partial<Record<ComponentId, number>> = {};
      for (const c of a.components) counts[c] = (counts[c] ?? 0) + 1;
      let best = -a.components.length * 0.1;
      for (const id of s.residence) {
        const t = TRICK_BY_ID[id];
        if (t.threshold !== 1 || t.category !== fav) continue;
        const ok = Object.entries(t.components).every(([c, n]) => (counts[c as ComponentId] ?? 0) >= (n ?? 0));
        if (ok) best = Math.max(best, 10 + t.markers * trickValue(id) - a.components.length);
      }
      return best;
    }
    case "chooseTrick":
      return (
        (meetsRequirements(p, a.trick) ? 10 : 0) +
        TRICK_BY_ID[a.trick].markers * trickValue(a.trick) -
        Object.values(missing(p, a.trick)).reduce((x, n) => x + (n ?? 0), 0)
      );
    case "chooseSpecialist":
      return a.specialist === "assistant" ? 2 : a.specialist === "manager" ? 1 + a.components.length * 0.1 : 1.5;
    case "advertise":
      return p.coins - initiativeSpace(s, seat) >= 5 ? 1 : -1;
    case "skipAdvertise":
      return 0;
    case "assign":
      return plan()[a.character] === a.location ? 5 : -5;
    case "unassign":
      return plan()[a.character] === undefined ? 4 : -5;
    case "confirmAssignments":
      return 0;
    case "place":
      return scorePlace(s, seat, a.character, a.slot);
    case "leaveInactive":
      return -50;
    case "endPlacement":
    case "passPlacement":
      return 0;
    case "enhance": {
      const pl = s.placement!;
      const loc = SLOT_BY_ID[pl.slot]!.location;
      // worth it when one more AP reaches a 3-AP Downtown action
      return loc === "downtown" && pl.ap % 3 === 2 && (s.dice.bank_A !== "X" || s.dice.bank_B !== "X") ? 1 : -1;
    }
    case "discardTrick":
    case "returnComponent":
    case "rerollDie":
    case "setDie":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
    case "reschedule":
    case "passPerformance":
    case "order":
    case "quickOrder":
      return -1;
    case "takeCoins":
      return (s.dice[a.die] as number) * 0.8;
    case "hireCharacter":
      return s.turn <= 3 ? (s.dice[a.die] === "apprentice" ? 2.5 : 4) : -1;
    case "learnTrick": {
      const t = TRICK_BY_ID[a.trick];
      const short = Object.entries(missing(p, a.trick)).reduce(
        (x, [c, n]) => x + (n ?? 0) * COMPONENT_BY_ID[c as ComponentId].price,
        0,
      );
      if (s.turn >= 5 || short > p.coins + 3) return -1;
      return 2 + t.markers * trickValue(a.trick) - short * 0.7 - (a.engineerSlot ? 0 : 0.5);
    }
    case "buy": {
      let need = 0;
      for (const t of p.tricks) if (t.markers === 0) need = Math.max(need, missing(p, t.id)[a.component] ?? 0);
      if (need === 0 || a.toManager) return -1;
      return 3 * Math.min(need, a.count) - (a.count > need ? 3 : 0) + a.bargain * 0.5;
    }
    case "prepare":
      return 6 + TRICK_BY_ID[a.trick].markers * trickValue(a.trick);
    case "setUpTrick": {
      const card = s.theaterCards[a.card]!;
      let mine = 0;
      for (const k in card.markers) if (card.markers[k]!.seat === seat) mine++;
      const fame = a.rewards.filter((r) => r === "fame").length;
      const coins = a.rewards.length - fame;
      return (
        4 +
        trickValue(a.trick) +
        2 * mine +
        1.2 * fame * TRICK_LINK(a.trick) +
        0.6 * coins * TRICK_LINK(a.trick) +
        PERFORMANCE_BY_ID[card.id].bonus.fame * 0.3
      );
    }
    case "assignAlley": {
      // The Dark Alley card for the planned Dark Alley visit; a Special card only where the plan needs one more
      // card of that location than the permanent hand holds.
      const want = plan()[a.character];
      if (a.card === "A05") return want === "dark_alley" ? 5 : -5;
      const loc = SPECIAL_LOCATION[a.card];
      if (want !== loc || p.characters[a.character].card === loc) return -5;
      // A card whose effect it can use goes before a permanent card (before the last turn); one whose effect is not
      // offered only when no permanent card of that location is left (otherwise it is kept: 2 Fame at the end).
      if (SPECIAL_EFFECTS[a.card] && s.turn < 7) return 5.5;
      return cardsInHand(p.hand, loc) === 0 ? 4.5 : -5;
    }
    case "useSpecial":
      return a.use === "effect" ? 2 : 1;
    case "drawSpecial":
      return 1; // an unused Special card scores 2 Fame at the end (RULES §12.7)
    case "keepSpecial":
      return SPECIAL_EFFECTS[a.card as SpecialId] ? 1 : 0; // one whose effect it can use
    case "fortuneTelling":
    case "fateWeaving":
      return 0;
    case "mechanicalEnhancement":
      return 1; // one more AP for the Apprentice on the floor
    case "mimesis":
      return 1.5; // then the copied card's effect (or +1 AP)
    case "breakingFree":
      // a move on the same card that forms links (so the show it plans is not broken)
      return a.card === a.fromCard && a.rewards.length > 0 ? 1 + a.rewards.length : -1;
    case "declineAbility":
      return 0;
    case "supercharge":
      return 3 + TRICK_LINK(s.theaterCards[a.card]!.markers[a.slot]!.trick); // one more marker's worth on that card
    case "trickSteal": {
      // a better trick's yield for one of her own markers
      const card = s.theaterCards[a.card]!;
      const gain = trickValue(card.markers[a.theirs]!.trick) - trickValue(card.markers[a.mine]!.trick);
      return gain > 0 ? 30 + gain : -1; // before performing (perform scores 10 and more)
    }
    case "soulPossession": {
      // the card with the fewest of the performer's markers on it (a weak show for an opponent)
      const card = s.theaterCards[a.card]!;
      let theirs = 0;
      for (const k in card.markers) if (card.markers[k]!.seat !== seat) theirs++;
      return p.shards > 2 ? 1 - 0.2 * theirs : -1;
    }
    // Special cards with a choice (specialActions.ts): valued like the action each stands for.
    case "headhunt":
      return s.turn <= 3 ? (a.character === "apprentice" ? 2.5 : 4) : -1;
    case "massRecruitment":
      return s.turn <= 3 ? 4 : -1;
    case "smuggle":
    case "orderNow":
    case "barter":
    case "componentSale":
    case "investments":
    case "shoplift": {
      const pieces =
        a.type === "smuggle"
          ? Array<ComponentId>(a.count).fill(a.component)
          : a.type === "orderNow"
            ? [a.component]
            : a.type === "shoplift"
              ? [s.market.buy[a.slot]!]
              : a.components;
      let v = 0;
      const need: Partial<Record<ComponentId, number>> = {};
      for (const t of p.tricks)
        if (t.markers === 0)
          for (const [c, n] of Object.entries(missing(p, t.id)))
            need[c as ComponentId] = Math.max(need[c as ComponentId] ?? 0, n ?? 0);
      for (const c of pieces) {
        if ((need[c] ?? 0) > 0) {
          need[c]!--;
          v += 3;
        } else v -= 3;
      }
      if (a.type === "smuggle") v -= 0.8 * Math.max(0, pieces.length * COMPONENT_BY_ID[a.component].price - 1);
      if (a.type === "barter") v -= 2;
      if (a.type === "investments") v += (s.dice[a.die] as number) * 0.8; // the coins taken, as Take Coins
      return v > 0 ? v : -1;
    }
    case "trickOverhaul": {
      // a better trick in place of a weaker one, its markers kept
      const gain = trickValue(a.trick) - trickValue(a.replace);
      return s.turn < 6 && gain > 0 ? 2 + gain * 2 : -1;
    }
    case "unstablePrototype":
      return 6 + (TRICK_BY_ID[a.trick].markers + 1) * trickValue(a.trick) + 0.5 * a.components.length;
    case "replacableParts":
      return 6 + (TRICK_BY_ID[a.trick].markers - 1) * trickValue(a.trick) + trickValue(a.other);
    case "enhanceTrick":
      return 6 + TRICK_BY_ID[a.trick].markers * trickValue(a.trick) + (s.turn < 6 ? 1.5 : -1);
    case "buyingTime":
      return 1; // 3 coins
    case "streetPerformance":
      return trickValue(s.theaterCards[a.card]!.markers[a.slot]!.trick) - 2;
    case "perform":
    case "grandPremiere": {
      const card = s.theaterCards[a.card]!;
      const bonus = PERFORMANCE_BY_ID[card.id].bonus;
      let v = countLinks(card) + bonus.fame;
      let shards = bonus.shards;
      for (const k in card.markers)
        if (card.markers[k]!.seat === seat) {
          v += trickValue(card.markers[k]!.trick);
          shards += TRICK_BY_ID[card.markers[k]!.trick].yield.shards;
        }
      v += shardReceiptValue(s, shards);
      // Grand Premiere: that trick's yield of the kind once more (Fame counts most)
      if (a.type === "grandPremiere")
        v += TRICK_BY_ID[a.trick].yield[a.doubled] * (a.doubled === "coins" ? 0.6 : 1) + 0.01;
      return 10 + v;
    }
    case "guestPerformer": {
      // a set-up with no links (a card whose slots are full still takes it)
      const card = s.theaterCards[a.card]!;
      let mine = 0;
      for (const k in card.markers) if (card.markers[k]!.seat === seat) mine++;
      return 3 + trickValue(a.trick) + 2 * mine + PERFORMANCE_BY_ID[card.id].bonus.fame * 0.3;
    }
    case "onStagePreparation":
      return 7 + TRICK_BY_ID[a.trick].markers * trickValue(a.trick); // a Prepare and a free set-up
    case "hiddenTalent":
      return s.turn <= 5 ? 4 : -1; // a Specialist for an Apprentice
    case "hypnoticHire":
      return s.turn <= 3 ? (s.dice[a.die] === "apprentice" ? 3 : 4.5) : -1;
    case "logistics":
      return -1; // as an Order
    case "durableComponents":
      return a.trick ? 1 + trickValue(a.trick) : 0;
  }
}

/**
 * What the Active prophecy adds to one receipt of `shards` (P02: one more Shard, P03: 2 Fame; OQ-45: everything one
 * action gives is one receipt). Issue 31: with P03 active greedy performed a card with 1 Fame and 1 coin over the one
 * with a Shard, which was worth 2 Fame more; the playouts' final score counted it, greedy's choice did not.
 */
function shardReceiptValue(s: GameState, shards: number): number {
  if (shards <= 0) return 0;
  const e = activeEffect(s);
  return e?.kind === "shardReceipt" ? e.fame + 0.7 * e.shards : 0;
}

function TRICK_LINK(id: TrickId): number {
  const t = TRICK_BY_ID[id].threshold;
  return t === 1 ? 1 : t === 16 ? 2 : 3;
}

function scorePlace(s: GameState, seat: Seat, character: CharacterId, slotId: string): number {
  const slot = SLOT_BY_ID[slotId]!;
  if (slot.location !== "theater") return 10 + slot.apModifier;
  const p = player(s, seat);
  const day = slot.weekday!;
  if (character === "magician") {
    // the stage of a day whose backstage is still free for a helper
    const helperFree = [`theater-${day}-1`, `theater-${day}-2`].some(
      (id) => !s.players.some((q) => CHARACTER_IDS.some((c) => q.characters[c].slot === id)),
    );
    const helperWaiting = CHARACTER_IDS.some(
      (id) => id !== "magician" && isPending(p, id) && p.characters[id].card === "theater",
    );
    return (slot.stage ? 12 : 0) + DAY_SCORE[day] + (helperWaiting && helperFree ? 2 : 0);
  }
  return 10 + slot.apModifier;
}

/** The best-scoring legal action for `seat`, or null when it has nothing to do. Deterministic. */
export function greedyBot(state: GameState, seat: Seat): Action | null {
  const all = legalActions(state, seat);
  // Out-of-turn Return Component is left out (turnActionCount): the bot acts only on its turn.
  const actions =
    all.length === turnActionCount(state, seat, all) ? all : all.slice(0, turnActionCount(state, seat, all));
  let best: Action | null = null;
  let bestScore = -Infinity;
  let memo: Partial<Record<CharacterId, CardLocation>> | null = null;
  const plan = () => (memo ??= desiredPlan(state, seat));
  for (const a of actions) {
    const v = scoreAction(state, seat, a, plan);
    if (v > bestScore) {
      best = a;
      bestScore = v;
    }
  }
  return best;
}
