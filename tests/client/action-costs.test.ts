// The action panel's prices (client/ui/actionText.ts apCostNow, apChangeNow): what an action costs or gives the
// acting character now, asked of the engine, so the Dark Alley's second draw reads 2 AP (RULES §12.2) and an
// Enhance under prophecy P08 reads +2 AP (§12.4), where the printed price list knows neither.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  randomBot,
  type GameState,
} from "../../shared/engine";
import { apChangeNow, apCost, apCostNow } from "../../client/ui/actionText";

describe("the action panel's AP prices", () => {
  it("price every legal action of a placement as the engine charges it, Dark Alley draws included", () => {
    const draws = new Map<number, number>();
    let priced = 0;
    let gains = 0;
    for (const seed of [11, 12, 13, 14]) {
      let s: GameState = createGame({ players: 3, modules: { darkAlley: true } }, seed);
      const random = makeRandom(seed);
      for (let step = 0; step < 4000 && s.phase !== "gameOver"; step++) {
        const seat = activeSeats(s)[0]!;
        const pl = s.placement;
        if (pl && pl.seat === seat) {
          for (const a of legalActions(s, seat)) {
            const next = applyAction(s, seat, a);
            if (!next.ok) continue;
            const after = next.state.placement;
            const stays = !!after && after.seat === pl.seat && after.character === pl.character;
            const change = apChangeNow(s, a);
            expect(change).toBe(stays ? after!.ap - pl.ap : null);
            if (stays && after!.ap < pl.ap) {
              expect(apCostNow(s, a)).toBe(pl.ap - after!.ap);
              priced++;
            }
            if (stays && after!.ap > pl.ap) gains++;
            if (!stays) expect(apCostNow(s, a)).toBe(apCost(a));
            if (a.type === "drawSpecial" && stays) {
              const cost = apCostNow(s, a);
              draws.set(cost, (draws.get(cost) ?? 0) + 1);
              // RULES §12.2: the first draw of a placement costs 1 AP; a further one 2 AP, unless the Active prophecy
              // changes location prices (the engine's own answer is checked above).
              if (!s.alley!.drewFirst) expect(cost).toBe(1);
            }
          }
        }
        const action = step % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
        if (!action) break;
        const next = applyAction(s, seat, action);
        if (!next.ok) throw new Error(`${next.error.code}: ${JSON.stringify(action)}`);
        s = next.state;
      }
    }
    expect(priced).toBeGreaterThan(50);
    expect(gains).toBeGreaterThan(0);
    // Both prices of the Dark Alley's draws were met, and the printed list would have said nothing for either.
    expect(draws.get(1) ?? 0).toBeGreaterThan(0);
    expect(draws.get(2) ?? 0).toBeGreaterThan(0);
    expect(apCost({ type: "drawSpecial", deck: "downtown" } as never)).toBe(0);
  });

  it("says nothing when there is no placement to price", () => {
    const s = createGame({ players: 2, modules: { darkAlley: true } }, 5);
    expect(apChangeNow(s, { type: "enhance" })).toBeNull();
    expect(apChangeNow(null, { type: "enhance" })).toBeNull();
  });
});
