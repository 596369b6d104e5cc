import { describe, expect, it } from "vitest";
import type { Room } from "@colyseus/sdk";
import { TableTalk, clockText } from "../../client/net/tableTalk";
import type { ChatLine } from "../../shared/protocol/chat";
import type { ClockView } from "../../shared/protocol/pace";

/** A room that only records handlers, so the test delivers the server's messages itself. */
function fakeRoom(): { room: Room; deliver(type: string, payload: unknown): void } {
  const handlers = new Map<string, (payload: unknown) => void>();
  const room = {
    onMessage: (type: string, fn: (payload: unknown) => void) => handlers.set(type, fn),
  } as unknown as Room;
  return { room, deliver: (type, payload) => handlers.get(type)!(payload) };
}

const line = (n: number): ChatLine => ({ n, channel: "players", seat: 0, name: "Ann", text: `line ${n}`, at: n });

describe("the page's chat and clocks (client/net/tableTalk.ts)", () => {
  it("keeps lines in order without doubles when a reconnection's history repeats them", () => {
    const { room, deliver } = fakeRoom();
    const talk = new TableTalk(room);
    deliver("chat-history", { lines: [line(1), line(2)] });
    deliver("chat", line(3));
    deliver("chat", line(3));
    deliver("chat-history", { lines: [line(2), line(3), line(4)] });
    expect(talk.lines.map((l) => l.n)).toEqual([1, 2, 3, 4]);
  });

  it("counts a running clock down from the server's time, whatever this device's clock says", () => {
    const { room, deliver } = fakeRoom();
    const talk = new TableTalk(room);
    const view: ClockView = {
      at: Date.now() + 3_600_000,
      pace: { bankSeconds: 60, bonusSeconds: 5 },
      seats: [
        { left: 30_000, running: true, timedOut: false },
        { left: 60_000, running: false, timedOut: false },
      ],
    };
    deliver("clocks", view);
    expect(talk.leftNow(0)).toBeGreaterThan(29_000);
    expect(talk.leftNow(0)).toBeLessThanOrEqual(30_000);
    expect(talk.leftNow(1)).toBe(60_000);
    expect(talk.leftNow(2)).toBeNull();
  });

  it("writes clocks as people read them", () => {
    expect(clockText(0)).toBe("0:00");
    expect(clockText(9_001)).toBe("0:10");
    expect(clockText(245_000)).toBe("4:05");
    expect(clockText(3_720_000)).toBe("1:02:00");
  });
});
