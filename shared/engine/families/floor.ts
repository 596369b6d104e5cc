// What a character on the floor may do: the shared checks of every location action, and the 0-AP housekeeping
// a player may do during their own placement (return components, discard a trick).

import { COMPONENT_BY_ID, type ComponentId } from "../../data/components";
import type { Action } from "../core/actions";
import { ruleError, type RuleError } from "../core/errors";
import { sharedAction } from "../core/shape";
import { pendingError } from "../core/hooks";
import { ownedTrick, player, updatePlayer } from "../core/players";
import { withState, type GameState, type Seat, withFields } from "../core/state";
import { discardTrick } from "../core/tricks";
import { family } from "../core/family";

type Housekeeping = Extract<Action, { type: "discardTrick" | "returnComponent" }>;

/**
 * RULES §3.3 (issue 13 audit): components may be returned to the supply at any time, by any seat, whoever is to act:
 * from the first turn's Advertise on (not during the setup choices, our reading) until the game is over.
 */
export function anytimeReturnPhase(s: GameState): boolean {
  return s.phase === "advertise" || s.phase === "assignment" || s.phase === "placement" || s.phase === "performance";
}

export function checkHousekeeping(s: GameState, seat: Seat, a: Housekeeping): RuleError | null {
  const p = player(s, seat);
  if (a.type === "returnComponent") {
    if (!anytimeReturnPhase(s))
      return ruleError("WRONG_PHASE", `components can be returned once the game has started, not in ${s.phase}`);
  } else {
    if (s.phase !== "placement")
      return ruleError("WRONG_PHASE", `only during your own placement (phase E), not ${s.phase}`);
    if (!s.placement || s.placement.seat !== seat) return ruleError("NO_PLACEMENT", "only during your own placement");
    const pending = pendingError(s);
    if (pending) return pending;
    return ownedTrick(p, a.trick) ? null : ruleError("NO_SUCH_TRICK", `you do not own ${String(a.trick)}`);
  }
  if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
  return (p.components[a.component] ?? 0) > 0 ? null : ruleError("NO_SUCH_COMPONENT", `you have no ${a.component}`);
}

/**
 * The housekeeping actions of the seat whose character is on the floor, appended to `out`: exactly what
 * checkHousekeeping accepts (every owned trick, every component type held), so legalActions needs no re-check.
 */
export function housekeepingLegal(s: GameState, seat: Seat, out: Action[]): void {
  const p = player(s, seat);
  for (const t of p.tricks) out.push({ type: "discardTrick", trick: t.id });
  returnsLegal(s, seat, out);
}

/** Return Component for every type the seat holds (legal in every phase anytimeReturnPhase allows). */
export function returnsLegal(s: GameState, seat: Seat, out: Action[]): void {
  const p = player(s, seat);
  for (const k in p.components) {
    const c = k as ComponentId;
    if ((p.components[c] ?? 0) > 0) {
      const a = RETURN[c];
      if (a) out.push(a);
    }
  }
}

const RETURN: Readonly<Partial<Record<string, Action>>> = Object.fromEntries(
  Object.keys(COMPONENT_BY_ID).map((component) => [
    component,
    sharedAction({ type: "returnComponent" as const, component: component as ComponentId }),
  ]),
);

/**
 * How many of `actions` (legalActions of `seat`) are the seat's turn, leaving out the trailing anytime Return
 * Component actions of a seat that is not in its own placement. Bots choose among these (returning components
 * outside your own placement is never useful to them), so their games stay as they were.
 */
export function turnActionCount(s: GameState, seat: Seat, actions: readonly Action[]): number {
  let n = actions.length;
  if (s.placement?.seat === seat) return n;
  while (n > 0 && actions[n - 1]!.type === "returnComponent") n--;
  return n;
}

export function applyHousekeeping(s: GameState, seat: Seat, a: Housekeeping): GameState {
  if (a.type === "returnComponent") {
    // RULES §3.3: components may go back to the supply at any time, to make room.
    const out = updatePlayer(s, seat, (p) => {
      const left = (p.components[a.component] ?? 0) - 1;
      const components: Partial<Record<ComponentId, number>> = left > 0 ? { ...p.components } : {};
      if (left > 0) components[a.component] = left;
      // The last piece: copy every other type (the same object as a copy with the key deleted, but `delete`
      // would turn it into a slow dictionary object for every later copy).
      else
        for (const k in p.components)
          if (k !== a.component) components[k as ComponentId] = p.components[k as ComponentId];
      const managerPiles = left > 0 ? p.managerPiles : p.managerPiles.filter((c) => c !== a.component);
      return withFields(p, { components, managerPiles });
    });
    const supply = { ...out.supply };
    supply[a.component] = (out.supply[a.component] ?? 0) + 1;
    return withState(out, { supply });
  }
  return discardTrick(s, seat, a.trick);
}

/** Housekeeping (RULES §3.3, OQ-10): discard a trick during your placement, return components any time. */
export const HOUSEKEEPING = family({
  name: "housekeeping",
  actions: ["discardTrick", "returnComponent"],
  check: checkHousekeeping,
  apply: applyHousekeeping,
  next: "none",
  listers: [
    { when: "floor", order: 4, legal: housekeepingLegal },
    { when: "pending", order: 9, legal: returnsLegal },
    // RULES §3.3 (issue 13 audit): open to every seat at any time; listed last (the placing seat has them among its
    // housekeeping already).
    {
      when: "anytime",
      order: 0,
      legal: (s, seat, out) => void (anytimeReturnPhase(s) && s.placement?.seat !== seat && returnsLegal(s, seat, out)),
    },
  ],
});
