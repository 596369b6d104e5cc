// The Grand Magician's search: a rollout (policy-improvement) search over the root moves, every move compared with
// greedy's own move in the SAME sampled worlds, and the budget spent by sequential halving.
//
// Why (issue 31, docs/bots.md): the greedy playouts are deterministic once a world is drawn (its dice, decks and
// hidden cards), so the noise between two root moves is mostly the difference between the worlds they happened to be
// tried in, not between the moves. ISMCTS tries each child in its own worlds, and with 30-40 near-equal children
// its floor (2 standard errors of the whole root's spread) let it leave greedy's move only rarely: it played
// "greedy plus a few deviations". Here each world is played out once per surviving move, so what is compared is the
// paired difference "this move minus greedy's move in the same world": a move that changes nothing scores exactly 0
// (never played instead of greedy's), and a move that is better in most worlds is found with few worlds.
// Sequential halving (Karnin, Koren and Somekh 2013) spreads a fixed budget over rounds, each round halving the
// moves kept, so the last few moves get most of the worlds.

import {
  applyAction,
  greedyBot,
  type Action,
  type GameState,
  type GameView,
  type Random,
  type Seat,
} from "../engine/index";
import { determinize } from "./determinize";
import { playout, rewards, turnActions } from "./playout";
import { aloneOf, applyPlan, candidatePlans, firstStep, type Plan } from "./plans";
import type { RunnerUp, SearchLimits, SearchResult } from "./searchTypes";

/** How many shared worlds the best move needs before it is played instead of greedy's. */
export const MIN_WORLDS_TO_LEAVE_GREEDY = 10;
/** How many standard errors above zero the mean paired gain over greedy's move must be. */
export const LEAVE_GREEDY_Z = 2;
/**
 * The smallest spread of a paired difference assumed: a few worlds where a move gains the same must still gain
 * more than about one Fame each (0.25 × 1/40 of the reward per Fame, docs/bots.md) to count.
 */
const MIN_DIFF_SD = 0.01;

export interface Candidate {
  readonly action: Action | null;
  readonly plan: Plan | null;
  /** Sums over the shared worlds: the paired difference to greedy's move, its square, Fame and wins. */
  diff: number;
  diff2: number;
  fame: number;
  wins: number;
  worlds: number;
  /** Per shared world, in the order the worlds were played: the seat's final Fame and win (1) or not (0). Every
   *  world is played for every move kept then, so two moves' lists share their common prefix of worlds. */
  fames: number[];
  won: number[];
  /** The move could not be played in a drawn world (a defect): it leaves the race. */
  broken: boolean;
}

const keyOf = (a: Action): string => JSON.stringify(a);

/** Free moves that only give something away (Return Component, Discard Trick): played only as greedy's move. */
const isGiveaway = (a: Action | null): boolean => a?.type === "returnComponent" || a?.type === "discardTrick";

function play(s: GameState, seat: Seat, c: Candidate): GameState | null {
  if (c.plan) return applyPlan(s, seat, c.plan);
  const r = applyAction(s, seat, c.action!);
  return r.ok ? r.state : null;
}

/**
 * When the hint goes on past its budget, every move has this many worlds before the first cut, then the half kept
 * after each world: about 3 playouts per move in all, so 40 moves reach 10 worlds in about 130 playouts (every 3 worlds
 * took 181 playouts and still fell short of 10 at load 12 on a Dark Alley placement).
 */
const EXTRA_WORLDS_BEFORE_HALVING = 2;

const meanDiff = (c: Candidate): number => (c.worlds > 0 ? c.diff / c.worlds : -Infinity);

/**
 * The seat's move from its view: greedy's, unless another root move gains over it in the worlds both were played
 * in, by at least LEAVE_GREEDY_Z standard errors over at least MIN_WORLDS_TO_LEAVE_GREEDY worlds. Never reads a
 * hidden part: every world is drawn from the view with the bot's own generator.
 */
export function pairedRollouts(
  view: GameView,
  seat: Seat,
  rng: Random,
  limits: SearchLimits,
  epsilon = 0,
  against?: Against,
): SearchResult {
  const started = limits.now?.() ?? 0;
  const first = determinize(view, seat, rng);
  if (turnActions(first, seat).length === 0) return { action: null, iterations: 0, nodes: 0, playouts: 0 };
  const greedyFirst = greedyBot(first, seat);
  const make = (action: Action | null, plan: Plan | null): Candidate => ({
    action,
    plan,
    diff: 0,
    diff2: 0,
    fame: 0,
    wins: 0,
    worlds: 0,
    fames: [],
    won: [],
    broken: false,
  });
  // Greedy's move first: its plan (the first plan) in Assignment, else its action.
  let all: Candidate[];
  if (first.phase === "assignment") all = candidatePlans(first, seat).map((p) => make(null, p));
  else {
    const greedyKey = greedyFirst ? keyOf(greedyFirst) : null;
    const acts = turnActions(first, seat).filter((a) => !isGiveaway(a) || keyOf(a) === greedyKey);
    const g = acts.findIndex((a) => keyOf(a) === greedyKey);
    if (g > 0) acts.unshift(...acts.splice(g, 1));
    all = acts.map((a) => make(a, null));
  }
  const step = (c: Candidate): Action => (c.plan ? firstStep(c.plan) : c.action!);
  if (all.length === 1) return { action: step(all[0]!), iterations: 0, nodes: 0, playouts: 0, ...aloneOf(first, seat) };
  const greedy = all[0]!;
  // The look back's question "why not what I played": that move runs in every world to the end, as greedy's does.
  const pinned = against ? all.find((c) => matches(c, against, step)) : undefined;
  /** The better half by mean gain over greedy (greedy's own move always stays: it is the reference; so does the
   *  move asked about). */
  const halve = (kept: Candidate[]): Candidate[] => {
    const pin = pinned && pinned !== greedy && kept.includes(pinned) ? [pinned] : [];
    const ranked = kept
      .slice(1)
      .filter((c) => c !== pinned)
      .sort((a, b) => meanDiff(b) - meanDiff(a));
    return [greedy, ...pin, ...ranked.slice(0, Math.max(1, Math.ceil(kept.length / 2) - 1))];
  };

  // The budget in its own unit: milliseconds with a clock, else playouts. Both stop at the playout cap.
  const clocked = limits.now !== undefined && limits.budgetMs !== undefined;
  const total = clocked ? limits.budgetMs! : limits.maxIterations;
  let playouts = 0;
  const used = () => (clocked ? limits.now!() - started : playouts);
  const out = () => playouts >= limits.maxIterations || (clocked && used() >= total);

  /** Plays one world for every kept move; false (and nothing counted) when the budget ran out inside it. */
  const playWorld = (kept: Candidate[], s: GameState, stop: () => boolean = out): boolean => {
    const ends: ({ reward: number; fame: number; won: boolean } | null)[] = [];
    for (const c of kept) {
      if (playouts >= limits.maxIterations) return false;
      const after = play(s, seat, c);
      if (!after) {
        ends.push(null);
        continue;
      }
      const end = playout(after, rng, epsilon, clocked ? stop : () => false);
      if (!end) return false; // cut by the clock: half a game says nothing
      playouts++;
      const v = rewards(end);
      ends.push({
        reward: v.reward[seat] ?? 0,
        fame: v.fame[seat] ?? 0,
        won: end.phase === "gameOver" && end.winner === seat,
      });
    }
    const base = ends[0];
    if (!base) return false; // greedy's own move refused: a defect, this world cannot be compared
    kept.forEach((c, i) => {
      const e = ends[i];
      if (!e) {
        c.broken = true;
        return;
      }
      const d = e.reward - base.reward;
      c.diff += d;
      c.diff2 += d * d;
      c.fame += e.fame;
      if (e.won) c.wins++;
      c.worlds++;
      c.fames.push(e.fame);
      c.won.push(e.won ? 1 : 0);
    });
    return true;
  };

  let kept = all;
  const rounds = Math.max(1, Math.ceil(Math.log2(all.length)));
  let worlds = 0;
  for (let round = 0; round < rounds && !out(); round++) {
    // This round's share of what is left; a world costs one playout per kept move.
    const roundEnd = used() + (total - used()) / (rounds - round);
    let played = 0;
    do {
      if (!clocked && playouts + kept.length > limits.maxIterations) break; // a world that cannot be finished
      const s = worlds === 0 ? first : determinize(view, seat, rng);
      worlds++;
      if (!playWorld(kept, s)) break;
      played++;
    } while (used() < roundEnd && !out());
    if (played === 0) break;
    kept = kept.filter((c) => !c.broken);
    if (round < rounds - 1 && kept.length > 2) kept = halve(kept);
  }

  // The hint: a person asked and waits, and with fewer worlds than MIN_WORLDS_TO_LEAVE_GREEDY the answer is greedy's
  // move with no reason (a loaded machine gave 20-77 playouts a second, issue 31). Go on until greedy's move has
  // `minWorlds` worlds or the wait's bound, halving after each world (once every move has a couple) so the wait goes
  // to the moves still in the race.
  if (clocked && limits.minWorlds !== undefined && limits.maxWaitMs !== undefined) {
    const waitOut = () => playouts >= limits.maxIterations || limits.now!() - started >= limits.maxWaitMs!;
    while (greedy.worlds < limits.minWorlds && !waitOut()) {
      const s = worlds === 0 ? first : determinize(view, seat, rng);
      worlds++;
      if (!playWorld(kept, s, waitOut)) break;
      kept = kept.filter((c) => !c.broken);
      if (kept.length > 2 && greedy.worlds >= EXTRA_WORLDS_BEFORE_HALVING) kept = halve(kept);
    }
  }

  if (greedy.worlds === 0) return { action: step(greedy), iterations: playouts, nodes: 0, playouts, unsearched: true };
  const chosen = finalChoice(kept, greedy);
  const runner = runnerUpOf(all, chosen, step);
  const played =
    pinned && pinned !== chosen && !pinned.broken && pinned.worlds > 0 ? paired(chosen, pinned, step) : null;
  return {
    action: step(chosen),
    iterations: playouts,
    nodes: 0,
    playouts,
    expected: { fame: chosen.fame / chosen.worlds, winRate: chosen.wins / chosen.worlds, visits: chosen.worlds },
    ...(chosen.plan ? { plan: chosen.plan.steps } : {}),
    ...(runner ? { runnerUp: runner } : {}),
    ...(played ? { played } : {}),
  };
}

/** A move the caller asks about: one action, or in Assignment the cards of a whole plan (in any order). */
export type Against = Action | readonly Action[];

const planKey = (steps: readonly Action[]): string => steps.map(keyOf).sort().join("|");

/** Whether candidate `c` is the move asked about: the same action, or the same plan's cards. */
function matches(c: Candidate, against: Against, step: (c: Candidate) => Action): boolean {
  if (Array.isArray(against)) return c.plan !== null && planKey(c.plan.steps) === planKey(against);
  return c.plan === null && keyOf(step(c)) === keyOf(against as Action);
}

/**
 * The next best move with another first step than the chosen one (two plans starting alike are one choice for a
 * person asking now), compared with it in the worlds both were played in. The search's own order: the moves kept
 * longest (most worlds) first, then the better mean gain over greedy. A plan with the same cards in another order
 * is the same plan to a player (the cards are placed face down together): never its runner-up (issue 31, playtest
 * 2026-11-27: "A close call: Manager → the Theater" against its own plan).
 */
export function runnerUpOf(
  all: readonly Candidate[],
  chosen: Candidate,
  step: (c: Candidate) => Action,
): RunnerUp | null {
  const chosenKey = keyOf(step(chosen));
  const chosenPlan = chosen.plan ? planKey(chosen.plan.steps) : null;
  let best: Candidate | null = null;
  for (const c of all) {
    if (c === chosen || c.broken || c.worlds === 0 || keyOf(step(c)) === chosenKey) continue;
    if (chosenPlan !== null && c.plan && planKey(c.plan.steps) === chosenPlan) continue;
    if (!best || c.worlds > best.worlds || (c.worlds === best.worlds && meanDiff(c) > meanDiff(best))) best = c;
  }
  return best ? paired(chosen, best, step) : null;
}

/** `other` against the chosen move over the worlds both were played in (their common prefix). */
function paired(chosen: Candidate, other: Candidate, step: (c: Candidate) => Action): RunnerUp {
  const best = other;
  const n = Math.min(best.worlds, chosen.worlds);
  const diffOf = (a: number[], b: number[]) => {
    let sum = 0;
    let sum2 = 0;
    for (let i = 0; i < n; i++) {
      const d = a[i]! - b[i]!;
      sum += d;
      sum2 += d * d;
    }
    const mean = sum / n;
    const se = n > 1 ? Math.sqrt(Math.max(0, (sum2 - n * mean * mean) / (n - 1)) / n) : Infinity;
    return { mean, se };
  };
  const fame = diffOf(chosen.fames, best.fames);
  const wins = diffOf(chosen.won, best.won);
  return {
    action: step(best),
    // A plan is named whole: its first card alone could be a card of the chosen plan too.
    ...(best.plan && best.plan.steps.length > 1 ? { plan: best.plan.steps } : {}),
    worlds: n,
    fame: fame.mean,
    fameSe: fame.se,
    wins: wins.mean,
    winsSe: wins.se,
  };
}

/**
 * Greedy's move unless the best kept move gains over it clearly: at least MIN_WORLDS_TO_LEAVE_GREEDY shared worlds
 * and a mean paired gain above LEAVE_GREEDY_Z standard errors of that gain (so a move that changes nothing, gain 0
 * in every world, is never preferred, and few worlds leave greedy's move in place).
 */
function finalChoice(kept: readonly Candidate[], greedy: Candidate): Candidate {
  let best: Candidate | null = null;
  for (const c of kept) if (c !== greedy && c.worlds > 0 && (!best || meanDiff(c) > meanDiff(best))) best = c;
  if (!best || best.worlds < MIN_WORLDS_TO_LEAVE_GREEDY) return greedy;
  const n = best.worlds;
  const mean = best.diff / n;
  const variance = Math.max(0, (best.diff2 - n * mean * mean) / (n - 1));
  const sd = Math.max(MIN_DIFF_SD, Math.sqrt(variance));
  return mean > (LEAVE_GREEDY_Z * sd) / Math.sqrt(n) ? best : greedy;
}
