// How long a process's threads ran and how long they waited for a core, from Linux's per-thread scheduler
// statistics (/proc/PID/task/TID/schedstat: ns on a core, ns runnable but waiting on a run queue, times run).
// On a machine shared with other work, the waiting is the machine's load: a server thread that waits for a core
// while an action is pending adds that wait to the action's latency, whatever the server's own work costs.

import { readdirSync, readFileSync } from "node:fs";

/** Scheduler time of one process: its main thread (the event loop) and all its threads. */
export interface SchedTimes {
  main: ThreadTimes;
  all: ThreadTimes;
}

interface ThreadTimes {
  /** ns on a core. */
  ran: number;
  /** ns runnable but waiting for a core. */
  waited: number;
  /** How many times it was put on a core. */
  slices: number;
}

const zero = (): ThreadTimes => ({ ran: 0, waited: 0, slices: 0 });

function threadTimes(file: string): ThreadTimes | null {
  try {
    const [ran, waited, slices] = readFileSync(file, "utf8").trim().split(/\s+/).map(Number);
    return { ran: ran!, waited: waited!, slices: slices! };
  } catch {
    return null; // the thread (or the process) ended meanwhile
  }
}

/** The process's times so far, or null where /proc does not say (not Linux, or the process is gone). */
export function schedTimes(pid: number): SchedTimes | null {
  const main = threadTimes(`/proc/${pid}/task/${pid}/schedstat`);
  if (!main) return null;
  const all = zero();
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  for (const tid of tasks) {
    const t = threadTimes(`/proc/${pid}/task/${tid}/schedstat`);
    if (!t) continue;
    all.ran += t.ran;
    all.waited += t.waited;
    all.slices += t.slices;
  }
  return { main, all };
}

/**
 * "main thread ran R ms/s, waited W ms/s for a core (A ms a wait on average); all threads ran …" between two
 * readings `seconds` apart. Threads that started between them are counted from zero.
 */
export function describeWaits(before: SchedTimes | null, after: SchedTimes | null, seconds: number): string {
  if (!before || !after) return "not known here";
  const part = (b: ThreadTimes, a: ThreadTimes): string => {
    const ran = (a.ran - b.ran) / 1e6 / seconds;
    const waited = (a.waited - b.waited) / 1e6 / seconds;
    const slices = Math.max(1, a.slices - b.slices);
    return `ran ${ran.toFixed(0)} ms/s, waited ${waited.toFixed(0)} ms/s for a core (${((a.waited - b.waited) / 1e6 / slices).toFixed(2)} ms a time)`;
  };
  return `main thread ${part(before.main, after.main)}; all threads ${part(before.all, after.all)}`;
}
