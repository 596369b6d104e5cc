// The mirror copies only the parts of the game an action changed (by object identity). This
// checks that the schema it keeps is, after every action of whole games, exactly the schema a full
// copy of the game gives, hidden plans included.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  createGame,
  applyAction,
  greedyBot,
  legalActions,
  viewFor,
  type GameState,
} from "../../shared/engine";
import { RngCursor, seedToState } from "../../shared/engine/core/rng";
import { MarketSchema, PlacementSchema } from "../../shared/schema/BoardSchema";
import { TableState } from "../../shared/schema/TableState";
import { mirrorGame, publicParts } from "../../server/table/mirror";

function freshTable(): InstanceType<typeof TableState> {
  return new TableState({ market: new MarketSchema(), placement: new PlacementSchema() });
}

/** The whole schema as plain values, every player's `.view()` plan included. */
function snapshot(table: InstanceType<typeof TableState>): unknown {
  return JSON.parse(JSON.stringify(table.toJSON()));
}

describe("incremental mirroring", () => {
  const cases = [
    [4, 11, 0.3, false],
    [3, 12, 0.5, false],
    [2, 13, 0.2, false],
    [4, 14, 0.8, false],
    // Dark Alley games (RULES §12): Special decks, the orb, drawn cards, Special cards in hand and under characters.
    [4, 21, 0.3, true],
    [3, 22, 0.6, true],
    [2, 23, 0.5, true],
  ] as const;
  for (const [players, seed, randomShare, darkAlley] of cases) {
    it(`keeps the schema equal to a full copy after every action (${players} players, seed ${seed}${darkAlley ? ", Dark Alley" : ""})`, () => {
      const rng = new RngCursor(seedToState(`mirror-test:${seed}`));
      let game: GameState = darkAlley
        ? createGame({ players, modules: { darkAlley: true, prophecies: true, abilities: true } }, seed)
        : createGame({ players, beginnerSetup: seed % 2 === 0 }, seed);
      const kept = freshTable();
      mirrorGame(kept, game);
      let steps = 0;
      while (game.phase !== "gameOver" && steps < 3_000) {
        const seat = activeSeats(game)[0]!;
        // Mostly the greedy bot (games that reach the end), sometimes any legal action (odd corners).
        const legal = legalActions(game, seat);
        const action = rng.int(1000) < randomShare * 1000 ? legal[rng.int(legal.length)]! : greedyBot(game, seat)!;
        const next = applyAction(game, seat, action);
        if (!next.ok) throw new Error(next.error.message);
        const before = game;
        game = next.state;
        mirrorGame(kept, game);
        const full = freshTable();
        mirrorGame(full, game);
        expect(snapshot(kept), `after action #${steps} (${action.type}) in ${before.phase}`).toEqual(snapshot(full));
        // The mirror reads the board without projecting the players: it must be the spectator's projection, part for part.
        const {
          players: _players,
          alley: _alley,
          viewer: _viewer,
          options: _options,
          format: _format,
          ...board
        } = viewFor(game, "spectator");
        const parts = publicParts(game);
        expect(Object.keys(parts).sort()).toEqual(Object.keys(board).sort());
        for (const key of Object.keys(board) as (keyof typeof parts)[])
          expect(parts[key], `board part ${key}`).toBe(board[key]);
        steps++;
      }
      expect(steps).toBeGreaterThan(100);
    });
  }
});
