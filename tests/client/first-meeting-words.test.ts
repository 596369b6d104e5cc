// Words a newcomer met unexplained (playtest 7, item 11): a Bargain on the Market Row's pop-over and Buy form, "Set to
// X" on a die, the Manager's slot, and "specialist" at the setup's choice. Each now says the rule where the word is first shown.
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
import { dieChoice, marketChoice, NO_PICK } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { actionNote } from "../../client/ui/actionPicker";
import { setLanguage, t } from "../../client/i18n";

/** The first state of a bot game where the seat to act may do what `wanted` asks. */
function stateWhere(seed: number, wanted: (a: Action) => boolean): { game: GameState; seat: number } {
  let s = createGame({ players: 2, beginnerSetup: true }, seed);
  const random = makeRandom(seed);
  for (let step = 0; step < 5000 && s.phase !== "gameOver"; step++) {
    const seat = activeSeats(s)[0]!;
    if (legalActions(s, seat).some(wanted)) return { game: s, seat };
    const action = step % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
    const next = applyAction(s, seat, action!);
    if (!next.ok) throw new Error(next.error.code);
    s = next.state;
  }
  throw new Error("not in this game");
}

function modelOf(game: GameState, seat: number): BoardModel {
  return {
    view: viewFor(game, seat),
    game,
    names: ["Anna", "Ben"],
    viewer: seat,
    mySeats: [seat],
    placeTargets: new Map(),
    legal: legalActions(game, seat),
    pick: NO_PICK,
  };
}

describe("words explained where a newcomer first meets them", () => {
  afterAll(() => setLanguage("en"));

  it("Bargain: the Market Row pop-over and the side panel's Buy form say what it does", async () => {
    const { game, seat } = stateWhere(3, (a) => a.type === "buy" && a.bargain > 0);
    const model = modelOf(game, seat);
    const buy = model.legal.find((a) => a.type === "buy" && a.bargain > 0) as Extract<Action, { type: "buy" }>;
    const index = game.market.buy.indexOf(buy.component);
    const kind = index >= 0 ? "buy" : "quick";
    const lines = marketChoice(model, kind, Math.max(0, index))!.lines;
    expect(lines).toContain(
      "Bargain: each AP you spend with this purchase lowers its price by 1 coin; the price never falls below 1 coin.",
    );
    // The side panel's Buy form says the same under its title.
    expect(
      actionNote(
        "buy",
        model.legal.filter((a) => a.type === "buy"),
      ),
    ).toBe(t("piece.bargainWhy"));
    expect(actionNote("buy", [{ ...buy, bargain: 0 }])).toBeNull();
    // The Manager's slot, where it is a choice.
    expect(
      actionNote("buy", [
        { ...buy, toManager: true },
        { ...buy, toManager: false },
      ]),
    ).toContain("Manager's slot: a pile there counts as one more of its type");
    await setLanguage("es");
    expect(marketChoice(model, kind, Math.max(0, index))!.lines.join(" ")).toContain(
      "cada PA que gastas con esta compra rebaja su precio en 1 moneda",
    );
    await setLanguage("en");
  });

  it("Set to X: a die's pop-over and the Set Die form say what setting a die does, X included", async () => {
    const { game, seat } = stateWhere(7, (a) => a.type === "setDie" && a.face === "X");
    const model = modelOf(game, seat);
    const set = model.legal.find((a) => a.type === "setDie" && a.face === "X") as Extract<Action, { type: "setDie" }>;
    const choice = dieChoice(model, set.die)!;
    expect(choice.items.some((i) => i.label.startsWith("Set to X"))).toBe(true);
    expect(choice.lines.join(" ")).toContain(
      "A die on X offers nothing to anyone until it is rerolled or set again, so setting it to X keeps its face",
    );
    expect(
      actionNote(
        "setDie",
        model.legal.filter((a) => a.type === "setDie"),
      ),
    ).toBe(t("piece.setDieWhy"));
    await setLanguage("es");
    expect(dieChoice(model, set.die)!.lines.join(" ")).toContain("Un dado en X no ofrece nada a nadie");
    await setLanguage("en");
  });

  it("Specialist: the setup's choice says what a specialist is, in both languages", async () => {
    expect(t("choices.specialist.note")).toMatch(/^A specialist \(Engineer, Manager or Assistant\) is a character/);
    expect(t("choices.specialist.note")).toContain(
      "performer bonus (Assistant +2 Fame, Manager +3 coins, Engineer +1 Shard)",
    );
    await setLanguage("es");
    expect(t("choices.specialist.note")).toMatch(/^Un especialista \(Ingeniero, Gerente o Ayudante\) es un personaje/);
    await setLanguage("en");
  });
});
