import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import type { EdgeSettings } from "./edgeSettings";
import { EdgeRefusal } from "./refusal";

/** What an address is counted for. */
export type LimitedKind = "create" | "join" | "pair";

const WHAT: Record<LimitedKind, string> = {
  create: "tables created",
  join: "joins",
  pair: "phone codes tried",
};

/**
 * Per-address budgets, one fixed one-minute window each (rate-limiter-flexible's in-memory limiter: a
 * maintained library whose keys expire on their own, so a flood of addresses costs memory for a minute
 * only). Each process counts on its own; several processes behind one proxy give an address that many
 * budgets, which is still far below a flood.
 */
export class EdgeRateLimits {
  private readonly limiters = new Map<LimitedKind, RateLimiterMemory>();

  constructor(settings: Pick<EdgeSettings, "createsPerMinute" | "joinsPerMinute" | "pairsPerMinute">) {
    const perMinute: Record<LimitedKind, number> = {
      create: settings.createsPerMinute,
      join: settings.joinsPerMinute,
      pair: settings.pairsPerMinute,
    };
    for (const kind of Object.keys(perMinute) as LimitedKind[]) {
      if (perMinute[kind] > 0)
        this.limiters.set(kind, new RateLimiterMemory({ keyPrefix: kind, points: perMinute[kind], duration: 60 }));
    }
  }

  /** Counts one `kind` for `key`; throws a 429 refusal (with Retry-After) once the minute's budget is spent. */
  async take(kind: LimitedKind, key: string): Promise<void> {
    const limiter = this.limiters.get(kind);
    if (!limiter) return;
    try {
      await limiter.consume(key);
    } catch (e) {
      if (!(e instanceof RateLimiterRes)) throw e;
      const seconds = Math.max(1, Math.ceil(e.msBeforeNext / 1000));
      throw new EdgeRefusal(
        429,
        "RATE_LIMITED",
        `Too many ${WHAT[kind]} from this address: try again in ${seconds} s.`,
        {
          "Retry-After": String(seconds),
        },
      );
    }
  }
}
