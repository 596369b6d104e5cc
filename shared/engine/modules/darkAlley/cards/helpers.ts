// What the Special card actions (cards/*.ts, one file per card) share: refusals, payments, pieces, hires.

import {
  COMPONENT_BY_ID,
  COMPONENT_IDS,
  MAX_PER_TYPE,
  WORKSHOP_COMPONENT_SLOTS,
  type ComponentId,
} from "../../../../data/components";
import type { SpecialEffect } from "../../../../data/specialEffects";
import { TRICK_BY_ID } from "../../../../data/tricks";
import type { BankDieId, InnDieId, SpecialCardAction, TrickDieId } from "../../../core/actions";
import { ruleError, type RuleError } from "../../../core/errors";
import {
  BOARD_APPRENTICE_SLOTS,
  addComponents,
  apprenticesOwned,
  boardTypeCount,
  freeBoardComponentSlot,
  freeManagerSlot,
  ownedTrick,
  roomFor,
  updatePlayer,
  withCharacter,
} from "../../../core/players";
import {
  CHARACTER_IDS,
  type CharacterId,
  type GameState,
  type PlayerState,
  type Seat,
  withFields,
  withState,
} from "../../../core/state";
import { supplyWith } from "../../../core/supply";
import { MARKET_AP, MIN_BARGAINED_PRICE, stockPrice, stockedTypes } from "../../../families/market";
import { componentPriceNow, takeCoinsTimesNow } from "../prophecies";
import { turnEffectHolder } from "../specialCards";
import type { SpecialId } from "../../../../data/specialEffects";

export type Of<T extends SpecialCardAction["type"]> = Extract<SpecialCardAction, { type: T }>;

export const INN_DICE: readonly InnDieId[] = ["inn_specialist", "inn_apprentice"];
export const BANK_DICE: readonly BankDieId[] = ["bank_A", "bank_B"];
export const TRICK_DICE: readonly TrickDieId[] = ["trick_A", "trick_B"];
export const BASIC: readonly ComponentId[] = COMPONENT_IDS.filter((c) => COMPONENT_BY_ID[c].tier === "basic");
export const HIRE_TYPES: readonly Of<"headhunt">["character"][] = ["apprentice", "engineer", "manager", "assistant"];
export const COMPONENT_INDEX: ReadonlyMap<string, number> = new Map(COMPONENT_IDS.map((c, i) => [c, i]));

export function innDieRefusal(s: GameState, die: InnDieId): RuleError | null {
  if (!INN_DICE.includes(die)) return ruleError("BAD_ACTION", `${String(die)} is not an Inn die`);
  return s.dice[die] === "X" ? ruleError("DIE_SHOWS_X", `${die} shows X`) : null;
}

/** Why `n` characters of `type` cannot be hired, or null (RULES §6.1, §3.1 Apprentice slots). */
export function hireRefusal(p: PlayerState, type: Of<"headhunt">["character"], n: number): RuleError | null {
  if (type !== "apprentice")
    return p.characters[type].status === "supply" ? null : ruleError("ALREADY_OWNED", `you already have a ${type}`);
  const owned = apprenticesOwned(p);
  if (owned + n > 4) return ruleError("NONE_LEFT", `you have ${4 - owned} Apprentice(s) left to hire`);
  const room = BOARD_APPRENTICE_SLOTS + (p.characters.assistant.status !== "supply" ? 1 : 0);
  return owned + n <= room
    ? null
    : ruleError(
        "NO_APPRENTICE_SLOT",
        `room for ${Math.max(0, room - owned)} more Apprentice(s) (3 on the board, a 4th only with an Assistant)`,
      );
}

/** The coins Take Coins gives from `die` (prophecy P07 may multiply them). */
export function takenCoins(s: GameState, die: BankDieId): number {
  return (s.dice[die] as number) * takeCoinsTimesNow(s);
}

export function piecesCost(s: GameState, seat: Seat, list: readonly ComponentId[]): number {
  let total = 0;
  for (const c of list) total += stockPrice(s, c, seat)!;
  return total;
}

export function smuggleLoss(total: number, e: Extract<SpecialEffect, { kind: "payWithFame" }>): number {
  return Math.max(0, total - e.minus);
}

export function orderNowPrice(s: GameState, c: ComponentId, e: Extract<SpecialEffect, { kind: "orderNow" }>): number {
  return (componentPriceNow(s) ?? COMPONENT_BY_ID[c].price) + e.surcharge;
}

/** The pieces as [type, count] in component order, or null when not listed one per entry in that order. */
export function piecesOf(list: readonly ComponentId[]): [ComponentId, number][] | null {
  const out: [ComponentId, number][] = [];
  let prev = -1;
  for (const c of list) {
    const i = COMPONENT_INDEX.get(c);
    if (i === undefined || i < prev) return null;
    if (i === prev) out[out.length - 1]![1]++;
    else out.push([c, 1]);
    prev = i;
  }
  return out;
}

/** Storage, cap and supply for `n` pieces of one type (as a Buy checks them, RULES §3.3, OQ-22). */
export function takeRefusal(
  s: GameState,
  p: PlayerState,
  c: ComponentId,
  n: number,
  toManager: boolean,
): RuleError | null {
  const owned = (p.components[c] ?? 0) > 0;
  if (toManager && (owned || !freeManagerSlot(p)))
    return ruleError("STORAGE_FULL", owned ? `your ${c} pile is already stored` : "no free Manager slot");
  if (!owned && !toManager && !freeBoardComponentSlot(p))
    return ruleError("STORAGE_FULL", "your component slots are full");
  if (roomFor(p, c, toManager) < n) return ruleError("TYPE_CAP", `no room for ${n} more ${c}`);
  const left = s.supply[c] ?? 0;
  return left < n ? ruleError("SUPPLY_EMPTY", `the supply has ${left} ${c}`) : null;
}

/** Several types at once, all onto the board: each new type needs its own free board slot (our reading). */
export function piecesRefusal(
  s: GameState,
  p: PlayerState,
  pieces: readonly [ComponentId, number][],
): RuleError | null {
  let newTypes = 0;
  for (const [c, n] of pieces) {
    if (!((p.components[c] ?? 0) > 0)) newTypes++;
    const left = s.supply[c] ?? 0;
    if (left < n) return ruleError("SUPPLY_EMPTY", `the supply has ${left} ${c}`);
    if ((p.components[c] ?? 0) > 0 && roomFor(p, c, false) < n)
      return ruleError("TYPE_CAP", `no room for ${n} more ${c}`);
    if (!((p.components[c] ?? 0) > 0) && n > MAX_PER_TYPE) return ruleError("TYPE_CAP", `at most ${MAX_PER_TYPE} ${c}`);
  }
  return boardTypeCount(p) + newTypes <= WORKSHOP_COMPONENT_SLOTS
    ? null
    : ruleError("STORAGE_FULL", `${newTypes} new type(s) need free component slots`);
}

/** Coins paid at the Market Row: Business Share (A44) sends an opponent's coins to its holder (OQ-36). */
export function payAtMarket(s: GameState, seat: Seat, pay: number): GameState {
  let out = updatePlayer(s, seat, (p) => withFields(p, { coins: p.coins - pay }));
  const share = turnEffectHolder(s, "businessShare");
  if (share !== null && share !== seat && pay > 0)
    out = updatePlayer(out, share, (p) => withFields(p, { coins: p.coins + pay }));
  return out;
}

export function takePieces(
  s: GameState,
  seat: Seat,
  pieces: readonly [ComponentId, number][],
  toManager: boolean,
): GameState {
  let supply = s.supply;
  for (const [c, n] of pieces) supply = supplyWith(supply, c, -n);
  const out = updatePlayer(s, seat, (p) => {
    let q = p;
    for (const [c, n] of pieces) q = addComponents(q, c, n, toManager);
    return q;
  });
  return withState(out, { supply });
}

export function hire(p: PlayerState, type: Of<"headhunt">["character"]): PlayerState {
  const id: CharacterId =
    type === "apprentice"
      ? CHARACTER_IDS.find((c) => c.startsWith("apprentice") && p.characters[c].status === "supply")!
      : type;
  // RULES §6.1: the new character waits on the Inn and joins at Return Characters.
  return withCharacter(p, id, { status: "inn" });
}

/** Prepare `trick` as the Workshop does, with `markers` more (or fewer) than printed (RULES §14.2). */
export function prepareWith(p: PlayerState, trick: string, delta: number): PlayerState {
  const t = ownedTrick(p, trick as never)!;
  const printed = Math.max(0, TRICK_BY_ID[t.id].markers + (t.engineerSlot ? 1 : 0) + delta);
  const n = Math.min(printed, p.markerSupply[t.symbol]);
  return withFields(p, {
    tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: n } : x)),
    markerSupply: { ...p.markerSupply, [t.symbol]: p.markerSupply[t.symbol] - n },
  });
}

/**
 * Every non-empty multiset of `types` (kept in their order) with at most `max` elements whose `prices` add up to at
 * most `maxTotal`, as sorted lists with their totals (prices are at least 1, so the bound prunes whole branches).
 */
export function multisetsWithin(
  types: readonly ComponentId[],
  prices: readonly number[],
  max: number,
  maxTotal: number,
): [ComponentId[], number][] {
  const out: [ComponentId[], number][] = [];
  const grow = (from: number, cur: ComponentId[], total: number): void => {
    if (cur.length) out.push([cur, total]);
    if (cur.length === max) return;
    for (let i = from; i < types.length; i++)
      if (total + prices[i]! <= maxTotal) grow(i, [...cur, types[i]!], total + prices[i]!);
  };
  grow(0, [], 0);
  return out;
}

/** Every non-empty multiset of `types` (kept in their order) with at most `max` elements, as sorted lists. */
export function multisets(types: readonly ComponentId[], max: number): ComponentId[][] {
  const out: ComponentId[][] = [];
  const grow = (from: number, cur: ComponentId[]): void => {
    if (cur.length) out.push(cur);
    if (cur.length === max) return;
    for (let i = from; i < types.length; i++) grow(i, [...cur, types[i]!]);
  };
  grow(0, []);
  return out;
}

export const SPECIALIST_TYPES: readonly Of<"hiddenTalent">["specialist"][] = ["engineer", "manager", "assistant"];

/**
 * One Special card whose effect is an action of its own (RULES §12.3): what it needs, where, its AP, its check, its
 * effect and its candidates for legalActions (each still checked by the dispatcher, specialActions.ts).
 */
export interface SpecialCardRule<
  T extends SpecialCardAction["type"] = SpecialCardAction["type"],
  K extends SpecialEffect["kind"] = SpecialEffect["kind"],
> {
  readonly id: SpecialId;
  readonly name: string;
  readonly action: T;
  readonly needs: K;
  readonly location: "downtown" | "market_row" | "workshop" | "theater";
  /** The AP the action costs now (the action it stands for). */
  ap(s: GameState, seat: Seat, a: Of<T>): number;
  /** Why the card's choice is refused (location, AP and the effect in use already checked), or null. */
  check(s: GameState, seat: Seat, a: Of<T>, e: SpecialEffect, p: PlayerState): RuleError | null;
  /** The effect, before the AP are spent. */
  apply(s: GameState, seat: Seat, a: Of<T>, e: SpecialEffect): GameState;
  /** The candidates while the effect is in use (`keep` checks each). */
  candidates(
    s: GameState,
    seat: Seat,
    e: Extract<SpecialEffect, { kind: K }>,
    p: PlayerState,
    keep: (a: SpecialCardAction) => void,
  ): void;
}

/** Barter with Power (A38) and Component Sale (A36): several stocked types in one Buy (their checks differ in price). */
export function piecesBuyRefusal(
  s: GameState,
  seat: Seat,
  a: Of<"barter" | "componentSale">,
  e: SpecialEffect,
  p: PlayerState,
): RuleError | null {
  const pieces = piecesOf(a.components);
  if (!pieces) return ruleError("BAD_ACTION", "list the pieces one entry each, in component order (wood, metal, …)");
  const max = a.type === "barter" ? Infinity : (e as Extract<SpecialEffect, { kind: "mixedBuy" }>).max;
  if (a.components.length < 1 || a.components.length > max)
    return ruleError("BAD_COUNT", `take 1 to ${max} pieces, not ${a.components.length}`);
  let total = 0;
  for (const [c] of pieces) {
    const each = stockPrice(s, c, seat);
    if (each === null) return ruleError("NOT_IN_STOCK", `${c} is not in stock`);
  }
  for (const c of a.components) total += stockPrice(s, c, seat)!;
  if (a.type === "barter") {
    const b = e as Extract<SpecialEffect, { kind: "barter" }>;
    if (total > b.maxValue)
      return ruleError(
        "VALUE_LIMIT",
        `these pieces are worth ${total} coins, Barter with Power takes at most ${b.maxValue}`,
      );
    if (p.shards < b.shards) return ruleError("NO_SHARDS", "Barter with Power needs a Shard");
  } else {
    if (!Number.isInteger(a.bargain) || a.bargain < 0) return ruleError("BAD_COUNT", "bargain must be 0 or more");
    if (total - a.bargain < MIN_BARGAINED_PRICE)
      return ruleError(
        "BARGAIN_LIMIT",
        `a price of ${total} can be bargained down by ${total - MIN_BARGAINED_PRICE} at most`,
      );
    if (p.coins < total - a.bargain)
      return ruleError("CANNOT_AFFORD", `these pieces cost ${total - a.bargain} coins, you have ${p.coins}`);
  }
  return piecesRefusal(s, p, pieces);
}

/**
 * Barter with Power's and Component Sale's candidates. Narrowed by what the check refuses anyway (worth over 4 for
 * Barter; over the coins plus the Bargain the AP allow for Component Sale), so that few refused candidates are built
 * and checked.
 */
export function piecesBuyCandidates(
  s: GameState,
  seat: Seat,
  e: Extract<SpecialEffect, { kind: "barter" | "mixedBuy" }>,
  p: PlayerState,
  keep: (a: SpecialCardAction) => void,
): void {
  if ((s.placement?.ap ?? 0) < MARKET_AP.buy || (e.kind === "barter" && p.shards < e.shards)) return;
  const types = stockedTypes(s, seat).sort((x, y) => COMPONENT_INDEX.get(x)! - COMPONENT_INDEX.get(y)!);
  const prices = types.map((c) => stockPrice(s, c, seat)!);
  const maxBargain = Math.max(0, (s.placement?.ap ?? 0) - MARKET_AP.buy);
  if (e.kind === "barter") {
    for (const [components] of multisetsWithin(types, prices, e.maxValue, e.maxValue))
      keep({ type: "barter", components });
    return;
  }
  for (const [components, total] of multisetsWithin(types, prices, e.max, p.coins + maxBargain)) {
    for (
      let bargain = Math.max(0, total - p.coins);
      bargain <= Math.min(maxBargain, total - MIN_BARGAINED_PRICE);
      bargain++
    )
      keep({ type: "componentSale", components, bargain });
  }
}
