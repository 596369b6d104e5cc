import { PERFORMANCES, type PerformanceId } from "../../shared/data/performances";

const ROMAN: readonly [number, string][] = [
  [10, "X"],
  [9, "IX"],
  [5, "V"],
  [4, "IV"],
  [1, "I"],
];

function roman(n: number): string {
  let out = "";
  for (const [value, glyph] of ROMAN) for (; n >= value; n -= value) out += glyph;
  return out;
}

/**
 * A performance card's variant within its theater's deck ("I" … "XII"), in the data's order: each theater has many
 * cards of different layouts under one name, and two "Riverside Theater" cards side by side could not be told apart
 * (issue 29). Null for an unknown id.
 */
export function cardVariant(id: string): string | null {
  const def = PERFORMANCES.find((p) => p.id === (id as PerformanceId));
  if (!def) return null;
  const sameTheater = PERFORMANCES.filter((p) => p.theater === def.theater);
  return roman(sameTheater.indexOf(def) + 1);
}
