// The engine's generators (issue 16): ChaCha20 in counter mode for every server game, mulberry32 kept for
// format-1 records. Known answers come from RFC 8439 and from Node's own ChaCha20 (OpenSSL), an independent
// implementation of the same cipher.
import { createCipheriv } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  makeRandom,
  randomBot,
  replayRecord,
  scores,
  type GameRecord,
  type GameState,
  type SecretSeed,
} from "../../shared/engine";
import { KeyedCursor, RngCursor, cursorFor, initialRngState } from "../../shared/engine/core/rng";
import { keystreamWord } from "../../shared/engine/core/secureRng";

const RFC_KEY: SecretSeed = { chacha20: "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f" };
const ZERO_KEY: SecretSeed = { chacha20: "0".repeat(64) };

/** The ChaCha20 keystream from OpenSSL: 16-byte IV = 32-bit little-endian block counter, then the 12-byte nonce. */
function opensslWords(seed: SecretSeed, nonce: number, words: number): number[] {
  const iv = Buffer.alloc(16);
  iv[4] = nonce;
  const stream = createCipheriv("chacha20", Buffer.from(seed.chacha20, "hex"), iv).update(Buffer.alloc(words * 4));
  return Array.from({ length: words }, (_, i) => stream.readUInt32LE(4 * i));
}

describe("the secure generator (ChaCha20, counter mode)", () => {
  it("gives RFC 8439's keystream: all-zero key and nonce, block 0 starts 76 b8 e0 ad a0 f1 3d 90", () => {
    // RFC 8439 Appendix A.1, test vector #1.
    expect(keystreamWord(ZERO_KEY, 0)).toBe(0xade0b876);
    expect(keystreamWord(ZERO_KEY, 1)).toBe(0x903df1a0);
  });

  it("matches OpenSSL's ChaCha20 word for word across blocks, for both streams and any read order", () => {
    const game = opensslWords(RFC_KEY, 0, 80);
    const magicians = opensslWords(RFC_KEY, 1, 20);
    expect(Array.from({ length: 80 }, (_, i) => keystreamWord(RFC_KEY, i))).toEqual(game);
    // Jumping around (and between keys and streams) never serves a stale cached block.
    for (const i of [79, 3, 40, 17, 16, 15, 64]) {
      expect(keystreamWord(ZERO_KEY, i)).not.toBe(game[i]);
      expect(keystreamWord(RFC_KEY, i % 20, "magicians")).toBe(magicians[i % 20]);
      expect(keystreamWord(RFC_KEY, i)).toBe(game[i]);
    }
  });

  it("draws integers without bias by rejection, counting the words it used", () => {
    const cursor = new KeyedCursor(RFC_KEY, 0);
    const words = opensslWords(RFC_KEY, 0, 8);
    expect([cursor.int(6), cursor.int(6), cursor.int(1000)]).toEqual([words[0]! % 6, words[1]! % 6, words[2]! % 1000]);
    expect(cursor.state).toBe(3);
    // A bound just above 2^31 rejects about half of all words: every accepted draw is below it, more words are used.
    const big = new KeyedCursor(RFC_KEY, 0);
    const bound = 2 ** 31 + 1;
    for (let i = 0; i < 50; i++) expect(big.int(bound)).toBeLessThan(bound);
    expect(big.state).toBeGreaterThan(50);
    // Six faces come up about equally often (a loose chi-square bound: the 0.1 % critical value for 5 d.o.f. is 20.5).
    const counts = [0, 0, 0, 0, 0, 0];
    const dice = new KeyedCursor(ZERO_KEY, 0);
    for (let i = 0; i < 60_000; i++) counts[dice.int(6)]!++;
    const chi = counts.reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.5);
  });

  it("two games whose 256-bit keys share their first 128 bits are different games", () => {
    const a: SecretSeed = { chacha20: "00112233445566778899aabbccddeeff" + "0".repeat(32) };
    const b: SecretSeed = { chacha20: "00112233445566778899aabbccddeeff" + "0".repeat(31) + "1" };
    const opening = (seed: SecretSeed) => {
      const s = createGame({ players: 4, beginnerSetup: true, magicians: ["M01", "M02", "M03", "M04"] }, seed);
      return {
        initiative: s.initiative,
        deck: s.deck,
        cards: s.theaterCards,
        dice: s.dice,
        draws: new KeyedCursor(seed, 0).shuffle([...Array(52).keys()]),
      };
    };
    expect(opening(a)).not.toEqual(opening(b));
    expect(opening(a).draws).not.toEqual(opening(b).draws);
    expect(opening(a)).toEqual(opening(a));
  });

  it("a secret-seeded game keeps only the key and a word counter in its state, which stays plain JSON", () => {
    const s = createGame({ players: 4 }, RFC_KEY);
    expect(s.seed).toEqual(RFC_KEY);
    expect(Number.isInteger(s.rng) && s.rng > 0 && s.rng < 200).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    expect(initialRngState(RFC_KEY)).toBe(0);
    expect(cursorFor(RFC_KEY, 0)).toBeInstanceOf(KeyedCursor);
    expect(cursorFor(42, initialRngState(42))).toBeInstanceOf(RngCursor);
    expect(() => createGame({ players: 4 }, { chacha20: "xyz" } as SecretSeed)).toThrow(/seed/);
  });

  it("golden: a recorded format-2 random game replays to the same final scores, and so does a new playout", () => {
    const record = JSON.parse(readFileSync(join(__dirname, "fixtures", "random-4p-v2.json"), "utf8")) as GameRecord;
    expect(record.format).toBe("trickerion-record/2");
    const r = replayRecord(record);
    expect(r.ok && [r.applied, scores(r.state).fame, r.state.rng]).toEqual([408, [13, 16, 12, 5], 54]);
    // The same key under the old format is refused rather than replayed with the wrong generator.
    expect(replayRecord({ ...record, format: "trickerion-record/1" }).ok).toBe(false);
    expect(replayRecord({ ...record, seed: 42 }).ok).toBe(false);

    let s: GameState = createGame({ players: 3 }, ZERO_KEY);
    const bot = makeRandom(7);
    while (s.phase !== "gameOver") {
      const seat = activeSeats(s)[0]!;
      const next = applyAction(s, seat, randomBot(s, seat, bot)!);
      if (!next.ok) throw new Error(next.error.message);
      s = next.state;
    }
    expect(scores(s).over).toBe(true);
  });
});

describe("the legacy generator (mulberry32, format 1)", () => {
  it("still gives its old sequence, so old records replay", () => {
    const cursor = new RngCursor(initialRngState(1));
    const ints = Array.from({ length: 6 }, () => cursor.int(1000));
    expect(ints).toEqual(LEGACY_FIRST_INTS);
  });
});

/** mulberry32 from seed 1, int(1000) six times, as main produced it before issue 16. */
const LEGACY_FIRST_INTS = [627, 2, 527, 981, 968, 281];
