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

// Module-local copies of the rule modules' entry points. No rule module imports this one, so all of them have run
// when this module does. Under the tsx loader every imported binding is read through a getter, which V8 does not
// always inline (profiled in Dark Alley games); the copies are the same functions.
const _applyAssignment = applyAssignment;
const _assignmentCandidates = assignmentCandidates;
const _checkAssignment = checkAssignment;
const _applyDowntown = applyDowntown;
const _checkDowntown = checkDowntown;
const _downtownDiceLegal = downtownDiceLegal;
const _downtownLegal = downtownLegal;
const _anytimeReturnPhase = anytimeReturnPhase;
const _applyHousekeeping = applyHousekeeping;
const _checkHousekeeping = checkHousekeeping;
const _housekeepingLegal = housekeepingLegal;
const _returnsLegal = returnsLegal;
const _applyAdvertise = applyAdvertise;
const _checkAdvertise = checkAdvertise;
const _seatToAct = seatToAct;
const _applyMarket = applyMarket;
const _checkMarket = checkMarket;
const _marketBuysLegal = marketBuysLegal;
const _marketOrdersLegal = marketOrdersLegal;
const _afterPlacementStep = afterPlacementStep;
const _applyPlacement = applyPlacement;
const _checkPlacement = checkPlacement;
const _onFloorLegal = onFloorLegal;
const _placeChoicesLegal = placeChoicesLegal;
const _applySetup = applySetup;
const _checkSetup = checkSetup;
const _setupLegal = setupLegal;
const _applyPerformance = applyPerformance;
const _checkPerformance = checkPerformance;
const _performanceLegal = performanceLegal;
const _applyTheater = applyTheater;
const _checkTheater = checkTheater;
const _theaterLegal = theaterLegal;
const _applyWorkshop = applyWorkshop;
const _checkWorkshop = checkWorkshop;
const _workshopLegal = workshopLegal;
const _abilityLegal = abilityLegal;
const _applyAbility = applyAbility;
const _breakingFreeLegal = breakingFreeLegal;
const _checkAbility = checkAbility;
const _possessionLegal = possessionLegal;
const _alleyPendingError = alleyPendingError;
const _applyDarkAlley = applyDarkAlley;
const _checkDarkAlley = checkDarkAlley;
const _darkAlleyLegal = darkAlleyLegal;
const _keepLegal = keepLegal;
const _applySpecialAction = applySpecialAction;
const _checkSpecialAction = checkSpecialAction;
const _specialActionsLegal = specialActionsLegal;
const _applyShowCard = applyShowCard;
const _checkShowCard = checkShowCard;
const _durableLegal = durableLegal;
const _premiereLegal = premiereLegal;
const _applyAssignAlley = applyAssignAlley;
const _applyUseSpecial = applyUseSpecial;
const _assignAlleyLegal = assignAlleyLegal;
const _checkAssignAlley = checkAssignAlley;
const _checkUseSpecial = checkUseSpecial;
const _useSpecialLegal = useSpecialLegal;
const _isActionShape = isActionShape;
const _ruleError = ruleError;

/** A module-local copy (a leaf module's binding; see placement.ts): read on every step of a placement. */
const SLOT_DEF: typeof SLOT_BY_ID = SLOT_BY_ID;

export type ApplyResult = { ok: true; state: GameState } | { ok: false; error: RuleError };

function check(s: GameState, seat: Seat, a: Action): RuleError | null {
  switch (a.type) {
    case "chooseMagician":
    case "chooseComponents":
    case "chooseTrick":
    case "chooseSpecialist":
      return _checkSetup(s, seat, a);
    case "advertise":
    case "skipAdvertise":
      return _checkAdvertise(s, seat, a);
    case "assign":
    case "unassign":
    case "confirmAssignments":
      return _checkAssignment(s, seat, a);
    case "place":
    case "leaveInactive":
    case "enhance":
    case "endPlacement":
    case "passPlacement":
      return _checkPlacement(s, seat, a);
    case "discardTrick":
    case "returnComponent":
      return _checkHousekeeping(s, seat, a);
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
    case "rerollDie":
    case "setDie":
      return _checkDowntown(s, seat, a);
    case "buy":
    case "order":
    case "quickOrder":
      return _checkMarket(s, seat, a);
    case "prepare":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
      return _checkWorkshop(s, seat, a);
    case "setUpTrick":
    case "reschedule":
      return _checkTheater(s, seat, a);
    case "perform":
    case "passPerformance":
      return _checkPerformance(s, seat, a);
    case "assignAlley":
      return _checkAssignAlley(s, seat, a);
    case "useSpecial":
      return _checkUseSpecial(s, seat, a);
    case "drawSpecial":
    case "keepSpecial":
    case "fortuneTelling":
      return _checkDarkAlley(s, seat, a);
    case "mechanicalEnhancement":
    case "fateWeaving":
    case "mimesis":
    case "breakingFree":
    case "soulPossession":
    case "trickSteal":
    case "supercharge":
    case "declineAbility":
      return _checkAbility(s, seat, a);
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
      return _checkSpecialAction(s, seat, a);
    case "grandPremiere":
    case "durableComponents":
      return _checkShowCard(s, seat, a);
  }
}

function applyChecked(s: GameState, seat: Seat, a: Action): GameState {
  switch (a.type) {
    case "chooseMagician":
    case "chooseComponents":
    case "chooseTrick":
    case "chooseSpecialist":
      return _applySetup(s, seat, a);
    case "advertise":
    case "skipAdvertise":
      return _applyAdvertise(s, seat, a);
    case "assign":
    case "unassign":
    case "confirmAssignments":
      return _applyAssignment(s, seat, a);
    case "place":
    case "leaveInactive":
    case "enhance":
    case "endPlacement":
    case "passPlacement":
      return _applyPlacement(s, seat, a);
    case "discardTrick":
    case "returnComponent":
      return _applyHousekeeping(s, seat, a);
    case "learnTrick":
    case "hireCharacter":
    case "takeCoins":
    case "rerollDie":
    case "setDie":
      return _applyDowntown(s, seat, a);
    case "buy":
    case "order":
    case "quickOrder":
      return _applyMarket(s, seat, a);
    case "prepare":
    case "moveTrick":
    case "moveComponents":
    case "moveApprentice":
      return _applyWorkshop(s, seat, a);
    case "setUpTrick":
    case "reschedule":
      return _applyTheater(s, seat, a);
    case "perform":
    case "passPerformance":
      return _applyPerformance(s, seat, a);
    case "assignAlley":
      return _applyAssignAlley(s, seat, a);
    case "useSpecial":
      return _afterPlacementStep(_applyUseSpecial(s, a));
    case "drawSpecial":
    case "keepSpecial":
    case "fortuneTelling":
      return _applyDarkAlley(s, seat, a);
    case "mechanicalEnhancement":
    case "fateWeaving":
    case "mimesis":
      return _afterPlacementStep(_applyAbility(s, seat, a));
    case "supercharge":
      return _applyAbility(s, seat, a); // finishStep inside
    case "breakingFree":
    case "soulPossession":
    case "trickSteal":
    case "declineAbility":
      return _applyAbility(s, seat, a);
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
      return _applySpecialAction(s, seat, a); // finishStep inside
    case "grandPremiere":
    case "durableComponents":
      return _applyShowCard(s, seat, a);
  }
}

/** Why `action` is refused for `seat` now, or null when it is legal. Never throws. */
export function validateAction(s: GameState, seat: Seat, action: unknown): RuleError | null {
  if (s.phase === "gameOver") return _ruleError("GAME_OVER", "the game is over");
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players.length) return _ruleError("BAD_SEAT", `no seat ${describeValue(seat)}`);
  // Any value may arrive here (a BigInt, a cycle, a proxy…): the messages use describeValue, and whatever the
  // shape or rule checks might throw on is refused as malformed (issue 16: the engine never throws).
  try {
    if (!_isActionShape(action)) return _ruleError("BAD_ACTION", `not a well-formed action: ${describeValue(action)}`);
    return check(s, seat, action);
  } catch {
    return _ruleError("BAD_ACTION", `malformed action: ${describeValue(action)}`);
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
    return { ok: false, error: _ruleError("BAD_ACTION", `the engine could not apply ${describeValue(action)}: ${describeValue(e instanceof Error ? e.message : e)}`) };
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
  if (_anytimeReturnPhase(s) && s.placement?.seat !== seat) _returnsLegal(s, seat, out);
  return out;
}

function turnLegal(s: GameState, seat: Seat): Action[] {
  switch (s.phase) {
    case "setup":
      return _setupLegal(s, seat);
    case "advertise":
      return _seatToAct(s) === seat ? advertiseLegal(s, seat) : [];
    case "assignment": {
      const out: Action[] = _assignmentCandidates(s, seat);
      if (s.alley) _assignAlleyLegal(s, seat, out);
      return out;
    }
    case "placement": {
      const pl = s.placement;
      if (!pl) return _placeChoicesLegal(s, seat);
      if (pl.seat !== seat) return [];
      if (s.alley && _alleyPendingError(s)) {
        // RULES §12.2-12.3: a drawn pair or a Special card's use is decided before anything else.
        const out: Action[] = [];
        _keepLegal(s, seat, out);
        _useSpecialLegal(s, out);
        _returnsLegal(s, seat, out);
        return out;
      }
      // The character on the floor: Enhance / End Placement, the location's actions, housekeeping, then the
      // location's large families (Orders, dice, Theater moves).
      const out: Action[] = [];
      _onFloorLegal(s, pl, out);
      if (s.alley) {
        _abilityLegal(s, seat, out);
        if (s.alley.special?.use === "effect") _specialActionsLegal(s, seat, out);
      }
      const loc = SLOT_DEF[pl.slot]!.location;
      if (loc === "downtown") _downtownLegal(s, seat, out);
      else if (loc === "market_row") _marketBuysLegal(s, seat, out);
      else if (loc === "workshop") _workshopLegal(s, seat, out);
      _housekeepingLegal(s, seat, out);
      if (loc === "market_row") _marketOrdersLegal(s, out);
      else if (loc === "downtown") _downtownDiceLegal(s, out);
      else if (loc === "theater") _theaterLegal(s, seat, out);
      else if (loc === "dark_alley") _darkAlleyLegal(s, out);
      return out;
    }
    case "performance":
      if (s.alley?.breakingFree != null && s.weekday === null) return _breakingFreeLegal(s, seat);
      if (s.alley?.possession?.card === null && s.alley.possession.day === s.weekday) return _possessionLegal(s, seat);
      if (s.alley?.durable != null && s.weekday === null) return _durableLegal(s, seat);
      if (s.alley?.turnEffects.length) {
        const out: Action[] = _performanceLegal(s, seat);
        _premiereLegal(s, seat, out);
        return out;
      }
      return _performanceLegal(s, seat);
    default:
      return [];
  }
}

function advertiseLegal(s: GameState, seat: Seat): Action[] {
  const out: Action[] = [];
  const advertise: Action = { type: "advertise" };
  if (_checkAdvertise(s, seat, advertise) === null) out.push(advertise);
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
  const seat = _seatToAct(s);
  return seat === null ? [] : [seat];
}
