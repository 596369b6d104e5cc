import type { TableState } from "../../shared/schema/TableState";
import type { SeatSchema } from "../../shared/schema/TableState";
import type { PlayerSchema } from "../../shared/schema/PlayerSchema";
import { mirrorGame } from "./mirror";
import { put } from "./sync";
import type { Table } from "./Table";

/**
 * Plain arrays of a table schema's seat and player objects (reading `state.seats[i]` goes through
 * ArraySchema's Proxy, which parses the index string on every read, and this runs on every action),
 * and the seat that was last offered undo.
 */
interface Shown {
  seats: SeatSchema[];
  players: PlayerSchema[];
  undoSeat: number;
}
const shown = new WeakMap<TableState, Shown>();

/**
 * Makes the schema show the table after a change: each seat's occupant and presence, the spectator
 * count, the status, the game (`mirrorGame`: only what changed) and which seat may undo. `connected`
 * has bit `i` set when a connection plays seat `i` (seats are 0–3: a mask, so nothing is allocated).
 * The room calls it after every change (`afterChange`); bench/roomParts.ts times it.
 *
 * The undo flags are written only when the seat that may undo changed (nothing else writes them).
 */
export function mirrorTable(state: TableState, table: Table, connected: number, spectators: number): void {
  let last = shown.get(state);
  if (!last || last.seats.length !== state.seats.length) {
    last = { seats: [...state.seats], players: [], undoSeat: -2 };
    shown.set(state, last);
  }
  const tableSeats = table.seats;
  for (let i = 0; i < tableSeats.length; i++) {
    const seat = tableSeats[i]!;
    const schema = last.seats[i]!;
    put(schema, "kind", seat.kind);
    put(schema, "name", seat.name);
    put(schema, "botTakeover", seat.botTakeover);
    put(schema, "level", seat.kind === "bot" || seat.botTakeover ? table.botLevelOf(i) : "");
    put(schema, "connected", seat.kind === "bot" || (connected & (1 << i)) !== 0);
  }
  put(state, "spectators", spectators);
  put(state, "status", table.status);
  put(state, "told", table.history.length);
  if (table.game) mirrorGame(state, table.game);
  // Undo is offered to its seat only, in that player's view-filtered plan (not a public field).
  const undoSeat = table.undoSeat();
  if (last.players.length !== state.players.length) {
    last.players = [...state.players];
    last.undoSeat = -2; // new player schemas: put every flag
  }
  if (undoSeat === last.undoSeat) return;
  const players = last.players;
  for (let i = 0; i < players.length; i++) put(players[i]!.plan!, "undo", i === undoSeat);
  last.undoSeat = undoSeat;
}
