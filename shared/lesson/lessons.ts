// The guided lessons a person can open from the landing page ("Learn to play"). A lesson table is an ordinary
// table (saved, undoable, restored after a restart) with one person against the deterministic greedy bot and a
// known deal, so the lesson's script (client/lesson/) can name the pieces that deal puts on the board.

/** The lessons, in the order they are offered. */
export const LESSON_IDS = ["basics", "dark-alley"] as const;
export type LessonId = (typeof LESSON_IDS)[number];

export function isLessonId(value: unknown): value is LessonId {
  return typeof value === "string" && (LESSON_IDS as readonly string[]).includes(value);
}

/** A lesson's create options (server/rooms/messages.ts CreateOptions checks them). */
export interface LessonTable {
  players: 2;
  quickStart: boolean;
  beginnerSetup: false;
  listed: false;
  darkAlley?: boolean;
  prophecies?: boolean;
  abilities?: boolean;
  lesson: LessonId;
}

/**
 * The table options each lesson is played with: always two players, private, the person in seat 1 and the bot
 * in seat 2. The basics use the quick start (beginner setup, magicians dealt); Dark Alley cannot be played with
 * it (RULES §12.1), so its lesson starts at the setup choices.
 */
export const LESSON_TABLE = {
  basics: { players: 2, quickStart: true, beginnerSetup: false, listed: false, lesson: "basics" },
  "dark-alley": {
    players: 2,
    quickStart: false,
    beginnerSetup: false,
    listed: false,
    darkAlley: true,
    prophecies: true,
    abilities: false,
    lesson: "dark-alley",
  },
} as const satisfies Record<LessonId, LessonTable>;
