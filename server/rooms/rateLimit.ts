/**
 * The per-connection soft limit on messages (issue 16): beyond `perSecond` in one clock second a
 * message is refused with FLOOD and changes nothing; only the first one over is answered, so a
 * flood gets one reply. (Far past it the transport disconnects: `maxMessagesPerSecond`.)
 */
export class MessageRate {
  private readonly counts = new Map<string, { second: number; count: number }>();

  constructor(readonly perSecond: number) {}

  /** "ok" to go on, "over" for the first message past the limit (to be answered FLOOD), "flooded" after it. */
  take(session: string): "ok" | "over" | "flooded" {
    const second = Math.floor(Date.now() / 1000);
    const entry = this.counts.get(session);
    if (!entry || entry.second !== second) {
      this.counts.set(session, { second, count: 1 });
      return "ok";
    }
    entry.count++;
    if (entry.count <= this.perSecond) return "ok";
    return entry.count === this.perSecond + 1 ? "over" : "flooded";
  }

  forget(session: string): void {
    this.counts.delete(session);
  }
}
