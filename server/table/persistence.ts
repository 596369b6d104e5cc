import type { GameStore } from "../storage/GameStore";
import { observeStoreWrite } from "../metrics";
import { sameSeats, seatsKey, type SeatsKey } from "./seatsKey";
import type { Table } from "./Table";

/**
 * Keeps one table's record in the store as it changes: every accepted action and undo is committed
 * before anything about it is shown (the table's hooks), lobby changes are saved before they are
 * shown, and the row's life (created on the first join, started, abandoned) follows the table's.
 * Without a store (some tests) every call does nothing.
 */
export class TablePersistence {
  /** The seats as last saved, so only real changes are written. */
  private savedSeats: SeatsKey;
  /**
   * A new table has no stored row until its first join (its creator connecting): a creation never
   * followed by a connection (a flood over plain HTTP) leaves nothing stored, and the room goes when
   * its seat reservation expires.
   */
  unstored = false;

  constructor(
    readonly store: GameStore | null,
    private readonly code: string,
    private readonly table: Table,
  ) {
    this.savedSeats = seatsKey(table.seats);
    if (!store) return;
    // One promise per action (the store's own): no async wrapper around it.
    table.beforeAccept = (seat, action, index, next) => {
      const t0 = performance.now();
      return store.appendAction(code, index, seat, action, next).then(() => observeStoreWrite(performance.now() - t0));
    };
    // An undone action leaves the stored record before the undo is shown, so a restart never replays it.
    table.beforeUndo = (index) => store.undoLastAction(code, index);
  }

  /** Whether the stored seats differ from the table's (checked on every change: an action waits for no extra promise). */
  seatsChanged(): boolean {
    return this.store !== null && !sameSeats(this.table.seats, this.savedSeats);
  }

  /** Lobby changes (sit, stand, bots, phones) are saved before they are shown, like actions; a failure is logged. */
  async saveSeats(): Promise<void> {
    if (!this.store || sameSeats(this.table.seats, this.savedSeats)) return;
    const key = seatsKey(this.table.seats);
    try {
      await this.store.saveSeats(this.code, this.table.seats);
      this.savedSeats = key;
    } catch (e) {
      console.error(`Storage: table ${this.code}: seats not saved: ${(e as Error).message}`);
    }
  }

  /** The first join: the table's row is written, before anything of the join changes the table. */
  async createRow(): Promise<void> {
    await this.store?.createTable(this.code, this.table.options, this.table.seed, this.table.seats);
    this.unstored = false;
  }

  /** The game started: saved before it is shown (a throw means it is not on disk, so not started). */
  async started(): Promise<void> {
    await this.store?.markStarted(this.code, this.table.game!.options, this.table.seats);
  }

  /**
   * Everyone left an unfinished table: it is not brought back at the next start. A server that shuts
   * down disposes its rooms too, and those tables must come back, so `draining` leaves them as they are.
   */
  abandoned(draining: boolean): void {
    if (!this.store || this.unstored || this.store.closing || draining || this.table.status === "finished") return;
    this.store.markAbandoned(this.code).catch((e: unknown) => {
      console.error(`Storage: table ${this.code}: could not mark it abandoned: ${(e as Error).message}`);
    });
  }
}
