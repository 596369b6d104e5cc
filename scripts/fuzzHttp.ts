// The HTTP half of `npm run fuzz` (issue 26): while the hostile messages run, oversized, chunked,
// non-JSON and malformed bodies and a flood of creations go to the matchmaking route, /health is timed
// every 100 ms and the server's memory is sampled every 250 ms.
import { spawn } from "node:child_process";
import { rawRequest } from "../tests/support/rawHttp";

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const json = { "content-type": "application/json" };

/** One kind of hostile request and the answers that count as refusing it. */
interface Abuse {
  name: string;
  /** `join`: a join by code (its per-address limit is off in the fuzz, so every body meets the body checks); `create`: a creation. */
  route: "join" | "create";
  send(url: string): ReturnType<typeof rawRequest>;
  refusedWith: readonly number[];
  /** The server may close the connection while the body is still going out (its 413 then races the write). */
  cutOff?: boolean;
}

const EIGHT_MB = 8 * 1024 * 1024;
const ABUSES: readonly Abuse[] = [
  {
    name: "8 MB declared text/plain",
    route: "join",
    send: (url) =>
      rawRequest(url, {
        headers: { "content-type": "text/plain", "content-length": String(EIGHT_MB) },
        headersOnly: true,
      }),
    refusedWith: [413],
  },
  {
    name: "8 MB chunked JSON",
    route: "join",
    send: (url) => rawRequest(url, { headers: json, stream: EIGHT_MB }),
    refusedWith: [413],
    cutOff: true,
  },
  {
    name: "non-JSON text",
    route: "join",
    send: (url) => rawRequest(url, { headers: { "content-type": "text/plain" }, body: "x".repeat(4000) }),
    refusedWith: [415],
  },
  {
    name: "malformed JSON",
    route: "join",
    send: (url) => rawRequest(url, { headers: json, body: '{"players": 2,' }),
    refusedWith: [400],
  },
  {
    name: "deep options",
    route: "join",
    send: (url) => rawRequest(url, { headers: json, body: `${'{"a":'.repeat(30)}1${"}".repeat(30)}` }),
    refusedWith: [400],
  },
  // Well-formed: created until the address's budget is spent, then 429; never joined, so never stored.
  {
    name: "valid creation flood",
    route: "create",
    send: (url) => rawRequest(url, { headers: json, body: '{"players":2}' }),
    refusedWith: [200, 429],
  },
];

export interface HttpFuzzReport {
  /** Per kind: how many were sent, and the answers by status ("error" when the connection failed without one). */
  kinds: Map<string, Map<string, number>>;
  /** Requests answered outside their kind's `refusedWith` (e.g. a 200 to an oversized body). */
  unexpected: string[];
  health: { p50: number; p99: number; max: number; failures: number; samples: number };
  rss: { idleMiB: number; peakMiB: number };
}

async function rssMiB(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  return Number(text.match(/^trickerion_process_resident_memory_bytes (\S+)$/m)?.[1] ?? NaN) / 2 ** 20;
}

/** The /health probe (plain JavaScript for `node -e`): a GET every 100 ms until its stdin closes, then the timings as JSON. */
const PROBE = `
const latencies = [];
let failures = 0;
let running = true;
process.stdin.on("end", () => (running = false)).resume();
while (running) {
  const t0 = performance.now();
  const ok = await fetch(process.env.PROBE_URL).then((r) => r.status === 200, () => false);
  latencies.push(performance.now() - t0);
  if (!ok) failures++;
  await new Promise((r) => setTimeout(r, 100));
}
process.stdout.write(JSON.stringify({ latencies, failures }));
`;

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Runs until `stopped()`: `perSecond` hostile HTTP requests (one 8 MB stream a second at most, as each
 * pushes megabytes through loopback), /health timed every 100 ms, the RSS sampled every 250 ms.
 */
export async function fuzzHttp(base: string, stopped: () => boolean, perSecond = 10): Promise<HttpFuzzReport> {
  const routes = { create: `${base}/matchmake/create/trickerion`, join: `${base}/matchmake/joinById/NOSUCH` };
  const idleMiB = await rssMiB(base);
  const report: HttpFuzzReport = {
    kinds: new Map(),
    unexpected: [],
    health: { p50: 0, p99: 0, max: 0, failures: 0, samples: 0 },
    rss: { idleMiB, peakMiB: idleMiB },
  };
  // /health is timed from a process of its own: this one is busy driving the hostile clients and
  // streams, and its own pauses must not be counted as the server's.
  const probe = spawn(process.execPath, ["--input-type=module", "-e", PROBE], {
    env: { ...process.env, PROBE_URL: `${base}/health` },
    stdio: ["pipe", "pipe", "inherit"],
  });
  let probed = "";
  probe.stdout!.on("data", (chunk: Buffer) => (probed += chunk.toString()));
  const prober = (async () => {
    while (!stopped()) await sleep(100);
    probe.stdin!.end(); // the probe prints its figures and exits
    await new Promise((resolve) => probe.once("exit", resolve));
  })();
  const sampler = (async () => {
    while (!stopped()) {
      const rss = await rssMiB(base).catch(() => NaN);
      if (rss > report.rss.peakMiB) report.rss.peakMiB = rss;
      await sleep(250);
    }
  })();
  const inFlight: Promise<void>[] = [];
  let lastStream = -Infinity;
  for (let i = 0; !stopped(); i++) {
    let abuse = ABUSES[i % ABUSES.length]!;
    // A stream pushes megabytes into loopback buffers: at most one a second, a declared 8 MB in its place otherwise.
    if (abuse.name === "8 MB chunked JSON") {
      if (performance.now() - lastStream < 1000) abuse = ABUSES[0]!;
      else lastStream = performance.now();
    }
    const tally = report.kinds.get(abuse.name) ?? new Map<string, number>();
    report.kinds.set(abuse.name, tally);
    inFlight.push(
      abuse.send(routes[abuse.route]).then(
        (reply) => {
          tally.set(String(reply.status), (tally.get(String(reply.status)) ?? 0) + 1);
          if (!abuse.refusedWith.includes(reply.status))
            report.unexpected.push(`${abuse.name}: ${reply.status} ${reply.body.slice(0, 80)}`);
        },
        (e: unknown) => {
          const code = (e as NodeJS.ErrnoException).code ?? "error";
          tally.set(code, (tally.get(code) ?? 0) + 1);
          if (!(abuse.cutOff && (code === "EPIPE" || code === "ECONNRESET")))
            report.unexpected.push(`${abuse.name}: ${(e as Error).message}`);
        },
      ),
    );
    await sleep(1000 / perSecond);
  }
  await Promise.all([prober, sampler, ...inFlight]);
  const { latencies, failures } = JSON.parse(probed || '{"latencies":[],"failures":0}') as {
    latencies: number[];
    failures: number;
  };
  report.health.failures = failures;
  const sorted = latencies.sort((a, b) => a - b);
  report.health = {
    ...report.health,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    samples: sorted.length,
  };
  return report;
}
