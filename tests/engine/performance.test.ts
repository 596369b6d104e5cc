// RULES §8: the Performance phase, yields with weekday modifiers, performer bonuses, passing.
import { describe, expect, it } from "vitest";
import { testGame } from "./testGame";
import { putMarker, withCards } from "./theaterStage";

/**
 * 3 players in seat order. Seat 0 (Escape, Engineer): Magician on Thursday's stage, Engineer backstage.
 * Seat 1 (Optical): Magician backstage on Sunday. Seat 2: nobody in the Theater.
 * Card P01: 0.0 seat 0 Barricaded Barrels (down), 0.1 seat 1 Burning Mummy (up), 0.2 seat 2 Window to the
 * Otherworld (up). One link (0.0-0.1: Escape meets Escape).
 */
function show() {
  const g = testGame({ players: 3, seed: 13 });
  g.set((s) => ({ ...s, initiative: [0, 1, 2] }));
  withCards(g, ["P01", "P02", null, null]);
  putMarker(g, 0, "0.0", 0, "T25", "down");
  putMarker(g, 0, "0.1", 1, "T27", "up");
  putMarker(g, 0, "0.2", 2, "T16", "up");
  g.toPlacement({ 0: { magician: "theater", engineer: "theater" }, 1: { magician: "theater" } });
  g.place(0, "magician", "theater-thursday-stage");
  g.place(1, "magician", "theater-sunday-1").act(1, { type: "endPlacement" });
  g.place(0, "engineer", "theater-thursday-1").act(0, { type: "endPlacement" });
  return g;
}

describe("Performance phase (RULES §8)", () => {
  it("the Thursday performer chooses a card holding one of their markers, or passes", () => {
    const g = show();
    expect(g.state.phase).toBe("performance");
    expect(g.state.weekday).toBe("thursday");
    expect(g.active).toEqual([0]);
    expect(g.turnLegal(0)).toEqual([{ type: "perform", card: 0 }, { type: "passPerformance" }]);
    expect(g.refuse(0, { type: "perform", card: 1 })).toBe("NO_OWN_MARKER");
    expect(g.refuse(0, { type: "perform", card: 3 })).toBe("NO_SUCH_CARD");
    expect(g.refuse(1, { type: "passPerformance" })).toBe("NOT_YOUR_TURN");
  });

  it("every marker is performed with its owner's weekday modifier (or the performer's), floored at 0; bonuses go to the performer", () => {
    const g = show();
    const [p0, p1, p2] = [g.p(0), g.p(1), g.p(2)];
    g.act(0, { type: "perform", card: 0 });
    // seat 0, Thursday -1: Barricaded Barrels 1/1 -> 0/0; +1 link, P01 bonus 1 Shard, Engineer backstage +1 Shard;
    // then End Turn follows at once and the Engineer is paid 2 coins
    expect([g.p(0).fame - p0.fame, g.p(0).coins - p0.coins, g.p(0).shards - p0.shards]).toEqual([1, -2, 2]);
    // seat 1, backstage on Sunday +1: Burning Mummy 2/2 -> 3/3
    expect([g.p(1).fame - p1.fame, g.p(1).coins - p1.coins, g.p(1).shards - p1.shards]).toEqual([3, 3, 0]);
    // seat 2, not in the Theater: the performer's Thursday -1, Window to the Otherworld 3/2 -> 2/1
    expect([g.p(2).fame - p2.fame, g.p(2).coins - p2.coins]).toEqual([2, 1]);
    // the markers go home; the card stays, empty (and moves one slot on at End Turn)
    expect(g.state.theaterCards[1]).toEqual({ id: "P01", markers: {} });
    expect(g.p(2).markerSupply).toEqual({
      ...p2.markerSupply,
      [p2.tricks.find((t) => t.id === "T16")!.symbol]:
        p2.markerSupply[p2.tricks.find((t) => t.id === "T16")!.symbol] + 1,
    });
    // no other performer: End Turn
    expect(g.state.turn).toBe(2);
  });

  it("a yield never goes below 0: Mind Reading (0/0/1 Shard) on Thursday still pays its Shard", () => {
    const g = testGame({ players: 2, seed: 13 });
    g.set((s) => ({ ...s, initiative: [1, 0] }));
    withCards(g, ["P02", null, null]);
    putMarker(g, 0, "0.0", 1, "T01", "down");
    putMarker(g, 0, "1.1", 0, "T13", "left");
    g.toPlacement({ 1: { magician: "theater" } });
    g.place(1, "magician", "theater-thursday-stage");
    const p0 = g.p(0);
    g.act(1, { type: "perform", card: 0 });
    expect([g.p(0).fame, g.p(0).coins, g.p(0).shards]).toEqual([p0.fame, p0.coins, p0.shards + 1]);
  });

  it("the Assistant and Manager backstage add +2 Fame and +3 Coins; weekdays go Thursday to Sunday", () => {
    const g = testGame({ players: 4, seed: 13 });
    g.set((s) => ({ ...s, initiative: [3, 1, 0, 2] }));
    withCards(g, ["P10", "P11", "P12", null, null]);
    putMarker(g, 1, "0.0", 3, "T37", "right"); // seat 3 (Mechaniker, Assistant)
    putMarker(g, 2, "1.0", 1, "T01", "down"); // seat 1 (Optical, Manager)
    g.toPlacement({ 3: { magician: "theater", assistant: "theater" }, 1: { magician: "theater", manager: "theater" } });
    g.place(3, "magician", "theater-saturday-stage");
    g.place(1, "magician", "theater-friday-stage");
    g.place(3, "assistant", "theater-saturday-2").act(3, { type: "endPlacement" });
    g.place(1, "manager", "theater-friday-1").act(1, { type: "endPlacement" });
    expect(g.state.weekday).toBe("friday");
    expect(g.active).toEqual([1]);
    const p1 = g.p(1);
    g.act(1, { type: "perform", card: 2 });
    // Enchanted Butterflies 2/0 on Friday; P12 bonus 1 Shard; Manager +3 coins; no link
    expect([g.p(1).fame - p1.fame, g.p(1).coins - p1.coins, g.p(1).shards - p1.shards]).toEqual([2, 3, 1]);
    expect(g.state.weekday).toBe("saturday");
    const p3 = g.p(3);
    g.act(3, { type: "perform", card: 1 });
    // Linking Rings 0/2 on Saturday: +0/+2; P11 bonus 2 coins; Assistant +2 Fame; then End Turn: Assistant's wage 2
    expect([g.p(3).fame - p3.fame, g.p(3).coins - p3.coins]).toEqual([2, 2 + 2 - 2]);
    expect(g.state.turn).toBe(2);
  });

  it("passing performs nothing: the markers stay on the card", () => {
    const g = testGame({ players: 2, seed: 13 });
    g.set((s) => ({ ...s, initiative: [1, 0] }));
    withCards(g, ["P12", null, null]);
    putMarker(g, 0, "1.0", 1, "T01", "down");
    g.toPlacement({ 1: { magician: "theater" } });
    g.place(1, "magician", "theater-saturday-stage");
    const p1 = g.p(1);
    g.act(1, { type: "passPerformance" });
    expect(g.state.turn).toBe(2);
    expect([g.p(1).fame, g.p(1).coins, g.p(1).shards]).toEqual([p1.fame, p1.coins, p1.shards]);
    // P12 moved one slot on at End Turn, still holding seat 1's marker
    expect(g.state.theaterCards[1]!.markers["1.0"]).toMatchObject({ seat: 1, trick: "T01" });
  });

  it("a performer with no marker on any card is skipped", () => {
    const g = testGame({ players: 2, seed: 13 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    g.toPlacement({ 0: { magician: "theater" } });
    g.place(0, "magician", "theater-sunday-stage");
    expect(g.state.turn).toBe(2);
  });
});
