// Invariants that must hold after every action of any game.
import { COMPONENTS, MAX_PER_TYPE, WORKSHOP_COMPONENT_SLOTS, type ComponentId } from "../../shared/data/components";
import { SLOT_BY_ID } from "../../shared/data/locations";
import { TRICKS } from "../../shared/data/tricks";
import { PROPHECY_POOL } from "../../shared/engine/modules/darkAlley/prophecies";
import { CHARACTER_IDS, SYMBOLS, activeSeats, effectiveCount, legalActions, type GameState } from "../../shared/engine";

const STARTING_HAND = { downtown: 2, market_row: 2, workshop: 2, theater: 3 } as const;
/** RULES §12.1: the Dark Alley hand (plus the Dark Alley card, counted apart). */
const ALLEY_HAND = { downtown: 1, market_row: 1, workshop: 1, theater: 2 } as const;
const BASE_TRICKS = TRICKS.filter((t) => t.module === "base").length;
const ALL_TRICKS = TRICKS.length;
const SPECIAL_CARD_COUNT = 40;

export function checkInvariants(s: GameState, withLegal = true): string[] {
  const errs: string[] = [];
  const heldBy = new Map<string, number>();
  let specialsSeen = 0;
  const allSpecials: string[] = [];
  const used = new Map<ComponentId, number>();
  let trickCount = s.residence.length;
  // trick markers on performance cards, per seat and symbol (one pass)
  const onCards = new Map<string, number>();
  for (const c of s.theaterCards) {
    if (!c) continue;
    for (const k in c.markers) {
      const m = c.markers[k]!;
      const key = `${m.seat}:${m.symbol}`;
      onCards.set(key, (onCards.get(key) ?? 0) + (m.stacked ? 2 : 1)); // a Supercharge stack is two markers
    }
  }
  for (const p of s.players) {
    if (p.coins < 0 || p.fame < 0 || p.shards < 0)
      errs.push(`seat ${p.seat} negative: ${p.coins}/${p.fame}/${p.shards}`);
    if (Object.keys(p.characters).length !== 8 || !CHARACTER_IDS.every((id) => id in p.characters))
      errs.push(`seat ${p.seat} disks`);
    // 16 trick markers: supply + trick cards + performance cards
    for (const sym of SYMBOLS) {
      let n = p.markerSupply[sym] + (onCards.get(`${p.seat}:${sym}`) ?? 0);
      let tricks = 0;
      for (const t of p.tricks) {
        if (t.symbol !== sym) continue;
        n += t.markers;
        tricks++;
      }
      if (n !== 4) errs.push(`seat ${p.seat} has ${n} ${sym} markers`);
      if (tricks > 1) errs.push(`seat ${p.seat} symbol ${sym} twice`);
    }
    trickCount += p.tricks.length;
    if (p.tricks.filter((t) => !t.engineerSlot).length > 3) errs.push(`seat ${p.seat} > 3 board tricks`);
    const eng = p.tricks.filter((t) => t.engineerSlot).length;
    if (eng > 1 || (eng === 1 && p.characters.engineer.status === "supply")) errs.push(`seat ${p.seat} engineer slot`);
    // component caps and storage
    let boardTypes = 0;
    for (const k in p.components) {
      const c = k as ComponentId;
      const n = p.components[c]!;
      if (n <= 0) errs.push(`seat ${p.seat} stores ${n} ${c}`);
      if (effectiveCount(p, c) > MAX_PER_TYPE) errs.push(`seat ${p.seat} counts ${effectiveCount(p, c)} ${c}`);
      if (p.managerPiles.includes(c) ? n > 2 : false) errs.push(`seat ${p.seat} manager pile ${n}`);
      if (!p.managerPiles.includes(c)) boardTypes++;
      used.set(c, (used.get(c) ?? 0) + n);
    }
    if (boardTypes > WORKSHOP_COMPONENT_SLOTS) errs.push(`seat ${p.seat} ${boardTypes} board types`);
    // RULES §3.1 (issue 13 audit): 3 Apprentices on the board, a 4th only on the Assistant's slot
    const apprentices = CHARACTER_IDS.filter(
      (id) => id.startsWith("apprentice") && p.characters[id].status !== "supply",
    ).length;
    if (apprentices > 3 + (p.characters.assistant.status !== "supply" ? 1 : 0))
      errs.push(`seat ${p.seat} owns ${apprentices} apprentices`);
    if (
      p.assistantSlot !== null &&
      (p.characters.assistant.status !== "team" || p.characters[p.assistantSlot].status !== "team")
    )
      errs.push(`seat ${p.seat} assistant slot`);
    if (apprentices - (p.assistantSlot ? 1 : 0) > 3 && !CHARACTER_IDS.some((id) => p.characters[id].status === "inn"))
      errs.push(`seat ${p.seat} > 3 apprentices on the board`);
    if (p.managerPiles.length > 2 || (p.managerPiles.length > 0 && p.characters.manager.status === "supply"))
      errs.push(`seat ${p.seat} manager piles`);
    // hand + cards in use = the 9 permanent cards (Dark Alley: 5 + the Dark Alley card; Special cards apart)
    const inUse = { downtown: 0, market_row: 0, workshop: 0, theater: 0, dark_alley: 0 };
    for (const id of CHARACTER_IDS) {
      const card = p.characters[id].card;
      const alleyCard = p.alley?.under[id];
      if (alleyCard && !card) errs.push(`seat ${p.seat} ${id} alley card without a location`);
      if (card && !alleyCard) inUse[card]++;
      if (alleyCard) {
        if (alleyCard === "A05") inUse.dark_alley++;
        specialsSeen += 1 - (alleyCard === "A05" ? 1 : 0);
      }
    }
    const hand = s.alley ? ALLEY_HAND : STARTING_HAND;
    for (const loc of Object.keys(STARTING_HAND) as (keyof typeof STARTING_HAND)[]) {
      if (p.hand[loc] + inUse[loc] !== hand[loc] || p.hand[loc] < 0) errs.push(`seat ${p.seat} ${loc} cards`);
    }
    if (s.alley) {
      if (!p.alley || p.alley.alleyCard + inUse.dark_alley !== 1 || p.alley.alleyCard < 0)
        errs.push(`seat ${p.seat} Dark Alley card`);
      specialsSeen += p.alley?.specials.length ?? 0;
      for (const c of p.alley?.specials ?? []) allSpecials.push(c);
      for (const id of CHARACTER_IDS) {
        const c = p.alley?.under[id];
        if (c && c !== "A05") allSpecials.push(c);
      }
    } else if (p.alley || inUse.dark_alley) errs.push(`seat ${p.seat} has Dark Alley cards in a base game`);
    let weekday: string | undefined;
    for (const id of CHARACTER_IDS) {
      const ch = p.characters[id];
      if (ch.slot === null) continue;
      const day = SLOT_BY_ID[ch.slot]!.weekday;
      if (day && weekday && day !== weekday) errs.push(`seat ${p.seat} on two weekdays`);
      weekday ??= day;
      if (ch.status !== "team") errs.push(`seat ${p.seat} ${id} placed while ${ch.status}`);
      const key = SLOT_BY_ID[ch.slot]!.location === "workshop" ? `${p.seat}:${ch.slot}` : ch.slot;
      if (heldBy.has(key)) errs.push(`slot ${key} held twice`);
      heldBy.set(key, p.seat);
    }
  }
  // RULES §6.2 (issue 13 audit): the Market Row stock, the Orders and the Quick Order piece are supply pieces too
  for (const c of [...s.market.buy, ...s.market.order, s.market.quick]) if (c) used.set(c, (used.get(c) ?? 0) + 1);
  // Logistics (A41): the pieces beside the Buy area this turn
  for (const c of s.alley?.stock ?? []) used.set(c, (used.get(c) ?? 0) + 1);
  if (trickCount !== (s.alley ? ALL_TRICKS : BASE_TRICKS)) errs.push(`${trickCount} tricks in play`);
  // RULES §12.3: conservation of Special cards: decks + discard piles + drawn + hands + under characters = 40,
  // each card once
  if (s.alley) {
    const a = s.alley;
    for (const d of ["downtown", "market_row", "workshop", "theater"] as const)
      allSpecials.push(...a.decks[d], ...a.discards[d]);
    if (a.drawn) allSpecials.push(...a.drawn.cards);
    if (allSpecials.length !== SPECIAL_CARD_COUNT || new Set(allSpecials).size !== SPECIAL_CARD_COUNT)
      errs.push(`${allSpecials.length} Special cards (${new Set(allSpecials).size} distinct)`);
    const prophecies = a.pending.length + (a.active ? 1 : 0) + a.pile.length + a.used.length;
    if (prophecies !== (a.prophecies ? PROPHECY_POOL.length : 0)) errs.push("prophecies not conserved");
    if (s.turn === 1 && a.active !== null) errs.push("a prophecy active in turn 1");
    if (a.prophecies && s.turn > 1 && s.phase !== "gameOver" && a.active === null)
      errs.push(`no active prophecy in turn ${s.turn}`);
  }
  for (const c of COMPONENTS)
    if ((s.supply[c.id] ?? 0) + (used.get(c.id) ?? 0) !== c.supply) errs.push(`${c.id} supply not conserved`);
  if (s.phase === "gameOver") {
    if (activeSeats(s).length !== 0 || s.winner === null) errs.push("game over without a winner");
  } else {
    const seats = activeSeats(s);
    if (seats.length === 0) errs.push(`nobody to act in ${s.phase}`);
    if (withLegal)
      for (const seat of seats)
        if (legalActions(s, seat).length === 0) errs.push(`seat ${seat} must act but has no legal action`);
  }
  return errs;
}

/** Freeze a state deeply, so that any mutation by the engine throws. */
export function deepFreeze<T>(x: T): T {
  if (x && typeof x === "object" && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}
