// A small timeline of tweens, advanced by elapsed milliseconds. It draws nothing and owns no clock: the show
// player advances it from requestAnimationFrame only while something is playing (the board renders on demand),
// and tests advance it by hand.

export type Ease = (t: number) => number;

export const linear: Ease = (t) => t;
export const easeOut: Ease = (t) => 1 - (1 - t) * (1 - t);
export const easeInOut: Ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

interface Step {
  at: number;
  duration: number;
  update: (t: number) => void;
  ease: Ease;
  started: boolean;
  finished: boolean;
}

export class Timeline {
  private readonly steps: Step[] = [];
  private time = 0;
  private readonly endCallbacks: (() => void)[] = [];

  /** Runs `update(progress)` with progress 0→1 (eased) from `at` ms for `duration` ms. A 0 duration jumps to 1. */
  add(at: number, duration: number, update: (t: number) => void, ease: Ease = easeOut): this {
    this.steps.push({ at, duration, update, ease, started: false, finished: false });
    return this;
  }

  /** Calls `fn` once, when the whole timeline has run. */
  onEnd(fn: () => void): this {
    this.endCallbacks.push(fn);
    return this;
  }

  /** When the last step ends, in ms. */
  get length(): number {
    return this.steps.reduce((end, s) => Math.max(end, s.at + s.duration), 0);
  }

  get done(): boolean {
    return this.steps.every((s) => s.finished);
  }

  /** Moves time on by `ms`; returns whether anything is still to play. */
  advance(ms: number): boolean {
    if (this.done) return false;
    this.time += Math.max(0, ms);
    for (const s of this.steps) {
      if (s.finished || this.time < s.at) continue;
      s.started = true;
      const t = s.duration <= 0 ? 1 : Math.min(1, (this.time - s.at) / s.duration);
      s.update(s.ease(t));
      if (t >= 1) s.finished = true;
    }
    if (this.done) {
      for (const fn of this.endCallbacks.splice(0)) fn();
      return false;
    }
    return true;
  }

  /** Plays everything to its end at once (skip). */
  finish(): void {
    this.advance(this.length - this.time + 1);
  }
}
