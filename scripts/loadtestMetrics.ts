// The load harness's reading of each server's own figures (GET /metrics, Prometheus text from
// prom-client): CPU, memory, tables, and what tells where latency comes from on the server side:
// its event-loop delay, garbage-collection pauses, the store's commit times and the server time per
// action. Histograms are read as the difference between two scrapes (the measured window).

/** One scrape: every sample by its full name with labels, e.g. `trickerion_gc{kind="major"}`. */
export type Samples = Map<string, number>;

export async function scrape(url: string): Promise<Samples> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const samples: Samples = new Map();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const space = line.lastIndexOf(" ");
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

/** The sum over several servers of one sample (0 where missing). */
export const total = (all: Samples[], key: string): number => all.reduce((sum, s) => sum + (s.get(key) ?? 0), 0);

/**
 * The `q` quantile of a histogram over the window between two scrapes of the same servers, as the
 * upper bound of the bucket it falls in (seconds), with the count: e.g. "≤ 2.5 ms of 12,000".
 * `labels` selects one series (e.g. `kind="major"`), "" for a histogram without labels.
 */
export function quantile(
  before: Samples[],
  after: Samples[],
  name: string,
  q: number,
  labels = "",
): { upTo: number; count: number } {
  const buckets = new Map<number, number>();
  after.forEach((samples, i) => {
    for (const [key, value] of samples) {
      if (!key.startsWith(`${name}_bucket{`)) continue;
      if (labels && !key.includes(labels)) continue;
      const le = /le="([^"]+)"/.exec(key)![1]!;
      const bound = le === "+Inf" ? Infinity : Number(le);
      buckets.set(bound, (buckets.get(bound) ?? 0) + value - (before[i]!.get(key) ?? 0));
    }
  });
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const count = buckets.get(Infinity) ?? 0;
  const upTo = bounds.find((b) => buckets.get(b)! >= q * count) ?? NaN;
  return { upTo: count ? upTo : NaN, count };
}

/** The difference of one sample (summed over servers) between two scrapes. */
export const delta = (before: Samples[], after: Samples[], key: string): number =>
  total(after, key) - total(before, key);

/** "≤ 5 ms" / "> 1 s" for a histogram bound in seconds. */
export function bound(seconds: number): string {
  if (Number.isNaN(seconds)) return "n/a";
  if (seconds === Infinity) return "> the largest bucket";
  return seconds < 1 ? `≤ ${+(seconds * 1000).toPrecision(3)} ms` : `≤ ${seconds} s`;
}
