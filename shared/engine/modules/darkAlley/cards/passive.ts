// What a Special card without an action of its own (RULES §12.3) contributes to the base rules: one object per card,
// in the card's own file (cards/*.ts), listed in passiveCards.ts. The rule points (actionHooks.ts, effectRules.ts,
// hooks.ts) collect the contributions: those of the card in use (the character on the floor uses it as its effect:
// found by its id, one lookup) and those every card is asked for (a turn-long effect, a planned card).

import type { CardLocation } from "../../../../data/assignments";
import type { ComponentId } from "../../../../data/components";
import { SPECIAL_EFFECTS, type SpecialEffect, type SpecialId } from "../../../../data/specialEffects";
import type { TrickId } from "../../../../data/tricks";
import type { BankDieId, LinkReward } from "../../../core/actions";
import type { NewLink } from "../../../core/geometry";
import type { PrepareGain } from "../../../core/hooks";
import type { CharacterId, GameState, PlayerState, Seat, TheaterCard } from "../../../core/state";

export type DowntownAction = "learnTrick" | "hireCharacter" | "takeCoins";

export interface PassiveCardRule {
  readonly id: SpecialId;
  readonly name: string;

  // While the character on the floor uses this card as its effect (cardInUse):
  /** AP less for this Downtown action. */
  readonly downtownApLess?: (type: DowntownAction) => number;
  /** Learn Trick of any category. */
  readonly learnsAnyCategory?: true;
  /** Take Coins: what the die gives (`coins`: its face times the prophecy's factor), with any draw made. */
  readonly takeCoins?: (
    before: GameState,
    s: GameState,
    die: BankDieId,
    coins: number,
  ) => { readonly s: GameState; readonly coins: number; readonly fame: number };
  /** Prepare while short of the requirements. */
  readonly mayPrepareShort?: (p: PlayerState, trick: TrickId) => boolean;
  /** Prepare: the markers (printed) and yields. */
  readonly prepareGain?: (p: PlayerState, trick: TrickId, printed: number) => PrepareGain;
  /** Reschedule markers of any owner. */
  readonly reschedulesAnyOwner?: true;
  /** Set Up a trick on a card already holding its symbol. */
  readonly setsUpTwice?: true;
  /** Set Up: one payment per adjacent marker. */
  readonly linksPerAdjacent?: true;
  /** After a Set Up paid its links (before the prophecies' Fame). */
  readonly afterSetUp?: (
    s: GameState,
    seat: Seat,
    links: readonly NewLink[],
    rewards: readonly LinkReward[],
    bonus: number,
  ) => GameState;
  /** Enhance Character: the AP it gives. */
  readonly enhanceAp?: number;
  /** Market Row: the price of `type` (`price`: the printed or prophecy price), or null when the card does not set it. */
  readonly buyPrice?: (s: GameState, seat: Seat, type: ComponentId, price: number) => number | null;
  /** Market Row: types in stock, appended to `stocked` (each once). */
  readonly moreStock?: (s: GameState, seat: Seat, stocked: ComponentId[]) => void;

  // Asked of every card that has them (each checks its own condition: a turn-long effect, a planned card):
  /** Placement: a character planned with `card` may take a slot of any location. */
  readonly placesAnywhere?: (s: GameState, seat: Seat, id: CharacterId, card: CardLocation | null) => boolean;
  /** After Learn Trick. */
  readonly afterLearn?: (s: GameState, seat: Seat, trick: TrickId) => GameState;
  /** After a Buy that cost `paid`. */
  readonly afterBuy?: (before: GameState, s: GameState, seat: Seat, paid: number) => GameState;
  /** After a show of `card` by `seat`. */
  readonly afterShow?: (before: GameState, s: GameState, seat: Seat, card: TheaterCard) => GameState;
  /** Orders Arrive: the seat that takes the Quick Order piece, or null. */
  readonly quickOrderHolder?: (s: GameState) => Seat | null;
}

/** The card's numbers (shared/data/specialEffects.ts), checked against the effect its rule is written for. */
export function effectOf<K extends SpecialEffect["kind"]>(id: SpecialId, kind: K): Extract<SpecialEffect, { kind: K }> {
  const e = SPECIAL_EFFECTS[id];
  if (e?.kind !== kind) throw new Error(`Special card ${id} is not a ${kind} card`);
  return e as Extract<SpecialEffect, { kind: K }>;
}
