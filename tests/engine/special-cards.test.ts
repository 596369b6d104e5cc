// RULES §12.3: every Special card offers +1 AP on placement (OQ-26); the effects the engine implements, each from
// its card text (data/assignments.json), one scenario per card.
import { describe, expect, it } from "vitest";
import { SPECIAL_CARDS } from "../../shared/data/assignments";
import { SPECIAL_EFFECTS, type SpecialId } from "../../shared/data/specialEffects";
import type { CharacterId } from "../../shared/engine";
import { darkAlleyGame, giveSpecials, planAlley, type TestGame } from "./testGame";
import { giveTrick, withCards } from "./theaterStage";

const FIRST_SLOT: Record<string, string> = { downtown: "downtown-1", market_row: "market-row-1", workshop: "workshop-1", theater: "theater-friday-1" };

/** Seat 0 (Master of Chains, first in initiative) places `character` with `card` on its location's first slot. */
function placedWith(card: SpecialId, use: "effect" | "ap", stage?: (g: TestGame) => void, character: CharacterId = "magician"): TestGame {
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
      expect(uses.map((a) => (a as { use: string }).use)).toEqual(SPECIAL_EFFECTS[c.id as SpecialId] ? ["effect", "ap"] : ["ap"]);
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
});
