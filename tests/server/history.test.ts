// The story of a game over the network: everyone receives each action's events once; a reload, a late
// spectator and a person joining at the end get the whole history on join, the same as those who watched it
// live; the history tells nothing of a secret plan; a finished table leaves the listing and offers a rematch.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pack } from "msgpackr";
import { CloseCode } from "@colyseus/sdk";
import type { Action } from "../../shared/engine";
import type { RematchNotice } from "../../shared/protocol";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { greedyBot } from "../../shared/engine";
import {
  createTable,
  joinTable,
  playUntil,
  send,
  tableInAssignment,
  until,
  type TestPlayer,
} from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";

const assign = (character: string, location: string): Action => ({ type: "assign", character, location }) as Action;

describe("game history", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: 0x7e11 });
  });
  afterAll(async () => {
    await server.close();
  });

  it("a reload mid-game and a late spectator receive the whole history, equal to what was told live", async () => {
    const t = await tableInAssignment(server);
    const bySeat = new Map(t.players.map((p, seat) => [seat, p]));
    await playUntil(t.room, bySeat, () => t.room.table.game!.turn >= 3, "history-1");
    const ben = t.players[1]!;
    const token = ben.welcome!.seats[0]!.token;
    await until(() => t.spectator.history.length === t.room.table.history.length, 5_000, "the spectator's events");
    const live = JSON.stringify(t.spectator.history);

    // Ben reloads his page: the old socket drops (not a consented leave), a new page joins with his seat token.
    ben.room.reconnection.enabled = false;
    ben.room.connection.close(CloseCode.MAY_TRY_RECONNECT, "page reloaded");
    const again = await joinTable(server, t.room.roomId, { seatToken: token });
    expect(again.welcome!.seats).toEqual([{ seat: 1, token }]);
    expect(JSON.stringify(again.history)).toBe(live);
    expect(again.history[0]!.move).toBe(-1);
    // Numbered by action: rising, and every action that told something is there.
    const moves = again.history.slice(1).map((e) => e.move);
    expect(moves).toEqual([...moves].sort((a, b) => a - b));
    expect(new Set(moves).size).toBe(moves.length);
    // The reload is not someone watching: one spectator, as before.
    await until(() => again.room.state.spectators === 1, 5_000, "the spectator count");

    const late = await joinTable(server, t.room.roomId, { spectator: true });
    expect(JSON.stringify(late.history)).toBe(live);
    expect(late.log.length).toBeGreaterThan(50);
    expect(late.log[0]).toBe("The game starts: Ann, Ben, Cat, Dan.");

    // Play on to the end: the late spectator's story grows exactly as the others' does.
    bySeat.set(1, again);
    await playUntil(t.room, bySeat, () => false, "history-2");
    await until(
      () =>
        late.history.length === t.room.table.history.length &&
        t.spectator.history.length === t.room.table.history.length,
      5_000,
      "the last events",
    );
    expect(JSON.stringify(late.history)).toBe(JSON.stringify(t.spectator.history));
    expect(late.log.at(-1)).toMatch(/^Game over\. Final Fame: .+ wins\.$/);
  });

  it("an undo drops the undone action's events from everyone's history, as a restart's replay would", async () => {
    const t = await tableInAssignment(server);
    const bySeat = new Map(t.players.map((p, seat) => [seat, p]));
    const table = t.room.table;
    const spare = (): Action | undefined => {
      const pl = table.game!.placement;
      if (!pl || table.undoSeat() !== pl.seat) return undefined;
      return table.legal(pl.seat).find((a) => !["endPlacement", "rerollDie", "enhance"].includes(a.type));
    };
    await playUntil(t.room, bySeat, () => spare() !== undefined, "history-undo");
    const seat = table.game!.placement!.seat;
    await until(() => t.spectator.history.length === table.history.length, 5_000, "the spectator's events");
    const before = JSON.stringify(table.history);
    const told = JSON.stringify(t.spectator.history);
    expect(await send(bySeat.get(seat)!, spare()!, seat)).toEqual({ ok: true });
    await until(() => t.spectator.history.length === table.history.length, 5_000, "the action's events");
    expect(JSON.stringify(table.history)).not.toBe(before);
    expect(await bySeat.get(seat)!.room.request("undo", { seat })).toEqual({ ok: true });
    expect(JSON.stringify(table.history)).toBe(before);
    await until(() => JSON.stringify(t.spectator.history) === told, 5_000, "the undone events dropped");
    // A late joiner gets the same story, and the game goes on with the numbering of the action log.
    const late = await joinTable(server, t.room.roomId, { spectator: true });
    expect(JSON.stringify(late.history)).toBe(told);
    await playUntil(t.room, bySeat, () => t.room.table.game!.turn >= 3, "history-undo-2");
    await until(
      () =>
        JSON.stringify(late.history) === JSON.stringify(t.spectator.history) &&
        late.history.length === table.history.length,
      5_000,
      "the story after the undo",
    );
  });

  it("the history's wire bytes are the same for two tables that differ only in a secret plan, until the reveal", async () => {
    const tables = [await tableInAssignment(server), await tableInAssignment(server)];
    const plans = [
      [assign("magician", "theater"), assign("apprentice1", "downtown")],
      [assign("magician", "market_row"), assign("apprentice1", "workshop")],
    ];
    for (const [i, t] of tables.entries()) {
      for (const a of plans[i]!) expect(await send(t.players[0]!, a)).toEqual({ ok: true });
      for (const p of t.players.slice(1)) expect(await send(p, { type: "confirmAssignments" })).toEqual({ ok: true });
    }
    const joiners = [
      await joinTable(server, tables[0]!.room.roomId, { spectator: true }),
      await joinTable(server, tables[1]!.room.roomId, { spectator: true }),
    ];
    const bytes = joiners.map((j) => Buffer.from(pack(j.welcome!.history)));
    expect(bytes[0]!.equals(bytes[1]!)).toBe(true);
    expect(tables[0]!.room.table.game!.players[0]!.characters.magician.card).not.toBe(
      tables[1]!.room.table.game!.players[0]!.characters.magician.card,
    );
    // After Ann confirms, the reveal tells both plans, and the histories differ.
    for (const t of tables) expect(await send(t.players[0]!, { type: "confirmAssignments" })).toEqual({ ok: true });
    const after = tables.map((t) => Buffer.from(pack(t.room.table.history)));
    expect(after[0]!.equals(after[1]!)).toBe(false);
  });

  it("a finished table leaves the listing, and a rematch seats the same people and bots at a new table", async () => {
    const host = await createTable(server, { players: 2, quickStart: true }, "Ann");
    const room = server.colyseus.getRoomById<TrickerionRoom>(host.room.roomId);
    expect(await host.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    const watcher = await joinTable(server, room.roomId, { spectator: true });
    expect(await host.room.request("start")).toEqual({ ok: true });
    const listed = async (): Promise<string[]> =>
      ((await (await fetch(`${server.url}/api/tables`)).json()) as { code: string }[]).map((t) => t.code);
    expect(await listed()).toContain(room.roomId);
    expect(await host.room.request("rematch")).toMatchObject({ ok: false, code: "NOT_FINISHED" });
    await playUntil(room, new Map([[0, host]]), () => false, "rematch");
    await until(() => room.state.status === "finished", 5_000, "game over");
    expect(await listed()).not.toContain(room.roomId);

    const notices: RematchNotice[] = [];
    host.room.onMessage("rematch", (n: RematchNotice) => notices.push(n));
    watcher.room.onMessage("rematch", (n: RematchNotice) => notices.push(n));
    expect(await watcher.room.request("rematch")).toMatchObject({ ok: false, code: "NOT_YOUR_SEAT" });
    expect(await host.room.request("rematch")).toEqual({ ok: true });
    await until(() => notices.length === 2, 5_000, "the rematch notices");
    const mine = notices.find((n) => n.tokens.length === 1)!;
    const theirs = notices.find((n) => n.tokens.length === 0)!;
    expect(mine.code).not.toBe(room.roomId);
    expect(theirs.code).toBe(mine.code);

    // Ann follows with her new token: same seat, host again; the bot is already in seat 2.
    const ann: TestPlayer = await joinTable(server, mine.code, { seatTokens: mine.tokens });
    expect(ann.welcome!.seats.map((s) => s.seat)).toEqual([0]);
    expect(ann.welcome!.host).toBe(true);
    expect(Array.from(ann.room.state.seats, (s: { kind: string; name: string }) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["bot", "Bot 2"],
    ]);
    expect(await ann.room.request("start")).toEqual({ ok: true });
    // Asked again, the same new table.
    notices.length = 0;
    expect(await host.room.request("rematch")).toEqual({ ok: true });
    await until(() => notices.length >= 1, 5_000, "the second notice");
    expect(notices[0]!.code).toBe(mine.code);
  });

  it("a hot-seat device's rematch follows into every seat it played, bots staying bots", async () => {
    const device = await createTable(
      server,
      { players: 3, quickStart: true, hotseatNames: ["Ann", "Ben"], botSeats: [2] },
      "Ann",
    );
    const room = server.colyseus.getRoomById<TrickerionRoom>(device.room.roomId);
    expect(device.welcome!.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(await device.room.request("start")).toEqual({ ok: true });
    const bySeat = new Map([
      [0, device],
      [1, device],
    ]);
    await playUntil(
      room,
      bySeat,
      () => false,
      "hotseat-rematch",
      5_000,
      (game, seat) => greedyBot(game, seat),
    );
    await until(() => room.state.status === "finished", 10_000, "game over");
    const notices: RematchNotice[] = [];
    device.room.onMessage("rematch", (n: RematchNotice) => notices.push(n));
    expect(await device.room.request("rematch")).toEqual({ ok: true });
    await until(() => notices.length === 1, 5_000, "the notice");
    expect(notices[0]!.tokens).toHaveLength(2);
    const again = await joinTable(server, notices[0]!.code, { seatTokens: notices[0]!.tokens });
    expect(again.welcome!.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(Array.from(again.room.state.seats, (s: { kind: string; name: string }) => [s.kind, s.name])).toEqual([
      ["human", "Ann"],
      ["human", "Ben"],
      ["bot", "Bot 3"],
    ]);
  });
});
