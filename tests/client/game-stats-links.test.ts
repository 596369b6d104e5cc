import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../shared/engine";
import type { HistoryEntry } from "../../shared/protocol";
import { gameStats } from "../../client/ui/gameOver";

// Issue 29 item 4: the statistics' "Links made" counted the links on the cards a player performed, while the player
// had made 3 links setting up. It counts what it says: one per link a set-up made (RULES §3.6: a reward per new link).
const setUp = (seat: number, rewards: ("fame" | "coins")[], move: number): HistoryEntry => ({
  move,
  events: [
    {
      type: "act",
      seat,
      action: { type: "setUpTrick", trick: "T01", card: 0, slot: "1.1", facing: "up", rewards },
      gains: [[seat, rewards.filter((r) => r === "fame").length, rewards.filter((r) => r === "coins").length, 0]],
      extra: null,
    } as unknown as GameEvent,
  ],
});

describe("the statistics' links made", () => {
  it("count each link made by a set-up, per seat", () => {
    const history = [setUp(0, ["fame", "coins"], 1), setUp(1, [], 2), setUp(0, ["fame"], 3)];
    const { stats } = gameStats(history, 2);
    expect(stats.map((s) => s.links)).toEqual([3, 0]);
  });
});
