import { schema, t, type SchemaType } from "@colyseus/schema";

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

/** The public table. Everything here is visible to every client, so nothing secret may enter it. */
export const TableState = schema(
  {
    /** The short code people type or share to join this table (also the Colyseus room id). */
    code: t.string().default(""),
    /** How many times the dice were rolled on this table (a roll counter, not the RNG state). */
    rolls: t.uint16().default(0),
    dice: t.array(DieState),
  },
  "TableState",
);
export type TableState = SchemaType<typeof TableState>;
