// Keeping connections alive without a stall every few seconds.
//
// Colyseus's WebSocket transport pings every connection in one go every 3 s and drops one that missed
// 2 pongs. With 5,000 connections (1,000 tables) that is 5,000 socket writes in a single task, and 5,000
// pongs read right after: the server's loop stalls for tens of milliseconds every 3 s, and every action
// that arrives meanwhile waits. The same rule, spread: each connection is still pinged once per interval
// and dropped after the same number of missed pongs, but a short timer pings one slice of them per tick.
import { WebSocketTransport } from "@colyseus/ws-transport";

/** What the heartbeat needs of a connection (the `ws` socket, with the transport's pong counter). */
export interface Pingable {
  /** Pings sent since the last pong (the transport resets it to 0 on every pong). */
  pingCount?: number;
  readonly readyState: number;
  ping(callback: (error?: Error) => void): void;
  terminate(): void;
}

const OPEN = 1;
const noop = (): void => {};

/** How often a slice of the connections is pinged. */
export const HEARTBEAT_TICK_MS = 100;

/**
 * One round per interval: at its start, the connections open then are listed, and each tick pings the
 * next slice, so every one of them is pinged exactly once in the round, the last no later than the
 * round's end. A connection opened during a round waits for the next one (it was just heard from).
 */
export class SpreadHeartbeat {
  private round: Pingable[] = [];
  private next = 0;
  private tickInRound = 0;
  private readonly ticksPerRound: number;

  constructor(
    private readonly connections: () => Iterable<Pingable>,
    intervalMs: number,
    private readonly maxMissed: number,
    tickMs = HEARTBEAT_TICK_MS,
  ) {
    this.ticksPerRound = Math.max(1, Math.round(intervalMs / tickMs));
  }

  /** One tick of the timer: start a round when the last one's time is up, then ping this tick's slice. */
  tick(): void {
    if (this.tickInRound === 0) {
      this.round = Array.from(this.connections());
      this.next = 0;
    }
    const ticksLeft = this.ticksPerRound - this.tickInRound;
    const slice = Math.ceil((this.round.length - this.next) / ticksLeft);
    const end = Math.min(this.round.length, this.next + slice);
    for (; this.next < end; this.next++) this.beat(this.round[this.next]!);
    this.tickInRound = (this.tickInRound + 1) % this.ticksPerRound;
    if (this.tickInRound === 0) this.round = []; // let closed connections go
  }

  private beat(connection: Pingable): void {
    if (connection.readyState !== OPEN) return;
    const missed = connection.pingCount ?? 0;
    if (missed >= this.maxMissed) {
      connection.terminate();
      return;
    }
    connection.pingCount = missed + 1;
    connection.ping(noop);
  }
}

/** Colyseus's WebSocket transport with the spread heartbeat in place of its all-at-once one. */
export class SpreadPingTransport extends WebSocketTransport {
  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    const heartbeat = new SpreadHeartbeat(() => this.wss.clients as Iterable<Pingable>, pingInterval, pingMaxRetries);
    // The transport clears `pingInterval` when its server closes.
    this.pingInterval = setInterval(() => heartbeat.tick(), HEARTBEAT_TICK_MS);
    this.pingInterval.unref();
  }
}
