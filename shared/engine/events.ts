// The story of a game as typed, public events: what each accepted action did and every automatic step that
// followed it (shows, skipped shows, wages, Orders, performance cards, a new turn, final scoring).
//
// Events are computed beside the rules, not inside them: `eventsOf(prev, seat, action, next)` compares the two
// states and asks the rule modules' own calculators (markerYield, performerBonus, wagesDue, the final-score
// breakdown) for the numbers, so an event can never disagree with the state. The rule functions and their hot
// paths (random playouts, legalActions) stay exactly as they are; only `applyActionWithEvents` pays for events.
//
// Every event is public: nothing in one names an unrevealed assignment card, the deck order or the RNG. Plans
// made in the Assignment phase produce no event until the reveal (RULES §5.4).

import type { CardLocation } from "../data/assignments";
import type { ComponentId } from "../data/components";
import { DICE, type DieFace } from "../data/dice";
import { WEEKDAYS, type Weekday } from "../data/locations";
import type { PerformanceId } from "../data/performances";
import { TRICKS, type TrickId } from "../data/tricks";
import type { ProphecyId } from "../data/prophecies";
import type { SpecialId } from "../data/specialEffects";
import type { Action } from "./core/actions";
import { applyWatched, type ApplyResult } from "./engine";
import { FAME_PER_UNPAID_COIN, wagesDueIn } from "./families/turn";
import { performerOn } from "./core/calendar";
import { hasOwnMarker, markerYield, performCard, performerBonus } from "./families/performance";
import { grandPremiere } from "./modules/darkAlley/specialShows";
import { CHARACTER_IDS, type CharacterId, type GameState, type Seat } from "./core/state";
import { viewFor } from "./view";

/** A change of a player's public resources: [seat, Fame, coins, Shards]. */
export type Gain = readonly [seat: Seat, fame: number, coins: number, shards: number];

/** One marker performed: its owner, trick, the owner's weekday modifier and what they got. */
export type YieldLine = readonly [
  seat: Seat,
  trick: TrickId,
  modifier: number,
  fame: number,
  coins: number,
  shards: number,
];

/** The performer's bonus: link Fame, the card's own bonus and the specialists' on stage (OQ-32). */
export type ShowBonus = readonly [
  links: number,
  cardFame: number,
  cardCoins: number,
  cardShards: number,
  specialistFame: number,
  specialistCoins: number,
  specialistShards: number,
];

/**
 * A final-score line (RULES §10.1): Fame before, then the Shards, coins, apprentices and specialists counted, and the
 * total. With Dark Alley (§12.7) it goes on: unused Special cards, their Fame (capped at 20), then each Fame-36
 * trick's bonus as pairs of the trick's index in TRICKS and its Fame (each capped at 20).
 */
export type ScoreLine = readonly [
  seat: Seat,
  fameBefore: number,
  shards: number,
  coins: number,
  apprentices: number,
  specialists: number,
  total: number,
  ...alley: number[],
];

export type GameEvent =
  /** A player's action, as everyone may know it, and the resources it changed. `extra`: a reroll's new face, the character hired. */
  | {
      readonly type: "act";
      readonly seat: Seat;
      readonly action: Action;
      readonly gains: readonly Gain[];
      readonly extra: DieFace | null;
      /** [DA] The Special card played (Use Special: public once its character was placed), else null. */
      readonly card?: SpecialId | null;
      /** [DA] How many Special cards were drawn (never which: the story goes to everyone), else null. */
      readonly count?: number | null;
    }
  /** RULES §5.5.1: every assignment card turned face up. */
  | {
      readonly type: "reveal";
      readonly cards: readonly (readonly [seat: Seat, character: CharacterId, card: CardLocation])[];
    }
  /** RULES §8.2-8.3: a show: the performer, the weekday, the Theater slot and card, each marker's yield, the bonus. */
  | {
      readonly type: "show";
      readonly seat: Seat;
      readonly weekday: Weekday;
      readonly slot: number;
      readonly card: PerformanceId;
      readonly yields: readonly YieldLine[];
      readonly bonus: ShowBonus;
      /** What else the show changed (Dark Alley: Trick Steal, Supercharge, prophecies, Arranged Fiasco): the rest. */
      readonly other: readonly Gain[];
      /**
       * [DA] What in play could have changed it (only when `other` is not empty): the Active prophecy's id, the
       * Special cards in effect this turn, enhanced tricks ("T12") on the card, "supercharge", "steal".
       */
      readonly causes?: readonly string[];
    }
  /** [DA] RULES §12.4: the Fortune Teller's orb changed (End Turn: seat -1; Fortune Telling or Fate Weaving: who). */
  | {
      readonly type: "orb";
      readonly seat: number;
      readonly active: ProphecyId | null;
      readonly pending: readonly ProphecyId[];
    }
  /** RULES §8.1: a Magician on stage with none of their markers on any card: no show that day. */
  | { readonly type: "skip"; readonly seat: Seat; readonly weekday: Weekday; readonly reason: "noMarker" }
  /** RULES §9.1: wages owed and paid; 2 Fame lost per unpaid coin (never below 0). */
  | {
      readonly type: "wages";
      readonly seat: Seat;
      readonly due: number;
      readonly paid: number;
      readonly fameLost: number;
    }
  /** RULES §9.3: Orders arrived: [market slot, component] now in the buy area. */
  | { readonly type: "orders"; readonly arrived: readonly (readonly [slot: number, component: ComponentId])[] }
  /** RULES §9.4: performance cards moved one slot on; the one past the end discarded; a new one dealt to a slot. */
  | {
      readonly type: "cards";
      readonly discarded: PerformanceId | null;
      readonly dealt: PerformanceId | null;
      readonly slot: number;
    }
  /** RULES §5.1-5.2: a new turn: the dice rolled (DICE order) and the initiative order. */
  | {
      readonly type: "turn";
      readonly turn: number;
      readonly dice: readonly DieFace[];
      readonly initiative: readonly Seat[];
    }
  /** RULES §10: final scoring and the winner. */
  | { readonly type: "final"; readonly scores: readonly ScoreLine[]; readonly winner: Seat };

export type GameEventType = GameEvent["type"];
export const GAME_EVENT_TYPES: readonly GameEventType[] = [
  "act",
  "reveal",
  "show",
  "skip",
  "wages",
  "orders",
  "cards",
  "turn",
  "final",
  "orb",
];
/** Event types only Dark Alley games have. */
export const DARK_ALLEY_EVENT_TYPES: readonly GameEventType[] = ["orb"];

export type EventResult = { ok: true; state: GameState; events: GameEvent[] } | Extract<ApplyResult, { ok: false }>;

/** applyAction, plus the events of what happened. The state is exactly applyAction's. */
export function applyActionWithEvents(s: GameState, seat: Seat, action: Action): EventResult {
  let endInput: GameState | null = null;
  const result = applyWatched(s, seat, action, (start) => {
    endInput = start;
  });
  if (!result.ok) return result;
  return { ok: true, state: result.state, events: eventsOf(s, seat, action, result.state, endInput) };
}

/** The events of a game's first moment (a quick-start game begins in turn 1 with its dice rolled). */
export function openingEvents(s: GameState): GameEvent[] {
  return s.phase === "setup" ? [] : [turnEvent(s)];
}

/**
 * The events of one accepted action from `prev` to `next`. `endInput` is the state End Turn started from, when a
 * turn ended during the action (applyActionWithEvents records it); without it a turn end is not explained.
 */
export function eventsOf(
  prev: GameState,
  seat: Seat,
  action: Action,
  next: GameState,
  endInput: GameState | null,
): GameEvent[] {
  const out: GameEvent[] = [];
  // The state the automatic steps after the action start from: after the show, before End Turn.
  const base = endInput ?? next;
  let afterShow: GameState | null = null;
  if (action.type === "perform" || action.type === "grandPremiere") {
    // Grand Premiere (A13) is a show too: its doubled yield is told among the show's other effects.
    afterShow =
      action.type === "grandPremiere" ? grandPremiere(prev, seat, action) : performCard(prev, seat, action.card);
    out.push(showEvent(prev, seat, action.card, afterShow));
  } else if (
    action.type !== "assign" &&
    action.type !== "unassign" &&
    action.type !== "assignAlley" &&
    action.type !== "keepSpecial"
  ) {
    // RULES §5.4: plans stay secret, as do the Special cards one keeps (§12.3); everything else is seen by all.
    const act: GameEvent = {
      type: "act",
      seat,
      action,
      gains: gainsBetween(prev, base),
      extra: extraOf(prev, action, base),
    };
    out.push(prev.alley ? { ...act, ...alleyExtras(prev, action, next) } : act);
  }
  if (prev.phase === "assignment" && next.phase !== "assignment")
    out.push(revealEvent(next.phase === "placement" ? next : base));
  // Shows skipped: from the first weekday (the phase just began) or the day after the one just performed.
  // (Durable Components' choice comes after the last show: no day is left to skip.)
  const fromDay =
    prev.phase === "performance"
      ? prev.weekday === null && prev.alley?.durable != null
        ? WEEKDAYS.length
        : WEEKDAYS.indexOf(prev.weekday!) + 1
      : prev.phase === "placement"
        ? 0
        : -1;
  const reached = next.phase === "performance" || endInput !== null;
  if (fromDay >= 0 && reached) {
    const cards = afterShow ?? base;
    const toDay =
      next.phase === "performance" && next.turn === prev.turn && !(next.weekday === null && next.alley?.durable != null)
        ? WEEKDAYS.indexOf(next.weekday!)
        : WEEKDAYS.length;
    for (let i = fromDay; i < toDay; i++) {
      const day = WEEKDAYS[i]!;
      const performer = performerOn(cards, day);
      if (performer !== null && !cards.theaterCards.some((c) => hasOwnMarker(c, performer)))
        out.push({ type: "skip", seat: performer, weekday: day, reason: "noMarker" });
    }
  }
  if (endInput) out.push(...endTurnEvents(endInput, next));
  else if (prev.phase === "setup" && next.phase !== "setup") out.push(turnEvent(next));
  const orb = orbEvent(prev, next, endInput ? -1 : seat);
  // After End Turn's lines, before the new turn's (the prophecy is the new turn's).
  if (orb) out.splice(endInput && out.at(-1)?.type === "turn" ? out.length - 1 : out.length, 0, orb);
  return out;
}

/** [DA] The Special card a Use Special names, and how many cards a draw took (present only when there is one). */
function alleyExtras(prev: GameState, action: Action, next: GameState): { card?: SpecialId; count?: number } {
  const card = action.type === "useSpecial" ? prev.alley!.special?.id : undefined;
  const count = action.type === "drawSpecial" ? next.alley?.drawn?.cards.length : undefined;
  return { ...(card ? { card } : {}), ...(count !== undefined ? { count } : {}) };
}

/** [DA] The orb's new face when an action or End Turn changed the Active or the Pending prophecies (RULES §12.4). */
function orbEvent(prev: GameState, next: GameState, seat: number): GameEvent | null {
  const a = prev.alley;
  const b = next.alley;
  if (!a || !b || next.phase === "gameOver") return null;
  if (a.active === b.active && a.pending.join() === b.pending.join()) return null;
  return { type: "orb", seat, active: b.active, pending: b.pending.slice() };
}

/** Every public resource that changed between two states. */
export function gainsBetween(a: GameState, b: GameState): Gain[] {
  const gains: Gain[] = [];
  for (const p of b.players) {
    const q = a.players[p.seat]!;
    if (p.fame !== q.fame || p.coins !== q.coins || p.shards !== q.shards)
      gains.push([p.seat, p.fame - q.fame, p.coins - q.coins, p.shards - q.shards]);
  }
  return gains;
}

function extraOf(prev: GameState, action: Action, base: GameState): DieFace | null {
  if (action.type === "rerollDie") return base.dice[action.die]; // the die is not rolled again before End Turn
  if (action.type === "hireCharacter" || action.type === "hypnoticHire") return prev.dice[action.die];
  return null;
}

function showEvent(prev: GameState, seat: Seat, slot: number, after: GameState): GameEvent {
  const card = prev.theaterCards[slot]!;
  const day = prev.weekday!;
  const yields: YieldLine[] = [];
  for (const k in card.markers) {
    const m = card.markers[k]!;
    const y = markerYield(prev, prev.players[m.seat]!, m.trick, day);
    yields.push([m.seat, m.trick, y.mod, y.fame, y.coins, y.shards]);
  }
  // The bonus reads only characters and the card, which the markers' yields do not change.
  const b = performerBonus(prev.players[seat]!, card);
  const bonus: ShowBonus = [
    b.links,
    b.card.fame,
    b.card.coins,
    b.card.shards,
    b.specialists.fame,
    b.specialists.coins,
    b.specialists.shards,
  ];
  // The base rules' lines above explain a base-game show exactly; Dark Alley effects add to them, and whatever the
  // state changed beyond the lines is told as `other`, so the events always add up to the state.
  const told = new Map<Seat, [number, number, number]>();
  const add = (g: Gain): void => {
    const t = told.get(g[0]) ?? [0, 0, 0];
    told.set(g[0], [t[0] + g[1], t[1] + g[2], t[2] + g[3]]);
  };
  const partial: GameEvent = { type: "show", seat, weekday: day, slot, card: card.id, yields, bonus, other: [] };
  for (const g of gainsOf(partial)) add(g);
  const other: Gain[] = [];
  for (const [s2, fame, coins, shards] of gainsBetween(prev, after)) {
    const t = told.get(s2) ?? [0, 0, 0];
    told.delete(s2);
    if (fame !== t[0] || coins !== t[1] || shards !== t[2]) other.push([s2, fame - t[0], coins - t[1], shards - t[2]]);
  }
  for (const [s2, t] of told) if (t[0] || t[1] || t[2]) other.push([s2, -t[0], -t[1], -t[2]]);
  return other.length && prev.alley ? { ...partial, other, causes: showCauses(prev, slot) } : { ...partial, other };
}

/** [DA] What in play may have changed a show beyond the base rules' lines (see the show event's `causes`). */
function showCauses(prev: GameState, slot: number): string[] {
  const a = prev.alley!;
  const card = prev.theaterCards[slot]!;
  const causes: string[] = [];
  if (a.active) causes.push(a.active);
  for (const e of a.turnEffects) causes.push(e.id);
  for (const k in card.markers) {
    const m = card.markers[k]!;
    if (prev.players[m.seat]!.tricks.some((t) => t.id === m.trick && t.enhanced)) causes.push(m.trick);
    if (m.stacked) causes.push("supercharge");
  }
  if (a.steals.some((st) => st.card === slot)) causes.push("steal");
  return [...new Set(causes)];
}

/** The cards turned face up, exactly as the public projection shows them (prophecy P20 keeps some down). */
function revealEvent(s: GameState): GameEvent {
  const cards: [Seat, CharacterId, CardLocation][] = [];
  const view = viewFor(s, "spectator");
  for (const p of view.players)
    for (const id of CHARACTER_IDS) {
      const card = p.characters[id].card;
      if (card !== null && card !== "hidden") cards.push([p.seat, id, card]);
    }
  return { type: "reveal", cards };
}

function turnEvent(s: GameState): GameEvent {
  return { type: "turn", turn: s.turn, dice: DICE.map((d) => s.dice[d.id]), initiative: s.initiative.slice() };
}

/** Phase G from the state End Turn started in (RULES §9), then the new turn or final scoring (§10). */
function endTurnEvents(end: GameState, next: GameState): GameEvent[] {
  const out: GameEvent[] = [];
  for (const p of end.players) {
    const due = wagesDueIn(end, p.seat);
    // Owing nothing is told too when someone besides the Magician worked (the Assistant's Apprentice is free, RULES
    // §9.1): a playtester read the missing line as a bot's wages skipped (playtest 8).
    if (due === 0 && !CHARACTER_IDS.some((id) => id !== "magician" && p.characters[id].slot !== null)) continue;
    const paid = Math.min(due, p.coins);
    out.push({
      type: "wages",
      seat: p.seat,
      due,
      paid,
      fameLost: Math.min(p.fame, FAME_PER_UNPAID_COIN * (due - paid)),
    });
  }
  const arrived: [number, ComponentId][] = [];
  end.market.order.forEach((c, i) => c !== null && arrived.push([i, c]));
  if (arrived.length) out.push({ type: "orders", arrived });
  const last = end.theaterCards[end.theaterCards.length - 1] ?? null;
  // The dealt card is the one on the board now that was not before (the deck's top, public once dealt).
  const dealtSlot = next.theaterCards.findIndex((c) => c !== null && !end.theaterCards.some((e) => e?.id === c.id));
  out.push({
    type: "cards",
    discarded: last?.id ?? null,
    dealt: dealtSlot >= 0 ? next.theaterCards[dealtSlot]!.id : null,
    slot: Math.max(0, dealtSlot),
  });
  if (next.phase === "gameOver" && next.final) {
    out.push({
      type: "final",
      scores: next.final.map((f): ScoreLine => {
        const line = [f.seat, f.fameBefore, f.shards, f.coins, f.apprentices, f.specialists, f.total] as const;
        if (f.specialCards === undefined) return line;
        // RULES §12.7: unused Special cards and the Fame-36 bonuses (TRICKS index, Fame).
        const unused = next.players[f.seat]!.alley?.specials.length ?? 0;
        return [
          ...line,
          unused,
          f.specialCards,
          ...(f.trickBonuses ?? []).flatMap((b) => [TRICKS.findIndex((t) => t.id === b.trick), b.fame]),
        ];
      }),
      winner: next.winner ?? 0,
    });
  } else out.push(turnEvent(next));
  return out;
}

/** The Fame, coin and Shard changes an event carries, per seat (for totals, charts and the sum test). */
export function gainsOf(e: GameEvent): Gain[] {
  switch (e.type) {
    case "act":
      return e.gains.slice();
    case "show": {
      const gains: Gain[] = e.yields.map(([seat, , , fame, coins, shards]) => [seat, fame, coins, shards]);
      const b = e.bonus;
      gains.push([e.seat, b[0] + b[1] + b[4], b[2] + b[5], b[3] + b[6]]);
      gains.push(...e.other);
      return gains;
    }
    case "wages":
      return [[e.seat, -e.fameLost, -e.paid, 0]];
    case "final":
      return e.scores.map(([seat, fameBefore, , , , , total]) => [seat, total - fameBefore, 0, 0]);
    default:
      return [];
  }
}
