import type { Action, GameState, GameView } from "../../shared/engine";

/** What the board views draw: the game as this page may see it, plus what it may do. */
export interface BoardModel {
  /** The engine's projection for this page's viewer: what the board draws. */
  view: GameView;
  /** The rebuilt engine state, for engine calls only (its hidden parts are placeholders). */
  game: GameState;
  names: readonly string[];
  /** The seat whose own hidden facts this page shows (null for a spectator). */
  viewer: number | null;
  mySeats: readonly number[];
  /** Board slots the viewer may place a character on now, with the place actions for each. */
  placeTargets: ReadonlyMap<string, Action[]>;
}

export interface BoardEvents {
  /** A highlighted slot was clicked. */
  slot(slotId: string): void;
}
