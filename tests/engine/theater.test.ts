// RULES §7.2, §3.5-3.6: Set Up Trick with orientation and links, Reschedule.
import { describe, expect, it } from "vitest";
import { cornerCategory, countLinks } from "../../shared/engine/core/geometry";
import { legalActions, setUpRefusal, validateAction, type Action } from "../../shared/engine";
import { testGame } from "./testGame";
import { giveTrick, putMarker, withCards } from "./theaterStage";

describe("marker geometry (RULES §3.5)", () => {
  it("the own category's corner fixes the others: clockwise Spiritual, Mechanical, Optical, Escape", () => {
    // own corner up: right = next, down = opposite, left = previous
    expect(["up", "right", "down", "left"].map((d) => cornerCategory("spiritual", "up", d as "up"))).toEqual([
      "spiritual",
      "mechanical",
      "optical",
      "escape",
    ]);
    // own corner right: the up corner is previous(C)
    expect(cornerCategory("mechanical", "right", "up")).toBe("spiritual");
    // own corner down: the up corner is opposite(C)
    expect(cornerCategory("escape", "down", "up")).toBe("mechanical");
    // own corner left: the up corner is next(C)
    expect(cornerCategory("optical", "left", "up")).toBe("escape");
  });
});

/** 2 players, seat 0 (Escape beginner: Barricaded Barrels prepared, 2 markers) first, Theater cards P01 and P02. */
function backstage() {
  const g = testGame({ players: 2, seed: 12 });
  g.set((s) => ({ ...s, initiative: [0, 1] }));
  withCards(g, ["P01", "P02", null]);
  g.toPlacement({ 0: { magician: "theater" }, 1: { magician: "theater" } });
  g.place(0, "magician", "theater-friday-1"); // 3 AP
  return g;
}

describe("Set Up Trick (1 AP)", () => {
  it("moves one marker from a prepared trick to an empty slot, own-category corner into a link circle", () => {
    const g = backstage();
    expect(g.refuse(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "up", rewards: [] })).toBe(
      "BAD_FACING",
    );
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    expect(g.state.theaterCards[0]!.markers["0.0"]).toEqual({
      seat: 0,
      trick: "T25",
      symbol: "spades",
      facing: "down",
    });
    expect(g.p(0).tricks[0]!.markers).toBe(1);
    expect(g.state.placement!.ap).toBe(2);
    // the same trick twice on one card is refused; another card is fine
    expect(g.refuse(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.2", facing: "up", rewards: [] })).toBe(
      "DUPLICATE_TRICK",
    );
    expect(g.refuse(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] })).toBe(
      "SLOT_TAKEN",
    );
    expect(g.refuse(0, { type: "setUpTrick", trick: "T25", card: 2, slot: "0.0", facing: "down", rewards: [] })).toBe(
      "NO_SUCH_CARD",
    );
    expect(g.refuse(0, { type: "setUpTrick", trick: "T25", card: 1, slot: "1.2", facing: "up", rewards: [] })).toBe(
      "SLOT_UNAVAILABLE",
    );
    expect(g.refuse(0, { type: "setUpTrick", trick: "T26", card: 1, slot: "0.0", facing: "down", rewards: [] })).toBe(
      "NOT_PREPARED",
    );
    g.act(0, { type: "setUpTrick", trick: "T25", card: 1, slot: "0.0", facing: "down", rewards: [] });
    expect(g.p(0).tricks[0]!.markers).toBe(0);
  });

  it("a trick whose marker is on every performance card is refused as such (NO_CARD_FOR_TRICK), not as a missing space", () => {
    const g = backstage();
    giveTrick(g, 0, "T37", 3); // Linking Rings, three markers: one is left after two set-ups
    const setUpOn = (card: number) =>
      legalActions(g.state, 0).find(
        (a): a is Extract<Action, { type: "setUpTrick" }> =>
          a.type === "setUpTrick" && a.trick === "T37" && a.card === card,
      )!;
    expect(setUpRefusal(g.state, 0, "T37")).toBeNull();
    g.act(0, setUpOn(0));
    // Card 1 still takes it.
    expect(setUpRefusal(g.state, 0, "T37")).toBeNull();
    g.act(0, setUpOn(1));
    expect(g.p(0).tricks.find((t) => t.id === "T37")!.markers).toBe(1);
    expect(setUpRefusal(g.state, 0, "T37")?.code).toBe("NO_CARD_FOR_TRICK");
    // Asked for one made-up space, the same position read as a missing space (what the workshop pop-over showed).
    expect(
      validateAction(g.state, 0, { type: "setUpTrick", trick: "T37", card: 0, slot: "", facing: "up", rewards: [] })
        ?.code,
    ).toBe("SLOT_UNAVAILABLE");
    // A refusal common to every space (no AP left, no marker) is given as it is.
    expect(setUpRefusal(g.state, 0, "T26")?.code).toBe("NOT_PREPARED");
  });

  it("a link between two of your own markers pays 1 Fame or Coin and, on a Shard circle, 1 Shard in all", () => {
    const g = backstage();
    giveTrick(g, 0, "T37", 2); // Linking Rings, Mechanical
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] }); // down corner: Escape
    // Mechanical facing down shows opposite(Mechanical) = Escape upwards: a link with the Shard circle 0.0-0.1
    expect(g.refuse(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.1", facing: "down", rewards: [] })).toBe(
      "BAD_REWARDS",
    );
    const before = g.p(0);
    g.act(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.1", facing: "down", rewards: ["fame"] });
    expect([g.p(0).fame, g.p(0).coins, g.p(0).shards]).toEqual([before.fame + 1, before.coins, before.shards + 1]);
    expect(countLinks(g.state.theaterCards[0]!)).toBe(1);
  });

  it("facing up, the own category must meet the same category; no link, no pay", () => {
    const g = backstage();
    giveTrick(g, 0, "T37", 2);
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    const before = g.p(0);
    g.act(0, { type: "setUpTrick", trick: "T37", card: 0, slot: "0.1", facing: "up", rewards: [] }); // Mechanical vs Escape
    expect(g.p(0)).toMatchObject({ fame: before.fame, coins: before.coins, shards: before.shards });
    expect(countLinks(g.state.theaterCards[0]!)).toBe(0);
  });

  it("two links at once, a threshold-16 trick: 2 per link, each chosen; the other owner gets the Shard of a Shard link", () => {
    const g = backstage();
    g.act(0, { type: "endPlacement" });
    putMarker(g, 0, "0.0", 0, "T25", "down"); // seat 0: Escape corner down
    putMarker(g, 0, "0.2", 1, "T37", "up"); // seat 1: Mechanical corner up
    giveTrick(g, 1, "T41", 2); // Mechanical Hornet, threshold 16
    g.place(1, "magician", "theater-saturday-2");
    const [me, other] = [g.p(1), g.p(0)];
    // in 0.1 facing down: down corner Mechanical (links 0.2), up corner Escape (links 0.0, Shard circle)
    // rewards follow the slot's link directions as listed on the card: down, then up
    g.act(1, { type: "setUpTrick", trick: "T41", card: 0, slot: "0.1", facing: "down", rewards: ["fame", "coins"] });
    expect([g.p(1).fame, g.p(1).coins, g.p(1).shards]).toEqual([me.fame + 2, me.coins + 2, me.shards + 1]);
    expect(g.p(0).shards).toBe(other.shards + 1);
    expect(g.p(0).fame).toBe(other.fame);
    expect(countLinks(g.state.theaterCards[0]!)).toBe(2);
  });

  it("sideways facing: a right-facing own corner meets the neighbour's left corner", () => {
    // P02: 0.1 has links right (to 1.1, Shard) and up (to 0.0)
    const g = backstage();
    g.act(0, { type: "endPlacement" });
    putMarker(g, 1, "1.1", 0, "T25", "left"); // Escape pointing left into the circle
    giveTrick(g, 1, "T27", 1); // Burning Mummy, Escape
    g.place(1, "magician", "theater-saturday-2");
    const before = g.p(1);
    g.act(1, { type: "setUpTrick", trick: "T27", card: 1, slot: "0.1", facing: "right", rewards: ["coins"] });
    expect([g.p(1).coins, g.p(1).shards]).toEqual([before.coins + 1, before.shards + 1]);
  });
});

describe("Reschedule (1 AP)", () => {
  it("moves your marker to another empty slot or card; links it makes pay nothing (OQ-46)", () => {
    const g = backstage();
    giveTrick(g, 0, "T37", 2);
    g.act(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] });
    g.act(0, { type: "setUpTrick", trick: "T37", card: 1, slot: "0.0", facing: "down", rewards: [] });
    const before = g.p(0);
    expect(
      g.refuse(0, { type: "reschedule", fromCard: 0, fromSlot: "0.2", card: 0, slot: "0.1", facing: "down" }),
    ).toBe("NO_SUCH_MARKER");
    expect(
      g.refuse(0, { type: "reschedule", fromCard: 0, fromSlot: "0.0", card: 0, slot: "0.0", facing: "down" }),
    ).toBe("ALREADY_DONE");
    // the Linking Rings marker moves next to Barricaded Barrels, forming a (Shard) link: no pay
    g.act(0, { type: "reschedule", fromCard: 1, fromSlot: "0.0", card: 0, slot: "0.1", facing: "down" });
    expect(g.p(0)).toMatchObject({ fame: before.fame, coins: before.coins, shards: before.shards });
    expect(g.state.theaterCards[1]!.markers).toEqual({});
    expect(Object.keys(g.state.theaterCards[0]!.markers).sort()).toEqual(["0.0", "0.1"]);
    expect(countLinks(g.state.theaterCards[0]!)).toBe(1);
    expect(g.state.placement).toBeNull(); // 3 AP spent
  });

  it("the Magician on stage takes no actions", () => {
    const g = testGame({ players: 2, seed: 12 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    g.toPlacement({ 0: { magician: "theater" } });
    g.place(0, "magician", "theater-friday-stage");
    expect(g.state.placement).toBeNull();
    expect(g.refuse(0, { type: "setUpTrick", trick: "T25", card: 0, slot: "0.0", facing: "down", rewards: [] })).toBe(
      "WRONG_PHASE",
    );
  });
});
