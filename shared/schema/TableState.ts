import { schema, t, type SchemaType } from "@colyseus/schema";
import { FinalScoreSchema, MarketSchema, PlacementSchema, TheaterCardSchema } from "./BoardSchema";
import { PlayerSchema } from "./PlayerSchema";
import { AlleySchema } from "./AlleySchema";

/** One Downtown die as every viewer sees it: which die it is and the face it shows. */
export const DieState = schema(
  {
    /** Stable die id from the game data, e.g. "trick_A", "inn_specialist", "bank_B". */
    id: t.string().default(""),
    /** The face showing: a category, a character type, a coin amount ("3"…"6"), "any" or "X". */
    face: t.string().default("X"),
  },
  "DieState",
);
export type DieState = SchemaType<typeof DieState>;

/** Who sits in a seat: nobody yet ("open"), a person ("human") or the engine's bot ("bot"). */
export const SeatSchema = schema(
  {
    kind: t.string().default("open"),
    name: t.string().default(""),
    /** A person's client is connected now (always true for bots). */
    connected: t.boolean().default(false),
    /** A bot plays this person's seat because they stayed away too long; they may reclaim it. */
    botTakeover: t.boolean().default(false),
    /** The level a bot plays this seat at (a bot seat, or a taken-over one): shared/ai/levels.ts ids; "" for a person. */
    level: t.string().default(""),
  },
  "SeatSchema",
);
export type SeatSchema = SchemaType<typeof SeatSchema>;

/**
 * The public table. Everything here reaches every client, spectators included, so it is filled
 * only from the engine's spectator projection (viewFor) plus the lobby facts. The one private
 * part, each player's plan, is a `.view()` field synced only to its owner. The seed, the RNG
 * state and the performance deck order never enter this schema.
 */
export const TableState = schema(
  {
    /** The short code people type or share to join this table (also the Colyseus room id). */
    code: t.string().default(""),
    playerCount: t.uint8().default(4),
    beginnerSetup: t.boolean().default(false),
    listed: t.boolean().default(true),
    /**
     * Table options: the Dark Alley module and, with it, prophecies and magicians' abilities (RULES §12). Set only
     * at Dark Alley tables (like every Dark Alley field), so base tables send not one byte more for them.
     */
    darkAlley: t.boolean().optional(),
    prophecies: t.boolean().optional(),
    abilities: t.boolean().optional(),
    /** People may ask for a hint at this table (a host setting; absent when off). */
    hints: t.boolean().optional(),
    /** "lobby" (seats filling), "playing" or "finished". */
    status: t.string().default("lobby"),
    seats: t.array(SeatSchema),
    spectators: t.uint16().default(0),
    /**
     * How many history entries the table has told (the events messages so far, the opening one included). A
     * patch reaches a client just before the events of the action it shows, so a page holds a patch until its
     * story has those entries: the board can then stay at the show's moment (docs/client.md "The show").
     */
    told: t.uint16().default(0),

    /** The engine's phase: setup, advertise, assignment, placement, performance, gameOver ("" in the lobby). */
    phase: t.string().default(""),
    turn: t.uint8().default(0),
    /** During player setup: the choice being made ("magician", "components", …). */
    setupStep: t.string().default(""),
    /** The setup choices still to make, in order: seat * 8 + SETUP_STEP_CODES index (public: seat order). */
    setupQueue: t.array("uint8"),
    initiative: t.array("uint8"),
    /** Index into `initiative` of the seat to act in the sequential phases. */
    cursor: t.uint8().default(0),
    dice: t.array(DieState),
    /** Trick ids still at the Dahlgaard Residence (a map, so taking one is a one-key patch). */
    residence: t.map("boolean"),
    market: t.ref(MarketSchema),
    supply: t.map("uint8"),
    placement: t.ref(PlacementSchema),
    theater: t.array(TheaterCardSchema),
    deckSize: t.uint8().default(0),
    /** The weekday being performed in the Performance phase, "" otherwise. */
    weekday: t.string().default(""),
    players: t.array(PlayerSchema),
    /** The Dark Alley's shared state; absent at base-game tables. */
    alley: t.ref(AlleySchema).optional(),
    final: t.array(FinalScoreSchema),
    winner: t.int8().default(-1),
  },
  "TableState",
);
export type TableState = SchemaType<typeof TableState>;
