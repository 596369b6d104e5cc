// Undo (docs/engine.md "Undo"): a replay from the start of one's own character placement, closed by a random
// result, hidden information, the end of the placement, or another player's action.
import { describe, expect, it } from "vitest";
import {
  applyAction,
  recordStep,
  undoLast,
  undoLogOf,
  type Action,
  type GameState,
  type Seat,
  type UndoLog,
} from "../../shared/engine";
import { testGame, type TestGame } from "./testGame";

/** Drives a test game and keeps the undo log the way the server's table does. */
class UndoTable {
  log: UndoLog | null = null;
  constructor(readonly g: TestGame) {}
  act(seat: Seat, action: Action): this {
    const before = this.g.state;
    this.g.act(seat, action);
    this.log = recordStep(this.log, before, seat, action, this.g.state);
    return this;
  }
  undo(seat: Seat): GameState {
    const r = undoLast(this.log, seat);
    if (!r.ok) throw new Error(`undo refused: ${r.error.code}`);
    this.g.state = r.state;
    this.log = r.log;
    return r.state;
  }
  refuse(seat: Seat): string {
    const r = undoLast(this.log, seat);
    if (r.ok) throw new Error("undo accepted");
    return r.error.code;
  }
}

/** Seat `a` (first in initiative) plans its Magician for Downtown and seat `b` a Market Row Apprentice. */
function atPlacement() {
  const g = testGame({ players: 3, seed: 33 });
  const [a, b] = [g.order[0]!, g.order[1]!];
  g.toPlacement({ [a]: { magician: "downtown", apprentice1: "market_row" }, [b]: { magician: "market_row" } });
  g.setDice({ trick_A: "X", trick_B: "X", inn_specialist: "X", inn_apprentice: "X", bank_A: 4, bank_B: 5 });
  return { t: new UndoTable(g), g, a, b };
}

describe("undo within one's own placement", () => {
  it("takes back each action, one at a time, to the state before the Place", () => {
    const { t, g, a } = atPlacement();
    const start = g.state;
    t.act(a, { type: "place", character: "magician", slot: "downtown-1" });
    const placed = g.state;
    t.act(a, { type: "takeCoins", die: "bank_A" });
    const afterCoins = g.state;
    t.act(a, { type: "setDie", die: "trick_A", face: "optical" });
    expect(t.undo(a)).toEqual(afterCoins);
    expect(t.undo(a)).toEqual(placed);
    expect(t.undo(a)).toEqual(start);
    expect(t.refuse(a)).toBe("NOTHING_TO_UNDO");
  });

  it("lets a different action follow an undo", () => {
    const { t, g, a } = atPlacement();
    t.act(a, { type: "place", character: "magician", slot: "downtown-1" });
    t.act(a, { type: "takeCoins", die: "bank_A" });
    const coins = g.p(a).coins;
    t.undo(a);
    t.act(a, { type: "takeCoins", die: "bank_B" });
    expect(g.p(a).coins).toBe(coins + 1); // bank B shows 5, bank A 4
    t.undo(a);
    expect(g.state.dice.bank_A).toBe(4);
  });

  it("is refused after a reroll (a random result), but what follows it can still be taken back", () => {
    const { t, g, a } = atPlacement();
    t.act(a, { type: "place", character: "magician", slot: "downtown-1" });
    t.act(a, { type: "rerollDie", die: "trick_A" });
    expect(t.refuse(a)).toBe("UNDO_AFTER_RANDOM");
    const afterRoll = g.state;
    t.act(a, { type: "takeCoins", die: "bank_A" });
    expect(t.undo(a)).toEqual(afterRoll);
    expect(t.refuse(a)).toBe("UNDO_AFTER_RANDOM");
  });

  it("is refused once the placement is over, and to every other player", () => {
    const { t, a, b } = atPlacement();
    t.act(a, { type: "place", character: "magician", slot: "downtown-1" });
    t.act(a, { type: "takeCoins", die: "bank_A" });
    expect(t.refuse(b)).toBe("UNDO_NOT_YOURS");
    t.act(a, { type: "endPlacement" });
    expect(t.refuse(a)).toBe("UNDO_PLACEMENT_OVER");
    t.act(b, { type: "place", character: "magician", slot: "market-row-1" });
    expect(t.refuse(a)).toBe("UNDO_NOT_YOURS");
    t.undo(b);
    expect(t.refuse(b)).toBe("NOTHING_TO_UNDO");
  });

  it("refuses outside placements (a plan is changed with assign / unassign instead)", () => {
    const g = testGame({ players: 2, seed: 4 });
    const t = new UndoTable(g);
    expect(t.refuse(0)).toBe("NOTHING_TO_UNDO");
    t.act(g.order[0]!, { type: "skipAdvertise" });
    expect(t.refuse(g.order[0]!)).toBe("UNDO_PLACEMENT_OVER");
  });

  it("an undone history replays to the same state and the same log (a restart)", () => {
    const { t, g, a } = atPlacement();
    const start = g.state;
    const kept: { seat: Seat; action: Action }[] = [];
    const step = (action: Action) => {
      t.act(a, action);
      kept.push({ seat: a, action });
    };
    step({ type: "place", character: "magician", slot: "downtown-1" });
    step({ type: "takeCoins", die: "bank_A" });
    step({ type: "setDie", die: "trick_B", face: "spiritual" });
    t.undo(a);
    kept.pop();
    const rebuilt = undoLogOf(start, kept)!;
    expect(rebuilt.actions).toEqual(t.log!.actions);
    let s = start;
    for (const { seat, action } of kept) s = (applyAction(s, seat, action) as { ok: true; state: GameState }).state;
    expect(s).toEqual(g.state);
    expect(undoLast(rebuilt, a)).toMatchObject({ ok: true });
  });

  it("is refused after hidden information came into view (a card drawn from a face-down deck)", () => {
    const { t, g, a } = atPlacement();
    t.act(a, { type: "place", character: "magician", slot: "downtown-1" });
    const before = g.state;
    // A step whose result shows a card from the face-down performance deck (as a Dark Alley draw would).
    const after = { ...before, deck: before.deck.slice(1) };
    t.log = recordStep(t.log, before, a, { type: "setDie", die: "trick_A", face: "optical" }, after);
    expect(t.refuse(a)).toBe("UNDO_AFTER_HIDDEN");
  });
});
