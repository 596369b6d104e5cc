// The rules reference's outline: chapters in the rulebook's order (overview, setup, the turn's phases, the four
// locations, the Theater, scoring, two players, Dark Alley, the cards), each a list of sections with stable ids.
// The words live apart, one module per language (textEn.ts, textEs.ts), typed by these ids so a section missing
// in one language does not compile. Ids are part of links ("Rule ›" from refusals and tooltips): never rename one.

export const CHAPTERS = [
  { id: "basics", sections: ["overview", "characters", "fame", "components", "tricks", "links"] },
  { id: "setup", sections: ["setup", "player-setup", "initiative-coins", "beginner-setup"] },
  {
    id: "turn",
    sections: [
      "turn-order",
      "roll-dice",
      "initiative",
      "advertise",
      "assignment",
      "placement",
      "performance",
      "end-turn",
    ],
  },
  { id: "locations", sections: ["downtown", "market-row", "workshop"] },
  { id: "theater", sections: ["theater", "weekdays"] },
  { id: "scoring", sections: ["final-scoring", "winner"] },
  { id: "twoPlayers", sections: ["two-players"] },
  {
    id: "darkAlley",
    sections: [
      "dark-alley",
      "dark-alley-location",
      "special-cards",
      "prophecies",
      "fame-36",
      "abilities",
      "dark-alley-scoring",
    ],
  },
  { id: "cards", sections: ["trick-list", "performance-cards"] },
] as const;

export type ChapterId = (typeof CHAPTERS)[number]["id"];
export type SectionId = (typeof CHAPTERS)[number]["sections"][number];

export const SECTION_IDS: readonly SectionId[] = CHAPTERS.flatMap((c) => c.sections as readonly SectionId[]);

export function isSectionId(id: unknown): id is SectionId {
  return typeof id === "string" && (SECTION_IDS as readonly string[]).includes(id);
}

/** A paragraph, or a list of points. */
export type Block = string | readonly string[];

/** One section's words in one language. */
export interface SectionText {
  readonly title: string;
  readonly body: readonly Block[];
  /** How this table reads an unclear rule, in plain words. */
  readonly readings?: readonly Reading[];
}

/**
 * One reading of an unclear rule. `follows` names the open questions it settles (OPEN-QUESTIONS.md) so the team can
 * trace it; a player never sees those ids (the playtest of 2026-11-27 found them read as engine talk).
 */
export interface Reading {
  readonly text: string;
  readonly follows: readonly string[];
}

/** Everything a language says: chapter titles, the sections and the reference's own words. */
export interface RulesText {
  readonly chapters: Record<ChapterId, string>;
  readonly sections: Record<SectionId, SectionText>;
}
