// A table's pace (issue 29): no clock, or a time bank per player plus a bonus per decision (reflection time,
// as BoardGameArena offers it). Chosen by the host when the table is opened; the clocks run in the room
// (server/table/clock.ts), never in the pure engine.

/** Named paces a page offers; a custom one is any bank/bonus within PACE_LIMITS. */
export const PACE_PRESETS = {
  relaxed: { bankSeconds: 20 * 60, bonusSeconds: 30 },
  normal: { bankSeconds: 10 * 60, bonusSeconds: 20 },
  fast: { bankSeconds: 5 * 60, bonusSeconds: 10 },
} as const;
export type PacePreset = keyof typeof PACE_PRESETS;

/** A time bank and the time each decision adds back to it (never above the bank). */
export interface Pace {
  bankSeconds: number;
  bonusSeconds: number;
}

/** What a custom pace may be: at least one second of bank and of bonus, at most four hours and ten minutes. */
export const PACE_LIMITS = { bankSeconds: { min: 1, max: 4 * 3600 }, bonusSeconds: { min: 1, max: 600 } } as const;

/**
 * The clocks as every client sees them (the "clocks" message, after each change of who must act): per seat,
 * the milliseconds left at `at` (server wall-clock ms) and whether the clock runs. A page counts a running
 * clock down from `at` itself, corrected by its own offset to the server's clock (`at` vs its receipt time).
 */
export interface ClockView {
  at: number;
  pace: Pace;
  seats: { left: number; running: boolean; timedOut: boolean }[];
}

/** To a seat's own clients when its time ran out: the table's bot now plays it until they take it back ("resume"). */
export interface TimedOut {
  seat: number;
}
