import { gameServerUrl } from "../net/serverUrl";

/** One listed table as GET /api/tables describes it. */
export interface ListedTable {
  code: string;
  players: number;
  seated: number;
  names: string[];
  status: "lobby" | "playing" | "finished";
  phase: string;
  turn: number;
  spectators: number;
}

const STATUS: Record<ListedTable["status"], string> = { lobby: "waiting for players", playing: "playing", finished: "finished" };

/**
 * The open tables, refreshed every few seconds while the landing page shows: join a table that
 * still has a free seat, or watch any table as a spectator.
 */
export function showTablesList(host: HTMLElement, join: (code: string, spectator: boolean) => void): () => void {
  let stopped = false;
  const refresh = async (): Promise<void> => {
    try {
      const response = await fetch(`${gameServerUrl()}/api/tables`);
      const tables = (await response.json()) as ListedTable[];
      if (!stopped) render(host, tables, join);
    } catch {
      if (!stopped) host.textContent = "The list of tables is not available right now.";
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), 5_000);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

function render(host: HTMLElement, tables: ListedTable[], join: (code: string, spectator: boolean) => void): void {
  const title = document.createElement("h3");
  title.textContent = tables.length ? "Open tables" : "No open tables yet: start one!";
  const list = document.createElement("ul");
  list.className = "tables";
  for (const t of tables) {
    const item = document.createElement("li");
    item.dataset.code = t.code;
    const who = t.names.filter(Boolean).join(", ") || "nobody yet";
    const what = t.status === "playing" ? `turn ${t.turn}, ${t.phase}` : STATUS[t.status];
    const info = document.createElement("span");
    info.textContent = `${t.code} · ${t.seated}/${t.players} seats (${who}) · ${what}${t.spectators ? ` · ${t.spectators} watching` : ""}`;
    item.append(info);
    if (t.status === "lobby" && t.seated < t.players) item.append(button("Join", () => join(t.code, false)));
    item.append(button("Watch", () => join(t.code, true)));
    list.append(item);
  }
  host.replaceChildren(title, list);
}

function button(label: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.addEventListener("click", onClick);
  return b;
}
