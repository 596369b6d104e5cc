// Whether a step showed any viewer something that was hidden from it (the undo rule, docs/engine.md "Undo").
//
// Defined over the views, so a module that hides something through viewFor is covered without a word here. For a
// viewer, every leaf of the state is either shown (its view holds the state's own value at the same place) or hidden
// (masked: "hidden", null, or left out of the view, like the decks, the prophecy pile and the generator). A step
// reveals something to that viewer when, between the state before and the state after,
//   - a place that was hidden now shows a value (a mask lifted: a card turned up where it lies), or
//   - a string left the hidden part and the same string entered the shown part (an id moved from a face-down pile
//     into view: Fate Weaving's prophecy from the pile top, two Special cards drawn into their drawer's sight).
// Ids are strings, so identity travels with strings; a number is a quantity, known only where it stands (a secret
// count turning public lifts its mask). The walk follows only what changed: the states share every untouched
// subtree, and the views hand the state's own objects through wherever nothing is hidden.

import type { GameState } from "./state";
import { planVisibility, viewFor, type GameView, type PlayerView, type Viewer } from "./view";

/** Every viewer of a state: each seat, then the spectator. */
function viewersOf(s: GameState): Viewer[] {
  const out: Viewer[] = s.players.map((p) => p.seat);
  out.push("spectator");
  return out;
}

/**
 * The views of the last state asked about. The server asks about each accepted state twice in a row (as the
 * `after` of one step and the `before` of the next), so one remembered state halves the projections. Data only,
 * derived from the state it is keyed by: never state.
 */
let lastState: GameState | null = null;
let lastViews: GameView[] = [];

function viewsOf(s: GameState, viewers: readonly Viewer[]): GameView[] {
  if (s === lastState) return lastViews;
  const views = viewers.map((v) => viewFor(s, v));
  lastState = s;
  lastViews = views;
  return views;
}

/** The first viewer to whom `before` → `after` showed something hidden from it before, or null. */
export function revealedTo(before: GameState, after: GameState): Viewer | null {
  const viewers = viewersOf(before);
  const was = viewsOf(before, viewers);
  const now = viewsOf(after, viewers);
  shareUnchangedPlayers(before, was, after, now);
  for (let i = 0; i < viewers.length; i++) {
    if (new Reveal().step(before, was[i], after, now[i], false, false)) return viewers[i]!;
  }
  return null;
}

/**
 * A player's view is a function of that player, the viewer and `planVisibility` (view.ts's contract, on which the
 * server's mirror relies too). Where both are unchanged, the after-view takes the before-view's very object, so the
 * walk passes over it at once instead of comparing two equal copies field by field.
 */
function shareUnchangedPlayers(before: GameState, was: GameView[], after: GameState, now: GameView[]): void {
  const a = planVisibility(before);
  const b = planVisibility(after);
  if (a.hiding !== b.hiding || a.onPlacement !== b.onPlacement) return;
  for (let j = 0; j < after.players.length; j++) {
    if (after.players[j] !== before.players[j]) continue;
    for (let i = 0; i < now.length; i++) (now[i]!.players as PlayerView[])[j] = was[i]!.players[j]!;
  }
}

type Node = unknown;

function isObject(x: Node): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}

/** One viewer's comparison: strings that left the hidden part and entered the shown part, counted as they go. */
class Reveal {
  /** Per string: (hidden after - hidden before), and (shown after - shown before). */
  private readonly hidden = new Map<string, number>();
  private readonly shown = new Map<string, number>();

  /**
   * Walks state `s` with its view `v` (before) beside `s2` with `v2` (after); `h` / `h2` say an enclosing place was
   * already hidden. True as soon as a mask lifted; else the string counts are left for `moved`.
   */
  step(s: Node, v: Node, s2: Node, v2: Node, h: boolean, h2: boolean): boolean {
    return this.walk(s, v, s2, v2, h, h2) || this.moved();
  }

  private walk(s: Node, v: Node, s2: Node, v2: Node, h: boolean, h2: boolean): boolean {
    // The same state and the same view on both sides, under the same enclosing verdicts: whatever it holds is
    // counted the same before and after. (The views hand the state's own objects through wherever nothing is hidden,
    // so most places end here.)
    if (s === s2 && v === v2 && h === h2) return false;
    // Hidden here: under a hidden place, or the view holds something else than the state and cannot be opened.
    const hid = h || (s !== v && !(isObject(s) && isObject(v)));
    const hid2 = h2 || (s2 !== v2 && !(isObject(s2) && isObject(v2)));
    // Unchanged and wholly shown (or wholly hidden) on both sides: nothing in it can have moved into view.
    if (s === s2 && ((hid && hid2) || (!hid && !hid2 && s === v && s2 === v2))) return false;
    if (isObject(s) || isObject(s2)) {
      const a = isObject(s) ? s : undefined;
      const b = isObject(s2) ? s2 : undefined;
      const va = !hid && isObject(v) ? v : undefined;
      const vb = !hid2 && isObject(v2) ? v2 : undefined;
      if (Array.isArray(a) || Array.isArray(b)) {
        // By index: `for in` over an array makes a string of every index.
        const n = Math.max(Array.isArray(a) ? a.length : 0, Array.isArray(b) ? b.length : 0);
        for (let i = 0; i < n; i++) if (this.walk(a?.[i], va?.[i], b?.[i], vb?.[i], hid, hid2)) return true;
      } else {
        if (a) for (const k in a) if (this.walk(a[k], va?.[k], b?.[k], vb?.[k], hid, hid2)) return true;
        if (b) for (const k in b) if (a?.[k] === undefined && this.walk(undefined, undefined, b[k], vb?.[k], hid, hid2)) return true;
      }
      if (!a) this.count(s, hid, -1);
      if (!b) this.count(s2, hid2, 1);
      return false;
    }
    // A leaf. A place hidden before that shows a value now: the viewer sees what was face down.
    if (s !== undefined && hid && !hid2 && s2 !== undefined && s2 !== null) return true;
    this.count(s, hid, -1);
    this.count(s2, hid2, 1);
    return false;
  }

  private count(x: Node, hidden: boolean, by: number): void {
    if (typeof x !== "string") return;
    const m = hidden ? this.hidden : this.shown;
    m.set(x, (m.get(x) ?? 0) + by);
  }

  /** Some string fewer in the hidden part and more in the shown part: it came into view. */
  private moved(): boolean {
    for (const [x, n] of this.hidden) if (n < 0 && (this.shown.get(x) ?? 0) > 0) return true;
    return false;
  }
}
