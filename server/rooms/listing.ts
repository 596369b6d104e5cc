import { activeSeats } from "../../shared/engine";
import { sameSeats, seatsKey, type SeatsKey } from "../table/seatsKey";
import type { Table, TableOptions } from "../table/Table";

/** What the lobby listing (`GET /api/tables`) shows of one table: the room's metadata. */
export interface ListingEntry {
  players: number;
  seated: number;
  names: string[];
  status: string;
  phase: string;
  turn: number;
  /**
   * The seats whose move it is (in the assignment, those still planning), and the weekday a performance is at: what a
   * spectator's status line says ("Turn 2 of 5 · Place characters · Ben to act"), so a table link's first screen can
   * say it from the listing alone (server/firstScreen/), in whichever process holds the table.
   */
  toAct: number[];
  weekday: string | null;
  spectators: number;
  beginnerSetup: boolean;
  quickStart: boolean;
  darkAlley: boolean;
  prophecies: boolean;
  abilities: boolean;
  /** A paced table's clocks, so whoever sits down knows the table is timed. */
  pace: TableOptions["pace"] | null;
}

/**
 * The table's entry in the lobby listing, published only when something it shows changed: asked
 * after every change, an action that changes nothing listed (most of them) builds nothing.
 */
export class Listing {
  /** What the listing showed when last published (compared field by field on every change: no string is built). */
  private last: {
    status: string;
    phase: string;
    turn: number;
    toAct: string;
    weekday: string | null;
    spectators: number;
    seats: SeatsKey;
  } | null = null;

  /** The new entry if it differs from the one last published, else undefined. */
  changed(table: Table, spectators: number): ListingEntry | undefined {
    const seats = table.seats;
    const status = table.status;
    const phase = table.game?.phase ?? "lobby";
    const turn = table.game?.turn ?? 0;
    // Whose move it is changes with most moves of the placement and the performance: one more listing write each
    // (an in-memory update, or one Redis write in a cluster), none during the secret planning's drags.
    const toAct = table.game ? activeSeats(table.game) : [];
    const toActKey = toAct.join(",");
    const weekday = table.game?.weekday ?? null;
    const last = this.last;
    // The options never change; a seat's token only changes with its kind, so comparing it too costs no extra publication.
    if (
      last &&
      last.status === status &&
      last.phase === phase &&
      last.turn === turn &&
      last.toAct === toActKey &&
      last.weekday === weekday &&
      last.spectators === spectators &&
      sameSeats(seats, last.seats)
    )
      return undefined;
    this.last = { status, phase, turn, toAct: toActKey, weekday, spectators, seats: seatsKey(seats) };
    const o = table.options;
    return {
      players: seats.length,
      seated: seats.filter((s) => s.kind !== "open").length,
      names: seats.map((s) => s.name),
      status,
      phase,
      turn,
      toAct: [...toAct],
      weekday,
      spectators,
      beginnerSetup: o.beginnerSetup,
      quickStart: o.quickStart,
      darkAlley: o.darkAlley,
      prophecies: o.prophecies,
      abilities: o.abilities,
      pace: o.pace ?? null,
    };
  }
}
