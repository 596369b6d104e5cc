// The engine's entry points: legalActions, applyAction and who must act. Every action is checked by its rule
// module; legalActions lists candidates and keeps exactly those the same checks accept.

import type { Action } from "./core/actions";
import { applyAssignment, assignmentCandidates, checkAssignment } from "./families/assignment";
import { applyDowntown, checkDowntown, downtownDiceLegal, downtownLegal } from "./families/downtown";
import { describeValue, ruleError, type RuleError } from "./core/errors";
import { anytimeReturnPhase, applyHousekeeping, checkHousekeeping, housekeepingLegal, returnsLegal } from "./families/floor";
import { applyAdvertise, checkAdvertise, seatToAct } from "./families/turn";
import { applyMarket, checkMarket, marketBuysLegal, marketOrdersLegal } from "./families/market";
import { afterPlacementStep, applyPlacement, checkPlacement, onFloorLegal, placeChoicesLegal } from "./families/placement";
import { applySetup, checkSetup, setupLegal } from "./families/setup";
import { isActionShape } from "./core/shape";
import type { GameState, Seat } from "./core/state";
import { applyPerformance, checkPerformance, performanceLegal } from "./families/performance";
import { applyTheater, checkTheater, theaterLegal } from "./families/theater";
import { applyWorkshop, checkWorkshop, workshopLegal } from "./families/workshop";
import { SLOT_BY_ID } from "../data/locations";
import { abilityLegal, applyAbility, breakingFreeLegal, checkAbility, possessionLegal } from "./modules/darkAlley/abilities";
import { alleyPendingError, applyDarkAlley, checkDarkAlley, darkAlleyLegal, keepLegal } from "./modules/darkAlley/darkAlley";
import { applySpecialAction, checkSpecialAction, specialActionsLegal } from "./modules/darkAlley/specialActions";
import { applyShowCard, checkShowCard, durableLegal, premiereLegal } from "./modules/darkAlley/specialShows";
import { applyAssignAlley, applyUseSpecial, assignAlleyLegal, checkAssignAlley, checkUseSpecial, useSpecialLegal } from "./modules/darkAlley/specialCards";

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: RuleError };

function check(s: GameState, seat: Seat, a: Action): RuleError | null {
  switch (a.type) {
    case "chooseMagician":
    case "chooseComponents":
    case "chooseTrick":
    case "chooseSpecialist":
      return checkSetup(s, seat, a);
    case "advertise":
    case "skipAdvertise":
      return checkAdvertise(s, seat, a);
    case "assign":
    case "unassign":
    case "confirmAssignments":
      return checkAssignment(s, seat, a);
    case "place":
    case "leaveInactive":
    case "enhance":
    case "endPlacement":
    case "passPlacement":
      return checkPlacement(s, seat, a);
    case "discardTrick":
    case "returnComponent":
      return checkHousekeeping(s, seat, a);
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
    case "rerollDie":
    case "setDie":
      return checkDowntown(s, seat, a);
    case "buy":
    case "order":
    case "quickOrder":
      return checkMarket(s, seat, a);
    case "prepare":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
      return checkWorkshop(s, seat, a);
    case "setUpTrick":
    case "reschedule":
      return checkTheater(s, seat, a);
    case "perform":
    case "passPerformance":
      return checkPerformance(s, seat, a);
    case "assignAlley":
      return checkAssignAlley(s, seat, a);
    case "useSpecial":
      return checkUseSpecial(s, seat, a);
    case "drawSpecial":
    case "keepSpecial":
    case "fortuneTelling":
      return checkDarkAlley(s, seat, a);
    case "mechanicalEnhancement":
    case "fateWeaving":
    case "mimesis":
    case "breakingFree":
    case "soulPossession":
    case "trickSteal":
    case "supercharge":
    case "declineAbility":
      return checkAbility(s, seat, a);
    case "headhunt":
    case "massRecruitment":
    case "smuggle":
    case "barter":
    case "componentSale":
    case "orderNow":
    case "unstablePrototype":
    case "replacableParts":
    case "streetPerformance":
    case "investments":
    case "shoplift":
    case "trickOverhaul":
    case "enhanceTrick":
    case "buyingTime":
    case "guestPerformer":
    case "onStagePreparation":
    case "hiddenTalent":
    case "hypnoticHire":
    case "logistics":
      return checkSpecialAction(s, seat, a);
    case "grandPremiere":
    case "durableComponents":
      return checkShowCard(s, seat, a);
  }
}

function applyChecked(s: GameState, seat: Seat, a: Action): GameState {
  switch (a.type) {
    case "chooseMagician":
    case "chooseComponents":
    case "chooseTrick":
    case "chooseSpecialist":
      return applySetup(s, seat, a);
    case "advertise":
    case "skipAdvertise":
      return applyAdvertise(s, seat, a);
    case "assign":
    case "unassign":
    case "confirmAssignments":
      return applyAssignment(s, seat, a);
    case "place":
    case "leaveInactive":
    case "enhance":
    case "endPlacement":
    case "passPlacement":
      return applyPlacement(s, seat, a);
    case "discardTrick":
    case "returnComponent":
      return applyHousekeeping(s, seat, a);
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
    case "rerollDie":
    case "setDie":
      return applyDowntown(s, seat, a);
    case "buy":
    case "order":
    case "quickOrder":
      return applyMarket(s, seat, a);
    case "prepare":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
      return applyWorkshop(s, seat, a);
    case "setUpTrick":
    case "reschedule":
      return applyTheater(s, seat, a);
    case "perform":
    case "passPerformance":
      return applyPerformance(s, seat, a);
    case "assignAlley":
      return applyAssignAlley(s, seat, a);
    case "useSpecial":
      return afterPlacementStep(applyUseSpecial(s, a));
    case "drawSpecial":
    case "keepSpecial":
    case "fortuneTelling":
      return applyDarkAlley(s, seat, a);
    case "mechanicalEnhancement":
    case "fateWeaving":
    case "mimesis":
      return afterPlacementStep(applyAbility(s, seat, a));
    case "supercharge":
      return applyAbility(s, seat, a); // finishStep inside
    case "breakingFree":
    case "soulPossession":
    case "trickSteal":
    case "declineAbility":
      return applyAbility(s, seat, a);
    case "headhunt":
    case "massRecruitment":
    case "smuggle":
    case "barter":
    case "componentSale":
    case "orderNow":
    case "unstablePrototype":
    case "replacableParts":
    case "streetPerformance":
    case "investments":
    case "shoplift":
    case "trickOverhaul":
    case "enhanceTrick":
    case "buyingTime":
    case "guestPerformer":
    case "onStagePreparation":
    case "hiddenTalent":
    case "hypnoticHire":
    case "logistics":
      return applySpecialAction(s, seat, a); // finishStep inside
    case "grandPremiere":
    case "durableComponents":
      return applyShowCard(s, seat, a);
  }
}

/** Why `action` is refused for `seat` now, or null when it is legal. Never throws. */
export function validateAction(s: GameState, seat: Seat, action: unknown): RuleError | null {
  if (s.phase === "gameOver") return ruleError("GAME_OVER", "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return ruleError("BAD_SEAT", `no seat ${describeValue(seat)}`);
  // Any value may arrive here (a BigInt, a cycle, a proxy…): the messages use describeValue, and whatever the
  // shape or rule checks might throw on is refused as malformed (issue 16: the engine never throws).
  try {
    if (!isActionShape(action)) return ruleError("BAD_ACTION", `not a well-formed action: ${describeValue(action)}`);
    return check(s, seat, action);
  } catch {
    return ruleError("BAD_ACTION", `malformed action: ${describeValue(action)}`);
  }
}

/**
 * Apply one player's action. Returns the next state, or the reason it is refused; the input state is never
 * changed (updates copy only what they touch).
 */
export function applyAction(s: GameState, seat: Seat, action: Action): ApplyResult {
  const error = validateAction(s, seat, action);
  if (error) return { ok: false, error };
  try {
    return { ok: true, state: applyChecked(s, seat, action) };
  } catch (e) {
    // Only an engine defect gets here (the action was checked legal); the state is unchanged, so refuse it.
    return { ok: false, error: ruleError("BAD_ACTION", `the engine could not apply ${describeValue(action)}: ${describeValue(e instanceof Error ? e.message : e)}`) };
  }
}

/**
 * Every action `seat` may take now (empty when it has nothing to do). Each family is built from exactly the
 * conditions its check tests, or narrowed by them and then checked, in a fixed order; the property test holds
 * both sides together (every listed action validates; near-misses validate exactly when listed).
 */
export function legalActions(s: GameState, seat: Seat): Action[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return []; // no such seat: nothing to do
  const out = turnLegal(s, seat);
  // RULES §3.3 (issue 13 audit): returning components is open to every seat at any time; listed last (the
  // placing seat has them among its housekeeping already).
  if (anytimeReturnPhase(s) && s.placement?.seat !== seat) returnsLegal(s, seat, out);
  return out;
}

function turnLegal(s: GameState, seat: Seat): Action[] {
  switch (s.phase) {
    case "setup":
      return setupLegal(s, seat);
    case "advertise":
      return seatToAct(s) === seat ? advertiseLegal(s, seat) : [];
    case "assignment": {
      const out: Action[] = assignmentCandidates(s, seat);
      if (s.alley) assignAlleyLegal(s, seat, out);
      return out;
    }
    case "placement": {
      const pl = s.placement;
      if (!pl) return placeChoicesLegal(s, seat);
      if (pl.seat !== seat) return [];
      if (s.alley && alleyPendingError(s)) {
        // RULES §12.2-12.3: a drawn pair or a Special card's use is decided before anything else.
        const out: Action[] = [];
        keepLegal(s, seat, out);
        useSpecialLegal(s, out);
        returnsLegal(s, seat, out);
        return out;
      }
      // The character on the floor: Enhance / End Placement, the location's actions, housekeeping, then the
      // location's large families (Orders, dice, Theater moves).
      const out: Action[] = [];
      onFloorLegal(s, pl, out);
      if (s.alley) {
        abilityLegal(s, seat, out);
        if (s.alley.special?.use === "effect") specialActionsLegal(s, seat, out);
      }
      const loc = SLOT_BY_ID[pl.slot]!.location;
      if (loc === "downtown") downtownLegal(s, seat, out);
      else if (loc === "market_row") marketBuysLegal(s, seat, out);
      else if (loc === "workshop") workshopLegal(s, seat, out);
      housekeepingLegal(s, seat, out);
      if (loc === "market_row") marketOrdersLegal(s, out);
      else if (loc === "downtown") downtownDiceLegal(s, out);
      else if (loc === "theater") theaterLegal(s, seat, out);
      else if (loc === "dark_alley") darkAlleyLegal(s, out);
      return out;
    }
    case "performance":
      if (s.alley?.breakingFree != null && s.weekday === null) return breakingFreeLegal(s, seat);
      if (s.alley?.possession?.card === null && s.alley.possession.day === s.weekday) return possessionLegal(s, seat);
      if (s.alley?.durable != null && s.weekday === null) return durableLegal(s, seat);
      if (s.alley?.turnEffects.length) {
        const out: Action[] = performanceLegal(s, seat);
        premiereLegal(s, seat, out);
        return out;
      }
      return performanceLegal(s, seat);
    default:
      return [];
  }
}

function advertiseLegal(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  const advertise: Action = { type: "advertise" };
  if (checkAdvertise(s, seat, advertise) === null) out.push(advertise);
  out.push({ type: "skipAdvertise" });
  return out;
}

/** The seats that must act now: one seat in the sequential phases, every unconfirmed seat in Assignment. */
export function activeSeats(s: GameState): Seat[] {
  if (s.phase === "assignment") {
    // Sized exactly: called once per step by bots and the benchmark.
    let n = 0;
    for (const p of s.players) if (!p.confirmed) n++;
    const out: Seat[] = new Array<Seat>(n);
    n = 0;
    for (const p of s.players) if (!p.confirmed) out[n++] = p.seat;
    return out;
  }
  const seat = seatToAct(s);
  return seat === null ? [] : [seat];
}
