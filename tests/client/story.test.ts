// The log's words, from events: each complaint of issue 12 answered in a sentence a person reads.
import { describe, expect, it } from "vitest";
import { TRICKS } from "../../shared/data/tricks";
import { Story, tellStory } from "../../client/log/story";
import type { GameEvent } from "../../shared/engine";

const names = ["Anna", "Ben"];
const entry = (move: number, ...events: GameEvent[]) => ({ move, events });

describe("the log's sentences", () => {
  it("tells wages apart from the show before them: who paid what, the unpaid coins and the Fame lost", () => {
    const lines = tellStory([entry(41, { type: "wages", seat: 1, due: 5, paid: 3, fameLost: 4 }, { type: "wages", seat: 0, due: 2, paid: 2, fameLost: 0 })], names);
    expect(lines.map((l) => l.text)).toEqual([
      "Ben owed 5 coins in wages and paid 3: 2 coins unpaid, −4 Fame.",
      "Anna paid 2 coins in wages.",
    ]);
    expect(lines.every((l) => l.move === 42 && l.phase === "endTurn")).toBe(true);
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
    expect(lines[1]!.text).toBe("Friday: Ben's Magician is on stage but none of their tricks is on a performance card: no show.");
  });

  it("explains every yield of a show, a 0 yield included, and the performer's bonus", () => {
    const trick = TRICKS.find((t) => t.yield.coins === 1 && t.yield.fame === 0) ?? TRICKS[0]!;
    const show: GameEvent = { type: "show", seat: 0, weekday: "thursday", slot: 1, card: "P01", yields: [[1, trick.id, -1, 0, 0, trick.yield.shards]], bonus: [2, 0, 0, 1, 1, 0, 0], other: [] };
    const [line] = tellStory([entry(50, show)], names);
    expect(line!.text).toMatch(/^Thursday: Anna performed Riverside Theater \(card 2\) — /);
    expect(line!.details[0]).toContain(`Ben's ${trick.name}:`);
    expect(line!.details[0]).toContain("−1 for Thursday");
    expect(line!.details[1]).toBe("Anna's bonus: 2 links (+2 Fame), card +1 Shard, specialists on stage +1 Fame → +3 Fame, +1 Shard.");
    if (trick.yield.shards === 0) expect(line!.details[0]).toContain("nothing (a yield is never below 0)");
  });

  it("groups lines by turn and phase, numbered by action", () => {
    const story = new Story(names);
    const start = story.add(entry(-1, { type: "turn", turn: 1, dice: ["escape", "any", "X", "apprentice", 4, 5], initiative: [1, 0] }));
    expect(start.map((l) => [l.move, l.turn, l.phase, l.kind])).toEqual([
      [0, 0, "setup", "start"],
      [0, 1, "advertise", "turn"],
    ]);
    expect(start[1]!.text).toBe("Turn 1 begins. Initiative: Ben, Anna. Dice rolled: Trick A Escape, Trick B Any, Inn specialist X (used), Inn apprentice Apprentice, Bank A 4 coins, Bank B 5 coins.");
    const placed = story.add(entry(6, { type: "act", seat: 0, action: { type: "buy", component: "wood", count: 2, bargain: 0, toManager: false }, gains: [[0, 0, -2, 0]], extra: null }));
    expect(placed[0]).toMatchObject({ move: 7, turn: 1, phase: "placement", seats: [0], text: "Anna bought 2 Wood (Anna −2 coins)." });
  });
});
