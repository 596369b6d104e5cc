import { describe, expect, it } from "vitest";
import { FOCUS_RING } from "../../client/board/focusables";
import { AREA, HIGHLIGHT, PANEL, PANEL_EDGE, SEAT_COLOURS } from "../../client/board/palette";

// WCAG 2.1 non-text contrast (1.4.11): the focus ring must stand 3:1 against what it is drawn on.
const luminance = (rgb: number): number => {
  const lin = [16, 8, 0]
    .map((s) => ((rgb >> s) & 0xff) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lin[0]! + 0.7152 * lin[1]! + 0.0722 * lin[2]!;
};
const contrast = (a: number, b: number): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe("the focus ring on the board", () => {
  // The canvas background, panels, areas, slot faces, the lit gold, every seat colour.
  const surfaces = [
    0x17121f,
    PANEL,
    PANEL_EDGE,
    AREA,
    0x241b30,
    0x5a4520,
    0x2a2037,
    HIGHLIGHT,
    0xd9a441,
    ...SEAT_COLOURS,
  ];

  it("has one of its two lines at 3:1 or more against every colour the board draws", () => {
    for (const surface of surfaces) {
      const best = Math.max(contrast(FOCUS_RING.inner, surface), contrast(FOCUS_RING.outer, surface));
      expect(best, `#${surface.toString(16)}`).toBeGreaterThanOrEqual(3);
    }
  });

  it("stands out from the gold outline of pieces one can act on (a different thing)", () => {
    expect(contrast(FOCUS_RING.inner, HIGHLIGHT)).toBeGreaterThan(1.3);
    expect(contrast(FOCUS_RING.outer, HIGHLIGHT)).toBeGreaterThanOrEqual(3);
  });

  it("white on the dark board: well over 3:1", () => {
    expect(contrast(FOCUS_RING.inner, 0x17121f)).toBeGreaterThan(15);
  });
});
