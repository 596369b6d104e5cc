import { plainDataProblem, type PlainLimits } from "../rooms/plainData";

/**
 * Matchmaking options (create and join together: Colyseus hands a create's options to the room's
 * `onJoin` too) have at most 15 known keys, lists of up to 4 short items and no object inside an
 * object. These limits leave room above that and nothing more: a small, flat, plain object.
 */
export const OPTIONS_LIMITS: PlainLimits = { depth: 2, values: 64, stringLength: 128, width: 24 };

/** Why a matchmaking request's parsed JSON body may not reach a room, or null if it may. */
export function matchmakeOptionsProblem(body: unknown): string | null {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "the options must be a JSON object";
  return plainDataProblem(body, OPTIONS_LIMITS);
}
