import type { DieGroup } from "../../shared/data/dice";

/** Player-facing names of the dice groups (the dice's own names are in ui/actionText.ts). */
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
