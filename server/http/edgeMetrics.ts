import { Counter } from "prom-client";
import { registry } from "../metrics";
import type { EdgeCode } from "./refusal";

/** Requests the edge refused, by code: a flood shows here (and nowhere in the log, which it would fill). */
const refused = new Counter({
  name: "trickerion_http_refused_total",
  help: "HTTP requests refused at the edge before reaching any route, by refusal code (BODY_TOO_LARGE, RATE_LIMITED…).",
  labelNames: ["code"] as const,
  registers: [registry],
});

export function countRefusal(code: EdgeCode): void {
  refused.inc({ code });
}
