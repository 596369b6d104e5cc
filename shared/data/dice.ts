// Game facts converted from the project's rules reference (data/*.json); source notes dropped.
// Edit here: this module is the engine's own copy, nothing reads the JSON at run time.

export type DieId = "trick_A" | "trick_B" | "inn_specialist" | "inn_apprentice" | "bank_A" | "bank_B";
export type DieGroup = "dahlgaard_residence" | "inn" | "bank";
/** A die face: a trick category, "any" (printed ?), a character type, a coin amount, or "X" (nothing). */
export type DieFace =
  | "escape"
  | "mechanical"
  | "optical"
  | "spiritual"
  | "any"
  | "assistant"
  | "manager"
  | "engineer"
  | "apprentice"
  | number
  | "X";

export interface DieDef {
  readonly id: DieId;
  readonly group: DieGroup;
  /** The six faces; multiplicities are BGA's (OQ-4). */
  readonly faces: readonly DieFace[];
}

export const DICE: readonly DieDef[] = [
  { id: "trick_A", group: "dahlgaard_residence", faces: ["escape", "mechanical", "optical", "spiritual", "any", "X"] },
  { id: "trick_B", group: "dahlgaard_residence", faces: ["escape", "mechanical", "optical", "spiritual", "any", "X"] },
  { id: "inn_specialist", group: "inn", faces: ["X", "X", "X", "assistant", "manager", "engineer"] },
  {
    id: "inn_apprentice",
    group: "inn",
    faces: ["apprentice", "apprentice", "apprentice", "apprentice", "apprentice", "X"],
  },
  { id: "bank_A", group: "bank", faces: [3, 4, 4, 5, 6, "X"] },
  { id: "bank_B", group: "bank", faces: [3, 4, 4, 5, 6, "X"] },
];

export const DIE_IDS: readonly DieId[] = DICE.map((d) => d.id);
export const DIE_BY_ID: Readonly<Record<DieId, DieDef>> = Object.fromEntries(DICE.map((d) => [d.id, d])) as Record<
  DieId,
  DieDef
>;
