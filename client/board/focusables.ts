import type { Container } from "pixi.js";

/**
 * A board object the keyboard can reach: every piece (outlined, dimmed or only described), every character slot,
 * a performance-card space during a set-up and one's own markers in the Theater. Registered by the views as they
 * draw it, with the same words as its tooltip and the same doing as its click (client/board/boardFocus.ts).
 */
export interface Focusable {
  /** Stable across redraws ("die:bank_A", "slot:downtown-1", "slot:0:workshop-1"…): focus survives a redraw. */
  key: string;
  target: Container;
  /** What it is and its state, as the tooltip says it (a dimmed piece says why). */
  describe: () => string;
  /** Something can be done here now (outlined or lit). */
  actionable: boolean;
  /** What a click does; absent when a click does nothing but show the tooltip. */
  activate?: () => void;
}

/**
 * The focus ring's two lines: white over black, so one of them stands out on anything the board draws (the dark
 * board and panels against white, lit gold slots and seat colours against black); tests/client/focusRing.test.ts.
 */
export const FOCUS_RING = { outer: 0x000000, inner: 0xffffff } as const;

/** The focusable objects of the current drawing, by key (a redrawn region replaces its own entries). */
export const focusables = new Map<string, Focusable>();

/**
 * Adds a drawn object. Another player's workshop draws its pieces under the same keys as one's own ("trick:T38"):
 * the one that can act keeps the plain key (tests and the automation hook name it), the other gets "key~2".
 */
export function registerFocusable(f: Focusable): void {
  for (let n = 1; ; n++) {
    const key = n === 1 ? f.key : `${f.key}~${n}`;
    const there = focusables.get(key);
    if (!there || there.target.destroyed || there.target === f.target) {
      focusables.set(key, { ...f, key });
      return;
    }
    if (f.actionable && !there.actionable) {
      // The newcomer can act: it takes the plain key, the piece that was there moves on.
      focusables.set(key, { ...f, key });
      f = there;
    }
  }
}

/** Forgets the objects of regions that were redrawn (destroyed) since. */
export function pruneFocusables(): void {
  for (const [k, f] of focusables) if (f.target.destroyed) focusables.delete(k);
}
