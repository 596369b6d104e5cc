// RULES §4: general setup, initiative and coins, player setup choices, beginner setup.
import { describe, expect, it } from "vitest";
import { createGame, legalActions } from "../../shared/engine";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { testGame } from "./testGame";

describe("general setup (RULES §4.1, §4.4)", () => {
  it("4 players: coins 10/12/14/16 by initiative space, 5 Fame, 1 Shard", () => {
    const g = testGame({ players: 4, seed: "coins" });
    g.order.forEach((seat, pos) => expect(g.p(seat).coins).toBe(10 + 2 * pos));
    for (const p of g.state.players) {
      expect(p.fame).toBe(5);
      expect(p.shards).toBe(1);
      expect(p.hand).toEqual({ downtown: 2, market_row: 2, workshop: 2, theater: 3 });
    }
  });

  it("3 players: 10/12/14", () => {
    const g = testGame({ players: 3, seed: 7 });
    expect(g.order.map((s) => g.p(s).coins)).toEqual([10, 12, 14]);
  });

  it("the initiative order is random but fixed by the seed", () => {
    const orders = new Set<string>();
    for (let seed = 0; seed < 30; seed++)
      orders.add(
        createGame(
          { players: 4, beginnerSetup: true, magicians: ["M01", "M02", "M03", "M04"] },
          seed,
        ).initiative.join(),
      );
    expect(orders.size).toBeGreaterThan(5);
    const a = createGame({ players: 4 }, "same");
    const b = createGame({ players: 4 }, "same");
    expect(a).toEqual(b);
  });

  it("the deck holds 2 Riverside on top of 2 Grand Magorian; players-1 other Riverside cards are face up", () => {
    const s = createGame({ players: 4 }, 3);
    expect(s.deck.map((id) => PERFORMANCE_BY_ID[id].theater)).toEqual([
      "riverside_theater",
      "riverside_theater",
      "grand_magorian",
      "grand_magorian",
    ]);
    expect(s.theaterCards).toHaveLength(5);
    const faceUp = s.theaterCards.filter((c) => c !== null);
    expect(faceUp).toHaveLength(3);
    expect(s.theaterCards.slice(0, 3).every((c) => c && PERFORMANCE_BY_ID[c.id].theater === "riverside_theater")).toBe(
      true,
    );
    const all = [...s.deck, ...faceUp.map((c) => c!.id)];
    expect(new Set(all).size).toBe(7);
  });

  it("the Market Row stocks Wood, Metal, Glass and Fabric; orders empty; 32 base tricks at the Residence", () => {
    const s = createGame({ players: 3 }, 1);
    expect(s.market).toEqual({
      buy: ["wood", "metal", "glass", "fabric"],
      order: [null, null, null, null],
      quick: null,
    });
    expect(s.residence).toHaveLength(32);
    expect(s.supply.wood).toBe(9); // one piece of each stocked type is on the Market Row (issue 13 audit)
    expect(s.supply.rope).toBe(8);
    expect(s.supply.cog).toBe(6);
  });
});

describe("player setup choices (RULES §4.3)", () => {
  it("runs in seat order: magicians, then components, trick and specialist per seat, Engineer tricks last", () => {
    const g = testGame({ players: 2, beginner: false, magicians: null, seed: 5 });
    expect(g.state.phase).toBe("setup");
    expect(g.active).toEqual([0]);
    g.act(0, { type: "chooseMagician", magician: "M01" });
    // RULES §4.3.1: the Red Lotus is also Escape
    expect(g.refuse(1, { type: "chooseMagician", magician: "M05" })).toBe("CATEGORY_TAKEN");
    expect(g.refuse(1, { type: "chooseMagician", magician: "M01" })).toBe("MAGICIAN_TAKEN");
    expect(g.refuse(0, { type: "chooseMagician", magician: "M02" })).toBe("NOT_YOUR_TURN");
    g.act(1, { type: "chooseMagician", magician: "M04" });

    // Seat 0: components worth at most 2 coins
    expect(g.refuse(0, { type: "chooseComponents", components: ["rope", "wood"] })).toBe("BAD_CHOICE");
    expect(g.refuse(0, { type: "chooseTrick", trick: "T25" })).toBe("WRONG_PHASE");
    expect(g.refuse(0, { type: "chooseComponents", components: ["metal", "wood"] })).toBe("BAD_CHOICE"); // one spelling only
    g.act(0, { type: "chooseComponents", components: ["wood", "wood"] });
    expect(g.p(0).components).toEqual({ wood: 2 });
    // the favourite (Escape) threshold-1 trick only
    expect(g.refuse(0, { type: "chooseTrick", trick: "T37" })).toBe("BAD_CHOICE");
    expect(g.refuse(0, { type: "chooseTrick", trick: "T29" })).toBe("FAME_THRESHOLD");
    g.act(0, { type: "chooseTrick", trick: "T25" });
    g.act(0, { type: "chooseSpecialist", specialist: "engineer", components: [] });
    expect(g.state.setupQueue.map((q) => `${q.seat}:${q.step}`)).toEqual([
      "1:components",
      "1:trick",
      "1:specialist",
      "0:engineerTrick",
    ]);

    // Seat 1: Manager with a Rope on a Manager slot
    g.act(1, { type: "chooseComponents", components: ["metal", "metal"] });
    g.act(1, { type: "chooseTrick", trick: "T37" });
    expect(g.refuse(1, { type: "chooseSpecialist", specialist: "manager", components: ["metal", "metal"] })).toBe(
      "TYPE_CAP",
    );
    g.act(1, { type: "chooseSpecialist", specialist: "manager", components: ["rope"] });
    expect(g.p(1).managerPiles).toEqual(["rope"]);

    // Seat 0's Engineer trick comes after every starting trick, of any category, onto the Engineer slot
    expect(g.state.phase).toBe("setup");
    g.act(0, { type: "chooseTrick", trick: "T38" });
    expect(g.p(0).tricks.map((t) => [t.id, t.engineerSlot])).toEqual([
      ["T25", false],
      ["T38", true],
    ]);
    // Setup is over: starting tricks whose components are met begin prepared (OQ-43), +1 on the Engineer slot
    expect(g.state.phase).toBe("advertise");
    expect(g.p(0).tricks.find((t) => t.id === "T25")!.markers).toBe(2); // 2 Wood met
    expect(g.p(0).tricks.find((t) => t.id === "T38")!.markers).toBe(0); // Living Piano needs animal, glass, wood
    expect(g.p(0).markerSupply.spades).toBe(2);
    expect(g.p(1).tricks[0]).toMatchObject({ id: "T37", markers: 2 });
    expect(g.state.supply.wood).toBe(7); // 2 taken, 1 on the Market Row
    expect(g.state.supply.rope).toBe(7);
  });

  it("the Assistant brings a second Apprentice on its apprentice slot", () => {
    const g = testGame({ players: 2, beginner: false });
    g.act(0, { type: "chooseComponents", components: [] });
    g.act(0, { type: "chooseTrick", trick: "T26" });
    g.act(0, { type: "chooseSpecialist", specialist: "assistant", components: [] });
    expect(g.p(0).characters.apprentice2.status).toBe("team");
    expect(g.p(0).assistantSlot).toBe("apprentice2");
    expect(g.p(0).tricks[0]!.markers).toBe(0);
  });

  it("a pile on a Manager slot counts one more: 1 Glass there meets Mind Reading's 2 Glass", () => {
    const g = testGame({ players: 2, beginner: false, magicians: ["M03", "M04"] });
    g.act(0, { type: "chooseComponents", components: [] });
    g.act(0, { type: "chooseTrick", trick: "T13" }); // Mind Reading needs 2 Glass
    g.act(0, { type: "chooseSpecialist", specialist: "manager", components: ["glass"] });
    g.act(1, { type: "chooseComponents", components: ["rope"] });
    g.act(1, { type: "chooseTrick", trick: "T39" });
    g.act(1, { type: "chooseSpecialist", specialist: "assistant", components: [] });
    // 1 physical Glass on the Manager slot counts 2: Mind Reading starts prepared with 3 markers
    expect(g.p(0).tricks[0]).toMatchObject({ id: "T13", markers: 3 });
  });

  it("legalActions lists exactly the offered choices", () => {
    const g = testGame({ players: 2, beginner: false, magicians: null });
    expect(legalActions(g.state, 0)).toHaveLength(8);
    expect(legalActions(g.state, 1)).toHaveLength(0);
    g.act(0, { type: "chooseMagician", magician: "M02" });
    expect(legalActions(g.state, 1)).toHaveLength(6); // not Optico, not the Gentleman
    g.act(1, { type: "chooseMagician", magician: "M03" });
    // [], 4 x one basic, 4 x two of a basic, 6 x two different basics, 4 x one advanced
    expect(legalActions(g.state, 0)).toHaveLength(19);
  });
});

describe("beginner setup (RULES §4.5)", () => {
  it("gives each category its trick, components and specialist", () => {
    const g = testGame({ players: 4 });
    const [escape, optical, spiritual, mechanical] = [0, 1, 2, 3].map((s) => g.p(s));
    expect(escape!.components).toEqual({ wood: 2 });
    expect(escape!.characters.engineer.status).toBe("team");
    expect(escape!.tricks).toEqual([
      { id: "T25", symbol: "spades", markers: 2, engineerSlot: false },
      { id: "T26", symbol: "hearts", markers: 0, engineerSlot: true }, // Stocks Escape: 2 Metal missing
    ]);
    expect(optical!.components).toEqual({ fabric: 2, animal: 1 });
    expect(optical!.managerPiles).toEqual(["animal"]);
    expect(optical!.tricks[0]).toMatchObject({ id: "T01", markers: 2 });
    expect(spiritual!.components).toEqual({ glass: 2, rope: 1 });
    expect(spiritual!.tricks[0]).toMatchObject({ id: "T13", markers: 3 });
    expect(mechanical!.assistantSlot).toBe("apprentice2");
    expect(mechanical!.tricks[0]).toMatchObject({ id: "T37", markers: 2 });
    expect(g.state.phase).toBe("advertise");
    expect(g.state.turn).toBe(1);
  });

  it("still lets players choose their magician when none are fixed", () => {
    const g = testGame({ players: 2, magicians: null });
    g.act(0, { type: "chooseMagician", magician: "M06" }).act(1, { type: "chooseMagician", magician: "M07" });
    expect(g.p(0).tricks[0]!.id).toBe("T01");
    expect(g.p(1).tricks[0]!.id).toBe("T13");
    expect(g.state.phase).toBe("advertise");
  });
});
