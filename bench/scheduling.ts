// How the network bench keeps its co-located clients from being counted as the server's time (Linux).
//
// The bench's clients (bench/networkClients.ts) stand in for browsers on other machines, but here they share
// the server's two cores. A client woken by the server's socket write is, under Linux's normal policy, allowed
// to preempt the server at once (wake-up preemption), so the client's decoding and move choice then run inside
// the server's timed span. SCHED_BATCH keeps the clients' share of the CPU (same weight as nice 0) but gives up
// wake-up preemption: a woken client runs when the server's thread blocks or its time slice ends.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export type ClientsPolicy = "batch" | "normal";

/** The policy asked for with BENCH_CLIENTS_POLICY ("batch" by default, "normal" for Linux's default). */
export function clientsPolicy(raw: string | undefined): ClientsPolicy {
  if (raw === undefined || raw === "" || raw === "batch") return "batch";
  if (raw === "normal") return "normal";
  throw new Error(`BENCH_CLIENTS_POLICY must be "batch" or "normal", got "${raw}"`);
}

/** Puts every thread of process `pid` under SCHED_BATCH with util-linux's chrt; false when that is not possible here. */
export function runAsBatch(pid: number): boolean {
  try {
    execFileSync("chrt", ["--batch", "--all-tasks", "--pid", "0", String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * How many times the calling thread has been preempted so far (Linux's nonvoluntary context switches), or
 * null where /proc does not say. Called on the server's main thread: a preemption inside an action's span
 * means something else held the core while the server had work to do.
 */
export function preemptionsSoFar(): number | null {
  try {
    const status = readFileSync("/proc/thread-self/status", "utf8");
    const match = /^nonvoluntary_ctxt_switches:\s+(\d+)$/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
