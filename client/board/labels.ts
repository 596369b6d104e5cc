import type { DieGroup } from "../../shared/data/dice";
import { name, t } from "../i18n";
import { faceWords } from "../ui/actionText";

/** Player-facing names of the dice groups, read in the current language (the dice's own names are in names.ts). */
export const GROUP_NAMES: Record<DieGroup, string> = new Proxy({} as Record<DieGroup, string>, {
  get: (_, group) => name("dieGroup", String(group)),
});

/** A die face in words, e.g. "Optical", "Any category", "4 coins", "X (nothing)". */
export function faceName(face: string): string {
  if (face === "X") return t("actionText.faceX");
  return faceWords(face);
}

/**
 * The short word of an assignment card under a character at home ("Market", "Backstage"): what the card allows this
 * character. Only the Magician may take the stage, anyone else goes backstage (RULES §7.1); "Stage" under a Manager
 * read as a place it could not go (issue 29).
 */
export function cardPlaceWord(card: string, character: string): string {
  return card === "theater" && character !== "magician" ? t("board.backstageTag") : name("locationShort", card);
}
