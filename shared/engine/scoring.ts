// Scores: current Fame during the game; after turn 5 the final totals, ranking and winner (RULES §10).

import type { FinalScore, GameState, Seat } from "./core/state";

export interface ScoreBoard {
  /** True once final scoring is done. */
  readonly over: boolean;
  /** Fame per seat (final totals when over). */
  readonly fame: readonly number[];
  /** Seats best first; ties go to the earlier seat in initiative order (RULES §10.3, OQ-15). */
  readonly ranking: readonly Seat[];
  readonly winner: Seat | null;
  /** The final-scoring breakdown per seat, when over. */
  readonly final: readonly FinalScore[] | null;
}

export function scores(s: GameState): ScoreBoard {
  const fame = s.players.map((p) => p.fame);
  const ranking = s.initiative
    .slice()
    .sort((a, b) => fame[b]! - fame[a]! || s.initiative.indexOf(a) - s.initiative.indexOf(b));
  return { over: s.phase === "gameOver", fame, ranking, winner: s.winner, final: s.final };
}
