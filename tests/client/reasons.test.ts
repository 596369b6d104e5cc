// Reasons in a player's words (client/ui/reasons.ts): for refusals met over random games, the sentence never
// carries an id, a zero-based number or an internal name, and every code the board can meet has its own words.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  makeRandom,
  randomBot,
  validateAction,
  type Action,
  type GameState,
} from "../../shared/engine";
import { reasonText, whyNot } from "../../client/ui/reasons";
import { setLanguage } from "../../client/i18n";
import { managerInWorkshop, testGame } from "../engine/testGame";
import { slotReason } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";

const NAMES = ["Anna", "Ben", "Cleo", "Dan"];
const FORBIDDEN = /_|\b[TMP]\d{2}\b|\bapprentice\d\b|\b\d\.\d\b|\b(seat|card|slot|space|die) 0\b|undefined|null|NaN/i;

/** Near-miss variations of a legal action: other dice, tricks, slots, counts… (what a click on another piece makes). */
function variations(a: Action, s: GameState): Action[] {
  const out: Action[] = [];
  const dice = ["trick_A", "trick_B", "inn_specialist", "inn_apprentice", "bank_A", "bank_B"];
  const r = a as Record<string, unknown>;
  if ("die" in r) for (const die of dice) out.push({ ...a, die } as Action);
  if ("trick" in r) for (const trick of s.residence.slice(0, 6)) out.push({ ...a, trick } as Action);
  if ("slot" in r && typeof r.slot === "string" && r.slot.includes("-"))
    for (const slot of [
      "downtown-1",
      "market-row-3",
      "market-row-4",
      "workshop-1",
      "theater-friday-stage",
      "theater-sunday-1",
    ])
      out.push({ ...a, slot } as Action);
  if ("count" in r)
    for (const count of [1, 3]) for (const bargain of [0, 1, 2, 4]) out.push({ ...a, count, bargain } as Action);
  if (a.type === "setUpTrick")
    for (const slot of ["0.0", "0.1", "1.1"]) for (const card of [0, 1, 2]) out.push({ ...a, slot, card });
  return out;
}

describe("refusals in a player's words", () => {
  it("never show an id, a zero-based number or an internal name", () => {
    const random = makeRandom(5);
    const codes = new Set<string>();
    for (const players of [2, 3, 4] as const) {
      let s: GameState = createGame(
        { players, beginnerSetup: true, magicians: ["M01", "M02", "M03", "M04"].slice(0, players) as never },
        players * 11,
      );
      for (let step = 0; step < 2500 && s.phase !== "gameOver"; step++) {
        const seat = activeSeats(s)[0]!;
        for (const a of legalActions(s, seat).slice(0, 12)) {
          for (const v of variations(a, s)) {
            const error = validateAction(s, seat, v);
            if (!error || error.code === "BAD_ACTION") continue;
            codes.add(error.code);
            const words = reasonText(error, v, s, seat, NAMES);
            expect(words, `${error.code} for ${JSON.stringify(v)}`).not.toMatch(FORBIDDEN);
            expect(words).not.toBe("Not possible now");
          }
        }
        const next = applyAction(s, seat, randomBot(s, seat, random)!);
        if (!next.ok) throw new Error(next.error.message);
        s = next.state;
      }
    }
    expect(codes.size).toBeGreaterThan(15);
  });

  it("a pile on a Manager slot is there already, not missing", () => {
    const g = managerInWorkshop();
    g.act(1, { type: "moveComponents", component: "fabric", swapWith: null });
    g.setPlayer(1, { components: { ...g.p(1).components, glass: 0 } });
    const tap = (component: string): string | null =>
      whyNot(g.state, 1, { type: "moveComponents", component, swapWith: null } as Action, NAMES);
    expect(tap("fabric")).toBe("Your Fabric is on a Manager slot already");
    expect(tap("glass")).toBe("You have no Glass here");
    setLanguage("es");
    try {
      expect(tap("fabric")).toBe("Tu Tela ya está en una casilla del Gerente");
    } finally {
      setLanguage("en");
    }
  });

  it("a trick on every performance card says so, with the links rule (not 'No such space here' and the two-player rule)", async () => {
    const { ruleForRefusal } = await import("../../client/rules/links");
    const error = { code: "NO_CARD_FOR_TRICK" as const, message: "" };
    const probe = { type: "setUpTrick", trick: "T25", card: 0, slot: "", facing: "up", rewards: [] } as Action;
    const game = createGame({ players: 2, beginnerSetup: true, magicians: ["M01", "M02"] as never }, 1);
    expect(reasonText(error, probe, game, 0, NAMES)).toBe(
      "Every performance card already holds your Barricaded Barrels (or has no empty space): a card takes one marker of each trick",
    );
    expect(ruleForRefusal("NO_CARD_FOR_TRICK", probe)).toBe("links");
    setLanguage("es");
    try {
      expect(reasonText(error, probe, game, 0, NAMES)).toMatch(
        /^Cada carta de actuación ya tiene tu Barriles atrancados/,
      );
    } finally {
      setLanguage("en");
    }
  });
});

describe("a Market Row slot's why-not names the right characters and cards (issue 29, item 9)", () => {
  it("with no card for the Market Row, it names each waiting character's card, not only the Magician's", () => {
    setLanguage("en");
    const g = testGame({ players: 2, seed: 3 });
    g.toPlacement({ 0: { magician: "theater", apprentice1: "downtown" } });
    const model = { game: g.state, viewer: 0, names: NAMES } as unknown as BoardModel;
    const reason = slotReason(model, "market-row-1")!;
    expect(reason).toBe("None of your cards says Market Row: Magician (Theater) and Apprentice 1 (Downtown)");
    expect(reason).not.toMatch(FORBIDDEN);
    setLanguage("es");
    expect(slotReason(model, "market-row-1")).toMatch(/^Ninguna de tus cartas dice Calle del Mercado: Mago \(Teatro\)/);
    setLanguage("en");
  });
});

describe("a trick's missing components (playtest 8)", () => {
  it("names what is short, not everything the trick needs, in English and Spanish", async () => {
    const g = testGame({ players: 2, seed: 7 });
    g.setPlayer(0, { components: { metal: 2 }, managerPiles: [] });
    const error = { code: "REQUIREMENTS_NOT_MET", message: "" } as const;
    const prepare = { type: "prepare", trick: "T02" } as Action;
    expect(reasonText(error, prepare, g.state, 0, NAMES)).toBe(
      "You lack components for Rabbit from the Top Hat: 1 Animal and 1 Fabric more (it needs 1 Animal, 1 Fabric, and 1 Metal)",
    );
    await setLanguage("es");
    try {
      expect(reasonText(error, prepare, g.state, 0, NAMES).toLowerCase()).toBe(
        "te faltan componentes para conejo de la chistera: 1 animal y 1 tela más (necesita 1 animal, 1 tela y 1 metal)",
      );
    } finally {
      await setLanguage("en");
    }
  });
});
