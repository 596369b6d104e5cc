// The protocol between the game server and its clients, in one place: the message names and shapes each side
// sends, the history of events in its wire form, and the synced state's schema (shared/schema). The client
// imports nothing from server/; the server checks incoming shapes at its edge (server/rooms/messages.ts).

import type { GameEvent } from "../engine";
import { decodeEvent, encodeEvent, type Wire } from "./eventCodec";

export { encodeEvent, decodeEvent, encodeAction, decodeAction, type Wire } from "./eventCodec";
export type { TableState, SeatSchema, DieState } from "../schema/TableState";
export type { PlayerSchema } from "../schema/PlayerSchema";

/** Messages a client may send. */
export const CLIENT_MESSAGES = [
  "action",
  "undo",
  "rename",
  "bot",
  "pair",
  "sit",
  "start",
  "rematch",
  "devices",
  "revoke",
  "reclaim",
  "remove",
  "chat",
  "resume",
  "hint",
  "advice",
] as const;
export type ClientMessage = (typeof CLIENT_MESSAGES)[number];

/** Messages the server sends: to one client (welcome, refused) or to all (events, rematch). */
export const SERVER_MESSAGES = [
  "welcome",
  "refused",
  "events",
  "undone",
  "rematch",
  "restarting",
  "chat",
  "chat-history",
  "clocks",
  "timed-out",
] as const;

/**
 * The events message goes out after every accepted action, so its type is a number (one byte on the wire, not
 * the 7 of "events").
 */
export const EVENTS_MESSAGE = 1;

/** To everyone at a table when the server shuts down for a restart; the connection closes right after. */
export interface Restarting {
  message: string;
}

/**
 * To everyone at a table when `seat` took back its last action, action number `move`: the history entries of
 * that action (and later, of which there are none) are dropped, as a restart's replay would never tell them.
 */
export interface Undone {
  seat: number;
  move: number;
}

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

/**
 * A HistoryEntry on the wire: [step, event, event, …], each event a short list of numbers. `step` is how many
 * actions on from the previous entry this one is (usually 1; the first entry counts from -1), so it is one byte
 * where an action number would take three. The server sends the entries in order, the welcome's history first.
 */
export type WireEntry = Wire[];

export function encodeEntry(entry: HistoryEntry, previousMove: number): WireEntry {
  const step = entry.move - previousMove;
  // One event (most actions) goes flat after the step: [step, code, …] instead of [step, [code, …]].
  if (entry.events.length === 1) return [step, ...encodeEvent(entry.events[0]!)];
  return [step, ...entry.events.map(encodeEvent)];
}

export function decodeEntry(w: WireEntry, previousMove: number): HistoryEntry {
  const move = previousMove + (w[0] as number);
  const rest = w.slice(1);
  if (typeof rest[0] === "number") return { move, events: [decodeEvent(rest)] };
  return { move, events: rest.map(decodeEvent) };
}

/** Decodes a run of wire entries (a welcome's history), the first counted from -1. */
export function decodeHistory(list: readonly WireEntry[]): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  let previous = -1;
  for (const w of list) {
    const entry = decodeEntry(w, previous);
    previous = entry.move;
    out.push(entry);
  }
  return out;
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

export {
  CHAT_CHANNELS,
  CHAT_MAX_CHARS,
  type ChatChannel,
  type ChatHistory,
  type ChatLine,
  type ChatSend,
} from "./chat";
export { PACE_PRESETS, type ClockView, type Pace, type PacePreset, type TimedOut } from "./pace";
export { JOIN_REFUSED, ROOM_NOT_FOUND, CLOSE_SEAT_TAKEN, type SeatTaken } from "./joinRefusals";
