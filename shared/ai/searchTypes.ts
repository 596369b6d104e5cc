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
  /** The budget ran out before any playout finished: the move is greedy's, not the search's. */
  readonly unsearched?: boolean;
}
