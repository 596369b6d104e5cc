// Game records: options + seed + the action log determine a game. replayRecord is shared by the CLI, the tests
// and the server.
//
// The format names the generator (issue 16): "trickerion-record/2" records carry a secret ChaCha20 key as
// their seed; "trickerion-record/1" records (made before) carry a 32-bit mulberry32 seed and still replay
// with that generator.

import type { Action } from "./core/actions";
import { applyAction } from "./engine";
import type { RuleError } from "./core/errors";
import { isSecretSeed, type Seed } from "./core/rng";
import { createGame } from "./engine";
import type { GameOptions, GameState, Seat } from "./core/state";

/** The format of new records: the seed is a secret key, `{ chacha20: "<64 hex digits>" }`. */
export const RECORD_FORMAT = "trickerion-record/2";
/** Records made with mulberry32: the seed is a number or a string. */
export const LEGACY_RECORD_FORMAT = "trickerion-record/1";
export type RecordFormat = typeof RECORD_FORMAT | typeof LEGACY_RECORD_FORMAT;

export interface GameRecord {
  readonly format: RecordFormat;
  readonly options: GameOptions;
  readonly seed: Seed;
  readonly actions: readonly { readonly seat: Seat; readonly action: Action }[];
}

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState; readonly applied: number }
  /** `index` is the 0-based position of the first refused action; `state` is the state before it. */
  | {
      readonly ok: false;
      readonly index: number;
      readonly error: RuleError;
      readonly state: GameState | null;
      readonly applied: number;
    };

/** Replay a record, optionally stopping after `at` actions. Never throws on a bad record. */
export function replayRecord(record: GameRecord, opts: { at?: number } = {}): ReplayResult {
  if (
    !record ||
    typeof record !== "object" ||
    !Array.isArray(record.actions) ||
    !seedFitsFormat(record.format, record.seed)
  ) {
    const message = `not a ${RECORD_FORMAT} record (secret-key seed) nor a ${LEGACY_RECORD_FORMAT} one (number or string seed)`;
    return { ok: false, index: -1, error: { code: "BAD_ACTION", message }, state: null, applied: 0 };
  }
  let state: GameState;
  try {
    state = createGame(record.options, record.seed);
  } catch (e) {
    return {
      ok: false,
      index: -1,
      error: { code: "BAD_ACTION", message: `bad options: ${(e as Error).message}` },
      state: null,
      applied: 0,
    };
  }
  const end = Math.min(record.actions.length, opts.at ?? Infinity);
  for (let i = 0; i < end; i++) {
    const entry = record.actions[i]!;
    const r = applyAction(state, entry?.seat, entry?.action);
    if (!r.ok) return { ok: false, index: i, error: r.error, state, applied: i };
    state = r.state;
  }
  return { ok: true, state, applied: end };
}

/** Start an empty record for a new game (its format follows the seed's kind). */
export function newRecord(options: GameOptions, seed: Seed): GameRecord {
  return { format: recordFormatOf(seed), options, seed, actions: [] };
}

/** The record format that goes with a seed: 2 for a secret key, 1 for a legacy number or string. */
export function recordFormatOf(seed: Seed): RecordFormat {
  return isSecretSeed(seed) ? RECORD_FORMAT : LEGACY_RECORD_FORMAT;
}

/** Each format names its generator, so a seed of the other kind is refused rather than replayed wrongly. */
function seedFitsFormat(format: unknown, seed: unknown): boolean {
  if (format === RECORD_FORMAT) return isSecretSeed(seed);
  if (format === LEGACY_RECORD_FORMAT)
    return typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed));
  return false;
}
