// Types shared by the searches (ISMCTS, flat Monte Carlo) and the decide() entry point.

import type { Action } from "../engine/index";

/** When a search stops: after its time budget (with an injected clock) or its iteration cap, whichever comes first. */
export interface SearchLimits {
  /** Milliseconds since any fixed origin; the only clock a search reads (none inside the rules). */
  readonly now?: () => number;
  readonly budgetMs?: number;
  readonly maxIterations: number;
  /** Tree nodes at most (memory bound); a full tree keeps refining the nodes it has. */
  readonly maxNodes: number;
  /**
   * The hint (a person asked and waits): with a clock, go on past the budget until greedy's move has been played in
   * this many sampled worlds (paired rollouts only)...
   */
  readonly minWorlds?: number;
  /** ...but never past this many ms from the start: the wait's bound. */
  readonly maxWaitMs?: number;
}

export interface SearchResult {
  readonly action: Action | null;
  /** Determinisations searched (one playout each). */
  readonly iterations: number;
  readonly playouts: number;
  /** Tree nodes made (0 for flat Monte Carlo and forced moves). */
  readonly nodes: number;
  /** Over the playouts through the chosen move: the seat's mean final Fame and share of wins. */
  readonly expected?: { readonly fame: number; readonly winRate: number; readonly visits: number };
  /** In Assignment (paired rollouts): the whole plan the first step belongs to, in order. */
  readonly plan?: readonly Action[];
  /** The next best move, measured against the chosen one (paired rollouts only): the hint's "why not that". */
  readonly runnerUp?: RunnerUp;
  /** The move the caller asked about (the look back: what the person played), measured as the runner-up is. */
  readonly played?: RunnerUp;
  /** The budget ran out before any playout finished: the move is greedy's, not the search's. */
  readonly unsearched?: boolean;
  /**
   * One candidate, though the seat has other legal moves: in Assignment every character already has its card, so the
   * only plan searched is the one as it stands (taking a card back is legal but never searched, plans.ts), or the
   * other moves were giveaways left out. Never "the only move": that is said only when nothing else is legal.
   */
  readonly alone?: "asPlanned" | "greedy";
}

/** The runner-up move against the chosen one over the worlds both were played in (chosen minus runner-up). */
export interface RunnerUp {
  readonly action: Action;
  /** In Assignment: the runner-up's whole plan (its cards), when it has more than one. */
  readonly plan?: readonly Action[];
  readonly worlds: number;
  /** Mean final Fame more for the chosen move, and its standard error. */
  readonly fame: number;
  readonly fameSe: number;
  /** Share of wins more for the chosen move (0-1), and its standard error. */
  readonly wins: number;
  readonly winsSe: number;
}
