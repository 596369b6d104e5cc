// viewFor: what a viewer may know (RULES §5.4 hidden plans; no RNG state, seed or deck order).
import { describe, expect, it } from "vitest";
import { viewFor } from "../../shared/engine";
import { deepFreeze } from "./invariants";
import { testGame } from "./testGame";

describe("viewFor", () => {
  it("drops the seed, the RNG state and the deck order (keeping its size), without touching the state", () => {
    const g = testGame({ players: 3, seed: "secret-seed" });
    deepFreeze(g.state);
    const v = viewFor(g.state, 1);
    expect(v).not.toHaveProperty("rng");
    expect(v).not.toHaveProperty("seed");
    expect(v).not.toHaveProperty("deck");
    expect(v.deckSize).toBe(4);
    expect(v.viewer).toBe(1);
    expect(JSON.stringify(v)).not.toContain("secret-seed");
    expect(v.players[0]).not.toBe(g.state.players[0]);
    expect(v.players[0]).toEqual(g.state.players[0]);
  });

  it("shows everything else, including other seats' hands, outside the Assignment phase", () => {
    const g = testGame({ players: 2, seed: 8 });
    const v = viewFor(g.state, "spectator");
    expect(v.players[1]!.hand).toEqual({ downtown: 2, market_row: 2, workshop: 2, theater: 3 });
    expect(v.theaterCards).toEqual(g.state.theaterCards);
    expect(v.dice).toEqual(g.state.dice);
  });
});
