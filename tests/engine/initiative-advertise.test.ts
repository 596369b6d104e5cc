// RULES §5.1-5.3: dice, initiative order, Advertise.
import { describe, expect, it } from "vitest";
import { DIE_BY_ID, DIE_IDS } from "../../shared/data/dice";
import { testGame } from "./testGame";

describe("Phase A: roll dice (RULES §5.1)", () => {
  it("rolls all six dice to faces of their own", () => {
    const g = testGame({ players: 3, seed: 11 });
    for (const d of DIE_IDS) expect(DIE_BY_ID[d].faces).toContain(g.state.dice[d]);
  });

  it("rolls again every turn", () => {
    const g = testGame({ players: 3, seed: 11 });
    const seen = new Set<string>();
    for (let t = 0; t < 4; t++) {
      seen.add(JSON.stringify(g.state.dice));
      g.emptyTurn();
    }
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe("Phase C: Advertise (RULES §5.3)", () => {
  it("goes in initiative order; costs the initiative space and gives 2 Fame, once per turn", () => {
    const g = testGame({ players: 4, seed: 2 });
    const [a, b, c, d] = g.order as [number, number, number, number];
    expect(g.active).toEqual([a]);
    expect(g.refuse(b, { type: "advertise" })).toBe("NOT_YOUR_TURN");
    g.act(a, { type: "advertise" });
    expect(g.p(a)).toMatchObject({ coins: 9, fame: 7, advertised: true });
    g.act(b, { type: "skipAdvertise" });
    g.act(c, { type: "advertise" });
    expect(g.p(c)).toMatchObject({ coins: 11, fame: 7 });
    g.setPlayer(d, { coins: 3 });
    expect(g.turnLegal(d)).toEqual([{ type: "skipAdvertise" }]);
    expect(g.refuse(d, { type: "advertise" })).toBe("CANNOT_AFFORD");
    g.act(d, { type: "skipAdvertise" });
    expect(g.state.phase).toBe("assignment");
    expect(g.refuse(a, { type: "advertise" })).toBe("WRONG_PHASE");
  });

  it("posters come down at End Turn", () => {
    const g = testGame({ players: 2, seed: 2 });
    const first = g.order[0]!;
    g.act(first, { type: "advertise" }).act(g.order[1]!, { type: "skipAdvertise" });
    g.toPlacement({});
    expect(g.p(first).advertised).toBe(false);
    expect(g.state.turn).toBe(2);
  });
});

describe("Phase B: initiative order (RULES §5.2)", () => {
  it("is skipped in turn 1 and then sorts by Fame, lowest first", () => {
    const g = testGame({ players: 4, seed: 9 });
    const before = [...g.order];
    g.setPlayer(0, { fame: 9 }).setPlayer(1, { fame: 3 }).setPlayer(2, { fame: 12 }).setPlayer(3, { fame: 6 });
    expect(g.order).toEqual(before);
    g.emptyTurn();
    expect(g.order).toEqual([1, 3, 0, 2]);
  });

  it("ties reverse the tied players' previous order", () => {
    const g = testGame({ players: 4, seed: 9 });
    const prev = [...g.order];
    g.emptyTurn(); // everybody still on 5 Fame: the whole order flips
    expect(g.order).toEqual(prev.slice().reverse());
    const [w, x, y, z] = g.order as [number, number, number, number];
    g.setPlayer(w, { fame: 8 }).setPlayer(x, { fame: 4 }).setPlayer(y, { fame: 8 }).setPlayer(z, { fame: 4 });
    g.emptyTurn();
    // 4 Fame: x and z swap (z was later, now earlier); 8 Fame: y before w
    expect(g.order).toEqual([z, x, y, w]);
  });
});
