import type { Action, GameState } from "../../shared/engine";
import { amount } from "../i18n";
import type { Lesson, LessonContext, Light } from "./script";

// "Learn the Dark Alley" (RULES §12), shorter than the basics: the setup a Dark Alley game starts with, the Dark
// Alley card in the plan, a placement at the Dark Alley (draw a Special card, keep one, Fortune Telling), and what
// changes in the rest of the game and in the final scoring, told.

const me = (c: LessonContext) => c.game.players[c.seat]!;
const has = (c: LessonContext, type: Action["type"]): boolean => c.legal.some((a) => a.type === type);
const board = (key: string): Light => ({ board: key });
const panel = (selector: string): Light => ({ panel: selector });
const atAlley = (c: LessonContext): boolean =>
  c.game.placement?.seat === c.seat && c.game.placement.slot.startsWith("dark-alley");
const specials = (g: GameState, seat: number): number => g.players[seat]!.alley?.specials.length ?? 0;

const T1 = {
  setup: { turn: 1, phase: "setup" },
  advertise: { turn: 1, phase: "advertise" },
  assignment: { turn: 1, phase: "assignment" },
  placement: { turn: 1, phase: "placement" },
} as const;

export const DARK_ALLEY: Lesson = {
  id: "dark-alley",
  steps: [
    { id: "intro", from: T1.setup, until: T1.setup, told: true },
    {
      id: "setup",
      from: T1.setup,
      until: T1.setup,
      done: (c) => c.game.phase !== "setup",
      // The setup's choices are the panel's groups, each a sheet of cards with its Confirm (choiceSheet.ts).
      light: (c) => (c.legal.length ? [panel("#actions .action-group")] : null),
    },
    {
      id: "advertise",
      from: T1.advertise,
      until: T1.advertise,
      done: (c) =>
        !has(c, "advertise") && !has(c, "skipAdvertise") && c.game.initiative.indexOf(c.seat) < c.game.cursor,
      light: (c) =>
        has(c, "skipAdvertise") ? [panel('#actions .action-group[data-type="skipAdvertise"] button')] : null,
    },
    {
      id: "planAlley",
      from: T1.assignment,
      until: T1.assignment,
      done: (c) => me(c).alley?.under.magician === "A05" || me(c).confirmed,
      // The Dark Alley card is in the planning hand (the board's character pop-over offers the permanent cards only).
      light: () => [panel('#actions .hand [data-card="A05"]'), panel('#actions li[data-character="magician"]')],
    },
    {
      id: "confirm",
      from: T1.assignment,
      until: T1.assignment,
      done: (c) => me(c).confirmed,
      light: () => [panel("#actions button.confirm")],
    },
    {
      id: "placeAlley",
      from: T1.placement,
      until: T1.placement,
      done: (c) => !!me(c).characters.magician.slot,
      light: (c) => {
        const slots = c.legal
          .filter((a): a is Extract<Action, { type: "place" }> => a.type === "place" && a.character === "magician")
          .map((a) => a.slot);
        const slot = ["dark-alley-1", "dark-alley-4"].find((s) => slots.includes(s as never)) ?? slots[0];
        return slot ? [board(`slot:${slot}`)] : null;
      },
      words: (c) => ({ ap: amount("ap", c.game.placement?.seat === c.seat ? c.game.placement.ap : 0) }),
    },
    {
      id: "draw",
      from: T1.placement,
      until: T1.placement,
      done: (c) =>
        c.game.alley?.drawn?.seat === c.seat || specials(c.game, c.seat) > specials(c.base, c.seat) || !atAlley(c),
      light: (c) => {
        const draw = c.legal.find((a): a is Extract<Action, { type: "drawSpecial" }> => a.type === "drawSpecial");
        return draw ? [board(`alley:deck:${draw.deck}`)] : null;
      },
    },
    {
      id: "keep",
      from: T1.placement,
      until: T1.placement,
      done: (c) => specials(c.game, c.seat) > specials(c.base, c.seat) || !atAlley(c),
      light: (c) => (has(c, "keepSpecial") ? [board("alley:drawn:0")] : null),
    },
    {
      id: "fortune",
      from: T1.placement,
      until: T1.placement,
      done: (c) => JSON.stringify(c.game.alley?.pending) !== JSON.stringify(c.base.alley?.pending) || !atAlley(c),
      light: (c) => (has(c, "fortuneTelling") ? [board("alley:orb")] : null),
    },
    { id: "end", from: T1.placement, until: { turn: 7, phase: "gameOver" }, told: true },
  ],
};
