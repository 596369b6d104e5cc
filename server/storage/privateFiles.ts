import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";

/**
 * The store holds secret seeds and seat tokens, so only the server's own user may read it:
 * the folder is 0700 and every file in it 0600. Modes are set on creation and corrected at every
 * start (a folder or file left readable by an older server is tightened, not trusted).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) if needed and makes it private to this user. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if ((statSync(dir).mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Creates `file` empty with mode 0600 if it is missing (so SQLite never creates it with the
 * umask's 0644), or tightens an existing one. SQLite gives the `-wal` and `-shm` files it creates
 * the database file's own mode; existing ones are tightened here too.
 */
export function ensurePrivateFile(file: string): void {
  if (!existsSync(file)) closeSync(openSync(file, "a", PRIVATE_FILE_MODE));
  tighten(file);
}

/** Tightens `file` to 0600 if it exists. */
export function tighten(file: string): void {
  if (!existsSync(file)) return;
  if ((statSync(file).mode & 0o777) !== PRIVATE_FILE_MODE) chmodSync(file, PRIVATE_FILE_MODE);
}
