// Single-observer Information-Set MCTS (Cowling, Powley and Whitehouse 2012): every iteration draws one full state
// from the bot's view (determinize.ts), walks the one tree of action sequences with the moves legal in that state,
// counting a child's availability each time it could have been chosen (UCB over availability, not parent visits),
// grows one node, plays the rest with the greedy-based policy and backs each seat's reward up the nodes it chose.
//
// Width: a node opens its children one at a time (progressive widening, k = ceil(C·n^α) children after n visits),
// the greedy bot's own choice first, so the search starts from greedy's knowledge and only looks wider where it has
// visits to spend. Assignment plans are one path each: the bot plans its characters in a fixed order (plus greedy's
// pick), and other seats plan with the opponent model, which never reads the bot's plan (RULES §5.4 simultaneous).

import { CHARACTER_IDS, applyAction, greedyBot, type Action, type CharacterId, type GameState, type GameView, type Random, type Seat } from "../engine/index";
import { determinize } from "./determinize";
import { nextSeat, playout, policyStep, rewards, turnActions } from "./playout";
import type { SearchLimits, SearchResult } from "./searchTypes";

interface Node {
  /** The seat whose move led here (its reward is summed). */
  readonly seat: Seat;
  readonly action: Action | null;
  visits: number;
  avail: number;
  reward: number;
  /** The root seat's final Fame and wins over the playouts through here (the hint's expectation). */
  fame: number;
  wins: number;
  readonly children: Map<string, Node>;
}

function newNode(seat: Seat, action: Action | null): Node {
  return { seat, action, visits: 0, avail: 0, reward: 0, fame: 0, wins: 0, children: new Map() };
}

export const keyOf = (a: Action): string => JSON.stringify(a);

/**
 * The moves the tree considers for `seat`: its turn actions, except in Assignment, where only the first character
 * (CHARACTER_IDS order) with a card to take is planned next, or the plan confirmed: every plan is then one path, not
 * one per order of its cards. Greedy's own pick stays a candidate.
 */
export function treeCandidates(s: GameState, seat: Seat): readonly Action[] {
  const acts = turnActions(s, seat);
  if (s.phase !== "assignment") return acts;
  let first: CharacterId | null = null;
  for (const id of CHARACTER_IDS) {
    if (acts.some((a) => (a.type === "assign" || a.type === "assignAlley") && a.character === id)) {
      first = id;
      break;
    }
  }
  const g = greedyBot(s, seat);
  const gKey = g ? keyOf(g) : "";
  return acts.filter((a) => a.type === "confirmAssignments" || ((a.type === "assign" || a.type === "assignAlley") && a.character === first) || (gKey !== "" && keyOf(a) === gKey));
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

export const DEFAULT_TUNING: IsmctsTuning = { exploration: 0.5, widenC: 2, widenAlpha: 0.5, epsilon: 0.1 };

/** Run ISMCTS for `seat` from its view within `limits`; the most visited root move. Never reads a hidden part. */
export function ismcts(view: GameView, seat: Seat, rng: Random, limits: SearchLimits, tuning: IsmctsTuning = DEFAULT_TUNING): SearchResult {
  const started = limits.now?.() ?? 0;
  const first = determinize(view, seat, rng);
  const rootMoves = treeCandidates(first, seat);
  if (rootMoves.length === 0) return { action: null, iterations: 0, nodes: 0, playouts: 0 };
  if (rootMoves.length === 1) return { action: rootMoves[0]!, iterations: 0, nodes: 0, playouts: 0 };
  const root = newNode(seat, null);
  let nodes = 1;
  let iterations = 0;
  const out = () => limits.now !== undefined && limits.budgetMs !== undefined && limits.now() - started >= limits.budgetMs;
  while (iterations < limits.maxIterations && !(iterations > 0 && out())) {
    let s = iterations === 0 ? first : determinize(view, seat, rng);
    const path: Node[] = [root];
    let node = root;
    for (;;) {
      if (s.phase === "gameOver") break;
      // Assignment: the bot plans first (tree), then the others with the policy, blind to its plan.
      const mover = s.phase === "assignment" && !s.players[seat]!.confirmed ? seat : nextSeat(s);
      if (mover === null) break;
      if (s.phase === "assignment" && mover !== seat) {
        const next = policyStep(s, mover, rng, tuning.epsilon);
        if (!next) break;
        s = next;
        continue;
      }
      // The seat's own moves depend only on what it sees: the root's are the same in every world.
      const cands = node === root ? rootMoves : treeCandidates(s, mover);
      if (cands.length === 0) break;
      if (cands.length === 1) {
        // A forced move takes no node: the tree only branches where there is a choice.
        const r = applyAction(s, mover, cands[0]!);
        if (!r.ok) break;
        s = r.state;
        continue;
      }
      const open: Node[] = [];
      const unopened: Action[] = [];
      for (const a of cands) {
        const child = node.children.get(keyOf(a));
        if (child) open.push(child);
        else unopened.push(a);
      }
      const allowed = Math.ceil(tuning.widenC * Math.pow(node.visits + 1, tuning.widenAlpha));
      let chosen: Node | null = null;
      if (unopened.length > 0 && nodes < limits.maxNodes && (node.children.size < allowed || open.length === 0)) {
        const g = greedyBot(s, mover);
        const gKey = g ? keyOf(g) : "";
        const pick = unopened.find((a) => keyOf(a) === gKey) ?? unopened[Math.floor(rng() * unopened.length)]!;
        chosen = newNode(mover, pick);
        node.children.set(keyOf(pick), chosen);
        nodes++;
        for (const c of open) c.avail++;
        chosen.avail++;
        const r = applyAction(s, mover, pick);
        if (!r.ok) break;
        s = r.state;
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
      const r = applyAction(s, mover, chosen!.action!);
      if (!r.ok) break;
      s = r.state;
      path.push(chosen!);
      node = chosen!;
    }
    const end = playout(s, rng, tuning.epsilon);
    const { reward, fame } = rewards(end);
    const won = end.phase === "gameOver" && end.winner === seat;
    for (const n of path) {
      n.visits++;
      n.reward += reward[n.seat] ?? 0;
      n.fame += fame[seat] ?? 0;
      if (won) n.wins++;
    }
    iterations++;
  }
  let best: Node | null = null;
  for (const c of root.children.values()) {
    if (!best || c.visits > best.visits || (c.visits === best.visits && c.reward / c.visits > best.reward / best.visits)) best = c;
  }
  if (!best) return { action: rootMoves[0]!, iterations, nodes, playouts: iterations };
  return {
    action: best.action,
    iterations,
    nodes,
    playouts: iterations,
    expected: { fame: best.fame / best.visits, winRate: best.wins / best.visits, visits: best.visits },
  };
}
