// A small seeded PRNG (mulberry32) whose whole state is one 32-bit integer kept in the game state.
// No Math.random, no clock: a game is determined by its options, seed and actions.

/** Turn a string or number seed into a 32-bit initial state (FNV-1a for strings). */
export function seedToState(seed: string | number): number {
  if (typeof seed === "number") return seed >>> 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One step: the next state and a float in [0, 1). */
export function nextRandom(state: number): [number, number] {
  const s = stepState(state);
  return [s, randomOf(s)];
}

/** The PRNG state after `state` (split from nextRandom so hot callers allocate no pair). */
export function stepState(state: number): number {
  return (state + 0x6d2b79f5) >>> 0;
}

/** The float in [0, 1) drawn on reaching state `s`. */
export function randomOf(s: number): number {
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A mutable cursor over the PRNG for one action's worth of draws; write `.state` back into the game state. */
export class RngCursor {
  constructor(public state: number) {}
  /** An integer in [0, n). */
  int(n: number): number {
    this.state = stepState(this.state);
    return Math.floor(randomOf(this.state) * n);
  }
  shuffle<T>(items: readonly T[]): T[] {
    const a = items.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = a[i] as T;
      a[i] = a[j] as T;
      a[j] = tmp;
    }
    return a;
  }
}
