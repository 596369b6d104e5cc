// The confirm asked before an action that throws something away (client/ui/lossQuestion.ts, playtest 7 defects 1
// and 12): Return Component always, named; Done with this character only while its AP could still buy a legal
// action; in English and Spanish, over whole bot games.
import { afterAll, describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  makeRandom,
  randomBot,
  type Action,
  type GameState,
} from "../../shared/engine";
import { apCostNow } from "../../client/ui/actionText";
import { lossQuestion } from "../../client/ui/lossQuestion";
import { setLanguage } from "../../client/i18n";

/** Every state of a bot game where the seat to act may end its character's placement. */
function endings(seed: number): { game: GameState; legal: Action[]; done: Action }[] {
  let s = createGame({ players: 2, beginnerSetup: true }, seed);
  const random = makeRandom(seed);
  const out: { game: GameState; legal: Action[]; done: Action }[] = [];
  for (let step = 0; step < 3000 && s.phase !== "gameOver"; step++) {
    const seat = activeSeats(s)[0]!;
    const legal = legalActions(s, seat);
    const done = legal.find((a) => a.type === "endPlacement");
    if (done) out.push({ game: s, legal, done });
    const action = step % 3 === 0 ? randomBot(s, seat, random) : greedyBot(s, seat);
    if (!action) break;
    const next = applyAction(s, seat, action);
    if (!next.ok) throw new Error(next.error.code);
    s = next.state;
  }
  return out;
}

describe("the question before losing something", () => {
  afterAll(() => setLanguage("en"));

  it("asks before Done with this character exactly when its AP could still pay for a legal action", () => {
    const cases = endings(11);
    let asked = 0;
    let silent = 0;
    for (const { game, legal, done } of cases) {
      const q = lossQuestion(game, legal, done);
      const ap = game.placement!.ap;
      const spendable = legal.filter(
        (a) =>
          !["endPlacement", "returnComponent", "discardTrick", "enhance"].includes(a.type) && apCostNow(game, a) > 0,
      );
      expect(q !== null).toBe(ap > 0 && spendable.length > 0);
      if (!q) {
        silent++;
        continue;
      }
      asked++;
      expect(q.title).toMatch(new RegExp(`^.+ still has ${ap} AP\\. End its actions and lose (it|them)\\?$`));
      expect(q.items).toEqual([{ label: `End and lose ${ap} AP`, action: done }]);
      expect(q.dismiss).toBe("Keep acting");
    }
    // Both kinds occur: the test sees a question asked and one not asked.
    expect(asked).toBeGreaterThan(0);
    expect(silent).toBeGreaterThan(0);
  });

  it("names the component and the loss before Return Component, in English and Spanish", async () => {
    const game = createGame({ players: 2, beginnerSetup: true }, 3);
    const back: Action = { type: "returnComponent", component: "metal" };
    const q = lossQuestion(game, [back], back)!;
    expect(q.title).toBe("Return 1 Metal to the supply? You lose it.");
    expect(q.lines[0]).toContain("only useful to make room");
    expect(q.items).toEqual([{ label: "Return 1 Metal", action: back }]);
    expect(q.dismiss).toBe("Cancel");
    await setLanguage("es");
    const es = lossQuestion(game, [back], back)!;
    expect(es.title).toBe("¿Devolver 1 Metal a la reserva? Se pierde.");
    expect(es.dismiss).toBe("Cancelar");
    const other = { type: "advertise" } as Action;
    expect(lossQuestion(game, [other], other)).toBeNull();
  });

  it("says the AP in Spanish with the verb agreeing", async () => {
    await setLanguage("es");
    const found = endings(11).find(({ game, legal, done }) => lossQuestion(game, legal, done))!;
    const q = lossQuestion(found.game, found.legal, found.done)!;
    const ap = found.game.placement!.ap;
    expect(q.title).toMatch(
      ap === 1
        ? /^A tu .+ le queda 1 PA\. ¿Terminar sus acciones y perderlo\?$/
        : /^A tu .+ le quedan \d+ PA\. ¿Terminar sus acciones y perderlos\?$/,
    );
    expect(q.dismiss).toBe("Seguir actuando");
  });
});
