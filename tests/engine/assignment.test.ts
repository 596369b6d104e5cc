// RULES §5.4: simultaneous, hidden assignment.
import { describe, expect, it } from "vitest";
import { viewFor } from "../../shared/engine";
import { testGame } from "./testGame";

describe("Phase D: Assignment (RULES §5.4)", () => {
  it("every seat plans at the same time, in any order, and the last confirmation starts Place Characters", () => {
    const g = testGame({ players: 3, seed: 4 }).skipAdvertising();
    expect(g.state.phase).toBe("assignment");
    expect(g.active).toEqual([0, 1, 2]);
    g.act(2, { type: "assign", character: "magician", location: "theater" });
    g.act(0, { type: "assign", character: "magician", location: "downtown" });
    g.act(2, { type: "confirmAssignments" });
    expect(g.active).toEqual([0, 1]);
    expect(g.refuse(2, { type: "assign", character: "apprentice1", location: "workshop" })).toBe("ALREADY_DONE");
    g.act(1, { type: "confirmAssignments" });
    g.act(0, { type: "confirmAssignments" });
    expect(g.state.phase).toBe("placement");
  });

  it("a plan may change freely until confirmed; cards come from the hand", () => {
    const g = testGame({ players: 2, seed: 4 }).skipAdvertising();
    g.act(0, { type: "assign", character: "magician", location: "downtown" });
    expect(g.p(0).hand.downtown).toBe(1);
    g.act(0, { type: "assign", character: "magician", location: "workshop" }); // change: Downtown card back to hand
    expect(g.p(0).hand).toEqual({ downtown: 2, market_row: 2, workshop: 1, theater: 3 });
    g.act(0, { type: "unassign", character: "magician" });
    expect(g.p(0).characters.magician.card).toBeNull();
    expect(g.refuse(0, { type: "unassign", character: "magician" })).toBe("NOT_ASSIGNED");
  });

  it("the hand caps visits per location: 2 Downtown cards for 3 characters", () => {
    const g = testGame({ players: 4, seed: 4 }).skipAdvertising();
    // seat 3 (Mechaniker, beginner) has the Magician, Apprentice 1, Assistant and Apprentice 2
    g.act(3, { type: "assign", character: "magician", location: "downtown" });
    g.act(3, { type: "assign", character: "assistant", location: "downtown" });
    expect(g.refuse(3, { type: "assign", character: "apprentice1", location: "downtown" })).toBe("NO_CARD");
    expect(g.legal(3).filter((a) => a.type === "assign" && a.location === "downtown")).toEqual([]);
  });

  it("only characters on the board can be assigned", () => {
    const g = testGame({ players: 2, seed: 4 }).skipAdvertising();
    expect(g.refuse(0, { type: "assign", character: "manager", location: "downtown" })).toBe("CHARACTER_UNAVAILABLE");
    expect(g.refuse(0, { type: "assign", character: "apprentice4", location: "downtown" })).toBe(
      "CHARACTER_UNAVAILABLE",
    );
  });

  it("hides other seats' hands and cards until the reveal, but shows who has a card and who confirmed", () => {
    const g = testGame({ players: 2, seed: 4 }).skipAdvertising();
    g.act(1, { type: "assign", character: "magician", location: "theater" }).act(1, { type: "confirmAssignments" });
    const v0 = viewFor(g.state, 0);
    expect(v0.players[1]!.hand).toBeNull();
    expect(v0.players[1]!.characters.magician.card).toBe("hidden");
    expect(v0.players[1]!.characters.apprentice1.card).toBeNull();
    expect(v0.players[1]!.confirmed).toBe(true);
    expect(JSON.stringify(v0)).not.toContain('"card":"theater"');
    expect(viewFor(g.state, 1).players[1]!.characters.magician.card).toBe("theater");
    expect(viewFor(g.state, "spectator").players[1]!.characters.magician.card).toBe("hidden");
    g.act(0, { type: "confirmAssignments" });
    expect(viewFor(g.state, 0).players[1]!.characters.magician.card).toBe("theater");
  });
});
