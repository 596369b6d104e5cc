import { afterEach, describe, expect, it, vi } from "vitest";
import type { Client } from "@colyseus/core";
import { COMMANDS } from "../../server/rooms/commands";
import { command, OK, type Command } from "../../server/rooms/commands/command";
import { MessageGuard, type GuardedRoom } from "../../server/rooms/commands/guard";
import { MessageRate } from "../../server/rooms/rateLimit";

// What the port onto main added to the guard (server/rooms/commands/guard.ts): a command's own plain-data
// limits (the chat's longer text), and a command outside the change queue that still reads a checked payload
// (the hint, whose search must not hold the table's changes).

function fakeClient(sessionId: string): Client & { sent: [string, unknown][] } {
  const sent: [string, unknown][] = [];
  return {
    sessionId,
    sent,
    send: (type: string, message: unknown) => sent.push([type, message]),
  } as unknown as Client & { sent: [string, unknown][] };
}

/** A room whose change queue is held by a change that has not finished (`release` lets it go). */
function heldRoom(): { room: GuardedRoom & { draining: boolean }; release: () => void } {
  let release = (): void => undefined;
  let chain: Promise<unknown> = new Promise<void>((resolve) => (release = resolve));
  const room = {
    roomId: "TEST2",
    draining: false,
    patchedAt: 0,
    rate: new MessageRate(5),
    serial<T>(fn: () => T | Promise<T>): Promise<T> {
      const run = chain.then(fn);
      chain = run.catch(() => undefined);
      return run;
    },
    seating: {
      actingSeat: (client: Client, named: number | undefined) =>
        client.sessionId === "p" && (named === undefined || named === 0)
          ? 0
          : { code: "NOT_YOUR_SEAT", message: "not yours" },
    },
    table: { botPlays: () => false },
  };
  return { room: room as unknown as GuardedRoom & { draining: boolean }, release };
}

/** A command taking `{ text }`, recording the seats it ran for. */
function textCommand(options: Partial<Command<{ text: string }>> = {}): { cmd: Command; ran: number[] } {
  const ran: number[] = [];
  const cmd = command<{ text: string }>({
    shape: (raw) =>
      typeof raw === "object" && raw !== null && typeof (raw as { text?: unknown }).text === "string"
        ? (raw as { text: string })
        : null,
    expected: "a text message is { text }",
    async run(_room, _client, _payload, seat) {
      ran.push(seat);
      return OK;
    },
    ...options,
  });
  return { cmd, ran };
}

const refusals = (client: { sent: [string, unknown][] }): string[] =>
  client.sent.filter(([type]) => type === "refused").map(([, r]) => (r as { code: string }).code);

describe("a command's own plain-data limits", () => {
  it("refuses a 1,000-character string under the default limits and takes it under the command's", async () => {
    const { room, release } = heldRoom();
    release();
    const guard = new MessageGuard(room);
    const plain = textCommand();
    const roomy = textCommand({ plain: { depth: 6, values: 500, stringLength: 4096, width: 64 } });
    const client = fakeClient("p");
    const text = "x".repeat(1000);
    expect(await guard.handler("plain", plain.cmd)(client, { text })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(await guard.handler("roomy", roomy.cmd)(client, { text })).toBe(OK);
    expect([plain.ran, roomy.ran]).toEqual([[], [-1]]);
  });

  it("gives the chat its longer text, and no other command", () => {
    expect(COMMANDS.chat.plain?.stringLength).toBe(4096);
    const others = Object.entries(COMMANDS).filter(([type, cmd]) => type !== "chat" && cmd.plain);
    expect(others).toEqual([]);
  });
});

describe("a command outside the change queue", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answers while the queue is held, with its payload checked: rate limit, restart, plain data, shape, seat", async () => {
    const { room, release } = heldRoom();
    const guard = new MessageGuard(room);
    const { cmd, ran } = textCommand({ outsideQueue: true, seat: "own" });
    const handle = guard.handler("outside", cmd);
    const owner = fakeClient("p");
    // One clock second for the whole test, so the rate limit's count never restarts mid-way.
    vi.spyOn(Date, "now").mockReturnValue(1_700_000_000_000);
    // The queue never moves in this test until the end: each answer below came without it.
    expect(await handle(owner, { text: "hello" })).toBe(OK);
    expect(await handle(owner, { text: "x".repeat(300) })).toMatchObject({
      code: "BAD_MESSAGE",
      message: expect.stringContaining("plain JSON"),
    });
    expect(await handle(owner, { words: 1 })).toMatchObject({
      code: "BAD_MESSAGE",
      message: "a text message is { text }",
    });
    expect(await handle(fakeClient("w"), { text: "hello" })).toMatchObject({ code: "NOT_YOUR_SEAT" });
    room.draining = true;
    expect(await handle(owner, { text: "x".repeat(300) })).toMatchObject({ code: "RESTARTING" });
    expect(await handle(owner, { text: "hello" })).toMatchObject({ code: "RESTARTING" });
    // The sixth message in the second (the limit is 5) is refused before anything else is looked at.
    expect(await handle(owner, { text: "hello" })).toMatchObject({ code: "FLOOD" });
    expect(refusals(owner)).toEqual(["BAD_MESSAGE", "BAD_MESSAGE", "RESTARTING", "RESTARTING", "FLOOD"]);
    expect(ran).toEqual([0]);
    release();
  });

  it("never reads a payload it has no use for (plain: null, the rematch)", async () => {
    const { room } = heldRoom();
    const guard = new MessageGuard(room);
    const { cmd, ran } = textCommand({ outsideQueue: true, plain: null, shape: () => ({ text: "" }) });
    const client = fakeClient("p");
    expect(await guard.handler("ignores", cmd)(client, { text: "x".repeat(300) })).toBe(OK);
    expect(ran).toEqual([-1]);
    expect(COMMANDS.rematch.plain).toBeNull();
    expect(COMMANDS.hint.outsideQueue).toBe(true);
  });
});
