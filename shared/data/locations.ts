// Board locations, their character slots and the Theater's weekdays (RULES §4.2, §6, §7.1).

import type { ModuleTag } from "./modules";

export type LocationId = "downtown" | "market_row" | "workshop" | "theater" | "dark_alley";
export type Weekday = "thursday" | "friday" | "saturday" | "sunday";
export const WEEKDAYS: readonly Weekday[] = ["thursday", "friday", "saturday", "sunday"];

export interface SlotDef {
  readonly id: string;
  readonly location: LocationId;
  /** Printed AP modifier. */
  readonly apModifier: number;
  /** The slot exists only with at least this many players (RULES §4.2). */
  readonly minPlayers: number;
  /** Theater only: its weekday, and whether it is the Magician-only stage slot (RULES §7.1). */
  readonly weekday?: Weekday;
  readonly stage?: boolean;
  readonly module: ModuleTag;
}

function fourSlots(prefix: string, location: LocationId, module: ModuleTag): SlotDef[] {
  // +2, +1 (3+ players), +1 (4 players), +0
  return [
    { id: `${prefix}-1`, location, apModifier: 2, minPlayers: 2, module },
    { id: `${prefix}-2`, location, apModifier: 1, minPlayers: 3, module },
    { id: `${prefix}-3`, location, apModifier: 1, minPlayers: 4, module },
    { id: `${prefix}-4`, location, apModifier: 0, minPlayers: 2, module },
  ];
}

export const WEEKDAY_DEFS: Readonly<Record<Weekday, { backstageAp: number; yieldModifier: number }>> = {
  thursday: { backstageAp: 1, yieldModifier: -1 },
  friday: { backstageAp: 0, yieldModifier: 0 },
  saturday: { backstageAp: 0, yieldModifier: 0 },
  sunday: { backstageAp: -1, yieldModifier: 1 },
};

function theaterSlots(): SlotDef[] {
  const out: SlotDef[] = [];
  for (const day of WEEKDAYS) {
    const ap = WEEKDAY_DEFS[day].backstageAp;
    out.push({
      id: `theater-${day}-1`,
      location: "theater",
      apModifier: ap,
      minPlayers: 2,
      weekday: day,
      module: "base",
    });
    out.push({
      id: `theater-${day}-2`,
      location: "theater",
      apModifier: ap,
      minPlayers: 2,
      weekday: day,
      module: "base",
    });
    out.push({
      id: `theater-${day}-stage`,
      location: "theater",
      apModifier: 0,
      minPlayers: 2,
      weekday: day,
      stage: true,
      module: "base",
    });
  }
  return out;
}

/**
 * Every character slot. Workshop slots are per player (each player has their own "workshop-1" and "workshop-2",
 * both +0, OQ-13).
 */
export const SLOTS: readonly SlotDef[] = [
  ...fourSlots("downtown", "downtown", "base"),
  ...fourSlots("market-row", "market_row", "base"),
  { id: "workshop-1", location: "workshop", apModifier: 0, minPlayers: 2, module: "base" },
  { id: "workshop-2", location: "workshop", apModifier: 0, minPlayers: 2, module: "base" },
  ...theaterSlots(),
  ...fourSlots("dark-alley", "dark_alley", "dark_alley"),
];

export type SlotId = string;

export const SLOT_BY_ID: Readonly<Record<SlotId, SlotDef>> = Object.fromEntries(SLOTS.map((s) => [s.id, s]));

/** Total number of turns (OQ-40: 5 in the base game, 7 with Dark Alley). */
export const TURNS_BASE = 5;
export const TURNS_DARK_ALLEY = 7;
