import { onLanguageChange, t } from "../i18n";
import type { TableConnection, TableSnapshot } from "../net/TableConnection";
import { lobbyGuideHost, renderLobbyGuide } from "./lobbyGuide";
import { renderLobbyPanel } from "./lobbyPanel";
import { mountTableParts } from "./tableParts";

const $ = (id: string): HTMLElement => document.getElementById(id)!;

/** Whether a snapshot is a table still waiting for its players (the board has nothing to draw yet). */
export function waitingForPlayers(snapshot: TableSnapshot): boolean {
  return snapshot.status === "lobby" || snapshot.state.players.length === 0;
}

/**
 * The lobby without the board: the seats, the status line, the chat and the clocks, drawn from the connection's
 * chunk and this small one, so a table waiting for players fetches neither PixiJS nor the engine (issue 30). Resolves
 * once the game has started (at once for a game already running); `waiting` is called when the lobby first shows,
 * so the page can fetch the board's chunk meanwhile. The table screen then takes over the same elements.
 */
export function showLobby(connection: TableConnection, waiting: () => void): Promise<void> {
  return new Promise((resolve) => {
    let last: TableSnapshot | null = null;
    let done = false;
    let preloading = false;
    // The guide (lobbyGuide.ts) holds the board's space while there is no board; the table screen has its own.
    const guide = lobbyGuideHost($("board"));
    const render = (snapshot: TableSnapshot): void => {
      renderLobbyPanel($("lobby"), snapshot, connection);
      renderLobbyGuide(guide, snapshot);
      document.body.dataset.status = snapshot.status;
      // The host is the one who starts: telling them to wait for the host read as if someone else would.
      $("status-line").textContent = t(snapshot.host ? "status.youHost" : "status.waitingHost");
      $("actions").replaceChildren();
    };
    const stopLanguage = onLanguageChange(() => last && render(last));
    const stop = connection.subscribe((snapshot) => {
      if (done) return;
      if (!waitingForPlayers(snapshot)) {
        done = true;
        // subscribe() may call back before it has returned its unsubscribe: leave on the next turn then.
        queueMicrotask(() => stop());
        stopLanguage();
        guide.remove();
        resolve();
        return;
      }
      if (!last) mountTableParts(connection);
      // Only a real lobby fetches the board meanwhile: a running game's first snapshot may come before its synced
      // game (no players yet), and a phone's hand must not fetch PixiJS before it shows.
      if (!preloading && snapshot.status === "lobby") {
        preloading = true;
        waiting();
      }
      last = snapshot;
      render(snapshot);
    });
  });
}
