// One arena game: seats played by the given levels, every search decision timed with a real clock. Runs in the
// arena's own process or in a piscina worker thread (the default export).

import { getHeapStatistics } from "node:v8";
import { activeSeats, applyAction, createGame, viewFor, type GameState } from "../../shared/engine/index";
import { decide, type DecideLevel } from "../../shared/ai/index";

export interface GameTask {
  readonly players: 2 | 3 | 4;
  readonly darkAlley: boolean;
  /** The level of each seat. */
  readonly seats: readonly DecideLevel[];
  readonly budgetMs: number;
  /** Playouts per decision instead of time (no clock): a fair match on a loaded machine. */
  readonly iterations?: number;
  readonly seed: number;
  /** The playouts' share of random moves (both searches), when not the default. */
  readonly epsilon?: number;
}

export interface GameOutcome {
  readonly winner: number | null;
  readonly fame: readonly number[];
  /** Per seat: decision times (ms) of searched decisions (not forced or greedy ones), and their tree nodes. */
  readonly times: readonly number[][];
  readonly nodes: readonly number[][];
  readonly treeBytes: readonly number[][];
  readonly playouts: readonly number[][];
  /**
   * Per seat: the thread's used JS heap (bytes) right after each searched decision, garbage not yet collected
   * included: an upper bound on what a decision keeps, flat over a run when its memory is bounded.
   */
  readonly heapAfter: readonly number[][];
}

/** A fixed cap on actions: a game that does not end is an engine defect the arena must report, not loop on. */
const MAX_ACTIONS = 5000;

export function playGame(task: GameTask): GameOutcome {
  let s: GameState = createGame(
    { players: task.players, modules: task.darkAlley ? { darkAlley: true } : undefined },
    task.seed,
  );
  const times: number[][] = task.seats.map(() => []);
  const nodes: number[][] = task.seats.map(() => []);
  const treeBytes: number[][] = task.seats.map(() => []);
  const playouts: number[][] = task.seats.map(() => []);
  const heapAfter: number[][] = task.seats.map(() => []);
  for (let step = 0; s.phase !== "gameOver"; step++) {
    if (step >= MAX_ACTIONS) throw new Error(`game ${task.seed} did not end in ${MAX_ACTIONS} actions`);
    const seat = activeSeats(s)[0]!;
    const level = task.seats[seat]!;
    const t0 = performance.now();
    const limits = task.iterations
      ? { maxIterations: task.iterations }
      : { budgetMs: task.budgetMs, now: () => performance.now() };
    const d = decide(viewFor(s, seat), seat, {
      level,
      seed: task.seed * 7919 + step,
      ...limits,
      ...(task.epsilon !== undefined ? { tuning: { epsilon: task.epsilon } } : {}),
    });
    const ms = performance.now() - t0;
    if (d.stats.playouts > 0) {
      times[seat]!.push(ms);
      nodes[seat]!.push(d.stats.nodes);
      treeBytes[seat]!.push(d.stats.treeBytes);
      playouts[seat]!.push(d.stats.playouts);
      heapAfter[seat]!.push(getHeapStatistics().used_heap_size);
    }
    if (!d.action) throw new Error(`seat ${seat} (${level}) found no action in phase ${s.phase}`);
    const r = applyAction(s, seat, d.action);
    if (!r.ok) throw new Error(`seat ${seat} (${level}) chose an illegal action: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  return { winner: s.winner, fame: s.players.map((p) => p.fame), times, nodes, treeBytes, playouts, heapAfter };
}

export default playGame;
