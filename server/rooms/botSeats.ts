// The room's side of the bots' driver (server/bots/driver.ts): a bot's move enters the room's chain of changes and
// is played through the engine exactly like a person's action (checked, saved, shown, then the bots are woken).

import type { Delayed } from "@colyseus/core";
import type { Action } from "../../shared/engine";
import { BotDriver } from "../bots/driver";
import type { BotPool } from "../bots/pool";
import type { RoomContext } from "./commands/command";

export interface BotRoom extends RoomContext {
  readonly draining: boolean;
  serial<T>(fn: () => T | Promise<T>, quiet?: boolean): Promise<T>;
}

/** The table's driver, playing through `room`; `later` is the room's one-shot timer. */
export function botDriverFor(
  room: BotRoom,
  pool: BotPool,
  delayMs: number,
  later: (ms: number, fn: () => void) => Delayed,
): BotDriver {
  const host = {
    table: room.table,
    code: room.roomId,
    serial: (fn: () => Promise<void>) => room.serial(fn),
    play: (seat: number, action: Action) => botPlay(room, seat, action),
    later,
  };
  return new BotDriver(host, pool, delayMs);
}

/** A bot's move, in the queue: the same engine call as a person's; the refusal's message, or null. */
async function botPlay(room: BotRoom, seat: number, action: Action): Promise<string | null> {
  if (room.draining) return "the server is restarting";
  const result = await room.table.act(seat, action);
  if (!result.ok) return result.error.message;
  room.tell(result.wire);
  await room.afterChange();
  return null;
}
