import "./nodeCompat";
import "./encodeBuffers";
import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { defineRoom, defineServer, matchMaker, type Server } from "@colyseus/core";
import { RedisPresence } from "@colyseus/redis-presence";
import { CLIENT_DIST_DIR, VERSION } from "./config";
import { SpreadPingTransport } from "./heartbeat";
import { FencedRedisDriver } from "./fencedRedisDriver";
import { liveRooms, registry } from "./metrics";
import { DEFAULT_ROOM_SETTINGS, TrickerionRoom, type RoomSettings } from "./rooms/TrickerionRoom";
import type { GameStore } from "./storage/GameStore";
import { openStore } from "./storage/openStore";
import { restoreAll, stageRestore, takeRestore, type RestoredTable, type RestoreSummary } from "./storage/restore";
import { healthReply, ServerReadiness } from "./readiness";
import { addGameRoutes } from "./storage/routes";
import { DEFAULT_EDGE_SETTINGS, type EdgeSettings } from "./http/edgeSettings";
import { installEdgeGuard } from "./http/edgeGuard";
import { colyseusLogger, watchUndecodableFrames } from "./undecodableFrames";

// A frame Colyseus cannot decode is logged once per sender per minute, not with a stack each time.
watchUndecodableFrames(TrickerionRoom);
import { BotPool, type BotPoolOptions } from "./bots/pool";
import { adviceDeskOf } from "./bots/advice";
import { watchPage } from "./firstScreen/watchPage";
import { clientFiles } from "./staticFiles";

/** How often finished games past their retention are removed while the server runs. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface GameServerOptions {
  /** Folder of the built client to serve; defaults to dist/client. */
  clientDir?: string;
  /** Print Colyseus's greeting banner (off in tests). */
  greet?: boolean;
  /** Settings every table gets (reconnection wait, bot pace, message rate). */
  roomSettings?: Partial<RoomSettings>;
  /**
   * Folder of the SQLite store (created if missing). Unset or null keeps everything in memory:
   * nothing survives the process (tests that are not about restarts).
   */
  dataDir?: string | null;
  /** Finished (and abandoned) games older than this many days are deleted; default 30. */
  keepFinishedDays?: number;
  /** PostgreSQL URL: the shared store of several processes (instead of SQLite in `dataDir`). */
  databaseUrl?: string | null;
  /** Redis URL: several processes share matchmaking, listings and table codes through it. */
  redisUrl?: string | null;
  /** This process's id as a table holder: unique per live process, the same after its restart. */
  serverId?: string;
  /** How long a table stays held by a process that stops renewing (it died); default 15 s. */
  leaseMs?: number;
  /** Where clients reach this very process (`host:port`), given in seat reservations when several processes run. */
  publicAddress?: string;
  /** The readiness to report (tests pass one in to watch it while the restore runs); a new one by default. */
  readiness?: ServerReadiness;
  /** Limits at the HTTP edge (body size, origins, per-address rates; server/http/); the defaults where unset. */
  edge?: Partial<EdgeSettings>;
  /** The bots' worker pool (threads, budget cap, worker file), shared by every table of this process. */
  botPool?: BotPoolOptions;
}

export interface RunningGameServer {
  server: Server;
  httpServer: HttpServer;
  /** The port actually bound (useful when 0 was asked for). */
  port: number;
  /** The games' record (SQLite or PostgreSQL). */
  store: GameStore;
  /** Which unfinished tables came back at this start, which were skipped and why, and how long it took. */
  restore: RestoreSummary;
  /** starting → ready (after the restore) → draining; what GET /health reports. */
  readiness: ServerReadiness;
  /** The bots' worker pool of this process (the load test and tests read its figures). */
  bots: BotPool;
  /** Drains (see `close`) and stops; the store is closed, the process may exit. */
  close(): Promise<void>;
}

/**
 * One Node process, one port: the built client (static files), Colyseus matchmaking (HTTP)
 * and the game's WebSocket all share the HTTP server created here.
 */
export async function startGameServer(
  port: number,
  host: string,
  options: GameServerOptions = {},
): Promise<RunningGameServer> {
  const clientDir = options.clientDir ?? CLIENT_DIST_DIR;
  const store = await openStore({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? null,
    owner: options.serverId,
    leaseMs: options.leaseMs,
  });
  const keepDays = options.keepFinishedDays ?? 30;
  const purge = async (): Promise<void> => {
    try {
      const removed = await store.purge(keepDays);
      if (removed) console.log(`Storage: removed ${removed} finished or abandoned games older than ${keepDays} days.`);
    } catch (e) {
      console.error(`Storage: could not remove old games: ${(e as Error).message}`);
    }
  };
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_EVERY_MS);
  purgeTimer.unref();
  const httpServer = createServer();
  // The shared lobby, written only by the process that holds each table (fencedRedisDriver.ts).
  const lobby = options.redisUrl ? FencedRedisDriver.fromUrl(options.redisUrl) : null;
  const scaled = lobby
    ? {
        presence: new RedisPresence(options.redisUrl!),
        driver: lobby,
        publicAddress: options.publicAddress,
        // A table is created by the process the person asked (the proxy spreads people over processes);
        // the default would send it to the process with the fewest rooms, possibly a draining one.
        selectProcessIdToCreateRoom: async () => matchMaker.processId,
      }
    : {};
  const readiness = options.readiness ?? new ServerReadiness();
  const bots = new BotPool(options.botPool);
  const server = defineServer({
    ...scaled,
    // Handler options win over a client's create options, so clients cannot change these (nor pass a store).
    rooms: {
      trickerion: defineRoom(TrickerionRoom, {
        roomSettings: { ...DEFAULT_ROOM_SETTINGS, ...options.roomSettings },
        store,
        botPool: bots,
      }),
    },
    // Pings spread over each 3-s interval instead of all connections at once (server/heartbeat.ts).
    transport: new SpreadPingTransport({ server: httpServer }),
    greet: options.greet ?? false,
    logger: colyseusLogger,
    gracefullyShutdown: false,
    express: (app) => {
      // 503 until every unfinished table is back (and again while draining): pages and load
      // balancers wait for 200 before sending anyone to a table.
      app.get("/health", (_req, res) => {
        const reply = healthReply(readiness, VERSION);
        res.status(reply.status).set("Cache-Control", "no-store").json(reply.body);
      });
      app.get("/metrics", async (_req, res) => {
        res.type(registry.contentType).send(await registry.metrics());
      });
      // The lobby listing: listed tables with their seats, phase and spectators.
      app.get("/api/tables", async (_req, res) => {
        const rooms = await matchMaker.query({ name: "trickerion", private: false });
        // A finished table is no longer open: it leaves the listing (its replay is under finished games).
        res.json(
          rooms
            .filter((room) => room.metadata?.status !== "finished")
            .map((room) => ({ code: room.roomId, ...room.metadata })),
        );
      });
      addGameRoutes(app, store, adviceDeskOf(bots));
      // The built client: precompressed files by Accept-Encoding, hashed assets immutable, the shell no-cache (staticFiles.ts).
      const client = clientFiles(clientDir);
      app.use(...client.files);
      // A board-mode link's page, and a phone's hand's, say what is going on at the table before their scripts run
      // (server/firstScreen/).
      app.get(/^\/(watch|t)\/[A-Za-z0-9]+\/?$/, watchPage(clientDir, client.shell));
      // Table links (/t/CODE), board-mode links (/watch/CODE) and replays (/replay/CODE) are client-side routes: the app shell answers.
      app.get(/^\/(t|watch|replay)\/[A-Za-z0-9]+\/?$/, client.shell);
    },
  });
  await server.listen(port, host);
  // After listen: Colyseus has bound its matchmaking route by then, and the edge goes in front of it too.
  installEdgeGuard(httpServer, { ...DEFAULT_EDGE_SETTINGS, ...options.edge });
  const open = async (restored: RestoredTable): Promise<void> => {
    // Replays and room creation never wait on I/O, so without this a long restore would hold every
    // request until it ends; yielding lets /health answer "starting" (503) meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    // A process that died (or stalled) leaves its listing in the shared driver; the table's lease
    // says it is gone, so its listing goes, and only if it still names that process.
    const stale = lobby ? await lobby.findOne({ roomId: restored.code }) : undefined;
    if (stale && stale.processId !== matchMaker.processId) await lobby!.removeStale(restored.code, stale.processId);
    const ticket = randomBytes(16).toString("hex");
    stageRestore(ticket, restored);
    try {
      // On this process: the staged table is here, and this process now holds it in the store.
      await matchMaker.handleCreateRoom("trickerion", { restoreTicket: ticket });
    } finally {
      takeRestore(ticket);
    }
    // The room is listed now; its people's wait counts once pages are told to come (ready), not
    // while the rest of a long restore keeps /health at 503.
    const room = matchMaker.getLocalRoomById(restored.code) as TrickerionRoom | undefined;
    if (room) void readiness.whenReady().then(() => room.startRestoreGrace());
  };
  // Every unfinished table this process may take comes back under its code before it says it is ready.
  const restore = await restoreAll(store, open);
  readiness.set("ready");

  // Keep this process's tables held, and take over those of a process that died (its lease ran out).
  let sweeping = false;
  const sweep = async (): Promise<void> => {
    if (sweeping || !readiness.ready) return;
    sweeping = true;
    try {
      const carried = [...liveRooms] as unknown as TrickerionRoom[];
      const held = new Set(await store.renewLeases());
      for (const room of carried) {
        // Another process took this table (this one stalled past its lease): it must not act on it any more.
        // Closing it leaves the new holder's lobby entry alone (FencedRedisDriver).
        if (room.table.status !== "finished" && !held.has(room.roomId) && liveRooms.has(room)) {
          console.error(`Table ${room.roomId}: another server process now holds it; closing it here.`);
          void room.disconnect(4001);
        }
      }
      if (lobby) {
        // The holder's lobby entries are put back if anything removed or overwrote them since the last renewal.
        const mine = carried.filter((room) => held.has(room.roomId) && liveRooms.has(room));
        const republished = await lobby.republish(mine);
        if (republished.length)
          console.error(
            `Lobby: put back the entries of ${republished.join(", ")}, which another process had removed or overwritten.`,
          );
      }
      const orphans = await restoreAll(store, open, console.error, false);
      if (orphans.restored.length)
        console.log(
          `Took over ${orphans.restored.length} table(s) from a server process that stopped: ${orphans.restored.join(", ")}.`,
        );
    } catch (e) {
      console.error(`Storage: could not renew or take over tables: ${(e as Error).message}`);
    } finally {
      sweeping = false;
    }
  };
  const sweepTimer = setInterval(() => void sweep(), Math.max(200, Math.floor(store.leaseMs / 3)));
  sweepTimer.unref();

  const bound = (httpServer.address() as AddressInfo).port;
  let closing: Promise<void> | null = null;
  return {
    server,
    httpServer,
    port: bound,
    store,
    restore,
    readiness,
    bots,
    /**
     * A clean stop (SIGTERM, SIGINT, tests): no new tables, every table finishes the change in
     * hand and tells its people the server restarts, the rooms close (their tables stay
     * unfinished, so they come back), the tables are let go of so another process may take them
     * at once, and the store closes.
     */
    close: () =>
      (closing ??= (async () => {
        readiness.set("draining"); // /health says 503 draining from here on
        store.closing = true;
        clearInterval(purgeTimer);
        clearInterval(sweepTimer);
        try {
          await Promise.all([...liveRooms].map((room) => room.drain().catch(() => undefined)));
          await server.gracefullyShutdown(false);
          await store
            .release()
            .catch((e: unknown) => console.error(`Storage: could not let go of the tables: ${(e as Error).message}`));
        } finally {
          await store.close();
          await bots.close();
        }
      })()),
  };
}
