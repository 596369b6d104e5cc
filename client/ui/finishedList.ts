import { gameServerUrl } from "../net/serverUrl";
import { formatList, formatNumber, onLanguageChange, t } from "../i18n";

/** A finished game as GET /api/games lists it. */
interface FinishedSummary {
  code: string;
  finishedAt: string;
  names: string[];
  actions: number;
  scores: { fame: number[]; winner: number | null };
}

/** Finished games, newest first: watch the replay or download the record. */
export async function showFinishedList(host: HTMLElement): Promise<void> {
  let games: FinishedSummary[];
  try {
    games = (await (await fetch(`${gameServerUrl()}/api/games`)).json()) as FinishedSummary[];
  } catch {
    return;
  }
  render(host, games);
  onLanguageChange(() => render(host, games));
}

function render(host: HTMLElement, games: FinishedSummary[]): void {
  if (!games.length) {
    host.replaceChildren();
    return;
  }
  const title = document.createElement("h3");
  title.textContent = t("finished.title");
  const list = document.createElement("ul");
  list.className = "tables";
  for (const g of games.slice(0, 20)) {
    const item = document.createElement("li");
    item.dataset.code = g.code;
    const who = formatList(
      g.names.map((n, i) => `${n} ${g.scores.fame[i] === undefined ? "" : formatNumber(g.scores.fame[i]!)}`.trim()),
    );
    const winner = g.scores.winner === null ? "" : ` · ${t("finished.won", { name: g.names[g.scores.winner] })}`;
    const info = document.createElement("span");
    info.textContent = `${g.code} · ${who}${winner}`;
    const replay = document.createElement("a");
    replay.href = `/replay/${g.code}`;
    replay.textContent = t("finished.replay");
    replay.title = t("finished.replayLabel", { code: g.code });
    const record = document.createElement("a");
    record.href = `${gameServerUrl()}/api/games/${g.code}/record`;
    record.download = `trickerion-${g.code}.json`;
    record.textContent = t("finished.record");
    record.title = t("finished.recordLabel", { code: g.code });
    item.append(info, replay, record);
    list.append(item);
  }
  host.replaceChildren(title, list);
}
