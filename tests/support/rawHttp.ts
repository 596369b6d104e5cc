import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from "node:http";

export interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Body bytes written before the server answered (a refused body is answered before it is all sent). */
  sent: number;
}

/**
 * One HTTP request with full control of what goes out: `body` is written as given, or `stream` bytes
 * are written in chunks until the server answers (chunked when no Content-Length header is given),
 * `headersOnly` announces a body and sends none of it. Resolves with the server's answer.
 */
export function rawRequest(
  url: string,
  options: {
    method?: string;
    headers?: OutgoingHttpHeaders;
    body?: string | Buffer;
    stream?: number;
    headersOnly?: boolean;
  },
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request(url, { method: options.method ?? "POST", headers: options.headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          sent,
        }),
      );
      res.on("error", reject);
    });
    // The server closing a refused request while bytes are still going out is expected.
    req.on("error", (e) => {
      if (!answered) reject(e);
    });
    if (options.headersOnly) {
      req.flushHeaders();
      return;
    }
    if (options.stream !== undefined) {
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = (): void => {
        while (!answered && sent < options.stream! && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once("drain", pump);
            return;
          }
        }
        if (!answered && !req.destroyed) req.end();
      };
      pump();
      return;
    }
    if (options.body !== undefined) sent = Buffer.byteLength(options.body);
    req.end(options.body);
  });
}
