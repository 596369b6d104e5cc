// The action registry: every rule family, base and modules', by action type; and their listers in legalActions'
// fixed order. A new family or module is added here and nowhere else in the engine.

import type { LocationId } from "../data/locations";
import type { ActionType } from "./core/actions";
import type { Family, Lister, RulesModule } from "./core/family";
import { hooksOf, installHooks, type ModuleHooks } from "./core/hooks";
import type { GameState, Phase } from "./core/state";
import { ASSIGNMENT } from "./families/assignment";
import { DOWNTOWN } from "./families/downtown";
import { HOUSEKEEPING } from "./families/floor";
import { MARKET_ROW } from "./families/market";
import { PERFORMANCE } from "./families/performance";
import { PLACEMENT } from "./families/placement";
import { SETUP } from "./families/setup";
import { THEATER } from "./families/theater";
import { ADVERTISE } from "./families/turn";
import { WORKSHOP } from "./families/workshop";
import { DARK_ALLEY } from "./modules/darkAlley";

const BASE: readonly Family[] = [
  SETUP,
  ADVERTISE,
  ASSIGNMENT,
  PLACEMENT,
  HOUSEKEEPING,
  DOWNTOWN,
  MARKET_ROW,
  WORKSHOP,
  THEATER,
  PERFORMANCE,
];
/** The rules modules, in the order their hooks run when several play together (core/hookOrder.ts). */
const MODULES: RulesModule[] = [];

/** Every action type's family (a module's actions too: in a game without it, its checks refuse them). */
const BY_TYPE = new Map<string, Family>();

function register(families: readonly Family[]): void {
  for (const f of families)
    for (const type of f.actions) if (BY_TYPE.has(type)) throw new Error(`action type ${type} is registered twice`);
  for (const f of families) for (const type of f.actions) BY_TYPE.set(type, f);
}

/**
 * Adds a rules module: its families and its hooks, after the modules already there (its hooks run after theirs in a
 * game with both). The engine's own modules are added here when it loads; a test may add one of its own.
 */
export function installModule(m: RulesModule): void {
  if (MODULES.includes(m)) return;
  register(m.families);
  installHooks(m.hooks);
  MODULES.push(m);
  LISTERS.clear();
}

register(BASE);

export function familyOf(type: ActionType): Family {
  return BY_TYPE.get(type)!;
}

/** legalActions' listers for one set of modules, by where they list (core/family.ts, Lister), each in order. */
export interface Listers {
  readonly phase: Readonly<Partial<Record<Phase, readonly Lister[]>>>;
  readonly placing: readonly Lister[];
  readonly pending: readonly Lister[];
  readonly floor: Readonly<Partial<Record<LocationId, readonly Lister[]>>>;
  readonly anytime: readonly Lister[];
}

const LOCATIONS: readonly LocationId[] = ["downtown", "market_row", "workshop", "theater", "dark_alley"];

function listersOf(families: readonly Family[]): Listers {
  const all = families.flatMap((f) => f.listers ?? []);
  const pick = (keep: (l: Lister) => boolean): readonly Lister[] => all.filter(keep).sort((a, b) => a.order - b.order);
  const phases: Phase[] = ["setup", "advertise", "assignment", "performance"];
  return {
    phase: Object.fromEntries(phases.map((p) => [p, pick((l) => l.when === p)])),
    placing: pick((l) => l.when === "placing"),
    pending: pick((l) => l.when === "pending"),
    floor: Object.fromEntries(
      LOCATIONS.map((loc) => [
        loc,
        pick((l) => l.when === "floor" && (l.location === undefined || l.location === loc)),
      ]),
    ),
    anytime: pick((l) => l.when === "anytime"),
  };
}

/** The listers of each set of modules played together, by their hooks (one object per set, core/hooks.ts). */
const LISTERS = new Map<ModuleHooks, Listers>();

/** The listers of the families this game plays with. */
export function listersFor(s: GameState): Listers {
  const hooks = hooksOf(s);
  let listers = LISTERS.get(hooks);
  if (!listers) {
    listers = listersOf([...BASE, ...MODULES.filter((m) => m.hooks.inGame(s)).flatMap((m) => m.families)]);
    LISTERS.set(hooks, listers);
  }
  return listers;
}

installModule(DARK_ALLEY);
