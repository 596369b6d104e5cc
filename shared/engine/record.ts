// Game records: options + seed + the action log determine a game. replayRecord is shared by the CLI, the tests
// and the server.

import type { Action } from "./actions";
import { applyAction } from "./engine";
import type { RuleError } from "./errors";
import { createGame } from "./setup";
import type { GameOptions, GameState, Seat } from "./state";

export const RECORD_FORMAT = "trickerion-record/1";

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly options: GameOptions;
  readonly seed: string | number;
  readonly actions: readonly { readonly seat: Seat; readonly action: Action }[];
}

export type ReplayResult =
  | { readonly ok: true; readonly state: GameState; readonly applied: number }
  /** `index` is the 0-based position of the first refused action; `state` is the state before it. */
  | { readonly ok: false; readonly index: number; readonly error: RuleError; readonly state: GameState | null; readonly applied: number };

/** Replay a record, optionally stopping after `at` actions. Never throws on a bad record. */
export function replayRecord(record: GameRecord, opts: { at?: number } = {}): ReplayResult {
  if (!record || record.format !== RECORD_FORMAT || !Array.isArray(record.actions)) {
    return { ok: false, index: -1, error: { code: "BAD_ACTION", message: `not a ${RECORD_FORMAT} record` }, state: null, applied: 0 };
  }
  let state: GameState;
  try {
    state = createGame(record.options, record.seed);
  } catch (e) {
    return { ok: false, index: -1, error: { code: "BAD_ACTION", message: `bad options: ${(e as Error).message}` }, state: null, applied: 0 };
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

/** Start an empty record for a new game. */
export function newRecord(options: GameOptions, seed: string | number): GameRecord {
  return { format: RECORD_FORMAT, options, seed, actions: [] };
}
