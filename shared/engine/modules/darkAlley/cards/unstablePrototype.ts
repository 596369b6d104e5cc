// Unstable Prototype (A21, RULES §12.3): "You may return up to 3 components required by the prepared Trick to the supply; if you do: +1 marker on the Trick and +1 Fame and +1 coin per component returned."
// Its action `unstablePrototype`, offered while the card is used as its effect by the character on the floor.

import { COMPONENT_IDS } from "../../../../data/components";
import type { SpecialEffect } from "../../../../data/specialEffects";
import { TRICK_BY_ID } from "../../../../data/tricks";
import { ruleError } from "../../../core/errors";
import { updatePlayer } from "../../../core/players";
import { withFields, withState } from "../../../core/state";
import { supplyWith } from "../../../core/supply";
import { checkWorkshop } from "../../../families/workshop";
import { type SpecialCardRule, multisets, piecesOf, prepareWith } from "./helpers";

export const UNSTABLE_PROTOTYPE: SpecialCardRule<"unstablePrototype", "returnForBonus"> = {
  id: "A21",
  name: "Unstable Prototype",
  action: "unstablePrototype",
  needs: "returnForBonus",
  location: "workshop",
  ap(_s, _seat, a) {
    return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
  },
  check(s, seat, a, e, p) {
    const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
    if (prepErr) return prepErr;
    const pieces = piecesOf(a.components);
    if (!pieces) return ruleError("BAD_ACTION", "list the pieces one entry each, in component order (wood, metal, …)");
    const max = (e as Extract<SpecialEffect, { kind: "returnForBonus" }>).max;
    if (a.components.length < 1 || a.components.length > max)
      return ruleError("BAD_COUNT", `return 1 to ${max} pieces, not ${a.components.length}`);
    const req = TRICK_BY_ID[a.trick].components;
    for (const [c, n] of pieces) {
      if (!(req[c]! > 0)) return ruleError("NOT_REQUIRED", `${TRICK_BY_ID[a.trick].name} does not require ${c}`);
      if (n > req[c]!) return ruleError("BAD_COUNT", `${TRICK_BY_ID[a.trick].name} requires ${req[c]} ${c}, not ${n}`);
      if ((p.components[c] ?? 0) < n) return ruleError("NO_SUCH_COMPONENT", `you hold ${p.components[c] ?? 0} ${c}`);
    }
    return null;
  },
  apply(s, seat, a, e) {
    let out = s;
    const r = e as Extract<SpecialEffect, { kind: "returnForBonus" }>;
    const pieces = piecesOf(a.components)!;
    const n = a.components.length;
    out = updatePlayer(out, seat, (p) => {
      const q = prepareWith(p, a.trick, r.markers);
      const components = { ...q.components };
      let managerPiles = q.managerPiles;
      for (const [c, k] of pieces) {
        const left = (components[c] ?? 0) - k;
        if (left > 0) components[c] = left;
        else {
          delete components[c]; // rare (a Special card's effect): the slow-dictionary cost does not matter here
          managerPiles = managerPiles.filter((x) => x !== c);
        }
      }
      return withFields(q, { components, managerPiles, fame: q.fame + n, coins: q.coins + n });
    });
    let supply = out.supply;
    for (const [c, k] of pieces) supply = supplyWith(supply, c, k);
    out = withState(out, { supply });
    return out;
  },
  candidates(_s, _seat, e, p, keep) {
    for (const t of p.tricks) {
      const req = TRICK_BY_ID[t.id].components;
      const types = COMPONENT_IDS.filter((c) => req[c]! > 0);
      for (const components of multisets(types, e.max)) keep({ type: "unstablePrototype", trick: t.id, components });
    }
  },
};
