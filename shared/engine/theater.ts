// Theater (RULES §7). Issue 3: slots can be occupied (weekday rules live in placement.ts); Set Up Trick and
// Reschedule come in issue 4.

import type { GameState } from "./state";

/** Whether the character on the floor in the Theater has an action available (none until issue 4). */
export function theaterHasActions(_s: GameState): boolean {
  return false;
}
