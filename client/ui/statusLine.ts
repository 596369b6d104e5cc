import { activeSeats, type GameState } from "../../shared/engine";

const PHASES: Record<string, string> = {
  setup: "Setup",
  advertise: "Advertise",
  assignment: "Assignment (secret planning)",
  placement: "Place characters",
  performance: "Performance",
  gameOver: "Game over",
};

/** "Turn 2 · Place characters · Ben to act" — plain words for where the game is. */
export function statusText(game: GameState, names: readonly string[], mySeats: readonly number[]): string {
  const name = (s: number): string => (mySeats.includes(s) ? "you" : (names[s] ?? `Seat ${s + 1}`));
  const phase = PHASES[game.phase] ?? game.phase;
  if (game.phase === "gameOver") return "Game over";
  const turn = game.turn > 0 ? `Turn ${game.turn} of 5 · ` : "";
  const active = activeSeats(game);
  const who =
    game.phase === "assignment"
      ? `${active.length} still planning`
      : active.length
        ? `${name(active[0]!)} to act`
        : "";
  const day = game.phase === "performance" && game.weekday ? ` · ${game.weekday.charAt(0).toUpperCase()}${game.weekday.slice(1)}` : "";
  return `${turn}${phase}${day}${who ? ` · ${who}` : ""}`;
}
