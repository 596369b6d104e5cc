// RULES §12 Dark Alley: setup (§12.1), the Dark Alley location (§12.2), Special cards (§12.3), the prophecy orb
// (§12.4, §12.6), hidden information, 7 turns and Dark Alley scoring (§12.7).
import { describe, expect, it } from "vitest";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { TRICKS } from "../../shared/data/tricks";
import { createGame, scores, viewFor } from "../../shared/engine";
import { alleyFinalScore } from "../../shared/engine/modules/darkAlley/alleyScoring";
import { PROPHECY_POOL } from "../../shared/engine/modules/darkAlley/prophecies";
import { darkAlleyGame, giveSpecials, planAlley, type TestGame } from "./testGame";

/** The first player in initiative order, made seat 0. */
function firstIsZero(g: TestGame): TestGame {
  return g.set((s) => ({ ...s, initiative: s.initiative.slice().sort((a, b) => a - b) }));
}

describe("setup with Dark Alley (RULES §12.1)", () => {
  it("48 tricks (thresholds 1/16/36), deck 2 Riverside, 2 Grand Magorian, 2 Magnus Pantheon at the bottom", () => {
    const s = createGame({ players: 3, modules: { darkAlley: true } }, 5);
    expect(s.residence).toHaveLength(TRICKS.length);
    expect(s.residence.filter((t) => TRICKS.find((x) => x.id === t)!.threshold === 36)).toHaveLength(16);
    expect(s.deck.map((id) => PERFORMANCE_BY_ID[id].theater)).toEqual([
      "riverside_theater",
      "riverside_theater",
      "grand_magorian",
      "grand_magorian",
      "magnus_pantheon",
      "magnus_pantheon",
    ]);
  });

  it("four shuffled Special decks of 10, empty discard piles; 3 Pending prophecies and none Active", () => {
    const s = createGame({ players: 2, modules: { darkAlley: true } }, 5);
    const a = s.alley!;
    for (const d of ["downtown", "market_row", "workshop", "theater"] as const) {
      expect(a.decks[d]).toHaveLength(10);
      expect(a.discards[d]).toEqual([]);
    }
    const t = createGame({ players: 2, modules: { darkAlley: true } }, 6).alley!;
    expect(a.decks.theater).not.toEqual(t.decks.theater); // shuffled by the seed
    expect(a.pending).toHaveLength(3);
    expect(a.active).toBeNull();
    expect(a.pile.length + 3).toBe(PROPHECY_POOL.length);
  });

  it("the hand is 2 Theater, 1 Workshop, 1 Market Row, 1 Downtown and the Dark Alley card", () => {
    const g = darkAlleyGame({ players: 2 });
    expect(g.p(0).hand).toEqual({ downtown: 1, market_row: 1, workshop: 1, theater: 2 });
    expect(g.p(0).alley).toEqual({ alleyCard: 1, specials: [], under: {} });
  });

  it("a base game has no Dark Alley: its slots do not exist there", () => {
    const s = createGame({ players: 4 }, 1);
    expect(s.alley).toBeNull();
    expect(s.players[0]!.alley).toBeNull();
  });
});

describe("the Dark Alley location (RULES §12.2)", () => {
  function atAlley(players: 2 | 3 | 4 = 2) {
    const g = firstIsZero(darkAlleyGame({ players, seed: 3 }));
    planAlley(g, 0, {}, { magician: "A05" });
    return g;
  }

  it("slots by player count: 2 players +2 and +0 only", () => {
    const g = atAlley(2);
    expect(g.refuse(0, { type: "place", character: "magician", slot: "dark-alley-2" })).toBe("SLOT_UNAVAILABLE");
    expect(g.refuse(0, { type: "place", character: "magician", slot: "downtown-1" })).toBe("WRONG_LOCATION");
    g.place(0, "magician", "dark-alley-1");
    expect(g.state.placement!.ap).toBe(5);
    const g4 = atAlley(4);
    expect(
      g4
        .turnLegal(0)
        .filter((a) => a.type === "place")
        .map((a) => (a as { slot: string }).slot),
    ).toEqual(["dark-alley-1", "dark-alley-2", "dark-alley-3", "dark-alley-4"]);
  });

  it("Draw First Card (1 AP): 2 cards of the chosen deck, seen only by the drawer; keep one, the other to the bottom", () => {
    const g = atAlley();
    g.place(0, "magician", "dark-alley-1");
    const deck = g.state.alley!.decks.workshop;
    g.act(0, { type: "drawSpecial", deck: "workshop" });
    expect(g.state.placement!.ap).toBe(4);
    expect(g.state.alley!.drawn).toEqual({ seat: 0, deck: "workshop", cards: deck.slice(0, 2) });
    // only keeping is possible now
    expect(g.turnLegal(0).filter((a) => a.type !== "returnComponent")).toEqual([
      { type: "keepSpecial", card: deck[0] },
      { type: "keepSpecial", card: deck[1] },
    ]);
    expect(g.refuse(0, { type: "fortuneTelling" })).toBe("KEEP_A_CARD_FIRST");
    expect(g.refuse(0, { type: "endPlacement" })).toBe("KEEP_A_CARD_FIRST");
    expect(g.refuse(0, { type: "keepSpecial", card: deck[2]! })).toBe("NOT_DRAWN");
    expect(g.refuse(1, { type: "keepSpecial", card: deck[0]! })).toBe("NOT_DRAWN");
    // the drawer sees both cards, the others how many
    expect(viewFor(g.state, 0).alley!.drawn!.cards).toEqual(deck.slice(0, 2));
    expect(viewFor(g.state, 1).alley!.drawn).toEqual({ seat: 0, deck: "workshop", cards: null, count: 2 });
    g.act(0, { type: "keepSpecial", card: deck[1]! });
    expect(g.p(0).alley!.specials).toEqual([deck[1]]);
    expect(g.state.alley!.decks.workshop).toEqual([...deck.slice(2), deck[0]]);
    // Draw Further Cards costs 2 AP, any deck
    g.act(0, { type: "drawSpecial", deck: "theater" });
    expect(g.state.placement!.ap).toBe(2);
  });

  it("Fortune Telling (1 AP, once per placement, OQ-18) moves each Pending prophecy one slot clockwise", () => {
    const g = atAlley();
    g.place(0, "magician", "dark-alley-1");
    const [a, b, c] = g.state.alley!.pending;
    g.act(0, { type: "fortuneTelling" });
    expect(g.state.alley!.pending).toEqual([c, a, b]);
    expect(g.refuse(0, { type: "fortuneTelling" })).toBe("ALREADY_DONE");
  });

  it("an empty deck takes its shuffled discard pile; with neither, DECK_EMPTY", () => {
    const g = atAlley();
    g.place(0, "magician", "dark-alley-1");
    g.set((s) => ({
      ...s,
      alley: {
        ...s.alley!,
        decks: { ...s.alley!.decks, market_row: [] },
        discards: { ...s.alley!.discards, market_row: ["A36"] },
      },
    }));
    g.act(0, { type: "drawSpecial", deck: "market_row" });
    expect(g.state.alley!.drawn!.cards).toEqual(["A36"]);
    g.act(0, { type: "keepSpecial", card: "A36" });
    expect(g.refuse(0, { type: "drawSpecial", deck: "market_row" })).toBe("DECK_EMPTY");
    expect(g.turnLegal(0).some((a) => a.type === "drawSpecial" && a.deck === "market_row")).toBe(false);
  });

  it("Dark Alley actions elsewhere: WRONG_LOCATION; Enhance is allowed there", () => {
    const g = firstIsZero(darkAlleyGame({ players: 2, seed: 3 }));
    planAlley(g, 0, { magician: "downtown" }, {});
    g.place(0, "magician", "downtown-1");
    expect(g.refuse(0, { type: "drawSpecial", deck: "theater" })).toBe("WRONG_LOCATION");
    const h = atAlley();
    h.place(0, "magician", "dark-alley-4");
    h.act(0, { type: "enhance" });
    expect(h.state.placement!.ap).toBe(4);
  });
});

describe("Special Assignment cards (RULES §12.3)", () => {
  it("are planned like permanent cards, hidden from the others until the reveal; others see only how many you hold", () => {
    const g = firstIsZero(darkAlleyGame({ players: 2, seed: 4 }));
    giveSpecials(g, 0, ["A16", "A40"]);
    g.skipAdvertising();
    g.act(0, { type: "assignAlley", character: "apprentice1", card: "A16" });
    expect(g.p(0).characters.apprentice1.card).toBe("workshop");
    expect(g.p(0).alley!.specials).toEqual(["A40"]);
    const seen = viewFor(g.state, 1).players[0]!;
    // Nothing tells a Special card was planned: the count is the hand before planning, no character is marked.
    expect(seen.alley).toEqual({ alleyCard: null, specials: null, specialCount: 2, under: {} });
    expect(seen.characters.apprentice1.card).toBe("hidden");
    expect(JSON.stringify(viewFor(g.state, 1))).not.toContain("A16");
    expect(JSON.stringify(viewFor(g.state, 1))).not.toContain("A40");
    // a base card on the same character puts the Special card back in hand
    g.act(0, { type: "assign", character: "apprentice1", location: "theater" });
    expect(g.p(0).alley!.specials).toEqual(["A40", "A16"]);
    expect(g.p(0).hand.theater).toBe(1);
    // and the other way round
    g.act(0, { type: "assignAlley", character: "apprentice1", card: "A40" });
    expect(g.p(0).hand.theater).toBe(2);
    expect(g.refuse(0, { type: "assignAlley", character: "apprentice1", card: "A40" })).toBe("ALREADY_DONE");
    expect(g.refuse(0, { type: "assignAlley", character: "magician", card: "A09" })).toBe("NO_CARD");
    expect(g.refuse(0, { type: "assignAlley", character: "manager", card: "A16" })).toBe("CHARACTER_UNAVAILABLE");
    g.act(0, { type: "unassign", character: "apprentice1" });
    expect(g.p(0).alley!.specials).toEqual(["A16", "A40"]);
    expect(g.p(0).alley!.under).toEqual({});
  });

  it("on placement: the effect or +1 AP first (OQ-26); an effect that cannot work for this character is refused", () => {
    const g = firstIsZero(darkAlleyGame({ players: 2, seed: 4 }));
    giveSpecials(g, 0, ["A24", "A36"]);
    planAlley(g, 0, {}, { magician: "A24", apprentice1: "A36" });
    g.place(0, "magician", "workshop-1");
    const ap = g.state.placement!.ap;
    expect(g.turnLegal(0).filter((a) => a.type !== "returnComponent")).toEqual([{ type: "useSpecial", use: "ap" }]); // Hidden Talent needs an Apprentice
    expect(g.refuse(0, { type: "prepare", trick: "T25" })).toBe("CHOOSE_SPECIAL_FIRST");
    expect(g.refuse(0, { type: "useSpecial", use: "effect" })).toBe("EFFECT_NOT_USABLE");
    g.act(0, { type: "useSpecial", use: "ap" });
    expect(g.state.placement!.ap).toBe(ap + 1);
    expect(g.refuse(0, { type: "useSpecial", use: "ap" })).toBe("ALREADY_DONE");
  });

  it("End Turn: a used card goes to its discard pile, the card of an inactive character back to hand", () => {
    const g = firstIsZero(darkAlleyGame({ players: 2, seed: 4 }));
    giveSpecials(g, 0, ["A40", "A36"]);
    planAlley(g, 0, {}, { magician: "A40", apprentice1: "A36" });
    g.place(0, "magician", "market-row-1");
    g.act(0, { type: "useSpecial", use: "ap" }).act(0, { type: "endPlacement" });
    g.act(0, { type: "leaveInactive", character: "apprentice1" });
    expect(g.state.turn).toBe(2);
    expect(g.state.alley!.discards.market_row).toEqual(["A40"]);
    expect(g.p(0).alley).toEqual({ alleyCard: 1, specials: ["A36"], under: {} });
    expect(g.p(0).hand).toEqual({ downtown: 1, market_row: 1, workshop: 1, theater: 2 });
  });
});

describe("prophecies at End Turn (RULES §12.6, OQ-35)", () => {
  it("none Active in turn 1; then the first Pending becomes Active, the others move up, one is drawn", () => {
    const g = darkAlleyGame({ players: 2, seed: 9 });
    const [a, b, c] = g.state.alley!.pending;
    const top = g.state.alley!.pile[0];
    g.emptyTurn();
    expect(g.state.turn).toBe(2);
    expect(g.state.alley!.active).toBe(a);
    expect(g.state.alley!.pending).toEqual([b, c, top]);
    g.emptyTurn();
    expect(g.state.alley!.used).toEqual([a]);
    // the orb is public, the pile is not
    const v = viewFor(g.state, 0);
    expect(v.alley!.pending).toEqual(g.state.alley!.pending);
    expect(v.alley!.pileSize).toBe(g.state.alley!.pile.length);
    expect("pile" in v.alley!).toBe(false);
    expect("decks" in v.alley!).toBe(false);
  });
});

describe("7 turns and Dark Alley scoring (RULES §12.7, OQ-14)", () => {
  it("the game ends after turn 7", () => {
    const g = darkAlleyGame({ players: 2, seed: 2 });
    for (let t = 1; t <= 6; t++) g.emptyTurn();
    expect(g.state.turn).toBe(7);
    g.emptyTurn();
    expect(g.state.phase).toBe("gameOver");
  });

  it("Shards, coins/3 and +2 per unused Special card, each line capped at 20; no Fame for characters", () => {
    const g = darkAlleyGame({ players: 2 });
    g.setPlayer(0, {
      fame: 30,
      shards: 25,
      coins: 70,
      alley: {
        alleyCard: 1,
        specials: ["A06", "A07", "A08", "A09", "A10", "A11", "A12", "A13", "A14", "A15", "A16"],
        under: {},
      },
    });
    const f = alleyFinalScore(g.p(0));
    expect(f).toMatchObject({ shards: 20, specialCards: 20, apprentices: 0, specialists: 0 });
    expect(f.total).toBe(30 + 20 + 20 + 20);
    g.setPlayer(1, { fame: 10, shards: 3, coins: 8, alley: { alleyCard: 1, specials: ["A20"], under: {} } });
    expect(alleyFinalScore(g.p(1)).total).toBe(10 + 3 + 2 + 2);
  });

  it("a Fame-36 trick's bonus scores only when its components are met, capped at 20", () => {
    const g = darkAlleyGame({ players: 2 });
    // Balsamo's Skull (T21): padlock 1, rope 2, metal 3; 3 Fame per Superior component
    const t21 = { id: "T21" as const, symbol: "clubs" as const, markers: 0, engineerSlot: false };
    g.setPlayer(0, {
      fame: 0,
      shards: 0,
      coins: 0,
      tricks: [t21],
      components: { padlock: 1, rope: 2, metal: 3 },
      managerPiles: [],
    });
    expect(alleyFinalScore(g.p(0)).trickBonuses).toEqual([{ trick: "T21", fame: 3 }]);
    g.setPlayer(0, { components: { padlock: 1, rope: 1, metal: 3 } });
    expect(alleyFinalScore(g.p(0)).trickBonuses).toEqual([]);
    // Metamorphosis (T24): 1 Fame per 3 coins on top, capped at 20
    const t24 = { id: "T24" as const, symbol: "hearts" as const, markers: 0, engineerSlot: false };
    g.setPlayer(0, { tricks: [t24], coins: 90, components: { disguise: 3, rope: 3, fabric: 3, glass: 3 } });
    expect(alleyFinalScore(g.p(0))).toMatchObject({ trickBonuses: [{ trick: "T24", fame: 20 }], total: 20 + 20 });
  });

  it("scores() reports the breakdown", () => {
    const g = darkAlleyGame({ players: 2, seed: 2 });
    for (let t = 1; t <= 7; t++) g.emptyTurn();
    const sc = scores(g.state);
    expect(sc.over).toBe(true);
    expect(sc.final![0]).toHaveProperty("specialCards", 0);
  });
});
