// The bots' levels: what a host picks per seat. Names and one-line descriptions are the client's words
// (client/i18n/bots.ts, `bots.level.<id>`), in English and Spanish.

/** The levels people can pick, weakest first. */
export const BOT_LEVELS = ["apprentice", "magician", "grandMagician"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Searches of the arena only: the flat Monte Carlo baseline is not offered to people. */
export type SearchKind = "greedy" | "ismcts" | "pairedRollouts" | "flatMonteCarlo";
export type DecideLevel = BotLevel | "flatMonteCarlo";

export interface LevelSettings {
  readonly search: SearchKind;
  /** Default time per decision (ms) when the caller passes a clock. */
  readonly budgetMs: number;
  /** Playouts at most with a clock (a bound besides the budget). */
  readonly maxIterations: number;
  /** Playouts without a clock: about what the budget buys on an idle core, so a caller that forgets `now` still
   *  gets a decision in about the level's time, never the 20,000-playout bound. */
  readonly playoutsWithoutClock: number;
  /** Tree nodes at most per decision (memory bound). */
  readonly maxNodes: number;
}

export const LEVEL_SETTINGS: Readonly<Record<DecideLevel, LevelSettings>> = {
  // Today's greedy bot: instant, no search.
  apprentice: { search: "greedy", budgetMs: 0, maxIterations: 0, playoutsWithoutClock: 0, maxNodes: 0 },
  magician: { search: "ismcts", budgetMs: 250, maxIterations: 5000, playoutsWithoutClock: 100, maxNodes: 10000 },
  // p95 decision time must stay <= 1.5 s on the project's machine: 1 s plus at most one playout and the set-up.
  // Paired rollouts (pairedRollouts.ts, issue 31): no tree, so no node cap.
  grandMagician: {
    search: "pairedRollouts",
    budgetMs: 1000,
    maxIterations: 20000,
    playoutsWithoutClock: 400,
    maxNodes: 0,
  },
  // The arena's baseline, run with the budget of the level it is compared with.
  flatMonteCarlo: {
    search: "flatMonteCarlo",
    budgetMs: 1000,
    maxIterations: 20000,
    playoutsWithoutClock: 400,
    maxNodes: 0,
  },
};

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === "string" && (BOT_LEVELS as readonly string[]).includes(x);
}
