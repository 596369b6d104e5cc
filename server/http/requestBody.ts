import type { IncomingMessage } from "node:http";
import { EdgeRefusal } from "./refusal";

/** Whether the request announces a body (a length above zero, or a chunked one of unknown length). */
export function announcesBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return length.trim() !== "0";
  return req.headers["transfer-encoding"] !== undefined;
}

/** The Content-Length header's figure when it is over `limit`, checked before a single byte is read. */
export function refuseDeclaredLength(req: IncomingMessage, limit: number): void {
  const raw = req.headers["content-length"];
  if (raw === undefined) return;
  // Node refuses a malformed or doubled Content-Length itself; a huge number is still a number here.
  const declared = Number(raw);
  if (!Number.isFinite(declared) || declared > limit) throw tooLarge(limit);
}

/**
 * Reads the whole body, counting bytes as they arrive and giving up the moment the count passes
 * `limit`: a chunked body (no Content-Length) or one longer than its header said is cut off there,
 * so at most `limit` bytes are ever held for one request. A body still incomplete after `timeoutMs` is refused.
 */
export function readLimitedBody(req: IncomingMessage, limit: number, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    // A body trickled a byte at a time would hold its connection for Node's 5-minute request timeout.
    const timer = setTimeout(
      () =>
        finish(
          new EdgeRefusal(408, "REQUEST_TIMEOUT", `The request body did not arrive within ${timeoutMs / 1000} s.`),
        ),
      timeoutMs,
    );
    const finish = (error: Error | null): void => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("aborted", onAborted);
      if (error) {
        // Stop reading: what is still on its way is never buffered.
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks, size));
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) finish(tooLarge(limit));
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish(null);
    const onError = (e: Error): void => finish(e);
    const onAborted = (): void => finish(new Error("the request was aborted"));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("aborted", onAborted);
  });
}

function tooLarge(limit: number): EdgeRefusal {
  return new EdgeRefusal(413, "BODY_TOO_LARGE", `The request body is larger than ${limit} bytes.`);
}
