// The log's words are i18next keys (client/i18n/story.ts): telling whole games in either language must look up
// no key that is not there, or a Spanish page would report missing keys (and the browser checks fail on them).
import { describe, expect, it } from "vitest";
import { catalogueIn, englishCatalogue } from "../../client/log/catalogue";
import { tellStory } from "../../client/log/story";
import { missingKeys } from "../../client/i18n";
import {
  activeSeats,
  applyActionWithEvents,
  createGame,
  greedyBot,
  openingEvents,
  type GameState,
} from "../../shared/engine";
import type { HistoryEntry } from "../../shared/protocol";

const ENGLISH = englishCatalogue();

const SPANISH = catalogueIn("es");

function botGame(players: 2 | 3 | 4, seed: number, darkAlley: boolean): HistoryEntry[] {
  let game: GameState = darkAlley
    ? createGame({ players, modules: { darkAlley: true, prophecies: true, abilities: true } }, seed)
    : createGame({ players }, seed);
  const entries: HistoryEntry[] = [{ move: -1, events: openingEvents(game) } as HistoryEntry];
  for (let move = 0; game.phase !== "gameOver" && move < 3_000; move++) {
    const seat = activeSeats(game)[0]!;
    const result = applyActionWithEvents(game, seat, greedyBot(game, seat)!);
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
    entries.push({ move, events: result.events } as HistoryEntry);
  }
  return entries;
}

describe("the log's words", () => {
  it("tell whole games, base and Dark Alley, in both languages without looking up a missing key", () => {
    const before = missingKeys.length;
    for (const [players, seed, darkAlley] of [
      [2, 11, false],
      [4, 12, false],
      [3, 13, true],
    ] as const) {
      const entries = botGame(players, seed, darkAlley);
      for (const words of [ENGLISH, SPANISH]) {
        const lines = tellStory(entries, ["Anna", "Ben", "Carla", "Dmitri"].slice(0, players), words);
        expect(lines.length).toBeGreaterThan(50);
      }
    }
    expect(missingKeys.slice(before)).toEqual([]);
  });
});
