// Special card effects that carry a choice (RULES §12.3): each is an action of its own, offered by legalActions only
// while the character on the floor uses that card as its effect (OQ-26), checked with stable refusal codes. The
// effects' numbers are data (data/specialEffects.ts); this module is their interpreter.

import { COMPONENT_BY_ID, COMPONENT_IDS, MAX_PER_TYPE, WORKSHOP_COMPONENT_SLOTS, type ComponentId } from "../../../data/components";
import type { SpecialEffect } from "../../../data/specialEffects";
import { TRICK_BY_ID } from "../../../data/tricks";
import { SLOT_BY_ID } from "../../../data/locations";
import type { Action, BankDieId, InnDieId, SpecialCardAction, TrickDieId } from "../../core/actions";
import { checkDowntown, downtownAp } from "../../families/downtown";
import { ruleError, type RuleError } from "../../core/errors";
import { checkAt, spendAp } from "../../core/steps";
import { residenceWith } from "../../core/tricks";
import { MARKET_AP, MIN_BARGAINED_PRICE, stockPrice, stockedTypes } from "../../families/market";
import { supplyWith } from "../../core/supply";
import { payMarkerYield } from "../../families/performance";
import { BOARD_APPRENTICE_SLOTS, addComponents, apprenticesOwned, boardTypeCount, freeBoardComponentSlot, freeManagerSlot, meetsRequirements, ownedTrick, player, roomFor, updatePlayer, withCharacter } from "../../core/players";
import { componentPriceNow, takeCoinsTimesNow } from "./prophecies";
import { specialEffect, turnEffectHolder } from "./specialCards";
import { checkWorkshop } from "../../families/workshop";
import { applyPlacementCard, checkPlacementCard, placementCardCandidates } from "./specialPlacementActions";
import { CHARACTER_IDS, withAlley, withFields, withState, type CharacterId, type GameState, type Marker, type PlayerState, type Seat } from "../../core/state";

type Kind = SpecialEffect["kind"];
type Of<T extends SpecialCardAction["type"]> = Extract<SpecialCardAction, { type: T }>;

/** The effect kind each action needs, and the card that gives it (for messages). */
const NEEDS: Readonly<Record<SpecialCardAction["type"], readonly [Kind, string]>> = {
  headhunt: ["hireAnyType", "Headhunter"],
  massRecruitment: ["secondApprentice", "Mass Recruitment"],
  smuggle: ["payWithFame", "Smuggled Goods"],
  barter: ["barter", "Barter with Power"],
  componentSale: ["mixedBuy", "Component Sale"],
  orderNow: ["orderNow", "Traveling Merchants"],
  unstablePrototype: ["returnForBonus", "Unstable Prototype"],
  replacableParts: ["markerToOtherTrick", "Replacable Parts"],
  streetPerformance: ["yieldsFromCard", "Street Performance"],
  investments: ["buyWithTakenCoins", "Investments"],
  shoplift: ["shoplift", "Shoplifting"],
  trickOverhaul: ["replaceTrick", "Trick Overhaul"],
  enhanceTrick: ["enhanceTrick", "Enhance Trick"],
  buyingTime: ["swapCards", "Buying Time"],
  guestPerformer: ["guestMarker", "Guest Performer"],
  onStagePreparation: ["prepareOntoStage", "On-stage Preparation"],
  hiddenTalent: ["apprenticeToSpecialist", "Hidden Talent"],
  hypnoticHire: ["hireJoinsAtOnce", "Hypnotic Motivation"],
  logistics: ["orderToStock", "Logistics"],
};

const LOCATION: Readonly<Record<SpecialCardAction["type"], "downtown" | "market_row" | "workshop" | "theater">> = {
  headhunt: "downtown",
  massRecruitment: "downtown",
  smuggle: "market_row",
  barter: "market_row",
  componentSale: "market_row",
  orderNow: "market_row",
  unstablePrototype: "workshop",
  replacableParts: "workshop",
  streetPerformance: "theater",
  investments: "downtown",
  shoplift: "market_row",
  trickOverhaul: "downtown",
  enhanceTrick: "workshop",
  buyingTime: "theater",
  guestPerformer: "theater",
  onStagePreparation: "workshop",
  hiddenTalent: "workshop",
  hypnoticHire: "downtown",
  logistics: "market_row",
};

const INN_DICE: readonly InnDieId[] = ["inn_specialist", "inn_apprentice"];
const BANK_DICE: readonly BankDieId[] = ["bank_A", "bank_B"];
const TRICK_DICE: readonly TrickDieId[] = ["trick_A", "trick_B"];
const BASIC: readonly ComponentId[] = COMPONENT_IDS.filter((c) => COMPONENT_BY_ID[c].tier === "basic");
const HIRE_TYPES: readonly Of<"headhunt">["character"][] = ["apprentice", "engineer", "manager", "assistant"];
const COMPONENT_INDEX: ReadonlyMap<string, number> = new Map(COMPONENT_IDS.map((c, i) => [c, i]));

/** The AP a Special card action costs now (the action it stands for). */
function apOf(s: GameState, seat: Seat, a: SpecialCardAction): number {
  switch (a.type) {
    case "headhunt":
    case "massRecruitment":
      return downtownAp(s, seat, "hireCharacter");
    case "smuggle":
    case "barter":
    case "orderNow":
      return MARKET_AP.buy;
    case "componentSale":
      return MARKET_AP.buy + (Number.isInteger(a.bargain) && a.bargain > 0 ? a.bargain : 0);
    case "unstablePrototype":
    case "replacableParts":
    case "enhanceTrick":
      return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
    case "buyingTime":
      return 0; // part of the set-up

    case "streetPerformance":
      return 1; // a Reschedule's AP (RULES §7.2)
    case "investments":
      return downtownAp(s, seat, "takeCoins");
    case "shoplift":
      return MARKET_AP.buy;
    case "trickOverhaul":
      return downtownAp(s, seat, "learnTrick");
    case "guestPerformer":
      return 1; // a Set Up Trick's AP (RULES §7.2)
    case "onStagePreparation":
      return TRICK_BY_ID[a.trick]?.prepAp ?? 0;
    case "hiddenTalent":
      return 0; // part of the Prepare
    case "hypnoticHire":
      return downtownAp(s, seat, "hireCharacter");
    case "logistics":
      return MARKET_AP.order;
  }
}

export function checkSpecialAction(s: GameState, seat: Seat, a: SpecialCardAction): RuleError | null {
  const err = checkAt(s, seat, LOCATION[a.type], apOf(s, seat, a));
  if (err) return err;
  const [kind, card] = NEEDS[a.type];
  const e = specialEffect(s, seat);
  if (e?.kind !== kind) return ruleError("NOT_YOUR_EFFECT", `this needs ${card} used as its effect by the character on the floor`);
  const p = player(s, seat);
  switch (a.type) {
    case "headhunt": {
      const dieErr = innDieRefusal(s, a.die);
      if (dieErr) return dieErr;
      if (!HIRE_TYPES.includes(a.character)) return ruleError("BAD_ACTION", `hire an apprentice, engineer, manager or assistant, not ${String(a.character)}`);
      return hireRefusal(p, a.character, 1);
    }
    case "massRecruitment": {
      const dieErr = innDieRefusal(s, a.die);
      if (dieErr) return dieErr;
      if (s.dice[a.die] !== "apprentice") return ruleError("BAD_FACE", `${a.die} shows ${s.dice[a.die]}: Mass Recruitment hires Apprentices`);
      const fee = (e as Extract<SpecialEffect, { kind: "secondApprentice" }>).coins;
      if (p.coins < fee) return ruleError("CANNOT_AFFORD", `the second Apprentice costs ${fee} coins, you have ${p.coins}`);
      return hireRefusal(p, "apprentice", 2);
    }
    case "smuggle": {
      const each = stockPrice(s, a.component, seat);
      if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
      if (each === null) return ruleError("NOT_IN_STOCK", `${a.component} is not in stock`);
      if (!Number.isInteger(a.count) || a.count < 1 || a.count > 3) return ruleError("BAD_COUNT", `buy 1 to 3, not ${a.count}`);
      const loss = smuggleLoss(each * a.count, e as Extract<SpecialEffect, { kind: "payWithFame" }>);
      if (p.fame < loss) return ruleError("NOT_ENOUGH_FAME", `${a.count} ${a.component} cost ${loss} Fame, you have ${p.fame}`);
      return takeRefusal(s, p, a.component, a.count, a.toManager);
    }
    case "barter":
    case "componentSale": {
      const pieces = piecesOf(a.components);
      if (!pieces) return ruleError("BAD_ACTION", "list the pieces one entry each, in component order (wood, metal, …)");
      const max = a.type === "barter" ? Infinity : (e as Extract<SpecialEffect, { kind: "mixedBuy" }>).max;
      if (a.components.length < 1 || a.components.length > max) return ruleError("BAD_COUNT", `take 1 to ${max} pieces, not ${a.components.length}`);
      let total = 0;
      for (const [c] of pieces) {
        const each = stockPrice(s, c, seat);
        if (each === null) return ruleError("NOT_IN_STOCK", `${c} is not in stock`);
      }
      for (const c of a.components) total += stockPrice(s, c, seat)!;
      if (a.type === "barter") {
        const b = e as Extract<SpecialEffect, { kind: "barter" }>;
        if (total > b.maxValue) return ruleError("VALUE_LIMIT", `these pieces are worth ${total} coins, Barter with Power takes at most ${b.maxValue}`);
        if (p.shards < b.shards) return ruleError("NO_SHARDS", "Barter with Power needs a Shard");
      } else {
        if (!Number.isInteger(a.bargain) || a.bargain < 0) return ruleError("BAD_COUNT", "bargain must be 0 or more");
        if (total - a.bargain < MIN_BARGAINED_PRICE) return ruleError("BARGAIN_LIMIT", `a price of ${total} can be bargained down by ${total - MIN_BARGAINED_PRICE} at most`);
        if (p.coins < total - a.bargain) return ruleError("CANNOT_AFFORD", `these pieces cost ${total - a.bargain} coins, you have ${p.coins}`);
      }
      return piecesRefusal(s, p, pieces);
    }
    case "orderNow": {
      if (!(a.component in COMPONENT_BY_ID)) return ruleError("BAD_ACTION", `unknown component ${String(a.component)}`);
      const price = orderNowPrice(s, a.component, e as Extract<SpecialEffect, { kind: "orderNow" }>);
      if (p.coins < price) return ruleError("CANNOT_AFFORD", `${a.component} at once costs ${price} coins, you have ${p.coins}`);
      return takeRefusal(s, p, a.component, 1, false);
    }
    case "unstablePrototype": {
      const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
      if (prepErr) return prepErr;
      const pieces = piecesOf(a.components);
      if (!pieces) return ruleError("BAD_ACTION", "list the pieces one entry each, in component order (wood, metal, …)");
      const max = (e as Extract<SpecialEffect, { kind: "returnForBonus" }>).max;
      if (a.components.length < 1 || a.components.length > max) return ruleError("BAD_COUNT", `return 1 to ${max} pieces, not ${a.components.length}`);
      const req = TRICK_BY_ID[a.trick].components;
      for (const [c, n] of pieces) {
        if (!(req[c]! > 0)) return ruleError("NOT_REQUIRED", `${TRICK_BY_ID[a.trick].name} does not require ${c}`);
        if (n > req[c]!) return ruleError("BAD_COUNT", `${TRICK_BY_ID[a.trick].name} requires ${req[c]} ${c}, not ${n}`);
        if ((p.components[c] ?? 0) < n) return ruleError("NO_SUCH_COMPONENT", `you hold ${p.components[c] ?? 0} ${c}`);
      }
      return null;
    }
    case "replacableParts": {
      const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
      if (prepErr) return prepErr;
      const other = a.other === a.trick ? undefined : ownedTrick(p, a.other);
      if (!other) return ruleError("NO_SUCH_TRICK", `you own no other trick ${String(a.other)}`);
      if (TRICK_BY_ID[other.id].threshold > TRICK_BY_ID[a.trick].threshold) {
        return ruleError("THRESHOLD_TOO_HIGH", `${TRICK_BY_ID[other.id].name}'s Fame threshold is higher than ${TRICK_BY_ID[a.trick].name}'s`);
      }
      return p.markerSupply[other.symbol] > 0 ? null : ruleError("NO_MARKERS", `all your ${other.symbol} markers are in use`);
    }
    case "investments": {
      const takeErr = checkDowntown(s, seat, { type: "takeCoins", die: a.die });
      if (takeErr) return takeErr;
      const pieces = piecesOf(a.components);
      if (!pieces) return ruleError("BAD_ACTION", "list the pieces one entry each, in component order (wood, metal, …)");
      const max = (e as Extract<SpecialEffect, { kind: "buyWithTakenCoins" }>).max;
      if (a.components.length < 1 || a.components.length > max) return ruleError("BAD_COUNT", `buy 1 to ${max} pieces, not ${a.components.length}`);
      for (const [c] of pieces) if (stockPrice(s, c, seat) === null) return ruleError("NOT_IN_STOCK", `${c} is not in stock at the Market Row`);
      const taken = takenCoins(s, a.die);
      const cost = piecesCost(s, seat, a.components);
      if (cost > taken) return ruleError("CANNOT_AFFORD", `these pieces cost ${cost} coins, the die gives ${taken}`);
      return piecesRefusal(s, p, pieces);
    }
    case "shoplift": {
      if (!Number.isInteger(a.slot) || a.slot < 0 || a.slot >= s.market.buy.length) return ruleError("BAD_ACTION", `Buy-area slot ${a.slot}`);
      if (!(a.replacement in COMPONENT_BY_ID) || COMPONENT_BY_ID[a.replacement].tier !== "basic") return ruleError("BAD_CHOICE", `the replacement must be a Basic component, not ${String(a.replacement)}`);
      const c = s.market.buy[a.slot]!;
      const owned = (p.components[c] ?? 0) > 0;
      if (!owned && !freeBoardComponentSlot(p)) return ruleError("STORAGE_FULL", "your component slots are full");
      if (roomFor(p, c, false) < 1) return ruleError("TYPE_CAP", `no room for more ${c}`);
      return (s.supply[a.replacement] ?? 0) > 0 ? null : ruleError("SUPPLY_EMPTY", `the supply has no ${a.replacement} to put in the stock`);
    }
    case "trickOverhaul": {
      const learnErr = checkDowntown(s, seat, { type: "learnTrick", die: a.die, trick: a.trick, engineerSlot: false });
      // The new trick takes the returned trick's slot, so a full row is no refusal here.
      if (learnErr && learnErr.code !== "NO_TRICK_SLOT") return learnErr;
      if (!ownedTrick(p, a.replace)) return ruleError("NO_SUCH_TRICK", `you do not own ${String(a.replace)}`);
      return meetsRequirements(p, a.trick) ? null : ruleError("REQUIREMENTS_NOT_MET", `you lack components for ${TRICK_BY_ID[a.trick].name}`);
    }
    case "enhanceTrick": {
      const prepErr = checkWorkshop(s, seat, { type: "prepare", trick: a.trick });
      if (prepErr) return prepErr;
      if (ownedTrick(p, a.trick)!.enhanced) return ruleError("ALREADY_DONE", `${TRICK_BY_ID[a.trick].name} already holds a Shard`);
      return p.shards >= (e as Extract<SpecialEffect, { kind: "enhanceTrick" }>).shards ? null : ruleError("NO_SHARDS", "Enhance Trick needs a Shard");
    }
    case "buyingTime": {
      const progress = s.alley!.special!.progress;
      if (progress !== "setUp") return ruleError(progress === "done" ? "ALREADY_DONE" : "NOT_YET", progress === "done" ? "the cards were swapped already" : "set up a trick first: Buying Time comes after the set-up");
      const ok = (i: number) => Number.isInteger(i) && s.theaterCards[i] != null;
      if (!ok(a.cardA) || !ok(a.cardB)) return ruleError("NO_SUCH_CARD", `Theater slots ${a.cardA} and ${a.cardB} must both hold a performance card`);
      return a.cardA < a.cardB ? null : ruleError("BAD_ACTION", "name the two slots left one first");
    }
    case "guestPerformer":
    case "onStagePreparation":
    case "hiddenTalent":
    case "hypnoticHire":
    case "logistics":
      return checkPlacementCard(s, seat, a);
    case "streetPerformance": {
      if (SLOT_BY_ID[s.placement!.slot]?.stage) return ruleError("NOT_ALLOWED_HERE", "the Magician on stage takes no actions");
      const m = Number.isInteger(a.card) ? s.theaterCards[a.card]?.markers[a.slot] : undefined;
      return m && m.seat === seat && Object.hasOwn(s.theaterCards[a.card]!.markers, a.slot) ? null : ruleError("NO_SUCH_MARKER", `you have no marker in slot ${a.slot} of Theater card ${a.card}`);
    }
  }
}

function innDieRefusal(s: GameState, die: InnDieId): RuleError | null {
  if (!INN_DICE.includes(die)) return ruleError("BAD_ACTION", `${String(die)} is not an Inn die`);
  return s.dice[die] === "X" ? ruleError("DIE_SHOWS_X", `${die} shows X`) : null;
}

/** Why `n` characters of `type` cannot be hired, or null (RULES §6.1, §3.1 Apprentice slots). */
function hireRefusal(p: PlayerState, type: Of<"headhunt">["character"], n: number): RuleError | null {
  if (type !== "apprentice") return p.characters[type].status === "supply" ? null : ruleError("ALREADY_OWNED", `you already have a ${type}`);
  const owned = apprenticesOwned(p);
  if (owned + n > 4) return ruleError("NONE_LEFT", `you have ${4 - owned} Apprentice(s) left to hire`);
  const room = BOARD_APPRENTICE_SLOTS + (p.characters.assistant.status !== "supply" ? 1 : 0);
  return owned + n <= room ? null : ruleError("NO_APPRENTICE_SLOT", `room for ${Math.max(0, room - owned)} more Apprentice(s) (3 on the board, a 4th only with an Assistant)`);
}

/** The coins Take Coins gives from `die` (prophecy P07 may multiply them). */
function takenCoins(s: GameState, die: BankDieId): number {
  return (s.dice[die] as number) * takeCoinsTimesNow(s);
}

function piecesCost(s: GameState, seat: Seat, list: readonly ComponentId[]): number {
  let total = 0;
  for (const c of list) total += stockPrice(s, c, seat)!;
  return total;
}

function smuggleLoss(total: number, e: Extract<SpecialEffect, { kind: "payWithFame" }>): number {
  return Math.max(0, total - e.minus);
}

function orderNowPrice(s: GameState, c: ComponentId, e: Extract<SpecialEffect, { kind: "orderNow" }>): number {
  return (componentPriceNow(s) ?? COMPONENT_BY_ID[c].price) + e.surcharge;
}

/** The pieces as [type, count] in component order, or null when not listed one per entry in that order. */
function piecesOf(list: readonly ComponentId[]): [ComponentId, number][] | null {
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
function takeRefusal(s: GameState, p: PlayerState, c: ComponentId, n: number, toManager: boolean): RuleError | null {
  const owned = (p.components[c] ?? 0) > 0;
  if (toManager && (owned || !freeManagerSlot(p))) return ruleError("STORAGE_FULL", owned ? `your ${c} pile is already stored` : "no free Manager slot");
  if (!owned && !toManager && !freeBoardComponentSlot(p)) return ruleError("STORAGE_FULL", "your component slots are full");
  if (roomFor(p, c, toManager) < n) return ruleError("TYPE_CAP", `no room for ${n} more ${c}`);
  const left = s.supply[c] ?? 0;
  return left < n ? ruleError("SUPPLY_EMPTY", `the supply has ${left} ${c}`) : null;
}

/** Several types at once, all onto the board: each new type needs its own free board slot (our reading). */
function piecesRefusal(s: GameState, p: PlayerState, pieces: readonly [ComponentId, number][]): RuleError | null {
  let newTypes = 0;
  for (const [c, n] of pieces) {
    if (!((p.components[c] ?? 0) > 0)) newTypes++;
    const left = s.supply[c] ?? 0;
    if (left < n) return ruleError("SUPPLY_EMPTY", `the supply has ${left} ${c}`);
    if ((p.components[c] ?? 0) > 0 && roomFor(p, c, false) < n) return ruleError("TYPE_CAP", `no room for ${n} more ${c}`);
    if (!((p.components[c] ?? 0) > 0) && n > MAX_PER_TYPE) return ruleError("TYPE_CAP", `at most ${MAX_PER_TYPE} ${c}`);
  }
  return boardTypeCount(p) + newTypes <= WORKSHOP_COMPONENT_SLOTS ? null : ruleError("STORAGE_FULL", `${newTypes} new type(s) need free component slots`);
}

/** Coins paid at the Market Row: Business Share (A44) sends an opponent's coins to its holder (OQ-36). */
function payAtMarket(s: GameState, seat: Seat, pay: number): GameState {
  let out = updatePlayer(s, seat, (p) => withFields(p, { coins: p.coins - pay }));
  const share = turnEffectHolder(s, "businessShare");
  if (share !== null && share !== seat && pay > 0) out = updatePlayer(out, share, (p) => withFields(p, { coins: p.coins + pay }));
  return out;
}

function takePieces(s: GameState, seat: Seat, pieces: readonly [ComponentId, number][], toManager: boolean): GameState {
  let supply = s.supply;
  for (const [c, n] of pieces) supply = supplyWith(supply, c, -n);
  const out = updatePlayer(s, seat, (p) => {
    let q = p;
    for (const [c, n] of pieces) q = addComponents(q, c, n, toManager);
    return q;
  });
  return withState(out, { supply });
}

function hire(p: PlayerState, type: Of<"headhunt">["character"]): PlayerState {
  const id: CharacterId = type === "apprentice" ? CHARACTER_IDS.find((c) => c.startsWith("apprentice") && p.characters[c].status === "supply")! : type;
  // RULES §6.1: the new character waits on the Inn and joins at Return Characters.
  return withCharacter(p, id, { status: "inn" });
}

/** Prepare `trick` as the Workshop does, with `markers` more (or fewer) than printed (RULES §14.2). */
function prepareWith(p: PlayerState, trick: string, delta: number): PlayerState {
  const t = ownedTrick(p, trick as never)!;
  const printed = Math.max(0, TRICK_BY_ID[t.id].markers + (t.engineerSlot ? 1 : 0) + delta);
  const n = Math.min(printed, p.markerSupply[t.symbol]);
  return withFields(p, {
    tricks: p.tricks.map((x) => (x.id === t.id ? { ...x, markers: n } : x)),
    markerSupply: { ...p.markerSupply, [t.symbol]: p.markerSupply[t.symbol] - n },
  });
}

export function applySpecialAction(s: GameState, seat: Seat, a: SpecialCardAction): GameState {
  const e = specialEffect(s, seat)!;
  const ap = apOf(s, seat, a);
  let out = s;
  switch (a.type) {
    case "headhunt":
      out = updatePlayer(out, seat, (p) => hire(p, a.character));
      out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
      break;
    case "massRecruitment": {
      const fee = (e as Extract<SpecialEffect, { kind: "secondApprentice" }>).coins;
      out = updatePlayer(out, seat, (p) => withFields(hire(hire(p, "apprentice"), "apprentice"), { coins: p.coins - fee }));
      out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
      break;
    }
    case "smuggle": {
      const loss = smuggleLoss(stockPrice(s, a.component, seat)! * a.count, e as Extract<SpecialEffect, { kind: "payWithFame" }>);
      out = takePieces(out, seat, [[a.component, a.count]], a.toManager);
      out = updatePlayer(out, seat, (p) => withFields(p, { fame: p.fame - loss }));
      break;
    }
    case "barter": {
      const b = e as Extract<SpecialEffect, { kind: "barter" }>;
      out = takePieces(out, seat, piecesOf(a.components)!, false);
      out = updatePlayer(out, seat, (p) => withFields(p, { shards: p.shards - b.shards }));
      break;
    }
    case "componentSale": {
      let total = 0;
      for (const c of a.components) total += stockPrice(s, c, seat)!;
      out = takePieces(out, seat, piecesOf(a.components)!, false);
      out = payAtMarket(out, seat, total - a.bargain);
      break;
    }
    case "orderNow":
      out = takePieces(out, seat, [[a.component, 1]], false);
      out = payAtMarket(out, seat, orderNowPrice(s, a.component, e as Extract<SpecialEffect, { kind: "orderNow" }>));
      break;
    case "unstablePrototype": {
      const r = e as Extract<SpecialEffect, { kind: "returnForBonus" }>;
      const pieces = piecesOf(a.components)!;
      const n = a.components.length;
      out = updatePlayer(out, seat, (p) => {
        const q = prepareWith(p, a.trick, r.markers);
        const components = { ...q.components };
        let managerPiles = q.managerPiles;
        for (const [c, k] of pieces) {
          const left = (components[c] ?? 0) - k;
          if (left > 0) components[c] = left;
          else {
            delete components[c]; // rare (a Special card's effect): the slow-dictionary cost does not matter here
            managerPiles = managerPiles.filter((x) => x !== c);
          }
        }
        return withFields(q, { components, managerPiles, fame: q.fame + n, coins: q.coins + n });
      });
      let supply = out.supply;
      for (const [c, k] of pieces) supply = supplyWith(supply, c, k);
      out = withState(out, { supply });
      break;
    }
    case "replacableParts":
      out = updatePlayer(out, seat, (p) => {
        const q = prepareWith(p, a.trick, -1);
        const o = ownedTrick(q, a.other)!;
        return withFields(q, {
          tricks: q.tricks.map((x) => (x.id === o.id ? { ...x, markers: x.markers + 1 } : x)),
          markerSupply: { ...q.markerSupply, [o.symbol]: q.markerSupply[o.symbol] - 1 },
        });
      });
      break;
    case "investments": {
      const taken = takenCoins(s, a.die);
      const cost = piecesCost(s, seat, a.components);
      out = takePieces(out, seat, piecesOf(a.components)!, false);
      out = updatePlayer(out, seat, (p) => withFields(p, { coins: p.coins + taken - cost }));
      out = withState(out, { dice: { ...out.dice, [a.die]: "X" } });
      break;
    }
    case "shoplift": {
      const c = s.market.buy[a.slot]!;
      // The stock tile is no piece of the general supply (OQ-22); its replacement comes out of it.
      out = updatePlayer(out, seat, (p) => addComponents(p, c, 1, false));
      const buy = s.market.buy.slice();
      buy[a.slot] = a.replacement;
      out = withState(out, { market: { ...s.market, buy }, supply: supplyWith(s.supply, a.replacement, -1) });
      break;
    }
    case "trickOverhaul": {
      const old = ownedTrick(player(s, seat), a.replace)!;
      // A Shard on the old card (Enhance Trick) goes back to the Residence with it.
      const learned = { id: a.trick, symbol: old.symbol, markers: old.markers, engineerSlot: old.engineerSlot };
      out = updatePlayer(out, seat, (p) => withFields(p, { tricks: p.tricks.map((x) => (x.id === old.id ? learned : x)) }));
      // Its markers on performance cards carry its symbol: they are the new trick's now.
      const theaterCards = s.theaterCards.map((c) => {
        if (!c) return c;
        let markers: Record<string, Marker> | null = null;
        for (const k in c.markers) {
          const m = c.markers[k]!;
          if (m.seat === seat && m.trick === old.id) (markers ??= { ...c.markers })[k] = { ...m, trick: a.trick };
        }
        return markers ? { ...c, markers } : c;
      });
      const residence = residenceWith(s.residence.filter((t) => t !== a.trick), old.id);
      out = withState(out, { theaterCards, residence, dice: { ...out.dice, [a.die]: "X" } });
      break;
    }
    case "enhanceTrick": {
      const shards = (e as Extract<SpecialEffect, { kind: "enhanceTrick" }>).shards;
      out = updatePlayer(out, seat, (p) => {
        const q = prepareWith(p, a.trick, 0);
        return withFields(q, { shards: q.shards - shards, tricks: q.tricks.map((x) => (x.id === a.trick ? { ...x, enhanced: true as const } : x)) });
      });
      break;
    }
    case "buyingTime": {
      const coins = (e as Extract<SpecialEffect, { kind: "swapCards" }>).coins;
      const theaterCards = s.theaterCards.slice();
      theaterCards[a.cardA] = s.theaterCards[a.cardB]!;
      theaterCards[a.cardB] = s.theaterCards[a.cardA]!;
      out = withState(out, { theaterCards, alley: withAlley(s.alley!, { special: { ...s.alley!.special!, progress: "done" } }) });
      out = updatePlayer(out, seat, (p) => withFields(p, { coins: p.coins + coins }));
      break;
    }
    case "guestPerformer":
    case "onStagePreparation":
    case "hiddenTalent":
    case "hypnoticHire":
    case "logistics":
      out = applyPlacementCard(out, seat, a, prepareWith);
      break;
    case "streetPerformance": {
      const card = s.theaterCards[a.card]!;
      const m = card.markers[a.slot]!;
      const markers: Record<string, (typeof card.markers)[string]> = {};
      for (const k in card.markers) if (k !== a.slot) markers[k] = card.markers[k]!;
      const theaterCards = s.theaterCards.slice();
      theaterCards[a.card] = { ...card, markers };
      out = withState(out, { theaterCards });
      // OQ-36: the owner's own yield modifier (the weekday of the character on the floor).
      out = payMarkerYield(out, m, SLOT_BY_ID[s.placement!.slot]!.weekday!);
      out = updatePlayer(out, seat, (p) => withFields(p, { markerSupply: { ...p.markerSupply, [m.symbol]: p.markerSupply[m.symbol] + (m.stacked ? 2 : 1) } }));
      break;
    }
  }
  return spendAp(out, ap);
}

/**
 * The Special card actions of the seat on the floor, appended to `out`: candidates for the effect in use, each
 * kept when checkSpecialAction accepts it (so the list is exact). Nothing is listed without such an effect.
 */
export function specialActionsLegal(s: GameState, seat: Seat, out: Action[]): void {
  const e = specialEffect(s, seat);
  if (!e) return;
  const keep = (a: SpecialCardAction): void => {
    if (checkSpecialAction(s, seat, a) === null) out.push(a);
  };
  const p = player(s, seat);
  switch (e.kind) {
    case "hireAnyType":
      for (const die of INN_DICE) for (const character of HIRE_TYPES) keep({ type: "headhunt", die, character });
      return;
    case "secondApprentice":
      for (const die of INN_DICE) keep({ type: "massRecruitment", die });
      return;
    case "payWithFame":
      for (const component of stockedTypes(s, seat)) {
        const each = stockPrice(s, component, seat)!;
        for (let count = 1; count <= 3; count++) {
          // Narrowed by what the check refuses anyway (the Fame), so that few refused candidates are built and checked.
          if (p.fame < smuggleLoss(each * count, e)) break;
          for (const toManager of [false, true]) keep({ type: "smuggle", component, count, toManager });
        }
      }
      return;
    case "barter":
    case "mixedBuy": {
      // Narrowed by what the check refuses anyway (worth over 4 for Barter; over the coins plus the Bargain the AP
      // allow for Component Sale), so that few refused candidates are built and checked.
      if ((s.placement?.ap ?? 0) < MARKET_AP.buy || (e.kind === "barter" && p.shards < e.shards)) return;
      const types = stockedTypes(s, seat).sort((x, y) => COMPONENT_INDEX.get(x)! - COMPONENT_INDEX.get(y)!);
      const prices = types.map((c) => stockPrice(s, c, seat)!);
      const maxBargain = Math.max(0, (s.placement?.ap ?? 0) - MARKET_AP.buy);
      if (e.kind === "barter") {
        for (const [components] of multisetsWithin(types, prices, e.maxValue, e.maxValue)) keep({ type: "barter", components });
        return;
      }
      for (const [components, total] of multisetsWithin(types, prices, e.max, p.coins + maxBargain)) {
        for (let bargain = Math.max(0, total - p.coins); bargain <= Math.min(maxBargain, total - MIN_BARGAINED_PRICE); bargain++) keep({ type: "componentSale", components, bargain });
      }
      return;
    }
    case "orderNow":
      for (const component of COMPONENT_IDS) keep({ type: "orderNow", component });
      return;
    case "returnForBonus":
      for (const t of p.tricks) {
        const req = TRICK_BY_ID[t.id].components;
        const types = COMPONENT_IDS.filter((c) => req[c]! > 0);
        for (const components of multisets(types, e.max)) keep({ type: "unstablePrototype", trick: t.id, components });
      }
      return;
    case "markerToOtherTrick":
      for (const t of p.tricks) for (const o of p.tricks) if (o.id !== t.id) keep({ type: "replacableParts", trick: t.id, other: o.id });
      return;
    case "buyWithTakenCoins": {
      const types = stockedTypes(s, seat).sort((x, y) => COMPONENT_INDEX.get(x)! - COMPONENT_INDEX.get(y)!);
      const prices = types.map((c) => stockPrice(s, c, seat)!);
      for (const die of BANK_DICE) {
        if (s.dice[die] === "X") continue;
        // The Take Coins part is the same for every purchase from this die: a refusal there refuses them all.
        if (checkDowntown(s, seat, { type: "takeCoins", die }) !== null) continue;
        // only what the coins taken from this die can pay
        for (const [components] of multisetsWithin(types, prices, e.max, takenCoins(s, die))) keep({ type: "investments", die, components });
      }
      return;
    }
    case "shoplift":
      for (let slot = 0; slot < s.market.buy.length; slot++) for (const replacement of BASIC) keep({ type: "shoplift", slot, replacement });
      return;
    case "replaceTrick":
      for (const die of TRICK_DICE) {
        if (s.dice[die] === "X") continue;
        for (const trick of s.residence) for (const o of p.tricks) keep({ type: "trickOverhaul", die, trick, replace: o.id });
      }
      return;
    case "enhanceTrick":
      for (const t of p.tricks) keep({ type: "enhanceTrick", trick: t.id });
      return;
    case "swapCards":
      if (s.alley!.special!.progress !== "setUp") return;
      for (let i = 0; i < s.theaterCards.length; i++) for (let j = i + 1; j < s.theaterCards.length; j++) keep({ type: "buyingTime", cardA: i, cardB: j });
      return;
    case "yieldsFromCard":
      s.theaterCards.forEach((c, card) => {
        if (c) for (const slot in c.markers) if (c.markers[slot]!.seat === seat) keep({ type: "streetPerformance", card, slot });
      });
      return;
    default:
      placementCardCandidates(s, seat, e.kind, keep);
      return;
  }
}

/**
 * Every non-empty multiset of `types` (kept in their order) with at most `max` elements whose `prices` add up to at
 * most `maxTotal`, as sorted lists with their totals (prices are at least 1, so the bound prunes whole branches).
 */
function multisetsWithin(types: readonly ComponentId[], prices: readonly number[], max: number, maxTotal: number): [ComponentId[], number][] {
  const out: [ComponentId[], number][] = [];
  const grow = (from: number, cur: ComponentId[], total: number): void => {
    if (cur.length) out.push([cur, total]);
    if (cur.length === max) return;
    for (let i = from; i < types.length; i++) if (total + prices[i]! <= maxTotal) grow(i, [...cur, types[i]!], total + prices[i]!);
  };
  grow(0, [], 0);
  return out;
}

/** Every non-empty multiset of `types` (kept in their order) with at most `max` elements, as sorted lists. */
function multisets(types: readonly ComponentId[], max: number): ComponentId[][] {
  const out: ComponentId[][] = [];
  const grow = (from: number, cur: ComponentId[]): void => {
    if (cur.length) out.push(cur);
    if (cur.length === max) return;
    for (let i = from; i < types.length; i++) grow(i, [...cur, types[i]!]);
  };
  grow(0, []);
  return out;
}
