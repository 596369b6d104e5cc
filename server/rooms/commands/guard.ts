import type { Client } from "@colyseus/core";
import { describeValue } from "../../../shared/engine";
import type { Refusal } from "../../../shared/protocol";
import { PLAIN_LIMITS, plainDataProblem } from "../plainData";
import type { MessageRate } from "../rateLimit";
import { OK, type Ack, type Command, type Outcome, type RoomContext, type ServerStamps } from "./command";

/** What the guard needs of its room beyond what commands use. */
export interface GuardedRoom extends RoomContext {
  /** Set once the server is shutting down: changes are refused RESTARTING. */
  readonly draining: boolean;
  readonly rate: MessageRate;
  /** Runs `fn` in the room's change queue (one change at a time); `quiet`: its failure is the caller's to report. */
  serial<T>(fn: () => T | Promise<T>, quiet?: boolean): Promise<T>;
  /** When the last patch was handed to the sockets (monotonic ms; kept only with LOADTEST_STAMPS=1). */
  readonly patchedAt: number;
}

const STAMP_ACKS = process.env.LOADTEST_STAMPS === "1";
/** The machine's monotonic clock in ms (ServerStamps). */
export const monotonicMs = (): number => {
  const [s, ns] = process.hrtime();
  return s * 1e3 + ns / 1e6;
};
export const stampingAcks = (): boolean => STAMP_ACKS;

/** A flooding client's extra messages get no reply beyond the one FLOOD refusal. */
const FLOODED: Ack = { ok: false, code: "FLOOD", message: "too many messages", type: "" };
const RESTARTING = {
  code: "RESTARTING",
  message: "the server is restarting: this was not taken, try again in a moment",
};

/**
 * The one prologue every client message goes through (issue 16), whatever its command: the rate
 * limit, plain JSON data (else BAD_MESSAGE), then in the change queue the restart refusal, the
 * shape and the acting seat, then the handler. A refusal goes to its sender only; any exception is
 * logged once with the table's code and refused as INTERNAL: it never reaches the process, and the
 * table and every other table go on.
 */
export class MessageGuard {
  constructor(private readonly room: GuardedRoom) {}

  /** The Colyseus message handler of one command (its reply is the `request` answer). */
  handler(type: string, cmd: Command): (client: Client, payload: unknown) => Ack | Promise<object> {
    if (cmd.outsideQueue) {
      return (client, payload) =>
        this.run(type, cmd, client, payload, true).catch((e: unknown) => this.failed(client, type, e));
    }
    return (client, payload) => {
      try {
        // The rate limit is counted as messages arrive; the handling then waits its turn in the queue.
        const received = STAMP_ACKS ? monotonicMs() : 0;
        if (!this.allow(client, type)) return FLOODED;
        const problem = plainDataProblem(payload, cmd.plain ?? PLAIN_LIMITS);
        if (problem)
          return this.refuse(client, type, {
            code: "BAD_MESSAGE",
            message: `a message must be plain JSON data; this one has ${problem}`,
          });
        const handled = this.room
          .serial(() => this.run(type, cmd, client, payload, false), true)
          .catch((e: unknown) => this.failed(client, type, e));
        if (!STAMP_ACKS) return handled;
        return handled.then((ack) =>
          ack === OK ? { ok: true, stamps: [received, this.room.patchedAt] satisfies ServerStamps } : ack,
        );
      } catch (e) {
        return this.failed(client, type, e);
      }
    };
  }

  private async run(type: string, cmd: Command, client: Client, payload: unknown, counted: boolean): Promise<object> {
    if (counted && !this.allow(client, type)) return FLOODED;
    if (this.room.draining && !cmd.whileDraining) return this.refuse(client, type, RESTARTING);
    // Outside the queue the payload is checked here, after the restart refusal (as the hint always was).
    const problem = counted && cmd.plain !== null ? plainDataProblem(payload, cmd.plain ?? PLAIN_LIMITS) : null;
    if (problem)
      return this.refuse(client, type, {
        code: "BAD_MESSAGE",
        message: `a message must be plain JSON data; this one has ${problem}`,
      });
    const parsed = cmd.shape(payload);
    if (parsed === null) return this.refuse(client, type, { code: "BAD_MESSAGE", message: cmd.expected });
    let seat = -1;
    if (cmd.seat) {
      const acting = this.room.seating.actingSeat(client, (parsed as { seat?: number }).seat);
      if (typeof acting !== "number") return this.refuse(client, type, acting);
      if (cmd.seat === "playing" && this.room.table.botPlays(acting))
        return this.refuse(client, type, { code: "BOT_SEAT", message: "a bot is playing this seat" });
      seat = acting;
    }
    const outcome: Outcome = await cmd.run(this.room, client, parsed, seat);
    return "refused" in outcome ? this.refuse(client, type, outcome.refused) : outcome;
  }

  /** A message type the table does not know (sent with `send`; Colyseus itself answers an unknown `request`). */
  unknown(client: Client, rawType: unknown, payload: unknown): void {
    // The type is whatever the client chose (a string or a number): shown back shortened, never trusted.
    const type = typeof rawType === "string" ? rawType.slice(0, 32) : describeValue(rawType, 32);
    try {
      if (!this.allow(client, type)) return;
      const problem = plainDataProblem(payload);
      if (problem)
        this.refuse(client, type, {
          code: "BAD_MESSAGE",
          message: `a message must be plain JSON data; this one has ${problem}`,
        });
      else this.refuse(client, type, { code: "UNKNOWN_MESSAGE", message: `no message type "${type}"` });
    } catch (e) {
      this.failed(client, type, e);
    }
  }

  /** The per-client soft rate limit: the first message over it is answered FLOOD, later ones get nothing. */
  private allow(client: Client, type: string): boolean {
    const verdict = this.room.rate.take(client.sessionId);
    if (verdict === "over")
      this.refuse(client, type, {
        code: "FLOOD",
        message: `more than ${this.room.rate.perSecond} messages in a second: slow down`,
      });
    return verdict === "ok";
  }

  /** Answers a refused message to its sender only; nothing else changes. */
  refuse(client: Client, type: string, error: { code: string; message: string }): Ack {
    const refusal: Refusal = { code: error.code, message: error.message, type };
    client.send("refused", refusal);
    return { ok: false, ...refusal };
  }

  /** An exception while handling a message: logged once with the table's code, refused to its sender only. */
  private failed(client: Client, type: string, e: unknown): Ack {
    const refusal: Refusal = {
      code: "INTERNAL",
      message: "the server could not handle this message; it was logged and the table goes on",
      type,
    };
    console.error(
      `Table ${this.room.roomId}: a "${type}" message failed and was refused: ${e instanceof Error ? (e.stack ?? e.message) : describeValue(e)}`,
    );
    try {
      client.send("refused", refusal);
    } catch {
      // The sender is gone: nothing more to tell it.
    }
    return { ok: false, ...refusal };
  }
}
