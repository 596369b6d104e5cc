import { Ticker, type Container } from "pixi.js";
import { animationFrames } from "./DieView";
import { reducedMotion } from "../layout/motion";

// Things that newly appear between two draws (a character placed on a slot, a card revealed
// under a character, a marker set up) fade in, so a change is noticed without being loud.

// Keys are kept per board region: a region that is not redrawn (its inputs did not change) keeps its keys.
const regions = new Map<string, Set<string>>();
let previous = new Set<string>();
let current = new Set<string>();
let firstDraw = true;

/** Call at the start of every draw. */
export function beginDraw(): void {
  previous = new Set();
  for (const keys of regions.values()) for (const k of keys) previous.add(k);
  current = new Set();
}

/** Call before a region of the board redraws (its keys are replaced by what it draws now). */
export function beginRegion(name: string): void {
  current = new Set();
  regions.set(name, current);
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
