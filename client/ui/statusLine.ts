import { activeSeats, type GameState } from "../../shared/engine";
import { capitalised, name as thingName, t } from "../i18n";
import { TURNS_BASE } from "../../shared/data/locations";
import { TURNS_DARK_ALLEY } from "../../shared/engine";

/** How many turns the game lasts: 5, or 7 with Dark Alley (RULES §12.1). */
export function turnsOf(game: Pick<GameState, "alley">): number {
  return game.alley ? TURNS_DARK_ALLEY : TURNS_BASE;
}

/** "Turn 2 · Place characters · Ben to act" — plain words for where the game is, in the reader's language. */
export function statusText(game: GameState, names: readonly string[], mySeats: readonly number[]): string {
  const name = (s: number): string =>
    mySeats.includes(s) ? t("status.you") : (names[s] ?? t("landing.seat", { n: s + 1 }));
  if (game.phase === "gameOver") return t("status.gameOver");
  const phase = t(`status.phase.${game.phase}`, { defaultValue: game.phase });
  const active = activeSeats(game);
  const who =
    game.phase === "assignment"
      ? t("status.planning", { count: active.length })
      : active.length
        ? // "It is your turn" takes its own words: Spanish says "te toca a ti", not "le toca a ti" (playtest 6).
          mySeats.includes(active[0]!)
          ? t("status.toActYou")
          : t("status.toAct", { name: name(active[0]!) })
        : "";
  const parts = [
    ...(game.turn > 0 ? [t("status.turn", { turn: game.turn, turns: turnsOf(game) })] : []),
    phase,
    ...(game.phase === "performance" && game.weekday ? [capitalised(thingName("weekday", game.weekday))] : []),
    ...(who ? [who] : []),
  ];
  return parts.join(" · ");
}
