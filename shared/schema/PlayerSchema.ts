import { schema, t, type SchemaType } from "@colyseus/schema";

/**
 * One character disk of a player. `hasCard` is public (RULES §5.4: others may see which
 * characters received a card); `card` stays 0 until the reveal, then names the location.
 * Codes are from codes.ts (0 = none).
 */
export const CharacterSchema = schema(
  {
    /** STATUS_CODES: supply (not owned), inn (hired this turn) or team. */
    status: t.uint8().default(1),
    hasCard: t.boolean().default(false),
    /** CARD_CODES: the revealed assignment card's location; 0 before the reveal or with no card. */
    card: t.uint8().default(0),
    /** SLOT_CODES: the slot it stands on this turn; 0 when at home. */
    slot: t.uint8().default(0),
    inactive: t.boolean().default(false),
  },
  "CharacterSchema",
);
export type CharacterSchema = SchemaType<typeof CharacterSchema>;

/** A trick card in a player's Workshop, with its symbol marker and prepared markers. */
export const OwnedTrickSchema = schema(
  {
    /** TRICK_CODES */
    id: t.uint8().default(0),
    /** SYMBOL_CODES */
    symbol: t.uint8().default(0),
    markers: t.uint8().default(0),
    engineerSlot: t.boolean().default(false),
    /** [DA] Enhance Trick (A22): a Shard on the card for the rest of the game (absent in base games, as every [DA] field). */
    enhanced: t.boolean().optional(),
  },
  "OwnedTrickSchema",
);
export type OwnedTrickSchema = SchemaType<typeof OwnedTrickSchema>;

/**
 * What only the player may see (RULES §5.4): the assignment cards in hand and the plan being
 * made, and whether they may undo now. Synced only to the owner's StateView; the reveal copies cards into CharacterSchema.card.
 */
export const PlanSchema = schema(
  {
    /** Cards in hand by location. */
    hand: t.map("uint8"),
    /** Planned card (CARD_CODES) by character id. */
    cards: t.map("uint8"),
    /**
     * This seat may take back its last action now (shared/engine/undo.ts). Only the owner needs
     * to know, so it lives here rather than in the public table: a placement then patches only
     * the seat that gains or loses its undo, not every client.
     */
    undo: t.boolean().default(false),
    /** [DA] The permanent Dark Alley card in hand (1, or 0 while planned). */
    alleyCard: t.uint8().optional(),
    /** [DA] Special cards in hand (others see only how many: PlayerSchema.specialCount). */
    specials: t.array("string").optional(),
    /** [DA] The Dark Alley card ("A05" or a Special card) planned under a character, by character id. */
    under: t.map("string").optional(),
    /** [DA] The two cards drawn at the Dark Alley to keep one of (the drawer's only). */
    drawn: t.array("string").optional(),
  },
  "PlanSchema",
);
export type PlanSchema = SchemaType<typeof PlanSchema>;

/** A player's public board: resources, workshop, characters. */
export const PlayerSchema = schema(
  {
    seat: t.uint8().default(0),
    magician: t.string().default(""),
    coins: t.uint16().default(0),
    fame: t.uint16().default(0),
    shards: t.uint16().default(0),
    advertised: t.boolean().default(false),
    confirmed: t.boolean().default(false),
    characters: t.map(CharacterSchema),
    /** CHARACTER_CODES: the apprentice on the Assistant's apprentice slot, 0 if none. */
    assistantSlot: t.uint8().default(0),
    components: t.map("uint8"),
    managerPiles: t.array("string"),
    tricks: t.array(OwnedTrickSchema),
    markerSupply: t.map("uint8"),
    /** [DA] The Dark Alley card in hand once plans are revealed (-1 while hidden from others). */
    alleyCard: t.int8().optional(),
    /**
     * [DA] How many Special cards the player holds (RULES §12.3). During Assignment the planned ones still count,
     * so the number does not tell others that a Special card was planned.
     */
    specialCount: t.uint8().optional(),
    /** [DA] The revealed Dark Alley cards under characters ("A05" or a Special card), by character id. */
    under: t.map("string").optional(),
    plan: t.ref(PlanSchema).view(),
  },
  "PlayerSchema",
);
export type PlayerSchema = SchemaType<typeof PlayerSchema>;
