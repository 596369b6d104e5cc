// The turn's own steps (RULES §5, §9, §10): Phase A dice, B initiative, C advertise, G end turn, and final scoring.
// The settle driver (settle.ts) chains them with the other phases.

import { CHARACTER_TYPES } from "../../data/characters";
import { DICE, type DieFace, type DieId } from "../../data/dice";
import { TURNS_BASE } from "../../data/locations";
import type { Action } from "../core/actions";
import { ruleError, type RuleError } from "../core/errors";
import {
  BOARD_APPRENTICE_SLOTS,
  STARTING_HAND,
  addComponents,
  apprenticesOwned,
  roomFor,
  characterType,
  initiativeSpace,
  player,
  updatePlayer,
  wageOf,
} from "../core/players";
import { cursorFor } from "../core/rng";
import { family } from "../core/family";
import { hooksOf } from "../core/hooks";
import type { ComponentId } from "../../data/components";
import {
  CHARACTER_IDS,
  type CharacterId,
  type CharacterState,
  type FinalScore,
  type GameState,
  type PlayerState,
  type Seat,
  type TheaterCard,
  withState,
  withFields,
} from "../core/state";
import { rollDie } from "../core/dice";
import { performerOn } from "../core/calendar";
import { returnMarkers } from "../core/markers";

/** RULES §5.3: Advertise gives 2 Fame for coins equal to the initiative space. */
export const ADVERTISE_FAME = 2;
/** RULES §9.1: Fame lost per unpaid wage coin. */
export const FAME_PER_UNPAID_COIN = 2;

/** Start turn `s.turn`: Phase A (roll), B (initiative, not in turn 1), then open Phase C. */
export function startTurn(s: GameState): GameState {
  const rng = cursorFor(s.seed, s.rng);
  const dice = {} as Record<DieId, DieFace>;
  for (const d of DICE) dice[d.id] = rollDie(rng, d.id); // RULES §5.1
  let initiative = s.initiative;
  if (s.turn > 1) {
    // RULES §5.2: Fame ascending; ties reverse their previous relative order.
    const prev = s.initiative;
    initiative = prev
      .slice()
      .sort((a, b) => player(s, a).fame - player(s, b).fame || prev.indexOf(b) - prev.indexOf(a));
  }
  return withState(s, { rng: rng.state, dice, initiative, phase: "advertise", cursor: 0, setupQueue: [] });
}

/** The seat whose decision it is in a sequential phase (setup, advertise, placement), else null. */
export function seatToAct(s: GameState): Seat | null {
  switch (s.phase) {
    case "setup":
      return s.setupQueue[0]?.seat ?? null;
    case "advertise":
    case "placement":
      return s.placement ? s.placement.seat : (s.initiative[s.cursor] ?? null);
    case "performance": {
      // A module may wait for another seat's decision around the shows (Dark Alley: Breaking Free, Soul Possession).
      const waiting = hooksOf(s).performanceSeat?.(s);
      if (waiting !== undefined) return waiting;
      return s.weekday ? performerOn(s, s.weekday) : null;
    }
    default:
      return null;
  }
}

export function checkAdvertise(s: GameState, seat: Seat, a: Action): RuleError | null {
  if (s.phase !== "advertise") return ruleError("WRONG_PHASE", `Advertise is decided in phase C, not ${s.phase}`);
  if (seatToAct(s) !== seat)
    return ruleError("NOT_YOUR_TURN", `seat ${seatToAct(s)} decides on advertising now (initiative order, OQ-47)`);
  if (a.type === "advertise") {
    const p = player(s, seat);
    const cost = initiativeSpace(s, seat);
    if (p.advertised) return ruleError("ALREADY_DONE", "you advertised this turn already");
    if (p.coins < cost)
      return ruleError(
        "CANNOT_AFFORD",
        `Advertise costs ${cost} coins (initiative space ${cost}), you have ${p.coins}`,
      );
  }
  return null;
}

export function applyAdvertise(s: GameState, seat: Seat, a: Action): GameState {
  let out = s;
  if (a.type === "advertise") {
    const cost = initiativeSpace(s, seat);
    out = updatePlayer(out, seat, (p) =>
      withFields(p, { coins: p.coins - cost, fame: p.fame + ADVERTISE_FAME, advertised: true }),
    );
  }
  return withState(out, { cursor: out.cursor + 1 });
}

/** Whether every seat has decided on advertising (RULES §5.3). */
export function advertisingDone(s: GameState): boolean {
  return s.cursor >= s.initiative.length;
}

/** RULES §5.4: Phase D, everybody plans at once. */
export function openAssignment(s: GameState): GameState {
  return withState(s, {
    phase: "assignment",
    cursor: 0,
    players: s.players.map((p) => (p.confirmed ? withFields(p, { confirmed: false }) : p)),
  });
}

/** Phase C's choices (RULES §5.3): each seat in initiative order advertises or not. */
export const ADVERTISE = family({
  name: "advertise",
  actions: ["advertise", "skipAdvertise"],
  check: checkAdvertise,
  apply: applyAdvertise,
  next: "advertiseChoice",
  listers: [{ when: "advertise", order: 0, legal: advertiseLegal }],
});

function advertiseLegal(s: GameState, seat: Seat, out: Action[]): void {
  if (seatToAct(s) !== seat) return;
  const advertise: Action = { type: "advertise" };
  if (checkAdvertise(s, seat, advertise) === null) out.push(advertise);
  out.push({ type: "skipAdvertise" });
}

/** The wages a player owes at End Turn, against the coins held, and the Fame that would cost (RULES §9.1). */
export interface WageBill {
  readonly due: number;
  readonly coins: number;
  readonly unpaid: number;
  readonly fameLost: number;
}

/**
 * RULES §9.1: the wages `p` owes at End Turn for every placed character; with `planned`, also for every character
 * whose card still waits to be placed (a preview from the Assignment phase on). Pure: End Turn pays exactly this.
 */
export function wageBill(p: PlayerState, planned = false): WageBill {
  let due = 0;
  for (const id of CHARACTER_IDS) {
    const c = p.characters[id];
    if (c.slot !== null || (planned && c.card !== null && !c.inactive && c.status === "team")) due += wageOf(p, id);
  }
  const unpaid = Math.max(0, due - p.coins);
  return { due, coins: p.coins, unpaid, fameLost: Math.min(p.fame, FAME_PER_UNPAID_COIN * unpaid) };
}

/** RULES §9.1: the wages a player owes at End Turn (every character placed this turn). */
export function wagesDue(p: PlayerState): number {
  return wageBill(p).due;
}

/** RULES §9.1: what `seat` owes at End Turn in the state End Turn starts from (a module may add wages). */
export function wagesDueIn(s: GameState, seat: Seat): number {
  const extra = hooksOf(s).extraWages;
  return wagesDue(s.players[seat]!) + (extra ? extra(s, seat) : 0);
}

function payWages(p: PlayerState, extra: number): PlayerState {
  // RULES §9.1: pay what you can, then 2 Fame per unpaid coin, never below 0.
  const due = wageBill(p).due + extra;
  const unpaid = Math.max(0, due - p.coins);
  return withFields(p, {
    coins: p.coins - (due - unpaid),
    fame: p.fame - Math.min(p.fame, FAME_PER_UNPAID_COIN * unpaid),
  });
}

const IDLE: CharacterState = { status: "team", card: null, slot: null, inactive: false };

/** RULES §9.2: everyone comes home; hired characters join the team; cards go back to hand. */
function home(c: CharacterState): CharacterState {
  return c.status === "supply" ? c : IDLE;
}

function returnCharacters(p: PlayerState): PlayerState {
  const c = p.characters;
  // One literal in CHARACTER_IDS order (no keyed stores into an empty object).
  const characters: Record<CharacterId, CharacterState> = {
    magician: home(c.magician),
    engineer: home(c.engineer),
    manager: home(c.manager),
    assistant: home(c.assistant),
    apprentice1: home(c.apprentice1),
    apprentice2: home(c.apprentice2),
    apprentice3: home(c.apprentice3),
    apprentice4: home(c.apprentice4),
  };
  // Issue 13 audit (RULES §3.1): the board holds 3 Apprentices; a 4th that joins now stands on the Assistant's
  // apprentice slot (hiring it was allowed only with an Assistant, downtown.ts), so it pays no wage from then on.
  let assistantSlot = p.assistantSlot;
  if (assistantSlot === null && apprenticesOwned(p) > BOARD_APPRENTICE_SLOTS) {
    assistantSlot = APPRENTICES.find((id) => c[id].status === "inn") ?? null;
  }
  return withFields(p, { characters, hand: STARTING_HAND, advertised: false, confirmed: false, assistantSlot });
}

const APPRENTICES: readonly CharacterId[] = ["apprentice1", "apprentice2", "apprentice3", "apprentice4"];

/**
 * RULES §9.4: every card moves one slot on; a card that would move past the last slot is discarded (which first
 * happens at the end of turn 3, for every player count); then the top of the deck fills the leftmost empty slot.
 */
function movePerformanceCards(s: GameState): GameState {
  const n = s.theaterCards.length;
  let out = s;
  const cards: (TheaterCard | null)[] = Array(n).fill(null);
  for (let i = 0; i < n; i++) {
    const c = s.theaterCards[i];
    if (!c) continue;
    if (i + 1 < n) cards[i + 1] = c;
    else out = returnMarkers(out, c.markers); // RULES §9.4: a card moving past the last slot is discarded
  }
  let deck = out.deck;
  const top = deck[0];
  if (top) {
    const free = cards.indexOf(null);
    if (free >= 0) {
      cards[free] = { id: top, markers: {} };
      deck = deck.slice(1);
    }
  }
  return withState(out, { theaterCards: cards, deck });
}

/** Phase G (RULES §9). The settle driver then starts the next turn or scores the game. */
export function endTurn(s: GameState): GameState {
  const hooks = hooksOf(s);
  let out = hooks.endTurnFirst ? hooks.endTurnFirst(s) : s;
  out = withState(out, {
    players: out.players.map((p) => payWages(p, hooks.extraWages ? hooks.extraWages(s, p.seat) : 0)),
  });
  if (hooks.atReturnCharacters) out = hooks.atReturnCharacters(out);
  out = withState(out, { players: out.players.map(returnCharacters), placement: null, weekday: null });
  // RULES §9.3 Orders Arrive: an ordered piece replaces the stock above it, which goes back to the general
  // supply, as does the Quick Order piece (issue 13 audit: stock and orders are pieces of the limited supply).
  const m = out.market;
  const supply = { ...out.supply };
  for (let i = 0; i < m.order.length; i++) if (m.order[i]) supply[m.buy[i]!] = (supply[m.buy[i]!] ?? 0) + 1;
  // A module may send the Quick Order piece to a player's Workshop instead, when it has room there.
  const holder = m.quick && hooks.quickOrderHolder ? hooks.quickOrderHolder(out) : null;
  if (m.quick && holder !== null && roomFor(out.players[holder]!, m.quick, false) > 0)
    out = updatePlayer(out, holder, (p) => addComponents(p, m.quick!, 1, false));
  else if (m.quick) supply[m.quick] = (supply[m.quick] ?? 0) + 1;
  if (hooks.piecesBack)
    for (const c of hooks.piecesBack(out)) supply[c as ComponentId] = (supply[c as ComponentId] ?? 0) + 1;
  out = withState(out, {
    supply,
    market: { buy: m.buy.map((b, i) => m.order[i] ?? b), order: m.order.map(() => null), quick: null },
  });
  out = movePerformanceCards(out);
  return hooks.endTurnLast ? hooks.endTurnLast(out) : out;
}

/** Whether the turn just ended was the game's last (RULES §1: 5 turns; a module may play more). */
export function lastTurnOver(s: GameState): boolean {
  return s.turn >= (hooksOf(s).turns ?? TURNS_BASE);
}

/** The next turn: its number, then Phases A-C (RULES §5.1-5.3). */
export function nextTurn(s: GameState): GameState {
  return startTurn(withState(s, { turn: s.turn + 1 }));
}

/** RULES §10.1 base-game final scoring (no category cap, OQ-14) and §10.3 winner (OQ-15 tie-break). */
export function finalScoring(s: GameState): GameState {
  const final: FinalScore[] = [];
  const moduleScore = hooksOf(s).finalScore;
  const players = s.players.map((p) => {
    if (moduleScore) {
      // A module's scoring replaces the base lines (Dark Alley: RULES §12.7).
      const f = moduleScore(p);
      final.push(f);
      return withFields(p, { fame: f.total });
    }
    let apprentices = 0;
    let specialists = 0;
    for (const id of CHARACTER_IDS) {
      if (p.characters[id].status === "supply") continue; // OQ-14b: hired last turn counts
      const t = characterType(id);
      if (t === "apprentice") apprentices++;
      else if (t !== "magician") specialists++;
    }
    const total =
      p.fame +
      p.shards +
      Math.floor(p.coins / 3) +
      CHARACTER_TYPES.apprentice.finalFame * apprentices +
      CHARACTER_TYPES.engineer.finalFame * specialists;
    final.push({ seat: p.seat, fameBefore: p.fame, shards: p.shards, coins: p.coins, apprentices, specialists, total });
    return withFields(p, { fame: total });
  });
  let winner = s.initiative[0]!;
  for (const seat of s.initiative) if (players[seat]!.fame > players[winner]!.fame) winner = seat;
  return withState(s, { players, phase: "gameOver", final, winner });
}
