// A placement's steps (RULES §3.1, §5.5): the checks every location action shares, and its AP accounting. Ending a
// placement, and what follows, is the settle driver's (settle.ts).

import { SLOT_BY_ID, type LocationId } from "../../data/locations";
import { ruleError, type RuleError } from "./errors";
import { pendingError } from "./hooks";
import { copyState, type GameState, type Seat } from "./state";

/** Checks shared by every location action: your character is on the floor at `location` with `ap` AP left. */
export function checkAt(s: GameState, seat: Seat, location: LocationId, ap: number): RuleError | null {
  if (s.phase !== "placement") return ruleError("WRONG_PHASE", `location actions happen in phase E, not ${s.phase}`);
  const pl = s.placement;
  if (!pl || pl.seat !== seat) return ruleError("NO_PLACEMENT", "you have no character on the floor");
  const at = SLOT_BY_ID[pl.slot]!.location;
  if (at !== location)
    return ruleError("WRONG_LOCATION", `your ${pl.character} is at ${at}, this is a ${location} action`);
  const pending = pendingError(s);
  if (pending) return pending;
  if (pl.ap < ap) return ruleError("NOT_ENOUGH_AP", `this costs ${ap} AP, ${pl.character} has ${pl.ap} left`);
  return null;
}

/** Spend AP of the open placement. */
export function spendAp(s: GameState, ap: number): GameState {
  const pl = s.placement!;
  const out = copyState(s);
  out.placement = { seat: pl.seat, character: pl.character, slot: pl.slot, ap: pl.ap - ap, enhanced: pl.enhanced };
  return out;
}
