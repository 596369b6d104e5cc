// The bots' one entry point. It takes a seat's VIEW (viewFor(state, seat), what the server sends that seat), never
// the full state: whatever the view hides is sampled (determinize.ts), so no bot can read a secret by construction.

import { greedyBot, makeRandom, type Action, type GameView, type Seat } from "../engine/index";
import { determinize } from "./determinize";
import { flatMonteCarlo } from "./flatMonteCarlo";
import { DEFAULT_TUNING, ismcts, MIN_VISITS_TO_LEAVE_GREEDY, type IsmctsTuning } from "./ismcts";
import { LEVEL_SETTINGS, type DecideLevel } from "./levels";
import { pairedRollouts, type Against } from "./pairedRollouts";
import { turnActions } from "./playout";
import type { SearchResult } from "./searchTypes";
import { explainMove, type HintReason } from "./hintWhy";

export interface DecideOptions {
  readonly level: DecideLevel;
  /** The bot's own generator seed: the same view, seed and limits give the same decision. */
  readonly seed: number | string;
  /** Time per decision (ms); the level's default when absent. Read only through `now`. */
  readonly budgetMs?: number;
  /** A clock in ms (e.g. performance.now). Without it the search stops on its playout cap only (deterministic; the
   *  level's `playoutsWithoutClock` unless `maxIterations` is given). */
  readonly now?: () => number;
  /** Playouts at most (the level's cap when absent): tests use small caps instead of time. */
  readonly maxIterations?: number;
  readonly maxNodes?: number;
  /** Also say why, in game terms (the hint): the move's effect from the view, the plan, the runner-up. */
  readonly explain?: boolean;
  /**
   * The look back: the move the person played there (or, in Assignment, their plan's cards). The Grand Magician's
   * search plays it out in every world beside its own choice, and the reason compares the two instead of the
   * runner-up. Read only with `explain`.
   */
  readonly against?: Against;
  /**
   * The hint (a person asked and waits; never the bots' own moves): with a clock, search past the budget until
   * greedy's move was played in this many sampled worlds, within `maxWaitMs` from the start. Still fewer: the reason
   * says so (`tooFew`) instead of the rules-of-thumb line.
   */
  readonly minWorlds?: number;
  readonly maxWaitMs?: number;
  /** Search constants for experiments (the arena's --epsilon); the defaults are the tuned ones. */
  readonly tuning?: Partial<IsmctsTuning>;
}

export interface Decision {
  /** A legal action of the seat's turn, or null when the seat has nothing to do now. */
  readonly action: Action | null;
  /** Over the playouts of the chosen move: the seat's mean final Fame and share of wins (the hint's reason). */
  readonly expected?: { readonly fame: number; readonly winRate: number };
  /** Why, for people: `bots.reason.<code>` in the client's words, with these values (hintWhy.ts: the rest). */
  readonly reason: HintReason;
  readonly stats: {
    readonly iterations: number;
    readonly playouts: number;
    readonly nodes: number;
    /** An upper estimate of the tree's memory (nodes × NODE_BYTES). */
    readonly treeBytes: number;
    readonly ms: number | null;
  };
}

/** One tree node with its key, action and child map, as measured (docs/bots.md: 830-870 bytes), for the memory report. */
export const NODE_BYTES = 900;

/** A caller's mistake (wrong seat for the view, unknown level): a stable code and a readable message. */
export class BotInputError extends Error {
  constructor(
    readonly code: "VIEW_NOT_OF_SEAT" | "UNKNOWN_LEVEL" | "BAD_LIMIT",
    message: string,
  ) {
    super(message);
  }
}

/** The bot's move for `seat` from that seat's view. */
export function decide(view: GameView, seat: Seat, options: DecideOptions): Decision {
  if (typeof view !== "object" || view === null || view.viewer !== seat)
    throw new BotInputError("VIEW_NOT_OF_SEAT", `the view is ${String(view?.viewer)}'s, not seat ${seat}'s`);
  // Own keys only: "toString" or "__proto__" are no levels.
  const settings = Object.hasOwn(LEVEL_SETTINGS, options.level) ? LEVEL_SETTINGS[options.level] : undefined;
  if (!settings) throw new BotInputError("UNKNOWN_LEVEL", `no bot level "${String(options.level)}"`);
  for (const [name, v] of [
    ["budgetMs", options.budgetMs],
    ["minWorlds", options.minWorlds],
    ["maxWaitMs", options.maxWaitMs],
    ["maxIterations", options.maxIterations],
    ["maxNodes", options.maxNodes],
  ] as const) {
    if (v !== undefined && !(Number.isFinite(v) && v >= 0))
      throw new BotInputError("BAD_LIMIT", `${name} must be a number >= 0`);
  }
  const { search, ...d } = decideOnly(view, seat, options, settings);
  if (!options.explain || !d.action) return d;
  return {
    ...d,
    reason: explainMove(view, seat, d.action, d.reason, search, options.seed, options.against !== undefined),
  };
}

function decideOnly(
  view: GameView,
  seat: Seat,
  options: DecideOptions,
  settings: (typeof LEVEL_SETTINGS)[DecideLevel],
): Decision & { readonly search?: SearchResult } {
  const t0 = options.now?.() ?? null;
  const rng = makeRandom(options.seed);
  const elapsed = () => (t0 === null ? null : options.now!() - t0);
  if (settings.search === "greedy") {
    // Greedy reads a full state: give it a sampled one, so even the weakest level never sees a secret.
    const s = determinize(view, seat, rng);
    const action = turnActions(s, seat).length > 0 ? greedyBot(s, seat) : null;
    return {
      action,
      reason: { code: "greedy" },
      stats: { iterations: 0, playouts: 0, nodes: 0, treeBytes: 0, ms: elapsed() },
    };
  }
  const limits = {
    now: options.now,
    budgetMs: options.budgetMs ?? settings.budgetMs,
    maxIterations: options.maxIterations ?? (options.now ? settings.maxIterations : settings.playoutsWithoutClock),
    maxNodes: options.maxNodes ?? settings.maxNodes,
    ...(options.now && options.minWorlds !== undefined && options.maxWaitMs !== undefined
      ? { minWorlds: options.minWorlds, maxWaitMs: options.maxWaitMs }
      : {}),
  };
  // Had the search fewer worlds than it needs to say anything, though the caller waited for more: say so.
  const fallback = options.minWorlds !== undefined ? "tooFew" : "greedy";
  const tuning = { ...DEFAULT_TUNING, ...options.tuning };
  const r: SearchResult =
    settings.search === "ismcts"
      ? ismcts(view, seat, rng, limits, tuning)
      : settings.search === "pairedRollouts"
        ? pairedRollouts(view, seat, rng, limits, tuning.epsilon, options.explain ? options.against : undefined)
        : flatMonteCarlo(view, seat, rng, limits, tuning.epsilon);
  const stats = {
    iterations: r.iterations,
    playouts: r.playouts,
    nodes: r.nodes,
    treeBytes: r.nodes * NODE_BYTES,
    ms: elapsed(),
  };
  if (!r.expected)
    return {
      action: r.action,
      reason: { code: r.alone ?? (r.action && !r.unsearched ? "forced" : fallback) },
      stats,
      search: r,
    };
  // A share of wins over a handful of playouts is noise (a hint's 25 → 6 → 14 → 76 % between alike positions,
  // issue 31): below the visits the search needs to leave greedy's move, the move is said to be greedy's, no figure.
  if (r.expected.visits < MIN_VISITS_TO_LEAVE_GREEDY)
    return { action: r.action, reason: { code: fallback }, stats, search: r };
  const fame = Math.round(r.expected.fame);
  const percent = Math.round(100 * r.expected.winRate);
  return {
    action: r.action,
    expected: { fame: r.expected.fame, winRate: r.expected.winRate },
    reason: { code: "expects", fame, percent },
    stats,
    search: r,
  };
}
