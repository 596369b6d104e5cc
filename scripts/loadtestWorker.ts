// What the load harness's parent (loadtest.ts) and its client processes (loadtestClients.ts) tell each other over
// the IPC channel: the settings a client process starts with, the parent's commands, and the client's reports.

/** What a client process tells the parent: counts since its last report, and its state now. */
export interface WorkerReport {
  actions: number;
  /** Action → reply times (ms) of the actions sent while measuring, since the last report. */
  latencies: number[];
  /**
   * The same actions split by the server's stamps (ServerStamps, one monotonic clock for every process here),
   * as [to the server, in the server, back] in ms: request written → read by the server (the server's event
   * loop was busy, mostly), read → patch handed to the sockets (checks, engine, store commit, mirror, encode),
   * patch → reply read here (this process's event loop was busy, mostly). Same order as `latencies`.
   */
  legs: [number, number, number][];
  refused: Record<string, number>;
  errors: string[];
  gamesFinished: number;
  tablesOpen: number;
  clients: number;
  /** This process's CPU time so far (µs, user + system). */
  cpuMicros: number;
  /** This process's event-loop delay since the last report (ms): how late its timers and socket reads ran. */
  loopDelay: { p99: number; max: number };
  /** This process's garbage-collection pauses since the last report: how many, their total and the longest (ms). */
  gc: { count: number; ms: number; max: number };
  /** Of this process's playing tables: how many seats must act now, in all, and tables by phase. */
  seatsActing: number;
  phases: Record<string, number>;
}

/** What the parent tells a client process. */
export type WorkerCommand = { kind: "measure" } | { kind: "stop" };

export interface WorkerSettings {
  urls: string[];
  tables: number;
  worker: number;
  workers: number;
  /** When the first table opens (epoch ms), and the ramp over which all tables open. */
  startAt: number;
  rampMs: number;
  spectators: number;
  thinkMin: number;
  thinkMax: number;
  /** Tables numbered below this seat two search bots (seats 3 and 4) at `botLevel` beside two people. */
  botTables: number;
  botLevel: string;
}

/** A report with nothing counted yet: a client process starts each period from it, the parent each worker. */
export function emptyReport(): WorkerReport {
  return {
    actions: 0,
    latencies: [],
    legs: [],
    refused: {},
    errors: [],
    gamesFinished: 0,
    tablesOpen: 0,
    clients: 0,
    cpuMicros: 0,
    loopDelay: { p99: 0, max: 0 },
    gc: { count: 0, ms: 0, max: 0 },
    seatsActing: 0,
    phases: {},
  };
}
