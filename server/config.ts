import { existsSync, readFileSync } from "node:fs";
import { hostname } from "node:os";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { DEFAULT_EDGE_SETTINGS, type EdgeSettings } from "./http/edgeSettings";
import { normalizeOrigin } from "./http/origins";
import { defaultThreads } from "./bots/pool";

/**
 * The repository root, found from this file so the server runs from any working directory: the nearest folder
 * above with a package.json (server/ when run from source, dist/server/ when run compiled by `npm start`).
 */
export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, "..");
  }
}

/** Where `vite build` writes the client, and where the server serves it from. */
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, "dist", "client");

/** Where games are stored unless DATA_DIR says otherwise (ignored by git). */
export const DEFAULT_DATA_DIR = path.join(ROOT_DIR, "data");

/** The project version, shown by GET /health. */
export const VERSION: string = (
  JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { version: string }
).version;

export interface ServerSettings {
  /** TCP port for HTTP, matchmaking and WebSocket together; 0 picks a free one (tests). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Seconds a dropped player's seat waits before a bot takes it over. */
  reconnectSeconds: number;
  /** Pause before each bot move, in milliseconds. */
  botDelayMs: number;
  /** Folder of the games' SQLite store, created on first start. */
  dataDir: string;
  /** Finished games older than this many days are deleted (at start and hourly). */
  keepFinishedDays: number;
  /** PostgreSQL URL (shared store); null: the SQLite file in dataDir. */
  databaseUrl: string | null;
  /** Redis URL (several processes, one lobby); null: this process alone. */
  redisUrl: string | null;
  /** This process's id as a table holder: unique per live process, stable across its restarts. */
  serverId: string;
  /** Where clients reach this process directly (`host:port`), for seat reservations across processes. */
  publicAddress: string | undefined;
  /** Seconds a table stays held by a process that stopped renewing it (it died) before another takes it. */
  leaseSeconds: number;
  /** Spectators one table admits; at most MAX_SPECTATORS_CAP, well below the room's capacity of 64. */
  maxSpectators: number;
  /** Limits at the HTTP edge: TRUST_PROXY, ALLOWED_ORIGINS, RATE_CREATE_PER_MINUTE, RATE_JOIN_PER_MINUTE, RATE_PAIR_PER_MINUTE. */
  edge: EdgeSettings;
  /** Worker threads for the bots' searches and hints (BOT_THREADS); default the cores - 1, at least 1. */
  botThreads: number;
  /** A cap on any bot decision's thinking time in ms (BOT_MAX_BUDGET_MS), below the levels' own; none by default. */
  botMaxBudgetMs: number | undefined;
}

/** The highest MAX_SPECTATORS allowed: the rest of a table's 64 connections stay free for its seats' owners. */
export const MAX_SPECTATORS_CAP = 48;

/** A whole number from the environment within [min, max], or the default; throws naming the variable. */
function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

/**
 * Reads the settings from the environment, with the embedded defaults: PORT (2567), HOST
 * (0.0.0.0), RECONNECT_SECONDS (120), BOT_DELAY_MS (600), DATA_DIR (`data` in the repository;
 * a relative path is taken from the working directory), KEEP_FINISHED_DAYS (30), MAX_SPECTATORS (32);
 * for several processes DATABASE_URL, REDIS_URL, SERVER_ID (host name and port), PUBLIC_ADDRESS and
 * TABLE_LEASE_SECONDS (15); at the HTTP edge TRUST_PROXY (0), ALLOWED_ORIGINS (none),
 * RATE_CREATE_PER_MINUTE (20), RATE_JOIN_PER_MINUTE (300), RATE_PAIR_PER_MINUTE (30); BOT_THREADS (cores - 1, at
 * least 1) and BOT_MAX_BUDGET_MS (none) for the bots' worker pool. Throws on a bad value.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = intFromEnv(env, "PORT", 2567, 0, 65535);
  for (const [name, schemes] of [
    ["DATABASE_URL", ["postgres:", "postgresql:"]],
    ["REDIS_URL", ["redis:", "rediss:"]],
  ] as const) {
    const raw = env[name];
    if (!raw) continue;
    let scheme = "";
    try {
      scheme = new URL(raw).protocol;
    } catch {
      /* reported below */
    }
    if (!(schemes as readonly string[]).includes(scheme))
      throw new Error(`${name} must be a ${schemes.map((s) => `${s}//…`).join(" or ")} URL`);
  }
  return {
    port,
    host: env.HOST || "0.0.0.0",
    reconnectSeconds: intFromEnv(env, "RECONNECT_SECONDS", 120, 0, 86_400),
    botDelayMs: intFromEnv(env, "BOT_DELAY_MS", 600, 0, 60_000),
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : DEFAULT_DATA_DIR,
    keepFinishedDays: intFromEnv(env, "KEEP_FINISHED_DAYS", 30, 0, 36_500),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    serverId: env.SERVER_ID || `${hostname()}:${port}`,
    publicAddress: env.PUBLIC_ADDRESS || undefined,
    leaseSeconds: intFromEnv(env, "TABLE_LEASE_SECONDS", 15, 1, 3600),
    maxSpectators: intFromEnv(env, "MAX_SPECTATORS", 32, 0, MAX_SPECTATORS_CAP),
    edge: {
      maxBodyBytes: DEFAULT_EDGE_SETTINGS.maxBodyBytes,
      bodyTimeoutMs: DEFAULT_EDGE_SETTINGS.bodyTimeoutMs,
      trustProxy: intFromEnv(env, "TRUST_PROXY", DEFAULT_EDGE_SETTINGS.trustProxy, 0, 10),
      allowedOrigins: originsFromEnv(env.ALLOWED_ORIGINS),
      createsPerMinute: intFromEnv(env, "RATE_CREATE_PER_MINUTE", DEFAULT_EDGE_SETTINGS.createsPerMinute, 0, 1_000_000),
      joinsPerMinute: intFromEnv(env, "RATE_JOIN_PER_MINUTE", DEFAULT_EDGE_SETTINGS.joinsPerMinute, 0, 1_000_000),
      pairsPerMinute: intFromEnv(env, "RATE_PAIR_PER_MINUTE", DEFAULT_EDGE_SETTINGS.pairsPerMinute, 0, 1_000_000),
    },
    botThreads: intFromEnv(env, "BOT_THREADS", defaultThreads(), 1, 64),
    botMaxBudgetMs: env.BOT_MAX_BUDGET_MS ? intFromEnv(env, "BOT_MAX_BUDGET_MS", 0, 0, 60_000) : undefined,
  };
}

/** ALLOWED_ORIGINS: a comma list of `http(s)://host[:port]`; throws naming the entry that is not one. */
function originsFromEnv(raw: string | undefined): string[] {
  if (!raw?.trim()) return [];
  return raw.split(",").map((entry) => {
    const origin = normalizeOrigin(entry.trim());
    // Only scheme, host and port: a path would mean the setting was misunderstood.
    if (origin === null || !/^https?:\/\/[^/?#]+\/?$/i.test(entry.trim())) {
      throw new Error(
        `ALLOWED_ORIGINS must list origins such as https://example.org, separated by commas; "${entry.trim()}" is not one`,
      );
    }
    return origin;
  });
}
