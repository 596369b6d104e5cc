// Single-observer Information-Set MCTS (Cowling, Powley and Whitehouse 2012): every iteration draws one full state
// from the bot's view (determinize.ts), walks the one tree of action sequences with the moves legal in that state,
// counting a child's availability each time it could have been chosen (UCB over availability, not parent visits),
// grows one node, plays the rest with the greedy-based policy and backs each seat's reward up the nodes it chose.
//
// Width: a node opens its children one at a time (progressive widening, k = ceil(C·n^α) children after n visits),
// the greedy bot's own choice first, so the search starts from greedy's knowledge and only looks wider where it has
// visits to spend. In Assignment the bot's moves are whole plans (plans.ts: greedy's and its neighbours), and every
// other plan in the tree (other seats', and the bot's own in later turns) comes from the playout policy, which never
// reads another seat's plan (RULES §5.4: plans are simultaneous).

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
import { nextSeat, playout, policyStep, rewards, turnActions } from "./playout";
import { aloneOf, applyPlan, candidatePlans, firstStep, type Plan } from "./plans";
import type { SearchLimits, SearchResult } from "./searchTypes";

/** A move of the tree: one action, or (the bot's Assignment at the root) a whole plan. */
interface Move {
  readonly key: string;
  readonly action: Action | null;
  readonly plan: Plan | null;
}

interface Node {
  /** The seat whose move led here (its reward is summed). */
  readonly seat: Seat;
  readonly move: Move | null;
  visits: number;
  avail: number;
  reward: number;
  /** Sum of the squared rewards: with `reward`, the spread of this node's playouts (the root's is the final choice's). */
  reward2: number;
  /** The root seat's final Fame and wins over the playouts through here (the hint's expectation). */
  fame: number;
  wins: number;
  /** Made on the first child: most nodes are leaves, and an empty Map costs more than the node itself. */
  children: Map<string, Node> | null;
}

function newNode(seat: Seat, move: Move | null): Node {
  return { seat, move, visits: 0, avail: 0, reward: 0, reward2: 0, fame: 0, wins: 0, children: null };
}

export const keyOf = (a: Action): string => JSON.stringify(a);
const actionMove = (a: Action): Move => ({ key: keyOf(a), action: a, plan: null });

function play(s: GameState, seat: Seat, m: Move): GameState | null {
  if (m.plan) return applyPlan(s, seat, m.plan);
  const r = applyAction(s, seat, m.action!);
  return r.ok ? r.state : null;
}

export interface IsmctsTuning {
  /** UCB exploration constant (rewards are in [0, 1]). */
  readonly exploration: number;
  /** Progressive widening: a node with n visits may have ceil(widenC · (n+1)^widenAlpha) children. */
  readonly widenC: number;
  readonly widenAlpha: number;
  /** The playout policy's share of random moves. */
  readonly epsilon: number;
}

export const DEFAULT_TUNING: IsmctsTuning = { exploration: 0.5, widenC: 2, widenAlpha: 0.5, epsilon: 0 };

/** The root's moves: whole plans in Assignment, else every turn action (they depend only on what the seat sees). */
function rootMovesOf(s: GameState, seat: Seat): Move[] {
  if (s.phase === "assignment") return candidatePlans(s, seat).map((plan) => ({ key: plan.key, action: null, plan }));
  return turnActions(s, seat).map(actionMove);
}

/**
 * Run ISMCTS for `seat` from its view within `limits`: greedy's root move unless a child is clearly better
 * (finalChoice). Never reads a hidden part.
 */
export function ismcts(
  view: GameView,
  seat: Seat,
  rng: Random,
  limits: SearchLimits,
  tuning: IsmctsTuning = DEFAULT_TUNING,
): SearchResult {
  const started = limits.now?.() ?? 0;
  const first = determinize(view, seat, rng);
  if (turnActions(first, seat).length === 0) return { action: null, iterations: 0, nodes: 0, playouts: 0 };
  const rootMoves = rootMovesOf(first, seat);
  const step = (m: Move): Action => (m.plan ? firstStep(m.plan) : m.action!);
  if (rootMoves.length === 1)
    return { action: step(rootMoves[0]!), iterations: 0, nodes: 0, playouts: 0, ...aloneOf(first, seat) };
  const greedyFirst = greedyBot(first, seat);
  const root = newNode(seat, null);
  let nodes = 1;
  let iterations = 0;
  const out = () =>
    limits.now !== undefined && limits.budgetMs !== undefined && limits.now() - started >= limits.budgetMs;
  while (iterations < limits.maxIterations && !(iterations > 0 && out())) {
    let s = iterations === 0 ? first : determinize(view, seat, rng);
    const path: Node[] = [root];
    let node = root;
    for (;;) {
      if (s.phase === "gameOver") break;
      const atRoot = node === root;
      const mover = atRoot ? seat : nextSeat(s);
      if (mover === null) break;
      if (!atRoot && s.phase === "assignment") {
        // Plans below the root come from the policy, each blind to the others'.
        const next = policyStep(s, mover, rng, tuning.epsilon);
        if (!next) break;
        s = next;
        continue;
      }
      const cands = atRoot ? rootMoves : turnActions(s, mover).map(actionMove);
      if (cands.length === 0) break;
      if (cands.length === 1) {
        // A forced move takes no node: the tree only branches where there is a choice.
        const next = play(s, mover, cands[0]!);
        if (!next) break;
        s = next;
        continue;
      }
      const open: Node[] = [];
      const unopened: Move[] = [];
      for (const m of cands) {
        const child = node.children?.get(m.key);
        if (child) open.push(child);
        else unopened.push(m);
      }
      const allowed = Math.ceil(tuning.widenC * (node.visits + 1) ** tuning.widenAlpha);
      let chosen: Node | null = null;
      if (
        unopened.length > 0 &&
        nodes < limits.maxNodes &&
        ((node.children?.size ?? 0) < allowed || open.length === 0)
      ) {
        // Greedy's knowledge as the prior: its move (its plan comes first among the plans) is opened first.
        let pick: Move | undefined;
        if (atRoot)
          pick =
            s.phase === "assignment" ? unopened[0] : unopened.find((m) => greedyFirst && m.key === keyOf(greedyFirst));
        else {
          const g = greedyBot(s, mover);
          pick = g ? unopened.find((m) => m.key === keyOf(g)) : undefined;
        }
        pick ??= unopened[Math.floor(rng() * unopened.length)]!;
        chosen = newNode(mover, pick);
        node.children ??= new Map();
        node.children.set(pick.key, chosen);
        nodes++;
        for (const c of open) c.avail++;
        chosen.avail++;
        const next = play(s, mover, pick);
        if (!next) break;
        s = next;
        path.push(chosen);
        break; // a new leaf: the playout takes over
      }
      if (open.length === 0) break;
      let bestScore = -Infinity;
      for (const c of open) {
        c.avail++;
        const score = c.reward / c.visits + tuning.exploration * Math.sqrt(Math.log(c.avail) / c.visits);
        if (score > bestScore) {
          bestScore = score;
          chosen = c;
        }
      }
      const next = play(s, mover, chosen!.move!);
      if (!next) break;
      s = next;
      path.push(chosen!);
      node = chosen!;
    }
    const end = playout(s, rng, tuning.epsilon, out);
    // Cut by the clock: the budget is spent, and an unfinished game backs up nothing.
    if (!end) break;
    const { reward, fame } = rewards(end);
    const won = end.phase === "gameOver" && end.winner === seat;
    for (const n of path) {
      n.visits++;
      const r = reward[n.seat] ?? 0;
      n.reward += r;
      n.reward2 += r * r;
      n.fame += fame[seat] ?? 0;
      if (won) n.wins++;
    }
    iterations++;
  }
  // Greedy's move at the root: its plan (the first plan) in Assignment, else its action.
  const greedyMove =
    (first.phase === "assignment"
      ? rootMoves[0]
      : rootMoves.find((m) => greedyFirst && m.key === keyOf(greedyFirst))) ?? rootMoves[0]!;
  const best = finalChoice(root, root.children?.get(greedyMove.key) ?? null);
  // Nothing played out (the clock cut the first playout): greedy's move, which the root opens first anyway.
  if (!best || best.visits === 0)
    return { action: step(greedyMove), iterations, nodes, playouts: iterations, unsearched: true };
  return {
    action: step(best.move!),
    iterations,
    nodes,
    playouts: iterations,
    expected: { fame: best.fame / best.visits, winRate: best.wins / best.visits, visits: best.visits },
  };
}

/** A root child other than greedy's is played only with at least this many playouts of its own. */
export const MIN_VISITS_TO_LEAVE_GREEDY = 10;
/** How many standard errors better than greedy's move a child's mean reward must be to be played instead. */
export const LEAVE_GREEDY_Z = 2;
/** The smallest spread of one playout's reward assumed (a few alike playouts must not look certain). */
const MIN_REWARD_SD = 0.1;

/**
 * The root child to play: the most visited one, but greedy's own move unless that child is clearly better by its
 * playouts (issue 31). Many root moves lead to nearly the same game under the greedy playouts, so with tens to a
 * few hundred playouts the most visited child among dozens is mostly luck, and a lucky "do nothing" (return a
 * component, move a marker on the same card, leave a character idle) beat greedy's move. The search may only play
 * worse than greedy by the rare error of a significance test: the difference of the two means must exceed
 * LEAVE_GREEDY_Z standard errors, with the spread of all the root's playouts (each child has too few for its own).
 */
function finalChoice(root: Node, greedy: Node | null): Node | null {
  let best: Node | null = null;
  for (const c of root.children?.values() ?? []) {
    if (c !== greedy && isGiveaway(c.move)) continue;
    if (!best || c.visits > best.visits || (c.visits === best.visits && mean(c) > mean(best))) best = c;
  }
  if (!best || !greedy || greedy.visits === 0 || best === greedy) return greedy ?? best;
  if (best.visits < MIN_VISITS_TO_LEAVE_GREEDY) return greedy;
  const n = root.visits;
  const variance = n > 1 ? Math.max(0, (root.reward2 - (root.reward * root.reward) / n) / (n - 1)) : 0;
  const sd = Math.max(MIN_REWARD_SD, Math.sqrt(variance));
  const standardError = sd * Math.sqrt(1 / best.visits + 1 / greedy.visits);
  return mean(best) - mean(greedy) > LEAVE_GREEDY_Z * standardError ? best : greedy;
}

/**
 * A free move that only gives something away (Return Component, Discard Trick) and leaves the seat to move again.
 * Its subtree holds every move the seat had before, so its value is about that of the best of them, found again
 * below it; at the root it then gathers the visits its twin (the same move without the give-away) would get, and
 * the bot returned component after component or discarded its only trick while deferring that move (issue 31:
 * Return Component 264 visits, mean 0.81, against greedy's End Placement 12 visits, 0.46, four times in a row).
 * Such a move is played only when greedy plays it.
 */
function isGiveaway(m: Move | null): boolean {
  const t = m?.action?.type;
  return t === "returnComponent" || t === "discardTrick";
}

function mean(n: Node): number {
  return n.visits > 0 ? n.reward / n.visits : -Infinity;
}
