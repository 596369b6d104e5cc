import type { Client, Room } from "@colyseus/core";

/** How long one sender's undecodable frames share one log line. */
export const FRAME_LOG_INTERVAL_MS = 60_000;
/** Undecodable frames within one interval after which the sender is disconnected: a real page sends none. */
export const DROP_AFTER_FRAMES = 10;
/**
 * Lines this log writes per interval, all senders together: a sender that rejoins for a fresh session each
 * time it is dropped (a new sender to the tally) can add no more than this.
 */
export const LINES_PER_INTERVAL = 30;
/** Colyseus's close code for a connection closed because of an error (CloseCode.WITH_ERROR). */
const CLOSE_WITH_ERROR = 4002;

interface Tally {
  /** When the current interval started (ms). */
  since: number;
  /** Frames this interval, the logged one included. */
  count: number;
  /** Frames not logged in the previous interval, told on the next line. */
  carried: number;
}

/**
 * One short log line per sender per interval for frames Colyseus could not decode, instead of a
 * stack per frame (issue 26: 12,128 log lines from 3,546 frames), with the count of the ones left
 * out, and at most LINES_PER_INTERVAL lines in all; a sender that keeps sending them is disconnected. The clock and the writer are passed in so
 * tests can drive them.
 */
export class UndecodableFrameLog {
  private readonly tallies = new Map<string, Tally>();
  private lastSweep = 0;
  /** The process-wide line budget: when its interval started, lines written in it, lines left out. */
  private budget = { since: -Infinity, lines: 0, skipped: 0 };

  constructor(
    private readonly write: (line: string) => void = (line) => console.error(line),
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Notes one frame from `sender` (`where`: the table) that failed with `error`; true when the sender should be dropped. */
  note(sender: string, where: string, error: unknown): boolean {
    const now = this.now();
    this.sweep(now);
    let tally = this.tallies.get(sender);
    if (!tally || now - tally.since >= FRAME_LOG_INTERVAL_MS) {
      const carried = tally ? tally.count - 1 : 0;
      tally = { since: now, count: 0, carried };
      this.tallies.set(sender, tally);
    }
    tally.count++;
    if (tally.count === 1) {
      const earlier = tally.carried > 0 ? ` (${tally.carried} more from it were not logged in the minute before)` : "";
      this.line(
        now,
        `${where}: a message from ${sender} could not be decoded and was dropped: ${firstLine(error)}${earlier}`,
      );
    }
    if (tally.count === DROP_AFTER_FRAMES) {
      this.line(
        now,
        `${where}: ${sender} sent ${DROP_AFTER_FRAMES} undecodable messages within ${FRAME_LOG_INTERVAL_MS / 1000} s; disconnecting it.`,
      );
      return true;
    }
    return false;
  }

  /** Writes `text` unless this interval's lines are spent; the first line after such an interval says how many were left out. */
  private line(now: number, text: string): void {
    if (now - this.budget.since >= FRAME_LOG_INTERVAL_MS) {
      const skipped = this.budget.skipped;
      this.budget = { since: now, lines: 0, skipped: 0 };
      if (skipped > 0)
        this.write(`Undecodable messages: ${skipped} more log lines about them were left out in the minute before.`);
    }
    if (this.budget.lines >= LINES_PER_INTERVAL) {
      this.budget.skipped++;
      return;
    }
    this.budget.lines++;
    this.write(text);
  }

  /** Forgets senders quiet for a whole interval, so the map holds only recent ones. */
  private sweep(now: number): void {
    if (now - this.lastSweep < FRAME_LOG_INTERVAL_MS) return;
    this.lastSweep = now;
    for (const [sender, tally] of this.tallies) {
      if (now - tally.since >= 2 * FRAME_LOG_INTERVAL_MS) this.tallies.delete(sender);
    }
  }
}

/** The first line of an error or of whatever was logged, cut short: never a stack. */
function firstLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return (text.split("\n")[0] ?? "").slice(0, 200);
}

/** The room and sender whose frame Colyseus is handling right now (its decoding is synchronous). */
let handling: { room: Room; client: Client } | null = null;
const frames = new UndecodableFrameLog();

/**
 * Routes Colyseus's errors while it handles one client frame of `roomClass` to the per-sender log.
 * Colyseus logs a frame it cannot decode (MessagePack, a validator) through its logger with no word
 * of who sent it; `_onMessage` (Room.ts) is where a frame enters, and everything it logs before
 * returning is about that frame. A frame that makes `_onMessage` throw is noted the same way.
 */
export function watchUndecodableFrames(roomClass: { prototype: Room }): void {
  const proto = roomClass.prototype as unknown as { _onMessage: (client: Client, buffer: Uint8Array) => void };
  const original = proto._onMessage;
  proto._onMessage = function (this: Room, client: Client, buffer: Uint8Array): void {
    handling = { room: this, client };
    try {
      original.call(this, client, buffer);
    } catch (e) {
      noteFrame(e);
    } finally {
      handling = null;
    }
  };
}

function noteFrame(error: unknown): void {
  if (!handling) return;
  const { room, client } = handling;
  if (frames.note(`session ${client.sessionId}`, `Table ${room.roomId}`, error)) client.leave(CLOSE_WITH_ERROR);
}

/** Colyseus's logger (defineServer's `logger`): the console, except for errors about a frame being handled. */
export const colyseusLogger = {
  debug: (...args: unknown[]): void => console.debug(...args),
  info: (...args: unknown[]): void => console.info(...args),
  warn: (...args: unknown[]): void => console.warn(...args),
  trace: (...args: unknown[]): void => console.trace(...args),
  error: (...args: unknown[]): void => {
    if (handling) noteFrame(args[0]);
    else console.error(...args);
  },
};
