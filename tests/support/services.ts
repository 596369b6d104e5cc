// Real PostgreSQL and Redis servers for the scale-out tests: started from the Debian packages'
// binaries on free loopback ports with throw-away data directories, stopped (and their data
// removed) afterwards. When the binaries are missing the caller skips with one clear line;
// `.ci/run` installs them, so CI never skips.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./testServer";

/** The newest installed PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((d) => existsSync(path.join(root, d, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(root, majors[0]!, "bin") : null;
}

export function redisBin(): string | null {
  for (const candidate of ["/usr/bin/redis-server", "/usr/local/bin/redis-server"])
    if (existsSync(candidate)) return candidate;
  return null;
}

/** Why the PostgreSQL / Redis suites cannot run here, or null when they can. */
export const MISSING_SERVICES: string | null = (() => {
  const missing = [
    !postgresBin() && "PostgreSQL (apt-get install postgresql)",
    !redisBin() && "Redis (apt-get install redis-server)",
  ].filter(Boolean);
  return missing.length ? `skipped: ${missing.join(" and ")} not installed here; .ci/run installs them` : null;
})();

/**
 * PostgreSQL refuses to run as root: when the tests run as root (CI), the server runs as the
 * `postgres` account the Debian package creates, and its data folder belongs to that account.
 */
function serviceUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  return { uid, gid };
}

async function waitFor(
  what: string,
  ok: () => Promise<boolean>,
  child: ChildProcess,
  log: () => string,
  ms = 20_000,
): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}: ${log()}`);
    if (await ok().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start within ${ms / 1000} s: ${log()}`);
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill(signal);
  });
}

export interface PostgresServer {
  port: number;
  /** A URL for `database` (create it first with `createDatabase`). */
  url(database: string): string;
  /** A new empty database, returning its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

let databases = 0;

/** Starts a throw-away PostgreSQL (initdb into a temporary folder, trust authentication, loopback only). */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "trickerion-pg-"));
  const user = serviceUser();
  if (user) chownSync(dir, user.uid, user.gid);
  const as = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(path.join(bin, "initdb"), ["-D", dir, "-U", "trickerion", "--auth=trust", "--no-sync", "-E", "UTF8"], {
    ...as,
    stdio: "pipe",
  });
  const port = await freePort();
  let output = "";
  const child = spawn(
    path.join(bin, "postgres"),
    ["-D", dir, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    // The server's default durability (fsync, synchronous_commit = on) stays: the tests rely on commits being real.
    { ...as, stdio: ["ignore", "pipe", "pipe"] },
  );
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const url = (database: string): string => `postgres://trickerion@127.0.0.1:${port}/${database}`;
  await waitFor(
    "PostgreSQL",
    async () => {
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      await client.end();
      return true;
    },
    child,
    () => output.slice(-2000),
  );
  return {
    port,
    url,
    async createDatabase(name: string) {
      const db = `${name}_${process.pid}_${++databases}`.toLowerCase().replace(/[^a-z0-9_]/g, "_");
      const client = new pg.Client({ connectionString: url("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${db}`);
      } finally {
        await client.end();
      }
      return url(db);
    },
    async stop() {
      await stopChild(child, "SIGQUIT"); // "immediate" shutdown: no final checkpoint, the data is thrown away anyway
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RedisServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a throw-away Redis on a free loopback port (no persistence). */
export async function startRedis(): Promise<RedisServer> {
  const bin = redisBin();
  if (!bin) throw new Error("Redis is not installed");
  const dir = mkdtempSync(path.join(tmpdir(), "trickerion-redis-"));
  const port = await freePort();
  let output = "";
  const child = spawn(
    bin,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--dir", dir],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  await waitFor(
    "Redis",
    async () => output.includes("Ready to accept connections"),
    child,
    () => output.slice(-2000),
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      await stopChild(child, "SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
