import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when typed from a screen. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 6;
/** How long a phone code works: long enough to fetch a phone, short enough that a photo of it is useless later. */
export const PAIR_SECONDS = 600;
/** Wrong codes one guesser may try at one table before it is locked out (against guessing)… */
export const MAX_WRONG = 20;
/** …for this long; the lock is the guesser's alone: the table's codes stay valid for everyone else. */
export const LOCK_MS = 60_000;
/**
 * Guessers remembered at once per table. A stranger could otherwise grow the map without bound by
 * coming from ever new addresses; past the cap the quietest entry that is not locked is forgotten.
 */
const MAX_GUESSERS = 1_000;

interface Ticket {
  token: string;
  expires: number;
  /** The connection that asked for the code: it is told when a phone has used it. */
  by: string;
}

interface Guesser {
  wrong: number;
  lockedUntil: number;
  /** When this guesser's count started: a count older than LOCK_MS is forgotten (a typo a day never adds up). */
  since: number;
}

/** What redeeming a code gave: the seat token and who asked for the code, or why nothing. */
export type Redeemed = { token: string; by: string } | { refused: "invalid" | "locked" };

/**
 * Phone codes ("pairing"): a device that holds a seat token (a hot-seat laptop, the host's
 * board-mode screen) asks for a short one-use code for that seat, shows it as a QR code and as
 * text, and the phone joins with the code instead of the token. The permanent seat token never
 * appears on a screen, nor reaches the phone: the room gives the phone a device token of its own
 * (devices.ts), which the host or the seat's owner can revoke.
 *
 * Guessing: 31^6 ≈ 2^29.7 codes, at most one live per seat. Wrong codes are counted per GUESSER
 * (the joining connection's address, see TrickerionRoom.onAuth), never per table: after MAX_WRONG
 * wrong ones within a minute that guesser alone is refused (every code, right or wrong) for
 * LOCK_MS, while the real player, elsewhere, still pairs with the code on the screen. Issue 26:
 * a per-table lock let anyone switch pairing off at any table with 20 wrong codes. From one
 * address: ≤ 20 guesses a minute against ≤ 4 live codes, about 1 chance in 10^4 a day.
 */
export class PairingDesk {
  private readonly tickets = new Map<string, Ticket>();
  private readonly guessers = new Map<string, Guesser>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A fresh code for the seat whose token this is; the seat's earlier codes stop working. */
  issue(token: string, by = ""): { code: string; expiresIn: number } {
    this.sweep();
    for (const [code, ticket] of this.tickets) if (ticket.token === token) this.tickets.delete(code);
    let code = "";
    do code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    while (this.tickets.has(code));
    this.tickets.set(code, { token, expires: this.now() + PAIR_SECONDS * 1000, by });
    return { code, expiresIn: PAIR_SECONDS };
  }

  /**
   * The seat token behind a code (and who asked for it), once. `guesser` names who is trying (its
   * address): an unknown, used or expired code counts against that guesser only, and a locked-out
   * guesser is refused even a right code, so guessing cannot go on while locked.
   */
  redeem(raw: string, guesser: string): Redeemed {
    this.sweep();
    const now = this.now();
    const known = this.guessers.get(guesser);
    if (known && now < known.lockedUntil) return { refused: "locked" };
    const code = raw.trim().toUpperCase();
    const ticket = this.tickets.get(code);
    if (!ticket) {
      this.countWrong(guesser, known, now);
      return { refused: "invalid" };
    }
    this.tickets.delete(code);
    return { token: ticket.token, by: ticket.by };
  }

  /** Withdraws the live codes whose seat token passes `test` (a seat reclaimed, or its person removed). */
  withdrawWhere(test: (token: string) => boolean): void {
    for (const [code, ticket] of this.tickets) if (test(ticket.token)) this.tickets.delete(code);
  }

  private countWrong(key: string, known: Guesser | undefined, now: number): void {
    let guesser = known;
    if (!guesser || now - guesser.since > LOCK_MS) {
      guesser = { wrong: 0, lockedUntil: 0, since: now };
      this.remember(key, guesser);
    }
    if (++guesser.wrong >= MAX_WRONG) {
      guesser.lockedUntil = now + LOCK_MS;
      guesser.wrong = 0;
      guesser.since = now + LOCK_MS;
    }
  }

  private remember(key: string, guesser: Guesser): void {
    this.guessers.delete(key);
    if (this.guessers.size >= MAX_GUESSERS) {
      const now = this.now();
      // Oldest first (a Map keeps insertion order, and an entry is re-inserted when its count restarts).
      for (const [old, entry] of this.guessers) {
        if (entry.lockedUntil <= now) {
          this.guessers.delete(old);
          break;
        }
      }
    }
    this.guessers.set(key, guesser);
  }

  private sweep(): void {
    const now = this.now();
    for (const [code, ticket] of this.tickets) if (ticket.expires <= now) this.tickets.delete(code);
    for (const [key, guesser] of this.guessers) if (guesser.lockedUntil <= now && now - guesser.since > LOCK_MS) this.guessers.delete(key);
  }
}
