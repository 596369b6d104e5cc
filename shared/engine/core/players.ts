// Player-board helpers: reading a player's holdings and copying one player out of a state.

import { CHARACTER_TYPES, type CharacterType } from "../../data/characters";
import {
  COMPONENT_BY_ID,
  MANAGER_SLOT_MAX_PHYSICAL,
  MANAGER_SLOTS,
  MAX_PER_TYPE,
  WORKSHOP_COMPONENT_SLOTS,
  type ComponentId,
} from "../../data/components";
import { TRICK_BY_ID, type TrickId } from "../../data/tricks";
import {
  charactersWith,
  copyPlayer,
  copyState,
  type AssignLocation,
  type CharacterId,
  type CharacterState,
  type GameState,
  type OwnedTrick,
  type PlayerState,
  type Seat,
  withFields,
} from "./state";

/** RULES §4.3.2: the base starting hand, 9 permanent cards (the Dark Alley card stays in the box). */
export const STARTING_HAND: Readonly<Record<AssignLocation, number>> = {
  downtown: 2,
  market_row: 2,
  workshop: 2,
  theater: 3,
};

/** RULES §3.1 / issue 13 audit: 3 Apprentice slots on the player board; a 4th Apprentice needs the Assistant's slot. */
export const BOARD_APPRENTICE_SLOTS = 3;

/** Apprentices owned (on the team or waiting at the Inn). */
export function apprenticesOwned(p: PlayerState): number {
  const c = p.characters;
  return (
    (c.apprentice1.status !== "supply" ? 1 : 0) +
    (c.apprentice2.status !== "supply" ? 1 : 0) +
    (c.apprentice3.status !== "supply" ? 1 : 0) +
    (c.apprentice4.status !== "supply" ? 1 : 0)
  );
}

/**
 * Room for one more Apprentice: at most 3 on the board, plus 1 on the Assistant's apprentice slot when the
 * Assistant is hired (hired this turn counts: both join at Return Characters).
 */
export function apprenticeRoom(p: PlayerState): boolean {
  return apprenticesOwned(p) < BOARD_APPRENTICE_SLOTS + (p.characters.assistant.status !== "supply" ? 1 : 0);
}

/** Board trick slots without the Engineer (OQ-9: 3 + the Engineer's slot). */
export const BOARD_TRICK_SLOTS = 3;

export function player(s: GameState, seat: Seat): PlayerState {
  const p = s.players[seat];
  if (!p) throw new Error(`no seat ${seat}`);
  return p;
}

/** A new state with one player replaced (structural sharing: the other players are the same objects). */
export function withPlayer(s: GameState, seat: Seat, p: PlayerState): GameState {
  const players = s.players.slice();
  players[seat] = p;
  const out = copyState(s);
  out.players = players;
  return out;
}

export function updatePlayer(s: GameState, seat: Seat, fn: (p: PlayerState) => PlayerState): GameState {
  return withPlayer(s, seat, fn(player(s, seat)));
}

export function withCharacter(p: PlayerState, id: CharacterId, c: Partial<CharacterState>): PlayerState {
  const q = copyPlayer(p);
  q.characters = charactersWith(p.characters, id, { ...p.characters[id], ...c });
  return q;
}

export function characterType(id: CharacterId): CharacterType {
  return id.startsWith("apprentice") ? "apprentice" : (id as CharacterType);
}

/** A specialist on the team (hired ones join only at Return Characters, RULES §6.1). */
export function hasSpecialist(p: PlayerState, type: "engineer" | "manager" | "assistant"): boolean {
  return p.characters[type].status === "team";
}

/** Pieces counted for requirements and the cap: a Manager pile counts one more (RULES §3.3, OQ-8). */
export function effectiveCount(p: PlayerState, type: ComponentId): number {
  const n = p.components[type] ?? 0;
  return n > 0 && p.managerPiles.includes(type) ? n + 1 : n;
}

/** Types stored on the player board (not on a Manager slot). */
export function boardTypeCount(p: PlayerState): number {
  let n = 0;
  for (const _ in p.components) n++;
  return n - p.managerPiles.length; // every Manager pile is one of the owned types
}

export function freeBoardComponentSlot(p: PlayerState): boolean {
  return boardTypeCount(p) < WORKSHOP_COMPONENT_SLOTS;
}

export function freeManagerSlot(p: PlayerState): boolean {
  return hasSpecialist(p, "manager") && p.managerPiles.length < MANAGER_SLOTS;
}

/** How many more pieces of `type` the player may take, or null when no storage is available for a new type. */
export function roomFor(p: PlayerState, type: ComponentId, toManager: boolean): number {
  const have = p.components[type] ?? 0;
  if (have > 0) {
    const cap = p.managerPiles.includes(type) ? Math.min(MANAGER_SLOT_MAX_PHYSICAL, MAX_PER_TYPE - 1) : MAX_PER_TYPE;
    return Math.max(0, cap - have);
  }
  if (toManager) return freeManagerSlot(p) ? Math.min(MANAGER_SLOT_MAX_PHYSICAL, MAX_PER_TYPE - 1) : 0;
  return freeBoardComponentSlot(p) ? MAX_PER_TYPE : 0;
}

export function addComponents(p: PlayerState, type: ComponentId, n: number, toManager: boolean): PlayerState {
  const had = p.components[type] ?? 0;
  const managerPiles = had === 0 && toManager ? [...p.managerPiles, type] : p.managerPiles;
  const components = { ...p.components };
  components[type] = had + n; // spread, then store: a computed key inside the spread literal is slower in V8
  return withFields(p, { components, managerPiles });
}

export function meetsRequirements(p: PlayerState, trick: TrickId): boolean {
  const req = TRICK_BY_ID[trick].components;
  for (const k in req) {
    if (effectiveCount(p, k as ComponentId) < (req[k as ComponentId] ?? 0)) return false;
  }
  return true;
}

export function ownedTrick(p: PlayerState, id: TrickId): OwnedTrick | undefined {
  return p.tricks.find((t) => t.id === id);
}

export function boardTrickCount(p: PlayerState): number {
  let n = 0;
  for (const t of p.tricks) if (!t.engineerSlot) n++;
  return n;
}

export function engineerSlotFree(p: PlayerState): boolean {
  return hasSpecialist(p, "engineer") && !p.tricks.some((t) => t.engineerSlot);
}

export function wageOf(p: PlayerState, id: CharacterId): number {
  if (p.assistantSlot === id) return 0; // RULES §9.1: the Assistant's apprentice is free
  return CHARACTER_TYPES[characterType(id)].wage;
}

export function componentPrice(type: ComponentId): number {
  return COMPONENT_BY_ID[type].price;
}

/** Initiative space number of a position: 1-4, or 1 and 3 with two players (RULES §4.2 [2P]). */
export function initiativeSpace(s: GameState, seat: Seat): number {
  return initiativeSpaceAt(s.options.players, s.initiative.indexOf(seat));
}

/** The printed initiative space of the marker at `pos` (0 = first) with `players` seats: 1 and 3 in a duel [2P]. */
export function initiativeSpaceAt(players: number, pos: number): number {
  return players === 2 ? (pos === 0 ? 1 : 3) : pos + 1;
}

export const STARTING_COINS = 10; // RULES §4.4
export const COINS_PER_INITIATIVE_SPACE = 2; // +2/+4/+6 on spaces 2/3/4

/**
 * RULES §4.4: the starting coins of the player whose marker is at `pos` on turn 1's initiative track: 10, and 2 more
 * per space above the first ([2P]: spaces 1 and 3, so 10 and 14, OQ-3).
 */
export function startingCoinsAt(players: number, pos: number): number {
  return STARTING_COINS + COINS_PER_INITIATIVE_SPACE * (initiativeSpaceAt(players, pos) - 1);
}
