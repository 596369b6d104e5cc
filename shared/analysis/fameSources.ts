// A look back at a finished game: where each player's Fame came from, turn by turn and source by source, and the
// turns in which a player fell furthest behind the winner. Computed from the game's public typed events alone
// (docs/engine.md "Events"), so the game-over screen and the replay viewer tell the same story, and nothing a
// player could not see goes into it. Pure: no engine state, no DOM.

import type { GameEvent } from "../engine";

/**
 * Where Fame comes from:
 * - `tricks`: the yields of one's own markers in any show (RULES §8.2);
 * - `links`: +1 per Link when performing (§8.3) and the Fame chosen for new Links at set-up (§3.6);
 * - `performer`: the performance card's and the backstage Specialists' bonus (§8.3, OQ-32);
 * - `advertise`: Advertise (§5.3);
 * - `wages`: Fame lost for unpaid wages (§9.1), negative;
 * - `endGame`: final scoring's Shards, coins, Apprentices and Specialists (§10.1, §12.7);
 * - `darkAlley`: Dark Alley sources: show effects beyond the base lines (prophecies, Special cards, abilities),
 *   Dark Alley actions, unused Special cards and the Fame-36 tricks' bonuses at the end (§12);
 * - `other`: any other action that changed Fame (none in the base game).
 */
export const FAME_SOURCES = [
  "tricks",
  "links",
  "performer",
  "advertise",
  "wages",
  "endGame",
  "darkAlley",
  "other",
] as const;
export type FameSource = (typeof FAME_SOURCES)[number];
export type FameBySource = Record<FameSource, number>;

export interface FameLookBack {
  /** Fame each player started with (RULES §3.2: 5). */
  readonly start: readonly number[];
  /** The turns in the order they were played (1, 2, …). */
  readonly turns: readonly number[];
  /** perTurn[seat][i]: the Fame a seat gained in turns[i], by source (final scoring is apart, in `final`). */
  readonly perTurn: readonly (readonly FameBySource[])[];
  /** The Fame each seat gained at final scoring, by source. */
  readonly final: readonly FameBySource[];
  /** The whole game per seat, by source (turns and final scoring). */
  readonly totals: readonly FameBySource[];
  /** Each seat's final score as the final event states it, or null before the game ends. */
  readonly scores: readonly number[] | null;
  readonly winner: number | null;
}

/** One turn in which a player fell behind the winner: the gap, and the source where most of it was lost. */
export interface LostTurn {
  readonly turn: number;
  /** The winner's Fame gain in that turn less the player's (positive). */
  readonly gap: number;
  readonly source: FameSource;
  /** The gap in that source alone. */
  readonly sourceGap: number;
}

const empty = (): FameBySource => ({
  tricks: 0,
  links: 0,
  performer: 0,
  advertise: 0,
  wages: 0,
  endGame: 0,
  darkAlley: 0,
  other: 0,
});

/** The sum of every source. */
export function fameOf(by: FameBySource): number {
  let sum = 0;
  for (const s of FAME_SOURCES) sum += by[s];
  return sum;
}

/**
 * Where each player's Fame came from, from the events of a whole game (or of the game so far) in order.
 * `start` is each seat's Fame before the first event (the game's set-up state says it); `darkAlley` whether the
 * game plays the module (its actions' own Fame changes are then Dark Alley sources).
 */
export function fameSources(
  events: Iterable<GameEvent>,
  start: readonly number[],
  game: { darkAlley: boolean },
): FameLookBack {
  const players = start.length;
  const turns: number[] = [];
  const perTurn: FameBySource[][] = Array.from({ length: players }, () => []);
  const final = Array.from({ length: players }, empty);
  let scores: number[] | null = null;
  let winner: number | null = null;
  const alley = game.darkAlley;
  // Before the first turn event (set-up) nothing gains Fame; should anything, it goes to the first turn's column.
  let current: FameBySource[] | null = null;
  const bucket = (seat: number): FameBySource | null => {
    if (seat < 0 || seat >= players) return null;
    if (!current) openTurn(turns.length ? turns[turns.length - 1]! : 1);
    return current![seat]!;
  };
  const openTurn = (turn: number): void => {
    turns.push(turn);
    current = perTurn.map((row) => {
      const by = empty();
      row.push(by);
      return by;
    });
  };
  const add = (seat: number, source: FameSource, fame: number): void => {
    if (fame === 0) return;
    const by = bucket(seat);
    if (by) by[source] += fame;
  };
  for (const e of events) {
    switch (e.type) {
      case "turn":
        // A turn column opened early by a gain before the first turn event is that turn's.
        if (!current || turns[turns.length - 1] !== e.turn) openTurn(e.turn);
        break;
      case "act":
        for (const [seat, fame] of e.gains) add(seat, actSource(e.action.type, alley), fame);
        break;
      case "show":
        for (const [seat, , , fame] of e.yields) add(seat, "tricks", fame);
        add(e.seat, "links", e.bonus[0]);
        add(e.seat, "performer", e.bonus[1] + e.bonus[4]);
        // Beyond the base lines: only Dark Alley effects change a show (the event's own contract).
        for (const [seat, fame] of e.other) add(seat, "darkAlley", fame);
        break;
      case "wages":
        add(e.seat, "wages", -e.fameLost);
        break;
      case "final": {
        scores = new Array<number>(players).fill(0);
        winner = e.winner;
        for (const line of e.scores) {
          const [seat, fameBefore, , , , , total, , specialFame, ...bonuses] = line;
          if (seat < 0 || seat >= players) continue;
          scores[seat] = total;
          // RULES §12.7: a Dark Alley line goes on with unused Special cards, their Fame, then (trick, Fame) pairs.
          let alleyFame = specialFame ?? 0;
          for (let i = 1; i < bonuses.length; i += 2) alleyFame += bonuses[i]!;
          final[seat]!.darkAlley += alleyFame;
          final[seat]!.endGame += total - fameBefore - alleyFame;
        }
        break;
      }
      default:
        break;
    }
  }
  const totals = Array.from({ length: players }, (_, seat) => {
    const by = empty();
    for (const row of [...perTurn[seat]!, final[seat]!]) for (const s of FAME_SOURCES) by[s] += row[s];
    return by;
  });
  return { start: start.slice(), turns, perTurn, final, totals, scores, winner };
}

/** Which source an action's own Fame change belongs to. */
function actSource(type: string, alley: boolean): FameSource {
  if (type === "advertise") return "advertise";
  // The Fame chosen for new Links (RULES §3.6); Master of Chains' paid Reschedule is a Dark Alley ability.
  if (type === "setUpTrick") return "links";
  return alley ? "darkAlley" : "other";
}

/**
 * The turns in which `seat` fell furthest behind the winner (largest gap first, at most `count`), each with the
 * source where the most was lost. Empty for the winner, or before the game has one.
 */
export function turnsLostToWinner(look: FameLookBack, seat: number, count = 3): LostTurn[] {
  const w = look.winner;
  if (w === null || w === seat) return [];
  return turnsLostTo(look, seat, w, count);
}

/**
 * The seat `seat` is measured against: the winner, or for the winner the runner-up (the best final score among the
 * others; on a tie the earlier seat). Null before the game has a winner.
 */
export function rivalOf(look: FameLookBack, seat: number): number | null {
  const w = look.winner;
  if (w === null || !look.scores) return null;
  if (w !== seat) return w;
  let best: number | null = null;
  look.scores.forEach((score, other) => {
    if (other !== seat && (best === null || score > look.scores![best]!)) best = other;
  });
  return best;
}

/** The turns in which `seat` gained less Fame than `rival` (largest gap first, at most `count`). */
export function turnsLostTo(look: FameLookBack, seat: number, rival: number, count = 3): LostTurn[] {
  if (seat === rival || !look.perTurn[seat] || !look.perTurn[rival]) return [];
  const lost: LostTurn[] = [];
  look.turns.forEach((turn, i) => {
    const mine = look.perTurn[seat]![i]!;
    const theirs = look.perTurn[rival]![i]!;
    const gap = fameOf(theirs) - fameOf(mine);
    if (gap <= 0) return;
    let source: FameSource = FAME_SOURCES[0];
    for (const s of FAME_SOURCES) if (theirs[s] - mine[s] > theirs[source] - mine[source]) source = s;
    lost.push({ turn, gap, source, sourceGap: theirs[source] - mine[source] });
  });
  // Largest gap first; on a tie the earlier turn.
  return lost.sort((a, b) => b.gap - a.gap || a.turn - b.turn).slice(0, count);
}
