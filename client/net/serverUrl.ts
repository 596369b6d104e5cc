declare const __GAME_SERVER_URL__: string;

/**
 * Where the game server is. In production the page is served by the game server itself, so it
 * is the page's own origin; `npm run dev` serves the page from Vite and points here instead.
 */
export function gameServerUrl(): string {
  return __GAME_SERVER_URL__ || window.location.origin;
}
