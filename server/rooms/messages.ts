import { z } from "zod";
import { LESSON_IDS } from "../../shared/lesson/lessons";
import { PACE_LIMITS, PACE_PRESETS, type Pace } from "../../shared/protocol/pace";
import { BOT_LEVELS } from "../../shared/ai/index";

/** A bot level at the edge: an unknown one is refused naming the levels (code UNKNOWN_LEVEL in the message). */
const Level = z.enum(BOT_LEVELS, { error: `UNKNOWN_LEVEL: the bot levels are ${BOT_LEVELS.join(", ")}` });

/**
 * A table's pace (issue 29): "none" (the default), a preset's name, or a custom bank and bonus in whole
 * seconds within PACE_LIMITS. Resolved here to a Pace (or null), so the table and its record hold numbers.
 */
const PACE_SHAPES = z.union([
  z.enum(["none", "relaxed", "normal", "fast"]),
  z
    .object({
      bankSeconds: z.number().int().min(PACE_LIMITS.bankSeconds.min).max(PACE_LIMITS.bankSeconds.max),
      bonusSeconds: z.number().int().min(PACE_LIMITS.bonusSeconds.min).max(PACE_LIMITS.bonusSeconds.max),
    })
    .strict(),
]);
const PACE_ERROR = `BAD_OPTIONS: pace is "none", "relaxed", "normal", "fast" or { bankSeconds (${PACE_LIMITS.bankSeconds.min}-${PACE_LIMITS.bankSeconds.max}), bonusSeconds (${PACE_LIMITS.bonusSeconds.min}-${PACE_LIMITS.bonusSeconds.max}) }, whole seconds`;

/** Whatever part of a pace is wrong, one message says what a pace may be (zod's own would name only one branch's detail). */
export const PaceOption = z
  .unknown()
  .optional()
  .transform((value, ctx): Pace | null => {
    const parsed = PACE_SHAPES.safeParse(value === undefined ? "none" : value);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: PACE_ERROR });
      return z.NEVER;
    }
    const p = parsed.data;
    return p === "none" ? null : typeof p === "string" ? { ...PACE_PRESETS[p] } : p;
  });

/** Options a person may give when creating a table. */
export const CreateOptions = z
  .object({
    players: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: "players must be 2, 3 or 4" }).default(4),
    beginnerSetup: z.boolean().default(false),
    /** Skip every setup choice: beginner setup (RULES §4.5) and magicians dealt at random, one per category. */
    quickStart: z.boolean().default(false),
    listed: z.boolean().default(true),
    /** The Dark Alley module (RULES §12): off unless asked for. */
    darkAlley: z.boolean().default(false),
    /** With Dark Alley: prophecies on the Fortune Teller orb (RULES §12.4); on unless switched off. */
    prophecies: z.boolean().optional(),
    /** With Dark Alley: the magicians' abilities (RULES §12.8); on unless switched off. */
    abilities: z.boolean().optional(),
    /** A guided lesson (shared/lesson/lessons.ts): its known deal, one person against a bot, never listed. */
    lesson: z.enum(LESSON_IDS, { error: `lesson must be one of ${LESSON_IDS.join(", ")}` }).optional(),
    /** Clocks (issue 29): none, or a time bank per player with a bonus per decision. */
    pace: PaceOption,
    /** The level of bots seated without one and of bots that take over a seat a person left (docs/bots.md). */
    botLevel: Level.default("magician"),
    /** Whether people may ask for a hint (off by default; the client turns it on at hot-seat and solo tables). */
    hints: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    // Refused, not silently dropped: a client asking for these got something wrong (code BAD_OPTIONS).
    if (o.darkAlley && (o.beginnerSetup || o.quickStart)) {
      ctx.addIssue({
        code: "custom",
        path: ["darkAlley"],
        message: "BAD_OPTIONS: Dark Alley is not played with the beginner setup or quick start",
      });
    }
    if (!o.darkAlley && (o.prophecies || o.abilities)) {
      ctx.addIssue({
        code: "custom",
        path: [o.prophecies ? "prophecies" : "abilities"],
        message: "BAD_OPTIONS: prophecies and magician abilities are Dark Alley options",
      });
    }
    // A lesson's script is written for its deal: any other table shape would light pieces that are not there.
    if (
      o.lesson &&
      (o.players !== 2 ||
        o.listed ||
        o.quickStart !== (o.lesson === "basics") ||
        o.darkAlley !== (o.lesson === "dark-alley"))
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["lesson"],
        message: "BAD_OPTIONS: a lesson table is two players, not listed, with the lesson's own setup",
      });
    }
  })
  .transform(({ pace, ...o }) => ({
    ...o,
    prophecies: o.darkAlley && o.prophecies !== false,
    abilities: o.darkAlley && o.abilities !== false,
    // A lesson's script is written for the Apprentice's (greedy, deterministic) moves on its deal: a searching bot
    // would take the dice and cards the steps point at.
    botLevel: o.lesson ? ("apprentice" as const) : o.botLevel,
    // Absent without a pace, so unpaced tables' stored options stay exactly as they were.
    ...(pace ? { pace } : {}),
  }));
export type CreateOptions = z.infer<typeof CreateOptions>;

/** Options when joining: a display name, a wish to watch, or a seat token to take a seat back. */
export const JoinOptions = z.object({
  // Names are bounded here only by size: their rules (NFC, forbidden characters, length, uniqueness) are
  // table/names.ts's, each refused with its own code.
  name: z.string().max(200).default(""),
  spectator: z.boolean().default(false),
  seatToken: z.string().max(64).optional(),
  /** Several seat tokens: a hot-seat device taking all its seats back after a reload. */
  seatTokens: z.array(z.string().max(64)).max(4).optional(),
  /** A phone's one-use code for a seat (see rooms/pairing.ts), in place of the seat token. */
  pairCode: z.string().trim().max(16).optional(),
  /** Hot-seat: the creator seats every named person at this one client (first join of an empty lobby only). */
  hotseatNames: z.array(z.string().max(200)).min(1).max(4).optional(),
  /** Hot-seat: seats the creator fills with bots at once. */
  botSeats: z.array(z.number().int().min(0).max(3)).max(3).optional(),
  /** Hot-seat: the level of the bots in `botSeats` (the table's level when absent). */
  botLevel: Level.optional(),
  /** The page's schema fingerprint: sent by a client that brings its own schema classes (and so gets no reflection). */
  schema: z.string().max(16).optional(),
});
export type JoinOptions = z.infer<typeof JoinOptions>;

export const ActionMessage = z.object({
  /** Which of the sender's seats acts; may be left out by a client that holds one seat. */
  seat: z.number().int().min(0).max(3).optional(),
  action: z.object({ type: z.string().max(32) }).passthrough(),
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * `ActionMessage.safeParse` by hand, for the one message sent on every move: the same rule (the tests hold the two
 * together), without zod's copy of the action. The action is handed on as it came (plain data, checked before).
 */
export function parseActionMessage(
  raw: unknown,
): { seat?: number; action: { type: string; [key: string]: unknown } } | null {
  if (!isObject(raw)) return null;
  const { seat, action } = raw;
  if (seat !== undefined && !(typeof seat === "number" && Number.isSafeInteger(seat) && seat >= 0 && seat <= 3))
    return null;
  if (!isObject(action) || typeof action.type !== "string" || action.type.length > 32) return null;
  return seat === undefined ? { action: action as { type: string } } : { seat, action: action as { type: string } };
}

/** Take back the last action of one of the sender's seats (named when it plays several). */
export const UndoMessage = z.object({ seat: z.number().int().min(0).max(3).optional() }).strict();
/** A person renames their own seat (e.g. joined by a link before giving a name). */
export const RenameMessage = z
  .object({ seat: z.number().int().min(0).max(3).optional(), name: z.string().max(200) })
  .strict();
/** Ask for a phone code for the seat this token opens. */
export const PairMessage = z.object({ token: z.string().min(1).max(64) });
/** Seat a bot (at `level`), change a seated bot's level, or take a bot out; the level is checked by the room (UNKNOWN_LEVEL). */
export const BotMessage = z.object({
  seat: z.number().int().min(0).max(3),
  bot: z.boolean(),
  level: z.string().max(32).optional(),
});
/** Ask for a hint for one of the sender's seats (named when it plays several). */
export const HintMessage = z.object({ seat: z.number().int().min(0).max(3).optional() }).strict();
/** Ask a finished table for the look back's advice about one seat (the sender's own, or any for a spectator). */
export const AdviceMessage = z.object({ seat: z.number().int().min(0).max(3) }).strict();
export const SitMessage = z.object({ name: z.string().max(200).default("") });
export const EmptyMessage = z.object({}).strict().or(z.undefined());

export { CLIENT_MESSAGES, type Refusal, type Restarting, type Undone, type Welcome } from "../../shared/protocol";
