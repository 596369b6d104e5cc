import { mkdtempSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGameServer, type RunningGameServer } from "../../server/app";
import { DEFAULT_DATA_DIR, ROOT_DIR, settingsFromEnv, VERSION } from "../../server/config";
import { DEFAULT_EDGE_SETTINGS } from "../../server/http/edgeSettings";
import { freePort } from "../support/testServer";
import { defaultThreads } from "../../server/bots/pool";

describe("one-port HTTP server", () => {
  let running: RunningGameServer;
  let base: string;

  beforeAll(async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), "trickerion-client-"));
    writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>shell</title>");
    writeFileSync(path.join(clientDir, "app.js"), "console.log('app')");
    running = await startGameServer(await freePort(), "127.0.0.1", { clientDir });
    base = `http://127.0.0.1:${running.port}`;
  });
  afterAll(() => running.close());

  it("answers GET /health with 200, ready and the version once started", async () => {
    const response = await fetch(`${base}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready", version: VERSION });
  });

  it("serves GET /metrics in the Prometheus text format", async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const name of [
      "trickerion_tables",
      "trickerion_seats",
      "trickerion_spectators",
      "trickerion_actions_total",
      "trickerion_action_seconds_bucket",
      "trickerion_store_write_seconds_bucket",
    ]) {
      expect(text).toMatch(new RegExp(`^${name}[{ ]`, "m"));
    }
  });

  it("serves the built client's files and the app shell for table links", async () => {
    const index = await fetch(`${base}/`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain("<title>shell</title>");
    expect(index.headers.get("cache-control")).toBe("no-cache");
    expect(await (await fetch(`${base}/app.js`)).text()).toContain("console.log");
    const watchLink = await fetch(`${base}/watch/K7QX2`);
    expect(watchLink.status).toBe(200);
    expect(await watchLink.text()).toContain("<title>shell</title>");
    const tableLink = await fetch(`${base}/t/K7QX2`);
    expect(tableLink.status).toBe(200);
    expect(await tableLink.text()).toContain("<title>shell</title>");
  });

  it("answers 404 for unknown files", async () => {
    expect((await fetch(`${base}/nope.js`)).status).toBe(404);
  });

  it("serves matchmaking on the same port", async () => {
    const response = await fetch(`${base}/matchmake/create/trickerion`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(200);
    const reservation = (await response.json()) as { name: string; roomId: string };
    expect(reservation.name).toBe("trickerion");
    expect(reservation.roomId).toMatch(/^[A-Z2-9]{5}$/);
  });
});

describe("server settings", () => {
  it("defaults to port 2567 on every interface, a 120 s reconnection wait, a 600 ms bot pace, ./data kept 30 days", () => {
    expect(settingsFromEnv({})).toEqual({
      port: 2567,
      host: "0.0.0.0",
      reconnectSeconds: 120,
      botDelayMs: 600,
      dataDir: path.join(ROOT_DIR, "data"),
      keepFinishedDays: 30,
      databaseUrl: null,
      redisUrl: null,
      serverId: `${hostname()}:2567`,
      publicAddress: undefined,
      leaseSeconds: 15,
      maxSpectators: 32,
      edge: DEFAULT_EDGE_SETTINGS,
      botThreads: defaultThreads(),
      botMaxBudgetMs: undefined,
    });
    expect(DEFAULT_DATA_DIR).toBe(path.join(ROOT_DIR, "data"));
  });

  it("reads PORT, HOST, RECONNECT_SECONDS and BOT_DELAY_MS", () => {
    expect(settingsFromEnv({ PORT: "8080", HOST: "127.0.0.1", RECONNECT_SECONDS: "30", BOT_DELAY_MS: "0" })).toEqual({
      port: 8080,
      host: "127.0.0.1",
      reconnectSeconds: 30,
      botDelayMs: 0,
      dataDir: DEFAULT_DATA_DIR,
      keepFinishedDays: 30,
      databaseUrl: null,
      redisUrl: null,
      serverId: `${hostname()}:8080`,
      publicAddress: undefined,
      leaseSeconds: 15,
      maxSpectators: 32,
      edge: DEFAULT_EDGE_SETTINGS,
      botThreads: defaultThreads(),
      botMaxBudgetMs: undefined,
    });
  });

  it("reads BOT_THREADS and BOT_MAX_BUDGET_MS, and refuses bad values", () => {
    expect(settingsFromEnv({ BOT_THREADS: "3", BOT_MAX_BUDGET_MS: "400" })).toMatchObject({
      botThreads: 3,
      botMaxBudgetMs: 400,
    });
    expect(() => settingsFromEnv({ BOT_THREADS: "0" })).toThrow("BOT_THREADS must be a whole number from 1 to 64");
    expect(() => settingsFromEnv({ BOT_MAX_BUDGET_MS: "fast" })).toThrow(
      "BOT_MAX_BUDGET_MS must be a whole number from 0 to 60000",
    );
  });

  it("reads DATABASE_URL, REDIS_URL, SERVER_ID, PUBLIC_ADDRESS and TABLE_LEASE_SECONDS, and refuses a URL of the wrong kind", () => {
    const env = {
      DATABASE_URL: "postgres://game@db.local/trickerion",
      REDIS_URL: "redis://cache.local:6379",
      SERVER_ID: "web-2",
      PUBLIC_ADDRESS: "play.example.org/2",
      TABLE_LEASE_SECONDS: "20",
    };
    expect(settingsFromEnv(env)).toMatchObject({
      databaseUrl: env.DATABASE_URL,
      redisUrl: env.REDIS_URL,
      serverId: "web-2",
      publicAddress: "play.example.org/2",
      leaseSeconds: 20,
    });
    expect(() => settingsFromEnv({ DATABASE_URL: "mysql://x@y/z" })).toThrow(
      "DATABASE_URL must be a postgres://… or postgresql://… URL",
    );
    expect(() => settingsFromEnv({ REDIS_URL: "localhost:6379" })).toThrow(
      "REDIS_URL must be a redis://… or rediss://… URL",
    );
  });

  it("reads the HTTP edge's TRUST_PROXY, ALLOWED_ORIGINS and RATE_* limits, and refuses an origin with a path", () => {
    const env = {
      TRUST_PROXY: "1",
      ALLOWED_ORIGINS: "https://play.example.org, http://localhost:5173/",
      RATE_CREATE_PER_MINUTE: "5",
      RATE_JOIN_PER_MINUTE: "0",
      RATE_PAIR_PER_MINUTE: "12",
    };
    expect(settingsFromEnv(env).edge).toEqual({
      ...DEFAULT_EDGE_SETTINGS,
      trustProxy: 1,
      allowedOrigins: ["https://play.example.org", "http://localhost:5173"],
      createsPerMinute: 5,
      joinsPerMinute: 0,
      pairsPerMinute: 12,
    });
    expect(() => settingsFromEnv({ ALLOWED_ORIGINS: "https://play.example.org/game" })).toThrow(
      'ALLOWED_ORIGINS must list origins such as https://example.org, separated by commas; "https://play.example.org/game" is not one',
    );
    expect(() => settingsFromEnv({ ALLOWED_ORIGINS: "*" })).toThrow("ALLOWED_ORIGINS must list origins");
    expect(() => settingsFromEnv({ TRUST_PROXY: "yes" })).toThrow("TRUST_PROXY must be a whole number from 0 to 10");
  });

  it("reads DATA_DIR (relative to the working directory) and KEEP_FINISHED_DAYS", () => {
    expect(settingsFromEnv({ DATA_DIR: "/srv/trickerion", KEEP_FINISHED_DAYS: "7" })).toMatchObject({
      dataDir: "/srv/trickerion",
      keepFinishedDays: 7,
    });
    expect(settingsFromEnv({ DATA_DIR: "games" }).dataDir).toBe(path.resolve(process.cwd(), "games"));
    expect(settingsFromEnv({ KEEP_FINISHED_DAYS: "0" }).keepFinishedDays).toBe(0);
  });

  it("reads MAX_SPECTATORS and refuses one that would leave too little room for the seats' owners", () => {
    expect(settingsFromEnv({ MAX_SPECTATORS: "10" }).maxSpectators).toBe(10);
    expect(settingsFromEnv({ MAX_SPECTATORS: "0" }).maxSpectators).toBe(0);
    expect(() => settingsFromEnv({ MAX_SPECTATORS: "60" })).toThrow(
      'MAX_SPECTATORS must be a whole number from 0 to 48, got "60"',
    );
  });

  it("refuses a KEEP_FINISHED_DAYS that is not a whole number of days, naming the value", () => {
    expect(() => settingsFromEnv({ KEEP_FINISHED_DAYS: "a week" })).toThrow(
      'KEEP_FINISHED_DAYS must be a whole number from 0 to 36500, got "a week"',
    );
    expect(() => settingsFromEnv({ KEEP_FINISHED_DAYS: "-3" })).toThrow('got "-3"');
    expect(() => settingsFromEnv({ KEEP_FINISHED_DAYS: "1.5" })).toThrow('got "1.5"');
  });

  it("refuses a PORT that is not a port number, naming the value", () => {
    expect(() => settingsFromEnv({ PORT: "eighty" })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "eighty"',
    );
    expect(() => settingsFromEnv({ PORT: "70000" })).toThrow('got "70000"');
    expect(() => settingsFromEnv({ RECONNECT_SECONDS: "-1" })).toThrow(
      'RECONNECT_SECONDS must be a whole number from 0 to 86400, got "-1"',
    );
  });
});
