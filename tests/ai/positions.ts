// Positions for the bot tests: games of 2-4 players, base and Dark Alley (prophecies and abilities on), played by a
// mix of random and greedy moves, sampled at every phase, including Assignment with other seats' plans hidden.

import {
  activeSeats,
  applyAction,
  createGame,
  greedyBot,
  makeRandom,
  randomBot,
  type GameState,
  type Seat,
} from "../../shared/engine";

export interface Position {
  readonly state: GameState;
  /** A seat that must act now. */
  readonly seat: Seat;
  readonly label: string;
}

/** Every `every`-th position of one game (seeded), ending before game over. */
export function positionsOf(players: 2 | 3 | 4, darkAlley: boolean, seed: number, every: number): Position[] {
  const rng = makeRandom(`positions-${seed}`);
  let s = createGame({ players, modules: darkAlley ? { darkAlley: true } : undefined }, seed);
  const out: Position[] = [];
  for (let step = 0; s.phase !== "gameOver" && step < 3000; step++) {
    const seats = activeSeats(s);
    // In Assignment take the last unconfirmed seat, so earlier seats' plans are hidden and confirmed.
    const seat = s.phase === "assignment" ? seats[seats.length - 1]! : seats[0]!;
    if (step % every === every - 1)
      out.push({
        state: s,
        seat,
        label: `${players}p ${darkAlley ? "DA" : "base"} seed ${seed} step ${step} ${s.phase}`,
      });
    const a = rng() < 0.3 ? randomBot(s, seat, rng) : greedyBot(s, seat);
    if (!a) throw new Error(`no action at ${step}`);
    const r = applyAction(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return out;
}

/** Assignment positions where some other seat has already planned and confirmed (its plan hidden). */
export function hiddenPlanPositions(players: 2 | 3 | 4, darkAlley: boolean, seed: number): Position[] {
  return positionsOf(players, darkAlley, seed, 1).filter(
    (p) =>
      p.state.phase === "assignment" &&
      p.state.players.some(
        (q) => q.seat !== p.seat && q.confirmed && Object.values(q.characters).some((c) => c.card !== null),
      ),
  );
}
