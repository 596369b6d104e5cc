// `npm start`: compile the server when stale (scripts/serverBuild.mjs), then run it with plain node. The
// compiled launcher builds the client when stale (like before) and starts the one-port game server.
import { pathToFileURL } from "node:url";
import { ensureServerBuild } from "./serverBuild.mjs";

const launcher = await ensureServerBuild("scripts/start.ts");
await import(pathToFileURL(launcher).href);
