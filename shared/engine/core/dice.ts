// Dice (RULES §5.1): the one way a die is rolled, for the turn's roll and every reroll or extra roll.

import { DIE_BY_ID, type DieFace, type DieId } from "../../data/dice";
import type { Draws } from "./rng";

/** Roll one die: a uniformly random face of its six. */
export function rollDie(rng: Draws, die: DieId): DieFace {
  const faces = DIE_BY_ID[die].faces;
  return faces[rng.int(faces.length)]!;
}
