import { greedyBot, type Action, type GameState, type Seat } from "../../shared/engine";

/**
 * The move a bot makes for `seat` now: the engine's greedy bot, a pure and deterministic
 * function of the state, so a table replayed from its action log makes the same bot moves.
 */
export function chooseBotAction(game: GameState, seat: Seat): Action | null {
  return greedyBot(game, seat);
}
