// Moving the keyboard focus over the board by where pieces are drawn (arrow keys), and by part of the board
// (Page Up / Page Down). Pure geometry over boxes in one coordinate space, so it is tested without a canvas.

/** A focusable piece's box (any one coordinate space for all of them) and the part of the board it is in. */
export interface FocusBox {
  key: string;
  x: number;
  y: number;
  w: number;
  h: number;
  /** The part of the board: "downtown", "market", "theater", "tracks", "workshop:<seat>", "zoom". */
  region: string;
}

export type Direction = "left" | "right" | "up" | "down";

const cx = (b: FocusBox): number => b.x + b.w / 2;
const cy = (b: FocusBox): number => b.y + b.h / 2;

/**
 * The piece an arrow key moves to from `from`: among those whose centre lies that way, the one with the smallest
 * gap along the arrow plus three times its offset across it (so the row or column one is in wins over a nearer
 * piece off to the side). Regions do not matter: moving right from Downtown's last die reaches the Market Row.
 */
export function nextInDirection(boxes: readonly FocusBox[], from: FocusBox, dir: Direction): FocusBox | null {
  let best: FocusBox | null = null;
  let bestScore = Infinity;
  for (const b of boxes) {
    if (b.key === from.key) continue;
    const dx = cx(b) - cx(from);
    const dy = cy(b) - cy(from);
    const along = dir === "right" ? dx : dir === "left" ? -dx : dir === "down" ? dy : -dy;
    const across = dir === "left" || dir === "right" ? Math.abs(dy) : Math.abs(dx);
    // Only pieces truly that way (a piece straight below is not "to the right" by a pixel).
    if (along <= 1) continue;
    // Edge-to-edge gap along the arrow: wide and narrow pieces side by side compare fairly.
    const half = dir === "left" || dir === "right" ? (b.w + from.w) / 2 : (b.h + from.h) / 2;
    const gap = Math.max(0, along - half);
    // Boxes that overlap across the arrow (same row / column) pay nothing for the offset.
    const overlap =
      dir === "left" || dir === "right" ? overlaps(b.y, b.h, from.y, from.h) : overlaps(b.x, b.w, from.x, from.w);
    const score = gap + (overlap ? across * 0.5 : across * 3);
    if (score < bestScore) {
      bestScore = score;
      best = b;
    }
  }
  return best;
}

function overlaps(a: number, aw: number, b: number, bw: number): boolean {
  return a < b + bw && b < a + aw;
}

/** Reading order: top to bottom by rows (centres within half a piece of each other share a row), left to right. */
export function readingOrder(boxes: readonly FocusBox[]): FocusBox[] {
  return [...boxes].sort((a, b) => {
    const rowTolerance = Math.min(a.h, b.h) / 2;
    if (Math.abs(cy(a) - cy(b)) > rowTolerance) return cy(a) - cy(b);
    return cx(a) - cx(b);
  });
}

/** The board's parts in the order Page Down visits them (one's own workshop comes before the others'). */
export function regionOrder(boxes: readonly FocusBox[], ownWorkshop: string | null): string[] {
  const fixed = ["zoom", "downtown", "market", "theater", "tracks"];
  const present = new Set(boxes.map((b) => b.region));
  const workshops = [...present].filter((r) => r.startsWith("workshop:")).sort();
  const ordered = [
    ...fixed.filter((r) => present.has(r)),
    ...(ownWorkshop && present.has(ownWorkshop) ? [ownWorkshop] : []),
    ...workshops.filter((w) => w !== ownWorkshop),
  ];
  return ordered.concat([...present].filter((r) => !ordered.includes(r)));
}

/** The first piece (reading order) of the next (+1) or previous (−1) part of the board, wrapping around. */
export function nextRegion(
  boxes: readonly FocusBox[],
  from: FocusBox | null,
  step: 1 | -1,
  ownWorkshop: string | null,
): FocusBox | null {
  const regions = regionOrder(boxes, ownWorkshop);
  if (!regions.length) return null;
  const at = from ? regions.indexOf(from.region) : -1;
  const next =
    at < 0 ? regions[step > 0 ? 0 : regions.length - 1]! : regions[(at + step + regions.length) % regions.length]!;
  return readingOrder(boxes.filter((b) => b.region === next))[0] ?? null;
}
