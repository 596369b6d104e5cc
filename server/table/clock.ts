import type { ClockView, Pace } from "../../shared/protocol/pace";

/**
 * The stored clocks of a table (the `clocks` column): per seat, either a running clock's deadline as a
 * wall-clock time (ms since 1970), or a stopped clock's milliseconds left. Deadlines are wall-clock so a
 * table restored after a restart resumes each bank minus the time already used.
 */
export interface StoredClocks {
  left: number[];
  deadline: (number | null)[];
  timedOut: boolean[];
}

/**
 * The time banks of one paced table (issue 29), outside the pure engine: the room tells it which seats
 * must act now (`run`), each decision a seat made (`decided`), and asks which clocks ran out (`expired`).
 * Every method takes `now` (wall-clock ms), so it is tested without waiting.
 */
export class SeatClocks {
  private readonly bankMs: number;
  private readonly bonusMs: number;
  private readonly left: number[];
  private readonly deadline: (number | null)[];
  private readonly timedOut: boolean[];

  constructor(
    readonly pace: Pace,
    players: number,
    stored: StoredClocks | null = null,
  ) {
    this.bankMs = pace.bankSeconds * 1000;
    this.bonusMs = pace.bonusSeconds * 1000;
    const fits =
      stored &&
      stored.left.length === players &&
      stored.deadline.length === players &&
      stored.timedOut.length === players;
    this.left = fits ? [...stored.left] : Array.from({ length: players }, () => this.bankMs);
    this.deadline = fits ? [...stored.deadline] : Array.from({ length: players }, () => null);
    this.timedOut = fits ? [...stored.timedOut] : Array.from({ length: players }, () => false);
  }

  /** Milliseconds left on a seat's clock at `now` (never below 0). */
  leftAt(seat: number, now: number): number {
    const deadline = this.deadline[seat];
    return Math.max(0, deadline == null ? this.left[seat]! : deadline - now);
  }

  /**
   * Exactly these seats' clocks run from `now` (the seats the engine says must act, played by a person):
   * a clock that stops keeps what it had left, one that starts gets its deadline. Returns whether
   * anything changed (then the clocks are saved and shown again).
   */
  run(seats: ReadonlySet<number>, now: number): boolean {
    let changed = false;
    for (let seat = 0; seat < this.left.length; seat++) {
      const running = this.deadline[seat] != null;
      if (running && !seats.has(seat)) {
        this.left[seat] = this.leftAt(seat, now);
        this.deadline[seat] = null;
        changed = true;
      } else if (!running && seats.has(seat)) {
        this.deadline[seat] = now + this.left[seat]!;
        changed = true;
      }
    }
    return changed;
  }

  /**
   * A seat made a decision (an accepted action): its bank gains the per-decision bonus, never above the
   * starting bank (BoardGameArena's reflection time works the same way).
   */
  decided(seat: number, now: number): void {
    const left = Math.min(this.bankMs, this.leftAt(seat, now) + this.bonusMs);
    if (this.deadline[seat] != null) this.deadline[seat] = now + left;
    else this.left[seat] = left;
  }

  /** Running seats whose time is up at `now`. */
  expired(now: number): number[] {
    const out: number[] = [];
    this.deadline.forEach((deadline, seat) => {
      if (deadline != null && deadline <= now) out.push(seat);
    });
    return out;
  }

  /** The earliest deadline of a running clock, or null when none runs. */
  nextDeadline(): number | null {
    let next: number | null = null;
    for (const deadline of this.deadline) if (deadline != null && (next === null || deadline < next)) next = deadline;
    return next;
  }

  /** A seat's time ran out: its clock stops at 0 and the table's bot plays it until `resume`. */
  timeOut(seat: number): void {
    this.left[seat] = 0;
    this.deadline[seat] = null;
    this.timedOut[seat] = true;
  }

  isTimedOut(seat: number): boolean {
    return this.timedOut[seat] === true;
  }

  /**
   * The person takes their seat back after a time-out: they start again with one decision's bonus (their
   * bank is spent), so a player who came back is not timed out again the moment they sit down.
   */
  resume(seat: number, now: number): void {
    this.timedOut[seat] = false;
    const left = Math.max(this.leftAt(seat, now), this.bonusMs);
    if (this.deadline[seat] != null) this.deadline[seat] = now + left;
    else this.left[seat] = left;
  }

  /**
   * Stops every clock (the server shuts down cleanly): what each had left is kept, so the downtime of a
   * planned restart costs nobody time. After a crash the stored deadlines stand instead.
   */
  pauseAll(now: number): void {
    this.run(new Set(), now);
  }

  toStored(): StoredClocks {
    return { left: [...this.left], deadline: [...this.deadline], timedOut: [...this.timedOut] };
  }

  view(now: number): ClockView {
    return {
      at: now,
      pace: this.pace,
      seats: this.left.map((_, seat) => ({
        left: this.leftAt(seat, now),
        running: this.deadline[seat] != null,
        timedOut: this.timedOut[seat]!,
      })),
    };
  }
}

/** Reads a stored `clocks` column (JSON); anything malformed is null, and the clocks start afresh (logged by the caller). */
export function parseStoredClocks(text: string | null | undefined, players: number): StoredClocks | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const v = value as Partial<StoredClocks> | null;
  const numbers = (a: unknown, nullable: boolean): boolean =>
    Array.isArray(a) &&
    a.length === players &&
    a.every((x) => (nullable && x === null) || (typeof x === "number" && Number.isFinite(x) && x >= 0));
  if (
    !v ||
    !numbers(v.left, false) ||
    !numbers(v.deadline, true) ||
    !Array.isArray(v.timedOut) ||
    v.timedOut.length !== players ||
    !v.timedOut.every((b) => typeof b === "boolean")
  )
    return null;
  return { left: v.left!, deadline: v.deadline!, timedOut: v.timedOut };
}
