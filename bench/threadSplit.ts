// The bench process's CPU split by thread over a window (issue 30: which threads the server's CPU per action
// goes to). Node 20 names every thread "node", so the threads are told apart by when they were made
// (Linux gives a process's threads rising ids, so sorting them is their order of creation):
// - the main thread (the event loop: every room, socket and timer callback, the scavenges' main part);
// - the next five, made before any JavaScript runs: V8's platform pool (`--v8-pool-size`, 4 by default: the
//   concurrent compiler, the parallel scavenge's helpers, concurrent marking and sweeping) and the thread
//   that runs the pool's delayed tasks; they cannot be told apart from outside, only by a profiler;
// - the rest of the startup threads (Node's signal watcher for the inspector, the module loader's thread);
// - libuv's pool (made together on its first use; fs, dns, zlib work);
// - threads made after the server started: worker threads (the SQLite writer of a file store, bot searches).
//
// The times are the scheduler's own per-thread run times (/proc/self/task/TID/schedstat, ns), the same
// source as scripts/runQueue.ts, so they add up to the process's CPU (process.cpuUsage) within the ticks.

import { readdirSync, readFileSync } from "node:fs";
import { stat } from "node:fs/promises";

const V8_POOL_THREADS = 5; // 4 pool workers + the delayed-task runner

export type ThreadGroup = "main" | "v8 platform" | "other startup" | "libuv pool" | "worker threads";
export const THREAD_GROUPS: readonly ThreadGroup[] = [
  "main",
  "v8 platform",
  "libuv pool",
  "worker threads",
  "other startup",
];

/** The process's threads at one moment: each one's group and its ns on a core so far. */
export type ThreadReading = Map<number, { group: ThreadGroup; ranNs: number }>;

const taskIds = (): number[] =>
  readdirSync("/proc/self/task")
    .map(Number)
    .sort((a, b) => a - b);

function ranNs(tid: number): number | null {
  try {
    return Number(readFileSync(`/proc/self/task/${tid}/schedstat`, "utf8").split(" ")[0]);
  } catch {
    return null; // ended meanwhile
  }
}

/** Which threads exist before the server starts, to tell later ones apart. Null where /proc does not say. */
export interface ThreadMap {
  startup: number[];
  libuv: Set<number>;
}

/**
 * Call before the server starts: notes the startup threads, then makes libuv start its pool (one fs call)
 * so that the threads it adds are known to be the pool's.
 */
export async function mapThreads(): Promise<ThreadMap | null> {
  let before: number[];
  try {
    before = taskIds();
  } catch {
    return null;
  }
  await stat(".");
  const libuv = new Set(taskIds().filter((t) => !before.includes(t)));
  return { startup: before, libuv };
}

function groupOf(map: ThreadMap, tid: number): ThreadGroup {
  if (tid === process.pid) return "main";
  const at = map.startup.indexOf(tid);
  if (at >= 1 && at <= V8_POOL_THREADS) return "v8 platform";
  if (at > V8_POOL_THREADS) return "other startup";
  // A libuv pool started before mapThreads (a module loaded with fs's async calls) was counted as startup
  // threads after V8's: it then shows under "other startup".
  return map.libuv.has(tid) ? "libuv pool" : "worker threads";
}

export function readThreads(map: ThreadMap | null): ThreadReading | null {
  if (!map) return null;
  const reading: ThreadReading = new Map();
  for (const tid of taskIds()) {
    const ns = ranNs(tid);
    if (ns !== null) reading.set(tid, { group: groupOf(map, tid), ranNs: ns });
  }
  return reading;
}

/** µs of CPU per group between two readings, divided by `per` (e.g. the actions in the window). */
export function splitByGroup(before: ThreadReading, after: ThreadReading, per: number): Map<ThreadGroup, number> {
  const split = new Map<ThreadGroup, number>(THREAD_GROUPS.map((g) => [g, 0]));
  for (const [tid, t] of after) {
    // A thread made within the window counts from zero; one that ended within it is lost (its time with it).
    const ns = t.ranNs - (before.get(tid)?.ranNs ?? 0);
    split.set(t.group, split.get(t.group)! + ns / 1000 / Math.max(1, per));
  }
  return split;
}
