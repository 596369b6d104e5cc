// RULES §12.3: the last nine Special card effects, one scenario each from the card texts (data/assignments.json),
// each offered through legalActions only while usable and refused otherwise. Seed 21, seat 0 (Master of Chains,
// first in initiative): 14 coins, 5 Fame, 1 Shard, 2 Wood, an Engineer; Barricaded Barrels (T25, escape, 2 markers)
// and Stocks Escape (T26, Engineer slot, unprepared, needs 2 Wood + 2 Metal); the Market Row stocks Wood, Metal,
// Glass, Fabric; the Magician has 5 AP on a +2 slot, an Apprentice 1 AP in the Workshop.
import { describe, expect, it } from "vitest";
import { CHARACTER_TYPES } from "../../shared/data/characters";
import { SPECIAL_CARDS } from "../../shared/data/assignments";
import { SPECIAL_EFFECTS, type SpecialId } from "../../shared/data/specialEffects";
import {
  applyActionWithEvents,
  gainsOf,
  legalActions,
  performanceYields,
  validateAction,
  type Action,
  type CharacterId,
  type GameEvent,
  type Seat,
} from "../../shared/engine";
import { decodeEvent, encodeEvent } from "../../shared/protocol/eventCodec";
import { darkAlleyGame, giveSpecials, planAlley, type TestGame } from "./testGame";
import { putMarker, withCards } from "./theaterStage";

const FIRST_SLOT: Record<string, string> = {
  downtown: "downtown-1",
  market_row: "market-row-1",
  workshop: "workshop-1",
  theater: "theater-friday-1",
};

/** Seat 0 places `character` with `card` on `slot` (default: its location's first slot) and chooses its use. */
function placedWith(
  card: SpecialId,
  use: "effect" | "ap" | null,
  stage?: (g: TestGame) => void,
  character: CharacterId = "magician",
  slot?: string,
): TestGame {
  const g = darkAlleyGame({ players: 2, seed: 21 });
  g.set((s) => ({ ...s, initiative: [0, 1] }));
  giveSpecials(g, 0, [card]);
  stage?.(g);
  planAlley(g, 0, {}, { [character]: card });
  g.place(0, character, slot ?? FIRST_SLOT[SPECIAL_CARDS.find((c) => c.id === card)!.location]!);
  if (use) g.act(0, { type: "useSpecial", use });
  return g;
}

/**
 * `g.act`, through the events (shared/engine/events.ts): the story must add up to every player's Fame, coin and Shard
 * change, and each event must survive the wire form unchanged.
 */
function told(g: TestGame, seat: Seat, action: Action): void {
  const r = applyActionWithEvents(g.state, seat, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.code}`);
  const sum = g.state.players.map(() => [0, 0, 0]);
  for (const e of r.events) {
    expect(decodeEvent(JSON.parse(JSON.stringify(encodeEvent(e))))).toEqual(e);
    for (const [q, f, c, sh] of gainsOf(e)) sum[q] = [sum[q]![0]! + f, sum[q]![1]! + c, sum[q]![2]! + sh];
  }
  expect(sum).toEqual(
    r.state.players.map((p, i) => [
      p.fame - g.state.players[i]!.fame,
      p.coins - g.state.players[i]!.coins,
      p.shards - g.state.players[i]!.shards,
    ]),
  );
  g.state = r.state;
}

const NEW_TYPES = new Set([
  "guestPerformer",
  "onStagePreparation",
  "hiddenTalent",
  "hypnoticHire",
  "logistics",
  "grandPremiere",
  "durableComponents",
]);
const SWAPS: Readonly<Record<string, readonly unknown[]>> = {
  trick: ["T25", "T26", "T37", "T04", null],
  die: ["inn_specialist", "inn_apprentice", "bank_A"],
  location: ["downtown", "market_row", "workshop", "theater"],
  component: ["wood", "cog", "glass", "mirror"],
  specialist: ["engineer", "manager", "assistant"],
  doubled: ["fame", "coins", "shards"],
  facing: ["up", "right", "down", "left"],
  slot: ["0.0", "0.1", "0.2", "1.1"],
};

/**
 * legalActions is exact for the new card actions (as the property test checks for the others): every listed action
 * is accepted, and each near miss of a listed new action (a field changed) is accepted exactly when listed.
 */
function expectExact(g: TestGame, seat: Seat): void {
  const legal = legalActions(g.state, seat);
  const keys = new Set(legal.map((a) => JSON.stringify(a)));
  for (const a of legal) expect(validateAction(g.state, seat, a), JSON.stringify(a)).toBeNull();
  let near = 0;
  for (const a of legal.filter((x) => NEW_TYPES.has(x.type))) {
    const rec = a as unknown as Record<string, unknown>;
    for (const [k, v] of Object.entries(rec)) {
      const options = typeof v === "number" ? [v - 1, v + 1] : (SWAPS[k] ?? []);
      for (const o of options) {
        const b = { ...rec, [k]: o } as unknown as Action;
        expect(validateAction(g.state, seat, b) === null, JSON.stringify(b)).toBe(keys.has(JSON.stringify(b)));
        near++;
      }
    }
  }
  expect(near).toBeGreaterThan(0);
}

const gains = (g: TestGame, before: TestGame["state"]) =>
  g.state.players.map((p, i) => [
    p.fame - before.players[i]!.fame,
    p.coins - before.players[i]!.coins,
    p.shards - before.players[i]!.shards,
  ]);

describe("the last Special card effects", () => {
  it("A06 Guest Performer: a marker set up on a card with no free slot, in no slot: no links, but part of its show", () => {
    const full = (h: TestGame) => {
      withCards(h, ["P01", "P02", null]);
      putMarker(h, 0, "0.0", 1, "T37", "down");
      putMarker(h, 0, "0.1", 1, "T26", "up");
      putMarker(h, 0, "0.2", 1, "T04", "up");
    };
    const g = placedWith("A06", "effect", full);
    expect(g.turnLegal(0)).toContainEqual({ type: "guestPerformer", trick: "T25", card: 0 });
    expectExact(g, 0);
    const before = g.state;
    const ap = g.state.placement!.ap;
    told(g, 0, { type: "guestPerformer", trick: "T25", card: 0 });
    expect(g.state.theaterCards[0]!.markers["guest-1"]).toMatchObject({ seat: 0, trick: "T25" });
    expect(g.p(0).tricks.find((t) => t.id === "T25")!.markers).toBe(1);
    expect(gains(g, before)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]); // no link bonus
    expect(g.state.placement!.ap).toBe(ap - 1); // a Set Up Trick's 1 AP
    // the show of that card pays it like any marker: Barricaded Barrels 1 Fame 1 coin (Friday: modifier 0)
    expect(performanceYields(g.state, 1, 0, "friday").find((y) => y.seat === 0)).toMatchObject({ fame: 1, coins: 1 });
    expect(g.refuse(0, { type: "guestPerformer", trick: "T25", card: 0 })).toBe("DUPLICATE_TRICK"); // RULES §3.5 still holds
    const control = placedWith("A06", "ap", full);
    expect(control.refuse(0, { type: "guestPerformer", trick: "T25", card: 0 })).toBe("NOT_YOUR_EFFECT");
  });

  it("A07 Orchestral Interlude: one link payment per adjacent marker, matching or not; Shards only for a true link", () => {
    // Riverside P01: 0.0 -(Shard circle)- 0.1 - 0.2. Barricaded Barrels (escape) in 0.1 facing down links with the
    // Linking Rings above (its mechanical corner), not with the Card Manipulation below.
    const stage = (h: TestGame) => {
      withCards(h, ["P01", "P02", null]);
      putMarker(h, 0, "0.0", 1, "T37", "down");
      putMarker(h, 0, "0.2", 1, "T04", "up");
    };
    const g = placedWith("A07", "effect", stage);
    expect(
      g.refuse(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.1", facing: "down", rewards: ["fame"] }),
    ).toBe("BAD_REWARDS");
    const before = g.state;
    told(g, 0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.1", facing: "down", rewards: ["fame", "coins"] });
    expect(gains(g, before)).toEqual([
      [1, 1, 1],
      [0, 0, 1],
    ]);
    const control = placedWith("A07", "ap", stage);
    const c0 = control.state;
    control.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.1", facing: "down", rewards: ["fame"] });
    expect(gains(control, c0)).toEqual([
      [1, 0, 1],
      [0, 0, 1],
    ]);
  });

  it("A11 Durable Components: after the shows, one performed marker may go back onto its trick card", () => {
    const run = (use: "effect" | "ap"): TestGame => {
      const g = darkAlleyGame({ players: 2, seed: 21 });
      g.set((s) => ({ ...s, initiative: [0, 1] }));
      giveSpecials(g, 0, ["A11"]);
      withCards(g, ["P01", null, null]);
      putMarker(g, 0, "0.0", 0, "T25", "down");
      planAlley(g, 0, {}, { magician: "A11" });
      g.place(0, "magician", "theater-friday-stage");
      g.act(0, { type: "useSpecial", use });
      g.declineBreakingFree();
      g.act(0, { type: "perform", card: 0 });
      return g;
    };
    const g = run("effect");
    expect([g.state.phase, g.state.weekday, g.active]).toEqual(["performance", null, [0]]);
    expect(g.turnLegal(0)).toEqual([
      { type: "durableComponents", trick: "T25" },
      { type: "durableComponents", trick: null },
    ]);
    expectExact(g, 0);
    expect(g.refuse(0, { type: "durableComponents", trick: "T26" })).toBe("NOTHING_PERFORMED");
    expect(g.refuse(1, { type: "durableComponents", trick: null })).toBe("NOT_YOUR_TURN");
    const [markers, supply] = [g.p(0).tricks.find((t) => t.id === "T25")!.markers, g.p(0).markerSupply.spades];
    told(g, 0, { type: "durableComponents", trick: "T25" });
    expect([g.p(0).tricks.find((t) => t.id === "T25")!.markers, g.p(0).markerSupply.spades]).toEqual([
      markers + 1,
      supply - 1,
    ]);
    expect(g.state.turn).toBe(2);
    expect(run("ap").state.turn).toBe(2); // without the effect End Turn follows the last show at once
  });

  it("A13 Grand Premiere: a trick performed for the first time this game yields its Fame, coins or Shards twice", () => {
    const run = (use: "effect" | "ap", seen = false): TestGame => {
      const g = darkAlleyGame({ players: 2, seed: 21 });
      g.set((s) => ({ ...s, initiative: [0, 1] }));
      giveSpecials(g, 0, ["A13"]);
      withCards(g, ["P01", null, null]);
      putMarker(g, 0, "0.0", 0, "T25", "down");
      if (seen) g.set((s) => ({ ...s, alley: { ...s.alley!, performed: [{ seat: 0, trick: "T25", turn: 0 }] } }));
      planAlley(g, 0, {}, { magician: "A13" });
      g.place(0, "magician", "theater-friday-stage");
      g.act(0, { type: "useSpecial", use });
      g.declineBreakingFree();
      return g;
    };
    const g = run("effect");
    const premiere = { type: "grandPremiere", card: 0, trick: "T25", doubled: "fame" } as const;
    expect(g.turnLegal(0)).toContainEqual(premiere);
    expectExact(g, 0);
    const before = g.state;
    told(g, 0, premiere);
    const plain = run("ap");
    const p0 = plain.state;
    plain.act(0, { type: "perform", card: 0 });
    expect(gains(g, before)[0]![0]! - gains(plain, p0)[0]![0]!).toBe(1); // Barricaded Barrels' 1 Fame once more
    expect(gains(g, before)[0]![1]).toBe(gains(plain, p0)[0]![1]);
    expect(g.state.alley!.performed).toContainEqual({ seat: 0, trick: "T25", turn: 1 });
    expect(run("ap").refuse(0, premiere)).toBe("NOT_YOUR_EFFECT");
    expect(run("effect", true).refuse(0, premiere)).toBe("ALREADY_PERFORMED");
  });

  it("A13 Grand Premiere: how many times the trick yields is the card's number in the data (specialEffects.ts)", () => {
    const premiereGain = (): number => {
      const g = darkAlleyGame({ players: 2, seed: 21 });
      g.set((s) => ({ ...s, initiative: [0, 1] }));
      giveSpecials(g, 0, ["A13"]);
      withCards(g, ["P01", null, null]);
      putMarker(g, 0, "0.0", 0, "T25", "down");
      planAlley(g, 0, {}, { magician: "A13" });
      g.place(0, "magician", "theater-friday-stage");
      g.act(0, { type: "useSpecial", use: "effect" });
      g.declineBreakingFree();
      const before = g.p(0).fame;
      g.act(0, { type: "grandPremiere", card: 0, trick: "T25", doubled: "fame" });
      return g.p(0).fame - before;
    };
    const card = SPECIAL_EFFECTS.A13 as { times: number };
    const printed = card.times;
    const twice = premiereGain();
    card.times = 3;
    try {
      expect(premiereGain() - twice).toBe(1); // Barricaded Barrels' 1 Fame a third time
    } finally {
      card.times = printed;
    }
  });

  it("A23 On-stage Preparation: prepare, then one new marker straight onto an empty slot; its links pay nothing", () => {
    const stage = (h: TestGame) => {
      h.setPlayer(0, { components: { wood: 2, metal: 2 } });
      withCards(h, ["P01", "P02", null]);
      putMarker(h, 0, "0.1", 1, "T26", "up"); // an escape corner up: a set-up in 0.0 facing down would link
    };
    const g = placedWith("A23", "effect", stage, "apprentice1");
    const move = { type: "onStagePreparation", trick: "T26", card: 0, slot: "0.0", facing: "down" } as const;
    expect(g.turnLegal(0)).toContainEqual(move);
    expectExact(g, 0);
    expect(g.refuse(0, { ...move, slot: "0.1", facing: "up" })).toBe("SLOT_TAKEN");
    const before = g.state;
    told(g, 0, move);
    expect(g.p(0).tricks.find((t) => t.id === "T26")!.markers).toBe(2 + 1 - 1); // printed, Engineer slot, one moved
    expect(g.state.theaterCards[0]!.markers["0.0"]).toMatchObject({ seat: 0, trick: "T26", facing: "down" });
    expect(gains(g, before)).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]); // no link bonus, no Shards
    const control = placedWith("A23", "ap", stage, "apprentice1");
    expect(control.refuse(0, move)).toBe("NOT_YOUR_EFFECT");
  });

  it("A24 Hidden Talent: the Apprentice who prepared leaves at Return Characters for a Specialist, whose wage is paid this turn", () => {
    // No Shard, so no Enhance: after the Prepare (its only AP) only the choice keeps the placement open.
    const run = (use: "effect" | "ap"): TestGame => {
      const g = placedWith(
        "A24",
        use,
        (h) => h.setPlayer(0, { components: { wood: 2, metal: 2 }, shards: 0 }),
        "apprentice1",
      );
      if (use === "effect") expect(g.refuse(0, { type: "hiddenTalent", specialist: "manager" })).toBe("NOT_YET");
      g.act(0, { type: "prepare", trick: "T26" });
      return g;
    };
    const g = run("effect");
    expect(g.state.placement!.ap).toBe(0);
    expect(g.turnLegal(0)).toContainEqual({ type: "hiddenTalent", specialist: "manager" });
    expectExact(g, 0);
    expect(g.refuse(0, { type: "hiddenTalent", specialist: "engineer" })).toBe("ALREADY_OWNED");
    const coins = g.p(0).coins;
    told(g, 0, { type: "hiddenTalent", specialist: "manager" });
    // chosen: nothing keeps the placement open, nobody else plans anything, no show: End Turn follows
    expect(g.state.turn).toBe(2);
    expect([g.p(0).characters.apprentice1.status, g.p(0).characters.manager.status]).toEqual(["supply", "team"]);
    // the Apprentice was placed, so it is paid; and "you pay that Specialist's wage this turn"
    expect(coins - g.p(0).coins).toBe(CHARACTER_TYPES.apprentice.wage + CHARACTER_TYPES.manager.wage);
    expect(g.state.alley!.discards.workshop).toContain("A24");
    const control = run("ap");
    expect(control.refuse(0, { type: "hiddenTalent", specialist: "manager" })).toBe("NOT_YOUR_EFFECT");
  });

  /** Seat 0's Apprentice prepares with A24 and chooses a Manager; End Turn follows at once (see the test above). */
  function hiddenTalentTurn(coins: number): { g: TestGame; wages: Extract<GameEvent, { type: "wages" }> | undefined } {
    const g = placedWith(
      "A24",
      "effect",
      (h) => h.setPlayer(0, { components: { wood: 2, metal: 2 }, shards: 0 }),
      "apprentice1",
    );
    g.act(0, { type: "prepare", trick: "T26" });
    g.setPlayer(0, { coins, fame: 20 });
    const r = applyActionWithEvents(g.state, 0, { type: "hiddenTalent", specialist: "manager" });
    if (!r.ok) throw new Error(r.error.code);
    g.state = r.state;
    return {
      g,
      wages: r.events.find((e): e is Extract<GameEvent, { type: "wages" }> => e.type === "wages" && e.seat === 0),
    };
  }

  it("A24 Hidden Talent: the Apprentice that did the Prepare is paid at Pay Wages, as every placed character is", () => {
    // One coin: exactly the Apprentice's wage. It is paid first like any placed character's (RULES §9.1); only the
    // Specialist's wage goes unpaid.
    const { g, wages } = hiddenTalentTurn(CHARACTER_TYPES.apprentice.wage);
    expect(g.state.turn).toBe(2);
    expect(wages).toMatchObject({
      due: CHARACTER_TYPES.apprentice.wage + CHARACTER_TYPES.manager.wage,
      paid: CHARACTER_TYPES.apprentice.wage,
    });
    expect(g.p(0).coins).toBe(0);
    expect(g.p(0).characters.apprentice1.status).toBe("supply");
  });

  it("A24 Hidden Talent: the Specialist hired at Return Characters is paid this turn (2 Fame per coin short, RULES §9.1)", () => {
    const { g, wages } = hiddenTalentTurn(0);
    const due = CHARACTER_TYPES.apprentice.wage + CHARACTER_TYPES.manager.wage;
    expect(wages).toMatchObject({ due, paid: 0, fameLost: 2 * due });
    expect(g.p(0).fame).toBe(20 - 2 * due);
    expect(g.p(0).characters.manager.status).toBe("team");
  });

  it("A25 Freelancer: its character may be placed at any other location (AP from the slot used, OQ-36)", () => {
    const g = darkAlleyGame({ players: 2, seed: 21 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    giveSpecials(g, 0, ["A25"]);
    planAlley(g, 0, { apprentice1: "workshop" }, { magician: "A25" });
    expect(g.legal(0)).toContainEqual({ type: "place", character: "magician", slot: "downtown-1" });
    expect(g.refuse(0, { type: "place", character: "apprentice1", slot: "downtown-1" })).toBe("WRONG_LOCATION"); // a permanent card binds
    g.place(0, "magician", "downtown-1");
    expect(g.state.alley!.special).toEqual({ id: "A25", use: "effect" }); // used: no +1 AP choice
    expect(g.state.placement!.ap).toBe(5);
    g.setDice({ bank_A: 4 });
    g.act(0, { type: "takeCoins", die: "bank_A" });
    // at the Workshop the effect has nothing left to do: only its +1 AP
    const w = placedWith("A25", null);
    expect(w.turnLegal(0).filter((a) => a.type === "useSpecial")).toEqual([{ type: "useSpecial", use: "ap" }]);
    expect(w.refuse(0, { type: "useSpecial", use: "effect" })).toBe("EFFECT_NOT_USABLE");
  });

  it("A27 Hypnotic Motivation: the hired character joins at once with a card from the hand and is placed this phase", () => {
    const g = placedWith("A27", "effect");
    g.setDice({ inn_apprentice: "apprentice" });
    const hire = { type: "hypnoticHire", die: "inn_apprentice", location: "market_row" } as const;
    expect(g.turnLegal(0)).toContainEqual(hire);
    expectExact(g, 0);
    expect(g.refuse(0, { ...hire, location: "dark_alley" as never })).toBe("BAD_ACTION");
    told(g, 0, hire);
    expect(g.p(0).characters.apprentice2).toEqual({ status: "team", card: "market_row", slot: null, inactive: false });
    expect([g.p(0).hand.market_row, g.state.placement!.ap, g.state.dice.inn_apprentice]).toEqual([0, 2, "X"]);
    g.act(0, { type: "endPlacement" });
    g.place(0, "apprentice2", "market-row-1"); // later in the same Place Characters phase
    expect(g.p(0).characters.apprentice2.slot).toBe("market-row-1");
    const none = placedWith("A27", "effect", (h) =>
      h.setPlayer(0, { hand: { downtown: 1, market_row: 0, workshop: 1, theater: 2 } }),
    );
    none.setDice({ inn_apprentice: "apprentice" });
    expect(none.refuse(0, hire)).toBe("NO_CARD");
  });

  it("A41 Logistics: the ordered component stands beside the Buy area: in stock this turn, back to the supply at Orders Arrive", () => {
    const g = placedWith("A41", "effect");
    const cogs = g.state.supply.cog!;
    expect(g.refuse(0, { type: "logistics", component: "wood" })).toBe("ALREADY_ORDERED"); // in stock already
    expectExact(g, 0);
    told(g, 0, { type: "logistics", component: "cog" });
    expect([g.state.alley!.stock, g.state.supply.cog, g.state.market.order]).toEqual([
      ["cog"],
      cogs - 1,
      [null, null, null, null],
    ]);
    g.act(0, { type: "buy", component: "cog", count: 1, bargain: 0, toManager: false });
    expect(g.p(0).components.cog).toBe(1);
    g.act(0, { type: "endPlacement" });
    g.declineBreakingFree();
    expect(g.state.turn).toBe(2);
    expect([g.state.alley!.stock, g.state.supply.cog]).toEqual([[], cogs - 1 + 1 - 1]); // the stock piece back, the bought one gone
    const control = placedWith("A41", "ap");
    expect(control.refuse(0, { type: "logistics", component: "cog" })).toBe("NOT_YOUR_EFFECT");
  });
});
