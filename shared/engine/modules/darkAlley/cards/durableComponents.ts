// Durable Components (A11, RULES §12.3), chosen by the holder of the card used as its effect this turn: after the
// last show the holder may put one performed marker back onto its trick card instead of in the supply
// (`durableComponents`, a pause before End Turn, like Breaking Free before the shows). specialShows.ts routes the
// Performance phase's card actions here; the module's hooks ask `durableHolder` before End Turn.

import { TRICK_BY_ID, type TrickId } from "../../../../data/tricks";
import type { Action, ShowCardAction } from "../../../core/actions";
import { ruleError, type RuleError } from "../../../core/errors";
import { ownedTrick, player, updatePlayer } from "../../../core/players";
import { withAlley, withFields, withState, type GameState, type Seat } from "../../../core/state";
import { turnEffectHolder } from "../specialCards";

type Durable = Extract<ShowCardAction, { type: "durableComponents" }>;

/** The tricks of `seat` performed this turn that still have a marker in the supply to put back. */
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

export function checkDurableComponents(s: GameState, seat: Seat, a: Durable): RuleError | null {
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

export function durableComponents(s: GameState, seat: Seat, a: Durable): GameState {
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

/** Durable Components' choices for its holder after the shows: each performed trick, or none. */
export function durableLegal(s: GameState, seat: Seat): Action[] {
  if (s.alley?.durable !== seat || s.weekday !== null) return [];
  const out: Action[] = durableTricks(s, seat).map((trick) => ({ type: "durableComponents", trick }));
  out.push({ type: "durableComponents", trick: null });
  return out;
}
