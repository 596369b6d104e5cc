// Tricks on a player's board and in the Residence (RULES §3.4, §6.2, OQ-10): gained, discarded, kept in order.

import { MAGICIAN_BY_ID } from "../../data/magicians";
import { TRICKS, type Category, type TrickId } from "../../data/tricks";
import { ownedTrick, player, updatePlayer } from "./players";
import {
  SYMBOLS,
  withFields,
  withState,
  type GameState,
  type OwnedTrick,
  type PlayerState,
  type Seat,
  type TheaterCard,
  type TrickSymbol,
} from "./state";

export function favouriteOf(p: PlayerState): Category | null {
  return p.magician ? MAGICIAN_BY_ID[p.magician].favourite : null;
}

/** The first free symbol marker (RULES §3.4: one per trick, 4 in all). */
export function freeSymbol(p: PlayerState): TrickSymbol | null {
  return SYMBOLS.find((sym) => !p.tricks.some((t) => t.symbol === sym)) ?? null;
}

/** Take a trick from the Residence onto a player's board (unprepared). */
export function gainTrick(s: GameState, seat: Seat, trick: TrickId, engineerSlot: boolean): GameState {
  const symbol = freeSymbol(player(s, seat));
  if (!symbol) throw new Error("no free symbol marker");
  const owned: OwnedTrick = { id: trick, symbol, markers: 0, engineerSlot };
  const s2 = updatePlayer(s, seat, (p) => withFields(p, { tricks: [...p.tricks, owned] }));
  return withState(s2, { residence: s2.residence.filter((t) => t !== trick) });
}

export const TRICK_ORDER: Readonly<Record<string, number>> = Object.fromEntries(TRICKS.map((t, i) => [t.id, i]));

// The same order as a Map: residenceWith asks it once per Residence trick.
export const TRICK_INDEX: ReadonlyMap<string, number> = new Map(TRICKS.map((t, i) => [t.id, i]));

/** OQ-10: a trick goes back to the Residence; its markers (card and Theater) go back to the supply. */
export function discardTrick(s: GameState, seat: Seat, trick: TrickId): GameState {
  const t = ownedTrick(player(s, seat), trick)!;
  let back = t.markers;
  const theaterCards = s.theaterCards.map((c): TheaterCard | null => {
    if (!c) return c;
    let markers: Record<string, TheaterCard["markers"][string]> | null = null;
    for (const k in c.markers) {
      const m = c.markers[k]!;
      if (m.seat === seat && m.trick === trick) {
        markers ??= { ...c.markers };
        delete markers[k];
        back += m.stacked ? 2 : 1;
      }
    }
    return markers ? { ...c, markers } : c;
  });
  const out = updatePlayer(s, seat, (p) =>
    withFields(p, {
      tricks: p.tricks.filter((x) => x.id !== trick),
      markerSupply: { ...p.markerSupply, [t.symbol]: p.markerSupply[t.symbol] + back },
    }),
  );
  return withState(out, { theaterCards, residence: residenceWith(out.residence, trick) });
}

/**
 * `[...residence, trick]` sorted in trick order. The Residence is always in that order, so the trick is inserted
 * at its place (a full sort per discard was a hot spot of random games); any other order takes the full sort, so
 * the result is the same either way.
 */
export function residenceWith(residence: readonly TrickId[], trick: TrickId): TrickId[] {
  const key = TRICK_INDEX.get(trick);
  let at = -1;
  let prev = -Infinity;
  for (let i = 0; i < residence.length && key !== undefined; i++) {
    const k = TRICK_INDEX.get(residence[i]!);
    if (k === undefined || !(k > prev)) break;
    prev = k;
    if (at < 0 && k > key) at = i;
    if (i === residence.length - 1) {
      const out = residence.slice();
      out.splice(at < 0 ? residence.length : at, 0, trick);
      return out;
    }
  }
  return [...residence, trick].sort((a, b) => TRICK_ORDER[a]! - TRICK_ORDER[b]!);
}
