import { randomBytes, randomInt } from "node:crypto";
import type { SecretSeed } from "../../shared/engine";

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** The length of table codes while short ones are easy to find (31^5 ≈ 28.6 million codes). */
export const TABLE_CODE_LENGTH = 5;
/** The longest a code grows to (31^8 ≈ 8.5 × 10^11 codes; what the page accepts as a code): never reached in practice, but it bounds the search. */
export const MAX_TABLE_CODE_LENGTH = 8;
/**
 * Random tries at one length before the next length is tried. While under half the codes of a length
 * are taken, all 12 fail less than once in 4,000 searches, so codes stay short until that length is
 * really crowded; each longer length has 31 times the room.
 */
const TRIES_PER_LENGTH = 12;

/** A fresh random table code of `length` characters, e.g. "K7QX2". */
export function newTableCode(length: number = TABLE_CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A code `isTaken` says is free. Codes are never reused (a finished game's replay is found by its code
 * for as long as it is kept), so instead of searching a crowded space for ever the code grows one
 * character longer each time TRIES_PER_LENGTH random tries fail: the search ends after at most
 * (MAX_TABLE_CODE_LENGTH - TABLE_CODE_LENGTH + 1) × TRIES_PER_LENGTH questions, whatever is taken.
 */
export async function findFreeCode(
  isTaken: (code: string) => Promise<boolean>,
  draw: (length: number) => string = newTableCode,
): Promise<string> {
  for (let length = TABLE_CODE_LENGTH; length <= MAX_TABLE_CODE_LENGTH; length++) {
    for (let i = 0; i < TRIES_PER_LENGTH; i++) {
      const code = draw(length);
      if (!(await isTaken(code))) return code;
    }
  }
  throw new Error(`no free table code up to ${MAX_TABLE_CODE_LENGTH} characters`);
}

/** A fresh secret seed for a table's game: a 256-bit ChaCha20 key from the OS's CSPRNG. It never leaves the server. */
export function newSeed(): SecretSeed {
  return { chacha20: randomBytes(32).toString("hex") };
}
