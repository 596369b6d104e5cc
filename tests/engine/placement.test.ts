// RULES §5.5 and §3.1: placing characters in initiative order, AP, Enhance Character, inactive characters.
import { describe, expect, it } from "vitest";
import { testGame } from "./testGame";

describe("Phase E: Place Characters (RULES §5.5)", () => {
  it("goes round in initiative order, one character per turn; AP = base + slot modifier", () => {
    const g = testGame({ players: 3, seed: 21 });
    const [a, b, c] = g.order as [number, number, number];
    g.toPlacement({
      [a]: { magician: "downtown", apprentice1: "market_row" },
      [b]: { apprentice1: "downtown" },
      [c]: { magician: "market_row" },
    });
    expect(g.active).toEqual([a]);
    expect(g.refuse(b, { type: "place", character: "apprentice1", slot: "downtown-4" })).toBe("NOT_YOUR_TURN");
    g.place(a, "magician", "downtown-1");
    expect(g.state.placement).toEqual({ seat: a, character: "magician", slot: "downtown-1", ap: 5, enhanced: false });
    g.act(a, { type: "endPlacement" });
    expect(g.active).toEqual([b]);
    g.place(b, "apprentice1", "downtown-2"); // 1 + 1
    expect(g.state.placement!.ap).toBe(2);
    g.act(b, { type: "endPlacement" });
    g.place(c, "magician", "market-row-4"); // 3 + 0
    expect(g.state.placement!.ap).toBe(3);
    g.act(c, { type: "endPlacement" });
    // b has nothing left: skipped; a places its second character
    expect(g.active).toEqual([a]);
    g.place(a, "apprentice1", "market-row-1");
    expect(g.state.placement!.ap).toBe(3);
  });

  it("Enhance Character: 1 Shard for +1 AP, once per placement, at any moment", () => {
    const g = testGame({ players: 2, seed: 21 });
    const [a] = g.order as [number];
    g.toPlacement({ [a]: { magician: "downtown" } });
    g.setDice({ bank_A: 4, bank_B: 6 });
    g.place(a, "magician", "downtown-4"); // 3 AP
    g.act(a, { type: "takeCoins", die: "bank_A" });
    expect(g.state.placement!.ap).toBe(0 + 0); // 3 - 3: still open, because the Shard could still buy +1
    g.act(a, { type: "enhance" });
    expect(g.p(a).shards).toBe(0);
    expect(g.state.placement).toMatchObject({ ap: 1, enhanced: true });
    expect(g.refuse(a, { type: "enhance" })).toBe("ALREADY_DONE");
    g.act(a, { type: "rerollDie", die: "bank_B" });
    // 0 AP and no Enhance left: the placement ended by itself
    expect(g.state.placement).toBeNull();
  });

  it("Enhance needs a Shard", () => {
    const g = testGame({ players: 2, seed: 21 });
    const [a] = g.order as [number];
    g.toPlacement({ [a]: { magician: "market_row" } }).setPlayer(a, { shards: 0 });
    g.place(a, "magician", "market-row-1");
    expect(g.refuse(a, { type: "enhance" })).toBe("NO_SHARDS");
  });

  it("a character left inactive uses up the turn and earns no wage", () => {
    const g = testGame({ players: 2, seed: 21 });
    const [a, b] = g.order as [number, number];
    g.toPlacement({ [a]: { magician: "downtown", apprentice1: "downtown" }, [b]: { magician: "market_row" } });
    g.act(a, { type: "leaveInactive", character: "apprentice1" });
    expect(g.p(a).characters.apprentice1.inactive).toBe(true);
    expect(g.active).toEqual([b]);
    expect(g.refuse(a, { type: "place", character: "apprentice1", slot: "downtown-4" })).toBe("NOT_YOUR_TURN");
  });

  it("OQ-5: a character with no legal slot left turns inactive at once, without using a turn", () => {
    const g = testGame({ players: 2, seed: 21 });
    const [a, b] = g.order as [number, number];
    // 2 players: Downtown has only +2 and +0 slots
    g.toPlacement({
      [a]: { magician: "downtown", apprentice1: "downtown" },
      [b]: { magician: "downtown", apprentice1: "market_row" },
    });
    g.place(a, "magician", "downtown-1").act(a, { type: "endPlacement" });
    g.place(b, "magician", "downtown-4").act(b, { type: "endPlacement" });
    // Downtown is full: a's apprentice is blocked and turned inactive; a is skipped
    expect(g.p(a).characters.apprentice1.inactive).toBe(true);
    expect(g.active).toEqual([b]);
    g.place(b, "apprentice1", "market-row-1").act(b, { type: "endPlacement" });
    expect(g.state.turn).toBe(2);
  });

  it("a slot must be free, exist at this player count and match the card", () => {
    const g = testGame({ players: 3, seed: 21 });
    const [a, b] = g.order as [number, number];
    g.toPlacement({ [a]: { magician: "downtown" }, [b]: { magician: "downtown" } });
    expect(g.refuse(a, { type: "place", character: "magician", slot: "market-row-1" })).toBe("WRONG_LOCATION");
    expect(g.refuse(a, { type: "place", character: "magician", slot: "downtown-3" })).toBe("SLOT_UNAVAILABLE"); // 4 players only
    expect(g.refuse(a, { type: "place", character: "magician", slot: "nowhere" })).toBe("SLOT_UNAVAILABLE");
    expect(g.refuse(a, { type: "place", character: "apprentice1", slot: "downtown-1" })).toBe("NOT_ASSIGNED");
    g.place(a, "magician", "downtown-2").act(a, { type: "endPlacement" });
    expect(g.refuse(b, { type: "place", character: "magician", slot: "downtown-2" })).toBe("SLOT_TAKEN");
    expect(
      g
        .legal(b)
        .filter((x) => x.type === "place")
        .map((x) => (x.type === "place" ? x.slot : "")),
    ).toEqual(["downtown-1", "downtown-4"]);
  });

  it("a 0-AP placement is allowed and still pays its wage (OQ-6)", () => {
    const g = testGame({ players: 4, seed: 21 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { apprentice1: "theater" } });
    g.place(a, "apprentice1", "theater-sunday-1"); // 1 - 1 = 0 AP
    expect(g.state.turn).toBe(2);
    expect(g.p(a).coins).toBe(10 - 1);
  });
});
