// An undo deletes the taken-back action from the stored record in one transaction: a restart replays the game as
// it stands after the undo, never the undone action (docs/game-record.md "Undo").
import { describe, expect, it } from "vitest";
import { activeSeats, applyAction, greedyBot, legalActions, type Action } from "../../shared/engine";
import { SqliteStore } from "../../server/storage/SqliteStore";
import { restoreTable } from "../../server/storage/restore";
import { storeTable } from "./fixtures";

describe("undo in the store", () => {
  it("a restart after an undo restores the same state, and the same undo history", async () => {
    const store = SqliteStore.open(null);
    try {
      const { table } = await storeTable(store, { code: "UNDO1", seats: ["Ann", "Ben"], moves: 0, seed: 7 });
      table.beforeUndo = (index) => store.undoLastAction("UNDO1", index);
      // Greedy play until someone's character stands on the floor with an action to spare that is not a reroll.
      let extra: { seat: number; action: Action } | null = null;
      for (let i = 0; i < 400 && !extra; i++) {
        const game = table.game!;
        const pl = game.placement;
        if (pl && table.undoSeat() === pl.seat) {
          const action = legalActions(game, pl.seat).find(
            (a) => !["endPlacement", "rerollDie", "enhance"].includes(a.type),
          );
          if (action) extra = { seat: pl.seat, action };
        }
        if (extra) break;
        const seat = activeSeats(game)[0]!;
        const r = await table.act(seat, greedyBot(game, seat)!);
        if (!r.ok) throw new Error(r.error.message);
      }
      expect(extra).not.toBeNull();
      const before = table.game!;
      const movesBefore = table.moves;
      const historyBefore = table.history.slice();
      expect((await table.act(extra!.seat, extra!.action)).ok).toBe(true);
      expect(applyAction(before, extra!.seat, extra!.action).ok).toBe(true);
      expect(await store.actionRows("UNDO1")).toHaveLength(movesBefore + 1);

      const undone = await table.undo(extra!.seat);
      expect(undone.ok).toBe(true);
      expect(table.game).toEqual(before);
      // The undone action's events leave the story, as a restart's replay would never tell them.
      expect(table.history).toEqual(historyBefore);
      expect(await store.actionRows("UNDO1")).toHaveLength(movesBefore);

      const row = (await store.unfinished()).find((r) => r.code === "UNDO1")!;
      expect(row.moves).toBe(movesBefore);
      const restored = restoreTable(row, await store.actionRows("UNDO1")).table;
      expect(restored.game).toEqual(before);
      expect(restored.moves).toBe(movesBefore);
      expect(restored.undoLog?.actions).toEqual(table.undoLog?.actions);
      expect(restored.undoSeat()).toBe(table.undoSeat());
      expect(restored.history).toEqual(table.history);
      // The action log the look back's advice replays: the stored one, without the undone action, after a restart too.
      const stored = (await store.actionRows("UNDO1")).map((r) => ({ seat: r.seat, action: JSON.parse(r.action) }));
      expect(table.actions).toEqual(stored);
      expect(restored.actions).toEqual(stored);
    } finally {
      await store.close();
    }
  });

  it("refuses, writing nothing, to take back an action that is not the last stored one", async () => {
    const store = SqliteStore.open(null);
    try {
      await storeTable(store, { code: "UNDO2", seats: ["Ann", "Ben"], moves: 6 });
      await expect(store.undoLastAction("UNDO2", 3)).rejects.toThrow(/no last stored action #3/);
      expect(await store.actionRows("UNDO2")).toHaveLength(6);
      expect((await store.unfinished()).find((r) => r.code === "UNDO2")!.moves).toBe(6);
    } finally {
      await store.close();
    }
  });
});
