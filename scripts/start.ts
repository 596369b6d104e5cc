// `npm start`: build the client if it is missing or stale, then run the one-port game server.
import { ensureClientBuild } from "./clientBuild";

await ensureClientBuild();
await import("../server/main");
