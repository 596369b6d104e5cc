// `npm run dev`: the game server (restarted on change by tsx watch) plus Vite's dev server with hot
// reload. The page comes from Vite on :5173 and talks to the game server on :PORT (default 2567).
import { spawn, type ChildProcess } from "node:child_process";

const port = process.env.PORT ?? "2567";
// The page is served from Vite's origin, not the game server's: the server must allow it (same origin only by default).
const viteOrigins = "http://localhost:5173,http://127.0.0.1:5173";
const children: ChildProcess[] = [
  spawn("npx", ["tsx", "watch", "server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: port, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? viteOrigins },
  }),
  spawn("npx", ["vite"], {
    stdio: "inherit",
    env: { ...process.env, GAME_SERVER_URL: process.env.GAME_SERVER_URL ?? `http://localhost:${port}` },
  }),
];
const stop = (): void => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
