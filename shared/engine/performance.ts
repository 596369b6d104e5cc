// Phase F, Performance (RULES §8). Issue 3: the phase passes straight to End Turn; the shows come in issue 4.

import { endTurn } from "./flow";
import type { GameState } from "./state";

export function startPerformance(s: GameState): GameState {
  return endTurn({ ...s, phase: "performance" });
}
