import { describe, expect, it } from "vitest";
import { SpreadHeartbeat, type Pingable } from "../../server/heartbeat";

/** A connection that records its pings; it answers with a pong (the transport resets pingCount) unless silent. */
class FakeConnection implements Pingable {
  pingCount = 0;
  readyState = 1;
  pings: number[] = [];
  terminated = false;
  constructor(
    private readonly clock: { tick: number },
    public silent = false,
  ) {}
  ping(): void {
    this.pings.push(this.clock.tick);
    if (!this.silent) this.pingCount = 0; // the pong
  }
  terminate(): void {
    this.terminated = true;
    this.readyState = 3;
  }
}

function table(count: number, clock: { tick: number }, silent = false): Set<FakeConnection> {
  return new Set(Array.from({ length: count }, () => new FakeConnection(clock, silent)));
}

describe("the spread heartbeat (Colyseus's ping rule, a slice per tick)", () => {
  it("pings each of 5,000 connections once per 3-s interval, at most ~167 in any 100-ms tick", () => {
    const clock = { tick: 0 };
    const connections = table(5000, clock);
    const heartbeat = new SpreadHeartbeat(() => connections, 3000, 2, 100);
    const perTick: number[] = [];
    for (clock.tick = 0; clock.tick < 90; clock.tick++) {
      const before = [...connections].reduce((n, c) => n + c.pings.length, 0);
      heartbeat.tick();
      perTick.push([...connections].reduce((n, c) => n + c.pings.length, 0) - before);
    }
    // 90 ticks = 3 intervals: each connection pinged exactly 3 times, once in each interval.
    for (const c of connections) {
      expect(c.pings.map((t) => Math.floor(t / 30))).toEqual([0, 1, 2]);
    }
    expect(Math.max(...perTick)).toBeLessThanOrEqual(167);
    // Spread, not all at once: every tick carries a share.
    expect(Math.min(...perTick)).toBeGreaterThan(0);
  });

  it("never pings a connection twice in one interval, even when there are fewer connections than ticks", () => {
    const clock = { tick: 0 };
    const connections = table(5, clock);
    const heartbeat = new SpreadHeartbeat(() => connections, 3000, 2, 100);
    for (clock.tick = 0; clock.tick < 60; clock.tick++) heartbeat.tick();
    for (const c of connections) expect(c.pings.map((t) => Math.floor(t / 30))).toEqual([0, 1]);
  });

  it("drops a connection that missed 2 pongs at its third turn, and keeps one that answers", () => {
    const clock = { tick: 0 };
    const connections = table(10, clock);
    const silent = new FakeConnection(clock, true);
    connections.add(silent);
    const heartbeat = new SpreadHeartbeat(() => connections, 3000, 2, 100);
    for (clock.tick = 0; clock.tick < 60; clock.tick++) heartbeat.tick();
    expect(silent.terminated).toBe(false); // 2 pings unanswered so far
    for (; clock.tick < 90; clock.tick++) heartbeat.tick();
    expect(silent.terminated).toBe(true);
    expect(silent.pings).toHaveLength(2);
    expect([...connections].filter((c) => c.terminated)).toEqual([silent]);
  });

  it("leaves closed connections alone and takes new ones from the next interval", () => {
    const clock = { tick: 0 };
    const connections = table(4, clock);
    const heartbeat = new SpreadHeartbeat(() => connections, 3000, 2, 100);
    const [closed] = connections;
    closed!.readyState = 3;
    heartbeat.tick();
    const late = new FakeConnection(clock);
    connections.add(late);
    for (clock.tick = 1; clock.tick < 30; clock.tick++) heartbeat.tick();
    expect(closed!.pings).toEqual([]);
    expect(late.pings).toEqual([]);
    for (; clock.tick < 60; clock.tick++) heartbeat.tick();
    expect(late.pings).toHaveLength(1);
  });
});
