import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { CLIENT_DIST_DIR, ROOT_DIR } from "../server/config";

/** Everything the client bundle is made from: a change to any of these makes the build stale. */
const SOURCES = ["client", "shared", "public", "vite.config.ts", "package.json", "package-lock.json"];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** True when dist/client is missing or older than any of its sources. */
export function clientBuildIsStale(): boolean {
  const shell = path.join(CLIENT_DIST_DIR, "index.html");
  if (!existsSync(shell)) return true;
  const built = statSync(shell).mtimeMs;
  return SOURCES.some((source) => newestMtime(path.join(ROOT_DIR, source)) > built);
}

/** Builds the client with Vite when it is stale; returns whether a build ran. */
export async function ensureClientBuild(log: (line: string) => void = console.log): Promise<boolean> {
  if (!clientBuildIsStale()) return false;
  log("Building the client (dist/client)…");
  await build({ configFile: path.join(ROOT_DIR, "vite.config.ts"), logLevel: "warn" });
  return true;
}
