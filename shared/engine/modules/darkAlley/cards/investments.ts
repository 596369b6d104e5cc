// Investments (A32, RULES §12.3): "You may immediately spend any of the coins just taken to buy up to 3 components that are in stock at the Market Row."
// Its action `investments`, offered while the card is used as its effect by the character on the floor.

import type { SpecialEffect } from "../../../../data/specialEffects";
import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withFields, withState } from "../../../core/state";
import { checkDowntown, downtownAp } from "../../../families/downtown";
import { stockPrice, stockedTypes } from "../../../families/market";
import {
  BANK_DICE,
  COMPONENT_INDEX,
  type SpecialCardRule,
  multisetsWithin,
  piecesCost,
  piecesOf,
  piecesRefusal,
  takePieces,
  takenCoins,
} from "./helpers";

export const INVESTMENTS: SpecialCardRule<"investments", "buyWithTakenCoins"> = {
  id: "A32",
  name: "Investments",
  action: "investments",
  needs: "buyWithTakenCoins",
  location: "downtown",
  ap(s, seat, _a) {
    return downtownAp(s, seat, "takeCoins");
  },
  check(s, seat, a, e, p) {
    const takeErr = checkDowntown(s, seat, { type: "takeCoins", die: a.die });
    if (takeErr) return takeErr;
    const pieces = piecesOf(a.components);
    if (!pieces) return ruleError("BAD_ACTION", "list the pieces one entry each, in component order (wood, metal, …)");
    const max = (e as Extract<SpecialEffect, { kind: "buyWithTakenCoins" }>).max;
    if (a.components.length < 1 || a.components.length > max)
      return ruleError("BAD_COUNT", `buy 1 to ${max} pieces, not ${a.components.length}`);
    for (const [c] of pieces)
      if (stockPrice(s, c, seat) === null) return ruleError("NOT_IN_STOCK", `${c} is not in stock at the Market Row`);
    const taken = takenCoins(s, a.die);
    const cost = piecesCost(s, seat, a.components);
    if (cost > taken) return ruleError("CANNOT_AFFORD", `these pieces cost ${cost} coins, the die gives ${taken}`);
    return piecesRefusal(s, p, pieces);
  },
  apply(s, seat, a, _e) {
    let out = s;
    const taken = takenCoins(s, a.die);
    const cost = piecesCost(s, seat, a.components);
    out = takePieces(out, seat, piecesOf(a.components)!, false);
    out = updatePlayer(out, seat, (p) => withFields(p, { coins: p.coins + taken - cost }));
    out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
    return out;
  },
  candidates(s, seat, e, _p, keep) {
    const types = stockedTypes(s, seat).sort((x, y) => COMPONENT_INDEX.get(x)! - COMPONENT_INDEX.get(y)!);
    const prices = types.map((c) => stockPrice(s, c, seat)!);
    for (const die of BANK_DICE) {
      if (s.dice[die] === "X") continue;
      // The Take Coins part is the same for every purchase from this die: a refusal there refuses them all.
      if (checkDowntown(s, seat, { type: "takeCoins", die }) !== null) continue;
      // only what the coins taken from this die can pay
      for (const [components] of multisetsWithin(types, prices, e.max, takenCoins(s, die)))
        keep({ type: "investments", die, components });
    }
  },
};
