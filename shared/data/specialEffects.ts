// The effects of the Special Assignment cards (RULES §12.3) as data, read by shared/engine/specialCards.ts. The
// card texts are in assignments.ts. `null` = an effect the engine does not implement: such a card is still
// planned, placed and scored, and its owner takes the +1 AP corner (OQ-26), the only use then offered. All 40 cards
// have their effect now; the `null` case stays for cards whose texts are unknown (OQ-16).

import type { ComponentTier } from "./components";

export type SpecialId =
  | "A06"
  | "A07"
  | "A08"
  | "A09"
  | "A10"
  | "A11"
  | "A12"
  | "A13"
  | "A14"
  | "A15"
  | "A16"
  | "A17"
  | "A18"
  | "A19"
  | "A20"
  | "A21"
  | "A22"
  | "A23"
  | "A24"
  | "A25"
  | "A26"
  | "A27"
  | "A28"
  | "A29"
  | "A30"
  | "A31"
  | "A32"
  | "A33"
  | "A34"
  | "A35"
  | "A36"
  | "A37"
  | "A38"
  | "A39"
  | "A40"
  | "A41"
  | "A42"
  | "A43"
  | "A44"
  | "A45";

export const SPECIAL_IDS: readonly SpecialId[] = [
  "A06",
  "A07",
  "A08",
  "A09",
  "A10",
  "A11",
  "A12",
  "A13",
  "A14",
  "A15",
  "A16",
  "A17",
  "A18",
  "A19",
  "A20",
  "A21",
  "A22",
  "A23",
  "A24",
  "A25",
  "A26",
  "A27",
  "A28",
  "A29",
  "A30",
  "A31",
  "A32",
  "A33",
  "A34",
  "A35",
  "A36",
  "A37",
  "A38",
  "A39",
  "A40",
  "A41",
  "A42",
  "A43",
  "A44",
  "A45",
];

/** One shape per family of effects; each changes one named action taken during that placement. */
export type SpecialEffect =
  /** Set Up Trick: every new link pays `times` over (Fame/Coins and Shards). */
  | { readonly kind: "linkPaysTimes"; readonly times: number }
  /** Prepare: the trick receives extra markers. */
  | { readonly kind: "prepareExtraMarkers"; readonly markers: number }
  /** Prepare: Fame equal to the pieces of these tiers the trick requires. */
  | { readonly kind: "prepareFamePerComponent"; readonly tiers: readonly ComponentTier[] }
  /** Learn Trick: any category whatever the (non-X) die shows, for `apLess` AP less. */
  | { readonly kind: "learnAnyCategory"; readonly apLess: number }
  /** Take Coins: also Fame equal to the die's coins minus `minus`. */
  | { readonly kind: "takeCoinsFame"; readonly minus: number }
  /** Take Coins: roll the die once more first and take that much extra (X = 0, OQ-36), for `apLess` AP less. */
  | { readonly kind: "takeCoinsInterest"; readonly apLess: number }
  /** Enhance Character gives `ap` AP. */
  | { readonly kind: "enhanceAp"; readonly ap: number }
  /** Buy: Fame equal to the coins paid minus `minus`. */
  | { readonly kind: "buyFame"; readonly minus: number }
  /** Set Up Trick: a trick that already has a marker on that card may be set up there again. */
  | { readonly kind: "duplicateTrick" }
  /** This turn, when its owner performs: +`fame` per own marker in the show, the others -`fame` per marker of theirs. */
  | { readonly kind: "arrangedFiasco"; readonly fame: number }
  /** Reschedule: an opponent's marker may be moved. */
  | { readonly kind: "moveOpponentMarker" }
  /** Prepare: one marker fewer, and the trick's yields at once. */
  | { readonly kind: "prepareForYields" }
  /** Prepare: one required type may be short; the trick then gets only `markers`. */
  | { readonly kind: "prepareLackingOne"; readonly markers: number }
  /** Learn Trick: a trick of threshold ≤ `maxThreshold` arrives with `markers`, components or not. */
  | { readonly kind: "learnWithMarker"; readonly maxThreshold: number; readonly markers: number }
  /** This turn, after placing: the coins opponents pay at the Market Row go to the owner. */
  | { readonly kind: "businessShare" }
  /** Buy: types the owner holds count as stock, each piece `discount` cheaper (at least 1 coin). */
  | { readonly kind: "ownedTypesInStock"; readonly discount: number }
  // The kinds below come with an action of their own (specialActions.ts), which carries the card's choice.
  /** `headhunt`: hire any character type whatever the (non-X) Inn die shows; every Hire costs `apLess` AP less. */
  | { readonly kind: "hireAnyType"; readonly apLess: number }
  /** `massRecruitment`: hiring an Apprentice, pay `coins` for a second one (no AP, no die). */
  | { readonly kind: "secondApprentice"; readonly coins: number }
  /** `smuggle`: a Buy paid in Fame (the total price minus `minus`) instead of coins. */
  | { readonly kind: "payWithFame"; readonly minus: number }
  /** `barter`: as one Buy, `shards` Shard back to the supply for stocked pieces worth at most `maxValue`, no coins. */
  | { readonly kind: "barter"; readonly shards: number; readonly maxValue: number }
  /** `componentSale`: one Buy of up to `max` pieces in any mix of stocked types. */
  | { readonly kind: "mixedBuy"; readonly max: number }
  /** `orderNow`: an Order whose piece comes at once from the supply for its price + `surcharge`. */
  | { readonly kind: "orderNow"; readonly surcharge: number }
  /** `unstablePrototype`: Prepare, returning 1..`max` required pieces: +`markers` marker, +1 Fame and +1 coin per piece. */
  | { readonly kind: "returnForBonus"; readonly max: number; readonly markers: number }
  /** `replacableParts`: Prepare with one marker fewer, and 1 marker onto another trick of equal or lower threshold. */
  | { readonly kind: "markerToOtherTrick" }
  /** `streetPerformance`: instead of a Reschedule, an own marker leaves its card and yields at once. */
  | { readonly kind: "yieldsFromCard" }
  /** `investments`: Take Coins, then buy up to `max` stocked pieces with the coins just taken. */
  | { readonly kind: "buyWithTakenCoins"; readonly max: number }
  /** `shoplift`: a Buy of one Buy-area stock tile itself, free; a Basic component of the buyer's choice replaces it. */
  | { readonly kind: "shoplift" }
  /** `trickOverhaul`: Learn Trick, returning an owned trick whose markers and symbol go to the new one (requirements met). */
  | { readonly kind: "replaceTrick" }
  /** `enhanceTrick`: Prepare and put `shards` Shard on the trick: it yields +`fame` Fame and +`coins` coins from now on. */
  | { readonly kind: "enhanceTrick"; readonly shards: number; readonly fame: number; readonly coins: number }
  /** `buyingTime`: after a Set Up Trick, swap two performance cards once and gain `coins`. */
  | { readonly kind: "swapCards"; readonly coins: number }
  /** This turn: at End Turn the Quick Order piece goes to the holder's Workshop instead of the supply. */
  | { readonly kind: "quickOrderToOwner" }
  /** Set Up Trick: one link payment (Fame or coins) per marker adjacent through a link circle, matching or not. */
  | { readonly kind: "linkPerAdjacent" }
  /** Placement: the character may take a slot of any location (placing it off its card's location uses the effect). */
  | { readonly kind: "anyLocation" }
  /** `guestPerformer`: Set Up Trick onto a card's unused area, in no slot (part of the show, no links, OQ-36). */
  | { readonly kind: "guestMarker" }
  /** `onStagePreparation`: Prepare, then one new marker straight onto an empty slot; its links pay nothing. */
  | { readonly kind: "prepareOntoStage" }
  /** `hiddenTalent`: after an Apprentice's Prepare, it leaves at Return Characters for a Specialist hired now (its wage this turn). */
  | { readonly kind: "apprenticeToSpecialist" }
  /** `hypnoticHire`: the hired character joins at once with a card from the hand, to be placed this phase. */
  | { readonly kind: "hireJoinsAtOnce" }
  /** `logistics`: an Order whose piece goes beside the Buy area, in stock this turn, back to the supply at Orders Arrive. */
  | { readonly kind: "orderToStock" }
  /** This turn, `grandPremiere`: when its holder performs, one own trick never performed before yields `times` its Fame, coins or Shards. */
  | { readonly kind: "premiere"; readonly times: number }
  /** This turn, `durableComponents`: after the shows, `markers` of the holder's performed markers may go back onto its trick. */
  | { readonly kind: "durableMarker"; readonly markers: number };

export const SPECIAL_EFFECTS: Readonly<Record<SpecialId, SpecialEffect | null>> = {
  A06: { kind: "guestMarker" },
  A07: { kind: "linkPerAdjacent" },
  A08: { kind: "linkPaysTimes", times: 2 },
  A09: { kind: "duplicateTrick" },
  A10: { kind: "swapCards", coins: 3 },
  A11: { kind: "durableMarker", markers: 1 },
  A12: { kind: "arrangedFiasco", fame: 1 },
  A13: { kind: "premiere", times: 2 },
  A14: { kind: "yieldsFromCard" },
  A15: { kind: "moveOpponentMarker" },
  A16: { kind: "prepareExtraMarkers", markers: 1 },
  A17: { kind: "prepareForYields" },
  A18: { kind: "markerToOtherTrick" },
  A19: { kind: "prepareFamePerComponent", tiers: ["advanced", "superior"] },
  A20: { kind: "prepareLackingOne", markers: 1 },
  A21: { kind: "returnForBonus", max: 3, markers: 1 },
  A22: { kind: "enhanceTrick", shards: 1, fame: 1, coins: 1 },
  A23: { kind: "prepareOntoStage" },
  A24: { kind: "apprenticeToSpecialist" },
  A25: { kind: "anyLocation" },
  A26: { kind: "secondApprentice", coins: 3 },
  A27: { kind: "hireJoinsAtOnce" },
  A28: { kind: "hireAnyType", apLess: 1 },
  A29: { kind: "replaceTrick" },
  A30: { kind: "learnAnyCategory", apLess: 1 },
  A31: { kind: "learnWithMarker", maxThreshold: 16, markers: 1 },
  A32: { kind: "buyWithTakenCoins", max: 3 },
  A33: { kind: "takeCoinsFame", minus: 1 },
  A34: { kind: "takeCoinsInterest", apLess: 1 },
  A35: { kind: "enhanceAp", ap: 3 },
  A36: { kind: "mixedBuy", max: 4 },
  A37: { kind: "payWithFame", minus: 1 },
  A38: { kind: "barter", shards: 1, maxValue: 4 },
  A39: { kind: "buyFame", minus: 1 },
  A40: { kind: "shoplift" },
  A41: { kind: "orderToStock" },
  A42: { kind: "orderNow", surcharge: 1 },
  A43: { kind: "quickOrderToOwner" },
  A44: { kind: "businessShare" },
  A45: { kind: "ownedTypesInStock", discount: 1 },
};
