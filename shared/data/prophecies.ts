// Dark Alley prophecies (RULES §12.4), converted from the rules reference (data/prophecies.json); texts
// paraphrased there. Each effect is data read by shared/engine/prophecies.ts; `effect: null` marks a prophecy
// whose rule change the engine does not implement yet: such tokens are left out of the pile (docs/engine.md).

import type { Category } from "./tricks";
import type { Weekday } from "./locations";

export type ProphecyId =
  | "P01"
  | "P02"
  | "P03"
  | "P04"
  | "P05"
  | "P06"
  | "P07"
  | "P08"
  | "P09"
  | "P10"
  | "P11"
  | "P12"
  | "P13"
  | "P14"
  | "P15"
  | "P16"
  | "P17"
  | "P18"
  | "P19"
  | "P20"
  | "P21"
  | "P22"
  | "P23"
  | "P24"
  | "P25"
  | "P26"
  | "P27";

/** A prophecy's rule change, for everyone, for the whole turn it is Active. */
export type ProphecyEffect =
  /** Every character's base AP is `ap`. */
  | { readonly kind: "baseAp"; readonly ap: number }
  /** A Downtown or Dark Alley action costs `ap`. */
  | {
      readonly kind: "actionAp";
      readonly action: "drawFurther" | "learnTrick" | "takeCoins" | "hireCharacter";
      readonly ap: number;
    }
  /** Performer bonuses (links, card, specialists) are multiplied. */
  | { readonly kind: "performerBonusTimes"; readonly times: number }
  /** Take Coins gives the die's amount times `times`. */
  | { readonly kind: "takeCoinsTimes"; readonly times: number }
  /** Enhance Character gives `ap` AP. */
  | { readonly kind: "enhanceAp"; readonly ap: number }
  /** Setting up a trick of `category` gives `fame` at once. */
  | { readonly kind: "setUpFame"; readonly category: Category; readonly fame: number }
  /** These weekdays' yield modifiers (fame and coins) are replaced. */
  | { readonly kind: "yieldModifiers"; readonly days: Readonly<Partial<Record<Weekday, number>>> }
  /** Coin yields in the Performance phase are received as Fame. */
  | { readonly kind: "coinsAsFame" }
  /** Apprentices of a seat that advertised this turn get +`ap` base AP. */
  | { readonly kind: "advertisedApprenticeAp"; readonly ap: number }
  /** Placing on a slot with this AP modifier at Downtown, Market Row or Dark Alley costs `coins`. */
  | { readonly kind: "slotFee"; readonly apModifier: number; readonly coins: number }
  /** Every component costs `coins` when bought. */
  | { readonly kind: "componentPrice"; readonly coins: number }
  /** Enhance Character is allowed in the Theater. */
  | { readonly kind: "enhanceInTheater" }
  /** Each receipt of Shards (everything one player gets from one action, OQ-45) gives these extras. */
  | { readonly kind: "shardReceipt"; readonly shards: number; readonly fame: number }
  /** Types in the Order area are in stock for Buy. */
  | { readonly kind: "ordersInStock" }
  /** In a show, every other owner's yields take the performer's modifier. */
  | { readonly kind: "performerModifierForAll" }
  /** Assignment cards are revealed one by one, as their characters are placed. */
  | { readonly kind: "revealOnPlacement" }
  /** A character goes to the free slot with the lowest AP modifier it may use (backstage, in the Theater). */
  | { readonly kind: "lowestSlot" }
  /** A seat's turn in Place Characters may hold two placements. */
  | { readonly kind: "twoPlacements" };

export interface ProphecyDef {
  readonly id: ProphecyId;
  readonly text: string;
  readonly effect: ProphecyEffect | null;
}

export const PROPHECIES: readonly ProphecyDef[] = [
  { id: "P01", text: "Every character has a base of only 1 Action Point.", effect: { kind: "baseAp", ap: 1 } },
  {
    id: "P02",
    text: "Whenever you receive one or more Shards, you receive 1 extra Shard.",
    effect: { kind: "shardReceipt", shards: 1, fame: 0 },
  },
  {
    id: "P03",
    text: "Whenever you receive one or more Shards, you also gain 2 Fame.",
    effect: { kind: "shardReceipt", shards: 0, fame: 2 },
  },
  {
    id: "P04",
    text: "Component types sitting in the Order area may also be bought with Buy actions.",
    effect: { kind: "ordersInStock" },
  },
  { id: "P05", text: "'Draw Further Cards' costs 1 AP.", effect: { kind: "actionAp", action: "drawFurther", ap: 1 } },
  {
    id: "P06",
    text: "All Performer bonuses are doubled this turn.",
    effect: { kind: "performerBonusTimes", times: 2 },
  },
  {
    id: "P07",
    text: "'Take Coins' gives twice the amount shown on the chosen die.",
    effect: { kind: "takeCoinsTimes", times: 2 },
  },
  { id: "P08", text: "'Enhance Character' gives 2 AP instead of 1.", effect: { kind: "enhanceAp", ap: 2 } },
  {
    id: "P09",
    text: "During Place Characters, each player may place two characters per turn.",
    effect: { kind: "twoPlacements" },
  },
  {
    id: "P10",
    text: "Setting up an Escape trick immediately gives 2 Fame.",
    effect: { kind: "setUpFame", category: "escape", fame: 2 },
  },
  {
    id: "P11",
    text: "Friday gets a -1 Fame / -1 Coin yield modifier (like Thursday).",
    effect: { kind: "yieldModifiers", days: { friday: -1 } },
  },
  { id: "P12", text: "'Learn Trick' costs 1 AP.", effect: { kind: "actionAp", action: "learnTrick", ap: 1 } },
  {
    id: "P13",
    text: "Setting up a Mechanical trick immediately gives 2 Fame.",
    effect: { kind: "setUpFame", category: "mechanical", fame: 2 },
  },
  {
    id: "P14",
    text: "During the Performance phase every Coin yield is received as Fame instead.",
    effect: { kind: "coinsAsFame" },
  },
  {
    id: "P15",
    text: "If you Advertised this turn, your Apprentices get +1 base AP.",
    effect: { kind: "advertisedApprenticeAp", ap: 1 },
  },
  {
    id: "P16",
    text: "Thursday and Sunday have no yield modifiers.",
    effect: { kind: "yieldModifiers", days: { thursday: 0, sunday: 0 } },
  },
  {
    id: "P17",
    text: "Setting up an Optical trick immediately gives 2 Fame.",
    effect: { kind: "setUpFame", category: "optical", fame: 2 },
  },
  {
    id: "P18",
    text: "Using a +2 AP slot at Downtown, Market Row or Dark Alley costs 3 coins.",
    effect: { kind: "slotFee", apModifier: 2, coins: 3 },
  },
  {
    id: "P19",
    text: "In the Performance phase, the performing player's yield modifier applies to every other player in that Performance (instead of their own).",
    effect: { kind: "performerModifierForAll" },
  },
  {
    id: "P20",
    text: "Assignment cards are not revealed all at once; each is revealed just before its character is placed.",
    effect: { kind: "revealOnPlacement" },
  },
  { id: "P21", text: "Every component costs 2 coins when bought.", effect: { kind: "componentPrice", coins: 2 } },
  {
    id: "P22",
    text: "Saturday gets a +1 Fame / +1 Coin yield modifier (like Sunday).",
    effect: { kind: "yieldModifiers", days: { saturday: 1 } },
  },
  {
    id: "P23",
    text: "Setting up a Spiritual trick immediately gives 2 Fame.",
    effect: { kind: "setUpFame", category: "spiritual", fame: 2 },
  },
  { id: "P24", text: "'Take Coins' costs 1 AP.", effect: { kind: "actionAp", action: "takeCoins", ap: 1 } },
  { id: "P25", text: "'Hire Character' costs 1 AP.", effect: { kind: "actionAp", action: "hireCharacter", ap: 1 } },
  { id: "P26", text: "'Enhance Character' may be used in the Theater.", effect: { kind: "enhanceInTheater" } },
  {
    id: "P27",
    text: "Characters must be placed on the available slot with the lowest AP modifier.",
    effect: { kind: "lowestSlot" },
  },
];

export const PROPHECY_BY_ID: Readonly<Record<ProphecyId, ProphecyDef>> = Object.fromEntries(
  PROPHECIES.map((p) => [p.id, p]),
) as Record<ProphecyId, ProphecyDef>;
