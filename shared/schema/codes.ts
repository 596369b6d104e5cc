import { SLOTS } from "../data/locations";
import { TRICKS, type TrickId } from "../data/tricks";
// The engine's constants from its state module, not its barrel, so the synced schema carries no rules engine.
import {
  ASSIGN_LOCATIONS,
  CHARACTER_IDS,
  SYMBOLS,
  type CharacterId,
  type SetupStep,
  type TrickSymbol,
} from "../engine/core/state";
import type { Direction } from "../data/performances";
import type { CardLocation } from "../data/assignments";

// Small integer codes for values that change often, so patches carry one byte instead of a
// string. Every table is fixed game data known to both sides; 0 always means "none".

/** A code table: value ↔ 1-based index (0 = none). */
export class CodeTable<V extends string> {
  private readonly index: Map<V, number>;
  constructor(readonly values: readonly V[]) {
    this.index = new Map(values.map((v, i) => [v, i + 1]));
  }
  encode(value: V | null | undefined): number {
    return value == null ? 0 : (this.index.get(value) ?? 0);
  }
  decode(code: number): V | null {
    return code === 0 ? null : (this.values[code - 1] ?? null);
  }
}

export const SLOT_CODES = new CodeTable<string>(SLOTS.map((s) => s.id));
export const CHARACTER_CODES = new CodeTable<CharacterId>(CHARACTER_IDS);
/** Assignment card locations; the Dark Alley's comes last so base-game codes are unchanged. */
export const CARD_CODES = new CodeTable<CardLocation>([...ASSIGN_LOCATIONS, "dark_alley"]);
export const SYMBOL_CODES = new CodeTable<TrickSymbol>(SYMBOLS);
export const DIRECTION_CODES = new CodeTable<Direction>(["up", "right", "down", "left"]);
export const STATUS_CODES = new CodeTable<"supply" | "inn" | "team">(["supply", "inn", "team"]);
export const SETUP_STEP_CODES = new CodeTable<SetupStep>([
  "magician",
  "components",
  "trick",
  "specialist",
  "engineerTrick",
]);
export const TRICK_CODES = new CodeTable<TrickId>(TRICKS.map((t) => t.id));

/** Seats as a bitmask (bit n = seat n), e.g. the seats that must act now. */
export function seatMask(seats: readonly number[]): number {
  return seats.reduce((mask, seat) => mask | (1 << seat), 0);
}

export function seatsOfMask(mask: number): number[] {
  const seats: number[] = [];
  for (let seat = 0; seat < 8; seat++) if (mask & (1 << seat)) seats.push(seat);
  return seats;
}
