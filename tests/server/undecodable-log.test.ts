import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  DROP_AFTER_FRAMES,
  FRAME_LOG_INTERVAL_MS,
  LINES_PER_INTERVAL,
  UndecodableFrameLog,
} from "../../server/undecodableFrames";
import { RAW_UNDECODABLE, sendRaw } from "../support/hostilePayloads";
import { createTable, joinTable, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

// Issue 26, finding 7: undecodable request frames were logged with a full stack each while the sender
// stayed connected (12,128 log lines from 3,546 frames).
describe("undecodable frames are logged once per sender per minute", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  afterEach(() => vi.restoreAllMocks());

  it("logs one short line for a sender's flood of undecodable requests, then disconnects it; others go on", async () => {
    const host = await createTable(server, { players: 2 }, "Ann");
    const sender = await joinTable(server, host.room.roomId, { spectator: true });
    const lines: string[] = [];
    const capture = (...args: unknown[]): void => void lines.push(args.map(String).join(" "));
    vi.spyOn(console, "error").mockImplementation(capture);
    vi.spyOn(console, "log").mockImplementation(capture);
    vi.spyOn(console, "warn").mockImplementation(capture);
    const bytes = RAW_UNDECODABLE.find((r) => r.name === "unknown extension 5")!.bytes;
    for (let i = 0; i < 40; i++) sendRaw(sender.room, "action", bytes, 100 + i);
    await until(() => !sender.room.connection.isOpen, 5_000, "the sender to be dropped");
    const mine = lines.filter((l) => l.includes(host.room.roomId));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatch(
      new RegExp(`^Table ${host.room.roomId}: a message from session \\S+ could not be decoded and was dropped: `),
    );
    expect(mine[1]).toMatch(
      new RegExp(`sent ${DROP_AFTER_FRAMES} undecodable messages within 60 s; disconnecting it\\.$`),
    );
    // Short lines: never a stack.
    for (const line of lines) expect(line).not.toMatch(/\n\s+at /);
    expect(await host.room.request("start")).toMatchObject({ ok: false, code: "SEATS_OPEN" });
  });
});

describe("the per-sender tally", () => {
  it("tells the count left out on the sender's next line, one line per interval", () => {
    let now = 0;
    const lines: string[] = [];
    const log = new UndecodableFrameLog(
      (line) => lines.push(line),
      () => now,
    );
    for (let i = 0; i < 5; i++) log.note("session A", "Table X", new Error("bad"));
    log.note("session B", "Table X", new Error("bad"));
    expect(lines).toHaveLength(2);
    now += FRAME_LOG_INTERVAL_MS;
    log.note("session A", "Table X", new Error("again\n    at somewhere"));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(
      "Table X: a message from session A could not be decoded and was dropped: Error: again (4 more from it were not logged in the minute before)",
    );
  });

  it("writes at most 30 lines a minute in all, however many senders (a dropped sender rejoining is a new one)", () => {
    let now = 0;
    const lines: string[] = [];
    const log = new UndecodableFrameLog(
      (line) => lines.push(line),
      () => now,
    );
    for (let i = 0; i < 100; i++) log.note(`session ${i}`, "Table X", new Error("bad"));
    expect(lines).toHaveLength(LINES_PER_INTERVAL);
    now += FRAME_LOG_INTERVAL_MS;
    log.note("session Z", "Table X", new Error("bad"));
    expect(lines.slice(LINES_PER_INTERVAL)).toEqual([
      "Undecodable messages: 70 more log lines about them were left out in the minute before.",
      "Table X: a message from session Z could not be decoded and was dropped: Error: bad",
    ]);
  });
});
