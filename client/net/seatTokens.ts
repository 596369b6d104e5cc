// Seat tokens per table, apart from the connection, so the landing page can ask "does this tab hold a seat?"
// without loading the Colyseus SDK (which arrives only with the table's chunk).

import { updateBrowserSeats } from "./browserSeats";

// A person's seat tokens (all of a hot-seat device's) are kept per table code for this tab, so a
// reload returns them to their seats. The browser keeps a copy (browserSeats.ts), so a new tab of the
// same profile can take them back; a tab with another person's name still joins as someone else.
const storageKey = (code: string): string => `trickerion:seats:${code}`;

/** The name this tab's person uses (the landing page keeps it per tab). */
function tabName(): string {
  try {
    return sessionStorage.getItem("trickerion:name") ?? "";
  } catch {
    return "";
  }
}

export function rememberSeats(code: string, tokens: string[]): void {
  const before = rememberedSeats(code) ?? [];
  try {
    sessionStorage.setItem(storageKey(code), JSON.stringify(tokens));
  } catch {
    /* storage may be disabled: the seats are then kept only for this page */
  }
  updateBrowserSeats(code, before, tokens, tabName());
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
  updateBrowserSeats(code, rememberedSeats(code) ?? [], [], tabName());
  try {
    sessionStorage.removeItem(storageKey(code));
  } catch {
    /* nothing to forget */
  }
}
