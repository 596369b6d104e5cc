/**
 * Whether the page is used by touch alone (a phone or a tablet without a mouse): hints that name a key or a
 * mouse wheel are then words about nothing the person has.
 */
export function touchOnly(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(hover: none) and (pointer: coarse)").matches === true;
}

/**
 * How long a tooltip shown by a finger (a long press, or a tap on a piece) stays: no pointer ever leaves a piece
 * on a touch screen, so without it the words stayed over the board (and the show's bar) until the next touch.
 */
export const TOUCH_TIP_MS = 6000;
