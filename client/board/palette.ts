import type { Category } from "../../shared/data/tricks";

/** Player colours by seat. */
export const SEAT_COLOURS = [0xd9534f, 0x4a90d9, 0x5cb85c, 0xe8c547] as const;
export const SEAT_COLOUR_NAMES = ["red", "blue", "green", "yellow"] as const;

export const seatColour = (seat: number): number => SEAT_COLOURS[seat % SEAT_COLOURS.length]!;

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
