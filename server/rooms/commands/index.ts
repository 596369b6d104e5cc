import type { ClientMessage } from "../../../shared/protocol";
import type { Command } from "./command";
import { action, hint, undo } from "./play";
import { advice } from "./advice";
import { chat, resume } from "./talk";
import { bot, rename, sit, start } from "./lobby";
import { devices, pair, reclaim, remove, revoke } from "./phones";
import { rematch } from "./rematch";

/**
 * Every message a client may send, by name. To add one: name it in CLIENT_MESSAGES
 * (shared/protocol/index.ts, which the fuzz suite reads), describe it with `command({ shape, expected, run })`
 * in the file of its topic, and list it here; the room's guard gives it the rate limit, the checks and
 * the refusal reply every command has.
 */
export const COMMANDS: Record<ClientMessage, Command> = {
  action,
  undo,
  rename,
  bot,
  sit,
  start,
  pair,
  devices,
  revoke,
  reclaim,
  remove,
  rematch,
  chat,
  resume,
  hint,
  advice,
};

export { OK, type Ack, type RoomContext, type ServerStamps } from "./command";
