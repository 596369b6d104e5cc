// `npm run lighthouse`: Lighthouse's mobile profile (a mid-range phone, simulated slow 4G and 4× CPU slowdown) on
// the landing page, a table mid-game and a phone's private hand, against issue 30's goals. It starts its own
// server on a free loopback port and a 4-player game (the host here, three bots), drives Debian's Chromium
// through chrome-launcher, prints Performance, Accessibility and LCP per page with what Lighthouse flags, and
// stops everything it started. LIGHTHOUSE_JSON=<folder> keeps each page's full report; LIGHTHOUSE_PAGES=landing,table,
// phone runs only those pages (one at a time is kinder to a shared machine), LIGHTHOUSE_RUNS=n each of them n times.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureClientBuild } from "./clientBuild";
import { CHROMIUM_PATH, ensureChromium } from "./chromium";
import { startTestServer } from "../tests/support/testServer";
import { machineLoad, tableInTurnTwo } from "../bench/benchTable";

const GOALS = { performance: 90, accessibility: 95, lcpMs: 2500 };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface PageResult {
  name: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  flagged: string[];
}

const PAGE_KEYS = ["landing", "table", "phone"];
const asked = (process.env.LIGHTHOUSE_PAGES ?? "").split(",").filter(Boolean);
const unknown = asked.filter((key) => !PAGE_KEYS.includes(key));
if (unknown.length) throw new Error(`LIGHTHOUSE_PAGES: no page ${unknown.join(", ")} (known: ${PAGE_KEYS.join(", ")})`);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(runs) || runs < 1) throw new Error("LIGHTHOUSE_RUNS must be a whole number from 1");

await ensureClientBuild();
ensureChromium();
const dataDir = mkdtempSync(path.join(tmpdir(), "trickerion-lighthouse-"));
const server = await startTestServer({ botDelayMs: 300 }, { dataDir });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
const keep = process.env.LIGHTHOUSE_JSON;
const load = machineLoad;
const results: PageResult[] = [];

/** The pages LIGHTHOUSE_PAGES names (all by default), each LIGHTHOUSE_RUNS times in a row (checked above). */
function pagesToRun<P extends { key: string }>(all: P[]): P[] {
  const chosen = asked.length ? all.filter((p) => asked.includes(p.key)) : all;
  return chosen.flatMap((p) => Array.from({ length: runs }, () => p));
}
try {
  // A game in progress: the host plays its seat from here until turn 2, three bots play theirs on the server.
  const { host, code, room, token } = await tableInTurnTwo(server);
  host.room.onMessage("paired", () => {}); // the phone took the seat: nothing to do here

  const allPages: { key: string; name: string; url: () => Promise<string> }[] = [
    { key: "landing", name: "landing page (/)", url: async () => `${server.url}/` },
    { key: "table", name: `table mid-game (/watch/${code}, turn 2)`, url: async () => `${server.url}/watch/${code}` },
    {
      key: "phone",
      name: "phone hand (/t/CODE#pair=…)",
      // A fresh one-use phone code for the host's seat each time: the page takes the seat as a scanned QR code does.
      url: async () =>
        `${server.url}/t/${code}#pair=${((await host.room.request("pair", { token })) as { code: string }).code}`,
    },
  ];
  const pages = pagesToRun(allPages);
  for (const page of pages) {
    const url = await page.url();
    const run = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${page.name}`);
    const { lhr } = run;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.name}: ${lhr.runtimeError.message}`);
    if (keep) {
      mkdirSync(keep, { recursive: true });
      writeFileSync(path.join(keep, `${results.length + 1}.json`), JSON.stringify(lhr));
    }
    const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // What Lighthouse flags: failed accessibility audits, and performance opportunities worth 100 ms or more.
    const flagged: string[] = [];
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) flagged.push(`a11y: ${audit.title}`);
    }
    for (const audit of Object.values(lhr.audits)) {
      const details = audit.details as { type?: string; overallSavingsMs?: number } | undefined;
      if (details?.type === "opportunity" && (details.overallSavingsMs ?? 0) >= 100)
        flagged.push(`perf: ${audit.title} (${Math.round(details.overallSavingsMs!)} ms)`);
    }
    results.push({
      name: page.name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
      flagged,
    });
  }
  host.room.leave();
} finally {
  await chrome.kill();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\n== Lighthouse 12 mobile profile (simulated slow 4G, 4× CPU slowdown), Debian's Chromium headless; ${load()} at the end`,
);
let allMet = true;
for (const r of results) {
  const met = r.performance >= GOALS.performance && r.accessibility >= GOALS.accessibility && r.lcpMs <= GOALS.lcpMs;
  allMet &&= met;
  console.log(
    `${r.name.padEnd(40)} Performance ${String(r.performance).padStart(3)}  Accessibility ${String(r.accessibility).padStart(3)}  LCP ${(r.lcpMs / 1000).toFixed(2)} s  ${met ? "goals met" : "goals NOT met"}`,
  );
  for (const line of r.flagged) console.log(`    ${line}`);
}
console.log(
  `(goals: Performance ≥ ${GOALS.performance}, Accessibility ≥ ${GOALS.accessibility}, LCP ≤ ${GOALS.lcpMs / 1000} s on every page)`,
);
process.exit(allMet ? 0 : 1);
