import { BOT_LEVELS, isBotLevel } from "../../../shared/ai/index";
import { BotMessage, RenameMessage, SitMessage } from "../messages";
import { command, no, OK, zodShape } from "./command";

// Made before the commands: inferred inside `command({…})`, the payload type would be lost.
const renameShape = zodShape(RenameMessage, true);
const botShape = zodShape(BotMessage);
const sitShape = zodShape(SitMessage, true);

/** A person changes the name of their own seat (saved with the seats, like any lobby change). */
export const rename = command({
  shape: renameShape,
  expected: "a rename message is { name (1-24 characters), seat? }",
  seat: "own",
  async run(room, client, payload, seat) {
    const error = room.table.rename(seat, payload.name);
    if (error) return no(error);
    await room.afterChange(client);
    return OK;
  },
});

/** The host seats a bot in an open seat, or takes one out (lobby only). */
export const bot = command({
  shape: botShape,
  expected: "a bot message is { seat, bot: true | false, level? }",
  async run(room, client, { seat, bot, level }) {
    if (level !== undefined && !isBotLevel(level)) return no(unknownLevel(level));
    const error = room.table.setBot(room.seating.hostSeatOf(client), seat, bot, level);
    if (error) return no(error);
    await room.afterChange(client);
    return OK;
  },
});

/** A watcher sits down in the first open lobby seat. */
export const sit = command({
  shape: sitShape,
  expected: "a sit message is { name }",
  async run(room, client, payload) {
    if (room.seating.seated(client)) return no({ code: "SEAT_TAKEN", message: "you already have a seat" });
    if (room.seating.removed.has(client.sessionId))
      return no({ code: "REMOVED", message: "the host removed you from a seat at this table: you can watch" });
    const result = room.table.sit(payload.name);
    if (!("seat" in result)) return no(result);
    room.seating.claim(client, result.seat);
    await room.afterChange(client);
    room.seating.welcome(client);
    return OK;
  },
});

/** The host starts the game; it is saved as started before anyone sees it. */
export const start = command({
  shape: () => ({}),
  expected: "a start message has no payload",
  async run(room, client) {
    const error = room.table.start(room.seating.hostSeatOf(client));
    if (error) return no(error);
    try {
      await room.persistence.started();
    } catch (e) {
      room.table.game = null; // not on disk, so not started: a restart could not bring it back
      return no({ code: "STORAGE", message: `the start could not be saved: ${(e as Error).message}` });
    }
    room.tell(room.table.history[0]!);
    // The seats' views are granted while the players just mirrored are still new to the schema, before their
    // first patch: StateView.add then only marks the fresh subtrees visible, and each seat's plan rides in that
    // patch. Granted after it, each add walked its player's whole subtree queuing every field again, a second patch
    // followed, and for one patch a seat saw the players without its own plan.
    await room.afterChange(client, () => room.seating.grantAllViews());
    return OK;
  },
});

/** An unknown bot level: refused with its own code, the levels named (shared/ai/levels.ts). */
function unknownLevel(level: string): { code: "UNKNOWN_LEVEL"; message: string } {
  return {
    code: "UNKNOWN_LEVEL",
    message: `no bot level "${level.slice(0, 32)}": the levels are ${BOT_LEVELS.join(", ")}`,
  };
}
