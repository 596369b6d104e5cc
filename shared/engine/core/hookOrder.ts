// How the hooks of several rules modules in one game combine (docs/engine.md, "Modules together"). The rule: modules
// run in the order they are registered (shared/engine/registry.ts: its MODULES list, Dark Alley first, then each
// `installModule`), and every hook says here how its modules' answers meet, so a new hook cannot be added without
// deciding it (the table below is total over ModuleHooks). A game with one module uses that module's hooks object
// itself: nothing here runs on its hot path.

import type { ModuleHooks } from "./hooks";

// The hooks' own signatures differ; each combinator keeps the one it is given.
// biome-ignore lint/suspicious/noExplicitAny: a combinator serves hooks of every signature
type Fn = (...args: any[]) => any;
type Combine = (parts: readonly Fn[]) => Fn;

/** A state passed along, the first argument: each module changes what the one before it returned. */
const chainFirst: Combine =
  (fs) =>
  (s, ...rest) => {
    let out = s;
    for (const f of fs) out = f(out, ...rest);
    return out;
  };
/** `(before, s, …)`: `s` passed along, every module seeing the same `before`. */
const chainSecond: Combine =
  (fs) =>
  (before, s, ...rest) => {
    let out = s;
    for (const f of fs) out = f(before, out, ...rest);
    return out;
  };
/** A printed number or yield, the last argument, changed by each module in turn. */
const chainLast: Combine =
  (fs) =>
  (...args) => {
    const last = args.length - 1;
    let out = args[last];
    for (const f of fs) {
      args[last] = out;
      out = f(...args);
    }
    return out;
  };
/** The first module with an answer (not null, not undefined) decides: a decision waited for, a refusal, a seat. */
const firstAnswer: Combine =
  (fs) =>
  (...args) => {
    let r: unknown;
    for (const f of fs) {
      r = f(...args);
      if (r !== null && r !== undefined) return r;
    }
    return r; // "no answer" as the modules say it (null, or undefined for performanceSeat)
  };
/** Permissions: any module allows it. */
const any: Combine =
  (fs) =>
  (...args) =>
    fs.some((f) => f(...args) === true);
/** Amounts owed: every module's, added. */
const sum: Combine =
  (fs) =>
  (...args) =>
    fs.reduce((n, f) => n + (f(...args) as number), 0);
/** Lists: every module's, in order. */
const concat: Combine =
  (fs) =>
  (...args) =>
    fs.flatMap((f) => f(...args) as unknown[]);
/** Appending to the caller's list: every module in turn. */
const each: Combine =
  (fs) =>
  (...args) => {
    for (const f of fs) f(...args);
  };

/**
 * How each hook's modules meet. "first": a number or rule a module replaces outright (a price, a gain, a final score,
 * the game's length): the first registered module that has it decides, the later ones are not asked.
 */
const HOW: { readonly [K in keyof ModuleHooks]-?: Combine | "first" } = {
  inGame: any,
  inOptions: any,
  turns: "first",
  deckBottom: concat,
  setup: chainFirst,
  pendingError: firstAnswer,
  onPlace: chainFirst,
  keepsPlacementOpen: any,
  beforeShows: firstAnswer,
  onShowDay: chainFirst,
  showRefusal: firstAnswer,
  forcedShowCard: firstAnswer,
  afterShow: chainSecond,
  afterShows: firstAnswer,
  performanceSeat: firstAnswer,
  endTurnFirst: chainFirst,
  extraWages: sum,
  atReturnCharacters: chainFirst,
  quickOrderHolder: firstAnswer,
  piecesBack: concat,
  endTurnLast: chainFirst,
  finalScore: "first",
  slotModule: "first",
  placesAnywhere: any,
  lowestSlotOnly: any,
  slotFee: sum,
  baseAp: chainLast,
  enhanceAp: "first",
  enhanceInTheater: any,
  anotherPlacement: firstAnswer,
  placementsLeft: chainFirst,
  mayPassPlacement: any,
  cardBack: firstAnswer,
  downtownAp: chainLast,
  learnsAnyCategory: any,
  afterLearn: chainFirst,
  takeCoinsGain: "first",
  mayPrepareShort: any,
  prepareGain: "first",
  afterPrepare: chainSecond,
  reschedulesAnyOwner: any,
  setsUpTwice: any,
  linksPerAdjacent: any,
  afterSetUp: chainSecond,
  buyPrice: "first",
  buyPrices: "first",
  moreStock: each,
  afterBuy: chainSecond,
  yieldModifier: "first",
  coinsAsFame: any,
  markerYield: chainLast,
  yieldingTrick: firstAnswer,
  performerBonusTimes: "first",
};

/** The hooks of `modules` together, in their order (at least two). */
export function composeHooks(modules: readonly ModuleHooks[]): ModuleHooks {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(HOW) as (keyof ModuleHooks)[]) {
    const parts = modules.map((m) => m[key]).filter((h) => h !== undefined);
    if (parts.length === 0) continue;
    const how = HOW[key];
    out[key] = parts.length === 1 || how === "first" ? parts[0] : how(parts as Fn[]);
  }
  return out as unknown as ModuleHooks;
}
