import { randomBytes, randomInt } from "node:crypto";
import type { SecretSeed } from "../../shared/engine";

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const TABLE_CODE_LENGTH = 5;

/** A fresh random table code, e.g. "K7QX2". The caller checks it is not in use. */
export function newTableCode(): string {
  let code = "";
  for (let i = 0; i < TABLE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A fresh secret seed for a table's game: a 256-bit ChaCha20 key from the OS's CSPRNG. It never leaves the server. */
export function newSeed(): SecretSeed {
  return { chacha20: randomBytes(32).toString("hex") };
}
