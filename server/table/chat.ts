import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { z } from "zod";
import {
  CHAT_CHANNELS,
  CHAT_MAX_CHARS,
  type ChatChannel,
  type ChatLine,
  type ChatRefusalCode,
} from "../../shared/protocol/chat";
import { normaliseName } from "./names";

/** A refused chat message: a stable code and a sentence for the writer. */
export type ChatRefusal = { code: ChatRefusalCode; message: string };

/** The envelope of a "chat" message; the text's own rules are `checkChatText`'s, each with its own code. */
export const ChatMessage = z
  .object({
    channel: z.enum(CHAT_CHANNELS),
    text: z.string(),
    /** Which of the sender's seats speaks (a hot-seat device plays several); left out by a one-seat client. */
    seat: z.number().int().min(0).max(3).optional(),
  })
  .strict();

/** Messages one person may send per window, and the window (seconds). */
export const CHAT_RATE = { points: 5, seconds: 10 } as const;
/** Lines one table keeps; beyond it the chat is full (a record is not a message board). */
export const CHAT_MAX_LINES = 2000;
/** Lines a joining page is sent. */
export const CHAT_HISTORY_LINES = 100;

/** As in names (names.ts) minus U+200D, the joiner inside emoji sequences: controls, bidi marks, invisibles, surrogates, separators. */
const FORBIDDEN = /(?!\u200D)[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * A chat message as it will be shown: NFC, trimmed, inner whitespace runs as one space, at most
 * CHAT_MAX_CHARS characters. Markup is not removed: it is plain text, and every page shows it as text.
 * A huge string is refused by its raw length before any normalising work is spent on it.
 */
export function checkChatText(raw: string): { text: string } | ChatRefusal {
  if (raw.length > CHAT_MAX_CHARS * 4) return tooLong();
  if (FORBIDDEN.test(raw))
    return {
      code: "CHAT_FORBIDDEN_CHARACTERS",
      message: "a message may not contain control, direction or invisible characters",
    };
  const text = raw.normalize("NFC").trim().replace(/\s+/gu, " ");
  if (!text) return { code: "CHAT_EMPTY", message: "a message needs at least one visible character" };
  let length = 0;
  for (const _ of graphemes.segment(text)) if (++length > CHAT_MAX_CHARS) return tooLong();
  return { text };
}

const tooLong = (): ChatRefusal => ({
  code: "CHAT_TOO_LONG",
  message: `a message has at most ${CHAT_MAX_CHARS} characters`,
});

/** A watcher's name in the watchers' channel: their join name when it is a valid name (names.ts), else "Watcher". */
export function watcherName(raw: string): string {
  const checked = normaliseName(raw);
  return "name" in checked ? checked.name : "Watcher";
}

/** Who wrote a line: a seat (its name is the seat's) or a watcher, and the key their rate is counted by. */
export interface ChatAuthor {
  seat: number;
  name: string;
  /** Per person: a seat, or a watcher's address (a watcher who reconnects is the same person). */
  rateKey: string;
}

/**
 * One table's chat (issue 29): the recent lines a joining page is sent, the per-person rate, and the
 * numbering of lines. The room checks who may write where; the store keeps every line with the table.
 */
export class TableChat {
  private readonly lines: ChatLine[];
  private count: number;
  private readonly limiter = new RateLimiterMemory({ points: CHAT_RATE.points, duration: CHAT_RATE.seconds });

  constructor(stored: readonly ChatLine[] = []) {
    this.lines = stored.slice(-CHAT_HISTORY_LINES);
    this.count = stored.at(-1)?.n ?? 0;
  }

  /** The line `author` would add, checked (text, channel, fullness, rate); nothing is kept until `keep`. */
  async prepare(
    author: ChatAuthor,
    isPlayer: boolean,
    channel: ChatChannel,
    raw: string,
    now: number,
  ): Promise<ChatLine | ChatRefusal> {
    if (channel === "players" && !isPlayer)
      return {
        code: "CHAT_WATCHERS_ONLY",
        message: "watchers write in the watchers' channel; only players write in the players' channel",
      };
    const checked = checkChatText(raw);
    if (!("text" in checked)) return checked;
    if (this.count >= CHAT_MAX_LINES)
      return { code: "CHAT_FULL", message: `this table's chat holds ${CHAT_MAX_LINES} messages, its limit` };
    try {
      await this.limiter.consume(author.rateKey);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      return {
        code: "CHAT_RATE",
        message: `at most ${CHAT_RATE.points} messages in ${CHAT_RATE.seconds} s: wait ${seconds} s`,
      };
    }
    return { n: this.count + 1, channel, seat: author.seat, name: author.name, text: checked.text, at: now };
  }

  /** A prepared line was stored: it is the table's next line. */
  keep(line: ChatLine): void {
    this.count = line.n;
    this.lines.push(line);
    if (this.lines.length > CHAT_HISTORY_LINES) this.lines.shift();
  }

  recent(): ChatLine[] {
    return [...this.lines];
  }
}
