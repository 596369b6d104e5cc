// What one viewer may know (RULES §5.4 hidden plans): no RNG state or seed, no deck order (only its size),
// and during Assignment no other seat's hand or cards (only which characters have one, and who confirmed).

import { copyPlayer, type AssignLocation, type CharacterId, type CharacterState, type GameState, type PlayerState, type Seat } from "./state";

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

/** Whether `viewer` sees player `p`'s hand and planned cards now (RULES §5.4; revealed when Phase E starts, §5.5.1). */
function hiddenFrom(s: GameState, p: PlayerState, viewer: Viewer): boolean {
  return s.phase === "assignment" && p.seat !== viewer;
}

/**
 * One player as `viewer` may see them: exactly `viewFor(s, viewer).players[seat]`, without
 * projecting the others (the server mirrors only the players an action changed).
 */
export function playerViewFor(s: GameState, seat: Seat, viewer: Viewer): PlayerView {
  const p = s.players[seat]!;
  return hiddenFrom(s, p, viewer) ? hidePlan(p) : copyPlayer(p);
}

/** The state as `viewer` may see it: always a new object, the input is not touched. */
export function viewFor(s: GameState, viewer: Viewer): GameView {
  // Built field by field (not with a rest spread, which V8 runs slowly on states), leaving out rng, seed and deck.
  return {
    format: s.format,
    options: s.options,
    turn: s.turn,
    phase: s.phase,
    setupQueue: s.setupQueue,
    initiative: s.initiative,
    cursor: s.cursor,
    dice: s.dice,
    residence: s.residence,
    market: s.market,
    supply: s.supply,
    placement: s.placement,
    theaterCards: s.theaterCards,
    deckSize: s.deck.length,
    weekday: s.weekday,
    players: s.players.map((p) => (hiddenFrom(s, p, viewer) ? hidePlan(p) : copyPlayer(p))),
    final: s.final,
    winner: s.winner,
    viewer,
  };
}
