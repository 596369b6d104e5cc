// Enhance Trick (A22, RULES §12.3): "You may place one of your Shards on the prepared Trick (it counts as spent); for the rest of the game that Trick yields +1 Fame and +1 coin."
// Its action `enhanceTrick`, offered while the card is used as its effect by the character on the floor.

import { SPECIAL_EFFECTS, type SpecialEffect } from "../../../../data/specialEffects";
import type { Yield } from "../../../core/hooks";
import { TRICK_BY_ID } from "../../../../data/tricks";
import { ruleError } from "../../../core/errors";
import { ownedTrick, player, updatePlayer } from "../../../core/players";
import { withFields, type GameState, type Marker } from "../../../core/state";
import { checkWorkshop } from "../../../families/workshop";
import { type SpecialCardRule, prepareWith } from "./helpers";

export const ENHANCE_TRICK: SpecialCardRule<"enhanceTrick", "enhanceTrick"> = {
  id: "A22",
  name: "Enhance Trick",
  action: "enhanceTrick",
  needs: "enhanceTrick",
  location: "workshop",
  ap(_s, _seat, a) {
    return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
  },
  check(s, seat, a, e, p) {
    const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
    if (prepErr) return prepErr;
    if (ownedTrick(p, a.trick)!.enhanced)
      return ruleError("ALREADY_DONE", `${TRICK_BY_ID[a.trick].name} already holds a Shard`);
    return p.shards >= (e as Extract<SpecialEffect, { kind: "enhanceTrick" }>).shards
      ? null
      : ruleError("NO_SHARDS", "Enhance Trick needs a Shard");
  },
  apply(s, seat, a, e) {
    let out = s;
    const shards = (e as Extract<SpecialEffect, { kind: "enhanceTrick" }>).shards;
    out = updatePlayer(out, seat, (p) => {
      const q = prepareWith(p, a.trick, 0);
      return withFields(q, {
        shards: q.shards - shards,
        tricks: q.tricks.map((x) => (x.id === a.trick ? { ...x, enhanced: true as const } : x)),
      });
    });
    return out;
  },
  candidates(_s, _seat, _e, p, keep) {
    for (const t of p.tricks) keep({ type: "enhanceTrick", trick: t.id });
  },
};

/** The yields of the trick: a trick holding a Shard yields +1 Fame and +1 coin. */
export function enhancedYield(s: GameState, m: Marker, y: Yield): Yield {
  const t = player(s, m.seat).tricks.find((x) => x.id === m.trick);
  return t?.enhanced
    ? { fame: y.fame + ENHANCED_TRICK.fame, coins: y.coins + ENHANCED_TRICK.coins, shards: y.shards }
    : y;
}
const ENHANCED_TRICK = SPECIAL_EFFECTS.A22 as Extract<SpecialEffect, { kind: "enhanceTrick" }>;
