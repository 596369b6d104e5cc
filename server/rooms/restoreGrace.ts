import type { Schedule } from "../table/schedule";

export type { Schedule };

/**
 * How a table brought back after a restart, or taken over from a server process that stopped,
 * waits for its people (issue 26). The rules, and why:
 *
 * - Only a **seated** person ends the wait: a join presenting a valid seat token. Watchers may
 *   come and go meanwhile. (Before, the first join of any kind switched the room's auto-dispose
 *   back on, so one watcher joining and leaving closed the table, which was then stored
 *   abandoned: its people's rejoin was refused for good.)
 * - Nothing closes the table during the wait, whoever joins or leaves: its people get the whole
 *   wait to come back.
 * - The wait counts only from when they could reach it: the server says ready (pages wait for
 *   `/health`) and the room is created and listed (`start`, called by the server). A long restore
 *   of many tables no longer eats into the wait of the first ones restored.
 * - At the end, `onEnd(anyoneBack)`: the room closes the table when no seated person came back,
 *   else hands the seats nobody took back to bots and lives on like any other table.
 */
export class RestoreGrace {
  private timer: { clear(): void } | null = null;
  private started = false;
  private ended = false;
  private seatedBack = false;

  constructor(
    private readonly ms: number,
    private readonly schedule: Schedule,
    private readonly onEnd: (anyoneBack: boolean) => void,
  ) {}

  /** The table is reachable: the wait starts now (only the first call counts). */
  start(): void {
    if (this.started || this.ended) return;
    this.started = true;
    this.timer = this.schedule(this.ms, () => this.end());
  }

  /** Until its end (or the room goes): meanwhile only a seat whose person is back has its clock running. */
  get waiting(): boolean {
    return !this.ended;
  }

  /** Someone took a seat back with its token: the table will not be closed for want of its people. */
  seatedPersonBack(): void {
    this.seatedBack = true;
  }

  /** The room is going away (a shutdown, a lost lease): no end is called. */
  stop(): void {
    this.ended = true;
    this.timer?.clear();
    this.timer = null;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.timer = null;
    this.onEnd(this.seatedBack);
  }
}
