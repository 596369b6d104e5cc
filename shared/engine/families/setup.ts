// Game creation and player setup (RULES §4): general setup, initiative and coins, then the player choices in order.

import {
  COMPONENTS,
  COMPONENT_BY_ID,
  INITIAL_BUY_AREA,
  MANAGER_SLOTS,
  MANAGER_SLOT_MAX_PHYSICAL,
  MARKET_SLOTS,
  MAX_PER_TYPE,
  type ComponentId,
} from "../../data/components";
import { DIE_IDS, type DieFace, type DieId } from "../../data/dice";
import { MAGICIANS, MAGICIAN_BY_ID, type MagicianId } from "../../data/magicians";
import { moduleEnabled } from "../../data/modules";
import { PERFORMANCES, type PerformanceId } from "../../data/performances";
import { TRICKS, TRICK_BY_ID, type Category, type TrickId } from "../../data/tricks";
import type { SetupAction } from "../core/actions";
import { ruleError, type RuleError } from "../core/errors";
import {
  STARTING_HAND,
  addComponents,
  meetsRequirements,
  player,
  startingCoinsAt,
  updatePlayer,
  withCharacter,
} from "../core/players";
import { cursorFor, initialRngState, type Seed } from "../core/rng";
import {
  CHARACTER_IDS,
  type CharacterId,
  type CharacterState,
  type GameOptions,
  type GameState,
  type PlayerState,
  type Seat,
  type SetupStep,
  withState,
  withFields,
} from "../core/state";
import { family } from "../core/family";
import { hooksFor } from "../core/hooks";
import { favouriteOf, gainTrick } from "../core/tricks";

export const STARTING_FAME = 5; // OQ-1
export const STARTING_SHARDS = 1; // RULES §4.3.7
export const STARTING_COMPONENT_BUDGET = 2; // RULES §4.3.4, and the Manager's bonus
export const MARKERS_PER_SYMBOL = 4;

/** RULES §4.5 beginner setup, by favourite category. */
export const BEGINNER_SETUP: Readonly<
  Record<
    Category,
    {
      trick: TrickId;
      components: ComponentId[];
      specialist: "engineer" | "manager" | "assistant";
      managerComponents: ComponentId[];
      engineerTrick: TrickId | null;
    }
  >
> = {
  optical: {
    trick: "T01",
    components: ["fabric", "fabric"],
    specialist: "manager",
    managerComponents: ["animal"],
    engineerTrick: null,
  },
  mechanical: {
    trick: "T37",
    components: ["metal", "metal"],
    specialist: "assistant",
    managerComponents: [],
    engineerTrick: null,
  },
  escape: {
    trick: "T25",
    components: ["wood", "wood"],
    specialist: "engineer",
    managerComponents: [],
    engineerTrick: "T26",
  },
  spiritual: {
    trick: "T13",
    components: ["glass", "glass"],
    specialist: "manager",
    managerComponents: ["rope"],
    engineerTrick: null,
  },
};

function newPlayer(seat: Seat, coins: number, magician: MagicianId | null): PlayerState {
  const characters = {} as Record<CharacterId, CharacterState>;
  for (const id of CHARACTER_IDS) {
    // RULES §4.3.3: the Magician and one Apprentice start on the board; the rest is the personal supply.
    const team = id === "magician" || id === "apprentice1";
    characters[id] = { status: team ? "team" : "supply", card: null, slot: null, inactive: false };
  }
  return {
    seat,
    magician,
    coins,
    fame: STARTING_FAME,
    shards: STARTING_SHARDS,
    advertised: false,
    confirmed: false,
    hand: STARTING_HAND,
    characters,
    assistantSlot: null,
    components: {},
    managerPiles: [],
    tricks: [],
    markerSupply: {
      spades: MARKERS_PER_SYMBOL,
      hearts: MARKERS_PER_SYMBOL,
      diamonds: MARKERS_PER_SYMBOL,
      clubs: MARKERS_PER_SYMBOL,
    },
    alley: null,
  };
}

/**
 * General setup (RULES §4.1-4.4): the state before turn 1 (engine.ts's createGame settles it). Throws only on
 * invalid options (a programming error).
 */
export function setUpGame(options: GameOptions, seed: Seed): GameState {
  const n = options.players;
  if (n !== 2 && n !== 3 && n !== 4) throw new Error(`players must be 2, 3 or 4, got ${String(n)}`);
  if (options.magicians) validatePresetMagicians(options.magicians, n);
  const modules = options.modules ?? {};
  const rng = cursorFor(seed, initialRngState(seed));

  // RULES §4.4: random initiative order; coins 10 + 2 per space above 1 ([2P]: spaces 1 and 3, OQ-3 → 10/14).
  const initiative = rng.shuffle([...Array(n).keys()]);
  const players: PlayerState[] = [];
  for (let seat = 0; seat < n; seat++) {
    players.push(newPlayer(seat, startingCoinsAt(n, initiative.indexOf(seat)), options.magicians?.[seat] ?? null));
  }

  // RULES §4.1.4: deck = 2 Riverside then 2 Grand Magorian (top first); players-1 other Riverside face up.
  const riverside = rng.shuffle(PERFORMANCES.filter((p) => p.theater === "riverside_theater").map((p) => p.id));
  const magorian = rng.shuffle(PERFORMANCES.filter((p) => p.theater === "grand_magorian").map((p) => p.id));
  const deck: PerformanceId[] = [...riverside.slice(0, 2), ...magorian.slice(0, 2)];
  // A module may add cards under the deck, drawn here so that the draws keep their order.
  const deckBottom = hooksFor(modules).deckBottom;
  if (deckBottom) deck.push(...deckBottom(rng));
  const theaterCards = Array.from({ length: n + 1 }, (_, i) => {
    const id = i < n - 1 ? riverside[2 + i] : undefined;
    return id ? { id, markers: {} } : null;
  });

  const supply: Partial<Record<ComponentId, number>> = {};
  for (const c of COMPONENTS) supply[c.id] = c.supply;
  // RULES §4.1.3 (issue 13 audit): the initial stock is one piece of each type, taken from the general supply.
  for (const c of INITIAL_BUY_AREA.slice(0, MARKET_SLOTS)) supply[c] = (supply[c] ?? 0) - 1;
  const dice = {} as Record<DieId, DieFace>;
  for (const d of DIE_IDS) dice[d] = "X"; // rolled in Phase A of turn 1

  const setupQueue: { seat: Seat; step: SetupStep }[] = [];
  if (!options.magicians) for (let seat = 0; seat < n; seat++) setupQueue.push({ seat, step: "magician" });
  if (!options.beginnerSetup) {
    for (let seat = 0; seat < n; seat++) {
      setupQueue.push({ seat, step: "components" }, { seat, step: "trick" }, { seat, step: "specialist" });
    }
  }

  let s: GameState = {
    format: "trickerion-state/1",
    options,
    seed,
    rng: rng.state,
    turn: 1,
    phase: "setup",
    setupQueue,
    initiative,
    cursor: 0,
    dice,
    // RULES §4.1.2: thresholds 1 and 16 in the base game (a module's tricks with it: data/tricks.ts).
    residence: TRICKS.filter((t) => moduleEnabled(t.module, modules)).map((t) => t.id),
    market: { buy: INITIAL_BUY_AREA.slice(0, MARKET_SLOTS), order: Array(MARKET_SLOTS).fill(null), quick: null },
    supply,
    placement: null,
    theaterCards,
    deck,
    weekday: null,
    players,
    final: null,
    winner: null,
    alley: null,
  };
  // The modules' setup, after the base draws (so a base game's random draws are unchanged).
  const moduleSetup = hooksFor(modules).setup;
  if (moduleSetup) s = moduleSetup(s, rng, modules);
  if (setupQueue.length === 0) s = finishSetup(s);
  return s;
}

function validatePresetMagicians(ms: readonly MagicianId[], n: number): void {
  if (ms.length !== n) throw new Error(`options.magicians needs ${n} entries`);
  const cats = new Set<Category>();
  for (const m of ms) {
    const def = MAGICIAN_BY_ID[m];
    if (!def) throw new Error(`unknown magician ${m}`);
    if (cats.has(def.favourite)) throw new Error(`two magicians of category ${def.favourite}`);
    cats.add(def.favourite);
  }
}

function takeComponents(s: GameState, seat: Seat, comps: readonly ComponentId[], toManager: boolean): GameState {
  let out = s;
  for (const c of comps) {
    out = updatePlayer(out, seat, (p) => addComponents(p, c, 1, toManager));
    out = withState(out, { supply: { ...out.supply, [c]: (out.supply[c] ?? 0) - 1 } });
  }
  return out;
}

/**
 * RULES §4.3.6 the Manager's bonus, on the Manager's slots. Issue 13 audit: it may be of a type already held. Our
 * reading (docs/engine.md): one pile per type, so the bonus joins that pile, and the pile moves onto a Manager slot
 * when it fits there (at most 2 pieces, OQ-8); a pile of 3 stays on the board (it counts 3 either way).
 */
function takeManagerBonus(s: GameState, seat: Seat, comps: readonly ComponentId[]): GameState {
  let out = s;
  for (const c of comps) {
    const had = player(out, seat).components[c] ?? 0;
    out = updatePlayer(out, seat, (p) => {
      const q = addComponents(p, c, 1, had === 0);
      const onManager = q.managerPiles.includes(c);
      if (had > 0 && !onManager && had + 1 <= MANAGER_SLOT_MAX_PHYSICAL && q.managerPiles.length < MANAGER_SLOTS) {
        return withFields(q, { managerPiles: [...q.managerPiles, c] });
      }
      if (had > 0 && onManager && had + 1 > MANAGER_SLOT_MAX_PHYSICAL)
        return withFields(q, { managerPiles: q.managerPiles.filter((x) => x !== c) });
      return q;
    });
    out = withState(out, { supply: { ...out.supply, [c]: (out.supply[c] ?? 0) - 1 } });
  }
  return out;
}

/** Component choices worth up to 2 coins, canonical (sorted in component order). RULES §4.3.4 */
export function componentChoices(): ComponentId[][] {
  const out: ComponentId[][] = [[]];
  for (let i = 0; i < COMPONENTS.length; i++) {
    const a = COMPONENTS[i]!;
    if (a.price <= STARTING_COMPONENT_BUDGET) out.push([a.id]);
    for (let j = i; j < COMPONENTS.length; j++) {
      const b = COMPONENTS[j]!;
      if (a.price + b.price <= STARTING_COMPONENT_BUDGET) out.push([a.id, b.id]);
    }
  }
  return out;
}
const COMPONENT_CHOICES = componentChoices();
/** Choices are lists in component order (wood, metal, …), so each choice has exactly one spelling. */
const CHOICE_KEYS: ReadonlySet<string> = new Set(COMPONENT_CHOICES.map((c) => c.join(",")));

function checkComponentChoice(s: GameState, comps: unknown, forbidden: readonly ComponentId[]): RuleError | null {
  if (!Array.isArray(comps) || !comps.every((c) => typeof c === "string" && c in COMPONENT_BY_ID)) {
    return ruleError("BAD_CHOICE", "components must be a list of component ids");
  }
  const list = comps as ComponentId[];
  const cost = list.reduce((sum, c) => sum + COMPONENT_BY_ID[c].price, 0);
  if (list.length > 2 || cost > STARTING_COMPONENT_BUDGET) {
    return ruleError(
      "BAD_CHOICE",
      `starting components may be worth at most ${STARTING_COMPONENT_BUDGET} coins, these are worth ${cost}`,
    );
  }
  if (!CHOICE_KEYS.has(list.join(",")))
    return ruleError("BAD_CHOICE", "list the components in component order (wood, metal, glass, …)");
  for (const c of list) {
    if (forbidden.includes(c)) return ruleError("BAD_CHOICE", `${c} is already stored in your Workshop`);
    const need = list.filter((x) => x === c).length;
    if ((s.supply[c] ?? 0) < need)
      return ruleError("SUPPLY_EMPTY", `the supply has ${s.supply[c] ?? 0} ${c}, ${need} needed`);
  }
  return null;
}

export function checkSetup(s: GameState, seat: Seat, a: SetupAction): RuleError | null {
  if (s.phase !== "setup") return ruleError("WRONG_PHASE", `setup choices are over (phase ${s.phase})`);
  const head = s.setupQueue[0];
  if (!head || head.seat !== seat) return ruleError("NOT_YOUR_TURN", `seat ${head?.seat} makes the next setup choice`);
  const want: Record<SetupAction["type"], SetupStep[]> = {
    chooseMagician: ["magician"],
    chooseComponents: ["components"],
    chooseTrick: ["trick", "engineerTrick"],
    chooseSpecialist: ["specialist"],
  };
  if (!want[a.type].includes(head.step)) return ruleError("WRONG_PHASE", `the current setup step is "${head.step}"`);
  const p = player(s, seat);
  switch (a.type) {
    case "chooseMagician": {
      const def = MAGICIAN_BY_ID[a.magician];
      if (!def) return ruleError("BAD_CHOICE", `unknown magician ${String(a.magician)}`);
      if (s.players.some((q) => q.magician === a.magician)) return ruleError("MAGICIAN_TAKEN", `${def.name} is taken`);
      if (s.players.some((q) => favouriteOf(q) === def.favourite)) {
        return ruleError("CATEGORY_TAKEN", `a magician of category ${def.favourite} is taken (RULES §4.3.1)`);
      }
      return null;
    }
    case "chooseComponents":
      return checkComponentChoice(s, a.components, []);
    case "chooseTrick": {
      const t = TRICK_BY_ID[a.trick];
      if (!t || !s.residence.includes(a.trick))
        return ruleError("TRICK_UNAVAILABLE", `${String(a.trick)} is not at the Residence`);
      if (t.threshold !== 1)
        return ruleError("FAME_THRESHOLD", `starting tricks have threshold 1, ${t.name} has ${t.threshold}`);
      if (head.step === "trick" && t.category !== favouriteOf(p)) {
        return ruleError("BAD_CHOICE", `the starting trick must be of your favourite category ${favouriteOf(p)}`);
      }
      return null;
    }
    case "chooseSpecialist": {
      if (a.specialist !== "engineer" && a.specialist !== "manager" && a.specialist !== "assistant") {
        return ruleError("BAD_CHOICE", `unknown specialist ${String(a.specialist)}`);
      }
      if (a.specialist !== "manager") {
        return Array.isArray(a.components) && a.components.length === 0
          ? null
          : ruleError("BAD_CHOICE", "only the Manager brings components");
      }
      const err = checkComponentChoice(s, a.components, []);
      if (err) return err;
      // Issue 13 audit: the bonus may be of a type already held; the pile then counts against the 3-per-type cap
      // (RULES §3.3) like any other.
      for (const c of a.components) {
        const total = (p.components[c] ?? 0) + a.components.filter((x) => x === c).length;
        if (total > MAX_PER_TYPE)
          return ruleError("TYPE_CAP", `at most ${MAX_PER_TYPE} ${c}: you hold ${p.components[c] ?? 0}`);
      }
      return null;
    }
  }
}

/** Per component choice: each type it takes and how many, for the supply test (in list order, first use). */
const CHOICE_NEEDS: readonly (readonly [ComponentId, number][])[] = COMPONENT_CHOICES.map((c) =>
  c.map((x): [ComponentId, number] => [x, c.filter((y) => y === x).length]),
);

/** Whether choice `i` passes checkComponentChoice: no forbidden type, enough of each piece in the supply. */
function choiceFits(s: GameState, i: number, forbidden: readonly ComponentId[]): boolean {
  for (const [c, need] of CHOICE_NEEDS[i]!) if (forbidden.includes(c) || (s.supply[c] ?? 0) < need) return false;
  return true;
}

/**
 * The setup choices of the seat at the head of the queue, built from exactly the conditions checkSetup tests (the
 * component lists are canonical and within budget by construction; what varies is the supply, the Manager's
 * stored types, the magicians and categories taken), so legalActions takes them without a re-check.
 */
export function setupLegal(s: GameState, seat: Seat): SetupAction[] {
  const head = s.setupQueue[0];
  if (s.phase !== "setup" || !head || head.seat !== seat) return [];
  const out: SetupAction[] = [];
  switch (head.step) {
    case "magician":
      for (const m of MAGICIANS) {
        if (!s.players.some((q) => q.magician === m.id || favouriteOf(q) === m.favourite))
          out.push({ type: "chooseMagician", magician: m.id });
      }
      return out;
    case "components":
      COMPONENT_CHOICES.forEach((c, i) => {
        if (choiceFits(s, i, [])) out.push({ type: "chooseComponents", components: c });
      });
      return out;
    case "trick":
    case "engineerTrick": {
      // threshold-1 tricks still at the Residence (of the favourite category for the starting trick)
      const engineer = head.step === "engineerTrick";
      const fav = favouriteOf(player(s, seat));
      for (const t of s.residence) {
        if (TRICK_BY_ID[t].threshold === 1 && (engineer || TRICK_BY_ID[t].category === fav))
          out.push({ type: "chooseTrick", trick: t });
      }
      return out;
    }
    case "specialist": {
      out.push(
        { type: "chooseSpecialist", specialist: "engineer", components: [] },
        { type: "chooseSpecialist", specialist: "assistant", components: [] },
      );
      const held = player(s, seat).components;
      COMPONENT_CHOICES.forEach((c, i) => {
        if (choiceFits(s, i, []) && CHOICE_NEEDS[i]!.every(([x, need]) => (held[x] ?? 0) + need <= MAX_PER_TYPE)) {
          out.push({ type: "chooseSpecialist", specialist: "manager", components: c });
        }
      });
      return out;
    }
  }
}

function gainSpecialist(s: GameState, seat: Seat, spec: "engineer" | "manager" | "assistant"): GameState {
  return updatePlayer(s, seat, (p) => {
    let q = withCharacter(p, spec, { status: "team" });
    // RULES §4.3.6: the Assistant brings an extra Apprentice on its apprentice slot.
    // a fixed-shape copy (see copyPlayer): a spread can give the player another shape than every other player's
    if (spec === "assistant")
      q = withFields(withCharacter(q, "apprentice2", { status: "team" }), { assistantSlot: "apprentice2" });
    return q;
  });
}

export function applySetup(s: GameState, seat: Seat, a: SetupAction): GameState {
  const head = s.setupQueue[0]!;
  let out: GameState = withState(s, { setupQueue: s.setupQueue.slice(1) });
  switch (a.type) {
    case "chooseMagician":
      out = updatePlayer(out, seat, (p) => withFields(p, { magician: a.magician }));
      break;
    case "chooseComponents":
      out = takeComponents(out, seat, a.components, false);
      break;
    case "chooseTrick":
      out = gainTrick(out, seat, a.trick, head.step === "engineerTrick");
      break;
    case "chooseSpecialist":
      out = gainSpecialist(out, seat, a.specialist);
      if (a.specialist === "manager") out = takeManagerBonus(out, seat, a.components);
      // RULES §4.3.6: the Engineer's trick is chosen after all players have taken their starting tricks.
      if (a.specialist === "engineer")
        out = withState(out, { setupQueue: [...out.setupQueue, { seat, step: "engineerTrick" }] });
      break;
  }
  if (out.setupQueue.length === 0) out = finishSetup(out);
  return out;
}

function applyBeginnerSetup(s: GameState): GameState {
  let out = s;
  for (const p of s.players) {
    const b = BEGINNER_SETUP[favouriteOf(p)!];
    out = takeComponents(out, p.seat, b.components, false);
    out = gainTrick(out, p.seat, b.trick, false);
    out = gainSpecialist(out, p.seat, b.specialist);
    out = takeComponents(out, p.seat, b.managerComponents, true);
    if (b.engineerTrick) out = gainTrick(out, p.seat, b.engineerTrick, true);
  }
  return out;
}

/** RULES §4.3.8 / OQ-43: once every choice is made, starting tricks whose requirements are met begin prepared. */
function finishSetup(s: GameState): GameState {
  let out = s.options.beginnerSetup ? applyBeginnerSetup(s) : s;
  for (const p of out.players) {
    let q = p;
    for (const t of p.tricks) {
      if (!meetsRequirements(q, t.id)) continue;
      const n = Math.min(TRICK_BY_ID[t.id].markers + (t.engineerSlot ? 1 : 0), q.markerSupply[t.symbol]);
      q = {
        ...q,
        tricks: q.tricks.map((x) => (x.id === t.id ? { ...x, markers: n } : x)),
        markerSupply: { ...q.markerSupply, [t.symbol]: q.markerSupply[t.symbol] - n },
      };
    }
    out = updatePlayer(out, p.seat, () => q);
  }
  return out; // turn 1 starts next (settle.ts)
}

/** Whether every setup choice is made (RULES §4.3): turn 1 starts. */
export function setupDone(s: GameState): boolean {
  return s.phase === "setup" && s.setupQueue.length === 0;
}

/** The setup choices (RULES §4.3), one seat at a time in the setup queue's order. */
export const SETUP = family({
  name: "setup",
  actions: ["chooseMagician", "chooseComponents", "chooseTrick", "chooseSpecialist"],
  check: checkSetup,
  apply: applySetup,
  next: "setupChoice",
  listers: [{ when: "setup", order: 0, legal: (s, seat, out) => void out.push(...setupLegal(s, seat)) }],
});
