import { describe, expect, it } from "vitest";
import { playGame } from "../../scripts/arena/playGame";

// The arena's one game: what `npm run arena` prints per matchup comes from these per-seat lists.
describe("arena game", () => {
  it("plays a whole game and records time, playouts and the thread's heap for each searched decision", () => {
    const o = playGame({
      players: 2,
      darkAlley: false,
      seats: ["grandMagician", "apprentice"],
      budgetMs: 0,
      iterations: 8,
      seed: 3,
    });
    expect(o.fame).toHaveLength(2);
    expect([0, 1]).toContain(o.winner);
    const searched = o.times[0]!.length;
    expect(searched).toBeGreaterThan(0);
    expect(o.playouts[0]).toHaveLength(searched);
    expect(o.heapAfter[0]).toHaveLength(searched);
    for (const bytes of o.heapAfter[0]!) expect(bytes).toBeGreaterThan(1_000_000);
    // The Apprentice (greedy) never searches: nothing recorded for it.
    expect(o.times[1]).toHaveLength(0);
    expect(o.heapAfter[1]).toHaveLength(0);
  });
});
