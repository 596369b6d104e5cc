// The board waits for the story: a snapshot is drawn only once the show has played every entry before it.
import { describe, expect, it } from "vitest";
import { HistoryHold, StoryHold } from "../../client/show/storyHold";

describe("StoryHold", () => {
  const hold = () => {
    const drawn: string[] = [];
    return { drawn, h: new StoryHold<string>((s) => drawn.push(s)) };
  };

  it("draws a snapshot at once when the story has reached it", () => {
    const { drawn, h } = hold();
    h.offer("lobby", 0);
    h.reach(1);
    h.offer("turn 1", 1);
    expect(drawn).toEqual(["lobby", "turn 1"]);
    expect(h.behind).toBe(false);
  });

  it("keeps a patch until its events arrive, then until the show of that action is over", () => {
    const { drawn, h } = hold();
    h.reach(4);
    h.offer("before the show", 4);
    // The patch of the action that performed and ended the turn comes before its events.
    h.offer("turn 2, new dice", 5);
    expect(drawn).toEqual(["before the show"]);
    // Its events arrive: the show of entry 4 plays, so the story stays at 4.
    h.reach(4);
    // A bot plays on in the new turn meanwhile.
    h.offer("turn 2, a bot advertised", 6);
    expect(drawn).toEqual(["before the show"]);
    expect(h.behind).toBe(true);
    // The show is over and the End Turn summary opens: the board moves to the next turn, no further.
    h.reach(5);
    expect(drawn).toEqual(["before the show", "turn 2, new dice"]);
    h.reach(6);
    expect(drawn.at(-1)).toBe("turn 2, a bot advertised");
    expect(h.behind).toBe(false);
  });

  it("on Skip (everything reached) draws only the newest snapshot", () => {
    const { drawn, h } = hold();
    h.reach(2);
    h.offer("a", 3);
    h.offer("b", 4);
    h.offer("c", 5);
    h.reach(5);
    expect(drawn).toEqual(["c"]);
  });

  it("draws an undo's patch (fewer entries told) at once and forgets what waited", () => {
    const { drawn, h } = hold();
    h.reach(7);
    h.offer("ahead", 8);
    h.offer("after the undo", 6);
    h.reach(8);
    expect(drawn).toEqual(["after the undo"]);
  });
});

describe("HistoryHold (the log follows the story)", () => {
  const hold = () => {
    const told: string[] = [];
    return { told, h: new HistoryHold<string>((entries, reset) => told.push(`${reset ? "reset:" : ""}${entries}`)) };
  };

  it("tells a live entry only once the show before it is over", () => {
    const { told, h } = hold();
    h.add(["start", "advertise"], true);
    h.reach(2);
    // The action that performed and ended the turn, then a bot's move in the new turn: the show of entry 2 plays.
    h.add(["perform + new turn"], false);
    h.reach(2);
    h.add(["bot advertised"], false);
    expect(told).toEqual(["reset:start,advertise"]);
    // The show is over: both are told, in order.
    h.reach(4);
    expect(told).toEqual(["reset:start,advertise", "perform + new turn,bot advertised"]);
  });

  it("tells an entry at once when no show holds the story", () => {
    const { told, h } = hold();
    h.add([], true);
    h.add(["a"], false);
    h.reach(1);
    h.add(["b"], false);
    expect(told).toEqual(["reset:", "a"]);
    h.reach(2);
    expect(told).toEqual(["reset:", "a", "b"]);
  });

  it("tells a whole history at once and forgets what waited", () => {
    const { told, h } = hold();
    h.add(["a", "b"], true);
    h.add(["c"], false);
    h.add(["a", "b", "c", "d"], true);
    h.reach(4);
    expect(told).toEqual(["reset:a,b", "reset:a,b,c,d"]);
  });
});
