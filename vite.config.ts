import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { pixiBoardInit } from "./scripts/pixiBoardInit";
import { precompress } from "./scripts/precompress.mjs";
import { tablePreload } from "./scripts/tablePreload";

// The client lives in client/; static assets in public/; the build goes to dist/client, which
// the game server serves on its single port. In `npm run dev` the page talks to the game
// server on GAME_SERVER_URL (default http://localhost:2567).
/**
 * Spanish in a chunk of its own (issue 30). Each topic file of client/i18n/ keeps its English and Spanish side by
 * side (a word is added in both at once), but a module goes whole into one chunk, and the page's entry imports the
 * English half. So the imports of client/i18n/spanish.ts get module instances of their own (the same file with
 * `?es`): tree-shaking keeps only the Spanish half there and only the English half in the entry.
 */
function spanishApart(): Plugin {
  return {
    name: "trickerion:spanish-apart",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!importer || !/[\\/]client[\\/]i18n[\\/]spanish\.ts$/.test(importer) || !source.startsWith("./")) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved ? `${resolved.id}?es` : null;
    },
  };
}

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
  plugins: [
    spanishApart(),
    // PixiJS without the sprite-sheet loader and the video source its entry registers (scripts/pixiBoardInit.ts).
    pixiBoardInit(),
    // A table's link fetches the table's chunks with the entry's, not after it has run (scripts/tablePreload.ts).
    tablePreload(),
    // An installable app whose shell (the page, its chunks, icons and sound) is precached by a Workbox service
    // worker, so a reload opens from the device. Only the shell: matchmaking, /api, /health and the WebSocket
    // always go to the server, so no state is ever served from a cache (docs/client.md, "The installable app").
    VitePWA({
      registerType: "autoUpdate",
      injectRegister: "script-defer",
      includeAssets: ["favicon.svg", "favicon-turn.svg", "icon.svg", "sounds/*.wav"],
      manifest: {
        name: "Trickerion – digital table",
        short_name: "Trickerion",
        description: "An open, rules-exact digital table for Trickerion – Legends of Illusion.",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#17121f",
        theme_color: "#17121f",
        icons: [
          { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          // The emblem keeps to the middle 80% over a full-bleed background, so the same picture is maskable.
          { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,wav,webmanifest}"],
        // The board's chunk is larger than Workbox's 2 MiB default would ever need to be, but say so plainly.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // Vite's hashed names already change with their content: no cache-busting query needed.
        dontCacheBustURLsMatching: /^assets\//,
        // Every page of the app is the one shell; anything else (the API, matchmaking, health) is never answered
        // from the cache.
        navigateFallback: "/index.html",
        navigateFallbackAllowlist: [/^\/$/, /^\/(t|watch|replay)\/[A-Za-z0-9]+\/?$/],
        navigateFallbackDenylist: [/^\/(api|matchmake|health|metrics)(\/|$)/],
        // A new deploy: the new worker takes over at once and the old precache is deleted.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [],
      },
    }),
    precompress(),
  ],
});
