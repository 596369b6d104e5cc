// The earlier-show warning (client/board/earlierShows.ts, stageWarning.ts): a Magician placed on a stage while every
// card holding the person's markers may be performed in an earlier show (playtest 7, defect 3). Read from what the
// person may know only; a warning, never a refusal.
import { afterAll, describe, expect, it } from "vitest";
import { createGame, viewFor, type Action, type GameView, type Marker } from "../../shared/engine";
import { earlierShowsTaking } from "../../client/board/earlierShows";
import { stageWarning } from "../../client/board/stageWarning";
import { NO_PICK } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { setLanguage } from "../../client/i18n";

type Chars = Record<string, { card: string | null; slot: string | null; inactive?: boolean }>;

const place = (day: string): Action =>
  ({ type: "place", character: "magician", slot: `theater-${day}-stage` }) as Action;

function marker(seat: number, trick: string): Marker {
  return { seat, trick, symbol: "A", facing: "down" } as unknown as Marker;
}

/**
 * Anna (seat 0) and Ben (seat 1) with their characters as given; three performance cards, each with markers of the
 * seats listed (Anna's and Ben's in different spaces).
 */
function modelWith(
  anna: Chars,
  ben: Chars,
  cards: number[][],
  benTricks: { symbol: string; markers: number }[] = [],
): BoardModel {
  const game = createGame({ players: 2, beginnerSetup: true }, 7);
  const view = viewFor(game, 0) as GameView;
  const players = view.players.map((p, i) => {
    const changes = i === 0 ? anna : ben;
    const characters = { ...p.characters };
    for (const [id, c] of Object.entries(changes)) {
      const key = id as keyof typeof characters;
      characters[key] = {
        ...characters[key],
        status: "team",
        inactive: false,
        ...c,
      } as (typeof characters)[typeof key];
    }
    const tricks = i === 1 ? benTricks.map((t, j) => ({ id: `T1${j}`, engineerSlot: false, ...t })) : p.tricks;
    return { ...p, characters, tricks };
  });
  const spaces = ["0.0", "0.1", "0.2"];
  const theaterCards = ["P01", "P02", "P03"].map((id, i) => ({
    id,
    markers: Object.fromEntries((cards[i] ?? []).map((seat, j) => [spaces[j]!, marker(seat, `T0${j + 1}`)])),
  }));
  return {
    view: { ...view, players, theaterCards } as unknown as GameView,
    game,
    names: ["Anna", "Bot 2"],
    viewer: 0,
    mySeats: [0],
    placeTargets: new Map(),
    legal: [],
    pick: NO_PICK,
  };
}

const ANNA_TO_STAGE: Chars = { magician: { card: "theater", slot: null } };
const BOT_ON_FRIDAY: Chars = { magician: { card: "theater", slot: "theater-friday-stage" } };

describe("earlier shows taking the viewer's marked cards", () => {
  it("warns: the bot's Magician on Friday holds a marker on the one card holding hers", () => {
    const model = modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0], [1], []]);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toEqual([
      { seat: 1, day: "friday", card: 0, placed: true, setUp: false },
    ]);
  });

  it("does not warn without an earlier Magician: the bot's is on Sunday, or hers goes before it", () => {
    const sunday = modelWith(ANNA_TO_STAGE, { magician: { card: "theater", slot: "theater-sunday-stage" } }, [[1, 0]]);
    expect(earlierShowsTaking(sunday.view, 0, "saturday")).toBeNull();
    const before = modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0]]);
    expect(earlierShowsTaking(before.view, 0, "thursday")).toBeNull();
  });

  it("does not warn when her markers are also on a card the earlier performer cannot perform (none of theirs)", () => {
    const model = modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0], [0], []]);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toBeNull();
  });

  it("does not warn when the earlier performer has no marker on her card", () => {
    const model = modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[0], [1], []]);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toBeNull();
  });

  it("does not warn when one earlier show could take only one of her two cards (one card per show)", () => {
    const model = modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0], [1, 0], []]);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toBeNull();
  });

  it("warns of a Magician still to be placed whose Theater card is face up, while an earlier stage is open to it", () => {
    const model = modelWith(ANNA_TO_STAGE, { magician: { card: "theater", slot: null } }, [[1, 0]]);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toEqual([
      { seat: 1, day: "thursday", card: 0, placed: false, setUp: false },
    ]);
  });

  it("does not read a hidden plan, nor a Magician kept off the earlier days by its own weekday or another card", () => {
    const hidden = modelWith(ANNA_TO_STAGE, { magician: { card: "hidden", slot: null } }, [[1, 0]]);
    expect(earlierShowsTaking(hidden.view, 0, "saturday")).toBeNull();
    const elsewhere = modelWith(ANNA_TO_STAGE, { magician: { card: "workshop", slot: null } }, [[1, 0]]);
    expect(earlierShowsTaking(elsewhere.view, 0, "saturday")).toBeNull();
    // Its Apprentice already backstage on Sunday: the bot's weekday is Sunday, after hers.
    const sunday = modelWith(
      ANNA_TO_STAGE,
      { magician: { card: "theater", slot: null }, apprentice1: { card: "theater", slot: "theater-sunday-1" } },
      [[1, 0]],
    );
    expect(earlierShowsTaking(sunday.view, 0, "saturday")).toBeNull();
    // Her own Apprentice on Thursday and Friday taken by no one: the bot may still take Friday, not Thursday.
    const friday = modelWith(
      { magician: { card: "theater", slot: null }, apprentice1: { card: "theater", slot: "theater-saturday-1" } },
      { magician: { card: "theater", slot: null }, apprentice1: { card: "theater", slot: "theater-friday-1" } },
      [[1, 0]],
    );
    expect(earlierShowsTaking(friday.view, 0, "saturday")).toEqual([
      { seat: 1, day: "friday", card: 0, placed: false, setUp: false },
    ]);
  });
});

describe("a card the earlier performer may still set a trick up on", () => {
  const BOT_WITH_HELPER: Chars = { ...BOT_ON_FRIDAY, assistant: { card: "theater", slot: null } };
  const PREPARED = [{ symbol: "B", markers: 1 }];

  it("warns: the bot's Magician on Friday, its Assistant still to come with a Theater card, a prepared trick", () => {
    const model = modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0]], PREPARED);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toEqual([
      { seat: 1, day: "friday", card: 0, placed: true, setUp: true },
    ]);
  });

  it("does not warn without a helper to come, a prepared trick, a free backstage slot, or an empty space", () => {
    const none = (m: BoardModel) => expect(earlierShowsTaking(m.view, 0, "saturday")).toBeNull();
    none(modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[0]], PREPARED));
    none(modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0]], []));
    none(modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0]], [{ symbol: "B", markers: 0 }]));
    // Its helper's card is still hidden (prophecy P20): not read.
    none(modelWith(ANNA_TO_STAGE, { ...BOT_ON_FRIDAY, assistant: { card: "hidden", slot: null } }, [[0]], PREPARED));
    // Card 1 full (three spaces, three markers).
    none(modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0, 0, 0]], PREPARED));
    // Both Friday backstage slots taken (its Apprentice and its Engineer already there).
    none(
      modelWith(
        ANNA_TO_STAGE,
        {
          ...BOT_WITH_HELPER,
          apprentice1: { card: "theater", slot: "theater-friday-1" },
          engineer: { card: "theater", slot: "theater-friday-2" },
        },
        [[0]],
        PREPARED,
      ),
    );
  });

  it("a marker of the bot's on another card may be rescheduled onto hers", () => {
    const model = modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0], [1]]);
    expect(earlierShowsTaking(model.view, 0, "saturday")).toEqual([
      { seat: 1, day: "friday", card: 0, placed: true, setUp: true },
    ]);
  });

  it("prefers the card the performer already holds, and says which", () => {
    setLanguage("en");
    const text = stageWarning(
      modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0]], PREPARED),
      place("saturday"),
    )!.lines.join(" ");
    expect(text).toContain(
      "Bot 2's Magician is on Friday, before yours, and Bot 2 may still set up a trick on Card 1 (",
    );
    setLanguage("es");
    const es = stageWarning(modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[0]], PREPARED), place("saturday"))!.lines.join(
      " ",
    );
    expect(es).toContain("y Bot 2 aún puede montar un truco en la Carta 1 (");
    setLanguage("en");
    const held = modelWith(ANNA_TO_STAGE, BOT_WITH_HELPER, [[1, 0]], PREPARED);
    expect(earlierShowsTaking(held.view, 0, "saturday")?.[0]?.setUp).toBe(false);
  });
});

describe("the earlier-show warning's words", () => {
  afterAll(() => setLanguage("en"));

  it("en: names the performer, the day, the card and her own show; Place anyway or Cancel", () => {
    setLanguage("en");
    const choice = stageWarning(modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0]]), place("saturday"));
    expect(choice?.title).toBe("An earlier show may take your tricks");
    const text = choice!.lines.join(" ");
    expect(text).toContain("Bot 2's Magician is on Friday, before yours: if Bot 2 performs Card 1 (");
    expect(text).toContain("your markers there go back to you");
    expect(text).toContain("Your Saturday show may then have nothing to perform.");
    expect(choice!.items.map((i) => [i.label, i.action])).toEqual([["Place the Magician anyway", place("saturday")]]);
    expect(choice!.dismiss).toBe("Cancel");
  });

  it("es: the same warning in Spanish", () => {
    setLanguage("es");
    const choice = stageWarning(modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0]]), place("saturday"));
    const text = choice!.lines.join(" ");
    expect(choice!.title).toBe("Una función anterior puede llevarse tus trucos");
    expect(text).toContain("El Mago de Bot 2 está en el viernes, antes que el tuyo: si Bot 2 actúa en la Carta 1 (");
    expect(text).toContain("Tu función del sábado puede quedarse entonces sin nada que representar.");
    expect(choice!.items[0]!.label).toBe("Colocar el Mago de todos modos");
  });

  it("says 'unless' while another of her characters may still set a trick up", () => {
    setLanguage("en");
    const anna: Chars = { ...ANNA_TO_STAGE, apprentice1: { card: "theater", slot: null } };
    const text = stageWarning(modelWith(anna, BOT_ON_FRIDAY, [[1, 0]]), place("saturday"))!.lines.join(" ");
    expect(text).toContain("Unless another of your characters sets up a trick in the Theater this turn");
  });

  it("leaves the empty-stage warning as it was, and asks nothing when her show is safe", () => {
    setLanguage("en");
    expect(stageWarning(modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1]]), place("saturday"))?.title).toBe(
      "Nothing to perform yet",
    );
    expect(stageWarning(modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0], [0]]), place("saturday"))).toBeNull();
    // A backstage place is not a show.
    const backstage = { type: "place", character: "magician", slot: "theater-saturday-1" } as Action;
    expect(stageWarning(modelWith(ANNA_TO_STAGE, BOT_ON_FRIDAY, [[1, 0]]), backstage)).toBeNull();
  });
});
