import type { Client } from "@colyseus/core";
import type { ChatHistory } from "../../shared/protocol/chat";
import type { TimedOut } from "../../shared/protocol/pace";
import type { TableChat } from "../table/chat";
import type { StoredClocks } from "../table/clock";
import { ClockKeeper } from "../table/clockKeeper";
import type { RoomContext } from "./commands/command";

/** What a paced table's clocks need of their room. */
export interface PacedRoom extends RoomContext {
  readonly draining: boolean;
  serial(fn: () => Promise<void>): Promise<void>;
  tellNow(type: string, message: unknown): void;
}

/** A paced table's clocks (issue 29), from what was saved when the table is restored. */
export function startClocks(room: PacedRoom, stored: StoredClocks | null): ClockKeeper {
  const keeper = new ClockKeeper(
    room.table.options,
    {
      code: room.roomId,
      store: room.persistence.store,
      // Node's timer, not the room's clock: that clock's time moves only when it ticks (a patch), so a deadline set
      // on a restored room that had not ticked for seconds would fire that much early.
      schedule: (ms, fn) => {
        const timer = setTimeout(() => void room.serial(fn), ms);
        return { clear: () => clearTimeout(timer) };
      },
      show: (view) => room.tellNow("clocks", view),
      timedOut: (seats) => timedOut(room, seats),
    },
    stored,
  );
  // A seat that had timed out before the restart is still the bot's until its person takes it back.
  room.table.seats.forEach((seat, i) => {
    if (keeper.clocks.isTimedOut(i) && seat.kind === "human") seat.botTakeover = true;
  });
  return keeper;
}

/** Seats whose time ran out: the table's bot makes their pending decisions, and their people are told. */
async function timedOut(room: PacedRoom, seats: number[]): Promise<void> {
  if (room.draining) return;
  for (const seat of seats) {
    const record = room.table.seats[seat];
    if (record?.kind === "human") record.botTakeover = true;
    const notice: TimedOut = { seat };
    room.seating.sendToSeat(seat, "timed-out", notice);
  }
  await room.afterChange();
}

/** A joining (or returning) page's chat so far and the clocks as they stand. */
export function tellChatAndClocks(client: Client, chat: TableChat, clocks: ClockKeeper | null): void {
  const history: ChatHistory = { lines: chat.recent() };
  client.send("chat-history", history);
  if (clocks) client.send("clocks", clocks.view(Date.now()));
}
