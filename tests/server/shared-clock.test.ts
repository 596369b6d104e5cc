import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { CLOCK_TICK_MS, stopTicking, tickingClocks, tickWithOthers } from "../../server/rooms/sharedClock";
import { until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

// Issue 30: each room had a 60-Hz interval of its own to tick its clock (60,000 timer callbacks a second at 1,000
// tables); one interval now ticks every room's clock at the same rate.
describe("the shared clock interval", () => {
  afterEach(() => vi.useRealTimers());

  it("ticks every clock 60 times a second from one interval, started with the first and stopped with the last", () => {
    vi.useFakeTimers();
    const before = tickingClocks();
    const counts = [0, 0, 0];
    const clocks = counts.map((_, i) => ({ tick: () => void counts[i]!++ }));
    const failing = {
      tick: () => {
        throw new Error("a broken clock");
      },
    };
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const c of [...clocks, failing]) tickWithOthers(c);
    expect(tickingClocks()).toBe(before + 4);
    expect(vi.getTimerCount()).toBe(1);
    try {
      vi.advanceTimersByTime(1000);
      // A failing clock is logged and stops none of the others (~60 ticks: the timers count whole milliseconds).
      const [a, b, c] = counts;
      expect(a).toBeGreaterThanOrEqual(59);
      expect(a).toBeLessThanOrEqual(63);
      expect([b, c]).toEqual([a, a]);
      expect(logged).toHaveBeenCalled();
      stopTicking(failing);
      stopTicking(clocks[0]!);
      vi.advanceTimersByTime(1000);
      expect(counts[0]).toBe(a);
      expect(counts[1]! - a!).toBeGreaterThanOrEqual(59);
      expect(counts[2]).toBe(counts[1]);
    } finally {
      for (const c of [...clocks, failing]) stopTicking(c);
      logged.mockRestore();
    }
    expect(tickingClocks()).toBe(before);
    if (before === 0) expect(vi.getTimerCount()).toBe(0);
  });
});

describe("rooms and the shared clock", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("starts no 60-Hz interval per room, and each room's clock still runs its timers", async () => {
    const fast: number[] = [];
    const realSetInterval = globalThis.setInterval;
    const spy = vi.spyOn(globalThis, "setInterval").mockImplementation(((fn: () => void, ms?: number) => {
      if (ms !== undefined && Math.abs(ms - CLOCK_TICK_MS) < 0.01) fast.push(ms);
      return realSetInterval(fn, ms);
    }) as typeof setInterval);
    const before = tickingClocks();
    let rooms: TrickerionRoom[] = [];
    try {
      rooms = await Promise.all(
        Array.from({ length: 8 }, () => server.colyseus.createRoom<TrickerionRoom>("trickerion", { players: 2 })),
      );
    } finally {
      spy.mockRestore();
    }
    // At most the shared interval itself (started here if no other room was ticking), never one per room.
    expect(fast.length).toBeLessThanOrEqual(1);
    expect(tickingClocks()).toBe(before + 8);
    // A timer on a room's clock (the bots' delay, the restore grace) fires without any change to the room.
    let fired = false;
    rooms[0]!.clock.setTimeout(() => void (fired = true), 30);
    await until(() => fired);
    for (const room of rooms) await room.disconnect();
    await until(() => tickingClocks() === before);
  });
});
