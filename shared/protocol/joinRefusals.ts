/**
 * Why a join was refused, as the numeric code the Colyseus SDK puts on the join's error
 * (`error.code`). Stable: the client decides on them whether to forget its seat tokens (only
 * SEAT_TOKEN_INVALID) or to wait and try again (everything else). No imports, so the client can
 * use it without pulling in server code.
 */
export const JOIN_REFUSED = {
  /** A seat token belongs to no seat at this table (the only reason a client forgets its tokens). */
  SEAT_TOKEN_INVALID: 4601,
  /** The table already has as many spectators as the server allows (MAX_SPECTATORS). */
  SPECTATORS_FULL: 4602,
  /** The table has as many connections as it holds; only a seat's owner (with its token) gets in. */
  TABLE_FULL: 4603,
  /** The join options are not plain JSON data or not of the join's shape: trying again will not help. */
  BAD_OPTIONS: 4604,
  /** A phone code (pairing.ts) that is unknown, used or expired: the phone asks for a new QR code. */
  PAIR_CODE_INVALID: 4605,
  /** The page was built from other schema definitions than the server's (shared/schema/fingerprint.ts): it reloads. */
  OUTDATED_PAGE: 4606,
  /** The name holds control, direction (bidi) or zero-width characters (server/table/names.ts). */
  NAME_FORBIDDEN_CHARACTERS: 4607,
  /** The name is longer than 24 characters. */
  NAME_TOO_LONG: 4608,
  /** Another seat at the table already shows this name (compared ignoring case). */
  NAME_TAKEN: 4609,
  /** The name has no visible character (only sent where a name is required). */
  NAME_EMPTY: 4611,
  /** Too many wrong phone codes came from this address: it may try again in a minute (rooms/pairing.ts). */
  PAIR_LOCKED: 4612,
} as const;

/** Colyseus's own code when no room has that id (a table closed, or not restored yet). */
export const ROOM_NOT_FOUND = 522;

/** The close code of a connection shut because its last seat was taken and the table has no room for another watcher. */
export const CLOSE_SEAT_TAKEN = 4610;

/** Sent to a connection whose seats another connection took with their tokens. */
export interface SeatTaken {
  /** The seats this connection no longer plays. */
  seats: number[];
  /**
   * Why: another window or device used the seat's token ("taken", the default when absent), this
   * phone's pairing was revoked by the host or the seat's owner ("revoked"), or the host removed
   * this person from a lobby seat ("removed").
   */
  reason?: "taken" | "revoked" | "removed";
  /** A readable reason, for the page to show. */
  message: string;
}
