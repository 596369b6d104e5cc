import type { ComponentId } from "../../shared/data/components";
import { TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { effectiveCount, type PlayerState } from "../../shared/engine";

/** One component a trick needs to be prepared, and how many the player has of it now. */
export interface TrickNeed {
  readonly component: ComponentId;
  readonly need: number;
  /** As the Prepare rule counts them: a pile on a Manager slot counts one more (effectiveCount). */
  readonly have: number;
}

/**
 * What a trick card asks for, beside what its owner holds: the workshop draws it on the card so a player sees
 * before choosing Prepare what is missing (the engine refuses Prepare on the same count, meetsRequirements).
 */
export function trickNeeds(state: PlayerState, trick: TrickId): TrickNeed[] {
  const req = TRICK_BY_ID[trick].components;
  return (Object.entries(req) as [ComponentId, number][]).map(([component, need]) => ({
    component,
    need,
    have: effectiveCount(state, component),
  }));
}
