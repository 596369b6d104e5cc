// Test helper: a game at a table, driven like the game is played. Every act() must be accepted; refuse()
// returns the refusal code. set() edits the state directly to stage a scenario (dice, coins, components).

import {
  activeSeats,
  applyAction,
  createGame,
  legalActions,
  turnActionCount,
  type Action,
  type AssignLocation,
  type CharacterId,
  type GameOptions,
  type GameState,
  type PlayerState,
  type RuleErrorCode,
  type Seat,
} from "../../shared/engine";
import type { DieFace, DieId } from "../../shared/data/dice";
import type { MagicianId } from "../../shared/data/magicians";
import type { SpecialId } from "../../shared/data/specialEffects";

/** One magician per seat by default: Master of Chains (escape), Optico (optical), Priestess (spiritual), Mechaniker. */
export const DEFAULT_MAGICIANS: readonly MagicianId[] = ["M01", "M02", "M03", "M04"];

export interface TestGameOptions {
  players: 2 | 3 | 4;
  seed?: string | number;
  /** Default true: beginner setup with DEFAULT_MAGICIANS, so the game starts at turn 1 phase C. */
  beginner?: boolean;
  /** Default: DEFAULT_MAGICIANS; null = magicians are chosen by actions. */
  magicians?: readonly MagicianId[] | null;
}

export class TestGame {
  constructor(public state: GameState) {}

  act(seat: Seat, action: Action): this {
    const r = applyAction(this.state, seat, action);
    if (!r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
    this.state = r.state;
    return this;
  }

  /** Expect a refusal and return its code; the state must be unchanged. */
  refuse(seat: Seat, action: Action): RuleErrorCode {
    const before = JSON.stringify(this.state);
    const r = applyAction(this.state, seat, action as Action);
    if (r.ok) throw new Error(`seat ${seat} ${JSON.stringify(action)} was accepted`);
    if (JSON.stringify(this.state) !== before) throw new Error("a refused action changed the state");
    return r.error.code;
  }

  legal(seat: Seat): Action[] {
    return legalActions(this.state, seat);
  }

  /** The seat's turn actions: legalActions without the out-of-turn Return Component (RULES §3.3). */
  turnLegal(seat: Seat): Action[] {
    const all = legalActions(this.state, seat);
    return all.slice(0, turnActionCount(this.state, seat, all));
  }

  p(seat: Seat): PlayerState {
    return this.state.players[seat]!;
  }

  get order(): readonly Seat[] {
    return this.state.initiative;
  }

  get active(): Seat[] {
    return activeSeats(this.state);
  }

  set(fn: (s: GameState) => GameState): this {
    this.state = fn(this.state);
    return this;
  }

  setPlayer(seat: Seat, patch: Partial<PlayerState>): this {
    return this.set((s) => ({ ...s, players: s.players.map((p) => (p.seat === seat ? { ...p, ...patch } : p)) }));
  }

  setDice(dice: Partial<Record<DieId, DieFace>>): this {
    return this.set((s) => ({ ...s, dice: { ...s.dice, ...dice } }));
  }

  /** Phase C: everybody declines to advertise (in initiative order). */
  skipAdvertising(): this {
    for (const seat of [...this.order]) this.act(seat, { type: "skipAdvertise" });
    return this;
  }

  /** Phase D: give `seat` this plan and confirm it. */
  plan(seat: Seat, plan: Partial<Record<CharacterId, AssignLocation>>): this {
    for (const [character, location] of Object.entries(plan)) {
      this.act(seat, { type: "assign", character: character as CharacterId, location: location! });
    }
    return this.act(seat, { type: "confirmAssignments" });
  }

  /** Phases C and D in one go: no advertising, these plans (others assign nothing), all confirmed. */
  toPlacement(plans: Record<number, Partial<Record<CharacterId, AssignLocation>>>): this {
    if (this.state.phase === "advertise") this.skipAdvertising();
    for (const p of this.state.players) this.plan(p.seat, plans[p.seat] ?? {});
    return this;
  }

  /** Place a character on a slot (the seat must be the one to place). */
  place(seat: Seat, character: CharacterId, slot: string): this {
    return this.act(seat, { type: "place", character, slot });
  }

  /** Before the shows, the Master of Chains declines Breaking Free if it is offered (RULES §12.8). */
  declineBreakingFree(): this {
    const seat = this.state.alley?.breakingFree;
    return seat === null || seat === undefined ? this : this.act(seat, { type: "declineAbility" });
  }

  /** Play a whole turn in which nobody assigns anything (straight to End Turn). */
  emptyTurn(): this {
    return this.toPlacement({}).declineBreakingFree();
  }
}

export function testGame(opts: TestGameOptions): TestGame {
  const beginner = opts.beginner ?? true;
  const magicians = opts.magicians === undefined ? DEFAULT_MAGICIANS.slice(0, opts.players) : opts.magicians;
  const options: GameOptions = { players: opts.players, beginnerSetup: beginner, ...(magicians ? { magicians } : {}) };
  return new TestGame(createGame(options, opts.seed ?? 1));
}

/**
 * A 2-player game (seed 55) in which seat 1, whose beginner team has a Manager (1 Animal on a Manager slot), has
 * placed its Magician in the Workshop and acts first: the stage for Move Components.
 */
export function managerInWorkshop(): TestGame {
  const g = testGame({ players: 2, seed: 55 });
  g.set((s) => ({ ...s, initiative: [1, 0] }));
  g.toPlacement({ 1: { magician: "workshop" } });
  g.place(1, "magician", "workshop-1");
  return g;
}

/** A Dark Alley game (RULES §12) with the beginner setup and DEFAULT_MAGICIANS, at turn 1 phase C. */
export function darkAlleyGame(opts: { players: 2 | 3 | 4; seed?: string | number }): TestGame {
  const magicians = DEFAULT_MAGICIANS.slice(0, opts.players);
  return new TestGame(
    createGame({ players: opts.players, beginnerSetup: true, magicians, modules: { darkAlley: true } }, opts.seed ?? 1),
  );
}

/** Give `seat` these Special cards in hand. */
export function giveSpecials(g: TestGame, seat: Seat, specials: SpecialId[]): TestGame {
  return g.setPlayer(seat, { alley: { ...g.p(seat).alley!, specials } });
}

/**
 * Phase C and D: `seat` plans `plan` (base cards) and `alley` (Dark Alley cards), the others plan nothing; all
 * confirm, so Phase E starts.
 */
export function planAlley(
  g: TestGame,
  seat: Seat,
  plan: Partial<Record<CharacterId, "downtown" | "market_row" | "workshop" | "theater">>,
  alley: Partial<Record<CharacterId, "A05" | SpecialId>>,
): TestGame {
  if (g.state.phase === "advertise") g.skipAdvertising();
  for (const [character, location] of Object.entries(plan))
    g.act(seat, { type: "assign", character: character as CharacterId, location: location! });
  for (const [character, card] of Object.entries(alley))
    g.act(seat, { type: "assignAlley", character: character as CharacterId, card: card! });
  g.act(seat, { type: "confirmAssignments" });
  for (const p of g.state.players) if (p.seat !== seat) g.act(p.seat, { type: "confirmAssignments" });
  return g;
}
