import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client } from "@colyseus/sdk";
import type { ChatHistory, ChatLine } from "../../shared/protocol/chat";
import type { Ack } from "../../server/rooms/TrickerionRoom";
import { startGameServer, type RunningGameServer } from "../../server/app";
import { tableInAssignment, track, until, send, type TestPlayer } from "../support/tableDriver";
import { freePort, startTestServer, type TestServer } from "../support/testServer";
import { tempDataDir } from "../storage/fixtures";

/** Every chat line a client received, in order (history first, then live lines). */
function listen(player: TestPlayer): ChatLine[] {
  const lines: ChatLine[] = [];
  player.room.onMessage("chat-history", (h: ChatHistory) =>
    lines.push(...h.lines.filter((l) => !lines.some((m) => m.n === l.n))),
  );
  player.room.onMessage("chat", (l: ChatLine) => lines.push(l));
  return lines;
}

const say = (p: TestPlayer, payload: unknown): Promise<Ack> => p.room.request("chat", payload);

describe("table chat (issue 29)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("a player's line reaches players and watchers as the very text sent, markup included, under the seat's name", async () => {
    const { players, spectator } = await tableInAssignment(server, 2);
    const [ann, ben] = players as [TestPlayer, TestPlayer];
    const heard = listen(ben);
    const watched = listen(spectator);
    const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)"> & <b>bold</b>`;
    expect(await say(ann, { channel: "players", text: hostile })).toEqual({ ok: true });
    await until(() => heard.length === 1 && watched.length === 1, 5_000, "the line to arrive");
    expect(heard[0]).toMatchObject({ n: 1, channel: "players", seat: 0, name: "Ann", text: hostile });
    expect(watched[0]!.text).toBe(hostile);
  });

  it("refuses hostile input with a stable code, and the game and the others are unaffected", async () => {
    const { room, players, spectator } = await tableInAssignment(server, 2);
    const [ann, ben] = players as [TestPlayer, TestPlayer];
    const heard = listen(ben);
    const moves = room.table.moves;
    const game = JSON.stringify(room.table.game);
    const code = async (p: TestPlayer, payload: unknown): Promise<string> => {
      const ack = await say(p, payload);
      return ack.ok ? "ok" : ack.code;
    };
    expect(await code(ann, { channel: "players", text: "x".repeat(3_000) })).toBe("CHAT_TOO_LONG");
    expect(await code(ann, { channel: "players", text: "é".repeat(201) })).toBe("CHAT_TOO_LONG");
    expect(await code(ann, { channel: "players", text: "   \n " })).toBe("CHAT_FORBIDDEN_CHARACTERS");
    expect(await code(ann, { channel: "players", text: "   " })).toBe("CHAT_EMPTY");
    expect(await code(ann, { channel: "players", text: "gg \u202Eevil" })).toBe("CHAT_FORBIDDEN_CHARACTERS");
    expect(await code(spectator, { channel: "players", text: "I see your cards" })).toBe("CHAT_WATCHERS_ONLY");
    expect(await code(spectator, { channel: "watchers", text: "hi", seat: 0 })).toBe("NOT_YOUR_SEAT");
    expect(await code(ann, { channel: "players", text: "hi", seat: 1 })).toBe("NOT_YOUR_SEAT");
    // Malformed frames: not an object, a wrong channel, a wrong type, an unknown key, a prototype trick.
    for (const payload of [
      null,
      "hello",
      42,
      [],
      { channel: "all", text: "hi" },
      { channel: "players", text: 7 },
      { channel: "players", text: "hi", html: true },
      JSON.parse('{"channel":"players","text":"hi","__proto__":{"x":1}}'),
    ]) {
      expect(await code(ann, payload)).toMatch(/^BAD_MESSAGE$/);
    }
    expect(ann.refusals.every((r) => r.type === "chat" && r.message.length > 0)).toBe(true);
    // A flood: five lines in ten seconds per person, then CHAT_RATE for that person only.
    const flood: string[] = [];
    for (let i = 0; i < 8; i++) flood.push(await code(ann, { channel: "players", text: `spam ${i}` }));
    expect(flood).toEqual(["ok", "ok", "ok", "ok", "ok", "CHAT_RATE", "CHAT_RATE", "CHAT_RATE"]);
    expect(await code(ben, { channel: "players", text: "still here" })).toBe("ok");
    await until(() => heard.length === 6, 5_000, "the accepted lines");
    expect(heard.map((l) => l.text)).toEqual(["spam 0", "spam 1", "spam 2", "spam 3", "spam 4", "still here"]);
    // Nothing of the game moved, and the game goes on.
    expect(room.table.moves).toBe(moves);
    expect(JSON.stringify(room.table.game)).toBe(game);
    expect(await send(ann, { type: "assign", character: "magician", location: "theater" })).toEqual({ ok: true });
  });

  it("a 10 KB string never reaches the room: the transport closes that sender (1009, message too big) and the table goes on", async () => {
    const { room, players, spectator } = await tableInAssignment(server, 2);
    const heard = listen(players[1]!);
    const closed = new Promise<number>((resolve) => spectator.room.onLeave((code) => resolve(code)));
    spectator.room.send("chat", { channel: "watchers", text: "x".repeat(10_240) });
    expect(await closed).toBe(1009);
    const moves = room.table.moves;
    expect(await say(players[0]!, { channel: "players", text: "still fine" })).toEqual({ ok: true });
    await until(() => heard.length === 1, 5_000, "the next line");
    expect(heard[0]!.text).toBe("still fine");
    expect(room.table.moves).toBe(moves);
  });

  it("a watcher writes in the watchers' channel under their normalised join name", async () => {
    const { room, players } = await tableInAssignment(server, 2);
    const heard = listen(players[0]!);
    const watcher = await track(
      await server.colyseus.sdk.joinById(room.roomId, { spectator: true, name: "  Zoë\u0301   Fan " }),
    );
    const bad = await track(await server.colyseus.sdk.joinById(room.roomId, { spectator: true, name: "\u202Eadmin" }));
    expect(await say(watcher, { channel: "watchers", text: "go Ann!" })).toEqual({ ok: true });
    expect(await say(bad, { channel: "watchers", text: "hello" })).toEqual({ ok: true });
    await until(() => heard.length === 2, 5_000, "the watchers' lines");
    expect(heard[0]).toMatchObject({
      channel: "watchers",
      seat: -1,
      name: "Zoë\u0301 Fan".normalize("NFC"),
      text: "go Ann!",
    });
    expect(heard[1]).toMatchObject({ channel: "watchers", seat: -1, name: "Watcher" });
  });
});

describe("the chat is kept with the table's record", () => {
  const data = tempDataDir();
  let running: RunningGameServer | null = null;
  afterAll(async () => {
    if (running) {
      running.store.closing = true;
      await running.close();
    }
    data.remove();
  });

  it("a page that comes back after a restart gets the lines said before it", async () => {
    const start = async (): Promise<Client> => {
      const port = await freePort();
      running = await startGameServer(port, "127.0.0.1", {
        dataDir: data.dir,
        roomSettings: { botDelayMs: 0, reconnectSeconds: 30, messagesPerSecond: 10_000 },
      });
      const base = `http://127.0.0.1:${running.port}`;
      await until(async () => (await fetch(`${base}/health`)).ok, 20_000, "ready");
      return new Client(base);
    };
    const first = await start();
    const host = await track(
      await first.create("trickerion", { players: 2, hotseatNames: ["Ann", "Ben"], name: "Ann" }),
    );
    const code = host.room.roomId;
    const tokens = host.welcome!.seats.map((s) => s.token);
    expect(await say(host, { channel: "players", text: "before the restart" })).toEqual({ ok: true });
    expect(await say(host, { channel: "players", text: "and Ben too", seat: 1 })).toEqual({ ok: true });
    await running!.close();
    running = null;

    const second = await start();
    const back = await second.joinById(code, { seatTokens: tokens });
    const lines: ChatLine[] = [];
    back.onMessage("chat-history", (h: ChatHistory) => lines.push(...h.lines));
    back.onMessage("chat", (l: ChatLine) => lines.push(l));
    await until(() => lines.length === 2, 10_000, "the stored lines");
    expect(lines.map((l) => [l.n, l.name, l.text])).toEqual([
      [1, "Ann", "before the restart"],
      [2, "Ben", "and Ben too"],
    ]);
    // Numbering goes on after the stored lines.
    expect(await back.request("chat", { channel: "players", text: "after" })).toEqual({ ok: true });
    await until(() => lines.length === 3, 5_000, "the new line");
    expect(lines[2]!.n).toBe(3);
  });
});
