import { describe, expect, it } from "vitest";
import { nextInDirection, nextRegion, readingOrder, type FocusBox } from "../../client/board/spatial";

// The board's arrow keys: a small board drawn as boxes. Downtown has two dice over two slots; the Market Row, to
// its right, one tile level with the dice; a workshop below both.
const box = (key: string, x: number, y: number, region: string, w = 40, h = 40): FocusBox => ({
  key,
  x,
  y,
  w,
  h,
  region,
});
const BOARD: FocusBox[] = [
  box("die:a", 0, 0, "downtown"),
  box("die:b", 100, 0, "downtown"),
  box("slot:1", 0, 100, "downtown", 50, 50),
  box("slot:4", 300, 100, "downtown", 50, 50),
  box("market:0", 420, 5, "market"),
  box("trick:T1", 20, 300, "workshop:0", 116, 150),
  box("trick:T2", 150, 300, "workshop:1", 116, 150),
];
const at = (key: string): FocusBox => BOARD.find((b) => b.key === key)!;
const move = (from: string, dir: "left" | "right" | "up" | "down"): string | undefined =>
  nextInDirection(BOARD, at(from), dir)?.key;

describe("arrow keys on the board", () => {
  it("move along a row and a column to the nearest piece that way", () => {
    expect(move("die:a", "right")).toBe("die:b");
    expect(move("die:b", "left")).toBe("die:a");
    expect(move("die:a", "down")).toBe("slot:1");
    expect(move("slot:1", "up")).toBe("die:a");
    expect(move("slot:1", "right")).toBe("slot:4");
  });

  it("cross into the next part of the board when the row goes on there", () => {
    expect(move("die:b", "right")).toBe("market:0");
    expect(move("market:0", "left")).toBe("die:b");
    expect(move("slot:1", "down")).toBe("trick:T1");
  });

  it("stay put at the edge (nothing that way)", () => {
    expect(move("die:a", "left")).toBeUndefined();
    expect(move("die:a", "up")).toBeUndefined();
  });

  it("Page Down / Page Up go part by part, one's own workshop before the others', wrapping around", () => {
    expect(nextRegion(BOARD, at("die:b"), 1, "workshop:1")?.key).toBe("market:0");
    expect(nextRegion(BOARD, at("market:0"), 1, "workshop:1")?.key).toBe("trick:T2");
    expect(nextRegion(BOARD, at("trick:T2"), 1, "workshop:1")?.key).toBe("trick:T1");
    expect(nextRegion(BOARD, at("trick:T1"), 1, "workshop:1")?.key).toBe("die:a");
    expect(nextRegion(BOARD, at("die:a"), -1, "workshop:1")?.key).toBe("trick:T1");
  });

  it("reading order is by rows, then left to right", () => {
    expect(readingOrder(BOARD.filter((b) => b.region === "downtown")).map((b) => b.key)).toEqual([
      "die:a",
      "die:b",
      "slot:1",
      "slot:4",
    ]);
  });
});
