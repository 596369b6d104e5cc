import { randomInt } from "node:crypto";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

/** Letters and digits that cannot be mistaken for one another when typed from a screen. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 6;
/** How long a phone code works: long enough to fetch a phone, short enough that a photo of it is useless later. */
export const PAIR_SECONDS = 600;
/** Wrong codes one guesser may try within a minute before it is locked out (against guessing)… */
export const MAX_WRONG = 20;
/** …for this long; the lock is the guesser's alone: every table's codes stay valid for everyone else. */
export const LOCK_MS = 60_000;

/**
 * Wrong phone codes per guesser (its address), across every table of this process: rate-limiter-flexible's
 * in-memory limiter (a maintained library made for per-key counting and blocking, chosen for issue 26's
 * per-address limits). It forgets a key when its
 * minute (or its lock) is over, on timers that do not keep the process alive.
 */
export function wrongCodeLimiter(): RateLimiterMemory {
  return new RateLimiterMemory({
    keyPrefix: "pair-wrong",
    points: MAX_WRONG,
    duration: LOCK_MS / 1000,
    blockDuration: LOCK_MS / 1000,
  });
}
const SHARED_LIMITER = wrongCodeLimiter();

interface Ticket {
  token: string;
  expires: number;
  /** The connection that asked for the code: it is told when a phone has used it. */
  by: string;
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
 * wrong ones within a minute, at any tables of this process, that guesser alone is refused (every
 * code, right or wrong) for LOCK_MS, while the real player, elsewhere, still pairs with the code on
 * the screen. Issue 26: a per-table lock let anyone switch pairing off at any table with 20 wrong
 * codes. From one address: ≤ 20 guesses a minute against ≤ 4 live codes, about 1 chance in 10^4 a day.
 */
export class PairingDesk {
  private readonly tickets = new Map<string, Ticket>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly wrong: RateLimiterMemory = SHARED_LIMITER,
  ) {}

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
  async redeem(raw: string, guesser: string): Promise<Redeemed> {
    this.sweep();
    const counted = await this.wrong.get(guesser);
    if (counted && counted.consumedPoints > MAX_WRONG) return { refused: "locked" };
    const code = raw.trim().toUpperCase();
    const ticket = this.tickets.get(code);
    if (!ticket) {
      // The limiter rejects the wrong code that goes past MAX_WRONG, and locks the guesser from then on.
      const over = await this.wrong.consume(guesser).then(
        () => false,
        (e: unknown) => {
          if (e instanceof RateLimiterRes) return true;
          throw e;
        },
      );
      return { refused: over ? "locked" : "invalid" };
    }
    this.tickets.delete(code);
    return { token: ticket.token, by: ticket.by };
  }

  /** Withdraws the live codes whose seat token passes `test` (a seat reclaimed, or its person removed). */
  withdrawWhere(test: (token: string) => boolean): void {
    for (const [code, ticket] of this.tickets) if (test(ticket.token)) this.tickets.delete(code);
  }

  private sweep(): void {
    const now = this.now();
    for (const [code, ticket] of this.tickets) if (ticket.expires <= now) this.tickets.delete(code);
  }
}
