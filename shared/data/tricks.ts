// Game facts converted from the project's rules reference (data/*.json); source notes dropped.
// Edit here: this module is the engine's own copy, nothing reads the JSON at run time.

import type { ComponentId } from "./components";
import type { ModuleTag } from "./modules";

export type Category = "optical" | "spiritual" | "escape" | "mechanical";
export const CATEGORIES: readonly Category[] = ["optical", "spiritual", "escape", "mechanical"];

export type TrickId =
  | "T01"
  | "T02"
  | "T03"
  | "T04"
  | "T05"
  | "T06"
  | "T07"
  | "T08"
  | "T09"
  | "T10"
  | "T11"
  | "T12"
  | "T13"
  | "T14"
  | "T15"
  | "T16"
  | "T17"
  | "T18"
  | "T19"
  | "T20"
  | "T21"
  | "T22"
  | "T23"
  | "T24"
  | "T25"
  | "T26"
  | "T27"
  | "T28"
  | "T29"
  | "T30"
  | "T31"
  | "T32"
  | "T33"
  | "T34"
  | "T35"
  | "T36"
  | "T37"
  | "T38"
  | "T39"
  | "T40"
  | "T41"
  | "T42"
  | "T43"
  | "T44"
  | "T45"
  | "T46"
  | "T47"
  | "T48";

export interface Yield {
  readonly fame: number;
  readonly coins: number;
  readonly shards: number;
}

export interface TrickDef {
  readonly id: TrickId;
  readonly name: string;
  readonly category: Category;
  /** Fame needed to learn it (RULES §3.2); also sets the link bonus 1/2/3 (RULES §3.6). */
  readonly threshold: 1 | 16 | 36;
  readonly module: ModuleTag;
  /** Pieces needed per type (never consumed, RULES §3.3). */
  readonly components: Readonly<Partial<Record<ComponentId, number>>>;
  /** AP to Prepare. */
  readonly prepAp: number;
  /** Markers put on the card when prepared (+1 on the Engineer slot). */
  readonly markers: number;
  /** Per performed marker, before weekday modifiers. */
  readonly yield: Yield;
}

export const TRICKS: readonly TrickDef[] = [
  {
    id: "T01",
    name: "Enchanted Butterflies",
    category: "optical",
    threshold: 1,
    module: "base",
    components: { fabric: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 2, coins: 0, shards: 0 },
  },
  {
    id: "T02",
    name: "Rabbit from the Top Hat",
    category: "optical",
    threshold: 1,
    module: "base",
    components: { animal: 1, fabric: 1, metal: 1 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 3, coins: 1, shards: 0 },
  },
  {
    id: "T03",
    name: "Pub-In-A-Bottle",
    category: "optical",
    threshold: 1,
    module: "base",
    components: { rope: 1, saw: 1, glass: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 2, coins: 2, shards: 0 },
  },
  {
    id: "T04",
    name: "Card Manipulation",
    category: "optical",
    threshold: 1,
    module: "base",
    components: { wood: 3, fabric: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 1, coins: 1, shards: 1 },
  },
  {
    id: "T05",
    name: "Self Decapitation",
    category: "optical",
    threshold: 16,
    module: "base",
    components: { disguise: 1, saw: 1, metal: 3 },
    prepAp: 1,
    markers: 3,
    yield: { fame: 3, coins: 2, shards: 0 },
  },
  {
    id: "T06",
    name: "Paper Shred",
    category: "optical",
    threshold: 16,
    module: "base",
    components: { mirror: 1, saw: 2, fabric: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 4, coins: 2, shards: 1 },
  },
  {
    id: "T07",
    name: "Shattered Mirror",
    category: "optical",
    threshold: 16,
    module: "base",
    components: { mirror: 2, wood: 3, glass: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 5, coins: 3, shards: 0 },
  },
  {
    id: "T08",
    name: "Fishing in the Air",
    category: "optical",
    threshold: 16,
    module: "base",
    components: { rope: 2, animal: 3, wood: 3 },
    prepAp: 2,
    markers: 3,
    yield: { fame: 3, coins: 4, shards: 1 },
  },
  {
    id: "T09",
    name: "Mutilation",
    category: "optical",
    threshold: 36,
    module: "dark_alley",
    components: { disguise: 1, saw: 2, glass: 2, fabric: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 6, coins: 5, shards: 0 },
  },
  {
    id: "T10",
    name: "Stairs of Water",
    category: "optical",
    threshold: 36,
    module: "dark_alley",
    components: { mirror: 1, cog: 1, petroleum: 2, glass: 3 },
    prepAp: 3,
    markers: 3,
    yield: { fame: 5, coins: 4, shards: 2 },
  },
  {
    id: "T11",
    name: "Beast Within",
    category: "optical",
    threshold: 36,
    module: "dark_alley",
    components: { disguise: 1, mirror: 1, animal: 3, metal: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 7, coins: 3, shards: 1 },
  },
  {
    id: "T12",
    name: "Vanishing Elephant",
    category: "optical",
    threshold: 36,
    module: "dark_alley",
    components: { mirror: 1, padlock: 2, animal: 2, glass: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 9, coins: 4, shards: 0 },
  },
  {
    id: "T13",
    name: "Mind Reading",
    category: "spiritual",
    threshold: 1,
    module: "base",
    components: { glass: 2 },
    prepAp: 1,
    markers: 3,
    yield: { fame: 0, coins: 0, shards: 1 },
  },
  {
    id: "T14",
    name: "Breath of Life",
    category: "spiritual",
    threshold: 1,
    module: "base",
    components: { saw: 1, metal: 1, fabric: 2 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 2, coins: 3, shards: 0 },
  },
  {
    id: "T15",
    name: "Spirit Hand",
    category: "spiritual",
    threshold: 1,
    module: "base",
    components: { animal: 1, rope: 1, fabric: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 2, coins: 1, shards: 1 },
  },
  {
    id: "T16",
    name: "Window to the Otherworld",
    category: "spiritual",
    threshold: 1,
    module: "base",
    components: { mirror: 1, petroleum: 1, metal: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 3, coins: 2, shards: 0 },
  },
  {
    id: "T17",
    name: "Floating Table",
    category: "spiritual",
    threshold: 16,
    module: "base",
    components: { petroleum: 1, rope: 3, fabric: 3, wood: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 5, coins: 2, shards: 1 },
  },
  {
    id: "T18",
    name: "Future Sight",
    category: "spiritual",
    threshold: 16,
    module: "base",
    components: { mirror: 1, fabric: 2, metal: 2 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 4, coins: 1, shards: 0 },
  },
  {
    id: "T19",
    name: "Pepper's Ghost",
    category: "spiritual",
    threshold: 16,
    module: "base",
    components: { disguise: 2, saw: 2, glass: 2 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 4, coins: 5, shards: 0 },
  },
  {
    id: "T20",
    name: "Ghost Trap",
    category: "spiritual",
    threshold: 16,
    module: "base",
    components: { animal: 3, fabric: 3, glass: 3, wood: 3 },
    prepAp: 2,
    markers: 3,
    yield: { fame: 3, coins: 3, shards: 1 },
  },
  {
    id: "T21",
    name: "Balsamo's Skull",
    category: "spiritual",
    threshold: 36,
    module: "dark_alley",
    components: { padlock: 1, rope: 2, metal: 3 },
    prepAp: 2,
    markers: 3,
    yield: { fame: 4, coins: 3, shards: 2 },
  },
  {
    id: "T22",
    name: "Séance",
    category: "spiritual",
    threshold: 36,
    module: "dark_alley",
    components: { mirror: 2, petroleum: 2, glass: 2, wood: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 7, coins: 5, shards: 1 },
  },
  {
    id: "T23",
    name: "Skeleton Dance",
    category: "spiritual",
    threshold: 36,
    module: "dark_alley",
    components: { cog: 2, rope: 2, glass: 3 },
    prepAp: 3,
    markers: 3,
    yield: { fame: 6, coins: 4, shards: 0 },
  },
  {
    id: "T24",
    name: "Metamorphosis",
    category: "spiritual",
    threshold: 36,
    module: "dark_alley",
    components: { disguise: 3, rope: 3, fabric: 3, glass: 3 },
    prepAp: 3,
    markers: 3,
    yield: { fame: 10, coins: 4, shards: 0 },
  },
  {
    id: "T25",
    name: "Barricaded Barrels",
    category: "escape",
    threshold: 1,
    module: "base",
    components: { wood: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 1, coins: 1, shards: 0 },
  },
  {
    id: "T26",
    name: "Stocks Escape",
    category: "escape",
    threshold: 1,
    module: "base",
    components: { wood: 2, metal: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 0, coins: 1, shards: 1 },
  },
  {
    id: "T27",
    name: "Burning Mummy",
    category: "escape",
    threshold: 1,
    module: "base",
    components: { petroleum: 1, fabric: 3 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 2, coins: 2, shards: 0 },
  },
  {
    id: "T28",
    name: "Water Tank Escape",
    category: "escape",
    threshold: 1,
    module: "base",
    components: { rope: 1, glass: 2, metal: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 1, coins: 2, shards: 1 },
  },
  {
    id: "T29",
    name: "Prison Break",
    category: "escape",
    threshold: 16,
    module: "base",
    components: { disguise: 2, metal: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 3, coins: 3, shards: 0 },
  },
  {
    id: "T30",
    name: "Zig Zag Lady",
    category: "escape",
    threshold: 16,
    module: "base",
    components: { petroleum: 1, fabric: 1, wood: 3 },
    prepAp: 1,
    markers: 3,
    yield: { fame: 2, coins: 3, shards: 0 },
  },
  {
    id: "T31",
    name: "Walled",
    category: "escape",
    threshold: 16,
    module: "base",
    components: { padlock: 1, wood: 3, metal: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 3, coins: 2, shards: 1 },
  },
  {
    id: "T32",
    name: "Wolf Cage",
    category: "escape",
    threshold: 16,
    module: "base",
    components: { petroleum: 1, animal: 2, metal: 2 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 3, coins: 3, shards: 1 },
  },
  {
    id: "T33",
    name: "Buried Alive",
    category: "escape",
    threshold: 36,
    module: "dark_alley",
    components: { padlock: 3, wood: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 4, coins: 4, shards: 0 },
  },
  {
    id: "T34",
    name: "Assistant's Revenge",
    category: "escape",
    threshold: 36,
    module: "dark_alley",
    components: { mirror: 2, saw: 2, glass: 3 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 6, coins: 6, shards: 0 },
  },
  {
    id: "T35",
    name: "Iron Maiden",
    category: "escape",
    threshold: 36,
    module: "dark_alley",
    components: { padlock: 2, saw: 3, metal: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 5, coins: 5, shards: 1 },
  },
  {
    id: "T36",
    name: "Transported Man",
    category: "escape",
    threshold: 36,
    module: "dark_alley",
    components: { disguise: 2, petroleum: 2, fabric: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 5, coins: 3, shards: 2 },
  },
  {
    id: "T37",
    name: "Linking Rings",
    category: "mechanical",
    threshold: 1,
    module: "base",
    components: { metal: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 0, coins: 2, shards: 0 },
  },
  {
    id: "T38",
    name: "Living Piano",
    category: "mechanical",
    threshold: 1,
    module: "base",
    components: { animal: 1, glass: 1, wood: 1 },
    prepAp: 1,
    markers: 3,
    yield: { fame: 1, coins: 1, shards: 0 },
  },
  {
    id: "T39",
    name: "Chinese Sticks",
    category: "mechanical",
    threshold: 1,
    module: "base",
    components: { rope: 2, wood: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 1, coins: 2, shards: 0 },
  },
  {
    id: "T40",
    name: "Levitation",
    category: "mechanical",
    threshold: 1,
    module: "base",
    components: { rope: 1, petroleum: 2, glass: 3 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 2, coins: 3, shards: 0 },
  },
  {
    id: "T41",
    name: "Mechanical Hornet",
    category: "mechanical",
    threshold: 16,
    module: "base",
    components: { cog: 1, petroleum: 1, metal: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 4, coins: 3, shards: 0 },
  },
  {
    id: "T42",
    name: "Sawing the Assistant in Half",
    category: "mechanical",
    threshold: 16,
    module: "base",
    components: { saw: 3, wood: 3 },
    prepAp: 1,
    markers: 3,
    yield: { fame: 1, coins: 5, shards: 0 },
  },
  {
    id: "T43",
    name: "Vanishing Bird Cage",
    category: "mechanical",
    threshold: 16,
    module: "base",
    components: { cog: 1, animal: 2, fabric: 2 },
    prepAp: 1,
    markers: 2,
    yield: { fame: 2, coins: 3, shards: 1 },
  },
  {
    id: "T44",
    name: "Bullet Catch",
    category: "mechanical",
    threshold: 16,
    module: "base",
    components: { petroleum: 2, rope: 2, metal: 2 },
    prepAp: 2,
    markers: 3,
    yield: { fame: 3, coins: 4, shards: 0 },
  },
  {
    id: "T45",
    name: "Aztec Lady",
    category: "mechanical",
    threshold: 36,
    module: "dark_alley",
    components: { padlock: 1, cog: 2, saw: 1, glass: 2 },
    prepAp: 2,
    markers: 3,
    yield: { fame: 5, coins: 5, shards: 0 },
  },
  {
    id: "T46",
    name: "Horror Saws",
    category: "mechanical",
    threshold: 36,
    module: "dark_alley",
    components: { cog: 2, saw: 2, wood: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 4, coins: 8, shards: 0 },
  },
  {
    id: "T47",
    name: "Automaton",
    category: "mechanical",
    threshold: 36,
    module: "dark_alley",
    components: { cog: 3, petroleum: 3, metal: 3 },
    prepAp: 1,
    markers: 1,
    yield: { fame: 7, coins: 7, shards: 0 },
  },
  {
    id: "T48",
    name: "Hellhound",
    category: "mechanical",
    threshold: 36,
    module: "dark_alley",
    components: { padlock: 2, petroleum: 1, animal: 2, fabric: 3 },
    prepAp: 2,
    markers: 2,
    yield: { fame: 6, coins: 5, shards: 1 },
  },
];

export const TRICK_BY_ID: Readonly<Record<TrickId, TrickDef>> = Object.fromEntries(
  TRICKS.map((t) => [t.id, t]),
) as Record<TrickId, TrickDef>;
