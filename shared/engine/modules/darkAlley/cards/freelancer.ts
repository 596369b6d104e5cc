// Freelancer (A25, RULES §12.3): its character may be placed at any location (used as its effect then; at the
// Workshop only its +1 AP is offered, specialCards.ts). It plugs into placement through `placesAnywhere`.

import type { CardLocation } from "../../../../data/assignments";
import { player } from "../../../core/players";
import type { CharacterId, GameState, Seat } from "../../../core/state";
import { underOf } from "../specialCards";
import type { PassiveCardRule } from "./passive";

/** Freelancer (A25): its character may be placed at any location. */
export const FREELANCER = "A25";

/** Whether `id`, planned with a Workshop card, carries Freelancer and so may take a slot of any location. */
export function freelancerAnywhere(s: GameState, seat: Seat, id: CharacterId, card: CardLocation | null): boolean {
  return card === "workshop" && underOf(player(s, seat).alley, id) === FREELANCER;
}

export const FREELANCER_CARD: PassiveCardRule = { id: "A25", name: "Freelancer", placesAnywhere: freelancerAnywhere };
