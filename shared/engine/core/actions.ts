// Player actions: a discriminated union of small plain objects. An action is legal iff the engine accepts it;
// legalActions(state, seat) lists every legal action exactly.

import type { SpecialistType } from "../../data/characters";
import type { ComponentId } from "../../data/components";
import type { DieFace, DieId } from "../../data/dice";
import type { MagicianId } from "../../data/magicians";
import type { Direction } from "../../data/performances";
import type { SlotId } from "../../data/locations";
import type { TrickId } from "../../data/tricks";
import type { AlleyCardId, AssignLocation, CharacterId, SpecialDeck } from "./state";

export type TrickDieId = "trick_A" | "trick_B";
export type InnDieId = "inn_specialist" | "inn_apprentice";
export type BankDieId = "bank_A" | "bank_B";

export type SetupAction =
  /** RULES §4.3.1: a magician whose favourite category nobody has. */
  | { type: "chooseMagician"; magician: MagicianId }
  /** RULES §4.3.4: starting components worth up to 2 coins (sorted by component order). */
  | { type: "chooseComponents"; components: ComponentId[] }
  /** RULES §4.3.5 favourite threshold-1 trick, or the Engineer's extra trick (§4.3.6). */
  | { type: "chooseTrick"; trick: TrickId }
  /** RULES §4.3.6: a specialist; for the Manager, its bonus components (worth up to 2), else []. */
  | { type: "chooseSpecialist"; specialist: SpecialistType; components: ComponentId[] };

export type TurnAction =
  | { type: "advertise" }
  | { type: "skipAdvertise" }
  | { type: "assign"; character: CharacterId; location: AssignLocation }
  | { type: "unassign"; character: CharacterId }
  | { type: "confirmAssignments" }
  | { type: "place"; character: CharacterId; slot: SlotId }
  | { type: "leaveInactive"; character: CharacterId }
  | { type: "enhance" }
  | { type: "endPlacement" }
  /** Prophecy P09: let the second placement of this turn go. */
  | { type: "passPlacement" }
  | { type: "discardTrick"; trick: TrickId }
  | { type: "returnComponent"; component: ComponentId };

export type DowntownAction =
  | { type: "learnTrick"; die: TrickDieId; trick: TrickId; engineerSlot: boolean }
  | { type: "hireCharacter"; die: InnDieId }
  | { type: "takeCoins"; die: BankDieId }
  | { type: "rerollDie"; die: DieId }
  | { type: "setDie"; die: DieId; face: DieFace };

export type MarketAction =
  /** Buy `count` (1-3) of one stocked type; `bargain` extra AP lower the total price (min 1). */
  | { type: "buy"; component: ComponentId; count: number; bargain: number; toManager: boolean }
  | { type: "order"; component: ComponentId; slot: number }
  | { type: "quickOrder"; component: ComponentId };

export type WorkshopAction =
  | { type: "prepare"; trick: TrickId }
  | { type: "moveTrick"; trick: TrickId }
  | { type: "moveComponents"; component: ComponentId; swapWith: ComponentId | null }
  | { type: "moveApprentice"; character: CharacterId };

export type LinkReward = "fame" | "coins";

export type TheaterAction =
  /** Issue 4: move a marker of a prepared trick onto performance card `card` (theater slot index). */
  | { type: "setUpTrick"; trick: TrickId; card: number; slot: string; facing: Direction; rewards: LinkReward[] }
  | { type: "reschedule"; fromCard: number; fromSlot: string; card: number; slot: string; facing: Direction }
  | { type: "perform"; card: number }
  | { type: "passPerformance" };

/** Dark Alley module actions (RULES §12). */
export type AlleyAction =
  /** Phase D: put the Dark Alley card (A05) or a Special card from hand under a character (RULES §12.3). */
  | { type: "assignAlley"; character: CharacterId; card: AlleyCardId }
  /** On placing a character with a Special card: its printed effect or +1 AP (OQ-26). */
  | { type: "useSpecial"; use: "effect" | "ap" }
  /** Dark Alley: Draw First Card (1 AP, once) / Draw Further Cards (2 AP): draw 2 from a Special deck (RULES §12.2). */
  | { type: "drawSpecial"; deck: SpecialDeck }
  /** Keep one of the drawn cards; the other goes to the bottom of its deck. */
  | { type: "keepSpecial"; card: string }
  /** Dark Alley, 1 AP, once per placement (OQ-18): the Pending prophecies move one slot clockwise. */
  | { type: "fortuneTelling" }
  /** The Mechaniker (RULES §12.8): +1 AP to the Apprentice on the floor, once per turn, not in the Theater. */
  | { type: "mechanicalEnhancement" }
  /** The Priestess at the Dark Alley, 1 AP: a Pending prophecy replaces the Active one. */
  | { type: "fateWeaving"; prophecy: string }
  /** The Great Optico: the character on the floor (with a permanent card) copies an opponent's revealed Special card of its location. */
  | { type: "mimesis"; card: string }
  /** The Master of Chains before the shows: one free Reschedule that pays link bonuses (`rewards` as for Set Up Trick). */
  | {
      type: "breakingFree";
      fromCard: number;
      fromSlot: string;
      card: number;
      slot: string;
      facing: Direction;
      rewards: LinkReward[];
    }
  /**
   * The Red Lotus before performing card `card`: her marker in slot `mine` yields as the opponent's marker in slot
   * `theirs` (threshold ≤ hers), who loses 1 Fame for it. Once per own marker (OQ-34).
   */
  | { type: "trickSteal"; card: number; mine: string; theirs: string }
  /** Electra backstage, 1 AP: a second marker of the trick onto her marker on card `card`, slot `slot` (a stack). */
  | { type: "supercharge"; card: number; slot: string }
  /** Yoruba Spiritmaster, once per turn, 1 Shard: the card (Theater slot index) the opponent about to perform must perform. */
  | { type: "soulPossession"; card: number }
  /** Decline an ability offered now (Breaking Free, Soul Possession). */
  | { type: "declineAbility" };

/**
 * Special card effects that carry a choice (RULES §12.3, shared/engine/specialActions.ts): each is offered only while
 * the character on the floor uses that card as its effect.
 */
export type SpecialCardAction =
  /** A28 Headhunter: Hire `character` whatever the (non-X) Inn die shows. */
  | { type: "headhunt"; die: InnDieId; character: "apprentice" | "engineer" | "manager" | "assistant" }
  /** A26 Mass Recruitment: Hire the Apprentice the die shows and pay 3 coins for a second one. */
  | { type: "massRecruitment"; die: InnDieId }
  /** A37 Smuggled Goods: a Buy (no Bargain) paid with Fame = total price - 1. */
  | { type: "smuggle"; component: ComponentId; count: number; toManager: boolean }
  /** A38 Barter with Power: 1 Shard for stocked pieces worth ≤ 4 (listed in component order, one entry per piece). */
  | { type: "barter"; components: ComponentId[] }
  /** A36 Component Sale: one Buy of up to 4 pieces of stocked types (component order, one entry per piece). */
  | { type: "componentSale"; components: ComponentId[]; bargain: number }
  /** A42 Traveling Merchants: an Order whose piece comes at once from the supply, for its price + 1. */
  | { type: "orderNow"; component: ComponentId }
  /** A21 Unstable Prototype: Prepare `trick` and return these required pieces (1-3) for +1 marker, Fame and coins. */
  | { type: "unstablePrototype"; trick: TrickId; components: ComponentId[] }
  /** A18 Replacable Parts: Prepare `trick` with one marker fewer and put 1 marker on `other`. */
  | { type: "replacableParts"; trick: TrickId; other: TrickId }
  /** A32 Investments: Take Coins from `die`, then buy these stocked pieces (1-3) with the coins just taken. */
  | { type: "investments"; die: BankDieId; components: ComponentId[] }
  /** A40 Shoplifting: take the stock tile of Buy-area slot `slot` (0-3) for free; a Basic `replacement` takes its place. */
  | { type: "shoplift"; slot: number; replacement: ComponentId }
  /** A29 Trick Overhaul: Learn `trick`, returning `replace` to the Residence; its markers and symbol go to `trick`. */
  | { type: "trickOverhaul"; die: TrickDieId; trick: TrickId; replace: TrickId }
  /** A22 Enhance Trick: Prepare `trick` and put a Shard on it (+1 Fame and +1 coin per performed marker from now on). */
  | { type: "enhanceTrick"; trick: TrickId }
  /** A10 Buying Time: after a set-up, swap the performance cards in Theater slots `cardA` and `cardB`; +3 coins. */
  | { type: "buyingTime"; cardA: number; cardB: number }
  /** A14 Street Performance: take your marker off card `card`, slot `slot`, and receive its yields now. */
  | { type: "streetPerformance"; card: number; slot: string }
  /** A06 Guest Performer: Set Up Trick onto performance card `card` (Theater slot index) in no slot: no links, part of its show. */
  | { type: "guestPerformer"; trick: TrickId; card: number }
  /** A23 On-stage Preparation: Prepare `trick`, then one new marker onto empty slot `slot` of card `card` (its links pay nothing). */
  | { type: "onStagePreparation"; trick: TrickId; card: number; slot: string; facing: Direction }
  /** A24 Hidden Talent: after its Prepare, the Apprentice on the floor leaves at Return Characters; this Specialist is hired now. */
  | { type: "hiddenTalent"; specialist: "engineer" | "manager" | "assistant" }
  /** A27 Hypnotic Motivation: Hire Character with `die`; the hired one joins at once with a `location` card from the hand. */
  | { type: "hypnoticHire"; die: InnDieId; location: AssignLocation }
  /** A41 Logistics: an Order whose piece goes beside the Buy area: in stock this turn, back to the supply at Orders Arrive. */
  | { type: "logistics"; component: ComponentId };

/** Special card effects chosen in the Performance phase (RULES §12.3), by the holder of a card used this turn. */
export type ShowCardAction =
  /** A13 Grand Premiere: perform card `card`; the performer's `trick` (never performed before) yields its `doubled` part twice. */
  | { type: "grandPremiere"; card: number; trick: TrickId; doubled: "fame" | "coins" | "shards" }
  /** A11 Durable Components: after the shows, one marker of performed `trick` goes back onto its card (null: none). */
  | { type: "durableComponents"; trick: TrickId | null };

export type Action =
  | SpecialCardAction
  | ShowCardAction
  | SetupAction
  | TurnAction
  | DowntownAction
  | MarketAction
  | WorkshopAction
  | TheaterAction
  | AlleyAction;
export type ActionType = Action["type"];
