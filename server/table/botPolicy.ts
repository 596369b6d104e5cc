import { makeRandom, randomBot } from "../../shared/engine/bots";
import type { Action, GameState, Seat } from "../../shared/engine";

/**
 * The move a bot makes for `seat` now: a pure function of the state and the table's move count,
 * so a table replayed from its action log makes the same bot moves again. No clock is involved.
 */
export function chooseBotAction(game: GameState, seat: Seat, moveNumber: number): Action | null {
  return randomBot(game, seat, makeRandom(`bot:${seat}:${moveNumber}`));
}
