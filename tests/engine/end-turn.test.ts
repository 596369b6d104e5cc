// RULES §9 End Turn: wages, returning characters, orders, performance cards, posters, the turn counter.
import { describe, expect, it } from "vitest";
import { applyActionWithEvents, type GameState } from "../../shared/engine";
import { testGame } from "./testGame";

describe("Pay Wages (RULES §9.1)", () => {
  it("placed characters are paid: Magician 0, Specialist 2, Apprentice 1; inactive ones are not", () => {
    const g = testGame({ players: 4, seed: 77 });
    const a = g.order[0]!;
    const spec = a === 0 ? "engineer" : a === 3 ? "assistant" : "manager";
    g.setPlayer(a, { coins: 10 });
    g.toPlacement({ [a]: { magician: "downtown", [spec]: "market_row", apprentice1: "workshop" } });
    g.place(a, "magician", "downtown-4").act(a, { type: "endPlacement" });
    g.place(a, spec, "market-row-4").act(a, { type: "endPlacement" });
    g.act(a, { type: "leaveInactive", character: "apprentice1" });
    expect(g.state.turn).toBe(2);
    expect(g.p(a).coins).toBe(10 - 2);
  });

  it("unpaid coins cost 2 Fame each, never below 0", () => {
    const g = testGame({ players: 2, seed: 77 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    // seat 0 (Escape): Engineer (2) + Apprentice (1) = 3 due
    g.setPlayer(0, { coins: 1, fame: 5 });
    g.toPlacement({ 0: { engineer: "downtown", apprentice1: "market_row" } });
    g.place(0, "engineer", "downtown-4").act(0, { type: "endPlacement" });
    g.place(0, "apprentice1", "market-row-4").act(0, { type: "endPlacement" });
    expect(g.p(0)).toMatchObject({ coins: 0, fame: 5 - 2 * 2 });
  });

  it("Fame stops at 0", () => {
    const g = testGame({ players: 2, seed: 77 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    g.setPlayer(0, { coins: 0, fame: 3 });
    g.toPlacement({ 0: { engineer: "downtown" } });
    g.place(0, "engineer", "downtown-4").act(0, { type: "endPlacement" });
    expect(g.p(0)).toMatchObject({ coins: 0, fame: 0 });
  });
});

describe("the wages told at End Turn (RULES §9.1)", () => {
  const endTurnWages = (free: boolean) => {
    const g = testGame({ players: 2, seed: 77 });
    g.set((s) => ({ ...s, initiative: [0, 1] }));
    const c = g.p(0).characters;
    // Seat 0 has an Assistant, whose own Apprentice (apprentice2) works for no wage.
    g.setPlayer(0, {
      coins: 5,
      assistantSlot: "apprentice2",
      characters: {
        ...c,
        assistant: { ...c.assistant, status: "team" },
        apprentice2: { ...c.apprentice2, status: "team" },
      },
    });
    const worker = free ? "apprentice2" : "apprentice1";
    g.toPlacement({ 0: { magician: "downtown", [worker]: "market_row" } });
    g.place(0, "magician", "downtown-4").act(0, { type: "endPlacement" });
    g.place(0, worker, "market-row-4");
    const r = applyActionWithEvents(g.state, 0, { type: "endPlacement" });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.turn).toBe(2);
    return r.events.filter((e) => e.type === "wages");
  };

  it("a player whose only worker placed is the Assistant's Apprentice is told it owed nothing", () => {
    expect(endTurnWages(true)).toEqual([{ type: "wages", seat: 0, due: 0, paid: 0, fameLost: 0 }]);
  });

  it("a paid Apprentice is told as paid, and a player with nobody placed is not told at all", () => {
    expect(endTurnWages(false)).toEqual([{ type: "wages", seat: 0, due: 1, paid: 1, fameLost: 0 }]);
  });
});

describe("Return Characters, Orders, Performance cards (RULES §9.2-9.4)", () => {
  it("every character comes home and every card goes back to hand", () => {
    const g = testGame({ players: 2, seed: 77 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { magician: "downtown", apprentice1: "downtown" } });
    g.place(a, "magician", "downtown-1").act(a, { type: "endPlacement" });
    g.act(a, { type: "leaveInactive", character: "apprentice1" });
    expect(g.p(a).hand).toEqual({ downtown: 2, market_row: 2, workshop: 2, theater: 3 });
    expect(g.p(a).characters.magician).toEqual({ status: "team", card: null, slot: null, inactive: false });
    expect(g.p(a).characters.apprentice1).toEqual({ status: "team", card: null, slot: null, inactive: false });
  });

  it("cards move one slot each turn, a new one is drawn; from turn 3 the last card is discarded with its markers, no yields (OQ-27)", () => {
    const g = testGame({ players: 3, seed: 77 });
    const ids = (s: GameState) => s.theaterCards.map((c) => c?.id ?? null);
    const start = ids(g.state);
    const deck = [...g.state.deck];
    expect(start).toEqual([start[0], start[1], null, null]);
    g.emptyTurn();
    expect(ids(g.state)).toEqual([deck[0], start[0], start[1], null]);
    g.emptyTurn();
    expect(ids(g.state)).toEqual([deck[1], deck[0], start[0], start[1]]);
    // a marker of seat 2 sits on the card in the last slot
    g.set((s) => ({
      ...s,
      theaterCards: s.theaterCards.map((c, i) =>
        i === 3 && c ? { ...c, markers: { "0.0": { seat: 2, trick: "T13", symbol: "spades", facing: "down" } } } : c,
      ),
      players: s.players.map((p) =>
        p.seat === 2 ? { ...p, markerSupply: { ...p.markerSupply, spades: p.markerSupply.spades - 1 } } : p,
      ),
    }));
    const before = g.p(2);
    g.emptyTurn();
    expect(ids(g.state)).toEqual([deck[2], deck[1], deck[0], start[0]]);
    expect(g.p(2).markerSupply.spades).toBe(before.markerSupply.spades + 1);
    expect(g.p(2).fame).toBe(before.fame);
    expect(g.state.deck).toEqual([deck[3]]);
    g.emptyTurn();
    g.emptyTurn();
    expect(g.state.deck).toEqual([]);
  });

  it("the game ends after the End Turn of turn 5", () => {
    const g = testGame({ players: 2, seed: 77 });
    for (let t = 1; t <= 4; t++) g.emptyTurn();
    expect(g.state.turn).toBe(5);
    g.emptyTurn();
    expect(g.state.phase).toBe("gameOver");
    expect(g.active).toEqual([]);
    expect(g.legal(0)).toEqual([]);
    expect(g.refuse(0, { type: "advertise" })).toBe("GAME_OVER");
  });
});
