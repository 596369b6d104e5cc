import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

/** The repository root, found from this file so the server runs from any working directory. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Where `vite build` writes the client, and where the server serves it from. */
export const CLIENT_DIST_DIR = path.join(ROOT_DIR, "dist", "client");

/** The project version, shown by GET /health. */
export const VERSION: string = (
  JSON.parse(readFileSync(path.join(ROOT_DIR, "package.json"), "utf8")) as { version: string }
).version;

export interface ServerSettings {
  /** TCP port for HTTP, matchmaking and WebSocket together; 0 picks a free one (tests). */
  port: number;
  /** Interface to listen on. */
  host: string;
}

/** Reads PORT and HOST from the environment, with the embedded defaults. Throws on a bad PORT. */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const rawPort = env.PORT ?? "2567";
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${rawPort}"`);
  }
  return { port, host: env.HOST ?? "0.0.0.0" };
}
