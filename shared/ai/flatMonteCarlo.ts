// The baseline search: flat Monte Carlo. Every turn action of the seat gets playouts in turn (round robin), each from
// a new determinisation of the seat's view, the greedy-based policy to the end; the best mean reward wins. No tree:
// the arena measures how much the ISMCTS tree adds at the same time budget.

import { applyAction, greedyBot, type Action, type GameView, type Random, type Seat } from "../engine/index";
import { determinize } from "./determinize";
import { playout, rewards, turnActions } from "./playout";
import { movesPlanOn } from "./plans";
import type { SearchLimits, SearchResult } from "./searchTypes";

export function flatMonteCarlo(
  view: GameView,
  seat: Seat,
  rng: Random,
  limits: SearchLimits,
  epsilon = 0,
): SearchResult {
  const started = limits.now?.() ?? 0;
  const first = determinize(view, seat, rng);
  // Steps that take back or swap an earlier card are left out, so a bot called once per step always moves on.
  const moves: readonly Action[] = turnActions(first, seat).filter((a) => movesPlanOn(first, seat, a));
  if (moves.length <= 1) return { action: moves[0] ?? null, iterations: 0, nodes: 0, playouts: 0 };
  const reward = new Array<number>(moves.length).fill(0);
  const fame = new Array<number>(moves.length).fill(0);
  const wins = new Array<number>(moves.length).fill(0);
  const visits = new Array<number>(moves.length).fill(0);
  let iterations = 0;
  const out = () =>
    limits.now !== undefined && limits.budgetMs !== undefined && limits.now() - started >= limits.budgetMs;
  while (iterations < limits.maxIterations && !(iterations > 0 && out())) {
    const i = iterations % moves.length;
    const s = iterations === 0 ? first : determinize(view, seat, rng);
    const r = applyAction(s, seat, moves[i]!);
    iterations++;
    if (!r.ok) continue; // cannot happen for the seat's own legal move; counted as no information
    const end = playout(r.state, rng, epsilon, out);
    if (!end) {
      iterations--; // cut by the clock: not a playout
      break;
    }
    const v = rewards(end);
    reward[i]! += v.reward[seat] ?? 0;
    fame[i]! += v.fame[seat] ?? 0;
    if (end.phase === "gameOver" && end.winner === seat) wins[i]!++;
    visits[i]!++;
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) {
    const m = (j: number) => (visits[j]! > 0 ? reward[j]! / visits[j]! : -1);
    if (m(i) > m(best)) best = i;
  }
  const n = visits[best]!;
  // Nothing played out (the clock cut the first playout): greedy's move, said as such by decide().
  if (n === 0) {
    const g = greedyBot(first, seat);
    const greedyMove = moves.find((m) => g && JSON.stringify(m) === JSON.stringify(g)) ?? moves[0]!;
    return { action: greedyMove, iterations, nodes: 0, playouts: iterations, unsearched: true };
  }
  return {
    action: moves[best]!,
    iterations,
    nodes: 0,
    playouts: iterations,
    expected: { fame: fame[best]! / n, winRate: wins[best]! / n, visits: n },
  };
}
