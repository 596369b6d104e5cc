import { gameServerUrl } from "../net/serverUrl";
import { formatList, onLanguageChange, t } from "../i18n";
import { shownSeatNames } from "../i18n/seatName";
import { moduleLabel, paceLabel } from "./tableOptions";
import type { Pace } from "../../shared/protocol/pace";

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
  darkAlley?: boolean;
  prophecies?: boolean;
  abilities?: boolean;
  /** A paced table's clocks (issue 29); null or absent without. */
  pace?: Pace | null;
}

/**
 * The open tables, refreshed every few seconds while the landing page shows: join a table that
 * still has a free seat, or watch any table as a spectator.
 */
export function showTablesList(host: HTMLElement, join: (code: string, spectator: boolean) => void): () => void {
  let stopped = false;
  let last: ListedTable[] | null = null;
  const stopLanguage = onLanguageChange(() => last && render(host, last, join));
  const refresh = async (): Promise<void> => {
    try {
      const response = await fetch(`${gameServerUrl()}/api/tables`);
      const tables = (await response.json()) as ListedTable[];
      last = tables;
      if (!stopped) render(host, tables, join);
    } catch {
      if (!stopped) host.textContent = t("tables.unavailable");
    }
  };
  void refresh();
  const timer = setInterval(() => void refresh(), 5_000);
  return () => {
    stopped = true;
    clearInterval(timer);
    stopLanguage();
  };
}

function render(host: HTMLElement, tables: ListedTable[], join: (code: string, spectator: boolean) => void): void {
  const title = document.createElement("h3");
  title.textContent = tables.length ? t("tables.open") : t("tables.none");
  const list = document.createElement("ul");
  list.className = "tables";
  for (const table of tables) {
    const item = document.createElement("li");
    item.dataset.code = table.code;
    const who = formatList(shownSeatNames(table.names).filter(Boolean)) || t("tables.nobody");
    // A table's phase is a game phase only while it plays (a lobby's "lobby" has no words of its own).
    const what =
      table.status === "playing"
        ? t("tables.turnPhase", {
            turn: table.turn,
            phase: t(`status.phase.${table.phase}`, { defaultValue: table.phase }),
          })
        : t(`tables.status.${table.status}`);
    const info = document.createElement("span");
    const seats = t("tables.seats", { seated: table.seated, players: table.players });
    const modules = [moduleLabel(table), paceLabel(table.pace)].filter(Boolean).join(" · ");
    info.textContent = `${table.code} · ${seats} (${who})${modules ? ` · ${modules}` : ""} · ${what}${table.spectators ? ` · ${t("tables.watching", { count: table.spectators })}` : ""}`;
    item.append(info);
    if (table.status === "lobby" && table.seated < table.players)
      item.append(button(t("tables.join"), t("tables.joinLabel", { code: table.code }), () => join(table.code, false)));
    item.append(button(t("tables.watch"), t("tables.watchLabel", { code: table.code }), () => join(table.code, true)));
    list.append(item);
  }
  host.replaceChildren(title, list);
}

function button(label: string, accessibleName: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = label;
  b.title = accessibleName;
  b.addEventListener("click", onClick);
  return b;
}
