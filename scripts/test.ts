// `npm test`: type-check, lint, make sure Chromium and a fresh client build exist, then run every vitest
// project (unit, server integration, browser) and finish with one "N passed, N failed" line.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureChromium } from "./chromium";
import { ensureClientBuild } from "./clientBuild";
import { typecheck } from "./typecheck";

const started = performance.now();
const extraArgs = process.argv.slice(2);

console.log("== Type-check (tsc --noEmit: the repository, shared/, client/, server/)");
const failedProjects = await typecheck();
if (failedProjects.length) {
  console.error(`Type-check failed: ${failedProjects.join(", ")}`);
  process.exit(1);
}

console.log("== Lint and format (biome ci: import cycles, engine imports through its index, formatting)");
try {
  execFileSync("npx", ["biome", "ci", "."], { stdio: "inherit" });
} catch {
  console.error("Lint or format check failed (npx biome format --write . formats everything).");
  process.exit(1);
}

console.log("== Chromium and client build");
ensureChromium();
await ensureClientBuild();

console.log("== vitest");
const reportDir = mkdtempSync(path.join(tmpdir(), "trickerion-test-"));
const reportFile = path.join(reportDir, "report.json");
const run = spawnSync(
  "npx",
  ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${reportFile}`, ...extraArgs],
  { stdio: "inherit" },
);

let summary = "";
try {
  const report = JSON.parse(readFileSync(reportFile, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTotalTests: number;
  };
  summary = `${report.numPassedTests} passed, ${report.numFailedTests} failed`;
  if (report.numPendingTests) summary += `, ${report.numPendingTests} skipped`;
  if (report.numTotalTests === 0) {
    console.error("No test ran.");
    process.exitCode = 1;
  }
} catch {
  console.error("vitest wrote no report.");
  process.exitCode = 1;
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\nnpm test took ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (summary) console.log(summary);
process.exitCode = run.status === 0 && !process.exitCode ? 0 : 1;
