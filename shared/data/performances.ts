// Game facts converted from the project's rules reference (data/*.json); source notes dropped.
// Edit here: this module is the engine's own copy, nothing reads the JSON at run time.

import type { ModuleTag } from "./modules";

export type PerformanceId =
  | "P01"
  | "P02"
  | "P03"
  | "P04"
  | "P05"
  | "P06"
  | "P07"
  | "P08"
  | "P09"
  | "P10"
  | "P11"
  | "P12"
  | "P13"
  | "P14"
  | "P15"
  | "P16"
  | "P17"
  | "P18"
  | "P19"
  | "P20"
  | "P21"
  | "P22"
  | "P23"
  | "P24"
  | "P25"
  | "P26"
  | "P27"
  | "P28";

export type Direction = "up" | "right" | "down" | "left";
export type TheaterName = "riverside_theater" | "grand_magorian" | "magnus_pantheon";

/** A diamond slot "x.y" (x = column 0-1, y = row 0-2) with the directions of its link circles. */
export interface PerformanceSlotDef {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly links: readonly Direction[];
}

/** A link circle between two orthogonally adjacent slots; shard = a Shard symbol is printed in it. */
export interface PerformanceLinkDef {
  readonly a: string;
  readonly b: string;
  readonly shard: boolean;
}

export interface PerformanceDef {
  readonly id: PerformanceId;
  readonly name: string;
  readonly theater: TheaterName;
  readonly module: ModuleTag;
  readonly slots: readonly PerformanceSlotDef[];
  readonly links: readonly PerformanceLinkDef[];
  /** Printed performer bonus (values from BGA only, OQ-44). */
  readonly bonus: { readonly fame: number; readonly coins: number; readonly shards: number };
}

export const PERFORMANCES: readonly PerformanceDef[] = [
  {
    id: "P01",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: true },
      { a: "0.1", b: "0.2", shard: false },
    ],
    bonus: { fame: 0, coins: 0, shards: 1 },
  },
  {
    id: "P02",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["left"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "1.1", shard: true },
    ],
    bonus: { fame: 1, coins: 1, shards: 0 },
  },
  {
    id: "P03",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "left"] },
      { id: "1.2", x: 1, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: true },
    ],
    bonus: { fame: 1, coins: 0, shards: 0 },
  },
  {
    id: "P04",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "1.0", shard: true },
      { a: "1.0", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 1, coins: 0, shards: 0 },
  },
  {
    id: "P05",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "1.0", x: 1, y: 0, links: ["down"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["right"] },
      { id: "1.2", x: 1, y: 2, links: ["left", "up"] },
    ],
    links: [
      { a: "0.2", b: "1.2", shard: true },
      { a: "1.0", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 1, coins: 0, shards: 0 },
  },
  {
    id: "P06",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["right", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["left"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "0.2", shard: true },
      { a: "0.2", b: "1.2", shard: false },
    ],
    bonus: { fame: 0, coins: 1, shards: 0 },
  },
  {
    id: "P07",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["left"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: true },
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "0.2", shard: false },
    ],
    bonus: { fame: 0, coins: 1, shards: 0 },
  },
  {
    id: "P08",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["left"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.1", b: "1.1", shard: true },
    ],
    bonus: { fame: 1, coins: 1, shards: 0 },
  },
  {
    id: "P09",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "1.0", x: 1, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "right"] },
      { id: "1.1", x: 1, y: 1, links: ["left", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.1", b: "1.1", shard: false },
      { a: "1.0", b: "1.1", shard: true },
    ],
    bonus: { fame: 0, coins: 1, shards: 0 },
  },
  {
    id: "P10",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "1.1", x: 1, y: 1, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "1.0", shard: false },
      { a: "1.0", b: "1.1", shard: true },
    ],
    bonus: { fame: 2, coins: 0, shards: 0 },
  },
  {
    id: "P11",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["left"] },
      { id: "0.1", x: 0, y: 1, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.0", b: "1.0", shard: true },
    ],
    bonus: { fame: 0, coins: 2, shards: 0 },
  },
  {
    id: "P12",
    name: "Riverside Theater",
    theater: "riverside_theater",
    module: "base",
    slots: [
      { id: "1.0", x: 1, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["right"] },
      { id: "1.1", x: 1, y: 1, links: ["left", "up"] },
    ],
    links: [
      { a: "0.1", b: "1.1", shard: false },
      { a: "1.0", b: "1.1", shard: true },
    ],
    bonus: { fame: 0, coins: 0, shards: 1 },
  },
  {
    id: "P13",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "right"] },
      { id: "1.1", x: 1, y: 1, links: ["left", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.1", b: "1.1", shard: true },
      { a: "1.0", b: "1.1", shard: false },
    ],
    bonus: { fame: 2, coins: 0, shards: 0 },
  },
  {
    id: "P14",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "0.2", shard: true },
      { a: "1.0", b: "1.1", shard: false },
    ],
    bonus: { fame: 2, coins: 0, shards: 0 },
  },
  {
    id: "P15",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "left"] },
      { id: "0.2", x: 0, y: 2, links: ["right"] },
      { id: "1.2", x: 1, y: 2, links: ["left", "up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: true },
      { a: "0.1", b: "1.1", shard: false },
      { a: "0.2", b: "1.2", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 0, coins: 3, shards: 0 },
  },
  {
    id: "P16",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down"] },
      { id: "0.2", x: 0, y: 2, links: ["right", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["left", "up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: true },
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.2", b: "1.2", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 0, coins: 3, shards: 0 },
  },
  {
    id: "P17",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["left"] },
      { id: "0.1", x: 0, y: 1, links: ["right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["left"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.0", b: "1.0", shard: true },
      { a: "0.1", b: "1.1", shard: false },
    ],
    bonus: { fame: 2, coins: 1, shards: 0 },
  },
  {
    id: "P18",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "0.1", x: 0, y: 1, links: ["right"] },
      { id: "1.1", x: 1, y: 1, links: ["left", "up"] },
    ],
    links: [
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "1.1", shard: true },
      { a: "1.0", b: "1.1", shard: false },
    ],
    bonus: { fame: 2, coins: 1, shards: 0 },
  },
  {
    id: "P19",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "1.0", x: 1, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["right"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "left", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.1", b: "1.1", shard: false },
      { a: "1.0", b: "1.1", shard: true },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 1, coins: 0, shards: 1 },
  },
  {
    id: "P20",
    name: "Grand Magorian",
    theater: "grand_magorian",
    module: "base",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["left"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.1", b: "1.1", shard: true },
    ],
    bonus: { fame: 3, coins: 0, shards: 0 },
  },
  {
    id: "P21",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "right"] },
      { id: "1.1", x: 1, y: 1, links: ["left", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["right", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["left"] },
    ],
    links: [
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.1", b: "1.1", shard: false },
      { a: "0.2", b: "1.2", shard: false },
      { a: "1.0", b: "1.1", shard: true },
    ],
    bonus: { fame: 3, coins: 0, shards: 0 },
  },
  {
    id: "P22",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["left"] },
      { id: "0.1", x: 0, y: 1, links: ["right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "left"] },
      { id: "0.2", x: 0, y: 2, links: ["right"] },
      { id: "1.2", x: 1, y: 2, links: ["left", "up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "1.1", shard: false },
      { a: "0.2", b: "1.2", shard: true },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 3, coins: 0, shards: 0 },
  },
  {
    id: "P23",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "1.0", x: 1, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["right", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["left", "up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "0.2", shard: false },
      { a: "0.2", b: "1.2", shard: false },
      { a: "1.0", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: true },
    ],
    bonus: { fame: 0, coins: 5, shards: 0 },
  },
  {
    id: "P24",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
      { id: "1.2", x: 1, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: true },
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "0.2", shard: false },
      { a: "1.0", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 0, coins: 5, shards: 0 },
  },
  {
    id: "P25",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["down", "left"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["up"] },
      { id: "0.2", x: 0, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.0", b: "1.0", shard: false },
      { a: "0.1", b: "0.2", shard: true },
      { a: "1.0", b: "1.1", shard: false },
    ],
    bonus: { fame: 2, coins: 2, shards: 0 },
  },
  {
    id: "P26",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down", "right"] },
      { id: "1.0", x: 1, y: 0, links: ["left"] },
      { id: "0.1", x: 0, y: 1, links: ["right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "left"] },
      { id: "1.2", x: 1, y: 2, links: ["up"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.0", b: "1.0", shard: true },
      { a: "0.1", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 2, coins: 0, shards: 1 },
  },
  {
    id: "P27",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "1.0", x: 1, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["right"] },
      { id: "1.1", x: 1, y: 1, links: ["down", "left", "up"] },
      { id: "0.2", x: 0, y: 2, links: ["right"] },
      { id: "1.2", x: 1, y: 2, links: ["left", "up"] },
    ],
    links: [
      { a: "0.1", b: "1.1", shard: true },
      { a: "0.2", b: "1.2", shard: false },
      { a: "1.0", b: "1.1", shard: false },
      { a: "1.1", b: "1.2", shard: false },
    ],
    bonus: { fame: 4, coins: 0, shards: 0 },
  },
  {
    id: "P28",
    name: "The Magnus Pantheon",
    theater: "magnus_pantheon",
    module: "dark_alley",
    slots: [
      { id: "0.0", x: 0, y: 0, links: ["down"] },
      { id: "0.1", x: 0, y: 1, links: ["down", "right", "up"] },
      { id: "1.1", x: 1, y: 1, links: ["left"] },
      { id: "0.2", x: 0, y: 2, links: ["right", "up"] },
      { id: "1.2", x: 1, y: 2, links: ["left"] },
    ],
    links: [
      { a: "0.0", b: "0.1", shard: false },
      { a: "0.1", b: "0.2", shard: true },
      { a: "0.1", b: "1.1", shard: false },
      { a: "0.2", b: "1.2", shard: false },
    ],
    bonus: { fame: 0, coins: 0, shards: 2 },
  },
];

export const PERFORMANCE_BY_ID: Readonly<Record<PerformanceId, PerformanceDef>> = Object.fromEntries(
  PERFORMANCES.map((p) => [p.id, p]),
) as Record<PerformanceId, PerformanceDef>;
