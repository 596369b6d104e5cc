import type { Client } from "@colyseus/core";
import { ChatMessage, type ChatAuthor } from "../../table/chat";
import { addressOf } from "../admission";
import { UndoMessage } from "../messages";
import { command, no, OK, zodShape, type RoomContext } from "./command";
import { PLAIN_LIMITS } from "../plainData";

// Made before the commands: inferred inside `command({…})`, the payload type would be lost.
const chatShape = zodShape(ChatMessage);
const resumeShape = zodShape(UndoMessage, true);

/**
 * A chat line (issue 29): players write in the players' channel (or the watchers'), watchers only in theirs.
 * Checked (chat.ts), stored with the table, then sent to everyone; a refusal goes to the writer only.
 */
export const chat = command({
  shape: chatShape,
  expected: 'a chat message is { channel: "players" | "watchers", text, seat? }',
  // A chat text may be longer than any other string (a frame holds 4 KB at most): its length is CHAT_TOO_LONG's to refuse.
  plain: { ...PLAIN_LIMITS, stringLength: 4096 },
  async run(room, client, payload) {
    const author = authorOf(room, client, payload.seat);
    if ("code" in author) return no(author);
    const isPlayer = author.seat >= 0;
    const line = await room.chat.prepare(author, isPlayer, payload.channel, payload.text, Date.now());
    if (!("n" in line)) return no(line);
    try {
      await room.persistence.store?.appendChat(room.roomId, line);
    } catch (e) {
      return no({
        code: "STORAGE",
        message: `the message could not be saved, so it was not sent: ${(e as Error).message}`,
      });
    }
    room.chat.keep(line);
    room.tellNow("chat", line);
    return OK;
  },
});

/** Who writes: a player for the seat they name (a hot-seat device, else its first seat), or a watcher for no seat. */
function authorOf(
  room: RoomContext,
  client: Client,
  named: number | undefined,
): ChatAuthor | { code: string; message: string } {
  const seats = room.seating.seatsOf.get(client.sessionId);
  if (seats?.size) {
    const seat = room.seating.actingSeat(client, named ?? Math.min(...seats));
    if (typeof seat !== "number") return seat;
    return { seat, name: room.table.seats[seat]!.name, rateKey: `seat:${seat}` };
  }
  if (named !== undefined) return { code: "NOT_YOUR_SEAT", message: "watchers speak for no seat" };
  return { seat: -1, name: room.seating.watcherNameOf(client.sessionId), rateKey: `watcher:${addressOf(client)}` };
}

/** A person whose time ran out takes their seat back from the table's bot (clockKeeper.ts resumes their clock). */
export const resume = command({
  shape: resumeShape,
  expected: "a resume message is { seat? }",
  seat: "own",
  async run(room, client, _payload, seat) {
    if (!room.clocks?.clocks.isTimedOut(seat))
      return no({ code: "NOT_TIMED_OUT", message: "this seat's time has not run out: it is yours to play" });
    room.table.seats[seat]!.botTakeover = false;
    await room.afterChange(client);
    return OK;
  },
});
