// The key moments of one seat's game for the look back's advice (issue 28): a handful of that seat's own decisions
// in the turns it lost most, each with the game state just before it, so a search bot can be asked what it would
// have done there from the seat's view. Pure: it replays the record with the engine, no clock, no I/O.

import {
  applyActionWithEvents,
  createGame,
  openingEvents,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type Seat,
  type Seed,
} from "../engine";
import { fameSources, rivalOf, turnsLostTo, type FameLookBack, type LostTurn } from "./fameSources";

/** How many of the turns lost most are looked at, and how many moments at most in all. */
export const KEY_TURNS = 2;
export const PLACEMENTS_PER_TURN = 2;
export const MAX_MOMENTS = 5;

export type MomentKind = "plan" | "placement";

export interface KeyMoment {
  /** The action number (0-based in the record) of the seat's decision. */
  readonly move: number;
  readonly turn: number;
  readonly kind: MomentKind;
  /** What the seat did there. */
  readonly played: Action;
  /**
   * For a plan: the seat's whole plan of that turn as it was confirmed (its assign steps, less the ones it took back),
   * so a bot's first step is compared with the plan and not with the order the person happened to click.
   */
  readonly plan?: readonly Action[];
  /** The game just before the decision (full state: the caller projects it with viewFor before any bot sees it). */
  readonly state: GameState;
}

export interface KeyMoments {
  readonly look: FameLookBack;
  /** Who the seat is measured against: the winner, or the runner-up for the winner; null if the game has no winner. */
  readonly rival: Seat | null;
  readonly lost: readonly LostTurn[];
  readonly moments: readonly KeyMoment[];
}

export interface RecordLike {
  readonly options: GameOptions;
  readonly seed: Seed;
  readonly actions: readonly { readonly seat: Seat; readonly action: Action }[];
}

const PLAN_STEPS = new Set<Action["type"]>(["assign", "assignAlley", "confirmAssignments"]);

/**
 * The rule (docs/bots.md "The look back's advice"): the turns the seat lost most against its rival (at most
 * KEY_TURNS, largest gap first); in each, the seat's plan (its first Assignment step, judged against the whole plan)
 * and its first PLACEMENTS_PER_TURN placements; at most MAX_MOMENTS in all, in the order of those turns.
 * A record that the engine refuses throws: it is the server's own record of a finished game.
 */
export function keyMoments(record: RecordLike, seat: Seat): KeyMoments {
  const first = createGame(record.options, record.seed);
  if (seat < 0 || seat >= first.players.length || !Number.isInteger(seat))
    throw new RangeError(`seat ${seat} is not at this table`);
  const events: GameEvent[] = [...openingEvents(first)];
  // What each action was: its turn and phase before it (the moments are chosen from these).
  const before: { turn: number; phase: GameState["phase"] }[] = [];
  let state = first;
  record.actions.forEach(({ seat: actor, action }, i) => {
    before.push({ turn: state.turn, phase: state.phase });
    const result = applyActionWithEvents(state, actor, action);
    if (!result.ok) throw new Error(`the record's action ${i + 1} is refused: ${result.error.code}`);
    events.push(...result.events);
    state = result.state;
  });
  const look = fameSources(
    events,
    first.players.map((p) => p.fame),
    { darkAlley: !!first.alley },
  );
  const rival = rivalOf(look, seat);
  const lost = rival === null ? [] : turnsLostTo(look, seat, rival, KEY_TURNS);

  const chosen: Omit<KeyMoment, "state">[] = [];
  for (const { turn } of lost) {
    const mine = record.actions
      .map((a, move) => ({ ...a, move, ...before[move]! }))
      .filter((a) => a.seat === seat && a.turn === turn);
    const steps = mine.filter((a) => a.phase === "assignment");
    const firstStep = steps.find((a) => PLAN_STEPS.has(a.action.type));
    if (firstStep)
      chosen.push({
        move: firstStep.move,
        turn,
        kind: "plan",
        played: firstStep.action,
        plan: planOf(steps.map((a) => a.action)),
      });
    for (const p of mine.filter((a) => a.action.type === "place").slice(0, PLACEMENTS_PER_TURN))
      chosen.push({ move: p.move, turn, kind: "placement", played: p.action });
  }
  const picked = chosen.slice(0, MAX_MOMENTS);

  // A second replay keeps only the states needed (a whole game's states would be megabytes).
  const wanted = new Map(picked.map((m) => [m.move, m]));
  const moments: KeyMoment[] = [];
  state = first;
  for (const [i, { seat: actor, action }] of record.actions.entries()) {
    if (wanted.size === moments.length) break;
    const m = wanted.get(i);
    if (m) moments.push({ ...m, state });
    const result = applyActionWithEvents(state, actor, action);
    if (!result.ok) throw new Error(`the record's action ${i + 1} is refused: ${result.error.code}`);
    state = result.state;
  }
  const order = new Map(picked.map((m, i) => [m.move, i]));
  moments.sort((a, b) => order.get(a.move)! - order.get(b.move)!);
  return { look, rival, lost, moments };
}

/**
 * A turn's plan as confirmed: one card per character, its last (a character given another card, or taken back
 * afterwards, keeps only what it ended with), in the order the characters were first planned.
 */
export function planOf(steps: readonly Action[]): Action[] {
  const plan: Action[] = [];
  for (const a of steps) {
    if (a.type !== "assign" && a.type !== "assignAlley" && a.type !== "unassign") continue;
    const at = plan.findIndex((p) => (p.type === "assign" || p.type === "assignAlley") && p.character === a.character);
    if (a.type === "unassign") {
      if (at >= 0) plan.splice(at, 1);
    } else if (at >= 0) plan[at] = a;
    else plan.push(a);
  }
  return plan;
}

/** The same action, whatever the order of its fields. */
export function sameAction(a: Action | null, b: Action | null): boolean {
  return a !== null && b !== null && canonical(a) === canonical(b);
}

function canonical(a: unknown): string {
  return JSON.stringify(a, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : 1)))
      : v,
  );
}

/**
 * Whether the bot's decision agrees with what the seat did at this moment: a placement (or any other single move)
 * is the same action; a plan step agrees when the seat's confirmed plan holds it (an empty plan agrees with confirming).
 */
export function agrees(moment: Pick<KeyMoment, "kind" | "played" | "plan">, bot: Action | null): boolean {
  if (moment.kind !== "plan" || !moment.plan) return sameAction(moment.played, bot);
  if (bot?.type === "confirmAssignments") return moment.plan.length === 0;
  return moment.plan.some((p) => sameAction(p, bot));
}
