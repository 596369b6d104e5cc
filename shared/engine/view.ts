// What one viewer may know (RULES §5.4 hidden plans): no RNG state or seed, no deck order (only its size),
// and during Assignment no other seat's hand or cards (only which characters have one, and who confirmed).

import type { AssignLocation, CharacterId, CharacterState, GameState, PlayerState, Seat } from "./state";

export type Viewer = Seat | "spectator";

export interface CharacterView extends Omit<CharacterState, "card"> {
  readonly card: AssignLocation | "hidden" | null;
}

export interface PlayerView extends Omit<PlayerState, "hand" | "characters"> {
  /** null when hidden from this viewer. */
  readonly hand: PlayerState["hand"] | null;
  readonly characters: Readonly<Record<CharacterId, CharacterView>>;
}

export interface GameView extends Omit<GameState, "rng" | "seed" | "deck" | "players"> {
  readonly viewer: Viewer;
  readonly deckSize: number;
  readonly players: readonly PlayerView[];
}

function hidePlan(p: PlayerState): PlayerView {
  const characters = {} as Record<CharacterId, CharacterView>;
  for (const id in p.characters) {
    const c = p.characters[id as CharacterId];
    characters[id as CharacterId] = { ...c, card: c.card === null ? null : "hidden" };
  }
  return { ...p, hand: null, characters };
}

/** The state as `viewer` may see it: always a new object, the input is not touched. */
export function viewFor(s: GameState, viewer: Viewer): GameView {
  const { rng: _rng, seed: _seed, deck, players, ...rest } = s;
  const hiding = s.phase === "assignment"; // cards are revealed when Phase E starts (RULES §5.5.1)
  return {
    ...rest,
    viewer,
    deckSize: deck.length,
    players: players.map((p) => (hiding && p.seat !== viewer ? hidePlan(p) : { ...p })),
  };
}
