import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { ColyseusTestServer } from "@colyseus/testing";
import { startGameServer, type GameServerOptions, type RunningGameServer } from "../../server/app";
import type { RoomSettings } from "../../server/rooms/TrickerionRoom";

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  running: RunningGameServer;
  /** @colyseus/testing's helper bound to the same server: createRoom, connectTo, sdk. */
  colyseus: ColyseusTestServer;
  url: string;
  close(): Promise<void>;
}

/** Starts the real one-port game server (static client included) on a free loopback port. */
export async function startTestServer(
  roomSettings: Partial<RoomSettings> = {},
  storage: Pick<GameServerOptions, "dataDir" | "keepFinishedDays" | "edge" | "leaseMs" | "botPool" | "clientDir"> = {},
): Promise<TestServer> {
  const port = await freePort();
  const running = await startGameServer(port, "127.0.0.1", {
    roomSettings: { botDelayMs: 0, messagesPerSecond: 10_000, ...roomSettings },
    // Bots search a few ms per move (BOT_MAX_BUDGET_MS), so tests that play whole games with them stay quick;
    // a test of the levels' own budgets passes its own pool options.
    botPool: { maxBudgetMs: 5 },
    ...storage,
    // The suites create and join hundreds of tables from 127.0.0.1 within seconds; the edge's own
    // tests (tests/server/edge-*.test.ts) pass the limits they check.
    edge: { createsPerMinute: 0, joinsPerMinute: 0, pairsPerMinute: 0, ...storage.edge },
  });
  const colyseus = new ColyseusTestServer(running.server);
  return {
    running,
    colyseus,
    url: `http://127.0.0.1:${running.port}`,
    close: async () => {
      // The test's clients leaving here is the shutdown, not people abandoning their tables.
      running.store.closing = true;
      await colyseus.cleanup();
      await running.close();
    },
  };
}
