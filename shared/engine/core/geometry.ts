// Trick-marker geometry and links on performance cards (RULES §3.5, §14.3).
//
// A marker's four corners show the four categories, clockwise Spiritual → Mechanical → Optical → Escape. A marker
// is stored with `facing`, the direction its own trick's category corner points; every other corner follows.

import {
  PERFORMANCES,
  PERFORMANCE_BY_ID,
  type Direction,
  type PerformanceDef,
  type PerformanceSlotDef,
} from "../../data/performances";
import { TRICK_BY_ID, type Category } from "../../data/tricks";
import type { Marker, TheaterCard } from "./state";

/** Corner order going clockwise round a marker [ART:trick-marker]. */
const CLOCKWISE: readonly Category[] = ["spiritual", "mechanical", "optical", "escape"];
const STEPS: Readonly<Record<Direction, number>> = { up: 0, right: 1, down: 2, left: 3 };
export const OPPOSITE: Readonly<Record<Direction, Direction>> = {
  up: "down",
  right: "left",
  down: "up",
  left: "right",
};
const DELTA: Readonly<Record<Direction, readonly [number, number]>> = {
  up: [0, -1],
  right: [1, 0],
  down: [0, 1],
  left: [-1, 0],
};

/** The category showing in corner `dir` of a marker of category `own` whose own corner points `facing`. */
export function cornerCategory(own: Category, facing: Direction, dir: Direction): Category {
  const k = (CLOCKWISE.indexOf(own) + STEPS[dir] - STEPS[facing] + 8) % 4;
  return CLOCKWISE[k]!;
}

export function markerCorner(m: Marker, dir: Direction): Category {
  return cornerCategory(TRICK_BY_ID[m.trick].category, m.facing, dir);
}

export function slotDef(card: PerformanceDef, slot: string): PerformanceSlotDef | undefined {
  return card.slots.find((s) => s.id === slot);
}

/** The slot id next to `slot` in direction `dir` (it may not exist on the card). */
export function neighbour(slot: PerformanceSlotDef, dir: Direction): string {
  const known = NEIGHBOURS.get(slot);
  if (known) return known[dir];
  const [dx, dy] = DELTA[dir];
  return `${slot.x + dx}.${slot.y + dy}`;
}

/**
 * The neighbour ids of every printed slot, built once from the card data (constant): the Theater candidates ask
 * for them many times per step, and a fresh id string each time also made every marker lookup by it slower.
 */
const NEIGHBOURS: ReadonlyMap<PerformanceSlotDef, Readonly<Record<Direction, string>>> = new Map(
  PERFORMANCES.flatMap((card) =>
    card.slots.map((sd): [PerformanceSlotDef, Record<Direction, string>] => {
      const at = (dir: Direction): string => `${sd.x + DELTA[dir][0]}.${sd.y + DELTA[dir][1]}`;
      return [sd, { up: at("up"), right: at("right"), down: at("down"), left: at("left") }];
    }),
  ),
);

/** Whether the link circle between `slot` and its neighbour in `dir` shows a Shard. */
export function isShardLink(card: PerformanceDef, slot: string, other: string): boolean {
  return card.links.some((l) => ((l.a === slot && l.b === other) || (l.a === other && l.b === slot)) && l.shard);
}

export interface NewLink {
  readonly dir: Direction;
  readonly other: Marker;
  readonly shard: boolean;
}

/**
 * The links a marker of category `own` facing `facing` would form in `slot` of `card` (RULES §3.5): for each link
 * circle of the slot, the neighbour's corner pointing into it must show the same category. `ignore` is a slot
 * treated as empty (Reschedule moves a marker out of it).
 */
export function linksFormed(
  card: TheaterCard,
  slot: string,
  own: Category,
  facing: Direction,
  ignore: string | null = null,
): NewLink[] {
  const def = PERFORMANCE_BY_ID[card.id];
  const sd = slotDef(def, slot);
  if (!sd) return [];
  const out: NewLink[] = [];
  for (const dir of sd.links) {
    const n = neighbour(sd, dir);
    if (n === ignore) continue;
    const other = card.markers[n];
    if (other && markerCorner(other, OPPOSITE[dir]) === cornerCategory(own, facing, dir)) {
      out.push({ dir, other, shard: isShardLink(def, slot, n) });
    }
  }
  return out;
}

/** How many links a marker of category `own` facing `facing` would form in slot `sd` of `card`: linksFormed(…).length, without building the list. */
export function linkCount(card: TheaterCard, sd: PerformanceSlotDef, own: Category, facing: Direction): number {
  let n = 0;
  for (const dir of sd.links) {
    const other = card.markers[neighbour(sd, dir)];
    if (other && markerCorner(other, OPPOSITE[dir]) === cornerCategory(own, facing, dir)) n++;
  }
  return n;
}

/** Links on a card right now (RULES §8.3: +1 Fame each for the performer). */
export function countLinks(card: TheaterCard): number {
  const def = PERFORMANCE_BY_ID[card.id];
  let n = 0;
  for (const l of def.links) {
    const a = card.markers[l.a];
    const b = card.markers[l.b];
    if (!a || !b) continue;
    const sa = slotDef(def, l.a)!;
    const dir = (Object.keys(DELTA) as Direction[]).find((d) => neighbour(sa, d) === l.b)!;
    if (markerCorner(a, dir) === markerCorner(b, OPPOSITE[dir])) n++;
  }
  return n;
}
