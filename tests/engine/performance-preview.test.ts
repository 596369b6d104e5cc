// The show preview the board offers (performanceYields) is exactly what a show pays: checked over greedy games.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  performanceYields,
  type GameState,
} from "../../shared/engine";

describe("performanceYields", () => {
  it("gives every player exactly what performing that card then pays them", () => {
    let checked = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      let s: GameState = createGame({ players: 4, beginnerSetup: true, magicians: ["M01", "M02", "M03", "M04"] }, seed);
      for (let i = 0; i < 3000 && s.phase !== "gameOver"; i++) {
        const seat = activeSeats(s)[0]!;
        if (s.phase === "performance") {
          for (const a of legalActions(s, seat)) {
            if (a.type !== "perform") continue;
            const r = applyAction(s, seat, a);
            if (!r.ok) throw new Error(r.error.message);
            const preview = performanceYields(s, seat, a.card, s.weekday!);
            // The show may end the turn (wages, end-turn effects): compare on the state right after the show only
            // when it did not.
            if (r.state.phase !== "performance" || r.state.turn !== s.turn) continue;
            for (const y of preview) {
              const before = s.players[y.seat]!;
              const after = r.state.players[y.seat]!;
              expect([after.fame - before.fame, after.coins - before.coins, after.shards - before.shards]).toEqual([
                y.fame,
                y.coins,
                y.shards,
              ]);
            }
            checked++;
          }
        }
        s = (applyAction(s, seat, greedyBot(s, seat)!) as { ok: true; state: GameState }).state;
      }
    }
    expect(checked).toBeGreaterThan(3);
  });
});
