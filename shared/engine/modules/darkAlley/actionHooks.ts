// How Dark Alley changes the base actions (RULES §12.3 Special effects, §12.4-12.6 prophecies): the rule-point hooks
// of core/hooks.ts that the base families ask (AP, prices, stock, yields, slot fees, placements). The base families
// carry no Dark Alley condition; each rule change is written here or in its card's file (cards/), which this file
// merely wires in.

import { WEEKDAY_DEFS } from "../../../data/locations";
import type { ModuleHooks } from "../../core/hooks";
import { characterType, player } from "../../core/players";
import { withAlley, withFields, withState } from "../../core/state";
import { hasPending } from "../../families/placement";
import {
  actionApNow,
  baseApNow,
  coinsAsFameNow,
  componentPriceNow,
  enhanceApNow,
  enhanceInTheaterNow,
  lowestSlotNow,
  ordersInStockNow,
  performerBonusTimesNow,
  performerModifierForAllNow,
  slotFeeNow,
  twoPlacementsNow,
  yieldModifierNow,
} from "./prophecies";
import { alleyCardBack, underOf } from "./specialCards";
import { hiddenTalentPrepared } from "./cards/hiddenTalent";
import { enhancedYield } from "./cards/enhanceTrick";
import {
  afterBuy,
  afterSetUp,
  alleyPrice,
  apLess,
  mayPrepareShort,
  moreStock,
  prepareGain,
  takeCoinsGain,
} from "./effectRules";
import { AFTER_LEARN, PLACES_ANYWHERE, cardInUse } from "./passiveCards";

type ActionHooks = Pick<
  ModuleHooks,
  | "slotModule"
  | "placesAnywhere"
  | "lowestSlotOnly"
  | "slotFee"
  | "baseAp"
  | "enhanceAp"
  | "enhanceInTheater"
  | "anotherPlacement"
  | "placementsLeft"
  | "mayPassPlacement"
  | "cardBack"
  | "downtownAp"
  | "learnsAnyCategory"
  | "afterLearn"
  | "takeCoinsGain"
  | "mayPrepareShort"
  | "prepareGain"
  | "afterPrepare"
  | "reschedulesAnyOwner"
  | "setsUpTwice"
  | "linksPerAdjacent"
  | "afterSetUp"
  | "buyPrice"
  | "buyPrices"
  | "moreStock"
  | "afterBuy"
  | "yieldModifier"
  | "coinsAsFame"
  | "markerYield"
  | "yieldingTrick"
  | "performerBonusTimes"
>;

export const DARK_ALLEY_ACTION_HOOKS: ActionHooks = {
  // RULES §12.2: the Dark Alley's slots exist only with the module.
  slotModule: "dark_alley",
  // Freelancer (A25): its character may take a slot of any location.
  placesAnywhere(s, seat, id, card) {
    for (const f of PLACES_ANYWHERE) if (f(s, seat, id, card)) return true;
    return false;
  },
  // Prophecy P27: only the free slot with the lowest AP modifier.
  lowestSlotOnly: (s) => s.alley!.active !== null && lowestSlotNow(s),
  // Prophecy P18: a +2 slot at Downtown, Market Row or the Dark Alley costs 3 coins.
  slotFee: (s, slot) => (s.alley!.active !== null ? slotFeeNow(s, slot.location, slot.apModifier) : 0),
  // Prophecies P01 (base 1) and P15 (advertised Apprentices +1).
  baseAp: (s, seat, character, printed) =>
    baseApNow(s, printed, characterType(character) === "apprentice", player(s, seat).advertised),
  // The card in use (Empower, A35: 3), else prophecy P08 (2).
  enhanceAp: (s, seat) => cardInUse(s, seat)?.enhanceAp ?? enhanceApNow(s),
  enhanceInTheater: enhanceInTheaterNow, // prophecy P26
  // Prophecy P09: a seat's turn may hold a second placement (then `passPlacement` or another place / leave).
  anotherPlacement(s, from, before) {
    const al = s.alley!;
    if (
      from === before.cursor + 1 &&
      before.phase === "placement" &&
      !al.secondPlacement &&
      twoPlacementsNow(s) &&
      hasPending(player(s, s.initiative[before.cursor]!))
    ) {
      return withState(s, { cursor: before.cursor, placement: null, alley: withAlley(al, { secondPlacement: true }) });
    }
    return null;
  },
  placementsLeft: (s) =>
    s.alley!.secondPlacement ? withState(s, { alley: withAlley(s.alley!, { secondPlacement: false }) }) : s,
  mayPassPlacement: (s) => s.alley!.secondPlacement,
  // RULES §12.3: a changed plan puts a Dark Alley card back in the Dark Alley hand.
  cardBack: (p, id) => (underOf(p.alley, id) ? withFields(p, { alley: alleyCardBack(p.alley!, id) }) : null),
  // Prophecies P12, P24, P25, less a Special card's reduction (Thirst for Knowledge, Interest), never below 0.
  downtownAp: (s, seat, type, printed) => Math.max(0, actionApNow(s, type, printed) - apLess(s, seat, type)),
  // Thirst for Knowledge (A30).
  learnsAnyCategory: (s, seat) => cardInUse(s, seat)?.learnsAnyCategory === true,
  afterLearn(s, seat, trick) {
    let out = s;
    for (const f of AFTER_LEARN) out = f(out, seat, trick); // Leaked Blueprints (A31)
    return out;
  },
  takeCoinsGain,
  mayPrepareShort,
  prepareGain,
  afterPrepare: hiddenTalentPrepared,
  // Mimesis-like Set Up effects of the card in use (RULES §12.3).
  reschedulesAnyOwner: (s, seat) => cardInUse(s, seat)?.reschedulesAnyOwner === true, // Director's Favor (A15)
  setsUpTwice: (s, seat) => cardInUse(s, seat)?.setsUpTwice === true, // New Twist (A09)
  linksPerAdjacent: (s, seat) => cardInUse(s, seat)?.linksPerAdjacent === true, // Orchestral Interlude (A07)
  afterSetUp,
  buyPrice: (s, type, seat) =>
    alleyPrice(s, type, seat, seat === null ? undefined : cardInUse(s, seat), componentPriceNow(s)),
  // The card in use and the prophecy's price are the same for every type of a listing: looked up once.
  buyPrices(s, seat) {
    const card = cardInUse(s, seat);
    const p21 = componentPriceNow(s);
    return (type) => alleyPrice(s, type, seat, card, p21);
  },
  moreStock(s, seat, stocked) {
    // Logistics (A41): a piece ordered beside the Buy area is in stock this turn.
    for (const c of s.alley!.stock) if (!stocked.includes(c)) stocked.push(c);
    // Prophecy P04: types in the Order area are in stock too.
    if (ordersInStockNow(s)) for (const c of s.market.order) if (c && !stocked.includes(c)) stocked.push(c);
    moreStock(s, seat, stocked); // Workshop Delivery (A45)
  },
  afterBuy,
  yieldModifier(s, ownerDay, performerDay) {
    // Prophecy P19: the performer's modifier for everyone in the show; P11, P16, P22 change a weekday's.
    const day = performerModifierForAllNow(s) ? performerDay : (ownerDay ?? performerDay);
    return yieldModifierNow(s, day, WEEKDAY_DEFS[day].yieldModifier);
  },
  coinsAsFame: coinsAsFameNow, // prophecy P14
  markerYield: enhancedYield, // Enhance Trick (A22)
  // Trick Steal (the Red Lotus, RULES §12.8): her stealing marker yields as the chosen opponent's.
  yieldingTrick(s, index, key) {
    for (const t of s.alley!.steals)
      if (t.card === index && t.mine === key) return s.theaterCards[index]!.markers[t.theirs]!.trick;
    return null;
  },
  performerBonusTimes: performerBonusTimesNow, // prophecy P06
};
