// Phase F, Performance (RULES §8, §14.4): Thursday to Sunday, each Magician on a stage may perform one card
// holding at least one of their markers, or pass.

import { CHARACTER_TYPES, SPECIALISTS } from "../data/characters";
import { WEEKDAYS, WEEKDAY_DEFS, type Weekday } from "../data/locations";
import { PERFORMANCE_BY_ID } from "../data/performances";
import { TRICK_BY_ID } from "../data/tricks";
import type { TheaterAction } from "./actions";
import { ruleError, type RuleError } from "./errors";
import { endTurn, performerOn, returnMarkers } from "./flow";
import { countLinks } from "./geometry";
import { player, updatePlayer } from "./players";
import { weekdayOf } from "./placement";
import { withState, type GameState, type PlayerState, type Seat, type TheaterCard, withFields } from "./state";

type PerformAction = Extract<TheaterAction, { type: "perform" | "passPerformance" }>;

function hasOwnMarker(card: TheaterCard | null, seat: Seat): boolean {
  if (!card) return false;
  for (const k in card.markers) if (card.markers[k]!.seat === seat) return true;
  return false;
}

/** The first weekday from `from` whose performer has a card to choose; else End Turn (RULES §8.1). */
function nextShow(s: GameState, from: number): GameState {
  for (let i = from; i < WEEKDAYS.length; i++) {
    const day = WEEKDAYS[i]!;
    const seat = performerOn(s, day);
    // With no own marker on any card the performer cannot perform: the day is skipped.
    if (seat !== null && s.theaterCards.some((c) => hasOwnMarker(c, seat))) return withState(s, { phase: "performance", weekday: day });
  }
  return endTurn(withState(s, { weekday: null }));
}

export function startPerformance(s: GameState): GameState {
  return nextShow(withState(s, { phase: "performance" }), 0);
}

export function performerNow(s: GameState): Seat | null {
  return s.phase === "performance" && s.weekday ? performerOn(s, s.weekday) : null;
}

export function checkPerformance(s: GameState, seat: Seat, a: PerformAction): RuleError | null {
  if (s.phase !== "performance") return ruleError("WRONG_PHASE", `shows happen in phase F, not ${s.phase}`);
  const performer = performerNow(s);
  if (performer !== seat) return ruleError("NOT_YOUR_TURN", `seat ${performer} performs on ${s.weekday}`);
  if (a.type === "passPerformance") return null; // OQ-33: a performer may decline
  const card = Number.isInteger(a.card) ? (s.theaterCards[a.card] ?? null) : null;
  if (!card) return ruleError("NO_SUCH_CARD", `no performance card in Theater slot ${a.card}`);
  if (!hasOwnMarker(card, seat)) return ruleError("NO_OWN_MARKER", `${card.id} holds none of your markers (RULES §8.1)`);
  return null;
}

/** The performer's choices, exactly as checkPerformance accepts them: each card holding one of their markers, or pass. */
export function performanceLegal(s: GameState, seat: Seat): PerformAction[] {
  if (performerNow(s) !== seat) return [];
  const out: PerformAction[] = [];
  s.theaterCards.forEach((c, i) => {
    if (hasOwnMarker(c, seat)) out.push({ type: "perform", card: i });
  });
  out.push({ type: "passPerformance" });
  return out;
}

/** RULES §7.4: the weekday where the owner has a character, else the performer's. */
function yieldModifier(owner: PlayerState, performerDay: Weekday): number {
  return WEEKDAY_DEFS[weekdayOf(owner) ?? performerDay].yieldModifier;
}

/** What one player would receive from a performance. */
export interface PerformanceYield {
  readonly seat: Seat;
  readonly fame: number;
  readonly coins: number;
  readonly shards: number;
}

/**
 * What performing card `index` on weekday `day` by `performer` gives each player (RULES §8.2-8.3), one entry per
 * seat (zeros for seats with nothing): the markers' yields with their owners' weekday modifiers, then the
 * performer's links, card bonus (OQ-44) and specialists in the Theater (OQ-32). Pure: the client shows it as a
 * preview before a show, and the show itself pays exactly this.
 */
export function performanceYields(s: GameState, performer: Seat, index: number, day: Weekday): PerformanceYield[] {
  const out = s.players.map((p) => ({ seat: p.seat, fame: 0, coins: 0, shards: 0 }));
  const card = s.theaterCards[index];
  if (!card) return out;
  // RULES §8.2: every marker is performed; its owner gets the yields with their own modifier, never below 0.
  for (const k in card.markers) {
    const m = card.markers[k]!;
    const y = TRICK_BY_ID[m.trick].yield;
    const mod = yieldModifier(player(s, m.seat), day);
    const o = out[m.seat]!;
    o.fame += Math.max(0, y.fame + mod);
    o.coins += Math.max(0, y.coins + mod);
    o.shards += y.shards;
  }
  // RULES §8.3: the performer's link, specialist (OQ-32) and card bonuses.
  const perf = player(s, performer);
  const o = out[performer]!;
  o.fame += countLinks(card) + PERFORMANCE_BY_ID[card.id].bonus.fame;
  o.coins += PERFORMANCE_BY_ID[card.id].bonus.coins;
  o.shards += PERFORMANCE_BY_ID[card.id].bonus.shards;
  for (const spec of SPECIALISTS) {
    const slot = perf.characters[spec].slot;
    if (slot?.startsWith("theater-")) {
      const b = CHARACTER_TYPES[spec].performerBonus;
      o.fame += b.fame;
      o.coins += b.coins;
      o.shards += b.shards;
    }
  }
  return out;
}

function performCard(s: GameState, seat: Seat, index: number): GameState {
  const card = s.theaterCards[index]!;
  let out = s;
  for (const y of performanceYields(s, seat, index, s.weekday!)) {
    if (y.fame === 0 && y.coins === 0 && y.shards === 0) continue;
    out = updatePlayer(out, y.seat, (p) => withFields(p, { fame: p.fame + y.fame, coins: p.coins + y.coins, shards: p.shards + y.shards }));
  }
  // RULES §8.4: every marker goes back to its owner's supply; the card stays, empty.
  out = returnMarkers(out, card.markers);
  const cards = out.theaterCards.slice();
  cards[index] = { ...card, markers: {} };
  return withState(out, { theaterCards: cards });
}

export function applyPerformance(s: GameState, seat: Seat, a: PerformAction): GameState {
  const out = a.type === "perform" ? performCard(s, seat, a.card) : s;
  return nextShow(out, WEEKDAYS.indexOf(s.weekday!) + 1);
}
