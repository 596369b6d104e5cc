// Guest Performer (A06) markers sit on a performance card under "guest-N" keys, in no slot (OQ-36): the card
// draws them beside its spaces, and no word a player reads on the card (its texts and every tooltip) shows NaN,
// a key or an id, in English or in Spanish.
import { afterAll, describe, expect, it, vi } from "vitest";
// Pixi reads the browser's navigator as it loads; Node 20 has none. Nothing here renders: the test reads the
// display tree (its texts) and the tooltips' words.
vi.hoisted(() => {
  if (!("navigator" in globalThis))
    Object.defineProperty(globalThis, "navigator", { value: { userAgent: "node" }, configurable: true });
});
// Fitting a label to its box measures it on a canvas, which Node has not: here a label keeps its size (the test reads
// the words, not their sizes; tests/browser/language-switch.test.ts checks the fit in Chromium).
vi.mock(import("../../client/board/widgets"), async (original) => ({
  ...(await original()),
  withinWidth: (label) => label,
  withinHeight: (label) => label,
}));
import { Container, Text } from "pixi.js";
import { createGame, legalActions, viewFor, type GameState, type TheaterCard } from "../../shared/engine";
import { PERFORMANCES } from "../../shared/data/performances";
import { drawPerformanceCard, guestMarkers } from "../../client/board/PerformanceCardView";
import { NO_PICK } from "../../client/board/pieces";
import type { BoardEvents, BoardModel } from "../../client/board/model";
import type { Tooltip } from "../../client/board/tooltip";
import { cardSpaceName, valueName } from "../../client/ui/actionText";
import { setLanguage } from "../../client/i18n";

const NAMES = ["Anna", "Ben"];
const FORBIDDEN = /NaN|guest-|_|\b[TMPA]\d{2}\b|undefined|null|\{\{/i;
const NO_EVENTS = new Proxy({}, { get: () => () => undefined }) as BoardEvents;

/** A 2-player Dark Alley game whose first performance card holds one slot marker and two guest markers. */
function gameWithGuests(): { game: GameState; card: TheaterCard } {
  const g = createGame(
    { players: 2, beginnerSetup: true, magicians: ["M03", "M04"] as never, modules: { darkAlley: true } },
    7,
  );
  const def = PERFORMANCES[0]!;
  const trick = g.players[0]!.tricks[0] ?? { id: "T01", symbol: "spades" };
  const card: TheaterCard = {
    id: def.id,
    markers: {
      [def.slots[0]!.id]: { seat: 1, trick: trick.id, symbol: "hearts", facing: "up" },
      "guest-1": { seat: 0, trick: trick.id, symbol: "spades", facing: "up" },
      "guest-2": { seat: 1, trick: trick.id, symbol: "clubs", facing: "up" },
    },
  };
  const theaterCards = g.theaterCards.slice();
  theaterCards[0] = card;
  return { game: { ...g, theaterCards } as GameState, card };
}

function draw(game: GameState, card: TheaterCard): { texts: string[]; tips: string[]; root: Container } {
  const tips: (() => string)[] = [];
  const tooltip = { attach: (_t: Container, d: () => string) => tips.push(d) } as unknown as Tooltip;
  const model: BoardModel = {
    view: viewFor(game, 0),
    game,
    names: NAMES,
    viewer: 0,
    mySeats: [0],
    placeTargets: new Map(),
    legal: legalActions(game, 0),
    pick: NO_PICK,
  };
  const root = drawPerformanceCard(card, 0, model, NO_EVENTS, tooltip);
  const texts: string[] = [];
  const walk = (c: Container): void => {
    if (c instanceof Text) texts.push(c.text);
    c.children.forEach((k) => walk(k as Container));
  };
  walk(root);
  return { texts, tips: tips.map((d) => d()), root };
}

describe("Guest Performer markers on a performance card", () => {
  afterAll(() => setLanguage("en"));

  for (const lang of ["en", "es"] as const) {
    it(`are drawn beside the spaces, with a tooltip in words (${lang})`, () => {
      setLanguage(lang);
      const { game, card } = gameWithGuests();
      const { texts, tips, root } = draw(game, card);
      // Three markers drawn (one in a slot, two guests), each a piece the show fades out with the card.
      const markers = root.children.filter((c) => typeof c.label === "string" && c.label.startsWith("marker"));
      expect(markers).toHaveLength(3);
      expect(guestMarkers(card).map(([k]) => k)).toEqual(["guest-1", "guest-2"]);
      expect(texts).toContain(lang === "en" ? "Guest" : "Invitado");
      // Each guest marker has its own tooltip naming the card and whose marker it is.
      const guestTips = tips.filter((t) =>
        t.startsWith(lang === "en" ? "Guest Performer marker" : "Marcador de Artista invitado"),
      );
      expect(guestTips).toHaveLength(2);
      expect(guestTips[0]).toContain("Anna");
      expect(guestTips[1]).toContain("Ben");
      // The card's own tooltip lists them too, without a row/column.
      const cardTip = tips.find((t) => t.includes("Anna") && t.includes("Ben"))!;
      expect(cardTip).toBeTruthy();
      for (const words of [...texts, ...tips]) expect(words, words).not.toMatch(FORBIDDEN);
    });
  }

  it("a guest key read as a space (action parameters, log lines) is words, not 'row NaN'", () => {
    setLanguage("en");
    expect(cardSpaceName("guest-2")).toBe("guest marker 2, beside the spaces");
    expect(valueName("slot", "guest-1", null)).not.toMatch(FORBIDDEN);
    setLanguage("es");
    expect(cardSpaceName("guest-1")).not.toMatch(FORBIDDEN);
    expect(cardSpaceName("0.1")).toBe("en medio a la izquierda");
  });
});
