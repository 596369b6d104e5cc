import { describe, expect, it } from "vitest";
import { SeatClocks, parseStoredClocks } from "../../server/table/clock";
import { CreateOptions } from "../../server/rooms/messages";

const pace = { bankSeconds: 10, bonusSeconds: 2 };

describe("a paced table's clocks (issue 29)", () => {
  it("runs only the seats that must act, keeps what a stopped clock had left, and adds the bonus per decision up to the bank", () => {
    const clocks = new SeatClocks(pace, 3);
    expect(clocks.run(new Set([0, 2]), 1_000)).toBe(true); // simultaneous phase: both run at once
    expect(clocks.leftAt(0, 4_000)).toBe(7_000);
    expect(clocks.leftAt(1, 4_000)).toBe(10_000);
    clocks.decided(0, 4_000); // +2 s
    expect(clocks.leftAt(0, 4_000)).toBe(9_000);
    clocks.run(new Set([2]), 5_000);
    expect(clocks.leftAt(0, 60_000)).toBe(8_000); // stopped: no longer counts down
    clocks.decided(1, 5_000);
    expect(clocks.leftAt(1, 5_000)).toBe(10_000); // never above the bank
    expect(clocks.nextDeadline()).toBe(11_000);
    expect(clocks.expired(10_999)).toEqual([]);
    expect(clocks.expired(11_000)).toEqual([2]);
  });

  it("a time-out stops the clock at 0; taking the seat back gives one decision's bonus", () => {
    const clocks = new SeatClocks(pace, 2);
    clocks.run(new Set([1]), 0);
    clocks.timeOut(1);
    expect(clocks.isTimedOut(1)).toBe(true);
    expect(clocks.view(20_000).seats[1]).toEqual({ left: 0, running: false, timedOut: true });
    clocks.resume(1, 20_000);
    expect(clocks.isTimedOut(1)).toBe(false);
    expect(clocks.leftAt(1, 20_000)).toBe(2_000);
  });

  it("stored deadlines are wall-clock: restored, a running clock goes on from what is left then; a paused one keeps its time", () => {
    const clocks = new SeatClocks(pace, 2);
    clocks.run(new Set([0]), 100_000);
    const crashed = parseStoredClocks(JSON.stringify(clocks.toStored()), 2);
    expect(new SeatClocks(pace, 2, crashed).leftAt(0, 104_000)).toBe(6_000);
    clocks.pauseAll(103_000);
    const drained = parseStoredClocks(JSON.stringify(clocks.toStored()), 2);
    const back = new SeatClocks(pace, 2, drained);
    expect(back.leftAt(0, 500_000)).toBe(7_000);
    back.run(new Set([0]), 500_000);
    expect(back.nextDeadline()).toBe(507_000);
  });

  it("unreadable stored clocks are refused (the clocks then start afresh)", () => {
    for (const text of [
      "",
      "{",
      "null",
      '{"left":[1],"deadline":[null],"timedOut":[false]}',
      '{"left":[1,-5],"deadline":[null,null],"timedOut":[false,false]}',
      '{"left":[1,2],"deadline":[null,"x"],"timedOut":[false,false]}',
    ]) {
      expect(parseStoredClocks(text, 2)).toBeNull();
    }
  });
});

describe("the pace option at the edge", () => {
  const parse = (pace: unknown) => CreateOptions.safeParse({ players: 2, pace });
  it("accepts none, the presets and a custom bank and bonus, resolved to seconds", () => {
    expect(CreateOptions.parse({ players: 2 })).not.toHaveProperty("pace");
    expect(parse("none").data).not.toHaveProperty("pace");
    expect(parse("relaxed").data!.pace).toEqual({ bankSeconds: 1200, bonusSeconds: 30 });
    expect(parse("normal").data!.pace).toEqual({ bankSeconds: 600, bonusSeconds: 20 });
    expect(parse("fast").data!.pace).toEqual({ bankSeconds: 300, bonusSeconds: 10 });
    expect(parse({ bankSeconds: 2, bonusSeconds: 1 }).data!.pace).toEqual({ bankSeconds: 2, bonusSeconds: 1 });
  });
  it("refuses anything else with BAD_OPTIONS", () => {
    for (const bad of [
      "ludicrous",
      "",
      5,
      true,
      null,
      [],
      { bankSeconds: 0, bonusSeconds: 1 },
      { bankSeconds: 1e9, bonusSeconds: 1 },
      { bankSeconds: 60, bonusSeconds: 0 },
      { bankSeconds: 1.5, bonusSeconds: 1 },
      { bankSeconds: 60 },
      { bankSeconds: 60, bonusSeconds: 5, extra: 1 },
    ]) {
      const parsed = parse(bad);
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
      expect(parsed.error!.issues.map((i) => i.message).join(" ")).toMatch(/BAD_OPTIONS: pace/);
    }
  });
});
