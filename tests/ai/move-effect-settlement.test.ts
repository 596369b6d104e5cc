// The hint's "Now …" forecast is what the move itself gives (issue 31, playtest 2026-11-27 defect 4): a move that
// ends the turn is followed by End Turn's wages, which are the turn's settlement and not the move's reward. Real
// positions from seeded games: a Prepare that is the turn's last action (free, so it must not read "−3 coins"),
// and a show with the Manager on stage (its +3 coins must be in the forecast, whole).

import { describe, expect, it } from "vitest";
import { moveEffect } from "../../shared/ai";
import {
  applyAction,
  applyWatched,
  legalActions,
  viewFor,
  type Action,
  type GameState,
  type Seat,
} from "../../shared/engine";
import { positionsOf, type Position } from "./positions";

const POSITIONS: readonly Position[] = [4, 11, 12].flatMap((seed) => positionsOf(2, false, seed, 1));

/** Whether playing `a` runs End Turn (the move is the turn's last), and the state End Turn starts from. */
function endTurnStart(s: GameState, seat: Seat, a: Action): GameState | null {
  let start: GameState | null = null;
  const r = applyWatched(s, seat, a, (x) => {
    start ??= x;
  });
  if (!r.ok) throw new Error(r.error.message);
  return start;
}

/** The first position where `pick` accepts a legal move that ends the turn. */
function lastMoveOfTurn(pick: (a: Action, s: GameState, seat: Seat) => boolean) {
  for (const p of POSITIONS) {
    for (const a of legalActions(p.state, p.seat)) {
      if (!pick(a, p.state, p.seat)) continue;
      const start = endTurnStart(p.state, p.seat, a);
      if (start) return { ...p, action: a, start };
    }
  }
  throw new Error("no such position in the seeded games");
}

const coinsOf = (s: GameState, seat: Seat) => s.players[seat]!.coins;
const fameOf = (s: GameState, seat: Seat) => s.players[seat]!.fame;
const orUndefined = (n: number) => (n === 0 ? undefined : n);

describe("the forecast stops before End Turn", () => {
  it("a Prepare that ends the turn costs no coins (the wages are End Turn's)", () => {
    const p = lastMoveOfTurn((a) => a.type === "prepare");
    const after = applyAction(p.state, p.seat, p.action);
    if (!after.ok) throw new Error(after.error.message);
    // The position is real: the wages were paid in the same move.
    expect(coinsOf(after.state, p.seat)).toBeLessThan(coinsOf(p.state, p.seat));
    const e = moveEffect(viewFor(p.state, p.seat), p.seat, p.action, 1);
    expect(e.coins).toBeUndefined();
    expect(e.markers?.some((m) => m.count > 0)).toBe(true);
  });

  it("the last show with the Manager on stage: the show's coins, Manager's +3 included, no wages", () => {
    const p = lastMoveOfTurn(
      (a, s, seat) => a.type === "perform" && s.players[seat]!.characters.manager.slot?.startsWith("theater-") === true,
    );
    const e = moveEffect(viewFor(p.state, p.seat), p.seat, p.action, 2);
    const showCoins = coinsOf(p.start, p.seat) - coinsOf(p.state, p.seat);
    expect(showCoins).toBeGreaterThanOrEqual(3); // the Manager's bonus at least
    expect(e.coins).toBe(orUndefined(showCoins));
    expect(e.fame).toBe(orUndefined(fameOf(p.start, p.seat) - fameOf(p.state, p.seat)));
  });
});
