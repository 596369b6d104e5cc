// The log's words, from events: each complaint of issue 12 answered in a sentence a person reads.
import { describe, expect, it } from "vitest";
import { TRICKS } from "../../shared/data/tricks";
import { Story, tellStory } from "../../client/log/story";
import type { Action, GameEvent } from "../../shared/engine";

const names = ["Anna", "Ben"];
const entry = (move: number, ...events: GameEvent[]) => ({ move, events });

describe("the log's sentences", () => {
  it("tells wages apart from the show before them: who paid what, the unpaid coins and the Fame lost", () => {
    const lines = tellStory(
      [
        entry(
          41,
          { type: "wages", seat: 1, due: 5, paid: 3, fameLost: 4 },
          { type: "wages", seat: 0, due: 2, paid: 2, fameLost: 0 },
        ),
      ],
      names,
    );
    expect(lines.map((l) => l.text)).toEqual([
      "Ben owed 5 coins in wages and paid 3: 2 coins unpaid, −4 Fame.",
      "Anna paid 2 coins in wages.",
    ]);
    expect(lines.every((l) => l.move === 42 && l.phase === "endTurn")).toBe(true);
  });

  it("says a player owed no wages when only the Assistant's free Apprentice worked (playtest 8: no line read as skipped)", () => {
    const lines = tellStory([entry(41, { type: "wages", seat: 1, due: 0, paid: 0, fameLost: 0 })], names);
    expect(lines.map((l) => l.text)).toEqual(["Ben owed no wages: the Assistant's Apprentice works for free."]);
  });

  it("tells what a Special card played for its effect does (playtest 8: 'Interest: its effect.' told nothing)", () => {
    const lines = tellStory(
      [
        entry(60, {
          type: "act",
          seat: 1,
          action: { type: "useSpecial", use: "effect" },
          gains: [],
          extra: null,
          card: "A34",
        } as GameEvent),
      ],
      names,
    );
    expect(lines[0]!.text).toBe(
      "Ben played the Special card Interest for its effect: Roll the chosen Bank die once more before turning it and take that many extra coins; this Take Coins costs 1 AP less.",
    );
  });

  it("says why a Magician on stage did not perform, and what a reroll rolled", () => {
    const lines = tellStory(
      [
        entry(9, { type: "act", seat: 0, action: { type: "rerollDie", die: "bank_A" }, gains: [], extra: 5 }),
        entry(30, { type: "skip", seat: 1, weekday: "friday", reason: "noMarker" }),
      ],
      names,
    );
    expect(lines[0]!.text).toBe("Anna rerolled Bank A: it shows 5 coins.");
    expect(lines[1]!.text).toBe(
      "Friday: Ben's Magician is on stage but none of their tricks is on a performance card: no show.",
    );
  });

  it("explains every yield of a show, a 0 yield included, and the performer's bonus", () => {
    const trick = TRICKS.find((t) => t.yield.coins === 1 && t.yield.fame === 0) ?? TRICKS[0]!;
    const show: GameEvent = {
      type: "show",
      seat: 0,
      weekday: "thursday",
      slot: 1,
      card: "P01",
      yields: [[1, trick.id, -1, 0, 0, trick.yield.shards]],
      bonus: [2, 0, 0, 1, 1, 0, 0],
      other: [],
    };
    const [line] = tellStory([entry(50, show)], names);
    expect(line!.text).toMatch(/^Thursday: Anna performed Riverside Theater [IVX]+ \(card 2\) — /);
    expect(line!.details[0]).toContain(`Ben's ${trick.name}:`);
    // The owner's yield modifier (RULES §7.4), not "for Thursday": it is the owner's weekday's, not the show's.
    expect(line!.details[0]).toContain("−1 yield modifier");
    expect(line!.details[0]).not.toContain("for Thursday");
    expect(line!.details[1]).toBe(
      "Anna's bonus: 2 links (+2 Fame), card +1 Shard, specialists on stage +1 Fame → +3 Fame, +1 Shard.",
    );
    if (trick.yield.shards === 0) expect(line!.details[0]).toContain("nothing (a yield is never below 0)");
  });

  it('names the locations as the board does: Market Row, Dark Alley (not "Market row", "Dark alley")', () => {
    const [line] = tellStory(
      [
        entry(20, {
          type: "reveal",
          cards: [
            [0, "magician", "market_row"],
            [1, "apprentice1", "dark_alley"],
          ],
        }),
      ],
      names,
    );
    expect(line!.text).toContain("Magician → Market Row");
    expect(line!.text).toContain("Apprentice → Dark Alley");
  });

  it("groups lines by turn and phase, numbered by action", () => {
    const story = new Story(names);
    const start = story.add(
      entry(-1, { type: "turn", turn: 1, dice: ["escape", "any", "X", "apprentice", 4, 5], initiative: [1, 0] }),
    );
    expect(start.map((l) => [l.move, l.turn, l.phase, l.kind])).toEqual([
      [0, 0, "setup", "start"],
      [0, 1, "advertise", "turn"],
      [0, 1, "advertise", "turn"],
    ]);
    expect(start[1]!.text).toBe(
      "Turn 1 begins. Initiative: Ben, Anna. Dice rolled: Trick A Escape, Trick B Any, Inn specialist X (nothing), Inn apprentice Apprentice, Bank A 4 coins, Bank B 5 coins.",
    );
    // Turn 1's order gave the starting coins (RULES §4.4; a duel uses spaces 1 and 3, OQ-3): 14 against 10 explained.
    expect(start[2]!.text).toBe("Starting coins, by initiative space: Ben 10 (space 1), Anna 14 (space 3).");
    const placed = story.add(
      entry(6, {
        type: "act",
        seat: 0,
        action: { type: "buy", component: "wood", count: 2, bargain: 0, toManager: false },
        gains: [[0, 0, -2, 0]],
        extra: null,
      }),
    );
    expect(placed[0]).toMatchObject({
      move: 7,
      turn: 1,
      phase: "placement",
      seats: [0],
      text: "Anna bought 2 Wood (Anna −2 coins).",
    });
  });

  it("tells Dark Alley (RULES §12): the Special card played and its use, draws by count, the orb, the Dark Alley scoring", () => {
    const tricks = TRICKS.map((t) => t.id);
    const lines = tellStory(
      [
        entry(50, {
          type: "act",
          seat: 0,
          action: { type: "drawSpecial", deck: "market_row" },
          gains: [],
          extra: null,
          count: 2,
        }),
        entry(51, { type: "act", seat: 0, action: { type: "keepSpecial", card: "A17" }, gains: [], extra: null }),
        entry(60, {
          type: "act",
          seat: 1,
          action: { type: "useSpecial", use: "ap" },
          gains: [],
          extra: null,
          card: "A06",
        }),
        entry(61, {
          type: "act",
          seat: 1,
          action: { type: "useSpecial", use: "effect" },
          gains: [],
          extra: null,
          card: "A08",
        }),
        entry(70, { type: "orb", seat: -1, active: "P13", pending: ["P21", "P24"] }),
        entry(80, {
          type: "show",
          seat: 0,
          weekday: "saturday",
          slot: 1,
          card: "P02",
          yields: [],
          bonus: [0, 0, 0, 0, 0, 0, 0],
          other: [[0, 2, 1, 0]],
          causes: ["P13", "supercharge"],
        }),
        entry(90, {
          type: "final",
          scores: [
            [0, 40, 5, 62, 0, 0, 95, 14, 20, tricks.indexOf("T46"), 10],
            [1, 30, 2, 3, 0, 0, 35, 1, 2],
          ],
          winner: 0,
        }),
      ],
      names,
    );
    const text = lines.map((l) => l.text);
    expect(text[0]).toBe("Anna drew 2 Special cards from the Market Row deck.");
    // Which card was kept is Anna's secret: the line never names it.
    expect(text[1]).toBe("Anna kept one of the two Special cards and put the other at the bottom of its deck.");
    expect(text[2]).toBe("Ben played the Special card Guest Performer: +1 AP instead of its effect.");
    expect(text[3]).toBe(
      "Ben played the Special card Headliner Trick for its effect: Every link you make with this set-up pays twice (Shards included).",
    );
    expect(text[4]).toMatch(/^The Fortune Teller's orb: the Active prophecy is now “.+”\.$/);
    expect(lines[4]!.details[0]).toMatch(/^Pending prophecies: “.+”, “.+”\.$/);
    expect(lines[5]!.details.at(-1)).toMatch(
      /^Dark Alley effects on the show \(the Active prophecy “.+”, Supercharge\): Anna \+2 Fame, \+1 coin\.$/,
    );
    const final = lines[6]!.details;
    expect(final[0]).toBe(
      `Anna: 40 Fame + 5 for Shards + 20 for 62 coins + 20 for 14 unused Special cards + 10 for ${TRICKS.find((t) => t.id === "T46")!.name} = 95 (each line at most 20).`,
    );
    expect(final[1]).toBe(
      "Ben: 30 Fame + 2 for Shards + 1 for 3 coins + 2 for 1 unused Special card = 35 (each line at most 20).",
    );
    for (const line of lines) expect(`${line.text} ${line.details.join(" ")}`).not.toMatch(/\b[APT]\d\d\b/); // no id reaches a reader
  });
});

describe("an action open in every phase (RULES §3.3)", () => {
  const act = (seat: number, action: Action): GameEvent => ({
    type: "act",
    seat,
    action,
    gains: [],
    extra: null,
  });
  const turn1: GameEvent = {
    type: "turn",
    turn: 1,
    dice: ["escape", "any", "X", "apprentice", 4, 5],
    initiative: [1, 0],
  };

  it("is told under the phase it came in, so Advertise keeps one header (playtest 7, defect 8)", () => {
    const lines = tellStory(
      [
        entry(0, turn1),
        entry(1, act(1, { type: "advertise" })),
        entry(2, act(0, { type: "returnComponent", component: "metal" })),
        entry(3, act(0, { type: "skipAdvertise" })),
      ],
      names,
    );
    expect(lines.map((l) => [l.turn, l.phase])).toEqual([
      [1, "advertise"],
      [1, "advertise"],
      [1, "advertise"],
      [1, "advertise"],
      [1, "advertise"],
    ]);
  });

  it("belongs to the shows when it comes between them", () => {
    const lines = tellStory(
      [
        entry(0, turn1),
        entry(30, { type: "skip", seat: 1, weekday: "friday", reason: "noMarker" }),
        entry(31, act(0, { type: "returnComponent", component: "wood" })),
      ],
      names,
    );
    expect(lines.map((l) => l.phase)).toEqual(["advertise", "advertise", "performance", "performance"]);
  });
});
