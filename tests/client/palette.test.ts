import { describe, expect, it } from "vitest";
import { SEAT_COLOURS, SEAT_INK, SEAT_SHAPES } from "../../client/board/palette";

// Colour-vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1.0, on
// linear RGB) and CIELAB distances: the seat colours must stay apart for each deficiency.
const MACHADO: Record<string, number[]> = {
  protanopia: [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998],
  deuteranopia: [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.01182, 0.04294, 0.968881],
  tritanopia: [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.3039],
  none: [1, 0, 0, 0, 1, 0, 0, 0, 1],
};
const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const rgb = (hex: number): number[] => [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255].map((v) => toLinear(v / 255));
const luminance = (hex: number): number => {
  const [r, g, b] = rgb(hex);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
function lab(linear: number[]): number[] {
  const [r, g, b] = linear.map((v) => Math.min(1, Math.max(0, v)));
  const xyz = [
    0.4124 * r! + 0.3576 * g! + 0.1805 * b!,
    0.2126 * r! + 0.7152 * g! + 0.0722 * b!,
    0.0193 * r! + 0.1192 * g! + 0.9505 * b!,
  ];
  const f = (t: number): number => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const [fx, fy, fz] = [f(xyz[0]! / 0.9505), f(xyz[1]!), f(xyz[2]! / 1.089)];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
const simulate = (hex: number, m: number[]): number[] => {
  const [r, g, b] = rgb(hex);
  return [
    m[0]! * r! + m[1]! * g! + m[2]! * b!,
    m[3]! * r! + m[4]! * g! + m[5]! * b!,
    m[6]! * r! + m[7]! * g! + m[8]! * b!,
  ];
};

describe("seat colours", () => {
  it("stay clearly apart (ΔE ≥ 20) for protanopia, deuteranopia and tritanopia", () => {
    for (const [kind, matrix] of Object.entries(MACHADO)) {
      const seen = SEAT_COLOURS.map((c) => lab(simulate(c, matrix)));
      for (let i = 0; i < seen.length; i++)
        for (let j = i + 1; j < seen.length; j++) {
          const d = Math.hypot(...seen[i]!.map((v, k) => v - seen[j]![k]!));
          expect(d, `${kind}: seats ${i + 1} and ${j + 1}`).toBeGreaterThanOrEqual(20);
        }
    }
  });

  it("carry dark ink at a contrast of at least 4.5:1, and each seat has its own shape", () => {
    for (const c of SEAT_COLOURS)
      expect((luminance(c) + 0.05) / (luminance(SEAT_INK) + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(new Set(SEAT_SHAPES).size).toBe(SEAT_COLOURS.length);
  });

  it("would fail for the old red/green pair under deuteranopia (the check can fail)", () => {
    const [red, green] = [0xd9534f, 0x5cb85c].map((c) => lab(simulate(c, MACHADO.deuteranopia!)));
    expect(Math.hypot(...red!.map((v, k) => v - green![k]!))).toBeLessThan(20);
  });
});
