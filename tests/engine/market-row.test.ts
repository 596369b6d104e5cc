// RULES §6.2 Market Row and §3.3 storage: Buy, Bargain, Order, Quick Order, the 3-per-type cap.
import { describe, expect, it } from "vitest";
import type { Seat } from "../../shared/engine";
import { testGame, type TestGame } from "./testGame";

/** The first player's Magician on Market Row +2 (5 AP), with `coins`. */
function atMarket(coins = 20, players: 2 | 3 | 4 = 3): { g: TestGame; a: Seat } {
  const g = testGame({ players, seed: 44 });
  const a = g.order[0]!;
  g.toPlacement({ [a]: { magician: "market_row" } }).setPlayer(a, { coins, components: {}, managerPiles: [] });
  g.place(a, "magician", "market-row-1");
  return { g, a };
}

describe("Buy (1 AP)", () => {
  it("buys 1-3 pieces of one stocked type at its price; the stock tile stays", () => {
    const { g, a } = atMarket();
    const supply = g.state.supply.glass!;
    g.act(a, { type: "buy", component: "glass", count: 3, bargain: 0, toManager: false });
    expect(g.p(a)).toMatchObject({ coins: 17, components: { glass: 3 } });
    expect(g.state.supply.glass).toBe(supply - 3);
    expect(g.state.market.buy).toContain("glass");
    expect(g.state.placement!.ap).toBe(4);
    expect(g.refuse(a, { type: "buy", component: "rope", count: 1, bargain: 0, toManager: false })).toBe(
      "NOT_IN_STOCK",
    );
    expect(g.refuse(a, { type: "buy", component: "wood", count: 4, bargain: 0, toManager: false })).toBe("BAD_COUNT");
  });

  it("caps every type at 3 pieces", () => {
    const { g, a } = atMarket();
    g.act(a, { type: "buy", component: "wood", count: 2, bargain: 0, toManager: false });
    expect(g.refuse(a, { type: "buy", component: "wood", count: 2, bargain: 0, toManager: false })).toBe("TYPE_CAP");
    g.act(a, { type: "buy", component: "wood", count: 1, bargain: 0, toManager: false });
    expect(g.p(a).components.wood).toBe(3);
  });

  it("Bargain: each extra AP lowers that Buy's total by 1, never to 0", () => {
    const { g, a } = atMarket(10);
    expect(g.refuse(a, { type: "buy", component: "metal", count: 2, bargain: 2, toManager: false })).toBe(
      "BARGAIN_LIMIT",
    );
    g.act(a, { type: "buy", component: "metal", count: 2, bargain: 1, toManager: false }); // 2 AP, pays 1
    expect(g.p(a).coins).toBe(9);
    expect(g.state.placement!.ap).toBe(3);
    expect(g.refuse(a, { type: "buy", component: "fabric", count: 3, bargain: 3, toManager: false })).toBe(
      "NOT_ENOUGH_AP",
    );
  });

  it("refuses what you cannot pay", () => {
    const { g, a } = atMarket(2);
    expect(g.refuse(a, { type: "buy", component: "glass", count: 3, bargain: 0, toManager: false })).toBe(
      "CANNOT_AFFORD",
    );
    g.act(a, { type: "buy", component: "glass", count: 3, bargain: 1, toManager: false });
    expect(g.p(a).coins).toBe(0);
  });

  it("the player board stores 6 types (OQ-7); a Manager adds 2 slots where a pile counts one more", () => {
    const { g, a } = atMarket(30);
    const manager = (status: "team" | "supply") => ({
      ...g.p(a).characters,
      manager: { status, card: null, slot: null, inactive: false },
    });
    g.setPlayer(a, {
      components: { rope: 1, saw: 1, animal: 1, petroleum: 1, cog: 1, mirror: 1 },
      characters: manager("supply"),
    });
    expect(g.refuse(a, { type: "buy", component: "wood", count: 1, bargain: 0, toManager: false })).toBe(
      "STORAGE_FULL",
    );
    expect(g.refuse(a, { type: "buy", component: "wood", count: 1, bargain: 0, toManager: true })).toBe("STORAGE_FULL");
    g.setPlayer(a, { characters: manager("team") });
    // a Manager slot holds 2 pieces, which count 3
    expect(g.refuse(a, { type: "buy", component: "wood", count: 3, bargain: 0, toManager: true })).toBe("TYPE_CAP");
    g.act(a, { type: "buy", component: "wood", count: 2, bargain: 0, toManager: true });
    expect(g.p(a).managerPiles).toEqual(["wood"]);
    expect(g.refuse(a, { type: "buy", component: "wood", count: 1, bargain: 0, toManager: false })).toBe("TYPE_CAP");
  });

  it("cannot take more than the general supply holds (OQ-22)", () => {
    const { g, a } = atMarket();
    g.set((s) => ({ ...s, supply: { ...s.supply, fabric: 1 } }));
    expect(g.refuse(a, { type: "buy", component: "fabric", count: 2, bargain: 0, toManager: false })).toBe(
      "SUPPLY_EMPTY",
    );
  });
});

describe("Order (1 AP) and Quick Order (2 AP)", () => {
  it("an order replaces the Buy slot below it when orders arrive at End Turn", () => {
    const { g, a } = atMarket();
    g.act(a, { type: "order", component: "mirror", slot: 1 });
    expect(g.refuse(a, { type: "order", component: "cog", slot: 1 })).toBe("ORDER_SLOT_TAKEN");
    expect(g.refuse(a, { type: "order", component: "mirror", slot: 2 })).toBe("ALREADY_ORDERED");
    // OQ-12: ordering a type already in stock is allowed
    g.act(a, { type: "order", component: "wood", slot: 3 });
    expect(g.refuse(a, { type: "buy", component: "mirror", count: 1, bargain: 0, toManager: false })).toBe(
      "NOT_IN_STOCK",
    );
    g.act(a, { type: "endPlacement" });
    expect(g.state.turn).toBe(2);
    expect(g.state.market).toEqual({
      buy: ["wood", "mirror", "glass", "wood"],
      order: [null, null, null, null],
      quick: null,
    });
  });

  it("Quick Order stocks any type for everybody this turn at +1 per piece; it goes back at End Turn", () => {
    const g = testGame({ players: 2, seed: 44 });
    const [a, b] = g.order as [number, number];
    g.toPlacement({ [a]: { magician: "market_row" }, [b]: { magician: "market_row" } });
    g.setPlayer(b, { coins: 20 });
    g.place(a, "magician", "market-row-1");
    g.act(a, { type: "quickOrder", component: "cog" });
    g.act(a, { type: "quickOrder", component: "padlock" }); // replaces the cog
    expect(g.state.market.quick).toBe("padlock");
    g.act(a, { type: "endPlacement" });
    g.place(b, "magician", "market-row-4");
    g.act(b, { type: "buy", component: "padlock", count: 2, bargain: 0, toManager: false });
    expect(g.p(b).coins).toBe(20 - 2 * 4);
    g.act(b, { type: "endPlacement" });
    expect(g.state.market.quick).toBeNull();
  });
});
