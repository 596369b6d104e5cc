// Seat tokens per table, apart from the connection, so the landing page can ask "does this tab hold a seat?"
// without loading the Colyseus SDK (which arrives only with the table's chunk).

// A person's seat tokens (all of a hot-seat device's) are kept per table code for this tab, so a
// reload returns them to their seats; a second tab joins as someone else.
const storageKey = (code: string): string => `trickerion:seats:${code}`;

export function rememberSeats(code: string, tokens: string[]): void {
  try {
    sessionStorage.setItem(storageKey(code), JSON.stringify(tokens));
  } catch {
    /* storage may be disabled: the seats are then kept only for this page */
  }
}

/** Whether this tab holds a seat at that table (it takes it back on join, no name needed). */
export function hasSeatAt(code: string): boolean {
  return (rememberedSeats(code.toUpperCase())?.length ?? 0) > 0;
}

export function rememberedSeats(code: string): string[] | undefined {
  try {
    const raw = sessionStorage.getItem(storageKey(code));
    const tokens = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(tokens) && tokens.length ? tokens.map(String) : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSeats(code: string): void {
  try {
    sessionStorage.removeItem(storageKey(code));
  } catch {
    /* nothing to forget */
  }
}
