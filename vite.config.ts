import { defineConfig } from "vite";
import { precompress } from "./scripts/precompress";

// The client lives in client/; static assets in public/; the build goes to dist/client, which
// the game server serves on its single port. In `npm run dev` the page talks to the game
// server on GAME_SERVER_URL (default http://localhost:2567).
export default defineConfig({
  root: "client",
  publicDir: "../public",
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1500,
  },
  define: {
    __GAME_SERVER_URL__: JSON.stringify(process.env.GAME_SERVER_URL ?? ""),
  },
  server: { port: 5173 },
  plugins: [precompress()],
});
