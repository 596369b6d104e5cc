import { gameServerUrl } from "../net/serverUrl";
import { formatNumber, t } from "../i18n";
import { shownSeatName } from "../i18n/seatName";

/** What GET /api/games/CODE answers for a finished game (the fields read here). */
interface FinishedGame {
  code: string;
  names: string[];
  scores: { fame: number[]; winner: number | null };
}

/**
 * A link to a table that has finished (its room is gone, its record kept) led nowhere: "No open table has the
 * code …". When the server keeps a finished game under `code`, this says so in `host`, with the winner, the
 * replay and the record. Nothing is shown when there is no such game or the server cannot tell.
 */
export async function explainFinishedTable(host: HTMLElement, code: string): Promise<boolean> {
  let game: FinishedGame;
  try {
    const response = await fetch(`${gameServerUrl()}/api/games/${encodeURIComponent(code)}`);
    if (!response.ok) return false;
    game = (await response.json()) as FinishedGame;
  } catch {
    return false;
  }
  const winner = game.scores.winner;
  const text = document.createElement("p");
  text.textContent =
    winner === null || game.names[winner] === undefined
      ? t("finished.over", { code: game.code })
      : t("finished.overWon", {
          code: game.code,
          name: shownSeatName(game.names[winner], winner),
          fame: formatNumber(game.scores.fame[winner] ?? 0),
        });
  const replay = document.createElement("a");
  replay.href = `/replay/${game.code}`;
  replay.textContent = t("finished.watchReplay");
  const record = document.createElement("a");
  record.href = `${gameServerUrl()}/api/games/${game.code}/record`;
  record.download = `trickerion-${game.code}.json`;
  record.textContent = t("finished.record");
  record.title = t("finished.recordLabel", { code: game.code });
  const links = document.createElement("p");
  links.append(replay, " ", record);
  host.replaceChildren(text, links);
  host.hidden = false;
  return true;
}
