// OQ-12: ordering a type already in stock is legal but brings no new type. The Order form and the board's order-slot
// pop-over mark such a type (playtest 7, defect 4: the lesson said "not in stock", the menu offered them unmarked).
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
  type GameState,
} from "../../shared/engine";
import { valueName } from "../../client/ui/actionText";
import { marketChoice, NO_PICK } from "../../client/board/pieces";
import type { BoardModel } from "../../client/board/model";
import { setLanguage } from "../../client/i18n";
import { CATALOGUES } from "../../client/i18n/allLanguages";

/** The first state of a bot game where the seat to act may Order. */
function orderState(seed: number): { game: GameState; seat: number } {
  let s = createGame({ players: 2, beginnerSetup: true }, seed);
  const random = makeRandom(seed);
  for (let step = 0; step < 3000 && s.phase !== "gameOver"; step++) {
    const seat = activeSeats(s)[0]!;
    if (legalActions(s, seat).some((a) => a.type === "order")) return { game: s, seat };
    const action = step % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
    const next = applyAction(s, seat, action!);
    if (!next.ok) throw new Error(next.error.code);
    s = next.state;
  }
  throw new Error("no Order in this game");
}

describe("an Order of a type already in stock", () => {
  afterAll(() => setLanguage("en"));
  const { game, seat } = orderState(5);
  const stocked = game.market.buy.find((c) => c !== null)!;
  const legal = legalActions(game, seat);
  const orders = legal.filter((a) => a.type === "order");
  const missing = orders.find((a) => !game.market.buy.includes(a.component))!.component;

  it("is offered (the engine allows it) and marked in the form, the others not", async () => {
    expect(orders.some((a) => a.component === stocked)).toBe(true);
    expect(valueName("component", stocked, game, "order")).toMatch(/^\S+ \(already in stock: brings no new type\)$/);
    expect(valueName("component", missing, game, "order")).not.toContain("stock");
    // Only the Order form: a Buy's component is in stock by definition.
    expect(valueName("component", stocked, game, "buy")).not.toContain("stock");
    await setLanguage("es");
    expect(valueName("component", stocked, game, "order")).toContain("(ya está en las existencias");
    await setLanguage("en");
  });

  it("is marked on the board's order-slot pop-over", () => {
    const model: BoardModel = {
      view: viewFor(game, seat),
      game,
      names: ["Anna", "Ben"],
      viewer: seat,
      mySeats: [seat],
      placeTargets: new Map(),
      legal,
      pick: NO_PICK,
    };
    const slot = orders[0]!.type === "order" ? orders[0]!.slot : 0;
    const labels = marketChoice(model, "order", slot)!.items.map((i) => i.label);
    const marked = labels.filter((l) => l.includes("already in stock"));
    expect(marked.length).toBe(game.market.buy.filter((c) => c && orders.some((a) => a.component === c)).length);
    expect(marked.length).toBeGreaterThan(0);
    expect(labels.some((l) => !l.includes("stock"))).toBe(true);
    expect(labels.slice(-marked.length)).toEqual(marked);
  });

  it("is what lesson step 13 says: allowed, marked, but nothing new (no unenforced 'choose a type not in stock')", () => {
    const step = (lang: "en" | "es") =>
      (CATALOGUES[lang] as unknown as { lesson: { basics: { order: { do: string } } } }).lesson.basics.order.do;
    expect(step("en")).toContain("one already in stock (the menu marks it) is allowed but brings nothing new");
    expect(step("es")).toContain("uno que ya está (el menú lo marca) se permite, pero no aporta nada nuevo");
  });
});
