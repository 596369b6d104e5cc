import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, type Room } from "@colyseus/sdk";
import type { Welcome } from "../../server/rooms/messages";
import { startGameServer, type RunningGameServer } from "../../server/app";
import { ServerReadiness } from "../../server/readiness";
import { SqliteStore } from "../../server/storage/SqliteStore";
import { fetchHealth, joinWithRetry } from "../../client/net/joinRetry";
import { until } from "../support/tableDriver";
import { freePort } from "../support/testServer";
import { storeTable, tempDataDir, type StoredTableResult } from "./fixtures";

const TABLES = 40;

/** A page reloaded during the restore: it waits for ready as the client does, then rejoins with its tokens. */
async function reloadPage(
  base: string,
  code: string,
  tokens: string[],
  forgotten: string[],
): Promise<{ room: Room; welcome: Welcome }> {
  const client = new Client(base);
  const room = await joinWithRetry(code, {
    join: (seatTokens) => client.joinById(code, { seatTokens }),
    health: () => fetchHealth(base),
    remembered: () => tokens,
    forget: () => void forgotten.push(code),
    tell: () => {},
    sleep: (ms) => new Promise((r) => setTimeout(r, Math.min(ms, 50))), // a fast page, to crowd the restore
  });
  let welcome: Welcome | null = null;
  room.onMessage("welcome", (w: Welcome) => (welcome = w));
  await until(() => welcome !== null, 10_000, `the welcome at ${code}`);
  return { room, welcome: welcome! };
}

describe("a restart with many stored tables: every page that reloads during the restore keeps its seats", () => {
  const data = tempDataDir();
  const stored: StoredTableResult[] = [];
  const codes: string[] = [];
  let running: RunningGameServer | null = null;

  beforeAll(async () => {
    const store = SqliteStore.open(data.dir);
    for (let i = 0; i < TABLES; i++) {
      const code = `R${String(i).padStart(4, "0")}`;
      codes.push(code);
      // Half in play (replayed at start, which takes time), a few in the lobby.
      stored.push(
        await storeTable(store, { code, seats: ["Ann", "Ben"], seed: 100 + i, ...(i % 8 === 7 ? {} : { moves: 60 }) }),
      );
    }
    await store.close();
  }, 120_000); // 40 stored games of 60 moves each: seconds on a quiet machine, much more on a loaded one
  afterAll(async () => {
    if (running) {
      running.store.closing = true;
      await running.close();
    }
    data.remove();
  });

  it("/health says starting (503) until the last table is back; pages wait for ready and get every seat back", async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const readiness = new ServerReadiness();
    const starting = startGameServer(port, "127.0.0.1", {
      dataDir: data.dir,
      readiness,
      roomSettings: { botDelayMs: 0, reconnectSeconds: 30 },
    });

    // The pages reload as soon as the server answers at all.
    const answers: number[] = [];
    for (;;) {
      const response = await fetch(`${base}/health`).catch(() => null);
      if (!response) {
        await new Promise((r) => setTimeout(r, 2));
        continue;
      }
      answers.push(response.status);
      if (response.status === 503) expect(await response.json()).toMatchObject({ status: "starting" });
      break;
    }
    const forgotten: string[] = [];
    const pages = stored.map((s, i) => reloadPage(base, codes[i]!, [...s.tokens.values()], forgotten));
    // While the restore runs, /health never says ready.
    while (readiness.state === "starting") {
      const response = await fetch(`${base}/health`);
      answers.push(response.status);
      if (readiness.state === "starting") expect(response.status).toBe(503);
    }
    running = await starting;
    expect(running.restore.restored).toHaveLength(TABLES);
    expect(answers).toContain(503); // the restore was long enough to be seen
    expect((await fetch(`${base}/health`)).status).toBe(200);

    const joined = await Promise.all(pages);
    expect(forgotten).toEqual([]);
    joined.forEach(({ welcome }, i) => {
      expect(welcome.seats).toEqual([...stored[i]!.tokens].map(([seat, token]) => ({ seat, token })));
    });
    // Every seat shows its person connected again, and no bot took one over.
    for (const { room } of joined) {
      await until(
        () => Array.from(room.state.seats, (s: { connected: boolean }) => s.connected).every(Boolean),
        10_000,
        "seats connected",
      );
      expect(Array.from(room.state.seats, (s: { botTakeover: boolean }) => s.botTakeover).some(Boolean)).toBe(false);
    }
    await Promise.all(joined.map(({ room }) => room.leave()));
  }, 120_000);
});
