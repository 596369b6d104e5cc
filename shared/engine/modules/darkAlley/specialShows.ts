// Special card effects that are chosen in the Performance phase (RULES §12.3), by the holder of a card used as its
// effect this turn (a turn effect, like Arranged Fiasco):
// - A13 Grand Premiere: the holder performs a card and one of their tricks on it, never performed before in this
//   game, yields twice its Fame, coins or Shards in that show (`grandPremiere` stands for `perform`);
// - A11 Durable Components: after the last show the holder may put one performed marker back onto its trick card
//   instead of in the supply (`durableComponents`, a pause before End Turn, like Breaking Free before the shows).

import { TRICK_BY_ID, type TrickId } from "../../../data/tricks";
import type { Action, ShowCardAction } from "../../core/actions";
import { ruleError, type RuleError } from "../../core/errors";
import { checkPerformance, performCard, performanceLegal } from "../../families/performance";
import { ownedTrick, player, updatePlayer } from "../../core/players";
import { hasTurnEffect, turnEffect, turnEffectHolder } from "./specialCards";
import { withAlley, withFields, withState, type GameState, type Seat } from "../../core/state";

const KINDS: readonly ("fame" | "coins" | "shards")[] = ["fame", "coins", "shards"];

/** Whether `seat` has performed `trick` in a show of this game (Grand Premiere needs a first time). */
function performedBefore(s: GameState, seat: Seat, trick: TrickId): boolean {
  for (const x of s.alley!.performed) if (x.seat === seat && x.trick === trick) return true;
  return false;
}

/** The tricks of `seat` performed this turn that still have a marker in the supply to put back (Durable Components). */
function durableTricks(s: GameState, seat: Seat): TrickId[] {
  const p = player(s, seat);
  const out: TrickId[] = [];
  for (const x of s.alley!.performed) {
    if (x.seat !== seat || x.turn !== s.turn || out.includes(x.trick)) continue;
    const t = ownedTrick(p, x.trick);
    if (t && p.markerSupply[t.symbol] > 0) out.push(x.trick);
  }
  return out;
}

/** After the last show: the Durable Components holder, when it has a performed marker to put back; else null. */
export function durableHolder(s: GameState): Seat | null {
  if (s.alley!.durable !== null) return null; // decided already
  const seat = turnEffectHolder(s, "durableMarker");
  return seat !== null && durableTricks(s, seat).length > 0 ? seat : null;
}

export function checkShowCard(s: GameState, seat: Seat, a: ShowCardAction): RuleError | null {
  if (s.phase !== "performance")
    return ruleError("WRONG_PHASE", `this card's effect is used in the Performance phase, not ${s.phase}`);
  if (a.type === "durableComponents") {
    if (s.alley?.durable !== seat)
      return ruleError("NOT_YOUR_TURN", "Durable Components is chosen after the last show, by its holder");
    if (a.trick === null) return null;
    if (!ownedTrick(player(s, seat), a.trick)) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
    return durableTricks(s, seat).includes(a.trick)
      ? null
      : ruleError(
          "NOTHING_PERFORMED",
          `no marker of ${TRICK_BY_ID[a.trick]?.name ?? a.trick} was performed this turn and is back in your supply`,
        );
  }
  const err = checkPerformance(s, seat, { type: "perform", card: a.card });
  if (err) return err;
  if (!hasTurnEffect(s, seat, "premiere"))
    return ruleError("NOT_YOUR_EFFECT", "this needs Grand Premiere used as its effect this turn");
  if (!KINDS.includes(a.doubled))
    return ruleError("BAD_ACTION", `double "fame", "coins" or "shards", not ${String(a.doubled)}`);
  const card = s.theaterCards[a.card]!;
  let mine = false;
  for (const k in card.markers) if (card.markers[k]!.seat === seat && card.markers[k]!.trick === a.trick) mine = true;
  if (!mine) return ruleError("NO_SUCH_MARKER", `${card.id} holds no marker of your ${String(a.trick)}`);
  return performedBefore(s, seat, a.trick)
    ? ruleError("ALREADY_PERFORMED", `${TRICK_BY_ID[a.trick]!.name} was performed before in this game`)
    : null;
}

/** Grand Premiere (A13): the show, the chosen yield of the trick received `times` over in all (the card's number: twice). */
export function grandPremiere(
  s: GameState,
  seat: Seat,
  a: Extract<ShowCardAction, { type: "grandPremiere" }>,
): GameState {
  return performCard(s, seat, a.card, {
    trick: a.trick,
    doubled: a.doubled,
    times: turnEffect(s, seat, "premiere")!.times,
  });
}

export function applyShowCard(s: GameState, seat: Seat, a: ShowCardAction): GameState {
  if (a.type === "grandPremiere") return grandPremiere(s, seat, a);
  let out = s;
  if (a.trick !== null) {
    const t = ownedTrick(player(s, seat), a.trick)!;
    out = updatePlayer(out, seat, (p) =>
      withFields(p, {
        tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: x.markers + 1 } : x)),
        markerSupply: { ...p.markerSupply, [t.symbol]: p.markerSupply[t.symbol] - 1 },
      }),
    );
  }
  // `durable` stays set (to the seat) until End Turn clears it, so durableHolder does not ask again.
  return withState(out, { weekday: null, alley: withAlley(out.alley!, { durable: seat }) });
}

/** Grand Premiere's performances for the performer now, appended to `out` (each checked). */
export function premiereLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (!hasTurnEffect(s, seat, "premiere")) return;
  const performs: Action[] = [];
  performanceLegal(s, seat, performs);
  for (const perform of performs) {
    if (perform.type !== "perform") continue;
    const card = s.theaterCards[perform.card]!;
    const seen: TrickId[] = [];
    for (const k in card.markers) {
      const m = card.markers[k]!;
      if (m.seat !== seat || seen.includes(m.trick)) continue;
      seen.push(m.trick);
      for (const doubled of KINDS) {
        const a: ShowCardAction = { type: "grandPremiere", card: perform.card, trick: m.trick, doubled };
        if (checkShowCard(s, seat, a) === null) out.push(a);
      }
    }
  }
}

/** Durable Components' choices for its holder after the shows: each performed trick, or none. */
export function durableLegal(s: GameState, seat: Seat): Action[] {
  if (s.alley?.durable !== seat || s.weekday !== null) return [];
  const out: Action[] = durableTricks(s, seat).map((trick) => ({ type: "durableComponents", trick }));
  out.push({ type: "durableComponents", trick: null });
  return out;
}
