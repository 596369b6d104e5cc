import { createHash, randomBytes } from "node:crypto";

/**
 * Seat tokens are 128-bit random secrets handed to the person who sits down. Only their SHA-256
 * is stored and kept on the table, so a copy of the database (or of a process's memory dump of
 * the table) does not let anyone take a seat. A fast hash is enough: the token is random and
 * long, so there is nothing to guess from the hash (unlike a password, no salt or slow KDF helps).
 */
export function newSeatToken(): string {
  return randomBytes(16).toString("hex");
}

export function hashSeatToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
