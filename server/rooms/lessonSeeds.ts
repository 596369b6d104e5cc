import type { Seed } from "../../shared/engine";
import type { LessonId } from "../../shared/lesson/lessons";

/**
 * The known deal of each lesson. A lesson table is one person against the greedy bot, which is deterministic, so
 * with this seed the same board comes back every time: the first player is the person, the dice offer a trick and
 * an apprentice, and the deal lets the lesson's script (client/lesson/) reach every step. Knowing the seed gives
 * nobody an edge over another person: nobody else plays at a lesson table.
 */
export const LESSON_SEEDS: Record<LessonId, Seed> = {
  basics: 10,
  "dark-alley": 10,
};
