// Greedy's rules of thumb count the Active prophecy where it changes what a choice is worth (issue 31: with "whenever
// you receive Shards, you also gain 2 Fame" active, the hint performed a card with 1 Fame and 1 coin over the card
// with a Shard). Greedy is the Grand Magician's fallback and its playouts' policy: the playouts' final score counted
// the prophecy (the engine applies it), greedy's choice did not.
import { describe, expect, it } from "vitest";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import { greedyBot, legalActions, type Action, type GameState } from "../../shared/engine";
import { positionsOf } from "../ai/positions";

const withActive = (s: GameState, active: "P03" | null): GameState =>
  ({ ...s, alley: { ...s.alley!, active } }) as GameState;

const shardsOf = (s: GameState, a: Action | null): number =>
  a?.type === "perform" ? PERFORMANCE_BY_ID[s.theaterCards[a.card]!.id].bonus.shards : -1;

describe("greedy and the Active prophecy", () => {
  it("performs the card whose Shard brings 2 Fame under P03, where it would otherwise take the Fame card", () => {
    // A Dark Alley show with two cards to perform, one with a Shard bonus and one with a Fame bonus.
    const found = positionsOf(2, true, 5, 1).find((p) => {
      if (p.state.phase !== "performance") return false;
      const cards = legalActions(p.state, p.seat).filter((a) => a.type === "perform");
      return new Set(cards.map((a) => shardsOf(p.state, a) > 0)).size === 2;
    });
    expect(found, "a show offering a Shard card and another").toBeDefined();
    const { state, seat } = found!;
    const plain = greedyBot(withActive(state, null), seat);
    const prophecy = greedyBot(withActive(state, "P03"), seat);
    expect(shardsOf(state, plain)).toBe(0);
    expect(PERFORMANCE_BY_ID[state.theaterCards[(plain as { card: number }).card]!.id].bonus.fame).toBeGreaterThan(0);
    expect(shardsOf(state, prophecy)).toBeGreaterThan(0);
  });
});
