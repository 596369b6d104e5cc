import { WebSocketClient } from "@colyseus/ws-transport";

/**
 * Records every frame the server writes to each client's socket, by session id: the bytes that
 * really go out (full state on join, patches, messages), before WebSocket framing.
 */
export class WireTap {
  private readonly frames = new Map<string, Uint8Array[]>();
  private original: WebSocketClient["raw"] | null = null;

  install(): this {
    const frames = this.frames;
    const original = WebSocketClient.prototype.raw;
    this.original = original;
    WebSocketClient.prototype.raw = function (this: WebSocketClient, data: Uint8Array | Buffer, ...rest: unknown[]) {
      const list = frames.get(this.sessionId) ?? [];
      list.push(Uint8Array.from(data));
      frames.set(this.sessionId, list);
      return (original as (...args: unknown[]) => void).call(this, data, ...rest);
    } as WebSocketClient["raw"];
    return this;
  }

  uninstall(): void {
    if (this.original) WebSocketClient.prototype.raw = this.original;
  }

  /** The frames sent to one session so far. */
  framesOf(sessionId: string): Uint8Array[] {
    return this.frames.get(sessionId) ?? [];
  }

  /** How many frames a session has received (a mark to slice from later). */
  mark(sessionId: string): number {
    return this.framesOf(sessionId).length;
  }

  /** All bytes sent to a session since `from` (a mark), concatenated. */
  bytesSince(sessionId: string, from = 0): Buffer {
    return Buffer.concat(this.framesOf(sessionId).slice(from));
  }

  totalBytes(sessionId: string): number {
    return this.framesOf(sessionId).reduce((n, f) => n + f.length, 0);
  }
}
