// Markers on performance cards and the links they form (RULES §3.5-3.6, §14.3): where a marker may go, what a
// new link pays, and markers going home. Used by the Theater, the shows, End Turn and the Dark Alley abilities.

import { PERFORMANCE_BY_ID, type Direction } from "../../data/performances";
import type { LinkReward } from "./actions";
import { ruleError, type RuleError } from "./errors";
import { slotDef, type NewLink } from "./geometry";
import { updatePlayer } from "./players";
import { withFields, type GameState, type Marker, type Seat, type TheaterCard } from "./state";

/** RULES §3.6: Fame or Coins per new link, by the threshold of the trick just set up. */
export const LINK_BONUS: Readonly<Record<1 | 16 | 36, number>> = { 1: 1, 16: 2, 36: 3 };

export function targetCard(s: GameState, index: number): TheaterCard | null {
  return Number.isInteger(index) ? (s.theaterCards[index] ?? null) : null;
}

/** Shared placement checks for a marker going to `card`/`slot` (RULES §14.3 steps 2-4). */
export function checkTarget(
  s: GameState,
  seat: Seat,
  symbol: string,
  cardIndex: number,
  slot: string,
  facing: Direction,
  moving: { card: number; slot: string } | null,
  allowDuplicate = false,
): RuleError | null {
  const card = targetCard(s, cardIndex);
  if (!card) return ruleError("NO_SUCH_CARD", `no performance card in Theater slot ${cardIndex}`);
  const sd = slotDef(PERFORMANCE_BY_ID[card.id], slot);
  if (!sd) return ruleError("SLOT_UNAVAILABLE", `card ${card.id} has no slot ${slot}`);
  const sameCard = moving !== null && moving.card === cardIndex;
  const there = card.markers[slot];
  if (there && !(sameCard && moving.slot === slot))
    return ruleError("SLOT_TAKEN", `slot ${slot} of ${card.id} is taken`);
  for (const k in card.markers) {
    const m = card.markers[k]!;
    if (!allowDuplicate && m.seat === seat && m.symbol === symbol && !(sameCard && k === moving.slot)) {
      return ruleError("DUPLICATE_TRICK", `${card.id} already holds your ${symbol} marker (RULES §3.5)`);
    }
  }
  if (!sd.links.includes(facing))
    return ruleError("BAD_FACING", `in slot ${slot} the trick's corner must point ${sd.links.join(" or ")}`);
  return null;
}

/** `rewards.every(r => fame|coins)` as a loop (holes skipped like `every`): `every` is slow on the shared frozen lists. */
export function rewardsOk(rewards: readonly LinkReward[]): boolean {
  for (let i = 0; i < rewards.length; i++)
    if (i in rewards && rewards[i] !== "fame" && rewards[i] !== "coins") return false;
  return true;
}

function rewardChoices(n: number): LinkReward[][] {
  let out: LinkReward[][] = [[]];
  for (let i = 0; i < n; i++)
    out = out.flatMap((r) => [
      [...r, "fame" as const],
      [...r, "coins" as const],
    ]);
  return out;
}

/** Every fame/coins choice list for 0-4 new links, shared and frozen. */
export const REWARD_CHOICES: readonly (readonly LinkReward[][])[] = [0, 1, 2, 3, 4].map((n) =>
  rewardChoices(n).map((r) => Object.freeze(r) as LinkReward[]),
);

/** Pay the links of one set-up in order: the Fame/Coin choice, then that link's Shards (RULES §3.6). */
export function payLinks(
  s: GameState,
  seat: Seat,
  links: readonly NewLink[],
  rewards: readonly LinkReward[],
  amount: number,
): GameState {
  let out = s;
  links.forEach((l, i) => {
    const r = rewards[i]!;
    out = updatePlayer(out, seat, (p) => withFields(p, { [r]: p[r] + amount, shards: p.shards + (l.shard ? 1 : 0) }));
    // Both owners get a Shard; 1 in all when both markers are the placer's.
    if (l.shard && l.other.seat !== seat)
      out = updatePlayer(out, l.other.seat, (p) => withFields(p, { shards: p.shards + 1 }));
  });
  return out;
}

/** Return every marker on a card to its owner's supply (no yields: OQ-27). */
export function returnMarkers(s: GameState, markers: Readonly<Record<string, Marker>>): GameState {
  let out = s;
  for (const k in markers) {
    const m = markers[k]!;
    const n = m.stacked ? 2 : 1; // a Supercharge stack is two markers
    out = updatePlayer(out, m.seat, (p) =>
      withFields(p, { markerSupply: { ...p.markerSupply, [m.symbol]: p.markerSupply[m.symbol] + n } }),
    );
  }
  return out;
}
