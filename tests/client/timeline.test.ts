// The show's timeline: steps start at their time, progress eased from 0 to 1, end exactly at 1, and skipping
// plays every step to its end at once, calling the end callback once.
import { describe, expect, it } from "vitest";
import { Timeline, linear } from "../../client/show/timeline";

describe("show timeline", () => {
  it("runs each step from its start time to its end, eased, then reports done", () => {
    const seen: number[] = [];
    const later: number[] = [];
    let ended = 0;
    const tl = new Timeline()
      .add(0, 100, (t) => seen.push(t), linear)
      .add(150, 50, (t) => later.push(t), linear)
      .onEnd(() => ended++);
    expect(tl.length).toBe(200);
    expect(tl.advance(50)).toBe(true);
    expect(seen).toEqual([0.5]);
    expect(later).toEqual([]);
    tl.advance(60);
    expect(seen.at(-1)).toBe(1);
    tl.advance(65);
    expect(later).toEqual([0.5]);
    expect(tl.advance(100)).toBe(false);
    expect(later.at(-1)).toBe(1);
    expect(ended).toBe(1);
    expect(tl.advance(100)).toBe(false);
    expect(ended).toBe(1);
  });

  it("finish() plays every step to its end at once", () => {
    const ends: number[] = [];
    let ended = false;
    const tl = new Timeline()
      .add(0, 1000, (t) => t === 1 && ends.push(1))
      .add(1200, 300, (t) => t === 1 && ends.push(2))
      .onEnd(() => (ended = true));
    tl.advance(10);
    tl.finish();
    expect(ends).toEqual([1, 2]);
    expect(ended).toBe(true);
    expect(tl.done).toBe(true);
  });
});
