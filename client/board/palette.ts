import type { Category } from "../../shared/data/tricks";

/**
 * Player colours by seat, from Okabe and Ito's palette for colour-vision deficiencies (vermilion,
 * sky blue, reddish purple, yellow): they stay apart under protanopia, deuteranopia and
 * tritanopia (tests/client/palette.test.ts simulates each), and dark ink on any of them keeps a
 * contrast above 4.5:1. Each seat also has its own shape, so colour is never the only cue.
 */
export const SEAT_COLOURS = [0xd55e00, 0x56b4e9, 0xcc79a7, 0xf0e442] as const;
export const SEAT_COLOUR_NAMES = ["red", "blue", "pink", "yellow"] as const;
export const SEAT_SHAPES = ["circle", "square", "diamond", "hexagon"] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];
/** The dark ink drawn on seat colours. */
export const SEAT_INK = 0x1b1322;

export const seatColour = (seat: number): number => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;
export const seatShape = (seat: number): SeatShape => SEAT_SHAPES[seat % SEAT_SHAPES.length]!;

/** The outline of a seat's shape centred on 0,0, as polygon points (a circle: null). */
export function seatShapePoints(seat: number, radius: number): number[] | null {
  const shape = seatShape(seat);
  if (shape === "circle") return null;
  const corners = shape === "square" ? 4 : shape === "diamond" ? 4 : 6;
  const turn = shape === "square" ? Math.PI / 4 : shape === "diamond" ? 0 : Math.PI / 6;
  // A square's corners reach further out: shrink it so it looks as large as the circle.
  const r = shape === "square" ? radius * 1.2 : radius * 1.12;
  const points: number[] = [];
  for (let i = 0; i < corners; i++) {
    const a = turn + (i * 2 * Math.PI) / corners - Math.PI / 2;
    points.push(Math.cos(a) * r, Math.sin(a) * r);
  }
  return points;
}

/**
 * A seat's marker for the DOM panels as data: the shape and its attributes. `client/ui/seatMarker.ts` makes the
 * element; the server writes the same shape into a board-mode page's first screen (server/firstScreen/).
 */
export function seatMarkerShape(seat: number): {
  tag: "polygon" | "circle";
  attributes: Record<string, string | number>;
} {
  const points = seatShapePoints(seat, 9);
  const paint = { fill: `#${seatColour(seat).toString(16).padStart(6, "0")}`, stroke: "#1b1322", "stroke-width": 1.5 };
  return points
    ? { tag: "polygon", attributes: { points: points.map((v) => v.toFixed(2)).join(" "), ...paint } }
    : { tag: "circle", attributes: { r: 9, ...paint } };
}

/** The marker's own box (the shape is drawn in it at radius 9). */
export const SEAT_MARKER_BOX = { viewBox: "-12 -12 24 24", "aria-hidden": "true", class: "seat-marker" } as const;

/** Trick categories: a colour and a one-letter mark (Optical, Spiritual, Escape, Mechanical). */
export const CATEGORY_COLOURS: Record<Category, number> = {
  optical: 0x49a7c9,
  spiritual: 0xa77bd6,
  escape: 0xd9803c,
  mechanical: 0x8c9aa6,
};

export const INK = 0xf3ead8;
export const MUTED = 0xb7a98e;
export const PANEL = 0x2e2340;
export const PANEL_EDGE = 0x6b5585;
export const AREA = 0x3a2d4f;
export const HIGHLIGHT = 0xf0c56c;
export const CLOSED = 0x1d1626;

export const FONT = "DejaVu Sans, sans-serif";

/** A component's colour by tier, as the market's tiles and the workshop's trick cards draw it. */
export const TIER_COLOURS = { basic: 0x8b6b47, advanced: 0x4f7a5a, superior: 0x7a4f7a } as const;
