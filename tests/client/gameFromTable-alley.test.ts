import { describe, expect, it } from "vitest";
import { gameFromTable } from "../../client/state/gameFromTable";
import { MarketSchema, PlacementSchema } from "../../shared/schema/BoardSchema";
import { TableState } from "../../shared/schema/TableState";
import { mirrorGame } from "../../server/table/mirror";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  planVisibility,
  randomBot,
  viewFor,
  type Action,
  type GameState,
} from "../../shared/engine";
import { comparableView } from "../support/comparableView";

// Dark Alley tables (RULES §12): the client's rebuilt engine state must offer each seat exactly the server's legal
// actions (draws, keeping a card, Fortune Telling, effect or +1 AP, every Special action, abilities) and show it the
// same public state, though it never receives the decks' order, others' Special cards or others' drawn cards.

const sortedJson = (xs: unknown[]): string[] => xs.map((x) => JSON.stringify(x)).sort();

/** Every state of a game between random bots, or greedy ones (which use Special cards and abilities more). */
function* randomGame(
  players: 2 | 3 | 4,
  seed: string,
  modules: { prophecies: boolean; abilities: boolean },
  greedy: boolean,
): Generator<GameState> {
  let state = createGame({ players, modules: { darkAlley: true, ...modules } }, seed);
  const random = makeRandom(seed);
  yield state;
  for (let i = 0; i < 5_000 && state.phase !== "gameOver"; i++) {
    const seat = activeSeats(state)[0]!;
    const action = (greedy ? greedyBot(state, seat) : randomBot(state, seat, random))!;
    const r = applyAction(state, seat, action as Action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    yield state;
  }
}

describe("the client rebuilds a Dark Alley engine state from the synced table", () => {
  const cases = [2, 3, 4].flatMap((players) =>
    [false, true].map((greedy) => ({ players: players as 2 | 3 | 4, greedy })),
  );
  for (const { players, greedy } of cases) {
    const modules = greedy
      ? { prophecies: true, abilities: true }
      : { prophecies: players !== 3, abilities: players !== 2 };
    it(`gives every seat exactly the server's legal actions, all game long (${players} players, ${greedy ? "greedy" : "random"} bots, ${JSON.stringify(modules)})`, {
      timeout: 120_000,
    }, () => {
      const table = new TableState({ market: new MarketSchema(), placement: new PlacementSchema() });
      table.playerCount = players;
      table.darkAlley = true;
      table.prophecies = modules.prophecies;
      table.abilities = modules.abilities;
      let checked = 0;
      let n = 0;
      let last: GameState | null = null;
      for (const state of randomGame(players, `alley-roundtrip-${players}-${greedy}`, modules, greedy)) {
        mirrorGame(table, state);
        last = state;
        n++;
        const hiding = planVisibility(state).hiding;
        for (let seat = 0; seat < players; seat++) {
          const rebuilt = gameFromTable(table, seat);
          expect(sortedJson(legalActions(rebuilt, seat)), `step ${n}, seat ${seat}`).toEqual(
            sortedJson(legalActions(state, seat)),
          );
          expect(comparableView(viewFor(rebuilt, seat), seat, hiding), `step ${n}, seat ${seat}`).toEqual(
            comparableView(viewFor(state, seat), seat, hiding),
          );
          checked++;
        }
      }
      expect(last!.phase).toBe("gameOver");
      expect(last!.turn).toBe(7); // RULES §12.1: seven turns with Dark Alley
      expect(checked).toBeGreaterThan(100);
    });
  }
});
