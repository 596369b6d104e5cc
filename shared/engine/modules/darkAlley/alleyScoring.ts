// Final scoring with Dark Alley (RULES §12.7, OQ-14): Shards, coins and unused Special cards, each line capped at
// 20 Fame, plus the end-game bonus of every owned Fame-36 trick whose component requirements are met (each ≤ 20).
// No Fame for Apprentices and Specialists.

import { COMPONENT_BY_ID, type ComponentId } from "../../../data/components";
import { END_GAME_BONUSES, END_GAME_BONUS_CAP, type EndGameBonus } from "../../../data/endGameBonuses";
import { TRICK_BY_ID, type TrickId } from "../../../data/tricks";
import { effectiveCount, hasSpecialist, meetsRequirements } from "../../core/players";
import { CHARACTER_IDS, type FinalScore, type PlayerState } from "../../core/state";

/** RULES §12.7: each scoring line is capped at 20 Fame. */
export const ALLEY_LINE_CAP = 20;
/** RULES §12.7: +2 Fame per unused Special card in hand. */
export const FAME_PER_UNUSED_SPECIAL = 2;

/** Fame of one end-game bonus for its owner, before the cap. */
export function bonusFame(p: PlayerState, b: EndGameBonus): number {
  switch (b.kind) {
    case "allSpecialists":
      return hasSpecialist(p, "engineer") && hasSpecialist(p, "manager") && hasSpecialist(p, "assistant") ? b.fame : 0;
    case "perComponentTier": {
      // OQ-8: a Manager pile counts its +1 here too (BGA).
      let n = 0;
      for (const k in p.components)
        if (COMPONENT_BY_ID[k as ComponentId].tier === b.tier) n += effectiveCount(p, k as ComponentId);
      return n * b.each;
    }
    case "trickCountAtLeast":
      return p.tricks.length >= b.count ? b.fame : 0;
    case "hasSpecialist":
      return hasSpecialist(p, b.specialist) ? b.fame : 0;
    case "perApprentice":
      // OQ-14b: every Apprentice owned, the one on the Assistant's slot included.
      return (
        CHARACTER_IDS.filter((id) => id.startsWith("apprentice") && p.characters[id].status !== "supply").length *
        b.each
      );
    case "perCoins":
      return Math.floor(p.coins / b.coins);
    case "perTrickOfThreshold":
      return p.tricks.filter((t) => TRICK_BY_ID[t.id].threshold === b.threshold).length * b.each;
    case "perTrickMarkerOnCards":
      return p.tricks.reduce((n, t) => n + t.markers, 0) * b.each; // OQ-24
    case "perShard":
      return p.shards * b.each;
    case "perTrickOwned":
      return p.tricks.length * b.each; // OQ-23
  }
}

/** The Fame-36 bonuses a player scores: owned tricks with a bonus whose requirements are met, each ≤ 20. */
export function trickBonuses(p: PlayerState): { trick: TrickId; fame: number }[] {
  const out: { trick: TrickId; fame: number }[] = [];
  for (const t of p.tricks) {
    const b = END_GAME_BONUSES[t.id];
    if (!b || !meetsRequirements(p, t.id)) continue;
    out.push({ trick: t.id, fame: Math.min(END_GAME_BONUS_CAP, bonusFame(p, b)) });
  }
  return out;
}

/** One player's Dark Alley final score (RULES §12.7). */
export function alleyFinalScore(p: PlayerState): FinalScore {
  const shards = Math.min(ALLEY_LINE_CAP, p.shards);
  const coins = Math.min(ALLEY_LINE_CAP, Math.floor(p.coins / 3));
  const specialCards = Math.min(ALLEY_LINE_CAP, FAME_PER_UNUSED_SPECIAL * (p.alley?.specials.length ?? 0));
  const bonuses = trickBonuses(p);
  const total = p.fame + shards + coins + specialCards + bonuses.reduce((n, b) => n + b.fame, 0);
  return {
    seat: p.seat,
    fameBefore: p.fame,
    shards,
    coins: p.coins,
    apprentices: 0,
    specialists: 0,
    specialCards,
    trickBonuses: bonuses,
    total,
  };
}
