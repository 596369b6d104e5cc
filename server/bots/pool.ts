// The bots' worker pool: every bot decision and every hint is searched in a worker thread (piscina), off the
// game loop, in a bounded number of threads. A busy pool gives each new decision a smaller budget, so bots under
// load play quicker and weaker instead of later (docs/bots.md "The pool").

import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Piscina from "piscina";
import { LEVEL_SETTINGS, type BotLevel } from "../../shared/ai/index";
import type { GameView, Seat } from "../../shared/engine/index";
import { sharedClock, type BotReply, type BotTask } from "./botWorker";
import { botBudgetSeconds, botDecisions, botQueueSeconds } from "./poolMetrics";

export interface BotPoolOptions {
  /** Worker threads at most (BOT_THREADS); default: the machine's cores - 1, at least 1. */
  readonly threads?: number;
  /** No decision gets less than this, however busy the pool (ms). */
  readonly minBudgetMs?: number;
  /** No decision gets more than this, whatever its level (BOT_MAX_BUDGET_MS; tests use a small one). */
  readonly maxBudgetMs?: number;
  /** The worker module (tests hand a crashing one); default botWorker next to this file. */
  readonly filename?: string;
}

/** What the pool answers: the decision, how long it waited for a thread, and the budget it was given. */
export interface PoolAnswer {
  readonly reply: BotReply;
  readonly queueMs: number;
  readonly budgetMs: number;
}

/** Decisions, waits and budgets since the last `takeFigures` (tests; the server's figures are on /metrics). */
export interface PoolFigures {
  readonly decisions: number;
  readonly failures: number;
  readonly queueMs: number[];
  readonly budgetMs: number[];
  readonly inFlight: number;
  readonly threads: number;
}

export const DEFAULT_MIN_BUDGET_MS = 20;
const MAX_SAMPLES = 10_000;
/** How much lower than the server's own the search threads' priority is (0-19). */
const SEARCH_NICENESS = 10;

export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * The worker's file. A bundled server (esbuild with botWorker.ts as a second entry point, written next to the
 * bundle) finds `botWorker.js` beside the module that holds this code; under tsx and in tests it is the .ts file,
 * loaded through tsx in the thread.
 */
export function workerFile(from: string = import.meta.url): { filename: string; execArgv?: string[] } {
  const here = path.dirname(fileURLToPath(from));
  const js = path.join(here, "botWorker.js");
  if (existsSync(js)) return { filename: js };
  const ts = path.join(here, "botWorker.ts");
  // A process started with tsx hands its loader to its threads; one that is not (vitest) needs it named.
  return process.execArgv.some((a) => a.includes("tsx"))
    ? { filename: ts }
    : { filename: ts, execArgv: ["--import", "tsx"] };
}

export class BotPool {
  private readonly piscina: Piscina<BotTask, BotReply>;
  readonly threads: number;
  private readonly minBudgetMs: number;
  private readonly maxBudgetMs: number;
  /** Decisions asked and not yet answered (running or queued). */
  private inFlight = 0;
  private figures = { decisions: 0, failures: 0, queueMs: [] as number[], budgetMs: [] as number[] };

  constructor(options: BotPoolOptions = {}) {
    this.threads = options.threads ?? defaultThreads();
    if (!Number.isInteger(this.threads) || this.threads < 1)
      throw new Error(`a bot pool needs at least one thread, got ${this.threads}`);
    this.minBudgetMs = options.minBudgetMs ?? DEFAULT_MIN_BUDGET_MS;
    this.maxBudgetMs = options.maxBudgetMs ?? Infinity;
    const file = options.filename ? { filename: options.filename, execArgv: workerFile().execArgv } : workerFile();
    // Threads start when first needed and stop after a minute idle: a server without bots holds none. They run
    // at a lower priority (nice +10, Linux, through piscina's @napi-rs/nice): on a busy machine people's actions on
    // the main thread come first, and a search gets what CPU is left within its budget.
    this.piscina = new Piscina({
      ...file,
      minThreads: 0,
      maxThreads: this.threads,
      idleTimeout: 60_000,
      niceIncrement: SEARCH_NICENESS,
    });
  }

  /**
   * The budget a decision asked now gets: the level's while a thread is free; once every thread is taken, the
   * level's shared by everything waiting per thread, so the queue drains in about one level budget whatever
   * its length (never below minBudgetMs, never above maxBudgetMs).
   */
  budgetFor(level: BotLevel): number {
    const full = Math.min(LEVEL_SETTINGS[level].budgetMs, this.maxBudgetMs);
    if (full === 0) return 0;
    const waiting = this.inFlight + 1;
    const share = waiting <= this.threads ? full : (full * this.threads) / waiting;
    return Math.round(Math.max(Math.min(this.minBudgetMs, full), share));
  }

  /** The level's decision for `seat` from that seat's view (a worker thread searches it). */
  async decide(
    view: GameView,
    seat: Seat,
    level: BotLevel,
    seed: string,
    options: {
      readonly explain?: boolean;
      readonly against?: BotTask["against"];
      /** A person waits (the hint): at least this many worlds, within maxWaitMs of the start of the search. */
      readonly minWorlds?: number;
      readonly maxWaitMs?: number;
    } = {},
  ): Promise<PoolAnswer> {
    const budgetMs = this.budgetFor(level);
    const askedAt = sharedClock();
    this.inFlight++;
    try {
      const task: BotTask = {
        view,
        seat,
        level,
        seed,
        budgetMs,
        ...(options.explain ? { explain: true } : {}),
        ...(options.explain && options.against ? { against: options.against } : {}),
        ...(options.minWorlds !== undefined && options.maxWaitMs !== undefined
          ? { minWorlds: options.minWorlds, maxWaitMs: options.maxWaitMs }
          : {}),
      };
      const reply = await this.piscina.run(task);
      const queueMs = Math.max(0, reply.startedAt - askedAt);
      this.figures.decisions++;
      // Samples for tests and scripts, bounded: a server nobody reads them from must not grow (/metrics has the rest).
      if (this.figures.queueMs.length < MAX_SAMPLES) {
        this.figures.queueMs.push(queueMs);
        this.figures.budgetMs.push(budgetMs);
      }
      botQueueSeconds.observe(queueMs / 1000);
      botBudgetSeconds.observe(budgetMs / 1000);
      botDecisions.inc({ result: "ok" });
      return { reply, queueMs, budgetMs };
    } catch (e) {
      this.figures.failures++;
      botDecisions.inc({ result: "failed" });
      throw e;
    } finally {
      this.inFlight--;
    }
  }

  /** The figures since the last call (the load test reads them once per report). */
  takeFigures(): PoolFigures {
    const f = this.figures;
    this.figures = { decisions: 0, failures: 0, queueMs: [], budgetMs: [] };
    return { ...f, inFlight: this.inFlight, threads: this.threads };
  }

  /** Decisions running or waiting for a thread now. */
  get busy(): number {
    return this.inFlight;
  }

  close(): Promise<void> {
    return this.piscina.destroy();
  }
}

let standalone: BotPool | null = null;

/** The pool of rooms made without the server's (a test's own room): one thread, made when first asked for. */
export function standalonePool(): BotPool {
  return (standalone ??= new BotPool({ threads: 1 }));
}
