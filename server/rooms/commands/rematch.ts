import type { RematchNotice } from "../../../shared/protocol";
import { command, no, OK } from "./command";

/**
 * Rematch (finished games only): a new table with the same options and the same people and bots in the same
 * seats. Everyone here (spectators too) is told its code, each with the new tokens of their own seats, so every
 * page follows. Asked twice, it answers with the same table.
 */
export const rematch = command({
  shape: () => ({}),
  expected: "a rematch message has no payload",
  whileDraining: true,
  plain: null,
  // It creates another room (async) and changes nothing of this table.
  outsideQueue: true,
  async run(room, client) {
    if (room.table.status !== "finished")
      return no({ code: "NOT_FINISHED", message: "a rematch is set up once the game is over" });
    if (!room.seating.seated(client))
      return no({ code: "NOT_YOUR_SEAT", message: "only the players of this game can ask for a rematch" });
    try {
      await room.rematch.setUp(room.table);
    } catch (e) {
      return no({ code: "STORAGE", message: `the new table could not be set up: ${(e as Error).message}` });
    }
    for (const c of room.clients) {
      const tokens = [...(room.seating.seatsOf.get(c.sessionId) ?? [])]
        .map((seat) => room.rematch.tokens[seat]!)
        .filter(Boolean);
      const notice: RematchNotice = { code: room.rematch.code!, tokens };
      c.send("rematch", notice);
    }
    return OK;
  },
});
