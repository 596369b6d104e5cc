import { MAGICIAN_BY_ID } from "../../shared/data/magicians";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import {
  SPECIAL_DECKS,
  setUpRefusal,
  validateAction,
  type Action,
  type ActionType,
  type GameState,
  type RuleError,
} from "../../shared/engine";

/**
 * The attempt whose refusal explains why a location action is not possible now (the action panel's disabled
 * button and its reason): an action of that type as a click would make it, so the engine's refusal is the reason.
 */
export function representative(type: ActionType, game: GameState, seat: number): Action | null {
  const me = game.players[seat]!;
  const firstTrick = me.tricks[0]?.id;
  const favourite = me.magician ? MAGICIAN_BY_ID[me.magician].favourite : null;
  const residenceTrick = game.residence.find((t) => TRICK_BY_ID[t]?.category === favourite) ?? game.residence[0];
  switch (type) {
    case "learnTrick":
      return residenceTrick ? { type, die: "trick_A", trick: residenceTrick, engineerSlot: false } : null;
    case "hireCharacter":
      return { type, die: "inn_specialist" };
    case "takeCoins":
      return { type, die: "bank_A" };
    case "rerollDie":
      return { type, die: "trick_A" };
    case "setDie":
      return { type, die: "trick_A", face: "any" };
    case "buy":
      return game.market.buy[0]
        ? { type, component: game.market.buy[0], count: 1, bargain: 0, toManager: false }
        : null;
    case "order":
      return { type, component: "rope", slot: 0 };
    case "quickOrder":
      return { type, component: "rope" };
    case "prepare": {
      // A trick that could still be prepared, so the reason is its own (components, AP), not another's markers.
      const unprepared = me.tricks.find((x) => x.markers === 0)?.id ?? firstTrick;
      return unprepared ? { type, trick: unprepared } : null;
    }
    case "moveTrick": // (one case each: a two-type literal is beyond TypeScript's union check now that Action is larger)
      return firstTrick ? { type, trick: firstTrick } : null;
    case "moveComponents": {
      const component = Object.keys(me.components)[0];
      return component ? ({ type, component, swapWith: null } as Action) : null;
    }
    case "moveApprentice":
      return { type, character: "apprentice1" };
    case "setUpTrick":
      return firstTrick ? { type, trick: firstTrick, card: 0, slot: "0.0", facing: "up", rewards: [] } : null;
    case "reschedule":
      return { type, fromCard: 0, fromSlot: "0.0", card: 0, slot: "0.1", facing: "up" };
    case "drawSpecial": {
      // A deck that still has cards (the view keeps only their count), so the reason is the draw's own.
      const deck = SPECIAL_DECKS.find((d) => (game.alley?.decks[d]?.length ?? 0) > 0) ?? SPECIAL_DECKS[0]!;
      return { type, deck };
    }
    default:
      return null;
  }
}

/**
 * Why an action of this type is refused now: the attempt and the engine's refusal, or null when the attempt is
 * legal (or none can be made). Set Up Trick asks the engine about each prepared trick as a whole (setUpRefusal, as
 * the board's trick pop-over does): one made-up space said "This space is taken" while another space was free and
 * the real block was one marker per trick on a card (playtest 6, defect 7).
 */
export function refusalFor(
  type: ActionType,
  game: GameState,
  seat: number,
): { attempt: Action; error: RuleError } | null {
  const attempt = representative(type, game, seat);
  if (!attempt) return null;
  if (attempt.type === "setUpTrick") {
    const me = game.players[seat]!;
    const prepared = me.tricks.filter((x) => x.markers > 0);
    const refusals = (prepared.length ? prepared : me.tricks.slice(0, 1)).map((x) => ({
      attempt: { ...attempt, trick: x.id },
      error: setUpRefusal(game, seat, x.id),
    }));
    // A trick that some space takes: Set Up Trick is possible, so there is no refusal to tell.
    if (refusals.some((r) => !r.error)) return null;
    return refusals[0] ? { attempt: refusals[0].attempt, error: refusals[0].error! } : null;
  }
  const error = validateAction(game, seat, attempt);
  return error ? { attempt, error } : null;
}
