// RULES §12.8: the magicians' abilities with Dark Alley, offered through legalActions when the rules give them;
// and the table options that turn prophecies and abilities off.
import { describe, expect, it } from "vitest";
import type { MagicianId } from "../../shared/data/magicians";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import type { ModuleOptions } from "../../shared/data/modules";
import { createGame } from "../../shared/engine";
import { TestGame, planAlley } from "./testGame";
import { putMarker, withCards } from "./theaterStage";

/** A 2-player Dark Alley beginner game with these magicians, seat 0 first in initiative. */
function game(magicians: [MagicianId, MagicianId], modules: ModuleOptions = { darkAlley: true }): TestGame {
  const g = new TestGame(createGame({ players: 2, beginnerSetup: true, magicians, modules }, 41));
  return g.set((s) => ({ ...s, initiative: [0, 1] }));
}

describe("Magic for the Masses (the Gentleman)", () => {
  it("+1 Fame per trick owned when the Magician is placed at Downtown, Market Row or the Dark Alley", () => {
    const g = game(["M06", "M01"]);
    const tricks = g.p(0).tricks.length;
    planAlley(g, 0, { magician: "downtown" }, {});
    const fame = g.p(0).fame;
    g.place(0, "magician", "downtown-1");
    expect(tricks).toBeGreaterThan(0);
    expect(g.p(0).fame).toBe(fame + tricks);
  });

  it("nothing in the Workshop or the Theater, for other characters, or with abilities off", () => {
    const g = game(["M06", "M01"]);
    planAlley(g, 0, { magician: "workshop", apprentice1: "downtown" }, {});
    const fame = g.p(0).fame;
    g.place(0, "magician", "workshop-1").act(0, { type: "endPlacement" });
    g.place(0, "apprentice1", "downtown-1");
    expect(g.p(0).fame).toBe(fame);
    const off = game(["M06", "M01"], { darkAlley: true, abilities: false });
    planAlley(off, 0, { magician: "downtown" }, {});
    const before = off.p(0).fame;
    off.place(0, "magician", "downtown-1");
    expect(off.p(0).fame).toBe(before);
  });
});

describe("Mechanical Enhancement (the Mechaniker)", () => {
  it("once per turn, +1 AP to an Apprentice anywhere but the Theater; it keeps a spent placement open", () => {
    const g = game(["M04", "M01"]);
    planAlley(g, 0, { apprentice1: "downtown", magician: "market_row" }, {});
    g.place(0, "apprentice1", "downtown-4"); // 1 AP
    expect(g.turnLegal(0)).toContainEqual({ type: "mechanicalEnhancement" });
    g.act(0, { type: "rerollDie", die: "bank_A" }); // 0 AP left: still open for the ability
    expect(g.state.placement).not.toBeNull();
    g.act(0, { type: "mechanicalEnhancement" });
    expect(g.state.placement!.ap).toBe(1);
    expect(g.refuse(0, { type: "mechanicalEnhancement" })).toBe("ALREADY_DONE");
    g.act(0, { type: "endPlacement" });
  });

  it("not for the Magician, not in the Theater, not for another magician", () => {
    const g = game(["M04", "M01"]);
    planAlley(g, 0, { magician: "downtown", apprentice1: "theater" }, {});
    g.place(0, "magician", "downtown-4");
    expect(g.refuse(0, { type: "mechanicalEnhancement" })).toBe("NOT_ALLOWED_HERE");
    expect(g.turnLegal(0)).not.toContainEqual({ type: "mechanicalEnhancement" });
    g.act(0, { type: "endPlacement" });
    g.place(0, "apprentice1", "theater-friday-1");
    expect(g.refuse(0, { type: "mechanicalEnhancement" })).toBe("NOT_ALLOWED_HERE");
    const other = game(["M01", "M04"]);
    planAlley(other, 0, { apprentice1: "downtown" }, {});
    other.place(0, "apprentice1", "downtown-4");
    expect(other.refuse(0, { type: "mechanicalEnhancement" })).toBe("NOT_YOUR_ABILITY");
  });
});

describe("Fate Weaving (the Priestess)", () => {
  it("at the Dark Alley, 1 AP: a chosen Pending prophecy replaces the Active one, the pile refills its slot", () => {
    const g = game(["M03", "M01"]);
    g.emptyTurn().set((s) => ({ ...s, initiative: [0, 1] }));
    const { active, pending, pile } = g.state.alley!;
    expect(active).not.toBeNull();
    planAlley(g, 0, {}, { magician: "A05" });
    g.place(0, "magician", "dark-alley-1");
    const ap = g.state.placement!.ap;
    expect(g.turnLegal(0).filter((a) => a.type === "fateWeaving")).toHaveLength(3);
    expect(g.refuse(0, { type: "fateWeaving", prophecy: active! })).toBe("NOT_PENDING");
    g.act(0, { type: "fateWeaving", prophecy: pending[1]! });
    expect(g.state.alley!.active).toBe(pending[1]);
    expect(g.state.alley!.pending).toEqual([pending[0], pile[0], pending[2]]);
    expect(g.state.alley!.used).toEqual([active]);
    expect(g.state.placement!.ap).toBe(ap - 1);
  });

  it("needs an Active prophecy (none in turn 1), and is the Priestess's only", () => {
    const g = game(["M03", "M01"]);
    planAlley(g, 0, {}, { magician: "A05" });
    g.place(0, "magician", "dark-alley-1");
    expect(g.refuse(0, { type: "fateWeaving", prophecy: g.state.alley!.pending[0]! })).toBe("NO_ACTIVE_PROPHECY");
    const other = game(["M01", "M03"]);
    planAlley(other, 0, {}, { magician: "A05" });
    other.place(0, "magician", "dark-alley-1");
    expect(other.refuse(0, { type: "fateWeaving", prophecy: other.state.alley!.pending[0]! })).toBe("NOT_YOUR_ABILITY");
  });
});

describe("Mimesis (the Great Optico)", () => {
  it("a permanent card copies an opponent's revealed Special card of its location: its effect or +1 AP, once per turn", () => {
    const g = game(["M02", "M01"]);
    g.setPlayer(1, { alley: { ...g.p(1).alley!, specials: ["A33"] } });
    g.skipAdvertising();
    g.act(0, { type: "assign", character: "magician", location: "downtown" }).act(0, { type: "confirmAssignments" });
    g.act(1, { type: "assignAlley", character: "magician", card: "A33" }).act(1, { type: "confirmAssignments" });
    g.place(0, "magician", "downtown-1");
    expect(g.turnLegal(0)).toContainEqual({ type: "mimesis", card: "A33" });
    g.act(0, { type: "mimesis", card: "A33" });
    expect(g.refuse(0, { type: "takeCoins", die: "bank_A" })).toBe("CHOOSE_SPECIAL_FIRST");
    g.act(0, { type: "useSpecial", use: "effect" }); // Fame and Fortune
    g.setDice({ bank_A: 6 });
    const p = g.p(0);
    g.act(0, { type: "takeCoins", die: "bank_A" });
    expect([g.p(0).coins - p.coins, g.p(0).fame - p.fame]).toEqual([6, 5]);
    expect(g.refuse(0, { type: "mimesis", card: "A33" })).toBe("ALREADY_DONE");
    // the copied card stays the opponent's
    expect(g.p(1).alley!.under.magician).toBe("A33");
  });

  it("only an opponent's card of the same location, only for the Optico", () => {
    const g = game(["M02", "M01"]);
    g.setPlayer(1, { alley: { ...g.p(1).alley!, specials: ["A40"] } });
    g.skipAdvertising();
    g.act(0, { type: "assign", character: "magician", location: "downtown" }).act(0, { type: "confirmAssignments" });
    g.act(1, { type: "assignAlley", character: "magician", card: "A40" }).act(1, { type: "confirmAssignments" });
    g.place(0, "magician", "downtown-1");
    expect(g.turnLegal(0).some((a) => a.type === "mimesis")).toBe(false);
    expect(g.refuse(0, { type: "mimesis", card: "A40" })).toBe("NO_CARD");
    const other = game(["M01", "M02"]);
    planAlley(other, 0, { magician: "downtown" }, {});
    other.place(0, "magician", "downtown-1");
    expect(other.refuse(0, { type: "mimesis", card: "A33" })).toBe("NOT_YOUR_ABILITY");
  });
});

describe("Breaking Free (the Master of Chains)", () => {
  function beforeShows(magicians: [MagicianId, MagicianId] = ["M01", "M02"]): TestGame {
    const g = game(magicians);
    withCards(g, ["P01", null, null]);
    putMarker(g, 0, "0.0", 0, "T25", "down"); // Escape corner down
    putMarker(g, 0, "0.2", 0, "T37", "up");
    return g.toPlacement({}); // nobody places: straight to the shows
  }

  it("before the shows, one free Reschedule whose new links pay like a set-up (Fame or Coins, and Shards)", () => {
    const g = beforeShows();
    expect(g.state.phase).toBe("performance");
    expect(g.active).toEqual([0]);
    expect(g.turnLegal(0)).toContainEqual({ type: "declineAbility" });
    const p = g.p(0);
    // Linking Rings into 0.1 facing down: its Escape corner up meets Barricaded Barrels through the Shard circle
    g.act(0, {
      type: "breakingFree",
      fromCard: 0,
      fromSlot: "0.2",
      card: 0,
      slot: "0.1",
      facing: "down",
      rewards: ["fame"],
    });
    expect([g.p(0).fame - p.fame, g.p(0).shards - p.shards]).toEqual([1, 1]);
    expect(g.state.turn).toBe(2); // no shows: End Turn (the card moved on one slot)
    expect(g.state.theaterCards[1]!.markers["0.1"]).toMatchObject({ trick: "T37", facing: "down" });
  });

  it("may be declined; refusals; not offered to other magicians", () => {
    const g = beforeShows();
    expect(
      g.refuse(0, {
        type: "breakingFree",
        fromCard: 0,
        fromSlot: "0.2",
        card: 0,
        slot: "0.1",
        facing: "down",
        rewards: [],
      }),
    ).toBe("BAD_REWARDS");
    expect(g.refuse(1, { type: "declineAbility" })).toBe("NOT_YOUR_TURN");
    g.act(0, { type: "declineAbility" });
    expect(g.state.turn).toBe(2);
    expect(g.refuse(0, { type: "declineAbility" })).toBe("WRONG_PHASE");
    const other = beforeShows(["M02", "M01"]);
    expect(other.state.turn).toBe(2); // seat 0 is the Optico: no Breaking Free, no shows
  });
});

describe("Soul Possession (Yoruba Spiritmaster)", () => {
  function yorubaShow(shards = 1): TestGame {
    const g = game(["M07", "M01"]);
    g.setPlayer(0, { shards });
    withCards(g, ["P01", "P02", null]);
    putMarker(g, 0, "0.0", 1, "T25", "down");
    putMarker(g, 1, "0.0", 1, "T26", "down");
    planAlley(g, 1, { magician: "theater" }, {});
    g.place(1, "magician", "theater-friday-stage");
    return g.declineBreakingFree();
  }

  it("once per turn, 1 Shard: Yoruba chooses which card (holding a marker of theirs) the opponent performs", () => {
    const g = yorubaShow();
    expect(g.state.weekday).toBe("friday");
    expect(g.active).toEqual([0]);
    expect(g.turnLegal(0)).toEqual([
      { type: "soulPossession", card: 0 },
      { type: "soulPossession", card: 1 },
      { type: "declineAbility" },
    ]);
    expect(g.refuse(1, { type: "perform", card: 0 })).toBe("NOT_YOUR_TURN");
    expect(g.refuse(0, { type: "soulPossession", card: 2 })).toBe("NO_OWN_MARKER");
    g.act(0, { type: "soulPossession", card: 1 });
    expect(g.p(0).shards).toBe(0);
    expect(g.turnLegal(1)).toEqual([{ type: "perform", card: 1 }]);
    expect(g.refuse(1, { type: "perform", card: 0 })).toBe("POSSESSED");
    expect(g.refuse(1, { type: "passPerformance" })).toBe("POSSESSED");
    g.act(1, { type: "perform", card: 1 });
    // the possessed card was performed (its marker went home), the other one kept its marker
    expect(g.state.theaterCards.find((c) => c?.id === "P02")!.markers).toEqual({});
    expect(Object.keys(g.state.theaterCards.find((c) => c?.id === "P01")!.markers)).toEqual(["0.0"]);
  });

  it("declined, the performer chooses freely; without a Shard it is not offered", () => {
    const g = yorubaShow();
    g.act(0, { type: "declineAbility" });
    expect(g.turnLegal(1)).toEqual([
      { type: "perform", card: 0 },
      { type: "perform", card: 1 },
      { type: "passPerformance" },
    ]);
    const poor = yorubaShow(0);
    expect(poor.active).toEqual([1]);
  });
});

describe("Trick Steal (the Red Lotus)", () => {
  /** Seat 0 (Red Lotus) performs on Friday: her Linking Rings (0 Fame 2 Coins) and seat 1's Barricaded Barrels (1/1) on card 0. */
  function lotusShow(): TestGame {
    const g = game(["M05", "M02"]);
    withCards(g, ["P01", null, null]);
    putMarker(g, 0, "0.0", 1, "T25", "down");
    putMarker(g, 0, "0.2", 0, "T37", "up");
    planAlley(g, 0, { magician: "theater" }, {});
    return g.place(0, "magician", "theater-friday-stage");
  }

  it("her marker yields as an opponent's (threshold not higher) in her show; that opponent loses 1 Fame", () => {
    const g = lotusShow();
    expect(g.turnLegal(0)).toContainEqual({ type: "trickSteal", card: 0, mine: "0.2", theirs: "0.0" });
    g.act(0, { type: "trickSteal", card: 0, mine: "0.2", theirs: "0.0" });
    expect(g.turnLegal(0).filter((a) => a.type !== "returnComponent")).toEqual([{ type: "perform", card: 0 }]);
    expect(g.refuse(0, { type: "passPerformance" })).toBe("POSSESSED");
    expect(g.refuse(0, { type: "trickSteal", card: 0, mine: "0.2", theirs: "0.0" })).toBe("NO_SUCH_MARKER"); // once per marker
    const [me, them] = [g.p(0), g.p(1)];
    g.act(0, { type: "perform", card: 0 });
    const card = PERFORMANCE_BY_ID.P01.bonus;
    // Friday: no modifier. Hers: Barricaded Barrels' 1 Fame 1 Coin instead of 0/2; his: 1/1, then -1 Fame
    expect(g.p(0).fame - me.fame).toBe(1 + card.fame);
    expect(g.p(1).fame - them.fame).toBe(1 - 1);
  });

  it("not for other magicians, not outside her own show", () => {
    const g = game(["M01", "M02"]);
    withCards(g, ["P01", null, null]);
    putMarker(g, 0, "0.0", 1, "T25", "down");
    putMarker(g, 0, "0.2", 0, "T37", "up");
    planAlley(g, 0, { magician: "theater" }, {});
    g.place(0, "magician", "theater-friday-stage").declineBreakingFree();
    expect(g.refuse(0, { type: "trickSteal", card: 0, mine: "0.2", theirs: "0.0" })).toBe("NOT_YOUR_ABILITY");
    const h = game(["M05", "M02"]);
    expect(h.refuse(0, { type: "trickSteal", card: 0, mine: "0.2", theirs: "0.0" })).toBe("WRONG_PHASE");
  });
});

describe("Supercharge (Electra)", () => {
  it("backstage, 1 AP: a second marker of the trick onto her marker there; no new link, no link bonus", () => {
    const g = game(["M08", "M01"]);
    withCards(g, ["P01", null, null]);
    planAlley(g, 0, { magician: "theater" }, {});
    g.place(0, "magician", "theater-friday-1");
    expect(g.turnLegal(0).some((a) => a.type === "supercharge")).toBe(false);
    g.act(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.0", facing: "down", rewards: [] });
    expect(g.turnLegal(0)).toContainEqual({ type: "supercharge", card: 0, slot: "0.0" });
    const p = g.p(0);
    g.act(0, { type: "supercharge", card: 0, slot: "0.0" });
    expect(g.state.theaterCards[0]!.markers["0.0"]).toMatchObject({ trick: "T37", stacked: true });
    expect(g.p(0).tricks.find((t) => t.id === "T37")!.markers).toBe(0);
    expect([g.p(0).fame, g.p(0).coins, g.p(0).shards]).toEqual([p.fame, p.coins, p.shards]);
    expect(g.state.placement!.ap).toBe(1);
    expect(g.refuse(0, { type: "supercharge", card: 0, slot: "0.0" })).toBe("ALREADY_DONE");
  });

  it("a stack performs once with +1 Fame and +1 Coin (threshold 1), and both markers go home", () => {
    const run = (stacked: boolean): number[] => {
      const g = game(["M08", "M01"]);
      withCards(g, ["P01", null, null]);
      putMarker(g, 0, "0.0", 0, "T37", "down");
      if (stacked) {
        putMarker(g, 0, "0.2", 0, "T37", "up"); // takes the second marker from her supply, then merged into the stack
        g.set((s) => ({
          ...s,
          theaterCards: s.theaterCards.map((c, i) =>
            i === 0 ? { ...c!, markers: { "0.0": { ...c!.markers["0.0"]!, stacked: true } } } : c,
          ),
        }));
      }
      planAlley(g, 0, { magician: "theater" }, {});
      g.place(0, "magician", "theater-friday-stage");
      const [fame, coins] = [g.p(0).fame, g.p(0).coins];
      g.act(0, { type: "perform", card: 0 });
      return [
        g.p(0).fame - fame,
        g.p(0).coins - coins,
        g.p(0).markerSupply[g.p(0).tricks.find((t) => t.id === "T37")!.symbol],
      ];
    };
    const [plain, stack] = [run(false), run(true)];
    expect([stack[0]! - plain[0]!, stack[1]! - plain[1]!]).toEqual([1, 1]);
    expect(stack[2]).toBe(plain[2]); // both markers of the stack are back in her supply
  });

  it("Electra's only", () => {
    const g = game(["M04", "M01"]);
    withCards(g, ["P01", null, null]);
    planAlley(g, 0, { magician: "theater" }, {});
    g.place(0, "magician", "theater-friday-1");
    g.act(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.0", facing: "down", rewards: [] });
    expect(g.refuse(0, { type: "supercharge", card: 0, slot: "0.0" })).toBe("NOT_YOUR_ABILITY");
  });
});

describe("table options", () => {
  it("prophecies off: an empty orb, no Active prophecy ever, no Fortune Telling", () => {
    const g = game(["M01", "M02"], { darkAlley: true, prophecies: false });
    expect(g.state.alley).toMatchObject({ pending: [], active: null, pile: [], prophecies: false });
    g.emptyTurn();
    expect(g.state.alley!.active).toBeNull();
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    planAlley(g, 0, {}, { magician: "A05" });
    g.place(0, "magician", "dark-alley-1");
    expect(g.refuse(0, { type: "fortuneTelling" })).toBe("NOT_ALLOWED_HERE");
    expect(g.turnLegal(0).some((a) => a.type === "fortuneTelling")).toBe(false);
  });

  it("stored in the game's options (and so in its record)", () => {
    const g = game(["M01", "M02"], { darkAlley: true, prophecies: false, abilities: false });
    expect(g.state.options.modules).toEqual({ darkAlley: true, prophecies: false, abilities: false });
    expect(g.state.alley!.abilities).toBe(false);
  });
});
