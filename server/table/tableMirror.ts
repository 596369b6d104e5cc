import type { TableState } from "../../shared/schema/TableState";
import { mirrorGame } from "./mirror";
import { put } from "./sync";
import type { Table } from "./Table";

/**
 * Makes the schema show the table after a change: each seat's occupant and presence, the spectator
 * count, the status, the game (`mirrorGame`: only what changed) and which seat may undo. `connected`
 * has bit `i` set when a connection plays seat `i` (seats are 0–3: a mask, so nothing is allocated).
 * The room calls it after every change (`afterChange`); bench/roomParts.ts times it.
 */
export function mirrorTable(state: TableState, table: Table, connected: number, spectators: number): void {
  const tableSeats = table.seats;
  for (let i = 0; i < tableSeats.length; i++) {
    const seat = tableSeats[i]!;
    const schema = state.seats[i]!;
    put(schema, "kind", seat.kind);
    put(schema, "name", seat.name);
    put(schema, "botTakeover", seat.botTakeover);
    put(schema, "connected", seat.kind === "bot" || (connected & (1 << i)) !== 0);
  }
  put(state, "spectators", spectators);
  put(state, "status", table.status);
  if (table.game) mirrorGame(state, table.game);
  // Undo is offered to its seat only, in that player's view-filtered plan (not a public field).
  const undoSeat = table.undoSeat();
  state.players.forEach((player, i) => put(player.plan!, "undo", i === undoSeat));
}
