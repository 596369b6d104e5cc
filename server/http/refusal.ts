import type { ServerResponse } from "node:http";

/**
 * The stable codes of requests refused at the HTTP edge (server/http/edgeGuard.ts). A client acts on the
 * code; the message is for the person reading a log or a terminal.
 */
export type EdgeCode =
  | "BODY_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "BAD_JSON"
  | "BAD_OPTIONS"
  | "METHOD_NOT_ALLOWED"
  | "ORIGIN_NOT_ALLOWED"
  | "RATE_LIMITED"
  | "REQUEST_TIMEOUT";

/** A request the edge turns away before anything behind it sees the request. */
export class EdgeRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: EdgeCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Answers a refusal as JSON: `{ code, error }` (`error` is where the Colyseus SDK reads a matchmaking
 * failure's message from). The connection is closed after the answer when the request may still be
 * sending a body nobody will read, so a client cannot keep streaming into a refused request.
 */
export function sendRefusal(res: ServerResponse, refusal: EdgeRefusal, closeAfter: boolean): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = JSON.stringify({ code: refusal.code, error: refusal.message });
  res.writeHead(refusal.status, {
    ...refusal.headers,
    "Content-Type": "application/json; charset=utf-8",
    "Content-Length": Buffer.byteLength(body).toString(),
    "Cache-Control": "no-store",
    ...(closeAfter ? { Connection: "close" } : {}),
  });
  res.end(body);
}
