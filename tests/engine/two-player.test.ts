// [2P] rules: initiative spaces 1 and 3, the removed +1 slots, Theater with 3 card slots.
import { describe, expect, it } from "vitest";
import { createGame, initiativeSpace } from "../../shared/engine";
import { testGame } from "./testGame";

describe("two players (RULES §4.2 [2P], §4.4)", () => {
  it("use initiative spaces 1 and 3: coins 10 and 14 (OQ-3)", () => {
    const g = testGame({ players: 2, seed: 99 });
    const [a, b] = g.order as [number, number];
    expect(initiativeSpace(g.state, a)).toBe(1);
    expect(initiativeSpace(g.state, b)).toBe(3);
    expect([g.p(a).coins, g.p(b).coins]).toEqual([10, 14]);
  });

  it("the second player's Advertise costs 3", () => {
    const g = testGame({ players: 2, seed: 99 });
    const [a, b] = g.order as [number, number];
    g.act(a, { type: "advertise" }).act(b, { type: "advertise" });
    expect([g.p(a).coins, g.p(b).coins]).toEqual([9, 11]);
    expect([g.p(a).fame, g.p(b).fame]).toEqual([7, 7]);
  });

  it("Downtown and Market Row keep only their +2 and +0 slots", () => {
    const g = testGame({ players: 2, seed: 99 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { magician: "downtown", apprentice1: "market_row" } });
    expect(g.refuse(a, { type: "place", character: "magician", slot: "downtown-2" })).toBe("SLOT_UNAVAILABLE");
    expect(g.refuse(a, { type: "place", character: "magician", slot: "downtown-3" })).toBe("SLOT_UNAVAILABLE");
    const slots = g.legal(a).flatMap((x) => (x.type === "place" ? [x.slot] : []));
    expect(slots).toEqual(["downtown-1", "downtown-4", "market-row-1", "market-row-4"]);
  });

  it("3 players lose only the 4-player +1 slot", () => {
    const g = testGame({ players: 3, seed: 99 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { magician: "market_row" } });
    const slots = g.legal(a).flatMap((x) => (x.type === "place" ? [x.slot] : []));
    expect(slots).toEqual(["market-row-1", "market-row-2", "market-row-4"]);
  });

  it("the Theater holds players + 1 performance cards, players - 1 at the start", () => {
    expect(createGame({ players: 2 }, 1).theaterCards.map((c) => c !== null)).toEqual([true, false, false]);
    expect(createGame({ players: 3 }, 1).theaterCards.map((c) => c !== null)).toEqual([true, true, false, false]);
  });

  it("the later player on Fame ties moves to space 1 next turn", () => {
    const g = testGame({ players: 2, seed: 99 });
    const [a, b] = g.order as [number, number];
    g.emptyTurn();
    expect(g.order).toEqual([b, a]);
    expect(initiativeSpace(g.state, b)).toBe(1);
    expect(initiativeSpace(g.state, a)).toBe(3);
  });
});
