// Character types: AP, wages, scoring and performer bonuses (RULES §3.1, §8.3, §10.1).

export type SpecialistType = "engineer" | "manager" | "assistant";
export type CharacterType = "magician" | SpecialistType | "apprentice";

export const SPECIALISTS: readonly SpecialistType[] = ["engineer", "manager", "assistant"];

export interface CharacterTypeDef {
  readonly type: CharacterType;
  /** Base action points. */
  readonly baseAp: number;
  /** Wage when it worked this turn (RULES §9.1). */
  readonly wage: number;
  /** Final-scoring Fame per owned character, base game only (RULES §10.1). */
  readonly finalFame: number;
  /** What a performer gets for each of these placed in the Theater (RULES §8.3). */
  readonly performerBonus: { readonly fame: number; readonly coins: number; readonly shards: number };
}

export const CHARACTER_TYPES: Readonly<Record<CharacterType, CharacterTypeDef>> = {
  magician: { type: "magician", baseAp: 3, wage: 0, finalFame: 0, performerBonus: { fame: 0, coins: 0, shards: 0 } },
  engineer: { type: "engineer", baseAp: 2, wage: 2, finalFame: 3, performerBonus: { fame: 0, coins: 0, shards: 1 } },
  manager: { type: "manager", baseAp: 2, wage: 2, finalFame: 3, performerBonus: { fame: 0, coins: 3, shards: 0 } },
  assistant: { type: "assistant", baseAp: 2, wage: 2, finalFame: 3, performerBonus: { fame: 2, coins: 0, shards: 0 } },
  apprentice: {
    type: "apprentice",
    baseAp: 1,
    wage: 1,
    finalFame: 2,
    performerBonus: { fame: 0, coins: 0, shards: 0 },
  },
};

/** Apprentice disks per player (8 disks = magician + 3 specialists + 4 apprentices, RULES §2). */
export const APPRENTICE_DISKS = 4;
