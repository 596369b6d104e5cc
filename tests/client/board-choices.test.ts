// The acting character's piece (Enhance, Done with this character) and a Residence deck's readable list
// (client/board/boardChoices.ts), over whole base and Dark Alley games played by bots: the slot offers exactly the
// engine's Enhance and End placement when legal and the engine's reason when not; a deck's list names every trick
// of the deck once, opens only learnable ones, and no word carries an id or a zero-based number.
import { describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  randomBot,
  viewFor,
  type Action,
  type GameState,
} from "../../shared/engine";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { CATEGORIES, TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { actingChoice, canEnhance, residenceDeckChoice, trickLine } from "../../client/board/boardChoices";
import { NO_PICK } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { setLanguage } from "../../client/i18n";

const NAMES = ["Anna", "Ben", "Cleo", "Dan"];
const FORBIDDEN = /_|\b[TMPA]\d{2}\b|\bapprentice\d\b|\b(seat|card|slot|space|die|deck) 0\b|undefined|null|NaN|\{\{/i;

function modelFor(game: GameState, viewer: number): BoardModel {
  const legal = legalActions(game, viewer);
  return {
    view: viewFor(game, viewer),
    game,
    names: NAMES,
    viewer,
    mySeats: [viewer],
    placeTargets: new Map(),
    legal,
    pick: NO_PICK,
  };
}

/** Plays bot games and calls `look` before every action of the seat to act. */
function play(
  darkAlley: boolean,
  players: 2 | 3 | 4,
  seed: number,
  look: (model: BoardModel, step: number) => void,
): void {
  let s = createGame(
    { players, beginnerSetup: !darkAlley, ...(darkAlley ? { modules: { darkAlley: true } } : {}) },
    seed,
  );
  const random = makeRandom(seed);
  for (let step = 0; step < 4000 && s.phase !== "gameOver"; step++) {
    const seat = activeSeats(s)[0]!;
    look(modelFor(s, seat), step);
    const action = step % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
    if (!action) break;
    const next = applyAction(s, seat, action);
    if (!next.ok) throw new Error(`${next.error.code}: ${JSON.stringify(action)}`);
    s = next.state;
  }
}

describe("the acting character's piece", () => {
  for (const [label, darkAlley, players] of [
    ["base, 4 players", false, 4],
    ["Dark Alley, 2 players", true, 2],
    ["Dark Alley, 3 players", true, 3],
  ] as const) {
    it(`offers Enhance and Done exactly when legal, else the engine's reason (${label})`, () => {
      const enhancedAt = new Set<string>();
      const refusedAt = new Set<string>();
      const gains = new Set<number>();
      play(darkAlley, players, 700 + players, (model) => {
        const pl = model.game.placement;
        for (const slot of ["downtown-1", "market_row-1", "dark-alley-1"])
          if (!pl || pl.slot !== slot) expect(actingChoice(model, slot)).toBeNull();
        if (!pl || pl.seat !== model.viewer) return;
        // Another seat's page sees no piece on this character.
        expect(actingChoice({ ...model, viewer: (pl.seat + 1) % players }, pl.slot)).toBeNull();
        const c = actingChoice(model, pl.slot)!;
        expect(c).not.toBeNull();
        const enhance = model.legal.find((a) => a.type === "enhance");
        const done = model.legal.find((a) => a.type === "endPlacement");
        const [enhanceItem, doneItem] = c.items;
        const location = SLOT_BY_ID[pl.slot]!.location;
        expect(canEnhance(model, pl.slot)).toBe(!!enhance);
        if (enhance) {
          expect(enhanceItem!.action).toEqual(enhance);
          // The AP it gives, as the engine gives it (1; 2 under prophecy P08; 3 with Empower, A35).
          const after = applyAction(model.game, model.viewer!, enhance);
          if (!after.ok) throw new Error(after.error.message);
          const gain = after.state.placement ? after.state.placement.ap - pl.ap : 1;
          expect(enhanceItem!.label).toContain(`+${gain} AP`);
          gains.add(gain);
          enhancedAt.add(location);
        } else {
          expect(enhanceItem!.action).toBeUndefined();
          expect(enhanceItem!.reason, "a refused Enhance says why").toBeTruthy();
          refusedAt.add(location);
        }
        expect(doneItem!.action).toEqual(done);
        if (!done) expect(doneItem!.reason).toBeTruthy();
        for (const w of [c.title, ...c.lines, ...c.items.flatMap((i) => [i.label, i.cost ?? "", i.reason ?? ""])])
          expect(w).not.toMatch(FORBIDDEN);
      });
      // The bots Enhance somewhere, and the Theater always refuses it (RULES §7.1).
      expect(enhancedAt.size).toBeGreaterThan(0);
      expect(refusedAt.has("theater")).toBe(true);
      // RULES §12.2: the Dark Alley allows Enhance.
      if (darkAlley) expect(enhancedAt.has("dark_alley")).toBe(true);
      expect(gains.has(1)).toBe(true);
    });
  }
});

describe("a Residence deck's readable list", () => {
  it("names every trick of its deck once, opens exactly the learnable ones, in words (Dark Alley, English and Spanish)", async () => {
    let checked = 0;
    let learnable = 0;
    for (const lang of ["en", "es"] as const) {
      await setLanguage(lang);
      play(true, 2, 811, (model, step) => {
        // Every Downtown placement (where tricks are learnt) and a sample of the other moments (the words are slow).
        const pl = model.game.placement;
        const downtown = pl?.seat === model.viewer && pl.slot.startsWith("downtown");
        if (!downtown && step % 40 !== 0) return;
        if (checked >= (lang === "en" ? 160 : 320)) return; // (about 40 moments per language: the words are slow)
        const learning = new Set(
          model.legal
            .filter((a): a is Extract<Action, { type: "learnTrick" }> => a.type === "learnTrick")
            .map((a) => a.trick),
        );
        for (const category of CATEGORIES) {
          const opened: TrickId[] = [];
          const c = residenceDeckChoice(model, category, (id) => opened.push(id));
          const tricks = model.view.residence.filter((id) => TRICK_BY_ID[id]?.category === category);
          expect(c.reason, "a list is always open to read").toBeNull();
          const rows = [...c.lines, ...c.items.map((i) => i.label)];
          for (const id of tricks) expect(rows.filter((r) => r === trickLine(id))).toHaveLength(1);
          if (!tricks.length) expect(c.lines).toHaveLength(1);
          for (const i of c.items) i.run!();
          expect(opened.sort()).toEqual(tricks.filter((id) => learning.has(id)).sort());
          learnable += opened.length;
          for (const w of [c.title, ...rows]) expect(w).not.toMatch(FORBIDDEN);
          checked++;
        }
      });
    }
    await setLanguage("en");
    expect(checked).toBeGreaterThan(40);
    expect(learnable).toBeGreaterThan(0);
  });

  it("reads a Fame-36 trick with its star, needs and yield", async () => {
    await setLanguage("en");
    const star36 = (Object.keys(TRICK_BY_ID) as TrickId[]).find((id) => TRICK_BY_ID[id].threshold === 36)!;
    expect(trickLine(star36)).toMatch(/^★36 .+: needs .+ · each show .+/);
  });
});
