// The week of a turn (RULES §7.3, §8.1): which weekday a seat uses in the Theater, and who performs on a day.

import { SLOT_BY_ID, type Weekday } from "../../data/locations";
import { CHARACTER_IDS, characterAt, type GameState, type PlayerState, type Seat } from "./state";

/** The weekday a seat uses in the Theater this turn, if any (RULES §7.3). */
export function weekdayOf(p: PlayerState): Weekday | null {
  for (let i = 0; i < CHARACTER_IDS.length; i++) {
    const slot = characterAt(p.characters, i).slot;
    const day = slot ? SLOT_BY_ID[slot]?.weekday : undefined;
    if (day) return day;
  }
  return null;
}

/** The owner of the Magician on `day`'s stage, if any: that day's performer (RULES §8.1). */
export function performerOn(s: GameState, day: Weekday): Seat | null {
  const slot = `theater-${day}-stage`;
  for (const p of s.players) if (p.characters.magician.slot === slot) return p.seat;
  return null;
}
