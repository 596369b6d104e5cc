// Issue #29 items 6 and 7: the Dark Alley's pop-overs say what a person needs. A deck's draw shows its AP price like
// every other pop-over; Fortune Telling says the order it will make; the Priestess's Fate Weaving, when not usable,
// says why in the engine's terms (not "Not usable right now."); a prophecy is worded the same in the log, the orb
// and every label (one source), in each language.
import { describe, expect, it } from "vitest";
import { createGame, legalActions, viewFor, type GameState } from "../../shared/engine";
import { PROPHECIES } from "../../shared/data/prophecies";
import { abilityChoice, deckChoice, orbChoice, prophecyText } from "../../client/board/alleyPieces";
import { NO_PICK } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { catalogueIn, englishCatalogue } from "../../client/log/catalogue";
import { valueName } from "../../client/ui/actionText";
import { setLanguage } from "../../client/i18n";
import { darkAlleyGame, planAlley, TestGame } from "../engine/testGame";

const ENGLISH = englishCatalogue();

const SPANISH = catalogueIn("es");

const NAMES = ["Anna", "Ben", "Cleo", "Dan"];

function modelFor(game: GameState, viewer: number): BoardModel {
  return {
    view: viewFor(game, viewer),
    game,
    names: NAMES,
    viewer,
    mySeats: [viewer],
    placeTargets: new Map(),
    legal: legalActions(game, viewer),
    pick: NO_PICK,
  };
}

/** Seat 0's Magician at the Dark Alley (it places first), in turn 1. */
function magicianAtAlley(): TestGame {
  const g = darkAlleyGame({ players: 2, seed: 3 });
  g.set((s) => ({ ...s, initiative: s.initiative.slice().sort((a, b) => a - b) }));
  planAlley(g, 0, {}, { magician: "A05" });
  return g.place(0, "magician", "dark-alley-1");
}

describe("the Dark Alley's pop-overs (issue 29, item 7)", () => {
  it("a Special deck's draw shows its AP price: 1 AP for the first draw, 2 AP for a further one", () => {
    setLanguage("en");
    const g = magicianAtAlley();
    const first = deckChoice(modelFor(g.state, 0), "workshop")!;
    expect(first.items[0]).toMatchObject({ label: "Draw First Card: see 2, keep 1", cost: "1 AP" });
    // A further draw (after keeping one of the first two) costs 2 AP (RULES §12.2).
    g.act(0, { type: "drawSpecial", deck: "workshop" });
    g.act(0, { type: "keepSpecial", card: g.state.alley!.drawn!.cards[0]! });
    const further = deckChoice(modelFor(g.state, 0), "theater")!;
    expect(further.items[0]!.cost).toBe("2 AP");
  });

  it("Fortune Telling says the order it will make, with the prophecy that would come next", () => {
    setLanguage("en");
    const g = magicianAtAlley();
    const pending = g.state.alley!.pending;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    const orb = orbChoice(modelFor(g.state, 0))!;
    expect(orb.items.some((i) => i.action?.type === "fortuneTelling")).toBe(true);
    const line = orb.lines.find((l) => l.startsWith("Fortune Telling makes the order"));
    // The engine's own result: what the orb would hold after Fortune Telling.
    const after = g.act(0, { type: "fortuneTelling" }).state.alley!.pending;
    const order = after.map((p) => pending.indexOf(p) + 1).join(" → ");
    expect(line).toBe(`Fortune Telling makes the order ${order}: next to come, ${prophecyText(after[0]!)}`);
  });

  it("Fate Weaving not usable now says why: no character at the Dark Alley, then no Active prophecy", () => {
    setLanguage("en");
    // The Priestess (M03) plays seat 0; nobody is placing yet.
    const g = new TestGame(
      createGame({ players: 2, beginnerSetup: true, magicians: ["M03", "M01"], modules: { darkAlley: true } }, 3),
    );
    const planning = abilityChoice(modelFor(g.state, 0));
    expect(planning?.reason).toBe("Fate Weaving is used by one of your characters standing at the Dark Alley (1 AP)");
    // At the Dark Alley in turn 1 there is no Active prophecy yet: that is the reason.
    g.set((s) => ({ ...s, initiative: s.initiative.slice().sort((a, b) => a - b) }));
    planAlley(g, 0, {}, { magician: "A05" });
    g.place(0, "magician", "dark-alley-1");
    const there = abilityChoice(modelFor(g.state, 0));
    expect(g.state.alley!.active).toBeNull();
    expect(there?.reason).toMatch(/no active prophecy/i);
    setLanguage("es");
    expect(abilityChoice(modelFor(g.state, 0))?.reason).toMatch(/profecía activa/);
    setLanguage("en");
  });
  it('an ability the game offers at its moment says when, never "Not usable right now."', () => {
    const english: Record<string, RegExp> = {
      M01: /before the shows/,
      M02: /copy an opponent's revealed Special card/,
      M05: /your own show/,
      M06: /Comes by itself whenever your Magician is placed/,
      M07: /start of each opponent's show/,
      M08: /backstage in the Theater/,
    };
    for (const [magician, words] of Object.entries(english)) {
      const g = new TestGame(
        createGame(
          {
            players: 2,
            beginnerSetup: true,
            magicians: [magician as "M01", magician === "M07" ? "M04" : "M03"],
            modules: { darkAlley: true },
          },
          3,
        ),
      );
      setLanguage("en");
      const choice = abilityChoice(modelFor(g.state, 0));
      expect(choice?.reason, magician).toMatch(words);
      expect(choice?.items, magician).toEqual([]);
      setLanguage("es");
      const es = abilityChoice(modelFor(g.state, 0))?.reason ?? "";
      expect(es, magician).toMatch(/^(Se (te )?ofrece|Llega sola)/);
      expect(es, magician).not.toMatch(/No se puede usar ahora/);
    }
    setLanguage("en");
  });
});

describe("a prophecy has one wording (issue 29, item 6)", () => {
  it("the log, the orb's lines and tooltips, and action labels word every prophecy alike, in both languages", () => {
    for (const [lng, words] of [
      ["en", ENGLISH],
      ["es", SPANISH],
    ] as const) {
      setLanguage(lng);
      for (const { id } of PROPHECIES) {
        const board = prophecyText(id);
        expect(words.names.prophecy(id), `${lng} ${id}`).toBe(board);
        expect(valueName("prophecy", id, null), `${lng} ${id}`).toBe(board);
        // Quoted once, with no quote of the same kind inside.
        expect(board.slice(1, -1), `${lng} ${id}`).not.toMatch(lng === "en" ? /[“”]/ : /[«»]/);
      }
    }
    setLanguage("en");
  });
});
