import type { Action, GameState, GameView } from "../../shared/engine";
import type { TrickId } from "../../shared/data/tricks";
import type { PieceChoice, TheaterPick } from "./pieces";

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
  /** The engine's legal actions for the viewer now (what the pieces offer). */
  legal: readonly Action[];
  /** The Theater set-up or reschedule being prepared on the board. */
  pick: TheaterPick;
}

/** Where a pop-over opens: a board object's box on the page. */
export interface Anchor {
  x: number;
  y: number;
}

export interface BoardEvents {
  /** A highlighted slot was clicked. */
  slot(slotId: string): void;
  /** A piece with choices was clicked: show them at `anchor`, on the canvas (a key names the piece for tests). */
  menu(key: string, anchor: Anchor, choice: PieceChoice): void;
  /** A performance-card space was clicked (set-up / reschedule target, or rotate when it is the target). */
  space(card: number, slot: string): void;
  /** One of the viewer's markers was clicked in the Theater: move it (Reschedule). */
  marker(card: number, slot: string): void;
  /** One of the viewer's tricks was chosen for a set-up (Theater). */
  pickTrick(trick: TrickId): void;
  /** Turn the previewed marker to its next legal orientation (+1) or back (−1). */
  rotate(step: 1 | -1): void;
}
