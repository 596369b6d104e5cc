import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/**
 * The process's Prometheus metrics (prom-client), served as text by `GET /metrics`. One registry
 * per process: several test servers in one process share it, as they share the process.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: "trickerion_" });

/** What a live room reports for the gauges (counted when Prometheus scrapes, not on every change). */
export interface RoomFigures {
  playing: boolean;
  seatedPeople: number;
  connectedPeople: number;
  spectators: number;
}

/** The rooms this process carries: the gauges count them, and a shutdown drains them. */
export const liveRooms = new Set<{ figures(): RoomFigures; drain(): Promise<void> }>();

const tables = new Gauge({
  name: "trickerion_tables",
  help: "Tables carried by this process, by status (lobby or playing; a finished table stays until its people leave).",
  labelNames: ["status"] as const,
  registers: [registry],
  collect() {
    let lobby = 0;
    let playing = 0;
    for (const room of liveRooms) room.figures().playing ? playing++ : lobby++;
    this.set({ status: "lobby" }, lobby);
    this.set({ status: "playing" }, playing);
  },
});
void tables;

new Gauge({
  name: "trickerion_seats",
  help: "Seats held by people at this process's tables, by whether their connection is up.",
  labelNames: ["connected"] as const,
  registers: [registry],
  collect() {
    let up = 0;
    let seated = 0;
    for (const room of liveRooms) {
      const f = room.figures();
      up += f.connectedPeople;
      seated += f.seatedPeople;
    }
    this.set({ connected: "yes" }, up);
    this.set({ connected: "no" }, seated - up);
  },
});

new Gauge({
  name: "trickerion_spectators",
  help: "Spectators connected to this process's tables.",
  registers: [registry],
  collect() {
    let n = 0;
    for (const room of liveRooms) n += room.figures().spectators;
    this.set(n);
  },
});

const actions = new Counter({
  name: "trickerion_actions_total",
  help: "Accepted game actions (people's and bots'); rate() of it is actions per second.",
  registers: [registry],
});

// Buckets in seconds from 50 µs to 1 s: an action normally takes well under a millisecond here.
const LATENCY_BUCKETS = [0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];

const actionSeconds = new Histogram({
  name: "trickerion_action_seconds",
  help: "Server time per accepted action: checks, engine, store write, mirroring and the patch.",
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const storeWriteSeconds = new Histogram({
  name: "trickerion_store_write_seconds",
  help: "Time to commit one accepted action to the store (SQLite or PostgreSQL, whichever this process uses).",
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

// The histograms have no labels: their one child is bound once here, so an observation builds no label object.
const observeActionSeconds = actionSeconds.labels().observe;
const observeStoreSeconds = storeWriteSeconds.labels().observe;

/** One accepted action took `ms` milliseconds of server time. */
export function observeAction(ms: number): void {
  actions.inc(1);
  observeActionSeconds(ms / 1000);
}

/** One accepted action's store write took `ms` milliseconds. */
export function observeStoreWrite(ms: number): void {
  observeStoreSeconds(ms / 1000);
}
