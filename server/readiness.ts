/**
 * Whether this process should be sent players, in one place so every part of the server (and
 * the load balancer, through GET /health) reads the same answer:
 * - `starting`: listening, but unfinished tables are still being restored; a page that joined now
 *   could find its table missing, so it must wait;
 * - `ready`: every unfinished table is back; joins go through;
 * - `draining`: shutting down; no new players (to be set on SIGTERM, issue #15).
 */
export type Readiness = "starting" | "ready" | "draining";

export class ServerReadiness {
  private current: Readiness = "starting";
  private readonly waiting: (() => void)[] = [];

  get state(): Readiness {
    return this.current;
  }

  /** True only when players should be sent here. */
  get ready(): boolean {
    return this.current === "ready";
  }

  /** Moves on: starting → ready → draining. Going back is refused (a draining server never becomes ready again). */
  set(next: Readiness): void {
    const order: Readiness[] = ["starting", "ready", "draining"];
    if (order.indexOf(next) < order.indexOf(this.current)) {
      throw new Error(`readiness cannot go back from ${this.current} to ${next}`);
    }
    this.current = next;
    if (next === "ready") for (const resolve of this.waiting.splice(0)) resolve();
  }

  /**
   * Resolves once the server is ready (at once if it is). A restored table's wait for its people
   * counts from here: before it, pages are told to wait, so nobody could have come back.
   * Never resolves on a server that drains before it was ready (its tables come back elsewhere).
   */
  whenReady(): Promise<void> {
    if (this.current === "ready") return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** What GET /health answers: 200 when ready, else 503 (so load balancers and pages wait). */
export function healthReply(
  readiness: ServerReadiness,
  version: string,
): { status: number; body: { status: Readiness; version: string } } {
  return { status: readiness.ready ? 200 : 503, body: { status: readiness.state, version } };
}
