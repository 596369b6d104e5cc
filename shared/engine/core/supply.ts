// The general supply of component pieces (RULES §3.3, OQ-22): limited, so every piece taken or returned is counted.

import type { ComponentId } from "../../data/components";
import type { GameState } from "./state";

/** The general supply with `n` more (or fewer) pieces of `type`. */
export function supplyWith(supply: GameState["supply"], type: ComponentId, n: number): GameState["supply"] {
  const out = { ...supply };
  out[type] = (supply[type] ?? 0) + n;
  return out;
}
