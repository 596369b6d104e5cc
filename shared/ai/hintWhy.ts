// The hint's reason as data (issue 31: a player asked for a reason in game terms, not a playout figure): what the
// move does for the seat (moveEffect.ts, from its view only), the whole plan in Assignment, and why it beats the
// next best move the search tried (pairedRollouts.ts measures both in the same sampled worlds). Kinds and numbers,
// no sentences: the client words them in the reader's language (client/ui/hintWords.ts).

import type { Action, GameView, Seat } from "../engine/index";
import { moveEffect, type MoveEffect } from "./moveEffect";
import { MIN_WORLDS_TO_LEAVE_GREEDY } from "./pairedRollouts";
import type { SearchResult } from "./searchTypes";

/**
 * Why the runner-up is not played: Fame more at the end, a share of wins more, or a close call. In Assignment the
 * runner-up's whole plan comes too, so the words name the plan and not a card it shares with the chosen one.
 */
export type Versus = { readonly action: Action; readonly plan?: readonly Action[] } & (
  | { readonly fame: number }
  | { readonly percent: number }
  | { readonly close: true }
);

export interface HintReason {
  /** `asPlanned`: Assignment with every card placed; the plan as it stands is the one it would play (not forced). */
  /** `tooFew`: the hint waited its bound and the search still had too few worlds; the move is greedy's. */
  readonly code: "greedy" | "forced" | "asPlanned" | "tooFew" | "expects";
  /** `expects`: the chosen move's mean final Fame and share of wins over its playouts. */
  readonly fame?: number;
  readonly percent?: number;
  /** What the move does for the seat, known from its view. */
  readonly effect?: MoveEffect;
  /** Assignment: the plan this first step belongs to (the seat's own cards, in order). */
  readonly plan?: readonly Action[];
  /** Against the next best move the search measured. */
  readonly versus?: Versus;
}

/** A difference in Fame smaller than this is no reason to prefer a move, whatever the number of worlds. */
export const MIN_FAME_MARGIN = 1;
/** Nor a difference in wins smaller than this share. */
export const MIN_WIN_MARGIN = 0.05;
/** Standard errors the paired difference must clear to be said (as the search's own LEAVE_GREEDY_Z). */
export const MARGIN_Z = 2;

/** The difference to the runner-up in words' data, or null when there is too little to compare. */
export function versusOf(search: SearchResult | undefined, which: "runnerUp" | "played" = "runnerUp"): Versus | null {
  const r = search?.[which];
  if (!r || r.worlds < MIN_WORLDS_TO_LEAVE_GREEDY) return null;
  const other = { action: r.action, ...(r.plan ? { plan: r.plan } : {}) };
  if (r.fame >= MIN_FAME_MARGIN && r.fame > MARGIN_Z * r.fameSe) return { ...other, fame: Math.round(r.fame) };
  if (r.wins >= MIN_WIN_MARGIN && r.wins > MARGIN_Z * r.winsSe) return { ...other, percent: Math.round(100 * r.wins) };
  // Within noise (or the runner-up even looked a little better and the search kept to the sound move): a close call.
  return { ...other, close: true };
}

/** The full reason for a decided move: the search's code and figures, plus the move's effect, plan and margin. */
export function explainMove(
  view: GameView,
  seat: Seat,
  action: Action,
  base: HintReason,
  search: SearchResult | undefined,
  seed: number | string,
  /** The look back: compare with the move the person played (search.played), never with another runner-up. */
  againstPlayed = false,
): HintReason {
  const effect = moveEffect(view, seat, action, seed);
  const versus = base.code === "expects" ? versusOf(search, againstPlayed ? "played" : "runnerUp") : null;
  return {
    ...base,
    ...(Object.keys(effect).length ? { effect } : {}),
    ...(search?.plan && search.plan.length > 1 ? { plan: search.plan } : {}),
    ...(versus ? { versus } : {}),
  };
}
