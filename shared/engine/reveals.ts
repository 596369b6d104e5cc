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

import type { GameState } from "./core/state";
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

/** A viewer (a seat, or "spectator") to whom `before` → `after` showed something hidden from it before, or null. */
export function revealedTo(before: GameState, after: GameState): Viewer | null {
  const viewers = viewersOf(before);
  const was = viewsOf(before, viewers);
  const now = viewsOf(after, viewers);
  shareUnchangedPlayers(before, was, after, now);
  const i = new Reveal(viewers.length).step(before, was, after, now);
  return i < 0 ? null : viewers[i]!;
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

/**
 * Two view objects with the same value in every field: equal copies, which viewFor builds afresh each time (the
 * Dark Alley's, a player's). Over an unchanged state they count the same before and after.
 */
function sameFields(v: Node, v2: Node): boolean {
  if (!isObject(v) || !isObject(v2) || Array.isArray(v)) return false;
  let n = 0;
  for (const k in v) {
    if (v[k] !== v2[k]) return false;
    n++;
  }
  for (const _ in v2) n--;
  return n === 0;
}

function isObject(x: Node): x is Record<string, unknown> {
  return typeof x === "object" && x !== null;
}

/**
 * Every viewer's comparison in one walk of the two states (their loads and the walk's steps are shared; each
 * viewer has its own view and its own verdicts, as bits of `h`: viewer i's bit is set where a place is hidden from
 * it; at most 5 viewers). Counts, per viewer, the strings that left the hidden part and entered the shown part.
 */
class Reveal {
  /** Per viewer and string: (hidden after - hidden before), and (shown after - shown before). */
  private readonly hidden: (Map<string, number> | null)[];
  private readonly shown: (Map<string, number> | null)[];
  /** The viewer who saw a mask lift, or -1. */
  private lifted = -1;

  constructor(private readonly n: number) {
    this.hidden = new Array<Map<string, number> | null>(n).fill(null);
    this.shown = new Array<Map<string, number> | null>(n).fill(null);
  }

  /** The index of a viewer shown something hidden from it by `s` (views `vs`) → `s2` (views `vs2`), or -1. */
  step(s: Node, vs: readonly Node[], s2: Node, vs2: readonly Node[]): number {
    if (this.walk(s, vs, s2, vs2, 0, 0)) return this.lifted;
    return this.moved();
  }

  /**
   * Walks state `s` with each viewer's view of it (`vs`) beside `s2` with `vs2`; bits of `h` / `h2` say an enclosing
   * place was already hidden from that viewer. True as soon as a mask lifted (`lifted` says for whom).
   */
  private walk(s: Node, vs: readonly Node[], s2: Node, vs2: readonly Node[], h: number, h2: number): boolean {
    const n = this.n;
    if (s === s2 && h === h2) {
      // The same state and, for every viewer, the same view (or an equal copy of it) under the same enclosing
      // verdicts: whatever it holds is counted the same before and after. (The views hand the state's own objects
      // through wherever nothing is hidden, so most places end here.)
      let i = 0;
      while (i < n && (vs[i] === vs2[i] || sameFields(vs[i], vs2[i]))) i++;
      if (i === n) return false;
    }
    // Hidden here: under a hidden place, or the view holds something else than the state and cannot be opened.
    const so = isObject(s);
    const so2 = isObject(s2);
    let hid = h;
    let hid2 = h2;
    let whole = s === s2;
    for (let i = 0; i < n; i++) {
      const bit = 1 << i;
      if (s !== vs[i] && !(so && isObject(vs[i]))) hid |= bit;
      if (s2 !== vs2[i] && !(so2 && isObject(vs2[i]))) hid2 |= bit;
      // Unchanged and wholly shown, or wholly hidden, on both sides: nothing in it can have moved into view.
      if (whole && !((hid & hid2 & bit) !== 0 || (((hid | hid2) & bit) === 0 && s === vs[i] && s2 === vs2[i])))
        whole = false;
    }
    if (whole) return false;
    if (so || so2) {
      const a = so ? s : undefined;
      const b = so2 ? s2 : undefined;
      const va = new Array<Node>(n);
      const vb = new Array<Node>(n);
      if (Array.isArray(a) || Array.isArray(b)) {
        // By index: `for in` over an array makes a string of every index.
        const len = Math.max(Array.isArray(a) ? a.length : 0, Array.isArray(b) ? b.length : 0);
        for (let k = 0; k < len; k++) {
          const x = a?.[k];
          const y = b?.[k];
          this.children(vs, vs2, hid, hid2, k, a, x, b, y, va, vb);
          if (this.walk(x, va, y, vb, hid, hid2)) return true;
        }
      } else {
        // Keys of `a` with a value in `b`: when that is all of `b`'s keys, `b` has nothing new to walk.
        let common = 0;
        if (a) {
          for (const k in a) {
            const x = a[k];
            const y = b?.[k];
            if (y !== undefined) common++;
            this.children(vs, vs2, hid, hid2, k, a, x, b, y, va, vb);
            if (this.walk(x, va, y, vb, hid, hid2)) return true;
          }
        }
        if (b && Object.keys(b).length !== common) {
          for (const k in b) {
            if (a && k in a) continue;
            const y = b[k];
            this.children(vs, vs2, hid, hid2, k, a, undefined, b, y, va, vb);
            if (this.walk(undefined, va, y, vb, hid, hid2)) return true;
          }
        }
      }
      if (!a) for (let i = 0; i < n; i++) this.count(i, s, (hid >> i) & 1, -1);
      if (!b) for (let i = 0; i < n; i++) this.count(i, s2, (hid2 >> i) & 1, 1);
      return false;
    }
    for (let i = 0; i < n; i++) {
      const bit = 1 << i;
      // A leaf. A place hidden before that shows a value now: the viewer sees what was face down.
      if (s !== undefined && (hid & bit) !== 0 && (hid2 & bit) === 0 && s2 !== undefined && s2 !== null) {
        this.lifted = i;
        return true;
      }
      this.count(i, s, hid & bit, -1);
      this.count(i, s2, hid2 & bit, 1);
    }
    return false;
  }

  /**
   * Each viewer's view of child `k` before and after, into `va` / `vb` (nothing where the place is hidden). A view
   * that is the state's own object (`a`, `b`) has the state's child (`x`, `y`), already read.
   */
  private children(
    vs: readonly Node[],
    vs2: readonly Node[],
    hid: number,
    hid2: number,
    k: string | number,
    a: Node,
    x: Node,
    b: Node,
    y: Node,
    va: Node[],
    vb: Node[],
  ): void {
    for (let i = 0; i < this.n; i++) {
      const v = vs[i];
      const v2 = vs2[i];
      va[i] = (hid >> i) & 1 ? undefined : v === a ? x : isObject(v) ? v[k] : undefined;
      vb[i] = (hid2 >> i) & 1 ? undefined : v2 === b ? y : isObject(v2) ? v2[k] : undefined;
    }
  }

  private count(i: number, x: Node, hidden: number, by: number): void {
    if (typeof x !== "string") return;
    const all = hidden ? this.hidden : this.shown;
    let m = all[i];
    if (!m) {
      m = new Map();
      all[i] = m;
    }
    m.set(x, (m.get(x) ?? 0) + by);
  }

  /** A viewer who has some string fewer in the hidden part and more in the shown part (it came into view), or -1. */
  private moved(): number {
    for (let i = 0; i < this.n; i++) {
      const hidden = this.hidden[i];
      const shown = this.shown[i];
      if (!hidden || !shown) continue;
      for (const [x, d] of hidden) if (d < 0 && (shown.get(x) ?? 0) > 0) return i;
    }
    return -1;
  }
}
