// A table's bot driver: when a bot must move it asks the pool (pool.ts) for that seat's decision from the seat's
// view, waits out the table's bot pause, and hands the move to the room, which plays it through the engine like any
// action. The room never waits for a search: its one-at-a-time chain only sees the finished answer.

import { randomBytes } from "node:crypto";
import { decide } from "../../shared/ai/index";
import { viewFor, type Action, type GameState, type GameView, type Seat } from "../../shared/engine/index";
import type { Table } from "../table/Table";
import type { BotPool } from "./pool";

export interface BotHost {
  readonly table: Table;
  readonly code: string;
  /** Runs `fn` in the room's chain of changes (after every change queued before it). */
  serial(fn: () => Promise<void>): Promise<void>;
  /** Plays the bot's move like a person's (checked by the engine, saved, shown); the refusal's message, or null. */
  play(seat: Seat, action: Action): Promise<string | null>;
  /** A one-shot timer on the room's clock. */
  later(ms: number, fn: () => void): { clear(): void };
}

/** A decision made without the pool (its thread died): the Apprentice's, from the same view, in this thread. */
export function fallbackMove(view: GameView, seat: Seat, seed: string): Action | null {
  return decide(view, seat, { level: "apprentice", seed }).action;
}

export class BotDriver {
  /** The position a decision is being asked for (one at a time per table). */
  private asked: GameState | null = null;
  private timer: { clear(): void } | null = null;
  private stopped = false;
  /** Per-table secret part of each decision's seed: no one can foresee a bot's sampled worlds. */
  private readonly salt = randomBytes(8).toString("hex");

  constructor(
    private readonly host: BotHost,
    private readonly pool: BotPool,
    /** The table's pause before each bot move (BOT_DELAY_MS); the search's own time counts towards it. */
    private readonly delayMs: number,
  ) {}

  /** Called after every change: asks for the next bot move when a bot must act and none is being thought of. */
  wake(): void {
    if (this.stopped || this.asked) return;
    const table = this.host.table;
    const seat = table.nextBotSeat();
    if (seat === null) return;
    const game = table.game!;
    const view = viewFor(game, seat);
    const seed = `${this.salt}:${table.moves}:${seat}`;
    const started = performance.now();
    this.asked = game;
    this.pool
      .decide(view, seat, table.botLevelOf(seat), seed)
      .then(
        (answer) => answer.reply.action,
        (e: unknown) => {
          // A thread that crashed or was stopped costs this move its search, never the table its bot.
          console.error(
            `Table ${this.host.code}: bot search for seat ${seat + 1} failed (${(e as Error)?.message ?? String(e)}); it plays the simple move`,
          );
          return fallbackMove(view, seat, seed);
        },
      )
      .then((action) => {
        if (this.stopped) return;
        const wait = Math.max(0, this.delayMs - (performance.now() - started));
        this.timer = this.host.later(
          wait,
          () => void this.host.serial(() => this.move(game, seat, action, view, seed)),
        );
      });
  }

  /** In the room's chain: plays the answer if the game is still where it was asked, else asks again. */
  private async move(asked: GameState, seat: Seat, action: Action | null, view: GameView, seed: string): Promise<void> {
    this.timer = null;
    this.asked = null;
    if (this.stopped) return;
    const table = this.host.table;
    // Someone moved (or undid) while the bot thought: its answer is about a position that is gone, unless the
    // seat sees exactly what it saw (another seat's secret plan step in Assignment changes nothing it can see).
    if (!table.botPlays(seat) || (table.game !== asked && !sameView(table.game, seat, view))) return this.wake();
    const first = action ?? fallbackMove(view, seat, seed);
    const refused = first ? await this.host.play(seat, first) : "no move";
    if (refused === null) return; // played: the room's change wakes the driver again
    // The engine refused the answer (a bot defect) or storage did: one try with the simple move, then wait for the next change.
    console.error(`Table ${this.host.code}: bot move for seat ${seat + 1} not taken: ${refused}`);
    const simple = fallbackMove(viewFor(table.game!, seat), seat, seed);
    if (simple && (simple.type !== first?.type || JSON.stringify(simple) !== JSON.stringify(first)))
      await this.host.play(seat, simple);
  }

  /** The table is closing or the server draining: no further bot move. */
  stop(): void {
    this.stopped = true;
    this.timer?.clear();
    this.timer = null;
  }
}

/** Whether `seat`'s view of `game` is the one the bot decided on (compared only when the game moved meanwhile). */
function sameView(game: GameState | null, seat: Seat, seen: GameView): boolean {
  return game !== null && game.phase !== "gameOver" && JSON.stringify(viewFor(game, seat)) === JSON.stringify(seen);
}
