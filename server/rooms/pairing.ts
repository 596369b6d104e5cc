import { randomInt } from "node:crypto";

/** Letters and digits that cannot be mistaken for one another when typed from a screen. */
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 6;
/** How long a phone code works: long enough to fetch a phone, short enough that a photo of it is useless later. */
export const PAIR_SECONDS = 600;
/** Wrong codes tried at one table before every outstanding code is withdrawn (against guessing)… */
const MAX_WRONG = 20;
/** …and no code is accepted for this long. */
const LOCK_MS = 60_000;

interface Ticket {
  token: string;
  expires: number;
  /** The connection that asked for the code: it is told when a phone has used it. */
  by: string;
}

/**
 * Phone codes ("pairing"): a device that holds a seat token (a hot-seat laptop, the host's
 * board-mode screen) asks for a short one-use code for that seat, shows it as a QR code and as
 * text, and the phone joins with the code instead of the token. The permanent seat token never
 * appears on a screen; the phone receives it from the server in its private welcome, so its
 * reconnection works like any laptop's. 31^6 ≈ 2^29.7 codes, at most one live per seat, and after
 * MAX_WRONG wrong ones a table withdraws its codes and accepts none for a minute: at most 20
 * guesses a minute against ≤ 4 live codes leaves a guesser about 1 chance in 10^4 a day.
 */
export class PairingDesk {
  private readonly tickets = new Map<string, Ticket>();
  private wrong = 0;
  private lockedUntil = 0;

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

  /** The seat token behind a code (and who asked for it), once; null for an unknown, used or expired code. */
  redeem(raw: string): { token: string; by: string } | null {
    this.sweep();
    const code = raw.trim().toUpperCase();
    if (this.now() < this.lockedUntil) return null;
    const ticket = this.tickets.get(code);
    if (!ticket) {
      if (++this.wrong >= MAX_WRONG) {
        this.tickets.clear();
        this.wrong = 0;
        this.lockedUntil = this.now() + LOCK_MS;
      }
      return null;
    }
    this.tickets.delete(code);
    return { token: ticket.token, by: ticket.by };
  }

  private sweep(): void {
    const now = this.now();
    for (const [code, ticket] of this.tickets) if (ticket.expires <= now) this.tickets.delete(code);
  }
}
