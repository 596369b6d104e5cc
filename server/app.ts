import "./nodeCompat";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { existsSync } from "node:fs";
import path from "node:path";
import express from "express";
import { defineRoom, defineServer, matchMaker, type Server } from "@colyseus/core";
import { WebSocketTransport } from "@colyseus/ws-transport";
import { CLIENT_DIST_DIR, VERSION } from "./config";
import { DEFAULT_ROOM_SETTINGS, TrickerionRoom, type RoomSettings } from "./rooms/TrickerionRoom";

export interface GameServerOptions {
  /** Folder of the built client to serve; defaults to dist/client. */
  clientDir?: string;
  /** Print Colyseus's greeting banner (off in tests). */
  greet?: boolean;
  /** Settings every table gets (reconnection wait, bot pace, message rate). */
  roomSettings?: Partial<RoomSettings>;
}

export interface RunningGameServer {
  server: Server;
  httpServer: HttpServer;
  /** The port actually bound (useful when 0 was asked for). */
  port: number;
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
  const httpServer = createServer();
  const server = defineServer({
    // Handler options win over a client's create options, so clients cannot change these.
    rooms: { trickerion: defineRoom(TrickerionRoom, { roomSettings: { ...DEFAULT_ROOM_SETTINGS, ...options.roomSettings } }) },
    transport: new WebSocketTransport({ server: httpServer }),
    greet: options.greet ?? false,
    gracefullyShutdown: false,
    express: (app) => {
      app.get("/health", (_req, res) => {
        res.json({ status: "ok", version: VERSION });
      });
      // The lobby listing: listed tables with their seats, phase and spectators.
      app.get("/api/tables", async (_req, res) => {
        const rooms = await matchMaker.query({ name: "trickerion", private: false });
        res.json(rooms.map((room) => ({ code: room.roomId, ...room.metadata })));
      });
      app.use(express.static(clientDir, { index: "index.html", maxAge: "1h", setHeaders: noCacheForHtml }));
      // Table links (/t/CODE) are client-side routes: answer them with the app shell.
      app.get(/^\/t\/[A-Za-z0-9]+\/?$/, (_req, res) => {
        const shell = path.join(clientDir, "index.html");
        if (existsSync(shell)) res.sendFile(shell, { headers: { "Cache-Control": "no-cache" } });
        else res.status(503).type("text").send("The client is not built yet: run `npm run build`.");
      });
    },
  });
  await server.listen(port, host);
  const bound = (httpServer.address() as AddressInfo).port;
  return {
    server,
    httpServer,
    port: bound,
    close: () => server.gracefullyShutdown(false),
  };
}

/** The HTML shell must never be cached, so a rebuilt client is picked up at once. */
function noCacheForHtml(res: express.Response, filePath: string): void {
  if (filePath.endsWith(".html")) res.setHeader("Cache-Control", "no-cache");
}
