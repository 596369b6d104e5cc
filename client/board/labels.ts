import type { DieGroup, DieId } from "../../shared/data/dice";

/** Player-facing names of the dice and their groups. */
export const DIE_NAMES: Record<DieId, string> = {
  trick_A: "Trick die A",
  trick_B: "Trick die B",
  inn_specialist: "Specialist die",
  inn_apprentice: "Apprentice die",
  bank_A: "Bank die A",
  bank_B: "Bank die B",
};

export const GROUP_NAMES: Record<DieGroup, string> = {
  dahlgaard_residence: "Dahlgaard Residence",
  inn: "Inn",
  bank: "Bank",
};

/** A die face in words, e.g. "Optical", "Any category", "4 coins", "X (nothing)". */
export function faceName(face: string): string {
  if (face === "X") return "X (nothing)";
  if (face === "any") return "Any category";
  if (/^\d+$/.test(face)) return `${face} coins`;
  return face.charAt(0).toUpperCase() + face.slice(1);
}
