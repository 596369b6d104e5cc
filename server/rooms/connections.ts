import type { Client } from "@colyseus/core";
import type { TableState } from "../../shared/schema/TableState";
import { put } from "../table/sync";
import type { RoomContext } from "./commands/command";
import { tellChatAndClocks } from "./pace";
import type { MessageRate } from "./rateLimit";

/** What a connection's drop, return and leave need of their room. */
export interface ConnectionsRoom extends RoomContext {
  readonly state: InstanceType<typeof TableState>;
  readonly rate: MessageRate;
  readonly draining: boolean;
}

/**
 * A seated connection dropped (not yet gone): its seats show as away at once, and whether the room
 * should hold them for its return. A spectator's drop needs no wait: it simply joins again.
 */
export function dropped(room: ConnectionsRoom, client: Client): boolean {
  const seats = room.seating.seatsOf.get(client.sessionId);
  if (!seats?.size) return false;
  for (const seat of seats) put(room.state.seats[seat]!, "connected", false);
  room.broadcastPatch();
  return true;
}

/**
 * A dropped connection came back within its wait: its seats show as here again, and it hears the whole
 * history, the chat and the clocks (nothing sent while it was away reached it).
 */
export function reconnected(room: ConnectionsRoom, client: Client): void {
  for (const seat of room.seating.reconnected(client)) put(room.state.seats[seat]!, "connected", true);
  room.broadcastPatch();
  room.seating.welcome(client);
  tellChatAndClocks(client, room.chat, room.clocks);
}

/**
 * A connection is gone for good (left, or its wait ran out), in the change queue: in the lobby its seats
 * are free again; in a game a bot finishes for each person's seat it held (RULES-independent table rule).
 */
export async function left(room: ConnectionsRoom, client: Client): Promise<void> {
  const seats = room.seating.forget(client.sessionId);
  room.rate.forget(client.sessionId);
  for (const seat of seats) {
    if (room.table.status === "lobby") room.table.stand(seat);
    else if (room.table.seats[seat]!.kind === "human") room.table.seats[seat]!.botTakeover = true;
  }
  if (!room.draining) await room.afterChange();
}
