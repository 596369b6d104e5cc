// RULES §6.1 Downtown: Learn Trick, Hire Character, Take Coins, Reroll Die, Set Die.
import { describe, expect, it } from "vitest";
import { SYMBOLS } from "../../shared/engine";
import { testGame } from "./testGame";

/** Seat `who` (first in initiative) has its Magician on Downtown +2 (5 AP), with the given dice. */
function atDowntown(players: 2 | 3 | 4 = 3) {
  const g = testGame({ players, seed: 33 });
  const a = g.order[0]!;
  g.toPlacement({ [a]: { magician: "downtown" } });
  g.setDice({ trick_A: "X", trick_B: "X", inn_specialist: "X", inn_apprentice: "X", bank_A: "X", bank_B: "X" });
  g.place(a, "magician", "downtown-1");
  return { g, a };
}

describe("Learn Trick (3 AP)", () => {
  it("takes a trick of the die's category, turns the die to X and puts a symbol marker on the trick", () => {
    const { g, a } = atDowntown();
    g.setDice({ trick_A: "mechanical" });
    const owned = g.p(a).tricks.length;
    g.act(a, { type: "learnTrick", die: "trick_A", trick: "T38", engineerSlot: false });
    expect(g.state.dice.trick_A).toBe("X");
    expect(g.p(a).tricks).toHaveLength(owned + 1);
    expect(g.p(a).tricks.at(-1)).toEqual({ id: "T38", symbol: SYMBOLS[owned], markers: 0, engineerSlot: false });
    expect(g.state.residence).not.toContain("T38");
    expect(g.state.placement!.ap).toBe(2);
  });

  it("'?' allows any category; the favourite category is always allowed but still needs a non-X die (OQ-11)", () => {
    const { g, a } = atDowntown();
    const fav = a === 0 ? "T27" : a === 1 ? "T02" : "T14"; // seat 0 Escape, 1 Optical, 2 Spiritual
    expect(g.refuse(a, { type: "learnTrick", die: "trick_A", trick: fav, engineerSlot: false })).toBe("DIE_SHOWS_X");
    g.setDice({ trick_A: "any", trick_B: "mechanical" });
    expect(
      g.refuse(a, { type: "learnTrick", die: "trick_B", trick: a === 1 ? "T14" : "T02", engineerSlot: false }),
    ).toBe("DIE_MISMATCH");
    g.act(a, { type: "learnTrick", die: "trick_B", trick: fav, engineerSlot: false });
    expect(g.state.dice.trick_B).toBe("X");
  });

  it("needs Fame at least the threshold (no buy-out, OQ-2) and a free trick slot", () => {
    const { g, a } = atDowntown();
    g.setDice({ trick_A: "any", trick_B: "any" });
    expect(g.refuse(a, { type: "learnTrick", die: "trick_A", trick: "T29", engineerSlot: false })).toBe(
      "FAME_THRESHOLD",
    );
    g.setPlayer(a, { fame: 16 });
    if (a !== 0) {
      // no Engineer, so no Engineer slot
      expect(g.refuse(a, { type: "learnTrick", die: "trick_A", trick: "T29", engineerSlot: true })).toBe(
        "NO_TRICK_SLOT",
      );
    }
    g.setPlayer(a, {
      tricks: [
        { id: "T39", symbol: "spades", markers: 0, engineerSlot: false },
        { id: "T40", symbol: "hearts", markers: 0, engineerSlot: false },
        { id: "T04", symbol: "diamonds", markers: 0, engineerSlot: false },
      ],
    });
    expect(g.refuse(a, { type: "learnTrick", die: "trick_B", trick: "T30", engineerSlot: false })).toBe(
      "NO_TRICK_SLOT",
    );
  });

  it("may go straight onto a free Engineer slot (OQ-9)", () => {
    const g = testGame({ players: 2, seed: 2, magicians: ["M01", "M02"] });
    g.set((s) => ({ ...s, initiative: [0, 1] })); // seat 0 (Escape beginner) owns the Engineer
    g.toPlacement({ 0: { magician: "downtown" } });
    g.setPlayer(0, { tricks: g.p(0).tricks.filter((t) => !t.engineerSlot) });
    g.setDice({ trick_A: "optical" });
    g.place(0, "magician", "downtown-1");
    g.act(0, { type: "learnTrick", die: "trick_A", trick: "T02", engineerSlot: true });
    expect(g.p(0).tricks.find((t) => t.id === "T02")!.engineerSlot).toBe(true);
  });
});

describe("Hire Character (3 AP)", () => {
  it("hires from the Inn die shown; the new character waits on the Inn, free of charge, and joins at End Turn", () => {
    const { g, a } = atDowntown();
    g.setDice({ inn_apprentice: "apprentice", inn_specialist: "assistant" });
    const coins = g.p(a).coins;
    g.act(a, { type: "hireCharacter", die: "inn_apprentice" });
    expect(g.p(a).characters.apprentice2.status).toBe("inn");
    expect(g.state.dice.inn_apprentice).toBe("X");
    expect(g.p(a).coins).toBe(coins);
    g.act(a, { type: "endPlacement" });
    expect(g.refuse(a, { type: "assign", character: "apprentice2", location: "downtown" })).toBe("WRONG_PHASE");
    // play out the turn: the hired apprentice is paid no wage and then joins
    while (g.state.turn === 1) g.act(g.active[0]!, { type: "endPlacement" });
    expect(g.p(a).characters.apprentice2.status).toBe("team");
    expect(g.p(a).coins).toBe(coins); // the magician has no wage
  });

  it("refuses a specialist you already have, and an apprentice when none is left", () => {
    const { g, a } = atDowntown();
    const owned = a === 0 ? "engineer" : a === 1 ? "manager" : "manager";
    g.setDice({ inn_specialist: owned, inn_apprentice: "apprentice" });
    expect(g.refuse(a, { type: "hireCharacter", die: "inn_specialist" })).toBe("ALREADY_OWNED");
    g.setPlayer(a, {
      characters: Object.fromEntries(
        Object.entries(g.p(a).characters).map(([k, v]) => [
          k,
          k.startsWith("apprentice") ? { ...v, status: "team" } : v,
        ]),
      ) as never,
    });
    expect(g.refuse(a, { type: "hireCharacter", die: "inn_apprentice" })).toBe("NONE_LEFT");
    expect(g.refuse(a, { type: "hireCharacter", die: "bank_A" as never })).toBe("BAD_ACTION");
  });
});

describe("Take Coins, Reroll Die, Set Die", () => {
  it("Take Coins takes the Bank die's value and turns it to X", () => {
    const { g, a } = atDowntown();
    g.setDice({ bank_B: 6 });
    const coins = g.p(a).coins;
    expect(g.refuse(a, { type: "takeCoins", die: "bank_A" })).toBe("DIE_SHOWS_X");
    g.act(a, { type: "takeCoins", die: "bank_B" });
    expect(g.p(a).coins).toBe(coins + 6);
    expect(g.state.dice.bank_B).toBe("X");
  });

  it("Reroll (1 AP) rerolls any die, X included; Set Die (2 AP) turns a die to any of its faces, X included (OQ-38)", () => {
    const { g, a } = atDowntown();
    g.act(a, { type: "rerollDie", die: "inn_apprentice" });
    expect(g.state.placement!.ap).toBe(4);
    g.act(a, { type: "setDie", die: "inn_specialist", face: "manager" });
    expect(g.state.dice.inn_specialist).toBe("manager");
    expect(g.refuse(a, { type: "setDie", die: "bank_A", face: 7 })).toBe("BAD_FACE");
    expect(g.refuse(a, { type: "setDie", die: "bank_A", face: "apprentice" })).toBe("BAD_FACE");
    g.act(a, { type: "setDie", die: "bank_A", face: "X" });
    expect(g.state.placement!.ap).toBe(0);
  });

  it("an action costing more AP than left is refused; two 3-AP actions fit in 6 AP", () => {
    const { g, a } = atDowntown();
    g.setDice({ bank_A: 3, bank_B: 5 });
    g.act(a, { type: "takeCoins", die: "bank_A" });
    expect(g.refuse(a, { type: "takeCoins", die: "bank_B" })).toBe("NOT_ENOUGH_AP");
    g.act(a, { type: "enhance" });
    g.act(a, { type: "takeCoins", die: "bank_B" });
    expect(g.state.placement).toBeNull();
  });
});
