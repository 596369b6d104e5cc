import { randomBytes } from "node:crypto";
import { matchMaker } from "@colyseus/core";
import { newSeatToken } from "../storage/seatToken";
import type { BotLevel } from "../../shared/ai/index";
import type { SeatKind, Table, TableOptions } from "../table/Table";

/** What a rematch table is set up with: the options, and the same people (and bots) in the same seats. */
export interface RematchSetup {
  options: TableOptions;
  seats: { kind: SeatKind; name: string; token: string | null; level?: BotLevel }[];
}

/** Rematch tables being created (ticket → setup), like restore tickets: only the server can name one. */
const REMATCHES = new Map<string, RematchSetup>();

/** The rematch ticket's setup, if this room is being created as a rematch; any other value is refused. */
export function takeRematch(ticket: unknown): RematchSetup | null {
  if (ticket === undefined) return null;
  const rematch = typeof ticket === "string" ? REMATCHES.get(ticket) : undefined;
  if (!rematch) throw new Error("Bad table options: rematchTicket is not a table option");
  REMATCHES.delete(ticket as string);
  return rematch;
}

/** A finished table's rematch: set up once, the first time a player asks, then the same answer for everyone. */
export class Rematch {
  /** The table a rematch of this finished game was set up at, once someone asked for it. */
  code: string | null = null;
  /** The new table's seat tokens, seat by seat (server only: each client gets the tokens of its own seats). */
  tokens: string[] = [];

  /** Creates the new table (same options, same people and bots, each person a new seat token). */
  async setUp(table: Table): Promise<void> {
    if (this.code) return;
    const seats = table.seats.map((s) => ({
      kind: s.kind,
      name: s.name,
      token: s.kind === "human" ? newSeatToken() : null,
      ...(s.level ? { level: s.level } : {}),
    }));
    const ticket = randomBytes(16).toString("hex");
    REMATCHES.set(ticket, { options: table.options, seats });
    try {
      const created = await matchMaker.createRoom("trickerion", { rematchTicket: ticket });
      this.code = created.roomId;
      this.tokens = seats.map((s) => s.token ?? "");
    } finally {
      REMATCHES.delete(ticket);
    }
  }
}
