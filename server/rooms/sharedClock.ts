// One timer for every room's clock.
//
// A Colyseus room has a clock (`room.clock`): its timers (the bots' delay, the restore grace) run when it ticks, and
// the transport's per-connection message cap counts with its time. A room that sends its patches itself
// (`setPatchRate(null)`, as ours does: one patch per change) gets an interval of its own that ticks its clock 60
// times a second. At 1,000 tables that was 60,000 timer callbacks a second, about a fifth of the server's CPU in a
// 1,000-table load test (docs/server.md "Figures"). Here one interval ticks every room's clock at the same rate, so
// each clock reads the same time and runs its timers at the same moments as before.

/** Colyseus's rate for a room's own clock interval (its `DEFAULT_SIMULATION_INTERVAL`, which it does not export). */
export const CLOCK_TICK_MS = 1000 / 60;

/**
 * A room timestep's delay that never comes: Colyseus starts no clock interval of its own for a room that has a
 * timestep, and this one would first fire after 24.8 days (setInterval's largest delay; a larger one means 1 ms).
 */
export const NEVER_MS = 2 ** 31 - 1;

/** What the shared interval needs of a room's clock. */
export interface Tickable {
  tick(): void;
}

const clocks = new Set<Tickable>();
let interval: ReturnType<typeof setInterval> | null = null;

function tickAll(): void {
  for (const clock of clocks) {
    try {
      clock.tick();
    } catch (e) {
      // A room's timers are caught by its own onUncaughtException (Colyseus wraps them); this is only a guard, so
      // that one clock can never stop the others.
      console.error(`A room's clock failed to tick: ${(e as Error)?.stack ?? String(e)}`);
    }
  }
}

/** Ticks `clock` with every other room's from now on (until `stopTicking`). */
export function tickWithOthers(clock: Tickable): void {
  clocks.add(clock);
  interval ??= setInterval(tickAll, CLOCK_TICK_MS);
}

/** The room is gone: its clock is no longer ticked; the interval stops with the last room. */
export function stopTicking(clock: Tickable): void {
  clocks.delete(clock);
  if (clocks.size === 0 && interval) {
    clearInterval(interval);
    interval = null;
  }
}

/** How many clocks the shared interval ticks (for tests). */
export function tickingClocks(): number {
  return clocks.size;
}
