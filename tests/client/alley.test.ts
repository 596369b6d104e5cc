// The Dark Alley board's choices (client/board/alleyPieces.ts) over whole Dark Alley games played by bots: every
// offer is one of the engine's legal actions, every legal Dark Alley, Special-card and ability action can be
// reached from a piece, a dimmed piece says why, and no word a player reads carries an id or a zero-based number.
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
import type { MagicianId } from "../../shared/data";
import { SPECIAL_DECKS } from "../../shared/engine/core/state";
import {
  ABILITY_ACTION_TYPES,
  SHOW_CARD_ACTIONS,
  SPECIAL_ACTION_TYPES,
  abilityChoice,
  showCardChoice,
  deckChoice,
  endGameLine,
  floorCardChoice,
  keepChoice,
  orbChoice,
  orbLines,
  specialTooltip,
} from "../../client/board/alleyPieces";
import { NO_PICK, type PieceChoice } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { setLanguage } from "../../client/i18n";

const NAMES = ["Anna", "Ben", "Cleo", "Dan"];
const FORBIDDEN = /_|\b[TMPA]\d{2}\b|\bapprentice\d\b|\b(seat|card|slot|space|die|deck) 0\b|undefined|null|NaN|\{\{/i;

function modelFor(game: GameState, viewer: number): BoardModel {
  const legal = legalActions(game, viewer);
  const placeTargets = new Map<string, Action[]>();
  for (const a of legal) if (a.type === "place") placeTargets.set(a.slot, [...(placeTargets.get(a.slot) ?? []), a]);
  return {
    view: viewFor(game, viewer),
    game,
    names: NAMES,
    viewer,
    mySeats: [viewer],
    placeTargets,
    legal,
    pick: NO_PICK,
  };
}

/** Every action a choice can send: its items', and every action its form can confirm. */
const offered = (c: PieceChoice | null): Action[] =>
  c ? [...c.items.flatMap((i) => (i.action ? [i.action] : [])), ...(c.form?.actions ?? [])] : [];

function words(c: PieceChoice | null): string[] {
  if (!c) return [];
  return [
    c.title,
    ...c.lines,
    c.reason ?? "",
    ...c.items.flatMap((i) => [i.label, i.cost ?? "", i.reason ?? ""]),
    ...(c.form
      ? c.form.actions.flatMap((a) => [
          c.form!.label(a),
          ...c.form!.fields.flatMap((f) => [f.label, ...f.values.map((v) => v.text)]),
        ])
      : []),
  ];
}

const same = (a: Action, b: Action): boolean =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

describe("the Dark Alley board's pieces", () => {
  it("offer exactly the legal actions, reach every Dark Alley / Special / ability action, and speak in words", () => {
    const seen = new Set<string>();
    const magicianSets: MagicianId[][] = [
      ["M03", "M04", "M02", "M05"],
      ["M01", "M06", "M07", "M08"],
    ];
    for (const [gi, players] of ([2, 3, 4, 4] as const).entries()) {
      const magicians = magicianSets[gi % 2]!.slice(0, players) as never;
      let s = createGame({ players, beginnerSetup: true, magicians, modules: { darkAlley: true } }, 100 + gi);
      const random = makeRandom(gi);
      for (let step = 0; step < 4000 && s.phase !== "gameOver"; step++) {
        const seat = activeSeats(s)[0]!;
        const model = modelFor(s, seat);
        const legal = model.legal;
        const choices: PieceChoice[] = [];
        for (const deck of SPECIAL_DECKS) {
          const c = deckChoice(model, deck);
          if (c) choices.push(c);
          const draws = legal.filter((a) => a.type === "drawSpecial" && a.deck === deck);
          if (draws.length) {
            expect(offered(c).map((a) => JSON.stringify(a))).toEqual(draws.map((a) => JSON.stringify(a)));
            seen.add("drawSpecial");
          } else if (c) expect(c.reason, "a dimmed deck says why").toBeTruthy();
        }
        const drawn = model.view.alley?.drawn;
        if (drawn?.cards && drawn.seat === seat) {
          const keeps = drawn.cards.flatMap((card) => offered(keepChoice(model, card)));
          for (const a of legal.filter((x) => x.type === "keepSpecial"))
            expect(keeps.some((k) => same(k, a))).toBe(true);
          drawn.cards.forEach((card) => choices.push(keepChoice(model, card)!));
          seen.add("keepSpecial");
        }
        const orb = orbChoice(model);
        const floor = floorCardChoice(model);
        const ability = abilityChoice(model);
        const show = showCardChoice(model)?.choice ?? null;
        for (const c of [orb, floor, ability, show]) if (c) choices.push(c);
        const all = choices.flatMap(offered);
        for (const a of all)
          expect(
            legal.some((l) => same(l, a)),
            `offered but not legal: ${JSON.stringify(a)}`,
          ).toBe(true);
        const reachable = [
          "fortuneTelling",
          "useSpecial",
          ...SPECIAL_ACTION_TYPES,
          ...Object.keys(SHOW_CARD_ACTIONS),
          ...ABILITY_ACTION_TYPES,
        ];
        // Buying Time's swap is chosen on the performance cards (the panel's sheet, choiceSheet.ts): the floor card
        // offers the item that opens them; the sheet itself is tested in the browser (choice-cards.test.ts).
        if (legal.some((x) => x.type === "buyingTime")) {
          expect(floor?.items.some((i) => i.run && !i.action)).toBe(true);
          seen.add("buyingTime");
        }
        for (const a of legal.filter((x) => reachable.includes(x.type) && x.type !== "buyingTime")) {
          expect(
            all.some((o) => same(o, a)),
            `legal but on no piece: ${JSON.stringify(a)}`,
          ).toBe(true);
          seen.add(a.type);
        }
        for (const c of choices) for (const w of words(c)) expect(w, JSON.stringify(c.title)).not.toMatch(FORBIDDEN);
        for (const line of orbLines(model)) expect(line).not.toMatch(FORBIDDEN);
        // Half greedy, half random: greedy uses the location, Special cards and abilities; random finds odd corners.
        const action = (step + gi) % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
        if (!action) break;
        const next = applyAction(s, seat, action);
        if (!next.ok) throw new Error(`${next.error.code}: ${JSON.stringify(action)}`);
        s = next.state;
      }
      expect(s.phase).toBe("gameOver");
    }
    for (const type of [
      "drawSpecial",
      "keepSpecial",
      "useSpecial",
      "fortuneTelling",
      "fateWeaving",
      "mechanicalEnhancement",
      "mimesis",
      "breakingFree",
      "soulPossession",
      "supercharge",
      "headhunt",
    ])
      expect(seen, type).toContain(type);
  });

  it("give every Special card and Fame-36 bonus its text in both languages", () => {
    for (const lng of ["en", "es"] as const) {
      setLanguage(lng);
      for (let i = 6; i <= 45; i++) {
        const tip = specialTooltip(`A${String(i).padStart(2, "0")}` as never);
        expect(tip).not.toMatch(FORBIDDEN);
        expect(tip.length).toBeGreaterThan(40);
      }
      for (let i = 1; i <= 48; i++) expect(endGameLine(`T${String(i).padStart(2, "0")}`)).not.toMatch(FORBIDDEN);
    }
    setLanguage("en");
    expect(endGameLine("T09")).toContain("12 Fame");
  });
});
