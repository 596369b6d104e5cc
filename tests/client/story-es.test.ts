// The game log in Spanish: every event type of whole bot games and every action sentence, told with the SPANISH
// catalogue, must not leak an English word (issue #14). An English word is one the English log uses for the same
// events and the Spanish one does not share by design (names spelled alike in both editions, players' names).
import { cardVariant } from "../../client/i18n/cardVariant";
import { PERFORMANCES } from "../../shared/data/performances";
import { describe, expect, it } from "vitest";
import { englishCatalogue, type AlleyExtras } from "../../client/log/catalogue";
import { catalogueIn } from "../../client/log/catalogue";
import { tellStory } from "../../client/log/story";
import { namesEn, namesEs } from "../../client/i18n/names";
import {
  activeSeats,
  applyAction,
  applyActionWithEvents,
  createGame,
  GAME_EVENT_TYPES,
  greedyBot,
  legalActions,
  makeRandom,
  openingEvents,
  randomBot,
  validateAction,
  type Action,
  type ActionType,
  type GameState,
  type RuleError,
} from "../../shared/engine";
import { reasonText } from "../../client/ui/reasons";
import type { HistoryEntry } from "../../shared/protocol";
import { actionLabel } from "../../client/ui/actionText";
import { setLanguage } from "../../client/i18n";

const ENGLISH = englishCatalogue();

const SPANISH = catalogueIn("es");

const PLAYERS = ["Anna", "Ben", "Carla", "Dmitri"];
const words = (text: string): string[] =>
  text.match(/[A-Za-zÀ-ÿ']{3,}/g)?.map((w) => w.toLowerCase().replace(/'s$/, "")) ?? [];

/** Words both languages write alike by design: names printed the same (Metal, Animal, Electra, Magorian…). */
function sharedWords(): Set<string> {
  const all = (names: object): string[] =>
    Object.values(names).flatMap((v) => (typeof v === "string" ? words(v) : all(v as object)));
  const es = new Set(all(namesEs));
  // A performance card's variant ("VII") is the same in every language.
  const variants = PERFORMANCES.map((p) => cardVariant(p.id)!.toLowerCase());
  return new Set([...all(namesEn).filter((w) => es.has(w)), ...PLAYERS.map((p) => p.toLowerCase()), ...variants]);
}

/** A whole game of greedy bots, entry by entry as the server records it. */
function botGame(players: 2 | 3 | 4, seed: number, darkAlley = false): HistoryEntry[] {
  let game: GameState = darkAlley
    ? createGame({ players, modules: { darkAlley: true, prophecies: true, abilities: true } }, seed)
    : createGame({ players, beginnerSetup: seed % 2 === 0 }, seed);
  const entries: HistoryEntry[] = [{ move: -1, events: openingEvents(game) } as HistoryEntry];
  for (let move = 0; game.phase !== "gameOver" && move < 3_000; move++) {
    const seat = activeSeats(game)[0]!;
    const result = applyActionWithEvents(game, seat, greedyBot(game, seat)!);
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
    entries.push({ move, events: result.events } as HistoryEntry);
  }
  expect(game.phase).toBe("gameOver");
  return entries;
}

/** Every field any action has, with a value of the right kind, so each action sentence can be told. */
const SAMPLE = {
  magician: "M03",
  components: ["wood", "rope"],
  trick: "T05",
  specialist: "engineer",
  character: "apprentice2",
  slot: "downtown-2",
  die: "bank_A",
  face: "optical",
  component: "glass",
  count: 2,
  bargain: 1,
  toManager: true,
  card: 1,
  fromCard: 0,
  fromSlot: "0.1",
  facing: "up",
  rewards: ["fame"],
  swapWith: null,
  engineerSlot: false,
  location: "theater",
  use: "ap",
  deck: "market_row",
  prophecy: "P04",
  replace: "T01",
  replacement: "cog",
  other: "T02",
  mine: "1.0",
  theirs: "0.2",
  cardA: 0,
  cardB: 2,
  doubled: "coins",
};

describe("the game log in Spanish", () => {
  const shared = sharedWords();
  const leaks = (spanish: string[], english: string[]): string[] => {
    const es = new Set(spanish.flatMap(words));
    const en = new Set(english.flatMap(words));
    return [...new Set(spanish.flatMap(words))].filter(
      (w) => en.has(w) && !shared.has(w) && !SPANISH_TOO.has(w) && es.has(w),
    );
  };

  it("tells every event of whole bot games (2, 3 and 4 players) with no English word", () => {
    const seen = new Set<string>();
    for (const [players, seed, darkAlley] of [
      [2, 3, false],
      [3, 4, false],
      [4, 5, false],
      [3, 6, true],
      [4, 7, true],
    ] as const) {
      // Greedy bots never order and never leave a Magician on stage without a marker: those lines are added by hand.
      const byHand = {
        move: 9_999,
        events: [
          { type: "skip", seat: 1, weekday: "friday", reason: "noMarker" },
          {
            type: "orders",
            arrived: [
              [1, "cog"],
              [3, "wood"],
            ],
          },
        ],
      };
      const entries = [...botGame(players, seed, darkAlley), byHand as HistoryEntry];
      const names = PLAYERS.slice(0, players);
      const es = tellStory(entries, names, SPANISH);
      const en = tellStory(entries, names, ENGLISH);
      expect(es.length).toBe(en.length);
      for (const line of es) seen.add(line.kind);
      const text = (lines: typeof es): string[] => lines.flatMap((l) => [l.text, ...l.details]);
      expect(leaks(text(es), text(en)), `${players} players`).toEqual([]);
      // The same story, not an empty one: the Spanish lines carry the English lines' numbers.
      for (let i = 0; i < es.length; i++)
        expect(es[i]!.text.match(/\d+/g) ?? [], en[i]!.text).toEqual(en[i]!.text.match(/\d+/g) ?? []);
    }
    expect([...seen].sort()).toEqual(["start", ...GAME_EVENT_TYPES].sort());
  });

  it("words every action sentence in Spanish", () => {
    for (const type of Object.keys(ENGLISH.act) as ActionType[]) {
      const action = { type, ...SAMPLE } as unknown as Action;
      const say = (w: typeof ENGLISH) =>
        (w.act[type] as (who: string, a: Action, extra: null | string, alley: AlleyExtras) => string)(
          "Anna",
          action,
          type === "hireCharacter" ? "engineer" : null,
          { card: w.names.special("A34"), count: 2 },
        );
      expect(leaks([say(SPANISH)], [say(ENGLISH)]), type).toEqual([]);
    }
    expect(Object.keys(SPANISH.act).sort()).toEqual(Object.keys(ENGLISH.act).sort());
  });

  it("labels every action of the panels in Spanish (titles, parameters, costs)", () => {
    const label = (lng: "en" | "es", type: ActionType): string => {
      setLanguage(lng);
      return actionLabel({ type, ...SAMPLE } as unknown as Action, null);
    };
    try {
      for (const type of Object.keys(ENGLISH.act) as ActionType[]) {
        const en = label("en", type);
        const es = label("es", type);
        expect(es, type).not.toBe(en);
        expect(leaks([es], [en]), `${type}: ${es}`).toEqual([]);
      }
    } finally {
      setLanguage("en");
    }
  });

  it("words the refusals met over random games in Spanish (every reason a dimmed piece shows)", () => {
    const random = makeRandom(7);
    const codes = new Set<string>();
    const say = (lng: "en" | "es", error: RuleError, a: Action, s: GameState, seat: number): string => {
      setLanguage(lng);
      return reasonText(error, a, s, seat, PLAYERS);
    };
    try {
      for (const players of [2, 4] as const) {
        let s: GameState = createGame({ players, beginnerSetup: true }, players * 13);
        for (let step = 0; step < 1500 && s.phase !== "gameOver"; step++) {
          const seat = activeSeats(s)[0]!;
          for (const a of legalActions(s, seat).slice(0, 8)) {
            // Near misses: the same action with other dice, tricks or slots (what a click on another piece makes).
            const tries = [
              ...["trick_A", "bank_B", "inn_specialist"].map((die) => ({ ...a, die })),
              ...s.residence.slice(0, 3).map((trick) => ({ ...a, trick })),
              ...["downtown-1", "market-row-4", "theater-friday-stage", "theater-sunday-1"].map((slot) => ({
                ...a,
                slot,
              })),
              ...("count" in a ? [1, 3].map((count) => ({ ...a, count, bargain: 4 })) : []),
              ...(a.type === "setUpTrick" ? ["0.0", "1.1"].map((slot) => ({ ...a, slot, card: 2 })) : []),
            ] as Action[];
            for (const v of tries) {
              const error = validateAction(s, seat, v);
              if (!error || error.code === "BAD_ACTION") continue;
              codes.add(error.code);
              const en = say("en", error, v, s, seat);
              const es = say("es", error, v, s, seat);
              expect(leaks([es], [en]), `${error.code}: ${es}`).toEqual([]);
            }
          }
          const next = applyAction(s, seat, randomBot(s, seat, random)!);
          if (!next.ok) throw new Error(next.error.message);
          s = next.state;
        }
      }
    } finally {
      setLanguage("en");
    }
    expect(codes.size).toBeGreaterThan(10);
  });

  it("writes the rules terms as the Spanish edition prints them", () => {
    expect(SPANISH.amounts({ fame: 2, coins: -1, shards: 3 })).toBe("+2 de Fama, −1 moneda, +3 Fragmentos");
    expect(SPANISH.wages("Ben", 5, 3, 4)).toBe(
      "Ben debía 5 monedas de salarios y pagó 3: 2 monedas sin pagar, −4 de Fama.",
    );
    expect(SPANISH.list(["Anna", "Ben", "Carla"])).toBe("Anna, Ben y Carla");
  });
});

/** Words that are Spanish as well as English (the check compares words, not languages). */
const SPANISH_TOO = new Set(["animal", "metal", "normal", "mental", "final", "total", "plan", "extra"]);
