import { schema, t, type SchemaType } from "@colyseus/schema";

// The Dark Alley's public face (RULES §12), filled from the engine's spectator projection only: deck and pile
// sizes but never their order, how many cards were drawn but not which (those reach the drawer through its
// own PlanSchema). Ids are the game data's own ("A17", "P04"): they change a few times a turn at most.

/** A Special deck's discard pile, bottom first (face up, RULES §12.3). */
export const SpecialPileSchema = schema(
  {
    cards: t.array("string"),
  },
  "SpecialPileSchema",
);
export type SpecialPileSchema = SchemaType<typeof SpecialPileSchema>;

/** A Special card used as its effect this turn by a seat (effects that last the turn). */
export const TurnEffectSchema = schema(
  {
    seat: t.uint8().default(0),
    id: t.string().default(""),
  },
  "TurnEffectSchema",
);
export type TurnEffectSchema = SchemaType<typeof TurnEffectSchema>;

/** Trick Steal (RULES §12.8): on Theater card `card`, the marker in slot `mine` yields as the one in `theirs`. */
export const StealSchema = schema(
  {
    card: t.uint8().default(0),
    mine: t.string().default(""),
    theirs: t.string().default(""),
  },
  "StealSchema",
);
export type StealSchema = SchemaType<typeof StealSchema>;

/** Hidden Talent (A24): at Return Characters the seat's Apprentice leaves and the Specialist joins. */
export const TalentSchema = schema(
  {
    seat: t.uint8().default(0),
    apprentice: t.string().default(""),
    specialist: t.string().default(""),
  },
  "TalentSchema",
);
export type TalentSchema = SchemaType<typeof TalentSchema>;

/** A trick performed in a show, once per owner and turn (Grand Premiere A13, Durable Components A11). */
export const PerformedSchema = schema(
  {
    seat: t.uint8().default(0),
    /** TRICK_CODES */
    trick: t.uint8().default(0),
    turn: t.uint8().default(0),
  },
  "PerformedSchema",
);
export type PerformedSchema = SchemaType<typeof PerformedSchema>;

export const AlleySchema = schema(
  {
    /** Cards left in each Special deck, in SPECIAL_DECKS order (Downtown, Market Row, Workshop, Theater). */
    deckSizes: t.array("uint8"),
    /** Each deck's discard pile, in SPECIAL_DECKS order. */
    discards: t.array(SpecialPileSchema),
    /** The Fortune Teller orb (RULES §12.4): the pending prophecies (the first becomes active next) and the active one. */
    pending: t.array("string"),
    active: t.string().default(""),
    /** Face-down prophecies left (their order is never sent) and the used ones. */
    pileSize: t.uint8().default(0),
    used: t.array("string"),
    /** Two cards drawn at the Dark Alley and not yet chosen from: who drew, from which deck, how many (-1: none). */
    drawnSeat: t.int8().default(-1),
    drawnDeck: t.string().default(""),
    drawnCount: t.uint8().default(0),
    /** This placement took Draw First Card / Fortune Telling. */
    drewFirst: t.boolean().default(false),
    toldFortune: t.boolean().default(false),
    /** The Special card of the character on the floor ("" none), its use ("", "effect", "ap") and progress. */
    special: t.string().default(""),
    specialUse: t.string().default(""),
    specialProgress: t.string().default(""),
    turnEffects: t.array(TurnEffectSchema),
    /** Seats that used their once-per-turn ability this turn. */
    abilityUsed: t.array("uint8"),
    /** The Master of Chains deciding on Breaking Free before the shows (-1: nobody). */
    breakingFree: t.int8().default(-1),
    /** Soul Possession: Yoruba's seat (-1: none), the weekday, the card chosen (-1 declined, -2 not chosen yet). */
    possessionSeat: t.int8().default(-1),
    possessionDay: t.string().default(""),
    possessionCard: t.int8().default(-2),
    /** Prophecy P09: the seat to place is on its second placement. */
    secondPlacement: t.boolean().default(false),
    steals: t.array(StealSchema),
    /** Logistics (A41): ordered pieces beside the Buy area, in stock this turn. */
    stock: t.array("string"),
    talents: t.array(TalentSchema),
    performed: t.array(PerformedSchema),
    /** Durable Components (A11): the seat choosing a performed marker to put back (-1: nobody). */
    durable: t.int8().default(-1),
  },
  "AlleySchema",
);
export type AlleySchema = SchemaType<typeof AlleySchema>;
