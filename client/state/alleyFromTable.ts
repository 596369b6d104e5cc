import type { ProphecyId } from "../../shared/data/prophecies";
import type { SpecialId } from "../../shared/data/specialEffects";
import type { Weekday } from "../../shared/data/locations";
import type { AlleyCardId, AlleyState, CharacterId, PlayerAlley, SpecialDeck } from "../../shared/engine";
import { SPECIAL_DECKS } from "../../shared/engine";
import type { AlleySchema } from "../../shared/schema/AlleySchema";
import type { ComponentId } from "../../shared/data/components";
import { TRICK_CODES } from "../../shared/schema/codes";
import type { PlayerSchema } from "../../shared/schema/PlayerSchema";

// The Dark Alley part of gameFromTable (RULES §12): what the client cannot know (the Special decks' and the
// prophecy pile's order, others' Special cards, cards drawn by someone else) is filled with placeholders of the
// right number, which no legality check of the viewer's own actions reads by name.

/** A stand-in for a Special card the viewer must not know. */
const UNKNOWN_SPECIAL: SpecialId = "A06";
/** A stand-in for a face-down prophecy. */
const UNKNOWN_PROPHECY: ProphecyId = "P01";

function unknown<T>(n: number, placeholder: T): T[] {
  return new Array<T>(n).fill(placeholder);
}

/** The shared Dark Alley state as the viewer can rebuild it from the table. */
export function alleyFrom(
  a: AlleySchema,
  viewer: number | null,
  viewerPlan: PlayerSchema["plan"] | undefined,
  prophecies: boolean,
  abilities: boolean,
): AlleyState {
  const decks = {} as Record<SpecialDeck, SpecialId[]>;
  const discards = {} as Record<SpecialDeck, SpecialId[]>;
  SPECIAL_DECKS.forEach((deck, i) => {
    decks[deck] = unknown(a.deckSizes[i] ?? 0, UNKNOWN_SPECIAL);
    discards[deck] = Array.from(a.discards[i]?.cards ?? []) as SpecialId[];
  });
  const mine = a.drawnSeat >= 0 && a.drawnSeat === viewer;
  return {
    decks,
    discards,
    pending: Array.from(a.pending) as ProphecyId[],
    active: (a.active || null) as ProphecyId | null,
    pile: unknown(a.pileSize, UNKNOWN_PROPHECY),
    used: Array.from(a.used) as ProphecyId[],
    drawn:
      a.drawnSeat < 0
        ? null
        : {
            seat: a.drawnSeat,
            deck: a.drawnDeck as SpecialDeck,
            cards:
              mine && viewerPlan?.drawn
                ? (Array.from(viewerPlan.drawn) as SpecialId[])
                : unknown(a.drawnCount, UNKNOWN_SPECIAL),
          },
    drewFirst: a.drewFirst,
    toldFortune: a.toldFortune,
    special: a.special
      ? {
          id: a.special as SpecialId,
          use: (a.specialUse || null) as "effect" | "ap" | null,
          ...(a.specialProgress ? { progress: a.specialProgress as "setUp" | "done" } : {}),
        }
      : null,
    turnEffects: Array.from(a.turnEffects, (e) => ({ seat: e.seat, id: e.id as SpecialId })),
    prophecies,
    abilities,
    abilityUsed: Array.from(a.abilityUsed),
    breakingFree: a.breakingFree < 0 ? null : a.breakingFree,
    possession:
      a.possessionSeat < 0
        ? null
        : {
            seat: a.possessionSeat,
            day: a.possessionDay as Weekday,
            card: a.possessionCard === -2 ? null : a.possessionCard,
          },
    secondPlacement: a.secondPlacement,
    steals: Array.from(a.steals, (st) => ({ card: st.card, mine: st.mine, theirs: st.theirs })),
    stock: Array.from(a.stock) as ComponentId[],
    talents: Array.from(a.talents, (x) => ({
      seat: x.seat,
      apprentice: x.apprentice as CharacterId,
      specialist: x.specialist as "engineer" | "manager" | "assistant",
    })),
    performed: Array.from(a.performed, (x) => ({ seat: x.seat, trick: TRICK_CODES.decode(x.trick)!, turn: x.turn })),
    durable: a.durable < 0 ? null : a.durable,
  };
}

/** A player's Dark Alley cards: their own from their plan, anyone else's as far as the table shows them. */
export function playerAlleyFrom(p: PlayerSchema, own: boolean): PlayerAlley {
  const under: Partial<Record<CharacterId, AlleyCardId>> = {};
  (own ? p.plan?.under : p.under)?.forEach((card, id) => (under[id as CharacterId] = card as AlleyCardId));
  if (own && p.plan)
    return { alleyCard: p.plan.alleyCard ?? 0, specials: Array.from(p.plan.specials ?? []) as SpecialId[], under };
  return { alleyCard: Math.max(0, p.alleyCard ?? 0), specials: unknown(p.specialCount ?? 0, UNKNOWN_SPECIAL), under };
}
