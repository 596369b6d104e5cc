// Grand Premiere (A13, RULES §12.3), chosen in the Performance phase by the holder of the card used as its effect
// this turn (a turn effect, like Arranged Fiasco): the holder performs a card and one of their tricks on it, never
// performed before in this game, yields `times` over (the card's number: twice) its Fame, coins or Shards in that
// show (`grandPremiere` stands for `perform`). specialShows.ts routes the Performance phase's card actions here.

import { TRICK_BY_ID, type TrickId } from "../../../../data/tricks";
import type { Action, ShowCardAction } from "../../../core/actions";
import { ruleError, type RuleError } from "../../../core/errors";
import { checkPerformance, performCard, performanceLegal } from "../../../families/performance";
import type { GameState, Seat } from "../../../core/state";
import { hasTurnEffect, turnEffect } from "../specialCards";

type Premiere = Extract<ShowCardAction, { type: "grandPremiere" }>;

const KINDS: readonly ("fame" | "coins" | "shards")[] = ["fame", "coins", "shards"];

/** Whether `seat` has performed `trick` in a show of this game (Grand Premiere needs a first time). */
function performedBefore(s: GameState, seat: Seat, trick: TrickId): boolean {
  for (const x of s.alley!.performed) if (x.seat === seat && x.trick === trick) return true;
  return false;
}

export function checkGrandPremiere(s: GameState, seat: Seat, a: Premiere): RuleError | null {
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

/** The show, the chosen yield of the trick received `times` over in all. */
export function grandPremiere(s: GameState, seat: Seat, a: Premiere): GameState {
  return performCard(s, seat, a.card, {
    trick: a.trick,
    doubled: a.doubled,
    times: turnEffect(s, seat, "premiere")!.times,
  });
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
        const a: Premiere = { type: "grandPremiere", card: perform.card, trick: m.trick, doubled };
        if (s.phase === "performance" && checkGrandPremiere(s, seat, a) === null) out.push(a);
      }
    }
  }
}
