// The engine's speed shortcuts must answer exactly like the plain rules: the Residence insert (with its full-sort
// fallback), the remembered slot occupancy, and the shared frozen actions known to the shape check.

import { describe, expect, it } from "vitest";
import { TRICKS } from "../../shared/data/tricks";
import { applyAction, legalActions, validateAction, type Action } from "../../shared/engine";
import { testGame } from "./testGame";

const TRICK_ORDER = new Map<string, number>(TRICKS.map((t, i) => [t.id, i]));
const byTrickOrder = (a: string, b: string): number => TRICK_ORDER.get(a)! - TRICK_ORDER.get(b)!;

/** Seat to place first has its Magician Downtown, on the floor. */
function onTheFloor() {
  const g = testGame({ players: 4 });
  const first = g.state.initiative[0]!;
  g.toPlacement({ [first]: { magician: "downtown" } });
  g.place(first, "magician", "downtown-1");
  return { g, seat: first };
}

describe("hot-path shortcuts", () => {
  it("a discarded trick goes into the Residence where a full sort puts it, sorted or not", () => {
    const { g, seat } = onTheFloor();
    const trick = g.p(seat).tricks[0]!.id;
    const sorted = applyAction(g.state, seat, { type: "discardTrick", trick });
    expect(sorted.ok && sorted.state.residence).toEqual([...g.state.residence, trick].sort(byTrickOrder));
    // A Residence in another order (never made by the engine) still gets the full sort.
    const shuffled = [...g.state.residence].reverse();
    g.set((s) => ({ ...s, residence: shuffled }));
    const r = applyAction(g.state, seat, { type: "discardTrick", trick });
    expect(r.ok && r.state.residence).toEqual([...shuffled, trick].sort(byTrickOrder));
  });

  it("slot occupancy follows the state asked about, not the previous question", () => {
    const g = testGame({ players: 4 });
    const [a, b] = g.state.initiative;
    g.toPlacement({ [a!]: { magician: "downtown" }, [b!]: { magician: "downtown" } });
    const before = g.state;
    const choices = legalActions(before, a!);
    g.place(a!, "magician", "downtown-1").act(a!, { type: "endPlacement" });
    // The next seat sees downtown-1 taken; the earlier state still has it free.
    expect(legalActions(g.state, b!)).not.toContainEqual({ type: "place", character: "magician", slot: "downtown-1" });
    expect(legalActions(before, a!)).toEqual(choices);
    expect(choices).toContainEqual({ type: "place", character: "magician", slot: "downtown-1" });
  });

  it("shared listed actions are frozen, and a plain copy validates the same", () => {
    const g = testGame({ players: 4 }).skipAdvertising();
    const seat = g.active[0]!;
    for (const a of legalActions(g.state, seat)) {
      expect(Object.isFrozen(a)).toBe(true); // Assignment plans are shared
      expect(validateAction(g.state, seat, { ...a } as Action)).toBeNull();
      expect(validateAction(g.state, seat, { ...a, extra: 1 })).toMatchObject({ code: "BAD_ACTION" });
    }
  });
});
