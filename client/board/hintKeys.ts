import type { Action } from "../../shared/engine";

// Apart from the glow (hintGlow.ts, PixiJS): the hint panel names the pieces to light before the board is made.

/**
 * The board pieces an action is done with, most specific first: its slot (Downtown's, or the viewer's own
 * Workshop's), its die, trick, component, apprentice, Theater card space, marker or Dark Alley deck. Actions done
 * from the panel only (Advertise, plans, confirmations) have none: the panel's entry is lit instead.
 */
export function hintKeys(action: Action, seat: number): string[] {
  const a = action as Action & Record<string, unknown>;
  const keys: string[] = [];
  if (typeof a.slot === "string" && action.type === "place") keys.push(`slot:${seat}:${a.slot}`, `slot:${a.slot}`);
  if (typeof a.card === "number" && typeof a.slot === "string") keys.push(`space:${a.card}:${a.slot}`);
  if (typeof a.fromCard === "number" && typeof a.fromSlot === "string") keys.push(`marker:${a.fromCard}:${a.fromSlot}`);
  if (typeof a.die === "string") keys.push(`die:${a.die}`);
  if (typeof a.trick === "string") keys.push(`trick:${a.trick}`, `residence:${a.trick}`);
  if (typeof a.component === "string") keys.push(`component:${a.component}`);
  if (action.type === "moveApprentice" && typeof a.character === "string") keys.push(`apprentice:${a.character}`);
  if (action.type === "perform" && typeof a.card === "number") keys.push(`card:${a.card}`);
  if (typeof a.deck === "string") keys.push(`alley:deck:${a.deck}`);
  return keys;
}
