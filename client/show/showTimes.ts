// Apart from the overlay that draws a show (ShowOverlay.ts, PixiJS): a page whose board is not made yet tells each
// show in its caption for as long as the board would have played it.

/** The phases of one show at speed 1, in ms (about 1.5 s in all). */
export const SHOW_TIMES = { light: 250, yields: 350, hold: 350, fly: 400, home: 250 } as const;

/** One whole show at speed 1, in ms. */
export const SHOW_MS = Object.values(SHOW_TIMES).reduce((sum, ms) => sum + ms, 0);
