import type { Client } from "@colyseus/core";
import type { z } from "zod";
import type { Refusal } from "../../../shared/protocol";
import type { WireEntry } from "../../../shared/protocol";
import type { Table } from "../../table/Table";
import type { Seating } from "../../table/seating";
import type { TablePersistence } from "../../table/persistence";
import type { PairingDesk } from "../pairing";
import type { PlainLimits } from "../plainData";
import type { TableChat } from "../../table/chat";
import type { ClockKeeper } from "../../table/clockKeeper";
import type { HintDesk } from "../../bots/hint";
import type { AdviceDesk } from "../../bots/advice";
import type { Rematch } from "../rematch";

/** The reply to a message sent with `room.request(…)`: accepted, or the refusal also sent as "refused". */
export type Ack = { ok: true; stamps?: ServerStamps } | ({ ok: false } & Refusal);
/**
 * For the load harness only (LOADTEST_STAMPS=1 in the server's environment): when the action's request
 * was read from the socket and when its patch was handed to the sockets, in ms of the machine's
 * monotonic clock (`process.hrtime`, shared by every process on the machine), so the harness can
 * split its action→patch time into server time and time on the way (scripts/loadtest.ts).
 */
export type ServerStamps = [received: number, patched: number];

/** The plain acceptance: compared by identity, so only it carries the load harness's stamps. */
export const OK = { ok: true } as const;

/** A refusal a handler returns; the guard sends it to the sender only (as "refused") and replies with it. */
export type Refused = { refused: { code: string; message: string } };
export const no = (error: { code: string; message: string }): Refused => ({
  refused: { code: error.code, message: error.message },
});

/** What a command handler returns: an acceptance (maybe with a reply's data) or a refusal. */
export type Outcome = ({ ok: true } & object) | Refused;

/** What commands may use of their room: the table, who sits where, the store, and the ways to show a change. */
export interface RoomContext {
  readonly roomId: string;
  readonly table: Table;
  readonly seating: Seating;
  readonly persistence: TablePersistence;
  readonly pairing: PairingDesk;
  readonly rematch: Rematch;
  /** The table's chat (issue 29). */
  readonly chat: TableChat;
  /** A paced table's clocks; null at a table without a pace. */
  readonly clocks: ClockKeeper | null;
  /** Answers hint requests from the bots' pool (server/bots/hint.ts). */
  readonly hints: HintDesk;
  /** The look back's advice at a finished table (server/bots/advice.ts; one desk per server). */
  readonly advice: AdviceDesk;
  readonly clients: readonly Client[] & { getById(sessionId: string): Client | undefined };
  /** Saves the seats if they changed, shows the change in one patch, updates the listing, wakes the bots. */
  afterChange(sender?: Client, beforePatch?: () => void): Promise<void>;
  /** Sends everyone `message` after the patch that shows its result (events, an undo). */
  tellAfterPatch(type: string, message: unknown): void;
  /** Sends everyone `message` now (a chat line: no patch goes with it). */
  tellNow(type: string, message: unknown): void;
  /** The events of one accepted action, after its patch. */
  tell(entry: WireEntry | null): void;
  broadcastPatch(): void;
}

/**
 * One message a client may send, described once: its shape check and its handler. The room's guard
 * (guard.ts) runs the same prologue for every command, in this order: rate limit, plain JSON data,
 * the change queue, the restart refusal, the shape, the acting seat; then the handler, whose refusal
 * it sends to the sender only.
 */
export interface Command<P = unknown> {
  /** The payload in its checked form, or null when its shape is wrong (refused BAD_MESSAGE with `expected`). */
  shape(raw: unknown): P | null;
  /** How a good payload looks, said in the BAD_MESSAGE refusal. */
  expected: string;
  /**
   * The sender acts for one of its seats (the payload's `seat`, or its only seat), refused NOT_YOUR_SEAT
   * otherwise; "playing" also refuses a seat a bot plays now (BOT_SEAT).
   */
  seat?: "own" | "playing";
  /** Read-only commands are still answered while the server shuts down; the others are refused RESTARTING. */
  whileDraining?: boolean;
  /**
   * The plain-data limits its payload is checked against (plainData.ts); null: the payload is never
   * read, so it is not checked (rematch). A chat text may be longer than other strings.
   */
  plain?: PlainLimits | null;
  /**
   * Runs at once instead of in the change queue: only for a command that changes nothing of this
   * table (a rematch creates another room; a hint's search must not hold the table's changes).
   */
  outsideQueue?: boolean;
  run(room: RoomContext, client: Client, payload: P, seat: number): Promise<Outcome>;
}

/** A shape check from a zod schema; with `orEmpty` an absent (or null) payload is read as `{}`. */
export function zodShape<S extends z.ZodType>(schema: S, orEmpty = false): (raw: unknown) => z.output<S> | null {
  return (raw) => {
    const parsed = schema.safeParse(orEmpty ? (raw ?? {}) : raw);
    return parsed.success ? parsed.data : null;
  };
}

/** A command, typed by its payload (so the table of commands can hold them side by side). */
export const command = <P>(c: Command<P>): Command<unknown> => c as Command<unknown>;
