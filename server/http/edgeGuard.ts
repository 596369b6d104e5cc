import type { IncomingMessage, Server as HttpServer, ServerResponse } from "node:http";
import { matchMaker } from "@colyseus/core";
import { clientAddress, pinAddress, rateKey } from "./clientAddress";
import { countRefusal } from "./edgeMetrics";
import type { EdgeSettings } from "./edgeSettings";
import { matchmakeOptionsProblem } from "./matchmakeOptions";
import { OriginPolicy } from "./origins";
import { EdgeRateLimits, type LimitedKind } from "./rateLimits";
import { EdgeRefusal, sendRefusal } from "./refusal";
import { announcesBody, readLimitedBody, refuseDeclaredLength } from "./requestBody";

/** Colyseus's matchmaking methods and what each one costs the sender's address. */
const MATCHMAKE_COST: Record<string, LimitedKind> = {
  create: "create",
  joinOrCreate: "create",
  join: "join",
  joinById: "join",
  reconnect: "join",
};
const MATCHMAKE_PATH = /^\/matchmake\/([^/]+)\/[^/]+$/;
/** Methods that never carry a body here; every other one is refused outside matchmaking. */
const READ_ONLY = new Set(["GET", "HEAD"]);
const CORS_METHODS = "GET, HEAD, POST";
const CORS_HEADERS = "Content-Type, Authorization";

/**
 * Puts the edge in front of every HTTP route of `httpServer` (matchmaking, /api, the replay routes, the
 * static client and anything Colyseus adds): it takes the server's request listeners and calls them only
 * for a request that passed, so nothing behind it sees a refused one. Call it after Colyseus has bound
 * its routes (`server.listen`). In order:
 *
 * 1. origin: a browser page of another site (an Origin header that is neither this host nor in
 *    ALLOWED_ORIGINS) may read nothing (no CORS header) and may send nothing but GET/HEAD;
 * 2. method: only GET/HEAD anywhere, plus POST to /matchmake/<method>/<room>;
 * 3. rate: creates and joins per address (rateLimits.ts), before any byte of the body is read;
 * 4. body: its Content-Length over the limit is refused unread; a chunked or lying body is cut off
 *    the moment its bytes pass the limit, a slow one when its time is up; it must be `application/json`, parse, and be a small flat
 *    plain object (matchmakeOptions.ts); a phone code in it is counted per address too;
 * 5. the parsed options are handed on as `req.body`, which Colyseus's router uses instead of reading
 *    the stream again.
 */
export function installEdgeGuard(httpServer: HttpServer, settings: EdgeSettings): void {
  const origins = new OriginPolicy(settings.allowedOrigins);
  const limits = new EdgeRateLimits(settings);
  // Colyseus echoes any Origin on every response (its controller's CORS headers); the edge answers
  // CORS itself from the policy above, so Colyseus's part gives no origin at all.
  matchMaker.controller.getCorsHeaders = () => ({});
  delete (matchMaker.controller.DEFAULT_CORS_HEADERS as Record<string, string>)["Access-Control-Allow-Origin"];
  delete (matchMaker.controller.DEFAULT_CORS_HEADERS as Record<string, string>)["Access-Control-Allow-Credentials"];

  const behind = httpServer.listeners("request") as ((req: IncomingMessage, res: ServerResponse) => void)[];
  httpServer.removeAllListeners("request");
  const pass = (req: IncomingMessage, res: ServerResponse): void => {
    for (const listener of behind) listener.call(httpServer, req, res);
  };

  // Colyseus resolves a connection's address (AuthContext.ip, which wrong phone codes are counted against)
  // from X-Real-IP, then X-Forwarded-For, then the peer: headers a client connecting directly writes itself.
  // Pin them to the address the trusted-proxy rule gives, on WebSocket upgrades and requests alike.
  httpServer.prependListener("upgrade", (req: IncomingMessage) => pinAddress(req, settings.trustProxy));

  const guard = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    pinAddress(req, settings.trustProxy);
    const method = req.method ?? "GET";
    const path = (req.url ?? "/").split("?")[0]!;
    const origin = req.headers.origin;
    const host =
      settings.trustProxy > 0 ? (firstHeader(req.headers["x-forwarded-host"]) ?? req.headers.host) : req.headers.host;
    const foreign = origin !== undefined && !origins.allows(origin, host);
    if (origin !== undefined && !foreign) {
      res.setHeader("Access-Control-Allow-Origin", origin);
      // The Colyseus SDK fetches with `credentials: "include"`: without this the browser drops the answer.
      res.setHeader("Access-Control-Allow-Credentials", "true");
      res.setHeader("Vary", "Origin");
    }
    if (method === "OPTIONS") {
      // A preflight: the browser asks before a cross-site POST; only an allowed page gets a yes.
      if (foreign) throw new EdgeRefusal(403, "ORIGIN_NOT_ALLOWED", "Pages of this site may not use this server.");
      res.writeHead(204, {
        "Access-Control-Allow-Methods": CORS_METHODS,
        "Access-Control-Allow-Headers": CORS_HEADERS,
        "Access-Control-Max-Age": "600",
        Allow: CORS_METHODS,
      });
      res.end();
      return;
    }
    if (READ_ONLY.has(method)) {
      refuseDeclaredLength(req, settings.maxBodyBytes);
      pass(req, res);
      return;
    }
    // A page of another site may not send anything: a plain form POST needs no preflight.
    if (foreign) throw new EdgeRefusal(403, "ORIGIN_NOT_ALLOWED", "Pages of this site may not use this server.");
    const matchmake = method === "POST" ? MATCHMAKE_PATH.exec(path) : null;
    if (!matchmake)
      throw new EdgeRefusal(405, "METHOD_NOT_ALLOWED", `${method} is not accepted here.`, { Allow: "GET, HEAD" });
    const address = rateKey(clientAddress(req, settings.trustProxy));
    const cost = MATCHMAKE_COST[matchmake[1]!];
    if (cost) await limits.take(cost, address);
    refuseDeclaredLength(req, settings.maxBodyBytes);
    const type = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    if (announcesBody(req) && type !== "application/json") {
      throw new EdgeRefusal(
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "Matchmaking takes a JSON body (Content-Type: application/json).",
      );
    }
    const raw = (await readLimitedBody(req, settings.maxBodyBytes, settings.bodyTimeoutMs)).toString("utf8");
    let options: unknown = {};
    if (raw.trim() !== "") {
      try {
        options = JSON.parse(raw);
      } catch {
        throw new EdgeRefusal(400, "BAD_JSON", "The request body is not valid JSON.");
      }
    }
    const problem = matchmakeOptionsProblem(options);
    if (problem) throw new EdgeRefusal(400, "BAD_OPTIONS", `Bad options: ${problem}.`);
    if (typeof (options as { pairCode?: unknown }).pairCode === "string") await limits.take("pair", address);
    (req as IncomingMessage & { body?: unknown }).body = options;
    // Colyseus's router reads the body from `req.body` only when it finds a content type.
    if (!type) req.headers["content-type"] = "application/json";
    pass(req, res);
  };

  httpServer.on("request", (req: IncomingMessage, res: ServerResponse) => {
    guard(req, res).catch((e: unknown) => {
      if (e instanceof EdgeRefusal) {
        countRefusal(e.code);
        // Close the connection when a body may still be arriving: nobody will read it.
        sendRefusal(res, e, !req.complete);
        return;
      }
      console.error(
        `HTTP edge: ${req.method} ${(req.url ?? "").slice(0, 100)} failed: ${(e as Error)?.message ?? String(e)}`,
      );
      if (!res.headersSent) res.writeHead(400, { Connection: "close" });
      res.end();
    });
  });
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.split(",")[0]?.trim() || undefined;
}
