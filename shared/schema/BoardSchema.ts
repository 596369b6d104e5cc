import { schema, t, type SchemaType } from "@colyseus/schema";

/** The Market Row: Buy-area stock, Order slots ("" = empty) and the Quick Order slot. */
export const MarketSchema = schema(
  {
    buy: t.array("string"),
    order: t.array("string"),
    quick: t.string().default(""),
  },
  "MarketSchema",
);
export type MarketSchema = SchemaType<typeof MarketSchema>;

/** A trick marker set up on a performance card. */
export const MarkerSchema = schema(
  {
    seat: t.uint8().default(0),
    /** TRICK_CODES */
    trick: t.uint8().default(0),
    /** SYMBOL_CODES */
    symbol: t.uint8().default(0),
    /** DIRECTION_CODES: where the marker's own-category corner points (RULES §3.5). */
    facing: t.uint8().default(0),
    /** [DA] Electra's Supercharge: two markers of the trick stacked in this slot. */
    stacked: t.boolean().optional(),
  },
  "MarkerSchema",
);
export type MarkerSchema = SchemaType<typeof MarkerSchema>;

/** One of the Theater's performance-card slots; `id` is "" while the slot is empty. */
export const TheaterCardSchema = schema(
  {
    id: t.string().default(""),
    /** Markers by card slot id ("x.y"). */
    markers: t.map(MarkerSchema),
  },
  "TheaterCardSchema",
);
export type TheaterCardSchema = SchemaType<typeof TheaterCardSchema>;

/** The character spending its AP now; seat -1 when nobody is. */
export const PlacementSchema = schema(
  {
    seat: t.int8().default(-1),
    /** CHARACTER_CODES */
    character: t.uint8().default(0),
    /** SLOT_CODES */
    slot: t.uint8().default(0),
    ap: t.uint8().default(0),
    enhanced: t.boolean().default(false),
  },
  "PlacementSchema",
);
export type PlacementSchema = SchemaType<typeof PlacementSchema>;

/** A line of the final scoring (RULES §10.1). */
export const FinalScoreSchema = schema(
  {
    seat: t.uint8().default(0),
    fameBefore: t.uint16().default(0),
    shards: t.uint16().default(0),
    coins: t.uint16().default(0),
    apprentices: t.uint8().default(0),
    specialists: t.uint8().default(0),
    /** [DA] Fame for unused Special cards (RULES §12.7, capped at 20). */
    specialCards: t.uint8().optional(),
    /** [DA] Fame-36 trick end-game bonuses: trick (TRICK_CODES) and Fame (each capped at 20), side by side. */
    bonusTricks: t.array("uint8").optional(),
    bonusFame: t.array("uint8").optional(),
    total: t.uint16().default(0),
  },
  "FinalScoreSchema",
);
export type FinalScoreSchema = SchemaType<typeof FinalScoreSchema>;
