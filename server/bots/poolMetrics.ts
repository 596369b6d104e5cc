import { Counter, Histogram } from "prom-client";
import { registry } from "../metrics";

// The bots' pool on /metrics: how long decisions waited for a thread and the budget they got (the load test prints
// both, docs/server.md), and how many ended in a failed search.

export const botQueueSeconds = new Histogram({
  name: "trickerion_bot_queue_seconds",
  help: "How long a bot decision or hint waited for a worker thread of the pool.",
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const botBudgetSeconds = new Histogram({
  name: "trickerion_bot_budget_seconds",
  help: "The thinking time a bot decision or hint was given (its level's, shrunk when the pool is busy).",
  buckets: [0, 0.01, 0.02, 0.05, 0.1, 0.15, 0.25, 0.5, 0.75, 1],
  registers: [registry],
});

export const botDecisions = new Counter({
  name: "trickerion_bot_decisions_total",
  help: "Bot decisions and hints asked of the pool, by result (ok, or failed: the thread crashed or threw).",
  labelNames: ["result"] as const,
  registers: [registry],
});
