import { describe, expect, it, vi } from "vitest";
import type { Client } from "@colyseus/core";
import { CLIENT_MESSAGES } from "../../shared/protocol";
import { COMMANDS } from "../../server/rooms/commands";
import { command, no, OK, type Command } from "../../server/rooms/commands/command";
import { MessageGuard, type GuardedRoom } from "../../server/rooms/commands/guard";
import { MessageRate } from "../../server/rooms/rateLimit";

// The one prologue every client message goes through (server/rooms/commands/guard.ts), checked on a room with
// no network: a command added to the table gets the same checks, in the same order, without writing any of them.

/** A connection that records what it was sent. */
function fakeClient(sessionId: string): Client & { sent: [string, unknown][] } {
  const sent: [string, unknown][] = [];
  return {
    sessionId,
    sent,
    send: (type: string, message: unknown) => sent.push([type, message]),
  } as unknown as Client & { sent: [string, unknown][] };
}

/** A room whose seat 0 is the client "p" 's, seat 1 a bot's; changes run one after another as in the room. */
function fakeRoom(perSecond = 5): GuardedRoom & { draining: boolean } {
  let chain: Promise<unknown> = Promise.resolve();
  const room = {
    roomId: "TEST1",
    draining: false,
    patchedAt: 0,
    rate: new MessageRate(perSecond),
    serial<T>(fn: () => T | Promise<T>): Promise<T> {
      const run = chain.then(fn);
      chain = run.catch(() => undefined);
      return run;
    },
    seating: {
      actingSeat: (client: Client, named: number | undefined) =>
        client.sessionId === "p" && (named === undefined || named === 0 || named === 1)
          ? (named ?? 0)
          : { code: "NOT_YOUR_SEAT", message: "not yours" },
    },
    table: { botPlays: (seat: number) => seat === 1 },
  };
  return room as unknown as GuardedRoom & { draining: boolean };
}

/** A command that takes `{ n }` and records the seat it ran for. */
function probe(options: Partial<Command<{ n: number; seat?: number }>> = {}): { cmd: Command; ran: number[] } {
  const ran: number[] = [];
  const cmd = command<{ n: number; seat?: number }>({
    shape: (raw) =>
      typeof raw === "object" && raw !== null && typeof (raw as { n?: unknown }).n === "number"
        ? (raw as { n: number; seat?: number })
        : null,
    expected: "a probe message is { n }",
    async run(_room, _client, payload, seat) {
      ran.push(seat);
      return payload.n < 0 ? no({ code: "NEGATIVE", message: "n must not be negative" }) : OK;
    },
    ...options,
  });
  return { cmd, ran };
}

const refusals = (client: { sent: [string, unknown][] }): string[] =>
  client.sent.filter(([type]) => type === "refused").map(([, r]) => (r as { code: string }).code);

describe("the command table", () => {
  it("describes exactly the messages the protocol lists", () => {
    expect(Object.keys(COMMANDS).sort()).toEqual([...CLIENT_MESSAGES].sort());
  });
});

describe("the guard every command runs behind", () => {
  it("runs a good message and answers OK", async () => {
    const { cmd, ran } = probe();
    const client = fakeClient("p");
    expect(await new MessageGuard(fakeRoom()).handler("probe", cmd)(client, { n: 1 })).toBe(OK);
    expect(ran).toEqual([-1]);
    expect(client.sent).toEqual([]);
  });

  it("refuses a payload that is not plain JSON data before anything runs (BAD_MESSAGE)", async () => {
    const { cmd, ran } = probe();
    const client = fakeClient("p");
    const ack = await new MessageGuard(fakeRoom()).handler("probe", cmd)(client, { n: new Map() });
    expect(ack).toMatchObject({ ok: false, code: "BAD_MESSAGE", type: "probe" });
    expect(ran).toEqual([]);
    expect(refusals(client)).toEqual(["BAD_MESSAGE"]);
  });

  it("refuses a wrong shape with the command's own description", async () => {
    const { cmd, ran } = probe();
    const client = fakeClient("p");
    expect(await new MessageGuard(fakeRoom()).handler("probe", cmd)(client, { m: 1 })).toMatchObject({
      code: "BAD_MESSAGE",
      message: "a probe message is { n }",
    });
    expect(ran).toEqual([]);
  });

  it("refuses changes while the server drains, but answers a read-only command", async () => {
    const room = fakeRoom();
    room.draining = true;
    const change = probe();
    const read = probe({ whileDraining: true });
    const client = fakeClient("p");
    const guard = new MessageGuard(room);
    expect(await guard.handler("probe", change.cmd)(client, { n: 1 })).toMatchObject({ code: "RESTARTING" });
    expect(await guard.handler("read", read.cmd)(client, { n: 1 })).toBe(OK);
    expect([change.ran, read.ran]).toEqual([[], [-1]]);
  });

  it("resolves the acting seat: a watcher is refused, a bot's seat is refused for play, the owner's seat is handed on", async () => {
    const { cmd, ran } = probe({ seat: "playing" });
    const guard = new MessageGuard(fakeRoom());
    const watcher = fakeClient("w");
    const player = fakeClient("p");
    expect(await guard.handler("probe", cmd)(watcher, { n: 1 })).toMatchObject({ code: "NOT_YOUR_SEAT" });
    expect(await guard.handler("probe", cmd)(player, { n: 1, seat: 1 })).toMatchObject({ code: "BOT_SEAT" });
    expect(await guard.handler("probe", cmd)(player, { n: 1, seat: 0 })).toBe(OK);
    expect(ran).toEqual([0]);
    // "own": a bot plays seat 1 now, yet it is still this person's seat (a rename).
    const own = probe({ seat: "own" });
    expect(await guard.handler("probe", own.cmd)(player, { n: 1, seat: 1 })).toBe(OK);
    expect(own.ran).toEqual([1]);
  });

  it("sends a handler's refusal to the sender only, with the message type", async () => {
    const { cmd } = probe();
    const client = fakeClient("p");
    expect(await new MessageGuard(fakeRoom()).handler("probe", cmd)(client, { n: -1 })).toEqual({
      ok: false,
      code: "NEGATIVE",
      message: "n must not be negative",
      type: "probe",
    });
    expect(client.sent).toEqual([["refused", { code: "NEGATIVE", message: "n must not be negative", type: "probe" }]]);
  });

  it("answers FLOOD once past the rate limit, then nothing, and runs none of them", async () => {
    const { cmd, ran } = probe();
    const client = fakeClient("p");
    const handler = new MessageGuard(fakeRoom(2)).handler("probe", cmd);
    const acks = await Promise.all([1, 2, 3, 4, 5].map((n) => handler(client, { n })));
    expect(acks.slice(0, 2)).toEqual([OK, OK]);
    expect(acks.slice(2).every((a) => (a as { code?: string }).code === "FLOOD")).toBe(true);
    expect(refusals(client)).toEqual(["FLOOD"]);
    expect(ran).toEqual([-1, -1]);
  });

  it("turns a handler's exception into INTERNAL for its sender, logged once; the next message is handled", async () => {
    const { cmd } = probe({
      async run() {
        throw new Error("boom");
      },
    });
    const client = fakeClient("p");
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const guard = new MessageGuard(fakeRoom());
    expect(await guard.handler("probe", cmd)(client, { n: 1 })).toMatchObject({ ok: false, code: "INTERNAL" });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
    expect(await guard.handler("ok", probe().cmd)(client, { n: 1 })).toBe(OK);
  });

  it("refuses an unknown message type, shown back shortened", () => {
    const client = fakeClient("p");
    new MessageGuard(fakeRoom()).unknown(client, "x".repeat(100), {});
    expect(client.sent).toEqual([
      ["refused", { code: "UNKNOWN_MESSAGE", message: `no message type "${"x".repeat(32)}"`, type: "x".repeat(32) }],
    ]);
  });
});
