import { describe, expect, it } from "vitest";
import { gameFromTable } from "../../client/state/gameFromTable";
import { MarketSchema, PlacementSchema } from "../../shared/schema/BoardSchema";
import { TableState } from "../../shared/schema/TableState";
import { mirrorGame } from "../../server/table/mirror";
import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  makeRandom,
  randomBot,
  viewFor,
  type Action,
  type GameState,
} from "../../shared/engine";

const sortedJson = (xs: unknown[]): string[] => xs.map((x) => JSON.stringify(x)).sort();

/** Every state a random game passes through. */
function* randomGame(players: 2 | 3 | 4, seed: string, beginnerSetup: boolean): Generator<GameState> {
  let state = createGame({ players, beginnerSetup }, seed);
  const random = makeRandom(seed);
  yield state;
  for (let i = 0; i < 3_000 && state.phase !== "gameOver"; i++) {
    const seat = activeSeats(state)[0]!;
    const action = randomBot(state, seat, random)!;
    state = applyOrThrow(state, seat, action);
    yield state;
  }
}

function applyOrThrow(state: GameState, seat: number, action: Action): GameState {
  const r = applyAction(state, seat, action);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe("the client rebuilds an engine state from the synced table", () => {
  for (const players of [2, 3, 4] as const) {
    it(`gives every seat exactly the server's legal actions, all game long (${players} players)`, () => {
      const table = new TableState({ market: new MarketSchema(), placement: new PlacementSchema() });
      table.playerCount = players;
      let checked = 0;
      let n = 0;
      for (const state of randomGame(players, `roundtrip-${players}`, players === 3)) {
        mirrorGame(table, state);
        if (n++ % 3 !== 0 && state.phase !== "gameOver") continue;
        for (let seat = 0; seat < players; seat++) {
          const rebuilt = gameFromTable(table, seat);
          expect(sortedJson(legalActions(rebuilt, seat))).toEqual(sortedJson(legalActions(state, seat)));
          // What the seat sees is what the engine lets it see. The schema carries hand counts only to
          // their owner (fewer facts than the projection allows, never more), so others' hands are left out.
          const strip = (v: ReturnType<typeof viewFor>) => ({
            ...v,
            options: undefined,
            players: v.players.map((p) => ({ ...p, hand: p.seat === seat ? p.hand : null })),
          });
          expect(strip(viewFor(rebuilt, seat))).toEqual(strip(viewFor(state, seat)));
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });
  }
});
