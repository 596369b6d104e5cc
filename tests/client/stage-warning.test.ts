// The empty-stage warning (client/board/stageWarning.ts) says "unless another character sets one up" only while
// another of the player's characters is still to be placed in the Theater this turn (playtest 6, defect 11); else
// the plain warning, in English and Spanish.
import { afterAll, describe, expect, it } from "vitest";
import { createGame, viewFor, type Action, type GameView } from "../../shared/engine";
import { emptyStageWarning } from "../../client/board/stageWarning";
import { NO_PICK } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { setLanguage } from "../../client/i18n";

const PLACE: Action = { type: "place", character: "magician", slot: "theater-thursday-stage" } as Action;

/** Seat 0's view with its characters' cards and slots as given (the rest as the new game has them). */
function modelWith(
  changes: Record<string, { card: string | null; slot: string | null; inactive?: boolean }>,
): BoardModel {
  const game = createGame({ players: 2, beginnerSetup: true }, 7);
  const view = viewFor(game, 0) as GameView;
  const me = view.players[0]!;
  const characters = { ...me.characters };
  for (const [id, c] of Object.entries(changes)) {
    const key = id as keyof typeof characters;
    characters[key] = { ...characters[key], status: "team", inactive: false, ...c } as (typeof characters)[typeof key];
  }
  const players = view.players.map((p, i) => (i === 0 ? { ...p, characters } : p));
  return {
    view: { ...view, players, theaterCards: view.theaterCards.map((c) => c && { ...c, markers: {} }) } as GameView,
    game,
    names: ["Anna", "Ben"],
    viewer: 0,
    mySeats: [0],
    placeTargets: new Map(),
    legal: [],
    pick: NO_PICK,
  };
}

function words(model: BoardModel): string {
  const choice = emptyStageWarning(model, PLACE);
  expect(choice).not.toBeNull();
  return choice!.lines.join(" ");
}

describe("empty-stage warning", () => {
  afterAll(() => setLanguage("en"));

  for (const lang of ["en", "es"] as const) {
    it(`${lang}: no other character going to the Theater gives the plain warning`, () => {
      setLanguage(lang);
      const text = words(
        modelWith({ magician: { card: "theater", slot: null }, apprentice1: { card: "workshop", slot: null } }),
      );
      expect(text).not.toMatch(lang === "en" ? /unless/i : /si ningún/i);
      expect(text).toMatch(lang === "en" ? /no other character of yours/i : /ningún otro de tus personajes va/i);
    });

    it(`${lang}: another Theater character already placed or turned down cannot set one up`, () => {
      setLanguage(lang);
      const placed = words(
        modelWith({
          magician: { card: "theater", slot: null },
          apprentice1: { card: "theater", slot: "theater-friday-1" },
        }),
      );
      const down = words(
        modelWith({
          magician: { card: "theater", slot: null },
          apprentice1: { card: "theater", slot: null, inactive: true },
        }),
      );
      for (const text of [placed, down]) expect(text).not.toMatch(lang === "en" ? /unless/i : /si ningún/i);
    });

    it(`${lang}: another character still to be placed in the Theater gives "unless"`, () => {
      setLanguage(lang);
      const text = words(
        modelWith({ magician: { card: "theater", slot: null }, apprentice1: { card: "theater", slot: null } }),
      );
      expect(text).toMatch(lang === "en" ? /unless another of your characters/i : /si ningún otro de tus personajes/i);
      expect(text).toMatch(lang === "en" ? /Thursday/ : /jueves/);
    });
  }
});
