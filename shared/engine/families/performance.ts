// Phase F, Performance (RULES §8, §14.4): Thursday to Sunday, each Magician on a stage may perform one card
// holding at least one of their markers, or pass.

import { CHARACTER_TYPES, SPECIALISTS } from "../../data/characters";
import { WEEKDAYS, WEEKDAY_DEFS, type Weekday } from "../../data/locations";
import { PERFORMANCE_BY_ID } from "../../data/performances";
import { TRICK_BY_ID, type TrickId } from "../../data/tricks";
import type { TheaterAction } from "../core/actions";
import { ruleError, type RuleError } from "../core/errors";
import { performerOn } from "../core/calendar";
import { returnMarkers } from "../core/markers";
import { countLinks } from "../core/geometry";
import { player, updatePlayer } from "../core/players";
import { weekdayOf } from "../core/calendar";
import { LINK_BONUS } from "../core/markers";
import { family } from "../core/family";
import { hooksOf } from "../core/hooks";
import type { Action } from "../core/actions";
import {
  withState,
  type GameState,
  type Marker,
  type PlayerState,
  type Seat,
  type TheaterCard,
  withFields,
} from "../core/state";

type PerformAction = Extract<TheaterAction, { type: "perform" | "passPerformance" }>;

export function hasOwnMarker(card: TheaterCard | null, seat: Seat): boolean {
  if (!card) return false;
  for (const k in card.markers) if (card.markers[k]!.seat === seat) return true;
  return false;
}

/**
 * The first show from weekday number `from` on whose performer has a card to choose (RULES §8.1): the state with
 * that day's show open; null when no show is left (End Turn follows, settle.ts).
 */
export function showFrom(s: GameState, from: number): GameState | null {
  for (let i = from; i < WEEKDAYS.length; i++) {
    const day = WEEKDAYS[i]!;
    const seat = performerOn(s, day);
    // With no own marker on any card the performer cannot perform: the day is skipped.
    if (seat !== null && s.theaterCards.some((c) => hasOwnMarker(c, seat))) {
      const out = withState(s, { phase: "performance", weekday: day });
      const onShowDay = hooksOf(s).onShowDay;
      return onShowDay ? onShowDay(out, day, seat) : out;
    }
  }
  return null;
}

export function performerNow(s: GameState): Seat | null {
  return s.phase === "performance" && s.weekday ? performerOn(s, s.weekday) : null;
}

export function checkPerformance(s: GameState, seat: Seat, a: PerformAction): RuleError | null {
  if (s.phase !== "performance") return ruleError("WRONG_PHASE", `shows happen in phase F, not ${s.phase}`);
  const performer = performerNow(s);
  if (performer !== seat) return ruleError("NOT_YOUR_TURN", `seat ${performer} performs on ${s.weekday}`);
  // A module may bind the choice (Dark Alley: Soul Possession, a declared Trick Steal).
  const moduleRefusal = hooksOf(s).showRefusal?.(s, seat, a) ?? null;
  if (moduleRefusal) return moduleRefusal;
  if (a.type === "passPerformance") return null;
  const card = Number.isInteger(a.card) ? (s.theaterCards[a.card] ?? null) : null;
  if (!card) return ruleError("NO_SUCH_CARD", `no performance card in Theater slot ${a.card}`);
  if (!hasOwnMarker(card, seat))
    return ruleError("NO_OWN_MARKER", `${card.id} holds none of your markers (RULES §8.1)`);
  return null;
}

/** The performer's choices, exactly as checkPerformance accepts them: each card holding one of their markers, or pass. */
export function performanceLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (performerNow(s) !== seat) return;
  const forced = hooksOf(s).forcedShowCard?.(s) ?? null;
  if (forced !== null) {
    out.push({ type: "perform", card: forced });
    return;
  }
  s.theaterCards.forEach((c, i) => {
    if (hasOwnMarker(c, seat)) out.push({ type: "perform", card: i });
  });
  out.push({ type: "passPerformance" });
}

/** RULES §7.4: the weekday where the owner has a character, else the performer's (a module may change it). */
export function yieldModifier(s: GameState, owner: PlayerState, performerDay: Weekday): number {
  const h = hooksOf(s).yieldModifier;
  if (h) return h(s, weekdayOf(owner), performerDay);
  return WEEKDAY_DEFS[weekdayOf(owner) ?? performerDay].yieldModifier;
}

/** RULES §8.2: one marker's yield for its owner, with their own weekday modifier, never below 0. */
export function markerYield(
  s: GameState,
  owner: PlayerState,
  trick: TrickId,
  performerDay: Weekday,
): { mod: number; fame: number; coins: number; shards: number } {
  const y = TRICK_BY_ID[trick].yield;
  const mod = yieldModifier(s, owner, performerDay);
  return { mod, fame: Math.max(0, y.fame + mod), coins: Math.max(0, y.coins + mod), shards: y.shards };
}

/** RULES §8.3: the performer's bonuses for a card: links, the card's own bonus, specialists on stage (OQ-32). */
export function performerBonus(
  performer: PlayerState,
  card: TheaterCard,
): { links: number; card: Yield; specialists: Yield } {
  const specialists = { fame: 0, coins: 0, shards: 0 };
  for (const spec of SPECIALISTS) {
    const slot = performer.characters[spec].slot;
    if (slot?.startsWith("theater-")) {
      const b = CHARACTER_TYPES[spec].performerBonus;
      specialists.fame += b.fame;
      specialists.coins += b.coins;
      specialists.shards += b.shards;
    }
  }
  return { links: countLinks(card), card: PERFORMANCE_BY_ID[card.id].bonus, specialists };
}

type Yield = { readonly fame: number; readonly coins: number; readonly shards: number };

/** A marker's yields to its owner with modifier `mod`, each floored at 0 (RULES §8.2; a module may pay coins as Fame). */
function payYield(
  s: GameState,
  seat: Seat,
  y: { fame: number; coins: number; shards: number },
  mod: number,
): GameState {
  const coins = Math.max(0, y.coins + mod);
  const asFame = hooksOf(s).coinsAsFame?.(s) === true;
  return updatePlayer(s, seat, (p) => ({
    ...p,
    fame: p.fame + Math.max(0, y.fame + mod) + (asFame ? coins : 0),
    coins: p.coins + (asFame ? 0 : coins),
    shards: p.shards + y.shards,
  }));
}

/** Street Performance (A14): marker `m` yields now, with its owner's modifier on `day` (OQ-36). */
export function payMarkerYield(s: GameState, m: Marker, day: Weekday): GameState {
  const printed = TRICK_BY_ID[m.trick].yield;
  const plus = m.stacked ? LINK_BONUS[TRICK_BY_ID[m.trick].threshold] : 0;
  const y = plus ? { fame: printed.fame + plus, coins: printed.coins + plus, shards: printed.shards } : printed;
  const h = hooksOf(s).markerYield;
  return payYield(s, m.seat, h ? h(s, m, y) : y, yieldModifier(s, player(s, m.seat), day));
}

/** A trick of the performer's whose yield of one kind is received `times` over in this show (a module's card). */
export interface Premiere {
  readonly trick: TrickId;
  readonly doubled: "fame" | "coins" | "shards";
  readonly times: number;
}

/** Performs Theater card `index` for `seat` (RULES §8.2-8.4), without moving on to the next weekday. */
export function performCard(s: GameState, seat: Seat, index: number, premiere: Premiere | null = null): GameState {
  const card = s.theaterCards[index]!;
  const day = s.weekday!;
  let out = s;
  // RULES §8.2: every marker is performed; its owner gets the yields with their own modifier, never below 0.
  // A module may have a marker yield as another trick (Dark Alley: Trick Steal) or add to its yields.
  const h = hooksOf(s);
  for (const k in card.markers) {
    const m = card.markers[k]!;
    const stolen = h.yieldingTrick ? h.yieldingTrick(s, index, k) : null;
    const printed = TRICK_BY_ID[stolen ?? m.trick].yield;
    // Supercharge: a stack yields once, with +1/+2/+3 Fame and Coins for threshold 1/16/36 (RULES §12.8).
    const plus = m.stacked ? LINK_BONUS[TRICK_BY_ID[m.trick].threshold] : 0;
    const y = plus ? { fame: printed.fame + plus, coins: printed.coins + plus, shards: printed.shards } : printed;
    const before = premiere && m.seat === seat && m.trick === premiere.trick ? player(out, seat) : null;
    out = payYield(
      out,
      m.seat,
      h.markerYield ? h.markerYield(out, m, y) : y,
      yieldModifier(s, player(out, m.seat), day),
    );
    // The premiere: what this marker just paid of the chosen kind (modifier included) is received `times` over in all.
    if (before) {
      const k = premiere!.doubled;
      const more = (player(out, seat)[k] - before[k]) * (premiere!.times - 1);
      out = updatePlayer(out, seat, (p) => withFields(p, { [k]: p[k] + more }));
    }
  }
  // RULES §8.3: the performer's link, specialist (OQ-32) and card bonuses.
  const perf = player(out, seat);
  let fame = countLinks(card) + PERFORMANCE_BY_ID[card.id].bonus.fame;
  let coins = PERFORMANCE_BY_ID[card.id].bonus.coins;
  let shards = PERFORMANCE_BY_ID[card.id].bonus.shards;
  for (const spec of SPECIALISTS) {
    const slot = perf.characters[spec].slot;
    if (slot?.startsWith("theater-")) {
      const b = CHARACTER_TYPES[spec].performerBonus;
      fame += b.fame;
      coins += b.coins;
      shards += b.shards;
    }
  }
  // A module may multiply the performer's bonuses.
  const times = h.performerBonusTimes ? h.performerBonusTimes(s) : 1;
  out = updatePlayer(out, seat, (p) =>
    withFields(p, { fame: p.fame + fame * times, coins: p.coins + coins * times, shards: p.shards + shards * times }),
  );
  if (h.afterShow) out = h.afterShow(s, out, seat, index);
  // RULES §8.4: every marker goes back to its owner's supply; the card stays, empty.
  out = returnMarkers(out, card.markers);
  const cards = out.theaterCards.slice();
  cards[index] = { ...card, markers: {} };
  return withState(out, { theaterCards: cards });
}

export function applyPerformance(s: GameState, seat: Seat, a: PerformAction): GameState {
  return a.type === "perform" ? performCard(s, seat, a.card) : s;
}

/** Phase F's choices (RULES §8): the performer of the day performs a card or passes. */
export const PERFORMANCE = family({
  name: "performance",
  actions: ["perform", "passPerformance"],
  check: checkPerformance,
  apply: applyPerformance,
  next: "showOver",
  listers: [{ when: "performance", order: 1, legal: performanceLegal }],
});

/** What one player would receive from a performance (negative where a show costs them, e.g. Arranged Fiasco). */
export interface PerformanceYield {
  readonly seat: Seat;
  readonly fame: number;
  readonly coins: number;
  readonly shards: number;
}

/**
 * What performing card `index` on weekday `day` by `performer` would change for each seat (RULES §8.2-8.3, with the
 * Dark Alley's prophecies and abilities): the show itself, run on the given state, compared before and after. Pure,
 * and the same calculation the show makes, so the board's preview can never disagree with the show.
 */
export function performanceYields(s: GameState, performer: Seat, index: number, day: Weekday): PerformanceYield[] {
  if (!s.theaterCards[index]) return s.players.map((p) => ({ seat: p.seat, fame: 0, coins: 0, shards: 0 }));
  const after = performCard(s.weekday === day ? s : withState(s, { weekday: day }), performer, index);
  return s.players.map((p, i) => {
    const q = after.players[i]!;
    return { seat: p.seat, fame: q.fame - p.fame, coins: q.coins - p.coins, shards: q.shards - p.shards };
  });
}
