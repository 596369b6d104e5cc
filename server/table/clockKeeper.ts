import { activeSeats } from "../../shared/engine";
import type { ClockView } from "../../shared/protocol/pace";
import type { GameStore } from "../storage/GameStore";
import { SeatClocks, type StoredClocks } from "./clock";
import type { Table, TableOptions } from "./Table";

/** What the keeper needs from its room: a timer on the room's clock, and the way to tell clients. */
export interface ClockRoom {
  readonly code: string;
  readonly store: GameStore | null;
  /** A one-shot timer on the room's clock (cleared when the room goes). */
  schedule(ms: number, fn: () => Promise<void>): { clear(): void };
  /** The clocks changed: everyone is sent the new view. */
  show(view: ClockView): void;
  /** These seats' time ran out (their bot now plays them): the room tells their people and applies the change. */
  timedOut(seats: number[]): Promise<void>;
}

/**
 * A paced table's clocks in its room (issue 29): after every change it runs exactly the clocks of the seats the
 * engine says must act (`activeSeats`; in the simultaneous Assignment phase every unconfirmed seat's at once)
 * and that a person plays, saves them when that set changes, and wakes the room at the earliest deadline.
 */
export class ClockKeeper {
  readonly clocks: SeatClocks;
  private timer: { clear(): void } | null = null;

  constructor(
    options: TableOptions,
    private readonly room: ClockRoom,
    stored: StoredClocks | null,
  ) {
    this.clocks = new SeatClocks(options.pace!, options.players, stored);
  }

  /** A person's seat made a decision (an accepted action): its bonus goes to its bank. */
  decided(table: Table, seat: number, now: number): void {
    if (!table.botPlays(seat)) this.clocks.decided(seat, now);
  }

  /**
   * Called after every change of the table. A timed-out seat whose person took it back (the resume button,
   * or a reload that claimed the seat) is resumed here, whichever way the bot left it. `mayRun` holds a seat's
   * clock back (a table restored after a restart waits for its people before their time counts again).
   */
  update(table: Table, now: number, mayRun: (seat: number) => boolean = () => true): void {
    let changed = false;
    for (let i = 0; i < table.seats.length; i++) {
      if (this.clocks.isTimedOut(i) && !table.botPlays(i)) {
        this.clocks.resume(i, now);
        changed = true;
      }
    }
    const running = new Set<number>();
    if (table.game && table.status === "playing")
      for (const seat of activeSeats(table.game)) if (!table.botPlays(seat) && mayRun(seat)) running.add(seat);
    if (this.clocks.run(running, now)) changed = true;
    if (!changed) return;
    this.save();
    this.room.show(this.clocks.view(now));
    this.arm(now);
  }

  /** The clocks as they stand now, for a page that just joined. */
  view(now: number): ClockView {
    return this.clocks.view(now);
  }

  /** The server shuts down cleanly: every clock stops with what it had left, saved before the store closes. */
  async pause(now: number): Promise<void> {
    this.timer?.clear();
    this.timer = null;
    this.clocks.pauseAll(now);
    await this.save();
  }

  stop(): void {
    this.timer?.clear();
    this.timer = null;
  }

  /** Wakes at the earliest deadline; the expired seats time out then (the room runs it in its change chain). */
  private arm(now: number): void {
    this.timer?.clear();
    this.timer = null;
    const next = this.clocks.nextDeadline();
    if (next === null) return;
    this.timer = this.room.schedule(Math.max(0, next - now), () => {
      this.timer = null;
      return this.expire(Date.now());
    });
  }

  /** Every running clock that reached 0 stops there; the room hands those seats to the table's bot. */
  async expire(now: number): Promise<void> {
    const seats = this.clocks.expired(now);
    for (const seat of seats) this.clocks.timeOut(seat);
    if (!seats.length) return this.arm(now);
    void this.save();
    this.room.show(this.clocks.view(now));
    await this.room.timedOut(seats);
    this.arm(now);
  }

  /** Saves the clocks with the table (a failed save is logged: the clocks go on, a restart may then give back a little time). */
  private save(): Promise<void> {
    const store = this.room.store;
    if (!store) return Promise.resolve();
    return store.saveClocks(this.room.code, JSON.stringify(this.clocks.toStored())).catch((e: unknown) => {
      console.error(`Storage: table ${this.room.code}: clocks not saved: ${(e as Error).message}`);
    });
  }
}
