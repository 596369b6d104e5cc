// The protocol between the game server and its clients, in one place: the message names and shapes each side
// sends, the history of events in its wire form, and the synced state's schema (shared/schema). The client
// imports nothing from server/; the server checks incoming shapes at its edge (server/rooms/messages.ts).

import type { GameEvent } from "../engine";
import { decodeEvent, encodeEvent, type Wire } from "./eventCodec";

export { encodeEvent, decodeEvent, encodeAction, decodeAction, type Wire } from "./eventCodec";
export type { TableState, SeatSchema, DieState } from "../schema/TableState";
export type { PlayerSchema } from "../schema/PlayerSchema";

/** Messages a client may send. */
export const CLIENT_MESSAGES = ["action", "bot", "sit", "start", "rematch"] as const;
export type ClientMessage = (typeof CLIENT_MESSAGES)[number];

/** Messages the server sends: to one client (welcome, refused) or to all (events, rematch). */
export const SERVER_MESSAGES = ["welcome", "refused", "events", "rematch"] as const;

/** What the server answers a refused message with: to its sender only. */
export interface Refusal {
  code: string;
  message: string;
  /** The message type that was refused. */
  type: string;
}

/** Private to one client: the seats it plays, the tokens to take them back later, and the story so far. */
export interface Welcome {
  seats: { seat: number; token: string }[];
  host: boolean;
  /** The whole history of the game so far, in wire form (see HistoryEntry). */
  history: WireEntry[];
}

/**
 * The events of one accepted action: `move` is the action's number in the game's action log (0-based on the
 * wire; people see it 1-based), -1 for what happened when the game started.
 */
export interface HistoryEntry {
  move: number;
  events: GameEvent[];
}

/** A HistoryEntry on the wire: [move, event, event, …], each event a short list of numbers. */
export type WireEntry = Wire[];

export function encodeEntry(entry: HistoryEntry): WireEntry {
  return [entry.move, ...entry.events.map(encodeEvent)];
}

export function decodeEntry(w: WireEntry): HistoryEntry {
  return { move: w[0] as number, events: w.slice(1).map(decodeEvent) };
}

/**
 * Sent to everyone at a finished table when a rematch is set up: the new table's code, and for each client
 * the seat tokens of the seats it had (so every page follows to the same seats).
 */
export interface RematchNotice {
  code: string;
  /** Seat tokens at the new table for the receiving client's seats (empty for a spectator). */
  tokens: string[];
}
