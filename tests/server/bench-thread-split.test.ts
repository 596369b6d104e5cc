// The network bench's CPU split by thread (bench/threadSplit.ts): the groups must add up to the process's own CPU
// and put each thread's time where it was spent, or the per-action figures in docs/server.md mean nothing.
import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { mapThreads, readThreads, splitByGroup } from "../../bench/threadSplit";

const linux = process.platform === "linux";

// Busy until this thread has run `ms` on a core, by its own clock: on a loaded machine wall time is not CPU time.
// The same text runs in the worker (an eval'd CommonJS script), hence a string.
const SPIN = `function spin(ms) {
  const { readFileSync } = require("node:fs");
  const ran = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  const end = ran() + ms;
  while (ran() < end) {}
}`;

function spin(ms: number): void {
  const ran = (): number => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  const end = ran() + ms;
  while (ran() < end) {
    // busy on purpose
  }
}

describe.runIf(linux)("the bench's CPU split by thread", () => {
  it("adds up to the process's CPU and counts the main thread's work as the main thread's", async () => {
    const map = await mapThreads();
    const before = readThreads(map)!;
    const cpu0 = process.cpuUsage();
    spin(120);
    const used = process.cpuUsage(cpu0);
    const split = splitByGroup(before, readThreads(map)!, 1);
    const sum = [...split.values()].reduce((a, b) => a + b, 0);
    const cpu = used.user + used.system;
    // schedstat (ns) and getrusage (µs) are two clocks of the same time: a few ms apart at most.
    expect(Math.abs(sum - cpu)).toBeLessThan(15_000 + cpu * 0.1);
    expect(split.get("main")!).toBeGreaterThan(100_000);
    expect(split.get("worker threads")!).toBeLessThan(20_000);
  });

  it("puts a worker thread started after the map under worker threads, not the main thread or V8's pool", async () => {
    const map = await mapThreads();
    const before = readThreads(map)!;
    const worker = new Worker(`${SPIN}; spin(150); require("node:worker_threads").parentPort.postMessage("done");`, {
      eval: true,
    });
    await new Promise<void>((resolve, reject) => {
      worker.once("message", () => resolve());
      worker.once("error", reject);
    });
    const after = readThreads(map)!;
    await worker.terminate();
    const split = splitByGroup(before, after, 1);
    expect(split.get("worker threads")!).toBeGreaterThan(120_000);
    expect(split.get("v8 platform")!).toBeLessThan(100_000);
    expect([...after.values()].filter((t) => t.group === "main")).toHaveLength(1);
    expect([...after.values()].filter((t) => t.group === "v8 platform").length).toBeLessThanOrEqual(5);
  });
});
