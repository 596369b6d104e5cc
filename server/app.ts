import "./nodeCompat";
import { randomBytes } from "node:crypto";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";
import { defineRoom, defineServer, matchMaker, type Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { CLIENT_DIST_DIR, VERSION } from "./config";
import { DEFAULT_ROOM_SETTINGS, TrickerionRoom, type RoomSettings } from "./rooms/TrickerionRoom";
import { GameStore } from "./storage/GameStore";
import { restoreAll, type RestoreSummary } from "./storage/restore";
import { healthReply, ServerReadiness } from "./readiness";
import { addGameRoutes } from "./storage/routes";

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
  /** The readiness to report (tests pass one in to watch it while the restore runs); a new one by default. */
  readiness?: ServerReadiness;
}

export interface RunningGameServer {
  server: Server;
  httpServer: HttpServer;
  /** The port actually bound (useful when 0 was asked for). */
  port: number;
  /** The games' record (SQLite). */
  store: GameStore;
  /** Which unfinished tables came back at this start, which were skipped and why, and how long it took. */
  restore: RestoreSummary;
  /** starting → ready (after the restore) → draining; what GET /health reports. */
  readiness: ServerReadiness;
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
  const store = GameStore.open(options.dataDir ?? null);
  const keepDays = options.keepFinishedDays ?? 30;
  const purge = (): void => {
    try {
      const removed = store.purge(keepDays);
      if (removed) console.log(`Storage: removed ${removed} finished or abandoned games older than ${keepDays} days.`);
    } catch (e) {
      console.error(`Storage: could not remove old games: ${(e as Error).message}`);
    }
  };
  purge();
  const purgeTimer = setInterval(purge, PURGE_EVERY_MS);
  purgeTimer.unref();
  const httpServer = createServer();
  const readiness = options.readiness ?? new ServerReadiness();
  const server = defineServer({
    // Handler options win over a client's create options, so clients cannot change these (nor pass a store).
    rooms: { trickerion: defineRoom(TrickerionRoom, { roomSettings: { ...DEFAULT_ROOM_SETTINGS, ...options.roomSettings }, store }) },
    transport: new WebSocketTransport({ server: httpServer }),
    greet: options.greet ?? false,
    gracefullyShutdown: false,
    express: (app) => {
      // 503 until every unfinished table is back (and again while draining): pages and load
      // balancers wait for 200 before sending anyone to a table.
      app.get("/health", (_req, res) => {
        const reply = healthReply(readiness, VERSION);
        res.status(reply.status).set("Cache-Control", "no-store").json(reply.body);
      });
      // The lobby listing: listed tables with their seats, phase and spectators.
      app.get("/api/tables", async (_req, res) => {
        const rooms = await matchMaker.query({ name: "trickerion", private: false });
        res.json(rooms.map((room) => ({ code: room.roomId, ...room.metadata })));
      });
      addGameRoutes(app, store);
      app.use(express.static(clientDir, { index: "index.html", maxAge: "1h", setHeaders: noCacheForHtml }));
      // Table links (/t/CODE), board-mode links (/watch/CODE) and replays (/replay/CODE) are client-side routes: the app shell answers.
      app.get(/^\/(t|watch|replay)\/[A-Za-z0-9]+\/?$/, (_req, res) => {
        const shell = path.join(clientDir, "index.html");
        if (existsSync(shell)) res.sendFile(shell, { headers: { "Cache-Control": "no-cache" } });
        else res.status(503).type("text").send("The client is not built yet: run `npm run build`.");
      });
    },
  });
  await server.listen(port, host);
  // Every unfinished table comes back under its code before the server says it is ready.
  const restore = await restoreAll(store, async (restored) => {
    // Replays and room creation never wait on I/O, so without this a long restore would hold every
    // request until it ends; yielding lets /health answer "starting" (503) meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    const ticket = randomBytes(16).toString("hex");
    store.stageRestore(ticket, restored);
    try {
      await matchMaker.createRoom("trickerion", { restoreTicket: ticket });
    } finally {
      store.takeRestore(ticket);
    }
  });
  readiness.set("ready");
  const bound = (httpServer.address() as AddressInfo).port;
  return {
    server,
    httpServer,
    port: bound,
    store,
    restore,
    readiness,
    close: async () => {
      readiness.set("draining"); // /health says 503 draining from here on
      store.closing = true;
      clearInterval(purgeTimer);
      try {
        await server.gracefullyShutdown(false);
      } finally {
        store.close();
      }
    },
  };
}

/** The HTML shell must never be cached, so a rebuilt client is picked up at once. */
function noCacheForHtml(res: express.Response, filePath: string): void {
  if (filePath.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
}
