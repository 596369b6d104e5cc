// Compiles the server into dist/server with esbuild (one ES module per entry, packages left as imports), when
// the output is missing or older than its sources: `npm start` runs node on it, not the tsx loader, so no
// TypeScript is transformed at start and no source-map hook sits under every stack trace. Plain JavaScript,
// because it runs before anything can load TypeScript.
import { copyFileSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_DIST_DIR = path.join(ROOT, "dist", "server");

/** Everything a compiled entry may be made from. */
const SOURCES = ["server", "shared", "scripts", "bench", "tests/support", "package.json", "package-lock.json"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Builds `entry` (a path from the repository root, e.g. "scripts/launch.ts") into dist/server/<name>.js when
 * stale and returns the output's path. The SQLite writer thread's file is copied beside it and the bots' worker
 * is compiled beside it (the server starts both by a path relative to its own module).
 */
export async function ensureServerBuild(entry, log = console.log) {
  const outfile = path.join(SERVER_DIST_DIR, `${path.basename(entry, path.extname(entry))}.js`);
  const built = existsSync(outfile) ? statSync(outfile).mtimeMs : 0;
  if (built && SOURCES.every((source) => newestMtime(path.join(ROOT, source)) <= built)) return outfile;
  log(`Compiling ${entry} (dist/server)…`);
  mkdirSync(SERVER_DIST_DIR, { recursive: true });
  await build({
    entryPoints: [path.join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // node_modules stay imports: native drivers, Vite and Colyseus load as they are installed.
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  copyFileSync(path.join(ROOT, "server", "storage", "sqliteWriter.cjs"), path.join(SERVER_DIST_DIR, "sqliteWriter.cjs"));
  // The bots' search threads load botWorker.js from beside the bundle (server/bots/pool.ts).
  await build({
    entryPoints: [path.join(ROOT, "server", "bots", "botWorker.ts")],
    outfile: path.join(SERVER_DIST_DIR, "botWorker.js"),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  return outfile;
}
