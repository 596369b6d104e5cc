// RULES §12.4: the Active prophecy changes the rules for everyone for the turn. One scenario per prophecy in play,
// written from its text (data/prophecies.json); the prophecies whose change is not implemented are not in the pile.
import { describe, expect, it } from "vitest";
import { PROPHECIES, type ProphecyId } from "../../shared/data/prophecies";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { viewFor, type CharacterId } from "../../shared/engine";
import { PROPHECY_POOL } from "../../shared/engine/modules/darkAlley/prophecies";
import { darkAlleyGame, planAlley, type TestGame } from "./testGame";
import { giveTrick, putMarker, withCards } from "./theaterStage";

/** A Dark Alley game in turn 2 with `prophecy` Active, seat 0 first in initiative. */
function withProphecy(prophecy: ProphecyId | null, players: 2 | 3 = 2): TestGame {
  const g = darkAlleyGame({ players, seed: 31 });
  g.set((s) => ({ ...s, initiative: players === 2 ? [0, 1] : [0, 1, 2], alley: { ...s.alley!, active: prophecy } }));
  return g;
}

/** Seat 0 places `character` on `slot` with a base card for that location. */
function placeAt(
  g: TestGame,
  slot: string,
  location: "downtown" | "market_row" | "workshop" | "theater",
  character: CharacterId = "magician",
): TestGame {
  planAlley(g, 0, { [character]: location }, {});
  return g.place(0, character, slot);
}

/**
 * Seat 0's Magician performs card 0 (P01, Barricaded Barrels 1 Fame 1 Coin in 0.0) on `day`'s stage; seat 1 has
 * Linking Rings (0 Fame 2 Coins) in 0.2 and nobody in the Theater. Returns each seat's Fame and Coins gained.
 */
function show(
  prophecy: ProphecyId | null,
  day: "thursday" | "friday" | "saturday" | "sunday",
): { fame: number[]; coins: number[] } {
  const g = withProphecy(prophecy);
  withCards(g, ["P01", null, null]);
  putMarker(g, 0, "0.0", 0, "T25", "down");
  putMarker(g, 0, "0.2", 1, "T37", "up");
  placeAt(g, `theater-${day}-stage`, "theater").declineBreakingFree();
  expect(g.state.phase).toBe("performance");
  const before = g.state.players.map((p) => [p.fame, p.coins]);
  g.act(0, { type: "perform", card: 0 });
  return {
    fame: g.state.players.map((p, i) => p.fame - before[i]![0]!),
    coins: g.state.players.map((p, i) => p.coins - before[i]![1]!),
  };
}

describe("the prophecies in play", () => {
  it("are all 27", () => {
    expect(PROPHECY_POOL).toHaveLength(27);
    expect(PROPHECIES.filter((p) => !PROPHECY_POOL.includes(p.id)).map((p) => p.id)).toEqual([]);
  });
});

describe("prophecy effects", () => {
  it("P01: every character has a base of only 1 AP", () => {
    expect(placeAt(withProphecy("P01"), "downtown-1", "downtown").state.placement!.ap).toBe(1 + 2);
    expect(placeAt(withProphecy(null), "downtown-1", "downtown").state.placement!.ap).toBe(3 + 2);
  });

  it("P05: Draw Further Cards costs 1 AP", () => {
    const g = withProphecy("P05");
    planAlley(g, 0, {}, { magician: "A05" });
    g.place(0, "magician", "dark-alley-4"); // 3 AP
    g.act(0, { type: "drawSpecial", deck: "theater" });
    g.act(0, { type: "keepSpecial", card: g.state.alley!.drawn!.cards[0]! });
    g.act(0, { type: "drawSpecial", deck: "theater" });
    expect(g.state.placement!.ap).toBe(1);
  });

  it("P06: all Performer bonuses are doubled", () => {
    const card = PERFORMANCE_BY_ID.P01.bonus;
    const plain = show(null, "friday");
    const doubled = show("P06", "friday");
    // no link on the card; the performer's printed card bonus counts twice, the yields once
    expect(doubled.fame[0]! - plain.fame[0]!).toBe(card.fame);
    expect(doubled.coins[0]! - plain.coins[0]!).toBe(card.coins);
    expect(doubled.coins[1]).toBe(plain.coins[1]);
  });

  it("P07: Take Coins gives twice the die", () => {
    const g = placeAt(withProphecy("P07"), "downtown-1", "downtown");
    g.setDice({ bank_A: 4 });
    const coins = g.p(0).coins;
    g.act(0, { type: "takeCoins", die: "bank_A" });
    expect(g.p(0).coins).toBe(coins + 8);
  });

  it("P08: Enhance Character gives 2 AP", () => {
    const g = placeAt(withProphecy("P08"), "downtown-4", "downtown");
    g.act(0, { type: "enhance" });
    expect(g.state.placement!.ap).toBe(3 + 2);
  });

  for (const [id, trick, category] of [
    ["P10", "T25", "escape"],
    ["P13", "T37", "mechanical"],
    ["P17", "T01", "optical"],
    ["P23", "T13", "spiritual"],
  ] as const) {
    it(`${id}: setting up a${category === "escape" || category === "optical" ? "n" : ""} ${category} trick gives 2 Fame at once (other categories nothing)`, () => {
      for (const [t, gain] of [
        [trick, 2],
        [trick === "T25" ? "T37" : "T25", 0],
      ] as const) {
        const g = withProphecy(id);
        withCards(g, ["P01", null, null]);
        giveTrick(g, 0, t, 1);
        placeAt(g, "theater-friday-1", "theater");
        const fame = g.p(0).fame;
        g.act(0, { type: "setUpTrick", trick: t, card: 0, slot: "0.0", facing: "down", rewards: [] });
        expect(g.p(0).fame - fame).toBe(gain);
      }
    });
  }

  it("P11: Friday gets a -1 Fame / -1 Coin yield modifier", () => {
    expect(show(null, "friday").fame[1]).toBe(0); // Linking Rings 0 Fame 2 Coins, guest at Friday's modifier
    expect(show(null, "friday").coins[1]).toBe(2);
    expect(show("P11", "friday").coins[1]).toBe(1);
  });

  it("P12: Learn Trick costs 1 AP", () => {
    const g = placeAt(withProphecy("P12"), "downtown-4", "downtown");
    g.setDice({ trick_A: "any" });
    g.act(0, { type: "learnTrick", die: "trick_A", trick: "T02", engineerSlot: false });
    expect(g.state.placement!.ap).toBe(2);
  });

  it("P14: in the Performance phase every Coin yield is received as Fame", () => {
    const r = show("P14", "friday");
    expect([r.fame[1], r.coins[1]]).toEqual([2, 0]);
  });

  it("P15: Apprentices of a player who Advertised get +1 base AP", () => {
    const g = withProphecy("P15");
    g.act(0, { type: "advertise" });
    g.act(1, { type: "skipAdvertise" });
    placeAt(g, "downtown-1", "downtown", "apprentice1");
    expect(g.state.placement!.ap).toBe(1 + 1 + 2);
  });

  it("P16: Thursday and Sunday have no yield modifiers", () => {
    expect(show(null, "thursday").coins[1]).toBe(1);
    expect(show("P16", "thursday").coins[1]).toBe(2);
    expect(show("P16", "sunday").coins[1]).toBe(2);
  });

  it("P18: a +2 slot at Downtown, Market Row or the Dark Alley costs 3 coins", () => {
    const g = withProphecy("P18");
    g.setPlayer(0, { coins: 3 });
    placeAt(g, "downtown-1", "downtown");
    expect(g.p(0).coins).toBe(0);
    const h = withProphecy("P18");
    h.setPlayer(0, { coins: 2 });
    planAlley(h, 0, { magician: "downtown" }, {});
    expect(h.refuse(0, { type: "place", character: "magician", slot: "downtown-1" })).toBe("CANNOT_AFFORD");
    h.place(0, "magician", "downtown-4");
    expect(h.p(0).coins).toBe(2);
  });

  it("P21: every component costs 2 coins when bought", () => {
    const g = placeAt(withProphecy("P21"), "market-row-1", "market_row");
    g.setPlayer(0, { coins: 10, components: {}, managerPiles: [] });
    g.act(0, { type: "buy", component: "wood", count: 2, bargain: 0, toManager: false });
    expect(g.p(0).coins).toBe(6);
  });

  it("P22: Saturday gets a +1 Fame / +1 Coin yield modifier", () => {
    expect(show(null, "saturday").coins[1]).toBe(2);
    expect(show("P22", "saturday")).toMatchObject({ coins: [expect.any(Number), 3] });
    expect(show("P22", "saturday").fame[1]).toBe(1);
  });

  it("P24: Take Coins costs 1 AP", () => {
    const g = placeAt(withProphecy("P24"), "downtown-4", "downtown");
    g.setDice({ bank_A: 3, bank_B: 4 });
    g.act(0, { type: "takeCoins", die: "bank_A" });
    expect(g.state.placement!.ap).toBe(2);
  });

  it("P25: Hire Character costs 1 AP", () => {
    const g = placeAt(withProphecy("P25"), "downtown-4", "downtown");
    g.setDice({ inn_apprentice: "apprentice" });
    g.act(0, { type: "hireCharacter", die: "inn_apprentice" });
    expect(g.state.placement!.ap).toBe(2);
  });

  it("P26: Enhance Character may be used in the Theater", () => {
    const g = placeAt(withProphecy("P26"), "theater-friday-1", "theater");
    g.act(0, { type: "enhance" });
    expect(g.state.placement!.ap).toBe(3 + 1);
    const h = placeAt(withProphecy(null), "theater-friday-1", "theater");
    expect(h.refuse(0, { type: "enhance" })).toBe("NOT_ALLOWED_HERE");
  });

  it("P02: each receipt of Shards (one action, OQ-45) gives 1 extra Shard; P03: 2 Fame instead", () => {
    for (const [id, shards, fame] of [
      ["P02", 2, 1],
      ["P03", 1, 3],
      [null, 1, 1],
    ] as const) {
      const g = withProphecy(id);
      withCards(g, ["P01", null, null]);
      giveTrick(g, 0, "T37", 2);
      placeAt(g, "theater-friday-1", "theater");
      g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
      const before = g.p(0);
      // Linking Rings facing down links Escape with the marker above through the Shard circle: 1 Fame + 1 Shard
      g.act(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.1", facing: "down", rewards: ["fame"] });
      expect([g.p(0).shards - before.shards, g.p(0).fame - before.fame]).toEqual([shards, fame]);
    }
  });

  it("P04: component types in the Order area may be bought", () => {
    const g = placeAt(withProphecy("P04"), "market-row-1", "market_row");
    g.setPlayer(0, { coins: 10, components: {}, managerPiles: [] });
    expect(g.refuse(0, { type: "buy", component: "cog", count: 1, bargain: 0, toManager: false })).toBe("NOT_IN_STOCK");
    g.act(0, { type: "order", component: "cog", slot: 0 });
    g.act(0, { type: "buy", component: "cog", count: 1, bargain: 0, toManager: false });
    expect(g.p(0).components.cog).toBe(1);
  });

  it("P19: the performer's yield modifier applies to every other player in the show", () => {
    // seat 1 backstage on Sunday (+1) normally keeps its own modifier; with P19 it takes the Friday performer's (0)
    const run = (prophecy: ProphecyId | null): number => {
      const g = withProphecy(prophecy);
      withCards(g, ["P01", null, null]);
      putMarker(g, 0, "0.0", 0, "T25", "down");
      putMarker(g, 0, "0.2", 1, "T37", "up");
      g.skipAdvertising();
      g.act(0, { type: "assign", character: "magician", location: "theater" }).act(0, { type: "confirmAssignments" });
      g.act(1, { type: "assign", character: "magician", location: "theater" }).act(1, { type: "confirmAssignments" });
      g.place(0, "magician", "theater-friday-stage");
      g.place(1, "magician", "theater-sunday-1").act(1, { type: "endPlacement" });
      g.declineBreakingFree();
      const coins = g.p(1).coins;
      g.act(0, { type: "perform", card: 0 });
      return g.p(1).coins - coins;
    };
    expect(run(null)).toBe(3);
    expect(run("P19")).toBe(2);
  });

  it("P20: each card is revealed only as its character is placed", () => {
    const g = withProphecy("P20");
    g.skipAdvertising();
    g.act(0, { type: "assign", character: "magician", location: "downtown" }).act(0, {
      type: "assign",
      character: "apprentice1",
      location: "market_row",
    });
    g.act(0, { type: "confirmAssignments" }).act(1, { type: "confirmAssignments" });
    expect(g.state.phase).toBe("placement");
    const seen = () => viewFor(g.state, 1).players[0]!.characters;
    expect([seen().magician.card, seen().apprentice1.card]).toEqual(["hidden", "hidden"]);
    g.place(0, "magician", "downtown-1");
    expect([seen().magician.card, seen().apprentice1.card]).toEqual(["downtown", "hidden"]);
    expect(viewFor(g.state, 0).players[0]!.characters.apprentice1.card).toBe("market_row");
  });

  it("P27: characters must take the free slot with the lowest AP modifier (backstage in the Theater; not the stage)", () => {
    const g = withProphecy("P27");
    planAlley(g, 0, { magician: "downtown", apprentice1: "theater" }, {});
    expect(g.refuse(0, { type: "place", character: "magician", slot: "downtown-1" })).toBe("NOT_LOWEST_SLOT");
    expect(g.turnLegal(0).filter((a) => a.type === "place" && a.character === "magician")).toEqual([
      { type: "place", character: "magician", slot: "downtown-4" },
    ]);
    g.place(0, "magician", "downtown-4").act(0, { type: "endPlacement" });
    // the Theater: Sunday's backstage (-1) before the others
    expect(g.refuse(0, { type: "place", character: "apprentice1", slot: "theater-friday-1" })).toBe("NOT_LOWEST_SLOT");
    g.place(0, "apprentice1", "theater-sunday-1");
  });

  it("P09: each player may place two characters per turn (the second may be let go)", () => {
    const plan = (g: TestGame) => {
      g.skipAdvertising();
      g.act(0, { type: "assign", character: "magician", location: "downtown" }).act(0, {
        type: "assign",
        character: "apprentice1",
        location: "market_row",
      });
      g.act(0, { type: "assign", character: "engineer", location: "theater" }).act(0, { type: "confirmAssignments" });
      g.act(1, { type: "assign", character: "magician", location: "downtown" }).act(1, { type: "confirmAssignments" });
      return g;
    };
    const g = plan(withProphecy("P09"));
    expect(g.refuse(0, { type: "passPlacement" })).toBe("NOT_ALLOWED_HERE");
    g.place(0, "magician", "downtown-1").act(0, { type: "endPlacement" });
    expect(g.active).toEqual([0]); // the same seat, a second placement
    expect(g.turnLegal(0)).toContainEqual({ type: "passPlacement" });
    g.place(0, "apprentice1", "market-row-1").act(0, { type: "endPlacement" });
    expect(g.active).toEqual([1]);
    g.place(1, "magician", "downtown-4").act(1, { type: "endPlacement" });
    expect(g.active).toEqual([0]); // seat 1 has nothing left to place: back to seat 0 (its Engineer)
    const h = plan(withProphecy("P09"));
    h.place(0, "magician", "downtown-1").act(0, { type: "endPlacement" });
    h.act(0, { type: "passPlacement" });
    expect(h.active).toEqual([1]);
    const base = plan(withProphecy(null));
    base.place(0, "magician", "downtown-1").act(0, { type: "endPlacement" });
    expect(base.active).toEqual([1]);
  });
});
