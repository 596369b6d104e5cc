// RULES §6.3 Workshop: Prepare, Move Tricks, Move Components, Move Apprentice; own Workshop only.
import { describe, expect, it } from "vitest";
import { managerInWorkshop, testGame } from "./testGame";

describe("Workshop (RULES §6.3)", () => {
  it("Prepare puts the printed markers (+1 on the Engineer slot) on the trick; components stay", () => {
    // seat 0: Escape beginner with the Engineer and Stocks Escape (2 Wood + 2 Metal) on its slot
    const g = testGame({ players: 2, seed: 55 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    g.setPlayer(0, { components: { wood: 2, metal: 2 } });
    g.toPlacement({ 0: { magician: "workshop" } });
    g.place(0, "magician", "workshop-1");
    expect(g.refuse(0, { type: "prepare", trick: "T25" })).toBe("ALREADY_PREPARED");
    g.act(0, { type: "prepare", trick: "T26" });
    expect(g.p(0).tricks.find((t) => t.id === "T26")).toMatchObject({ markers: 3, engineerSlot: true });
    expect(g.p(0).markerSupply.hearts).toBe(1);
    expect(g.p(0).components).toEqual({ wood: 2, metal: 2 });
    expect(g.state.placement!.ap).toBe(2);
  });

  it("Prepare needs every requirement, a Manager pile counting one more", () => {
    // seat 1: Optical beginner, Manager with 1 Animal on a Manager slot (counts 2)
    const g = testGame({ players: 2, seed: 55 });
    g.set((s) => ({ ...s, initiative: [1, 0] }));
    g.setPlayer(1, {
      fame: 16,
      tricks: [...g.p(1).tricks, { id: "T08", symbol: "hearts", markers: 0, engineerSlot: false }],
    });
    g.toPlacement({ 1: { magician: "workshop" } });
    g.place(1, "magician", "workshop-2");
    // Fishing in the Air: 2 Rope, 3 Animal, 3 Wood
    expect(g.refuse(1, { type: "prepare", trick: "T08" })).toBe("REQUIREMENTS_NOT_MET");
    g.setPlayer(1, { components: { fabric: 2, animal: 2, rope: 2, wood: 3 } });
    g.act(1, { type: "prepare", trick: "T08" });
    expect(g.p(1).tricks.find((t) => t.id === "T08")!.markers).toBe(3);
    expect(g.refuse(1, { type: "prepare", trick: "T13" })).toBe("NO_SUCH_TRICK");
  });

  it("places only what the supply holds, and needs at least one marker there", () => {
    const g = testGame({ players: 2, seed: 55 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    g.setPlayer(0, {
      components: { wood: 2, metal: 2 },
      markerSupply: { spades: 2, hearts: 0, diamonds: 4, clubs: 4 },
    });
    g.toPlacement({ 0: { magician: "workshop" } });
    g.place(0, "magician", "workshop-1");
    expect(g.refuse(0, { type: "prepare", trick: "T26" })).toBe("NO_MARKERS");
    g.setPlayer(0, { markerSupply: { spades: 2, hearts: 1, diamonds: 4, clubs: 4 } });
    g.act(0, { type: "prepare", trick: "T26" });
    expect(g.p(0).tricks.find((t) => t.id === "T26")!.markers).toBe(1);
  });

  it("Move Tricks (Engineer) swaps a trick onto the Engineer slot with its markers", () => {
    const g = testGame({ players: 2, seed: 55 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    g.toPlacement({ 0: { magician: "workshop" }, 1: { magician: "workshop" } });
    g.place(0, "magician", "workshop-1");
    g.act(0, { type: "moveTrick", trick: "T25" });
    expect(g.p(0).tricks).toEqual([
      { id: "T25", symbol: "spades", markers: 2, engineerSlot: true },
      { id: "T26", symbol: "hearts", markers: 0, engineerSlot: false },
    ]);
    g.act(0, { type: "endPlacement" });
    // each player has their own Workshop slots
    g.place(1, "magician", "workshop-1");
    expect(g.refuse(1, { type: "moveTrick", trick: "T01" })).toBe("NEEDS_SPECIALIST");
  });

  it("Move Components (Manager) moves a pile onto a Manager slot or swaps it", () => {
    const g = managerInWorkshop();
    g.act(1, { type: "moveComponents", component: "fabric", swapWith: null });
    expect(g.p(1).managerPiles).toEqual(["animal", "fabric"]);
    g.setPlayer(1, { components: { ...g.p(1).components, wood: 1, cog: 3 } });
    expect(g.refuse(1, { type: "moveComponents", component: "wood", swapWith: null })).toBe("STORAGE_FULL");
    expect(g.refuse(1, { type: "moveComponents", component: "cog", swapWith: "animal" })).toBe("TYPE_CAP");
    g.act(1, { type: "moveComponents", component: "wood", swapWith: "animal" });
    expect(g.p(1).managerPiles).toEqual(["fabric", "wood"]);
    // A pile already on a Manager slot is not "missing": it is there already (the board says so in words).
    expect(g.refuse(1, { type: "moveComponents", component: "fabric", swapWith: null })).toBe("ALREADY_DONE");
    g.setPlayer(1, { components: { ...g.p(1).components, glass: 0 } });
    expect(g.refuse(1, { type: "moveComponents", component: "glass", swapWith: null })).toBe("NO_SUCH_COMPONENT");
  });

  it("Move Apprentice (Assistant): the apprentice pays no wage from then on, this turn included (OQ-37)", () => {
    const g = testGame({ players: 4, seed: 55 });
    g.set((s) => ({ ...s, initiative: [3, 0, 1, 2] }));
    // seat 3: Mechaniker beginner, Assistant with Apprentice 2 on its slot; free the slot
    g.setPlayer(3, { assistantSlot: null });
    const coins = g.p(3).coins;
    g.toPlacement({ 3: { apprentice1: "workshop", apprentice2: "downtown" } });
    g.place(3, "apprentice1", "workshop-1");
    g.act(3, { type: "moveApprentice", character: "apprentice1" });
    expect(g.p(3).assistantSlot).toBe("apprentice1");
    g.act(3, { type: "endPlacement" });
    g.place(3, "apprentice2", "downtown-4");
    g.act(3, { type: "endPlacement" });
    expect(g.state.turn).toBe(2);
    expect(g.p(3).coins).toBe(coins - 1); // only Apprentice 2's wage
  });

  it("Move Apprentice needs the Assistant's slot to be empty", () => {
    const g = testGame({ players: 4, seed: 55 });
    g.set((s) => ({ ...s, initiative: [3, 0, 1, 2] }));
    g.toPlacement({ 3: { magician: "workshop" } });
    g.place(3, "magician", "workshop-2");
    expect(g.refuse(3, { type: "moveApprentice", character: "apprentice1" })).toBe("SLOT_TAKEN");
  });
});
