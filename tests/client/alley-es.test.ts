// The Dark Alley's pop-overs and tooltips in Spanish (issue #13/#14): over whole Dark Alley bot games, every offer a
// Dark Alley piece makes (decks, the two drawn cards, the orb, a Special card's effect-or-+1-AP choice, abilities,
// show cards), every action label in them and every Special card's text carry no English word. An English word is
// one the same offer uses in English that Spanish does not share by design (names printed alike, players' names).
import { cardVariant } from "../../client/i18n/cardVariant";
import { PERFORMANCES } from "../../shared/data/performances";
import { afterAll, describe, expect, it } from "vitest";
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
import { SPECIAL_DECKS } from "../../shared/engine/core/state";
import {
  abilityChoice,
  deckChoice,
  floorCardChoice,
  keepChoice,
  orbChoice,
  orbLines,
  showCardChoice,
  specialTooltip,
} from "../../client/board/alleyPieces";
import { NO_PICK, type PieceChoice } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { actionLabel } from "../../client/ui/actionText";
import { namesEn, namesEs } from "../../client/i18n/names";
import { alleyNamesEn, alleyNamesEs } from "../../client/i18n/alleyNames";
import { setLanguage } from "../../client/i18n";

const NAMES = ["Anna", "Ben", "Cleo", "Dan"];
const words = (text: string): string[] =>
  text.match(/[A-Za-zÀ-ÿ']{3,}/g)?.map((w) => w.toLowerCase().replace(/'s$/, "")) ?? [];

/** Words both languages write alike by design: names printed the same in both editions, and the players' names. */
function sharedWords(): Set<string> {
  const all = (names: object): string[] =>
    Object.values(names).flatMap((v) => (typeof v === "string" ? words(v) : all(v as object)));
  const es = new Set([...all(namesEs), ...all(alleyNamesEs)]);
  return new Set([
    ...[...all(namesEn), ...all(alleyNamesEn)].filter((w) => es.has(w)),
    ...NAMES.map((p) => p.toLowerCase()),
    // A performance card's variant ("III") is the same in every language.
    ...PERFORMANCES.map((p) => cardVariant(p.id)!.toLowerCase()),
  ]);
}

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

/** Everything a player reads on the Dark Alley's pieces now: each choice's words, its actions' labels, the orb. */
function alleyTexts(model: BoardModel): string[] {
  const choices: (PieceChoice | null)[] = SPECIAL_DECKS.map((d) => deckChoice(model, d));
  const drawn = model.view.alley?.drawn;
  if (drawn?.cards && drawn.seat === model.viewer)
    for (const card of drawn.cards) choices.push(keepChoice(model, card));
  choices.push(orbChoice(model), floorCardChoice(model), abilityChoice(model), showCardChoice(model)?.choice ?? null);
  const out = [...orbLines(model)];
  for (const c of choices) {
    if (!c) continue;
    out.push(c.title, ...c.lines, c.reason ?? "");
    for (const i of c.items)
      out.push(i.label, i.cost ?? "", i.reason ?? "", ...(i.action ? [actionLabel(i.action, model.game)] : []));
    if (c.form)
      for (const a of c.form.actions)
        out.push(
          c.form.label(a),
          actionLabel(a, model.game),
          ...c.form.fields.flatMap((f) => [f.label, ...f.values.map((v) => v.text)]),
        );
  }
  return out;
}

describe("the Dark Alley in Spanish", () => {
  afterAll(() => setLanguage("en"));
  const shared = sharedWords();
  const leaks = (es: string[], en: string[]): string[] => {
    const english = new Set(en.flatMap(words));
    return [...new Set(es.flatMap(words))].filter((w) => english.has(w) && !shared.has(w));
  };

  it("offers every Dark Alley choice with no English word, over whole bot games", () => {
    const found = new Map<string, string>();
    let offers = 0;
    for (const [gi, players] of ([3, 4] as const).entries()) {
      let s = createGame({ players, modules: { darkAlley: true, prophecies: true, abilities: true } }, 300 + gi);
      const random = makeRandom(gi);
      for (let step = 0; step < 4000 && s.phase !== "gameOver"; step++) {
        const seat = activeSeats(s)[0]!;
        const model = modelFor(s, seat);
        setLanguage("en");
        const en = alleyTexts(model);
        setLanguage("es");
        const es = alleyTexts(model);
        offers += es.length;
        for (const w of leaks(es, en)) if (!found.has(w)) found.set(w, es.find((t) => words(t).includes(w))!);
        const action = (step + gi) % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
        if (!action) break;
        const next = applyAction(s, seat, action);
        if (!next.ok) throw new Error(`${next.error.code}: ${JSON.stringify(action)}`);
        s = next.state;
      }
      expect(s.phase).toBe("gameOver");
    }
    expect(offers).toBeGreaterThan(1000);
    expect(Object.fromEntries(found)).toEqual({});
  });

  it("gives every Special card's text in Spanish", () => {
    for (let i = 6; i <= 45; i++) {
      const id = `A${String(i).padStart(2, "0")}` as never;
      setLanguage("en");
      const en = specialTooltip(id);
      setLanguage("es");
      expect(leaks([specialTooltip(id)], [en]), id).toEqual([]);
    }
  });
});
