// The hint: "what would the strong bot do" for a person's own seat, searched by the pool from that seat's view
// (the same projection the server sends it), answered to that person only. It never acts: this desk has no way to.

import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { randomBytes } from "node:crypto";
import { viewFor, type Action, type Seat } from "../../shared/engine/index";
import { MIN_WORLDS_TO_LEAVE_GREEDY, type HintReason } from "../../shared/ai/index";
import type { Table } from "../table/Table";
import { HintReasonShape } from "./hintShape";
import type { BotPool } from "./pool";

/** The strong bot people are shown. */
export const HINT_LEVEL = "grandMagician";

/**
 * A person waits for a hint: the search goes on past its budget until greedy's move was played in as many worlds as
 * it needs to say anything (a loaded machine gave it 20-77 playouts a second, too few: issue 31), but never longer
 * than this from the start of the search. Bots' own moves never wait.
 */
export const HINT_MIN_WORLDS = MIN_WORLDS_TO_LEAVE_GREEDY;
export const HINT_MAX_WAIT_MS = 3000;

/** Hints one person may ask for per window (HINT_WINDOW_SECONDS): about one per turn, not a search on tap. */
export const HINTS_PER_WINDOW = 4;
export const HINT_WINDOW_SECONDS = 20;

export type HintCode = "HINTS_OFF" | "NOT_PLAYING" | "BOT_SEAT" | "TOO_MANY_HINTS" | "HINT_FAILED";

export type HintAnswer =
  | {
      ok: true;
      seat: Seat;
      /** The table's action count when asked: the client drops a hint once the game moved past it. */
      move: number;
      /** The strong bot's move, or null when the seat has nothing to do now. */
      action: Action | null;
      /** Why, as data (shared/ai/hintWhy.ts): the client words it (client/ui/hintWords.ts, client/i18n/bots.ts). */
      reason: HintReason;
    }
  | { ok: false; error: { code: HintCode; message: string } };

const refuse = (code: HintCode, message: string): HintAnswer => ({ ok: false, error: { code, message } });

export class HintDesk {
  private readonly limiter = new RateLimiterMemory({ points: HINTS_PER_WINDOW, duration: HINT_WINDOW_SECONDS });
  private readonly salt = randomBytes(8).toString("hex");

  constructor(
    private readonly table: Table,
    private readonly pool: BotPool,
  ) {}

  /** The hint for `seat`, asked by `person` (the room has checked the seat is theirs). */
  async ask(person: string, seat: Seat): Promise<HintAnswer> {
    const table = this.table;
    if (!table.options.hints) return refuse("HINTS_OFF", "this table's host did not turn hints on");
    if (table.status !== "playing") return refuse("NOT_PLAYING", "hints are given while the game is being played");
    if (table.botPlays(seat)) return refuse("BOT_SEAT", "a bot is playing this seat");
    try {
      await this.limiter.consume(person);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.ceil(e.msBeforeNext / 1000);
      return refuse(
        "TOO_MANY_HINTS",
        `at most ${HINTS_PER_WINDOW} hints every ${HINT_WINDOW_SECONDS} seconds: the next one in ${seconds} s`,
      );
    }
    // Read now, in one piece: the search runs on this snapshot of the seat's view while the table goes on.
    const view = viewFor(table.game!, seat);
    const move = table.moves;
    try {
      const { reply } = await this.pool.decide(view, seat, HINT_LEVEL, `${this.salt}:hint:${move}:${seat}`, {
        explain: true,
        minWorlds: HINT_MIN_WORLDS,
        maxWaitMs: HINT_MAX_WAIT_MS,
      });
      // Checked before it leaves: only kinds and numbers, the client makes the words (hintShape.ts).
      const reason = HintReasonShape.parse(reply.reason) as HintReason;
      return { ok: true, seat, move, action: reply.action, reason };
    } catch (e) {
      console.error(`Hint for seat ${seat + 1} failed: ${(e as Error)?.message ?? String(e)}`);
      return refuse("HINT_FAILED", "the hint could not be worked out this time; try again");
    }
  }
}
