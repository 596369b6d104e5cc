// One bot decision in a worker thread of the pool (pool.ts). It gets the seat's view only, never the full state,
// so even this thread holds nothing the seat could not see.

import { decide, type Decision } from "../../shared/ai/index";
import type { Action, GameView, Seat } from "../../shared/engine/index";
import type { BotLevel } from "../../shared/ai/index";

export interface BotTask {
  readonly view: GameView;
  readonly seat: Seat;
  readonly level: BotLevel;
  readonly seed: string;
  /** The budget the pool gave this decision (already shrunk when the pool is busy). */
  readonly budgetMs: number;
  /** Say why in game terms too (the hint): the move's effect, plan and runner-up (shared/ai/hintWhy.ts). */
  readonly explain?: boolean;
  /** The look back: the move the person played (or their plan's cards), compared with the bot's own. */
  readonly against?: Action | readonly Action[];
  /** The hint: search past the budget until greedy's move has this many worlds, within maxWaitMs (decide.ts). */
  readonly minWorlds?: number;
  readonly maxWaitMs?: number;
}

export interface BotReply {
  readonly action: Action | null;
  readonly reason: Decision["reason"];
  readonly expected?: Decision["expected"];
  readonly stats: Decision["stats"];
  /** When the thread began the decision, on the clock every thread shares (ms since the epoch). */
  readonly startedAt: number;
}

/**
 * The wall clock: every thread reads the same one. (performance.now() plus timeOrigin is not: a thread's origin was
 * measured tens of ms off the main thread's here.) Only waits are measured with it, never the search's budget.
 */
export const sharedClock = (): number => Date.now();

export default function think(task: BotTask): BotReply {
  const startedAt = sharedClock();
  const d = decide(task.view, task.seat, {
    level: task.level,
    seed: task.seed,
    budgetMs: task.budgetMs,
    now: () => performance.now(),
    explain: task.explain === true,
    ...(task.against ? { against: task.against } : {}),
    ...(task.minWorlds !== undefined && task.maxWaitMs !== undefined
      ? { minWorlds: task.minWorlds, maxWaitMs: task.maxWaitMs }
      : {}),
  });
  return { action: d.action, reason: d.reason, expected: d.expected, stats: d.stats, startedAt };
}
