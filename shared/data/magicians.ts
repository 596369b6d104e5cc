// Game facts converted from the project's rules reference (data/*.json); source notes dropped.
// Edit here: this module is the engine's own copy, nothing reads the JSON at run time.

import type { Category } from "./tricks";

export type MagicianId = "M01" | "M02" | "M03" | "M04" | "M05" | "M06" | "M07" | "M08";

export interface MagicianDef {
  readonly id: MagicianId;
  readonly name: string;
  /** Setup trick category and the always-allowed Learn Trick category (RULES §4.3, §6.1). */
  readonly favourite: Category;
  /** The black-cat side's ability, used only with Dark Alley (RULES §12.8). */
  readonly darkAlleyAbility: string;
}

/** All 8 are selectable, at most one per favourite category (OQ-42). */
export const MAGICIANS: readonly MagicianDef[] = [
  { id: "M01", name: "Master of Chains", favourite: "escape", darkAlleyAbility: "Breaking Free (BGA: 'Break Free')" },
  { id: "M02", name: "The Great Optico", favourite: "optical", darkAlleyAbility: "Mimesis" },
  { id: "M03", name: "Priestess of Mysticism", favourite: "spiritual", darkAlleyAbility: "Fate Weaving" },
  { id: "M04", name: "The Mechaniker", favourite: "mechanical", darkAlleyAbility: "Mechanical Enhancement" },
  { id: "M05", name: "The Red Lotus", favourite: "escape", darkAlleyAbility: "Trick Steal" },
  { id: "M06", name: "The Gentleman", favourite: "optical", darkAlleyAbility: "Magic for the Masses" },
  { id: "M07", name: "Yoruba Spiritmaster", favourite: "spiritual", darkAlleyAbility: "Soul Possession" },
  { id: "M08", name: "Electra", favourite: "mechanical", darkAlleyAbility: "Supercharge" },
];

export const MAGICIAN_BY_ID: Readonly<Record<MagicianId, MagicianDef>> = Object.fromEntries(
  MAGICIANS.map((m) => [m.id, m]),
) as Record<MagicianId, MagicianDef>;
