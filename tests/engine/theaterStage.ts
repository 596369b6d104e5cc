// Helpers to stage Theater scenarios: fixed performance cards and markers put straight onto them.
import type { Direction, PerformanceId } from "../../shared/data/performances";
import { SYMBOLS, type Seat } from "../../shared/engine";
import type { TrickId } from "../../shared/data/tricks";
import type { TestGame } from "./testGame";

/** Replace the Theater's cards by these (slot i = index i). */
export function withCards(g: TestGame, ids: (PerformanceId | null)[]): TestGame {
  return g.set((s) => ({
    ...s,
    theaterCards: s.theaterCards.map((_, i) => (ids[i] ? { id: ids[i]!, markers: {} } : null)),
  }));
}

/** Give `seat` a prepared trick (learning it if needed) with `markers` markers on its card. */
export function giveTrick(g: TestGame, seat: Seat, trick: TrickId, markers: number): TestGame {
  const p = g.p(seat);
  const existing = p.tricks.find((t) => t.id === trick);
  const symbol = existing?.symbol ?? SYMBOLS.find((sym) => !p.tricks.some((t) => t.symbol === sym))!;
  const tricks = existing
    ? p.tricks.map((t) => (t.id === trick ? { ...t, markers } : t))
    : [...p.tricks, { id: trick, symbol, markers, engineerSlot: false }];
  const supply = 4 - markers - (existing ? 0 : 0);
  return g
    .set((s) => ({ ...s, residence: s.residence.filter((t) => t !== trick) }))
    .setPlayer(seat, { tricks, markerSupply: { ...p.markerSupply, [symbol]: supply } });
}

/** Put a marker of `seat`'s `trick` on Theater card `card`, slot `slot` (taken from its supply). */
export function putMarker(
  g: TestGame,
  card: number,
  slot: string,
  seat: Seat,
  trick: TrickId,
  facing: Direction,
): TestGame {
  if (!g.p(seat).tricks.some((t) => t.id === trick)) giveTrick(g, seat, trick, 0);
  const t = g.p(seat).tricks.find((x) => x.id === trick)!;
  g.setPlayer(seat, { markerSupply: { ...g.p(seat).markerSupply, [t.symbol]: g.p(seat).markerSupply[t.symbol] - 1 } });
  return g.set((s) => ({
    ...s,
    theaterCards: s.theaterCards.map((c, i) =>
      i === card && c ? { ...c, markers: { ...c.markers, [slot]: { seat, trick, symbol: t.symbol, facing } } } : c,
    ),
  }));
}
