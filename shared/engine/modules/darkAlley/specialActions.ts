// Special card effects that carry a choice (RULES §12.3): each is an action of its own, offered by legalActions only
// while the character on the floor uses that card as its effect (OQ-26), checked with stable refusal codes. One file
// per card in cards/ holds its check, effect and candidates; the effects' numbers are data (data/specialEffects.ts).
// This dispatcher does what every card shares: the location and AP, the effect in use, the AP spent.

import type { Action, SpecialCardAction } from "../../core/actions";
import { ruleError, type RuleError } from "../../core/errors";
import { player } from "../../core/players";
import type { GameState, Seat } from "../../core/state";
import { checkAt, spendAp } from "../../core/steps";
import { BARTER } from "./cards/barter";
import { BUYING_TIME } from "./cards/buyingTime";
import { COMPONENT_SALE } from "./cards/componentSale";
import { ENHANCE_TRICK } from "./cards/enhanceTrick";
import { GUEST_PERFORMER } from "./cards/guestPerformer";
import { HEADHUNT } from "./cards/headhunt";
import type { SpecialCardRule } from "./cards/helpers";
import { HIDDEN_TALENT } from "./cards/hiddenTalent";
import { HYPNOTIC_HIRE } from "./cards/hypnoticHire";
import { INVESTMENTS } from "./cards/investments";
import { LOGISTICS } from "./cards/logistics";
import { MASS_RECRUITMENT } from "./cards/massRecruitment";
import { ON_STAGE_PREPARATION } from "./cards/onStagePreparation";
import { ORDER_NOW } from "./cards/orderNow";
import { REPLACABLE_PARTS } from "./cards/replacableParts";
import { SHOPLIFT } from "./cards/shoplift";
import { SMUGGLE } from "./cards/smuggle";
import { STREET_PERFORMANCE } from "./cards/streetPerformance";
import { TRICK_OVERHAUL } from "./cards/trickOverhaul";
import { UNSTABLE_PROTOTYPE } from "./cards/unstablePrototype";
import { specialEffect } from "./specialCards";

/** Every Special card with an action of its own; a new one is a file in cards/ and a line here. */
export const SPECIAL_CARD_RULES: readonly SpecialCardRule[] = [
  HEADHUNT,
  MASS_RECRUITMENT,
  SMUGGLE,
  BARTER,
  COMPONENT_SALE,
  ORDER_NOW,
  UNSTABLE_PROTOTYPE,
  REPLACABLE_PARTS,
  STREET_PERFORMANCE,
  INVESTMENTS,
  SHOPLIFT,
  TRICK_OVERHAUL,
  ENHANCE_TRICK,
  BUYING_TIME,
  GUEST_PERFORMER,
  ON_STAGE_PREPARATION,
  HIDDEN_TALENT,
  HYPNOTIC_HIRE,
  LOGISTICS,
] as unknown as readonly SpecialCardRule[];

const BY_ACTION = new Map<string, SpecialCardRule>(SPECIAL_CARD_RULES.map((c) => [c.action, c]));
const BY_EFFECT = new Map<string, SpecialCardRule>(SPECIAL_CARD_RULES.map((c) => [c.needs, c]));

/** The action types of the Special cards (the registry's family for them, families.ts). */
export const SPECIAL_CARD_ACTIONS: readonly SpecialCardAction["type"][] = SPECIAL_CARD_RULES.map((c) => c.action);

export function checkSpecialAction(s: GameState, seat: Seat, a: SpecialCardAction): RuleError | null {
  const card = BY_ACTION.get(a.type)!;
  const err = checkAt(s, seat, card.location, card.ap(s, seat, a));
  if (err) return err;
  const e = specialEffect(s, seat);
  if (e?.kind !== card.needs)
    return ruleError("NOT_YOUR_EFFECT", `this needs ${card.name} used as its effect by the character on the floor`);
  return card.check(s, seat, a, e, player(s, seat));
}

export function applySpecialAction(s: GameState, seat: Seat, a: SpecialCardAction): GameState {
  const card = BY_ACTION.get(a.type)!;
  const ap = card.ap(s, seat, a);
  return spendAp(card.apply(s, seat, a, specialEffect(s, seat)!), ap);
}

/**
 * The Special card actions of the seat on the floor, appended to `out`: candidates for the effect in use, each
 * kept when checkSpecialAction accepts it (so the list is exact). Nothing is listed without such an effect.
 */
export function specialActionsLegal(s: GameState, seat: Seat, out: Action[]): void {
  const e = specialEffect(s, seat);
  const card = e ? BY_EFFECT.get(e.kind) : undefined;
  if (!card) return;
  const keep = (a: SpecialCardAction): void => {
    if (checkSpecialAction(s, seat, a) === null) out.push(a);
  };
  card.candidates(s, seat, e!, player(s, seat), keep);
}
