import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { Histogram } from "prom-client";
import { registry } from "../metrics";

/** One write of the group commit, as the writer thread runs it (sqliteWriter.cjs). */
export type WriteOp =
  | { kind: "append"; code: string; index: number; seat: number; action: string; scores: string | null; now: number }
  | { kind: "undo"; code: string; index: number; now: number }
  /** Who sits where (lobby changes: sit, stand, rename, bots; paired phones): the `seats` column as JSON. */
  | { kind: "seats"; code: string; seats: string; now: number }
  /** A paced table's clocks (issue 29): the `clocks` column as JSON. */
  | { kind: "clocks"; code: string; clocks: string }
  /** One chat line (issue 29). */
  | { kind: "chat"; code: string; n: number; at: number; channel: string; seat: number; name: string; text: string }
  /** Renews the leases of this server's unfinished tables until `until`; answers their codes. */
  | { kind: "renew"; until: number };

/** The SQL of the writer thread's statements: the same text the main thread prepares (SqliteStore.ts). */
export interface WriterSql {
  advance: string;
  insertAction: string;
  finish: string;
  retreat: string;
  deleteAction: string;
  renew: string;
  held: string;
  saveSeats: string;
  saveClocks: string;
  insertChat: string;
}

// Buckets from 0.1 ms to 1 s: an fsync takes ~0.3 ms on this machine's disk when nothing else writes.
const THREAD_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1];
/** What the disk itself costs: split from `trickerion_store_write_seconds`, which also counts waiting for the main loop. */
const batchSeconds = new Histogram({
  name: "trickerion_store_batch_seconds",
  help: "SQLite writer thread: time to commit one group of writes (one transaction, its fsync included).",
  buckets: THREAD_BUCKETS,
  registers: [registry],
}).labels();

type Waiting = { op: WriteOp; resolve: (result: unknown) => void; reject: (e: unknown) => void };
type Reply =
  | { kind: "batch"; id: number; failures?: (string | null)[]; results?: unknown[]; error?: string; ms?: number }
  | { kind: "closed" };

/**
 * Group commit on a thread of its own. better-sqlite3 is synchronous: a commit with `synchronous =
 * FULL` waits for the disk's fsync (here 2 ms typically, and 15-100 ms when a WAL checkpoint or the
 * disk is busy), and on the main thread that wait stopped every table of the process. Here the
 * main thread queues each accepted action's write and awaits it; the writer thread commits what
 * was queued during one turn of the event loop as one transaction (one fsync), while the main
 * thread goes on serving. Writes queued while a batch is being committed form the next batch.
 * Each write resolves once its batch is committed, so every action is on disk before anything
 * about it is sent, as before; a write that fails (its savepoint rolled back) rejects alone.
 */
export class SqliteWriter {
  private readonly worker: Worker;
  private queued: Waiting[] = [];
  private inFlight: { id: number; items: Waiting[] } | null = null;
  private nextId = 1;
  private scheduled = false;
  private failed: Error | null = null;
  private closing: Promise<void> | null = null;

  constructor(file: string, owner: string, sql: WriterSql) {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    this.worker = new Worker(new URL("./sqliteWriter.cjs", import.meta.url), {
      workerData: { file, owner, sql, driver },
    });
    this.worker.unref(); // idle, it must not keep the process alive; `submit` holds it while writes are due
    this.worker.on("message", (reply: Reply) => this.settle(reply));
    this.worker.on("error", (e) => this.fail(e));
    this.worker.on("exit", (code) => {
      if (!this.closing) this.fail(new Error(`the SQLite writer thread stopped (exit code ${code})`));
    });
  }

  /** Queues one write for the next batch; resolves once it is committed (a renewal with the held tables' codes). */
  submit(op: WriteOp): Promise<unknown> {
    if (this.failed) return Promise.reject(this.failed);
    if (this.closing) return Promise.reject(new Error("the store is closed"));
    return new Promise((resolve, reject) => {
      this.queued.push({ op, resolve, reject });
      this.worker.ref();
      // Writes of one turn of the event loop go together (the tables answering one burst of messages).
      if (!this.inFlight && !this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.flush();
        });
      }
    });
  }

  /** Commits what is queued, then stops the thread. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      while (this.inFlight || this.queued.length) {
        if (!this.inFlight) this.flush();
        await new Promise((r) => setTimeout(r, 1));
      }
      if (this.failed) {
        await this.worker.terminate();
        return;
      }
      const closed = new Promise<void>((resolve) => this.worker.once("exit", () => resolve()));
      this.worker.ref();
      this.worker.postMessage({ kind: "close" });
      await closed;
    })();
    return this.closing;
  }

  private flush(): void {
    if (this.inFlight || !this.queued.length || this.failed) return;
    const items = this.queued;
    this.queued = [];
    this.inFlight = { id: this.nextId++, items };
    this.worker.postMessage({ kind: "batch", id: this.inFlight.id, ops: items.map((w) => w.op) });
  }

  private settle(reply: Reply): void {
    if (reply.kind === "closed") {
      void this.worker.terminate();
      return;
    }
    const batch = this.inFlight;
    if (!batch || batch.id !== reply.id) return;
    this.inFlight = null;
    if (reply.ms !== undefined) batchSeconds.observe(reply.ms / 1000);
    batch.items.forEach((w, i) => {
      const failure = reply.error ?? reply.failures?.[i] ?? null;
      if (failure === null) w.resolve(reply.results?.[i] ?? null);
      else w.reject(new Error(failure));
    });
    if (this.queued.length) this.flush();
    else if (!this.closing) this.worker.unref();
  }

  private fail(e: Error): void {
    this.failed = e;
    const items = [...(this.inFlight?.items ?? []), ...this.queued];
    this.inFlight = null;
    this.queued = [];
    for (const w of items) w.reject(e);
  }
}
