// Base-game corrections from the rules audit of issue 13, each named after the rule it pins.
import { describe, expect, it } from "vitest";
import { COMPONENTS } from "../../shared/data/components";
import { legalActions, type CharacterId, type CharacterState, type Seat } from "../../shared/engine";
import { testGame, type TestGame } from "./testGame";

const TEAM: CharacterState = { status: "team", card: null, slot: null, inactive: false };
const SUPPLY: CharacterState = { status: "supply", card: null, slot: null, inactive: false };

/** The first player's Magician Downtown on the +2 slot (5 AP), with these characters owned. */
function hiringDowntown(owned: CharacterId[]): { g: TestGame; a: Seat } {
  const g = testGame({ players: 2, seed: 8 });
  const a = g.order[0]!;
  g.toPlacement({ [a]: { magician: "downtown" } });
  const characters = { ...g.p(a).characters };
  for (const id of [
    "engineer",
    "manager",
    "assistant",
    "apprentice1",
    "apprentice2",
    "apprentice3",
    "apprentice4",
  ] as CharacterId[]) {
    characters[id] = owned.includes(id) ? TEAM : SUPPLY;
  }
  g.setPlayer(a, { characters, assistantSlot: null });
  g.place(a, "magician", "downtown-1");
  g.setDice({ inn_apprentice: "apprentice" });
  return { g, a };
}

describe("RULES §3.1: at most 3 Apprentices on the board, a 4th only on the Assistant's slot", () => {
  it("a 4th Apprentice cannot be hired without an Assistant", () => {
    const { g, a } = hiringDowntown(["apprentice1", "apprentice2", "apprentice3"]);
    expect(g.refuse(a, { type: "hireCharacter", die: "inn_apprentice" })).toBe("NO_APPRENTICE_SLOT");
    expect(legalActions(g.state, a)).not.toContainEqual({ type: "hireCharacter", die: "inn_apprentice" });
  });

  it("with an Assistant the 4th Apprentice is hired and joins on the Assistant's slot, wage-free", () => {
    const { g, a } = hiringDowntown(["assistant", "apprentice1", "apprentice2", "apprentice3"]);
    g.act(a, { type: "hireCharacter", die: "inn_apprentice" });
    expect(g.p(a).characters.apprentice4.status).toBe("inn");
    g.act(a, { type: "endPlacement" });
    // End Turn: it joins the team on the Assistant's slot
    expect(g.state.turn).toBe(2);
    expect(g.p(a).characters.apprentice4.status).toBe("team");
    expect(g.p(a).assistantSlot).toBe("apprentice4");
  });

  it("an Assistant whose slot is taken leaves no room for a 4th (3 on the board + 1 there = 4 owned)", () => {
    const { g, a } = hiringDowntown(["assistant", "apprentice1", "apprentice2", "apprentice3", "apprentice4"]);
    g.set((s) => s); // 4 owned: every disk is out of the supply
    expect(g.refuse(a, { type: "hireCharacter", die: "inn_apprentice" })).toBe("NONE_LEFT");
  });

  it("fewer than 3 Apprentices: hiring needs no Assistant", () => {
    const { g, a } = hiringDowntown(["apprentice1", "apprentice2"]);
    g.act(a, { type: "hireCharacter", die: "inn_apprentice" });
    expect(g.p(a).characters.apprentice3.status).toBe("inn");
  });
});

describe("RULES §6.2 / OQ-22: the Market Row stock and the Orders are pieces of the limited general supply", () => {
  const total = (type: string) => COMPONENTS.find((c) => c.id === type)!.supply;

  it("the initial stock (Wood, Metal, Glass, Fabric) is taken from the supply", () => {
    const g = testGame({ players: 3 });
    // beginner setup: Optico 2 Fabric + Animal, Master of Chains 2 Wood, Priestess 2 Glass + Rope
    expect(g.state.supply.wood).toBe(total("wood") - 1 - 2);
    expect(g.state.supply.metal).toBe(total("metal") - 1);
    expect(g.state.supply.rope).toBe(total("rope") - 1);
    expect(g.state.supply.cog).toBe(total("cog"));
  });

  it("Order takes a piece from the supply; an empty supply refuses the Order (SUPPLY_EMPTY)", () => {
    const g = testGame({ players: 3, seed: 44 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { magician: "market_row" } });
    g.place(a, "magician", "market-row-1");
    g.set((s) => ({ ...s, supply: { ...s.supply, cog: 1, mirror: 0 } }));
    expect(g.refuse(a, { type: "order", component: "mirror", slot: 0 })).toBe("SUPPLY_EMPTY");
    expect(legalActions(g.state, a).some((x) => x.type === "order" && x.component === "mirror")).toBe(false);
    expect(legalActions(g.state, a).some((x) => x.type === "quickOrder" && x.component === "mirror")).toBe(false);
    g.act(a, { type: "order", component: "cog", slot: 0 });
    expect(g.state.supply.cog).toBe(0);
    // Quick Order takes one too, and gives the piece on the slot back first
    g.act(a, { type: "quickOrder", component: "rope" });
    const rope = g.state.supply.rope!;
    g.act(a, { type: "quickOrder", component: "saw" });
    expect(g.state.supply.rope).toBe(rope + 1);
  });

  it("at Orders Arrive the replaced stock and the Quick Order piece go back to the supply", () => {
    const g = testGame({ players: 3, seed: 44 });
    const a = g.order[0]!;
    g.toPlacement({ [a]: { magician: "market_row" } });
    g.place(a, "magician", "market-row-1");
    const before = { ...g.state.supply };
    g.act(a, { type: "order", component: "cog", slot: 0 }); // replaces Wood
    g.act(a, { type: "quickOrder", component: "rope" });
    g.act(a, { type: "endPlacement" });
    expect(g.state.turn).toBe(2);
    expect(g.state.market.buy[0]).toBe("cog");
    expect(g.state.supply.cog).toBe(before.cog! - 1);
    expect(g.state.supply.wood).toBe(before.wood! + 1);
    expect(g.state.supply.rope).toBe(before.rope);
  });
});

describe("RULES §4.3.6: the Manager's setup bonus may be of a type the player already holds", () => {
  it("1 Glass held + 1 Glass bonus: the pile of 2 goes onto a Manager slot (counts 3)", () => {
    const g = testGame({ players: 2, beginner: false });
    g.act(0, { type: "chooseComponents", components: ["glass"] });
    g.act(0, { type: "chooseTrick", trick: "T25" }); // Master of Chains: Escape
    g.act(0, { type: "chooseSpecialist", specialist: "manager", components: ["glass"] });
    expect(g.p(0).components).toEqual({ glass: 2 });
    expect(g.p(0).managerPiles).toEqual(["glass"]);
  });

  it("2 Metal held + 1 Metal bonus stay a pile of 3 on the board; 2 more would exceed the cap (TYPE_CAP)", () => {
    const g = testGame({ players: 2, beginner: false });
    g.act(0, { type: "chooseComponents", components: ["metal", "metal"] });
    g.act(0, { type: "chooseTrick", trick: "T25" });
    expect(g.refuse(0, { type: "chooseSpecialist", specialist: "manager", components: ["metal", "metal"] })).toBe(
      "TYPE_CAP",
    );
    expect(legalActions(g.state, 0)).toContainEqual({
      type: "chooseSpecialist",
      specialist: "manager",
      components: ["metal"],
    });
    g.act(0, { type: "chooseSpecialist", specialist: "manager", components: ["metal"] });
    expect(g.p(0).components).toEqual({ metal: 3 });
    expect(g.p(0).managerPiles).toEqual([]);
  });
});

describe("RULES §3.3: components may be returned to the supply at any time", () => {
  it("out of turn, in Advertise, Assignment and Performance, by any seat; not during the setup choices", () => {
    const g = testGame({ players: 3 });
    const [a, b] = g.order as [Seat, Seat];
    // Advertise: seat b is not to act, and may still return a piece
    const glass = g.state.supply.glass!;
    const holder = g.state.players.find((p) => (p.components.glass ?? 0) > 0)!.seat;
    expect(legalActions(g.state, holder)).toContainEqual({ type: "returnComponent", component: "glass" });
    g.act(holder, { type: "returnComponent", component: "glass" });
    expect(g.state.supply.glass).toBe(glass + 1);
    expect(g.state.phase).toBe("advertise");
    expect(g.state.cursor).toBe(0); // nobody's turn was used
    g.skipAdvertising();
    // Assignment, after confirming
    g.plan(a, {});
    const wood = g.p(0).components.wood!;
    g.act(0, { type: "returnComponent", component: "wood" });
    expect(g.p(0).components.wood).toBe(wood - 1);
    expect(g.refuse(b, { type: "returnComponent", component: "cog" })).toBe("NO_SUCH_COMPONENT");
    // not in the setup choices
    const setup = testGame({ players: 2, beginner: false });
    setup.act(0, { type: "chooseComponents", components: ["wood"] });
    expect(setup.refuse(0, { type: "returnComponent", component: "wood" })).toBe("WRONG_PHASE");
  });

  it("bots and the seats-to-act are unchanged: returning is no reason to wait for a seat", () => {
    const g = testGame({ players: 3 });
    expect(g.active).toEqual([g.order[0]]);
  });
});
