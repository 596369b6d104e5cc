import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrickerionRoom } from "../../server/rooms/TrickerionRoom";
import { SqliteStore } from "../../server/storage/SqliteStore";
import { gameFromTable } from "../../client/state/gameFromTable";
import { activeSeats, greedyBot, legalActions, replayRecord, type GameRecord } from "../../shared/engine";
import type { TableState } from "../../shared/schema/TableState";
import type { RematchNotice } from "../../shared/protocol";
import { createTable, joinTable, playUntil, send, until } from "../support/tableDriver";
import { startTestServer, type TestServer } from "../support/testServer";
import { startStoredServer, storeTable, tempDataDir, type StoredTableResult } from "../storage/fixtures";

// The Dark Alley table options (RULES §12): Dark Alley off by default and never with the beginner setup or quick
// start; Prophecies and Magician abilities on by default with it and meaningless without it. Checked at the
// server's edge, kept with the table (listing, store, restart, rematch).

const sorted = (xs: unknown[]): string[] => xs.map((x) => JSON.stringify(x)).sort();
type Listed = { code: string; darkAlley?: boolean; prophecies?: boolean; abilities?: boolean };

describe("Dark Alley table options", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("refuses combinations that make no sense, with the code BAD_OPTIONS and a readable reason", async () => {
    const create = (options: Record<string, unknown>) =>
      server.colyseus.sdk.create("trickerion", { name: "Ann", ...options });
    await expect(create({ darkAlley: true, quickStart: true })).rejects.toThrow(
      /BAD_OPTIONS: Dark Alley is not played with the beginner setup or quick start/,
    );
    await expect(create({ darkAlley: true, beginnerSetup: true })).rejects.toThrow(
      /BAD_OPTIONS: Dark Alley is not played with the beginner setup/,
    );
    await expect(create({ prophecies: true })).rejects.toThrow(
      /BAD_OPTIONS: prophecies and magician abilities are Dark Alley options/,
    );
    await expect(create({ abilities: true })).rejects.toThrow(
      /BAD_OPTIONS: prophecies and magician abilities are Dark Alley options/,
    );
    await expect(create({ darkAlley: "yes" })).rejects.toThrow(/Bad table options: darkAlley/);
    await expect(create({ darkAlley: true, prophecies: 1 })).rejects.toThrow(/Bad table options: prophecies/);
  });

  it("is off by default; with Dark Alley, prophecies and abilities are on unless switched off; the listing shows them", async () => {
    const base = await createTable(server, { players: 2 }, "Ann");
    const state = base.room.state as TableState;
    // A base table carries none of the Dark Alley fields (not one byte more than before they existed).
    expect([state.darkAlley, state.prophecies, state.abilities, state.alley]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    const alley = await createTable(server, { players: 3, darkAlley: true }, "Ben");
    const a = alley.room.state as TableState;
    expect([a.darkAlley, a.prophecies, a.abilities]).toEqual([true, true, true]);
    const noProphecies = await createTable(server, { players: 4, darkAlley: true, prophecies: false }, "Cat");
    const n = noProphecies.room.state as TableState;
    expect([n.darkAlley, n.prophecies, n.abilities]).toEqual([true, false, true]);
    // Prophecies off: the started game has no orb (RULES §12.4 variant), and nobody is offered Fortune Telling.
    for (const seat of [1, 2, 3])
      expect(await noProphecies.room.request("bot", { seat, bot: true })).toEqual({ ok: true });
    expect(await noProphecies.room.request("start")).toEqual({ ok: true });
    const room = server.colyseus.getRoomById<TrickerionRoom>(noProphecies.room.roomId);
    expect(room.table.game!.options.modules).toEqual({ darkAlley: true, prophecies: false, abilities: true });
    expect(room.table.game!.alley!.pending).toEqual([]);

    const listed = (await (await fetch(`${server.url}/api/tables`)).json()) as Listed[];
    const of = (code: string) => listed.find((t) => t.code === code)!;
    expect(of(base.room.roomId)).toMatchObject({ darkAlley: false, prophecies: false, abilities: false });
    expect(of(alley.room.roomId)).toMatchObject({ darkAlley: true, prophecies: true, abilities: true });
    expect(of(noProphecies.room.roomId)).toMatchObject({ darkAlley: true, prophecies: false, abilities: true });
  });

  it("a finished Dark Alley game's record names its options and replays to the same end; a rematch keeps the options", {
    timeout: 120_000,
  }, async () => {
    const host = await createTable(server, { players: 2, darkAlley: true, abilities: false }, "Ann");
    const room = server.colyseus.getRoomById<TrickerionRoom>(host.room.roomId);
    expect(await host.room.request("bot", { seat: 1, bot: true })).toEqual({ ok: true });
    expect(await host.room.request("start")).toEqual({ ok: true });
    await playUntil(
      room,
      new Map([[0, host]]),
      () => false,
      "da-rematch",
      5_000,
      (game, seat) => greedyBot(game, seat),
    );
    await until(() => room.state.status === "finished", 10_000, "game over");
    // The record (docs/game-record.md) carries the module options, so the replay viewer and replayRecord rebuild it.
    const record = (await (await fetch(`${server.url}/api/games/${room.roomId}/record`)).json()) as GameRecord;
    expect(record.options.modules).toEqual({ darkAlley: true, prophecies: true, abilities: false });
    const replayed = replayRecord(record);
    expect(replayed.ok && replayed.state).toEqual(room.table.game);
    const notices: RematchNotice[] = [];
    host.room.onMessage("rematch", (notice: RematchNotice) => notices.push(notice));
    expect(await host.room.request("rematch")).toEqual({ ok: true });
    await until(() => notices.length === 1, 5_000, "the rematch notice");
    const next = server.colyseus.getRoomById<TrickerionRoom>(notices[0]!.code);
    expect(next.table.options).toMatchObject({ darkAlley: true, prophecies: true, abilities: false });
    expect([next.state.darkAlley, next.state.prophecies, next.state.abilities]).toEqual([true, true, false]);
  });
});

describe("a Dark Alley table restored after a restart, mid-game", () => {
  const data = tempDataDir();
  let server: TestServer;
  let stored: StoredTableResult;
  beforeAll(async () => {
    const store = SqliteStore.open(data.dir);
    stored = await storeTable(store, {
      code: "ALLEY",
      seats: ["Ann", "Ben", "Cat"],
      moves: 160,
      options: { quickStart: false, darkAlley: true, prophecies: true, abilities: true },
    });
    await store.close();
    server = await startStoredServer(data.dir, { reconnectSeconds: 30 });
  }, 120_000); // 160 greedy Dark Alley moves stored, then replayed at start: seconds, more on a loaded machine
  afterAll(async () => {
    await server?.close();
    data.remove();
  });

  it("comes back with its options and exactly its game; the people take their seats back and play on", {
    timeout: 120_000,
  }, async () => {
    expect(server.running.restore.restored).toContain("ALLEY");
    const game = stored.table.game!;
    expect(game.alley).not.toBeNull();
    expect(game.turn).toBeGreaterThan(1);
    const room = server.colyseus.getRoomById<TrickerionRoom>("ALLEY");
    expect(room.table.game).toEqual(game);
    expect(room.table.options).toMatchObject({ darkAlley: true, prophecies: true, abilities: true });
    const people = [0, 1, 2].map((seat) => joinTable(server, "ALLEY", { seatToken: stored.tokens.get(seat) }));
    const [ann, ben, cat] = await Promise.all(people);
    const state = ann!.room.state as TableState;
    expect([state.darkAlley, state.prophecies, state.abilities]).toEqual([true, true, true]);
    // Each page rebuilds the restored Dark Alley state: the engine's own legal actions for its seat.
    for (const [seat, p] of [ann!, ben!, cat!].entries()) {
      await until(
        () =>
          JSON.stringify(sorted(legalActions(gameFromTable(p.room.state as TableState, seat), seat))) ===
          JSON.stringify(sorted(legalActions(room.table.game!, seat))),
        5_000,
        `seat ${seat}'s page`,
      );
    }
    for (let i = 0; i < 20; i++) {
      const seat = activeSeats(room.table.game!)[0]!;
      expect(await send([ann!, ben!, cat!][seat]!, greedyBot(room.table.game!, seat)!)).toEqual({ ok: true });
    }
    expect(await server.running.store.actionRows("ALLEY")).toHaveLength(180);
  });
});
