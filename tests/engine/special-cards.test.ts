// RULES §12.3: every Special card offers +1 AP on placement (OQ-26); the effects the engine implements, each from
// its card text (data/assignments.json), one scenario per card.
import { describe, expect, it } from "vitest";
import { SPECIAL_CARDS } from "../../shared/data/assignments";
import { SPECIAL_EFFECTS, type SpecialId } from "../../shared/data/specialEffects";
import type { CharacterId } from "../../shared/engine";
import { darkAlleyGame, giveSpecials, planAlley, type TestGame } from "./testGame";
import { giveTrick, putMarker, withCards } from "./theaterStage";

const FIRST_SLOT: Record<string, string> = {
  downtown: "downtown-1",
  market_row: "market-row-1",
  workshop: "workshop-1",
  theater: "theater-friday-1",
};

/** Seat 0 (Master of Chains, first in initiative) places `character` with `card` on its location's first slot. */
function placedWith(
  card: SpecialId,
  use: "effect" | "ap",
  stage?: (g: TestGame) => void,
  character: CharacterId = "magician",
): TestGame {
  const g = darkAlleyGame({ players: 2, seed: 21 });
  g.set((s) => ({ ...s, initiative: [0, 1] }));
  giveSpecials(g, 0, [card]);
  stage?.(g);
  planAlley(g, 0, {}, { [character]: card });
  const loc = SPECIAL_CARDS.find((c) => c.id === card)!.location;
  g.place(0, character, FIRST_SLOT[loc]!);
  g.act(0, { type: "useSpecial", use });
  return g;
}

describe("the +1 AP corner (OQ-26), every Special card", () => {
  for (const c of SPECIAL_CARDS) {
    it(`${c.id} ${c.name}: +1 AP, or its effect when offered`, () => {
      const g = darkAlleyGame({ players: 2, seed: 21 });
      g.set((s) => ({ ...s, initiative: [0, 1] }));
      giveSpecials(g, 0, [c.id as SpecialId]);
      planAlley(g, 0, {}, { magician: c.id as SpecialId });
      g.place(0, "magician", FIRST_SLOT[c.location]!);
      const ap = g.state.placement!.ap;
      const uses = g.turnLegal(0).filter((a) => a.type === "useSpecial");
      // Freelancer (A25) is used by placing its character elsewhere; Hidden Talent (A24) needs an Apprentice.
      const usable = SPECIAL_EFFECTS[c.id as SpecialId] !== null && c.id !== "A25" && c.id !== "A24";
      expect(uses.map((a) => (a as { use: string }).use)).toEqual(usable ? ["effect", "ap"] : ["ap"]);
      g.act(0, { type: "useSpecial", use: "ap" });
      expect(g.state.placement!.ap).toBe(ap + 1);
    });
  }
});

describe("Special card effects", () => {
  it("A08 Headliner Trick: every link of the set-up pays twice, Shards included", () => {
    const g = placedWith("A08", "effect", (h) => {
      withCards(h, ["P01", "P02", null]);
      giveTrick(h, 0, "T37", 2);
    });
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    const before = g.p(0);
    g.act(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.1", facing: "down", rewards: ["fame"] });
    expect([g.p(0).fame - before.fame, g.p(0).shards - before.shards]).toEqual([2, 2]);
  });

  it("A16 Trick Tweaking: the prepared trick receives 1 extra marker", () => {
    const g = placedWith("A16", "effect", (h) => giveTrick(h, 0, "T25", 0));
    g.act(0, { type: "prepare", trick: "T25" });
    expect(g.p(0).tricks.find((t) => t.id === "T25")!.markers).toBe(3);
  });

  it("A19 Invention: Fame equal to the Advanced + Superior pieces the prepared trick requires", () => {
    // Mechanical Hornet: 1 Cog (Superior), 1 Petroleum (Advanced), 3 Metal
    const g = placedWith("A19", "effect", (h) => {
      giveTrick(h, 0, "T41", 0);
      h.setPlayer(0, { components: { cog: 1, petroleum: 1, metal: 3 }, managerPiles: [] });
    });
    const fame = g.p(0).fame;
    g.act(0, { type: "prepare", trick: "T41" });
    expect(g.p(0).fame).toBe(fame + 2);
  });

  it("A30 Thirst for Knowledge: any category whatever the non-X die shows, 1 AP less", () => {
    const g = placedWith("A30", "effect", (h) => h.setPlayer(0, { fame: 16 }));
    g.setDice({ trick_A: "optical", trick_B: "X" });
    g.act(0, { type: "learnTrick", die: "trick_A", trick: "T41", engineerSlot: false }); // Mechanical
    expect(g.state.placement!.ap).toBe(5 - 2);
    expect(g.refuse(0, { type: "learnTrick", die: "trick_B", trick: "T42", engineerSlot: false })).toBe("DIE_SHOWS_X");
  });

  it("without Thirst for Knowledge the die's category still binds (control)", () => {
    const g = placedWith("A30", "ap", (h) => h.setPlayer(0, { fame: 16 }));
    g.setDice({ trick_A: "optical" });
    expect(g.refuse(0, { type: "learnTrick", die: "trick_A", trick: "T41", engineerSlot: false })).toBe("DIE_MISMATCH");
  });

  it("A33 Fame and Fortune: Take Coins also gives Fame equal to the die minus 1", () => {
    const g = placedWith("A33", "effect");
    g.setDice({ bank_A: 5 });
    const p = g.p(0);
    g.act(0, { type: "takeCoins", die: "bank_A" });
    expect([g.p(0).coins - p.coins, g.p(0).fame - p.fame]).toEqual([5, 4]);
  });

  it("A34 Interest: Take Coins costs 1 AP less and the die is rolled once more for extra coins (X = 0, OQ-36)", () => {
    const g = placedWith("A34", "effect");
    g.setDice({ bank_A: 4 });
    const p = g.p(0);
    const rng = g.state.rng;
    g.act(0, { type: "takeCoins", die: "bank_A" });
    expect(g.state.placement!.ap).toBe(5 - 2);
    expect([0, 3, 4, 5, 6]).toContain(g.p(0).coins - p.coins - 4);
    expect(g.state.rng).not.toBe(rng);
    expect(g.state.dice.bank_A).toBe("X");
  });

  it("A35 Empower: Enhance Character gives +3 AP", () => {
    const g = placedWith("A35", "effect");
    g.act(0, { type: "enhance" });
    expect(g.state.placement!.ap).toBe(5 + 3);
  });

  it("A39 Workshop Exhibition: Fame equal to the coins paid for a Buy minus 1", () => {
    const g = placedWith("A39", "effect", (h) => h.setPlayer(0, { coins: 20, components: {}, managerPiles: [] }));
    const fame = g.p(0).fame;
    g.act(0, { type: "buy", component: "glass", count: 3, bargain: 0, toManager: false });
    expect(g.p(0).fame).toBe(fame + 2);
  });

  it("A09 New Twist: a trick already on that card may be set up there again", () => {
    const g = placedWith("A09", "effect", (h) => withCards(h, ["P01", "P02", null]));
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.2", facing: "up", rewards: [] });
    expect(Object.values(g.state.theaterCards[0]!.markers).filter((m) => m.trick === "T25")).toHaveLength(2);
    const control = placedWith("A09", "ap", (h) => withCards(h, ["P01", "P02", null]));
    control.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    expect(
      control.refuse(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.2", facing: "up", rewards: [] }),
    ).toBe("DUPLICATE_TRICK");
  });

  /** Each player's Fame change when seat 0 performs a card with one marker of each seat, A12 used as `use`. */
  const fiasco = (use: "effect" | "ap"): number[] => {
    const g = darkAlleyGame({ players: 2, seed: 21 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    giveSpecials(g, 0, ["A12"]);
    withCards(g, ["P01", null, null]);
    putMarker(g, 0, "0.0", 0, "T25", "down");
    putMarker(g, 0, "0.2", 1, "T37", "up");
    g.setPlayer(1, { fame: 10 });
    planAlley(g, 0, {}, { magician: "A12" });
    g.place(0, "magician", "theater-friday-stage");
    g.act(0, { type: "useSpecial", use });
    g.declineBreakingFree();
    const before = g.state.players.map((p) => p.fame);
    g.act(0, { type: "perform", card: 0 });
    return g.state.players.map((p, i) => p.fame - before[i]!);
  };

  it("A12 Arranged Fiasco: when its owner performs, +1 Fame per own marker; every other player -1 per marker", () => {
    const [withIt, without] = [fiasco("effect"), fiasco("ap")];
    expect(withIt[0]! - without[0]!).toBe(1);
    expect(withIt[1]! - without[1]!).toBe(-1);
  });

  it("A12 Arranged Fiasco: the Fame per marker is the card's number in the data (specialEffects.ts), not a constant", () => {
    const card = SPECIAL_EFFECTS.A12 as { fame: number };
    const printed = card.fame;
    card.fame = 3;
    try {
      const [withIt, without] = [fiasco("effect"), fiasco("ap")];
      expect([withIt[0]! - without[0]!, withIt[1]! - without[1]!]).toEqual([3, -3]);
    } finally {
      card.fame = printed;
    }
  });

  it("A15 Director's Favor: an opponent's marker may be rescheduled", () => {
    const stage = (h: TestGame) => {
      withCards(h, ["P01", "P02", null]);
      putMarker(h, 0, "0.2", 1, "T37", "up");
    };
    const g = placedWith("A15", "effect", stage);
    g.act(0, { type: "reschedule", fromCard: 0, fromSlot: "0.2", card: 0, slot: "0.0", facing: "down" });
    expect(g.state.theaterCards[0]!.markers["0.0"]).toMatchObject({ seat: 1, trick: "T37" });
    const control = placedWith("A15", "ap", stage);
    expect(
      control.refuse(0, { type: "reschedule", fromCard: 0, fromSlot: "0.2", card: 0, slot: "0.0", facing: "down" }),
    ).toBe("NO_SUCH_MARKER");
  });

  it("A17 Test Run: one marker fewer, and the trick's Fame, Coin and Shard yields at once", () => {
    const g = placedWith("A17", "effect", (h) => giveTrick(h, 0, "T25", 0));
    const p = g.p(0);
    g.act(0, { type: "prepare", trick: "T25" }); // Barricaded Barrels: 2 markers, 1 Fame 1 Coin
    expect(g.p(0).tricks.find((t) => t.id === "T25")!.markers).toBe(1);
    expect([g.p(0).fame - p.fame, g.p(0).coins - p.coins]).toEqual([1, 1]);
  });

  it("A20 Ingenuity: Prepare while short of one required type; the trick gets only 1 marker", () => {
    // Stocks Escape (Engineer slot) needs 2 Wood + 2 Metal; the Escape beginner holds 2 Wood only
    const g = placedWith("A20", "effect");
    g.act(0, { type: "prepare", trick: "T26" });
    expect(g.p(0).tricks.find((t) => t.id === "T26")!.markers).toBe(1);
    const control = placedWith("A20", "ap");
    expect(control.refuse(0, { type: "prepare", trick: "T26" })).toBe("REQUIREMENTS_NOT_MET");
    const two = placedWith("A20", "effect", (h) => h.setPlayer(0, { components: {}, managerPiles: [] }));
    expect(two.refuse(0, { type: "prepare", trick: "T26" })).toBe("REQUIREMENTS_NOT_MET"); // short of two types
  });

  it("A31 Leaked Blueprints: a learned trick of threshold 16 or less arrives with 1 marker, components or not", () => {
    const g = placedWith("A31", "effect");
    g.setDice({ trick_A: "any" });
    g.act(0, { type: "learnTrick", die: "trick_A", trick: "T04", engineerSlot: false });
    expect(g.p(0).tricks.find((t) => t.id === "T04")!.markers).toBe(1);
  });

  it("A44 Business Share: for the rest of the turn, coins an opponent pays at the Market Row go to its owner", () => {
    const g = darkAlleyGame({ players: 2, seed: 21 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    giveSpecials(g, 0, ["A44"]);
    g.skipAdvertising();
    g.act(0, { type: "assignAlley", character: "magician", card: "A44" }).act(0, { type: "confirmAssignments" });
    g.act(1, { type: "assign", character: "magician", location: "market_row" }).act(1, { type: "confirmAssignments" });
    g.place(0, "magician", "market-row-1")
      .act(0, { type: "useSpecial", use: "effect" })
      .act(0, { type: "endPlacement" });
    g.place(1, "magician", "market-row-4");
    const [mine, theirs] = [g.p(0).coins, g.p(1).coins];
    g.act(1, { type: "buy", component: "glass", count: 2, bargain: 0, toManager: false });
    expect([g.p(0).coins - mine, g.p(1).coins - theirs]).toEqual([2, -2]);
  });

  it("A45 Workshop Delivery: types you hold count as stock, each piece 1 coin cheaper (at least 1)", () => {
    const g = placedWith("A45", "effect", (h) =>
      h.setPlayer(0, { coins: 10, components: { rope: 1 }, managerPiles: [] }),
    );
    g.act(0, { type: "buy", component: "rope", count: 2, bargain: 0, toManager: false });
    expect([g.p(0).components.rope, g.p(0).coins]).toEqual([3, 8]);
    const control = placedWith("A45", "ap", (h) =>
      h.setPlayer(0, { coins: 10, components: { rope: 1 }, managerPiles: [] }),
    );
    expect(control.refuse(0, { type: "buy", component: "rope", count: 1, bargain: 0, toManager: false })).toBe(
      "NOT_IN_STOCK",
    );
  });
});

// The cards below carry a choice, so each has an action of its own (shared/engine/specialActions.ts), offered only
// while the card is used as its effect. Seed 21, seat 0 (Master of Chains): 14 coins, 5 Fame, 1 Shard, 2 Wood;
// Barricaded Barrels (T25, 2 markers) and Stocks Escape (T26, Engineer slot, unprepared); the Market Row stocks
// Wood, Metal, Glass, Fabric; the Magician has 5 AP on a +2 slot.
describe("Special card effects with a choice", () => {
  it("A28 Headhunter: hire any character type whatever the (non-X) Inn die shows, 1 AP less", () => {
    const g = placedWith("A28", "effect");
    g.setDice({ inn_specialist: "apprentice", inn_apprentice: "X" });
    expect(g.turnLegal(0)).toContainEqual({ type: "headhunt", die: "inn_specialist", character: "assistant" });
    g.act(0, { type: "headhunt", die: "inn_specialist", character: "assistant" });
    expect(g.p(0).characters.assistant.status).toBe("inn");
    expect(g.state.placement!.ap).toBe(5 - 2);
    expect(g.state.dice.inn_specialist).toBe("X");
    expect(g.refuse(0, { type: "headhunt", die: "inn_apprentice", character: "manager" })).toBe("DIE_SHOWS_X");
    const control = placedWith("A28", "ap");
    control.setDice({ inn_specialist: "apprentice" });
    expect(control.refuse(0, { type: "headhunt", die: "inn_specialist", character: "assistant" })).toBe(
      "NOT_YOUR_EFFECT",
    );
  });

  it("A26 Mass Recruitment: hiring an Apprentice, pay 3 coins for a second one (no AP, no die)", () => {
    const g = placedWith("A26", "effect");
    g.setDice({ inn_apprentice: "apprentice" });
    const coins = g.p(0).coins;
    g.act(0, { type: "massRecruitment", die: "inn_apprentice" });
    expect([g.p(0).characters.apprentice2.status, g.p(0).characters.apprentice3.status]).toEqual(["inn", "inn"]);
    expect([g.p(0).coins, g.state.placement!.ap]).toEqual([coins - 3, 5 - 3]);
    // RULES §3.1: only 3 Apprentices on the board without an Assistant
    const full = placedWith("A26", "effect", (h) =>
      h.setPlayer(0, {
        characters: { ...h.p(0).characters, apprentice2: { ...h.p(0).characters.apprentice2, status: "team" } },
      }),
    );
    full.setDice({ inn_apprentice: "apprentice" });
    expect(full.refuse(0, { type: "massRecruitment", die: "inn_apprentice" })).toBe("NO_APPRENTICE_SLOT");
    const poor = placedWith("A26", "effect", (h) => h.setPlayer(0, { coins: 2 }));
    poor.setDice({ inn_apprentice: "apprentice" });
    expect(poor.refuse(0, { type: "massRecruitment", die: "inn_apprentice" })).toBe("CANNOT_AFFORD");
  });

  it("A37 Smuggled Goods: instead of coins, lose Fame equal to the total price minus 1", () => {
    const g = placedWith("A37", "effect");
    const [coins, fame, glass] = [g.p(0).coins, g.p(0).fame, g.state.supply.glass!];
    g.act(0, { type: "smuggle", component: "glass", count: 3, toManager: false });
    expect([g.p(0).coins, g.p(0).fame, g.p(0).components.glass, g.state.supply.glass]).toEqual([
      coins,
      fame - 2,
      3,
      glass - 3,
    ]);
    const poor = placedWith("A37", "effect", (h) => h.setPlayer(0, { fame: 1 }));
    expect(poor.refuse(0, { type: "smuggle", component: "glass", count: 3, toManager: false })).toBe("NOT_ENOUGH_FAME");
  });

  it("A38 Barter with Power: 1 Shard for stocked components worth 4 coins or less, no coins paid", () => {
    const g = placedWith("A38", "effect");
    const coins = g.p(0).coins;
    g.act(0, { type: "barter", components: ["wood", "glass", "glass", "fabric"] });
    expect([g.p(0).shards, g.p(0).coins]).toEqual([0, coins]);
    expect(g.p(0).components).toEqual({ wood: 3, glass: 2, fabric: 1 });
    const rich = placedWith("A38", "effect", (h) => h.set((s) => ({ ...s, market: { ...s.market, quick: "rope" } })));
    expect(rich.refuse(0, { type: "barter", components: ["wood", "wood", "rope"] })).toBe("VALUE_LIMIT"); // 1 + 1 + 3 (Quick Order) = 5
    const none = placedWith("A38", "effect", (h) => h.setPlayer(0, { shards: 0 }));
    expect(none.refuse(0, { type: "barter", components: ["wood"] })).toBe("NO_SHARDS");
  });

  it("A36 Component Sale: one Buy of up to 4 components in any mix of stocked types", () => {
    const g = placedWith("A36", "effect");
    const coins = g.p(0).coins;
    g.act(0, { type: "componentSale", components: ["wood", "metal", "glass", "glass"], bargain: 1 });
    expect(g.p(0).components).toEqual({ wood: 3, metal: 1, glass: 2 });
    expect([g.p(0).coins, g.state.placement!.ap]).toEqual([coins - 3, 5 - 2]);
    expect(
      g.refuse(0, { type: "componentSale", components: ["wood", "metal", "glass", "fabric", "fabric"], bargain: 0 }),
    ).toBe("BAD_COUNT");
    expect(g.refuse(0, { type: "componentSale", components: ["glass", "wood"], bargain: 0 })).toBe("BAD_ACTION"); // not in component order
  });

  it("A42 Traveling Merchants: an Order whose component comes at once from the supply, for its price + 1", () => {
    const g = placedWith("A42", "effect");
    const [coins, cogs] = [g.p(0).coins, g.state.supply.cog!];
    g.act(0, { type: "orderNow", component: "cog" });
    expect([g.p(0).components.cog, g.p(0).coins, g.state.supply.cog]).toEqual([1, coins - 4, cogs - 1]);
    expect(g.state.market.order).toEqual([null, null, null, null]);
    g.act(0, { type: "orderNow", component: "saw" }); // any number of Order actions
    expect(g.p(0).components.saw).toBe(1);
  });

  it("A43 Dubious Sources: at End Turn the Quick Order component goes to your Workshop, not back to the supply", () => {
    const run = (use: "effect" | "ap") => {
      const g = placedWith("A43", use);
      g.act(0, { type: "quickOrder", component: "cog" });
      const cogs = g.state.supply.cog!;
      g.act(0, { type: "endPlacement" });
      expect(g.state.turn).toBe(2);
      return [g.p(0).components.cog ?? 0, g.state.supply.cog! - cogs];
    };
    expect(run("effect")).toEqual([1, 0]);
    expect(run("ap")).toEqual([0, 1]);
  });

  it("A21 Unstable Prototype: return required components for +1 marker and +1 Fame and +1 coin each", () => {
    const g = placedWith("A21", "effect", (h) => h.setPlayer(0, { components: { wood: 2, metal: 2 } }), "apprentice1");
    const [fame, coins] = [g.p(0).fame, g.p(0).coins];
    g.act(0, { type: "unstablePrototype", trick: "T26", components: ["wood", "metal"] });
    expect(g.p(0).tricks.find((t) => t.id === "T26")!.markers).toBe(2 + 1 + 1); // printed, Engineer slot, the card
    expect([g.p(0).fame - fame, g.p(0).coins - coins]).toEqual([2, 2]);
    expect(g.p(0).components).toEqual({ wood: 1, metal: 1 });
    const h = placedWith(
      "A21",
      "effect",
      (x) => x.setPlayer(0, { components: { wood: 2, metal: 2, glass: 1 } }),
      "apprentice1",
    );
    expect(h.refuse(0, { type: "unstablePrototype", trick: "T26", components: ["glass"] })).toBe("NOT_REQUIRED");
    expect(
      h.refuse(0, { type: "unstablePrototype", trick: "T26", components: ["wood", "wood", "metal", "metal"] }),
    ).toBe("BAD_COUNT");
  });

  it("A18 Replacable Parts: one marker fewer, and 1 marker on another trick of equal or lower threshold", () => {
    const g = placedWith("A18", "effect", (h) => h.setPlayer(0, { components: { wood: 2, metal: 2 } }), "apprentice1");
    g.act(0, { type: "replacableParts", trick: "T26", other: "T25" });
    expect(g.p(0).tricks.map((t) => [t.id, t.markers])).toEqual([
      ["T25", 3],
      ["T26", 2],
    ]);
    const high = placedWith(
      "A18",
      "effect",
      (h) => {
        h.setPlayer(0, { components: { wood: 2, metal: 2 } });
        giveTrick(h, 0, "T41", 0);
      },
      "apprentice1",
    );
    expect(high.refuse(0, { type: "replacableParts", trick: "T26", other: "T41" })).toBe("THRESHOLD_TOO_HIGH");
  });

  it("A14 Street Performance: instead of moving it, take your marker off the card and receive its yields now", () => {
    const stage = (h: TestGame) => {
      withCards(h, ["P01", "P02", null]);
      putMarker(h, 0, "0.0", 0, "T25", "down");
      putMarker(h, 0, "0.2", 1, "T37", "up");
    };
    const g = placedWith("A14", "effect", stage);
    const p = g.p(0);
    g.act(0, { type: "streetPerformance", card: 0, slot: "0.0" });
    expect(g.state.theaterCards[0]!.markers["0.0"]).toBeUndefined();
    // Barricaded Barrels yields 1 Fame 1 Coin; Friday's modifier is 0 (OQ-36: the owner's modifier)
    expect([g.p(0).fame - p.fame, g.p(0).coins - p.coins, g.p(0).markerSupply.spades - p.markerSupply.spades]).toEqual([
      1, 1, 1,
    ]);
    expect(g.refuse(0, { type: "streetPerformance", card: 0, slot: "0.2" })).toBe("NO_SUCH_MARKER"); // not yours
  });

  it("A32 Investments: Take Coins, then buy up to 3 stocked components with the coins just taken", () => {
    const g = placedWith("A32", "effect");
    g.setDice({ bank_A: 6 });
    const coins = g.p(0).coins;
    g.act(0, { type: "investments", die: "bank_A", components: ["metal", "glass", "glass"] });
    expect([g.p(0).coins - coins, g.p(0).components.metal, g.p(0).components.glass]).toEqual([6 - 3, 1, 2]);
    expect([g.state.placement!.ap, g.state.dice.bank_A]).toEqual([5 - 3, "X"]);
    g.setDice({ bank_B: 2 });
    expect(g.refuse(0, { type: "investments", die: "bank_B", components: ["metal", "glass", "glass"] })).toBe(
      "NOT_ENOUGH_AP",
    );
    const h = placedWith("A32", "effect");
    h.setDice({ bank_A: 2 });
    expect(h.refuse(0, { type: "investments", die: "bank_A", components: ["metal", "glass", "glass"] })).toBe(
      "CANNOT_AFFORD",
    ); // only the coins just taken
    expect(h.refuse(0, { type: "investments", die: "bank_A", components: ["cog"] })).toBe("NOT_IN_STOCK");
  });

  it("A40 Shoplifting: a component taken from the Market Row stock itself, free; a Basic one of your choice replaces it", () => {
    const g = placedWith("A40", "effect");
    const [coins, glass, wood] = [g.p(0).coins, g.state.supply.glass!, g.state.supply.wood!];
    g.act(0, { type: "shoplift", slot: 2, replacement: "wood" }); // the Glass tile
    expect([g.p(0).components.glass, g.p(0).coins]).toEqual([1, coins]);
    expect(g.state.market.buy).toEqual(["wood", "metal", "wood", "fabric"]);
    expect([g.state.supply.glass, g.state.supply.wood]).toEqual([glass, wood - 1]);
    expect(g.refuse(0, { type: "shoplift", slot: 1, replacement: "cog" })).toBe("BAD_CHOICE"); // not Basic
  });

  it("A29 Trick Overhaul: learn a trick in place of one of yours, whose markers and symbol move onto it", () => {
    const stage = (h: TestGame) => {
      h.setPlayer(0, { components: { wood: 2, metal: 2 } });
      withCards(h, ["P01", "P02", null]);
      putMarker(h, 0, "0.0", 0, "T25", "down");
    };
    const g = placedWith("A29", "effect", stage);
    g.setDice({ trick_A: "mechanical" });
    expect(g.state.residence).toContain("T37");
    g.act(0, { type: "trickOverhaul", die: "trick_A", trick: "T37", replace: "T25" });
    expect(g.p(0).tricks.map((t) => [t.id, t.symbol, t.markers])).toEqual([
      ["T37", "spades", 2],
      ["T26", "hearts", 0],
    ]);
    expect(g.state.theaterCards[0]!.markers["0.0"]).toMatchObject({ seat: 0, trick: "T37", symbol: "spades" });
    expect(g.state.residence).toContain("T25");
    expect(g.state.residence).not.toContain("T37");
    const short = placedWith("A29", "effect");
    short.setDice({ trick_A: "mechanical" });
    expect(short.refuse(0, { type: "trickOverhaul", die: "trick_A", trick: "T37", replace: "T25" })).toBe(
      "REQUIREMENTS_NOT_MET",
    ); // Linking Rings needs 2 Metal
  });

  it("A22 Enhance Trick: a Shard on the prepared trick, which yields +1 Fame and +1 coin from then on", () => {
    const g = placedWith("A22", "effect", (h) => h.setPlayer(0, { components: { wood: 2, metal: 2 } }), "apprentice1");
    g.act(0, { type: "enhanceTrick", trick: "T26" });
    const t = g.p(0).tricks.find((x) => x.id === "T26")!;
    expect([t.markers, t.enhanced, g.p(0).shards]).toEqual([3, true, 0]);
    const none = placedWith(
      "A22",
      "effect",
      (h) => h.setPlayer(0, { components: { wood: 2, metal: 2 }, shards: 0 }),
      "apprentice1",
    );
    expect(none.refuse(0, { type: "enhanceTrick", trick: "T26" })).toBe("NO_SHARDS");
    // the show: Stocks Escape yields 0 Fame, 1 coin, 1 Shard (Friday: modifier 0); enhanced, 1 Fame and 2 coins
    const show = (enhanced: boolean): number[] => {
      const h = darkAlleyGame({ players: 2, seed: 21 });
      h.set((s) => ({ ...s, initiative: [0, 1] }));
      withCards(h, ["P01", null, null]);
      h.setPlayer(0, {
        tricks: h.p(0).tricks.map((x) => (x.id === "T26" && enhanced ? { ...x, enhanced: true as const } : x)),
      });
      putMarker(h, 0, "0.0", 0, "T26", "down");
      planAlley(h, 0, { magician: "theater" }, {});
      h.place(0, "magician", "theater-friday-stage");
      h.declineBreakingFree();
      const before = h.p(0);
      h.act(0, { type: "perform", card: 0 });
      return [h.p(0).fame - before.fame, h.p(0).coins - before.coins];
    };
    const [withShard, without] = [show(true), show(false)];
    expect([withShard[0]! - without[0]!, withShard[1]! - without[1]!]).toEqual([1, 1]);
  });

  it("A10 Buying Time: after the set-up, swap two performance cards and gain 3 coins", () => {
    const g = placedWith("A10", "effect", (h) => withCards(h, ["P01", "P02", null]));
    expect(g.refuse(0, { type: "buyingTime", cardA: 0, cardB: 1 })).toBe("NOT_YET");
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    expect(g.turnLegal(0)).toContainEqual({ type: "buyingTime", cardA: 0, cardB: 1 });
    expect(g.refuse(0, { type: "buyingTime", cardA: 0, cardB: 2 })).toBe("NO_SUCH_CARD");
    const coins = g.p(0).coins;
    g.act(0, { type: "buyingTime", cardA: 0, cardB: 1 });
    expect(g.state.theaterCards.map((c) => c?.id ?? null)).toEqual(["P02", "P01", null]);
    expect(g.state.theaterCards[1]!.markers["0.0"]).toMatchObject({ seat: 0, trick: "T25" }); // markers move with their card
    expect(g.p(0).coins).toBe(coins + 3);
    expect(g.refuse(0, { type: "buyingTime", cardA: 0, cardB: 1 })).toBe("ALREADY_DONE");
  });
});
