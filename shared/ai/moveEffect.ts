// What a move does for the seat that plays it, in game terms, for the hint's reason (issue 31: "gives a move but
// never a reason"). Worked out from the seat's VIEW only: the move is applied in a few worlds sampled from that view
// (determinize.ts) and only what every world agrees on is said. Whatever depends on a hidden part (a card drawn, a
// die rolled) differs between the worlds and is left out, with `uncertain` set, so the reason can say what the move
// is for instead of guessing its outcome. Nothing the seat cannot see reaches this function, so nothing of it can
// reach the words.

import type { ComponentId } from "../data/components";
import type { TrickId } from "../data/tricks";
import {
  applyWatched,
  CHARACTER_IDS,
  makeRandom,
  type Action,
  type GameState,
  type GameView,
  type Seat,
} from "../engine/index";
import { determinize } from "./determinize";

/** The seat's own changes from one move, each present only when known from the view (and not zero). */
export interface MoveEffect {
  readonly fame?: number;
  readonly coins?: number;
  readonly shards?: number;
  /** Pieces gained (count > 0) or given (count < 0), by component id (a stable order, not the board's). */
  readonly components?: readonly { readonly component: ComponentId; readonly count: number }[];
  /** Tricks the seat owns after the move and not before. */
  readonly learned?: readonly TrickId[];
  /** Markers put on (count > 0) or taken off (count < 0) the seat's trick cards. */
  readonly markers?: readonly { readonly trick: TrickId; readonly count: number }[];
  /** Characters hired by the move: the seat's characters (team and Inn) after it. */
  readonly characters?: number;
  /** A placement the move starts: the action points its character has there. */
  readonly ap?: number;
  /** Some change differed between the worlds sampled from the view (a draw, a die): it is not said. */
  readonly uncertain?: true;
}

/** Worlds sampled per move: enough that a hidden outcome (a die, a card) rarely agrees in all of them by chance. */
export const EFFECT_WORLDS = 4;

type Facts = Record<string, number | string>;

/** The seat's own countable facts in one state, flat, so two states compare key by key. */
function facts(s: GameState, seat: Seat): Facts {
  const p = s.players[seat]!;
  const f: Facts = { fame: p.fame, coins: p.coins, shards: p.shards };
  for (const [c, n] of Object.entries(p.components)) f[`component:${c}`] = n ?? 0;
  for (const t of p.tricks) {
    f[`trick:${t.id}`] = 1;
    f[`markers:${t.id}`] = t.markers;
  }
  let characters = 0;
  for (const id of CHARACTER_IDS) if (p.characters[id].status !== "supply") characters++;
  f.characters = characters;
  if (s.placement?.seat === seat) f[`ap:${s.placement.character}`] = s.placement.ap;
  return f;
}

/** The change from `a` to `b`, key by key (absent keys count as 0). */
function change(a: Facts, b: Facts): Facts {
  const out: Facts = {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const d = Number(b[k] ?? 0) - Number(a[k] ?? 0);
    if (k.startsWith("ap:")) {
      // A placement begun by this move: its AP there (not a change of a number the seat had).
      if (a[k] === undefined && b[k] !== undefined) out.ap = b[k]!;
    } else if (d !== 0) out[k] = k === "characters" ? Number(b[k]) : d;
  }
  return out;
}

/**
 * What `action` does for `seat`, from the seat's view: the changes every one of EFFECT_WORLDS sampled worlds
 * agrees on. `seed` is the caller's (the same view, action and seed give the same effect).
 */
export function moveEffect(view: GameView, seat: Seat, action: Action, seed: number | string): MoveEffect {
  const rng = makeRandom(`${String(seed)}:effect`);
  let agreed: Facts | null = null;
  let uncertain = false;
  for (let w = 0; w < EFFECT_WORLDS; w++) {
    const s = determinize(view, seat, rng);
    // A move that ends the turn (the last placement action, the last show) is followed by End Turn's wages and
    // Orders, and maybe final scoring: they are the turn's settlement, not the move's own reward (issue 31, playtest
    // 2026-11-27: a free Prepare read "−3 coins", a show with the Manager's +3 read 3 coins short). The change is
    // taken up to the state End Turn starts from; no other automatic step in between pays or costs anything.
    let endTurnStart: GameState | null = null;
    const r = applyWatched(s, seat, action, (start) => {
      endTurnStart ??= start;
    });
    if (!r.ok) return {}; // not playable in a world of this view: nothing is said about it
    const c = change(facts(s, seat), facts(endTurnStart ?? r.state, seat));
    if (!agreed) {
      agreed = c;
      continue;
    }
    for (const k of new Set([...Object.keys(agreed), ...Object.keys(c)])) {
      if (agreed[k] !== c[k]) {
        delete agreed[k];
        uncertain = true;
      }
    }
  }
  return shape(agreed ?? {}, uncertain);
}

function shape(c: Facts, uncertain: boolean): MoveEffect {
  const num = (k: string): number | undefined => (typeof c[k] === "number" && c[k] !== 0 ? c[k] : undefined);
  const components: { component: ComponentId; count: number }[] = [];
  const learned: TrickId[] = [];
  const markers: { trick: TrickId; count: number }[] = [];
  for (const k of Object.keys(c).sort()) {
    const [kind, id] = k.split(":");
    const n = Number(c[k]);
    if (kind === "component") components.push({ component: id as ComponentId, count: n });
    else if (kind === "trick" && n > 0) learned.push(id as TrickId);
    else if (kind === "markers") markers.push({ trick: id as TrickId, count: n });
  }
  const effect: {
    -readonly [K in keyof MoveEffect]: MoveEffect[K];
  } = {};
  for (const k of ["fame", "coins", "shards", "characters", "ap"] as const) {
    const v = num(k);
    if (v !== undefined) effect[k] = v;
  }
  if (components.length) effect.components = components;
  if (learned.length) effect.learned = learned;
  // A learned trick's markers are its own news (prepared later), not a change of markers.
  const moved = markers.filter((m) => !learned.includes(m.trick));
  if (moved.length) effect.markers = moved;
  if (uncertain) effect.uncertain = true;
  return effect;
}
