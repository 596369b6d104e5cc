// The engine's seeded randomness. No Math.random, no clock: a game is determined by its options, seed and actions.
// Two generators, chosen by the seed (and so by the record format, see record.ts):
// - a secret seed ({ chacha20: key }, format 2): ChaCha20 in counter mode (secureRng.ts); every server game;
// - a legacy seed (a number or string, format 1): mulberry32 over one 32-bit state. Its outputs reveal its
//   state (issue 16), so it only replays old records and drives tests, bots' private dice and benchmarks.

import { isSecretSeed, keystreamWord, type SecretSeed, type Stream } from "./secureRng";

export { isSecretSeed, type SecretSeed } from "./secureRng";

/** A game's seed: a secret ChaCha20 key, or a legacy mulberry32 seed (old records, tests). */
export type Seed = SecretSeed | string | number;

/** The `rng` field of a new game's state: the draw counter (secret seed) or mulberry32's first state. */
export function initialRngState(seed: Seed): number {
  if (isSecretSeed(seed)) return 0;
  if (typeof seed !== "string" && typeof seed !== "number")
    throw new Error("the seed is neither a secret key nor a number or string");
  return seedToState(seed);
}

/** A cursor over the game's generator starting at `rng` (a state's `rng` field); write `.state` back after drawing. */
export function cursorFor(seed: Seed, rng: number): Draws {
  return isSecretSeed(seed) ? new KeyedCursor(seed, rng) : new RngCursor(rng);
}

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

/** A mutable cursor over a generator for one action's worth of draws; write `.state` back into the game state. */
export abstract class Draws {
  abstract state: number;
  /** An integer in [0, n), for a whole n >= 1. */
  abstract int(n: number): number;
  /** A uniformly random order of `items` (Fisher-Yates). */
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

/** mulberry32 (legacy seeds): `state` is the generator's 32-bit state. */
export class RngCursor extends Draws {
  constructor(public state: number) {
    super();
  }
  int(n: number): number {
    this.state = stepState(this.state);
    return Math.floor(randomOf(this.state) * n);
  }
}

/** ChaCha20 keystream (secret seeds): `state` counts the 32-bit words drawn so far. */
export class KeyedCursor extends Draws {
  constructor(
    private readonly seed: SecretSeed,
    public state: number,
    private readonly stream: Stream = "game",
  ) {
    super();
  }
  int(n: number): number {
    // A bound outside [1, 2^32] would never accept a word: a caller's defect, not a player's input.
    if (!(n >= 1 && n <= 4294967296)) throw new RangeError(`int(${n}): the bound must be 1 to 2^32`);
    // Rejection sampling keeps every value equally likely (a plain `% n` would favour small ones).
    const limit = 4294967296 - (4294967296 % n);
    for (;;) {
      const word = keystreamWord(this.seed, this.state++, this.stream);
      if (word < limit) return word % n;
    }
  }
}
