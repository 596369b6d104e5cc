// Spanish grammar slips a playtester found (playtest 6, defect 8), checked with the real catalogues and the code
// that fills them: "te toca a ti" (not "le toca a ti"), "le queda 1 PA" / "le quedan 2 PA", "en el turno 4" /
// "en los turnos 3 y 1" (not "en Turno 4"), and the Advertise question in the same person as its buttons.
import { afterAll, describe, expect, it } from "vitest";
import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  legalActions,
  viewFor,
  type GameState,
} from "../../shared/engine";
import { statusText } from "../../client/ui/statusLine";
import { actingChoice } from "../../client/board/boardChoices";
import { NO_PICK } from "../../client/board/pieces";
import { adviceWords } from "../../client/ui/lookBackAdvice";
import type { AdviceReply } from "../../client/net/TableConnection";
import { setLanguage, t } from "../../client/i18n";

const NAMES = ["Ana", "Beto"];

/** The first state of a bot game (base, 2 players) where `test` holds, or the game's end. */
function firstState(test: (s: GameState) => boolean): GameState {
  let s = createGame({ players: 2, beginnerSetup: true }, 11);
  for (let step = 0; step < 3000 && s.phase !== "gameOver" && !test(s); step++) {
    const seat = activeSeats(s)[0]!;
    const next = applyAction(s, seat, greedyBot(s, seat)!);
    if (!next.ok) throw new Error(next.error.code);
    s = next.state;
  }
  return s;
}

/** The acting character's AP line on the board (client/board/boardChoices.ts) once it has `ap` left. */
function apLine(ap: number): string {
  const s = firstState((g) => g.placement !== null && g.placement.ap === ap);
  const pl = s.placement;
  expect(pl?.ap).toBe(ap);
  const model = {
    view: viewFor(s, pl!.seat),
    game: s,
    names: NAMES,
    viewer: pl!.seat,
    mySeats: [pl!.seat],
    placeTargets: new Map(),
    legal: legalActions(s, pl!.seat),
    pick: NO_PICK,
  };
  return actingChoice(model, pl!.slot)!.lines.join(" ");
}

const advice = (turns: number[]): AdviceReply => ({
  ok: true,
  seat: 1,
  rival: 0,
  turns: turns.map((turn) => ({ turn, gap: 2 })),
  moments: [
    {
      move: 30,
      turn: turns[0]!,
      kind: "placement",
      played: { type: "place", character: "magician", slot: "downtown-1" } as never,
      bot: { type: "place", character: "magician", slot: "downtown-1" } as never,
      reason: { code: "forced" },
      same: true,
    },
  ],
});

describe("Spanish grammar (playtest 6)", () => {
  afterAll(() => setLanguage("en"));

  it("says 'te toca a ti' on the player's own turn and 'le toca a' someone else's", () => {
    setLanguage("es");
    const game = createGame({ players: 2, beginnerSetup: true }, 3);
    const seat = activeSeats(game)[0]!;
    expect(statusText(game, NAMES, [seat])).toMatch(/te toca a ti$/);
    expect(statusText(game, NAMES, [seat])).not.toMatch(/le toca/);
    expect(statusText(game, NAMES, [1 - seat])).toMatch(new RegExp(`le toca a ${NAMES[seat]}$`));
    setLanguage("en");
    expect(statusText(game, NAMES, [seat])).toMatch(/you to act$/);
  });

  it("agrees the verb with the AP left: 'le queda 1 PA', 'le quedan 2 PA'", () => {
    setLanguage("es");
    expect(apLine(1)).toBe("le queda 1 PA");
    expect(apLine(2)).toBe("le quedan 2 PA");
    expect(t("panel.placement", { character: "Mago", slot: "Centro", ap: "1 PA", count: 1 })).toBe(
      "Mago en Centro: le queda 1 PA",
    );
    setLanguage("en");
    expect(apLine(1)).toBe("1 AP left");
  });

  it("says 'en el turno 4' and 'en los turnos 3 y 1' in the look back", () => {
    setLanguage("es");
    expect(adviceWords(advice([4]), 1, NAMES, null).looked).toMatch(/^Miró 1 decisión en el turno 4, donde/);
    expect(adviceWords(advice([3, 1]), 1, NAMES, null).looked).toMatch(/en los turnos 3 y 1, donde/);
    setLanguage("en");
    expect(adviceWords(advice([4]), 1, NAMES, null).looked).toMatch(/decision in turn 4, where/);
  });

  it("asks the Advertise question in the same person as its buttons", () => {
    setLanguage("es");
    const question = t("panel.advertiseFor", { cost: "3 monedas" });
    const yes = t("actionTitle.advertise");
    const no = t("actionTitle.skipAdvertise");
    // The question's verb is the button's, so both say "anunciarse" (or both "anunciarte").
    const verb = question.match(/¿(\p{L}+)/u)![1]!;
    expect(verb).toBe(yes);
    expect(no).toBe(`No ${verb.toLowerCase()}`);
  });

  it("logs an advertisement as a poster put up, not 'se anunció'", () => {
    setLanguage("es");
    expect(t("story.act.advertise", { who: "Tess" })).toBe("Tess puso un cartel.");
    expect(t("story.act.skipAdvertise", { who: "Tess" })).toBe("Tess no puso cartel.");
  });
});
