// The authoritative game's randomness (record format 2): ChaCha20 (RFC 8439, @noble/ciphers, audited) in
// counter mode under a 256-bit secret key drawn by the server. Outputs reveal nothing usable about the key or
// about later outputs, unlike mulberry32 whose 32-bit state turn 1's public facts single out (issue 16).
// The game state keeps only the key (in `seed`) and how many 32-bit words were drawn (in `rng`), so it stays
// plain JSON and the engine pure: the same key and counter always give the same draw.

import { chacha20 } from "@noble/ciphers/chacha.js";

/** A secret seed: a ChaCha20 key as 64 lower-case hex digits (256 bits). Never leaves the server. */
export interface SecretSeed {
  readonly chacha20: string;
}

const KEY_HEX = /^[0-9a-f]{64}$/;
/** 32-bit words in one 64-byte ChaCha20 block. */
const WORDS_PER_BLOCK = 16;

/** Whether `seed` is a well-formed secret seed (a plain object with exactly one 64-hex-digit key). */
export function isSecretSeed(seed: unknown): seed is SecretSeed {
  if (typeof seed !== "object" || seed === null || Array.isArray(seed)) return false;
  const keys = Object.keys(seed);
  return (
    keys.length === 1 &&
    keys[0] === "chacha20" &&
    typeof (seed as SecretSeed).chacha20 === "string" &&
    KEY_HEX.test((seed as SecretSeed).chacha20)
  );
}

/**
 * Independent streams under one key, told apart by the ChaCha20 nonce: the game's draws, and the
 * quick-start magician deal (public, so it must not share words with the game's stream).
 */
export type Stream = "game" | "magicians";
const NONCES: Record<Stream, Uint8Array> = { game: nonce(0), magicians: nonce(1) };

function nonce(n: number): Uint8Array {
  const bytes = new Uint8Array(12);
  bytes[0] = n;
  return bytes;
}

// A one-entry cache of the current keystream block. Draws come in runs (a shuffle, six dice), so most
// words are served from it; it holds only what the key and counter determine, so purity is kept.
let cachedHex = "";
let cachedKey = new Uint8Array(32);
let cachedStream: Stream = "game";
let cachedBlock = -1;
const zeros = new Uint8Array(WORDS_PER_BLOCK * 4);
const blockBytes = new Uint8Array(WORDS_PER_BLOCK * 4);
const blockWords = new Uint32Array(WORDS_PER_BLOCK);

function keyBytes(hex: string): Uint8Array {
  if (hex !== cachedHex) {
    const key = new Uint8Array(32);
    for (let i = 0; i < 32; i++) key[i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
    cachedHex = hex;
    cachedKey = key;
    cachedBlock = -1;
  }
  return cachedKey;
}

/** Word `index` (0-based) of the keystream of `seed`'s `stream`, little-endian as RFC 8439 serializes it. */
export function keystreamWord(seed: SecretSeed, index: number, stream: Stream = "game"): number {
  const key = keyBytes(seed.chacha20);
  const block = Math.floor(index / WORDS_PER_BLOCK);
  if (block !== cachedBlock || stream !== cachedStream) {
    chacha20(key, NONCES[stream], zeros, blockBytes, block);
    for (let w = 0; w < WORDS_PER_BLOCK; w++) {
      const o = 4 * w;
      blockWords[w] =
        (blockBytes[o]! | (blockBytes[o + 1]! << 8) | (blockBytes[o + 2]! << 16) | (blockBytes[o + 3]! << 24)) >>> 0;
    }
    cachedBlock = block;
    cachedStream = stream;
  }
  return blockWords[index % WORDS_PER_BLOCK]!;
}
