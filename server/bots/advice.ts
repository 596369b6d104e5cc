// The look back's advice (issue 28): at a finished table, what the Grand Magician would have done at a seat's key
// moments (shared/analysis/keyMoments.ts), each searched by the pool from that seat's view at that moment, exactly as
// it would have been asked in play. One desk per server: its answers are cached per table and seat (a finished game
// never changes), and each person may start only a few searches a minute.

import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { randomBytes } from "node:crypto";
import { viewFor, type Action, type Seat } from "../../shared/engine/index";
import { agrees, keyMoments, type MomentKind, type RecordLike } from "../../shared/analysis/keyMoments";
import type { HintReason } from "../../shared/ai/index";
import type { BotPool } from "./pool";
import { HINT_LEVEL } from "./hint";
import { HintReasonShape } from "./hintShape";

/** Searches one person may start per window: each is up to MAX_MOMENTS decisions of a second. */
export const ADVICE_PER_WINDOW = 3;
export const ADVICE_WINDOW_SECONDS = 60;
/** Answers kept in memory (a finished game's advice never changes); the oldest goes first. */
export const ADVICE_CACHE_SIZE = 256;

export type AdviceCode = "GAME_NOT_OVER" | "NEVER_YOUR_SEAT" | "NO_SUCH_SEAT" | "TOO_MANY_ADVICE" | "ADVICE_FAILED";

/** One key moment, compared. Only public facts of a finished game and the bot's answer: nothing hidden. */
export interface AdviceMoment {
  /** The action number of the decision (the replay viewer jumps to it); 0-based, never shown as is. */
  readonly move: number;
  readonly turn: number;
  readonly kind: MomentKind;
  readonly played: Action;
  /** The seat's confirmed plan of that turn (plan moments). */
  readonly plan?: readonly Action[];
  /** The Grand Magician's move from the seat's view there, or null if it had nothing to do. */
  readonly bot: Action | null;
  /**
   * Why, as data (shared/ai/hintWhy.ts), worded by the client: what the bot's move does for the seat, and its margin
   * over the move the seat played when the search played both out (`versus`, whose action is the seat's).
   */
  readonly reason: HintReason;
  /** Whether the bot agrees with what the seat did (then the look back does not list it). */
  readonly same: boolean;
}

export interface Advice {
  readonly seat: Seat;
  /** Who the seat was measured against (the winner, or the runner-up for the winner). */
  readonly rival: Seat | null;
  /** The turns looked at, largest gap first. */
  readonly turns: readonly { turn: number; gap: number }[];
  readonly moments: readonly AdviceMoment[];
}

export type AdviceAnswer = ({ ok: true } & Advice) | { ok: false; error: { code: AdviceCode; message: string } };

/** What the desk needs of a table: its record (a finished one) and how many seats it has. */
export interface FinishedRecord extends RecordLike {
  readonly finished: boolean;
}

const refuse = (code: AdviceCode, message: string): AdviceAnswer => ({ ok: false, error: { code, message } });

export class AdviceDesk {
  private readonly limiter = new RateLimiterMemory({ points: ADVICE_PER_WINDOW, duration: ADVICE_WINDOW_SECONDS });
  private readonly salt = randomBytes(8).toString("hex");
  /** Finished answers and searches under way, per table, seat and game (the same question asked twice searches once). */
  private readonly cache = new Map<string, Promise<Advice>>();

  constructor(private readonly pool: BotPool) {}

  /**
   * The advice for `seat` of table `code`, asked by `person`. `held` is the seats the person held at that table;
   * empty for a spectator, who may ask about any seat (the game is over and public).
   */
  async ask(
    person: string,
    code: string,
    record: FinishedRecord,
    seat: number,
    held: ReadonlySet<number>,
  ): Promise<AdviceAnswer> {
    if (!record.finished) return refuse("GAME_NOT_OVER", "the look back's advice is given once the game is over");
    if (!Number.isInteger(seat) || seat < 0 || seat >= record.options.players)
      return refuse("NO_SUCH_SEAT", `this table has ${record.options.players} seats`);
    if (held.size > 0 && !held.has(seat))
      return refuse("NEVER_YOUR_SEAT", "a player may ask about the seats they played (spectators about any)");
    // The code and the game's own identity (its seed and length): a code freed long after its game ended and
    // given to a new table never reads the old game's advice.
    const key = `${code}:${seat}:${record.actions.length}:${JSON.stringify(record.seed)}`;
    let answer = this.cache.get(key);
    if (!answer) {
      // Only a new search counts against the person: reading an answer already worked out costs nothing.
      try {
        await this.limiter.consume(person);
      } catch (e) {
        if (!(e instanceof RateLimiterRes)) throw e;
        return refuse(
          "TOO_MANY_ADVICE",
          `at most ${ADVICE_PER_WINDOW} look backs worked out every ${ADVICE_WINDOW_SECONDS / 60} minute: the next in ${Math.ceil(e.msBeforeNext / 1000)} s`,
        );
      }
      answer = this.cache.get(key) ?? this.search(code, record, seat);
      this.remember(key, answer);
    }
    try {
      return { ok: true, ...(await answer) };
    } catch (e) {
      console.error(`Table ${code}: the look back's advice for seat ${seat + 1} failed: ${(e as Error)?.message}`);
      return refuse("ADVICE_FAILED", "the advice could not be worked out this time; try again");
    }
  }

  private remember(key: string, answer: Promise<Advice>): void {
    this.cache.set(key, answer);
    // A failed search is forgotten, so asking again searches again.
    answer.catch(() => {
      if (this.cache.get(key) === answer) this.cache.delete(key);
    });
    while (this.cache.size > ADVICE_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
  }

  /** Every key moment searched in the pool (one after another: a look back never takes more than its thread). */
  private async search(code: string, record: RecordLike, seat: Seat): Promise<Advice> {
    const { rival, lost, moments } = keyMoments(record, seat);
    const compared: AdviceMoment[] = [];
    for (const m of moments) {
      // The seat's view at that moment, as the server sent it then: the bot holds nothing the seat could not see.
      const view = viewFor(m.state, seat);
      // Explained as the hint is (the bot's move in game terms), and measured against what the seat played there.
      const { reply } = await this.pool.decide(
        view,
        seat,
        HINT_LEVEL,
        `${this.salt}:advice:${code}:${m.move}:${seat}`,
        {
          explain: true,
          against: m.kind === "plan" && m.plan ? m.plan : m.played,
        },
      );
      compared.push({
        move: m.move,
        turn: m.turn,
        kind: m.kind,
        played: m.played,
        ...(m.plan ? { plan: m.plan } : {}),
        bot: reply.action,
        // Checked before it leaves, as the hint's: kinds and numbers only (hintShape.ts); a bad one fails the search.
        reason: HintReasonShape.parse(reply.reason) as HintReason,
        same: agrees(m, reply.action),
      });
    }
    return { seat, rival, turns: lost.map(({ turn, gap }) => ({ turn, gap })), moments: compared };
  }
}

const desks = new WeakMap<BotPool, AdviceDesk>();

/** The desk of a pool: one per server process (its cache and its limits are every table's). */
export function adviceDeskOf(pool: BotPool): AdviceDesk {
  let desk = desks.get(pool);
  if (!desk) desks.set(pool, (desk = new AdviceDesk(pool)));
  return desk;
}
