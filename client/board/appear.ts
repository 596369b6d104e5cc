import { Ticker, type Container } from "pixi.js";
import { animationFrames } from "./DieView";
import { reducedMotion } from "../layout/motion";

// Things that newly appear between two draws (a character placed on a slot, a card revealed
// under a character, a marker set up) fade in, so a change is noticed without being loud.

let previous = new Set<string>();
let current = new Set<string>();
let firstDraw = true;

/** Call at the start of every draw. */
export function beginDraw(): void {
  previous = current;
  current = new Set();
}

/** Call at the end of every draw. */
export function endDraw(): void {
  firstDraw = false;
}

/** Marks `target` as showing `key`; if `key` was not on the board at the last draw, it fades in. */
export function appear(target: Container, key: string): void {
  current.add(key);
  if (firstDraw || previous.has(key) || reducedMotion()) return;
  target.alpha = 0;
  const step = (ticker: Ticker): void => {
    target.alpha = Math.min(1, target.alpha + ticker.deltaMS / 350);
    animationFrames.listener?.();
    if (target.alpha >= 1 || target.destroyed) Ticker.shared.remove(step);
  };
  Ticker.shared.add(step);
}
