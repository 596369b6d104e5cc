// End-game bonuses of the Fame-36 tricks (RULES §12.5, §12.7), converted from the rules reference
// (data/tricks.json end_game_bonus). A bonus scores only if the owner meets that trick's component requirements at
// game end, and each is capped at 20 Fame (END_GAME_BONUS_CAP).

import type { SpecialistType } from "./characters";
import type { ComponentTier } from "./components";
import type { TrickId } from "./tricks";

export type EndGameBonus =
  | { readonly kind: "allSpecialists"; readonly fame: number }
  | { readonly kind: "perComponentTier"; readonly tier: ComponentTier; readonly each: number }
  | { readonly kind: "trickCountAtLeast"; readonly count: number; readonly fame: number }
  | { readonly kind: "hasSpecialist"; readonly specialist: SpecialistType; readonly fame: number }
  | { readonly kind: "perApprentice"; readonly each: number }
  /** 1 Fame per `coins` unspent coins, on top of the normal conversion. */
  | { readonly kind: "perCoins"; readonly coins: number }
  | { readonly kind: "perTrickOfThreshold"; readonly threshold: 1 | 16 | 36; readonly each: number }
  /** OQ-24: markers on the owner's trick cards (not in the Theater). */
  | { readonly kind: "perTrickMarkerOnCards"; readonly each: number }
  | { readonly kind: "perShard"; readonly each: number }
  /** OQ-23: per Trick card owned (Hellhound). */
  | { readonly kind: "perTrickOwned"; readonly each: number };

/** RULES §12.5: each bonus is capped at 20 Fame. */
export const END_GAME_BONUS_CAP = 20;

export const END_GAME_BONUSES: Readonly<Partial<Record<TrickId, EndGameBonus>>> = {
  T09: { kind: "allSpecialists", fame: 12 }, // Mutilation: 12 Fame if you own an Engineer, a Manager and an Assistant.
  T10: { kind: "perComponentTier", tier: "advanced", each: 2 }, // Stairs of Water: 2 Fame per Advanced component you own
  T11: { kind: "trickCountAtLeast", count: 4, fame: 10 }, // Beast Within: 10 Fame if you own 4 Trick cards
  T12: { kind: "hasSpecialist", specialist: "manager", fame: 7 }, // Vanishing Elephant: 7 Fame if you own a Manager.
  T21: { kind: "perComponentTier", tier: "superior", each: 3 }, // Balsamo's Skull: 3 Fame per Superior component you own.
  T22: { kind: "perApprentice", each: 3 }, // Séance: 3 Fame per Apprentice you own
  T23: { kind: "perComponentTier", tier: "basic", each: 1 }, // Skeleton Dance: 1 Fame per Basic component you own.
  T24: { kind: "perCoins", coins: 3 }, // Metamorphosis: 1 extra Fame per 3 unspent coins
  T33: { kind: "hasSpecialist", specialist: "engineer", fame: 7 }, // Buried Alive: 7 Fame if you own an Engineer.
  T34: { kind: "hasSpecialist", specialist: "assistant", fame: 7 }, // Assistant's Revenge: 7 Fame if you own an Assistant.
  T35: { kind: "perTrickOfThreshold", threshold: 1, each: 4 }, // Iron Maiden: 4 Fame per Fame-1 trick you own
  T36: { kind: "perTrickOfThreshold", threshold: 36, each: 4 }, // Transported Man: 4 Fame per Fame-36 trick you own, this one included
  T45: { kind: "perTrickMarkerOnCards", each: 2 }, // Aztec Lady: 2 Fame per trick marker. BGA counts only markers sitting on your Trick cards in the Workshop
  T46: { kind: "perShard", each: 1 }, // Horror Saws: 1 extra Fame per unspent Shard, on top of the normal shard conversion.
  T47: { kind: "perTrickOfThreshold", threshold: 16, each: 4 }, // Automaton: 4 Fame per Fame-16 trick you own
  T48: { kind: "perTrickOwned", each: 2 }, // Hellhound: 2 Fame per Trick card you own
};
