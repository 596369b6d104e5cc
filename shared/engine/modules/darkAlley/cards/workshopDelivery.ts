// Workshop Delivery (A45, RULES §12.3), used as its effect at the Market Row: every type the buyer holds is in stock
// (`moreStock`), each piece of it 1 coin cheaper, at least 1 (`buyPrice`).

import type { ComponentId } from "../../../../data/components";
import { player } from "../../../core/players";
import { effectOf, type PassiveCardRule } from "./passive";

const E = effectOf("A45", "ownedTypesInStock");

export const WORKSHOP_DELIVERY: PassiveCardRule = {
  id: "A45",
  name: "Workshop Delivery",
  buyPrice: (s, seat, type, price) =>
    (player(s, seat).components[type] ?? 0) > 0 ? Math.max(1, price - E.discount) : null,
  moreStock(s, seat, stocked) {
    const p = player(s, seat);
    for (const k in p.components) if (!stocked.includes(k as ComponentId)) stocked.push(k as ComponentId);
  },
};
