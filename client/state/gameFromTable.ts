import { TRICKS, type TrickId } from "../../shared/data/tricks";
import type { ComponentId } from "../../shared/data/components";
import type { DieFace, DieId } from "../../shared/data/dice";
import type { MagicianId } from "../../shared/data/magicians";
import type { PerformanceId } from "../../shared/data/performances";
import type { Weekday } from "../../shared/data/locations";
import {
  ASSIGN_LOCATIONS,
  CHARACTER_IDS,
  SYMBOLS,
  type AssignLocation,
  type CharacterId,
  type CharacterState,
  type GameState,
  type Marker,
  type Phase,
  type PlayerState,
  type TheaterCard,
  type TrickSymbol,
} from "../../shared/engine";
import {
  CARD_CODES,
  CHARACTER_CODES,
  DIRECTION_CODES,
  SETUP_STEP_CODES,
  SLOT_CODES,
  STATUS_CODES,
  SYMBOL_CODES,
  TRICK_CODES,
} from "../../shared/schema/codes";
import type { TableState } from "../../shared/schema/TableState";
import type { PlayerSchema } from "../../shared/schema/PlayerSchema";
import { alleyFrom, playerAlleyFrom } from "./alleyFromTable";

// The client asks the rules engine itself what it may do: it rebuilds an engine state from the
// synced table (public facts plus its own plan) and calls legalActions on it. What the client
// cannot know (the RNG, the deck order, other players' hidden cards) is filled with neutral
// placeholders that no legality check of its own actions reads. tests/client checks that the
// rebuilt state gives exactly the server's legal actions for that seat.

const TRICK_ORDER = new Map(TRICKS.map((t, i) => [t.id, i]));
/** A stand-in for another player's unrevealed assignment card. */
const HIDDEN_CARD: AssignLocation = "theater";
/** A stand-in for a performance card id the client must not know (the deck's order). */
const UNKNOWN_CARD = "P01" as PerformanceId;

function record<V>(map: { forEach(cb: (value: V, key: string) => void): void } | undefined): Record<string, V> {
  const out: Record<string, V> = {};
  map?.forEach((value, key) => (out[key] = value));
  return out;
}

function dieFace(face: string): DieFace {
  return (/^\d+$/.test(face) ? Number(face) : face) as DieFace;
}

function playerFrom(p: PlayerSchema, own: boolean, darkAlley: boolean): PlayerState {
  const plan = own ? p.plan : undefined;
  const plannedCards = record<number>(plan?.cards);
  const characters = {} as Record<CharacterId, CharacterState>;
  for (const id of CHARACTER_IDS) {
    const c = p.characters.get(id);
    const planned = CARD_CODES.decode(plannedCards[id] ?? 0);
    const revealed = CARD_CODES.decode(c?.card ?? 0);
    characters[id] = {
      status: STATUS_CODES.decode(c?.status ?? 1) ?? "supply",
      // Someone else's card before the reveal: known to exist, not which. Any location stands in;
      // the engine's projection then shows it as "hidden", and none of the viewer's checks read it.
      card: own ? planned : (revealed ?? (c?.hasCard ? HIDDEN_CARD : null)),
      slot: SLOT_CODES.decode(c?.slot ?? 0),
      inactive: c?.inactive ?? false,
    };
  }
  const handRecord = record<number>(plan?.hand);
  const hand = {} as Record<AssignLocation, number>;
  for (const loc of ASSIGN_LOCATIONS) hand[loc] = handRecord[loc] ?? 0;
  const supply = record<number>(p.markerSupply);
  const markerSupply = {} as Record<TrickSymbol, number>;
  for (const symbol of SYMBOLS) markerSupply[symbol] = supply[symbol] ?? 0;
  return {
    seat: p.seat,
    magician: (p.magician || null) as MagicianId | null,
    coins: p.coins,
    fame: p.fame,
    shards: p.shards,
    advertised: p.advertised,
    confirmed: p.confirmed,
    hand,
    characters,
    assistantSlot: CHARACTER_CODES.decode(p.assistantSlot),
    components: record<number>(p.components) as Partial<Record<ComponentId, number>>,
    managerPiles: Array.from(p.managerPiles) as ComponentId[],
    tricks: Array.from(p.tricks, (t) => ({
      id: TRICK_CODES.decode(t.id)!,
      symbol: SYMBOL_CODES.decode(t.symbol)!,
      markers: t.markers,
      engineerSlot: t.engineerSlot,
      ...(t.enhanced ? { enhanced: true as const } : {}),
    })),
    markerSupply,
    alley: darkAlley ? playerAlleyFrom(p, own) : null,
  };
}

function theaterFrom(table: TableState): (TheaterCard | null)[] {
  return Array.from(table.theater, (card) => {
    if (!card.id) return null;
    const markers: Record<string, Marker> = {};
    card.markers.forEach((m, slot) => {
      markers[slot] = {
        seat: m.seat,
        trick: TRICK_CODES.decode(m.trick)!,
        symbol: SYMBOL_CODES.decode(m.symbol)!,
        facing: DIRECTION_CODES.decode(m.facing)!,
        ...(m.stacked ? { stacked: true as const } : {}),
      };
    });
    return { id: card.id as PerformanceId, markers };
  });
}

/** An engine state equivalent, for `viewer`'s own decisions, to the one on the server. */
export function gameFromTable(table: TableState, viewer: number | null): GameState {
  const residence = Array.from(table.residence.keys()) as TrickId[];
  residence.sort((a, b) => (TRICK_ORDER.get(a) ?? 0) - (TRICK_ORDER.get(b) ?? 0));
  const dice = {} as Record<DieId, DieFace>;
  for (const die of table.dice) dice[die.id as DieId] = dieFace(die.face);
  const pl = table.placement;
  const own = viewer === null ? undefined : Array.from(table.players).find((p) => p.seat === viewer);
  const modules = table.darkAlley
    ? { darkAlley: true, prophecies: table.prophecies === true, abilities: table.abilities === true }
    : null;
  return {
    format: "trickerion-state/1",
    options: modules
      ? { players: table.playerCount as 2 | 3 | 4, beginnerSetup: table.beginnerSetup, modules }
      : { players: table.playerCount as 2 | 3 | 4, beginnerSetup: table.beginnerSetup },
    seed: 0,
    rng: 0,
    turn: table.turn,
    phase: (table.phase || "setup") as Phase,
    setupQueue: Array.from(table.setupQueue, (code) => ({ seat: code >> 3, step: SETUP_STEP_CODES.decode(code & 7)! })),
    initiative: Array.from(table.initiative),
    cursor: table.cursor,
    dice,
    residence,
    market: {
      buy: Array.from(table.market.buy) as ComponentId[],
      order: Array.from(table.market.order, (c) => (c || null) as ComponentId | null),
      quick: (table.market.quick || null) as ComponentId | null,
    },
    supply: record<number>(table.supply) as Partial<Record<ComponentId, number>>,
    placement:
      pl.seat < 0
        ? null
        : {
            seat: pl.seat,
            character: CHARACTER_CODES.decode(pl.character)!,
            slot: SLOT_CODES.decode(pl.slot)!,
            ap: pl.ap,
            enhanced: pl.enhanced,
          },
    theaterCards: theaterFrom(table),
    deck: new Array<PerformanceId>(table.deckSize).fill(UNKNOWN_CARD),
    weekday: (table.weekday || null) as Weekday | null,
    players: Array.from(table.players, (p) => playerFrom(p, p.seat === viewer, table.darkAlley === true)),
    final: table.final.length
      ? Array.from(table.final, (f) => ({
          seat: f.seat,
          fameBefore: f.fameBefore,
          shards: f.shards,
          coins: f.coins,
          apprentices: f.apprentices,
          specialists: f.specialists,
          ...(table.darkAlley
            ? {
                specialCards: f.specialCards ?? 0,
                trickBonuses: Array.from(f.bonusTricks ?? [], (trick, i) => ({
                  trick: TRICK_CODES.decode(trick)!,
                  fame: f.bonusFame?.[i] ?? 0,
                })),
              }
            : {}),
          total: f.total,
        }))
      : null,
    winner: table.winner < 0 ? null : table.winner,
    alley:
      table.darkAlley && table.alley
        ? alleyFrom(table.alley, viewer, own?.plan, table.prophecies === true, table.abilities === true)
        : null,
  };
}
