import type { GameView } from "../../shared/engine";

/**
 * What `seat` sees, less the facts the schema deliberately carries more sparingly than the engine's projection:
 * others' hands (their owner's only), and while plans are hidden which of others' characters hold a Dark Alley
 * card and how many Special cards they hold without the planned ones (the table keeps the count from before
 * planning, so it never tells that a Special card was planned).
 */
export function comparableView(v: GameView, seat: number, hiding: boolean): unknown {
  return {
    ...v,
    options: undefined,
    players: v.players.map((p) => {
      if (p.seat === seat) return p;
      const alley = p.alley && {
        ...p.alley,
        under: Object.fromEntries(Object.entries(p.alley.under).filter(([, c]) => c !== "hidden")),
        specialCount: hiding ? null : p.alley.specialCount,
      };
      return { ...p, hand: null, alley };
    }),
  };
}

/** JSON with object keys sorted, so two equal values give the same text whatever order their keys were set in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
