import type { ComponentId, ComponentTier } from "../../shared/data/components";
import type { MagicianId } from "../../shared/data/magicians";
import { PERFORMANCE_BY_ID } from "../../shared/data/performances";
import type { TheaterCard } from "../../shared/engine";
import type { Category } from "../../shared/data/tricks";
import { CATEGORY_COLOURS, seatColour } from "../board/palette";
import { svgElement } from "./svg";

// Our own small pictures for the cards a person chooses on (the published art is not ours to use): each magician
// as an emblem on a medallion in the colour of their speciality, each component as a glyph on a tile in the colour
// of its tier (the Market Row's colours). Simple strokes in a 24-unit box, decorative (the card's words name them).

const hex = (n: number): string => `#${n.toString(16).padStart(6, "0")}`;
export const categoryColour = (c: Category): string => hex(CATEGORY_COLOURS[c]);

const INK = "#1b1322";
const LIGHT = "#f3ead8";
/** The Market Row's tier colours (MarketView), so a piece looks the same on a card as on the board. */
const TIER_COLOURS: Record<ComponentTier, string> = { basic: "#8b6b47", advanced: "#4f7a5a", superior: "#7a4f7a" };

type Shape = [keyof SVGElementTagNameMap, Record<string, string | number>];
const line = { fill: "none", stroke: INK, "stroke-width": 1.6, "stroke-linecap": "round", "stroke-linejoin": "round" };
const solid = { fill: INK };

/** Each magician's own motif, drawn in ink on the medallion. */
const MOTIFS: Record<MagicianId, Shape[]> = {
  // Master of Chains: three chain links.
  M01: [
    ["rect", { x: 3, y: 9, width: 8, height: 6, rx: 3, ...line }],
    ["rect", { x: 8.5, y: 9, width: 7, height: 6, rx: 3, ...line }],
    ["rect", { x: 13, y: 9, width: 8, height: 6, rx: 3, ...line }],
  ],
  // The Great Optico: an eye with rays.
  M02: [
    ["path", { d: "M3 12 Q12 4 21 12 Q12 20 3 12 Z", ...line }],
    ["circle", { cx: 12, cy: 12, r: 2.6, ...solid }],
    ["path", { d: "M12 2.5 V5 M5 4.5 L6.5 6.5 M19 4.5 L17.5 6.5", ...line }],
  ],
  // Priestess of Mysticism: a crescent moon and a star.
  M03: [
    ["path", { d: "M14 4 A8 8 0 1 0 14 20 A6 6 0 1 1 14 4 Z", ...solid }],
    [
      "path",
      { d: "M18 7 L18.8 9 L21 9.2 L19.3 10.6 L19.9 12.8 L18 11.6 L16.1 12.8 L16.7 10.6 L15 9.2 L17.2 9 Z", ...solid },
    ],
  ],
  // The Mechaniker: a cog.
  M04: [
    ["circle", { cx: 12, cy: 12, r: 5.5, ...line, "stroke-width": 2.4 }],
    [
      "path",
      {
        d: "M12 3 V6.5 M12 17.5 V21 M3 12 H6.5 M17.5 12 H21 M5.6 5.6 L8.1 8.1 M15.9 15.9 L18.4 18.4 M18.4 5.6 L15.9 8.1 M8.1 15.9 L5.6 18.4",
        ...line,
        "stroke-width": 2.4,
      },
    ],
    ["circle", { cx: 12, cy: 12, r: 1.8, ...solid }],
  ],
  // The Red Lotus: a lotus flower.
  M05: [
    ["path", { d: "M12 4 Q16 10 12 18 Q8 10 12 4 Z", ...line }],
    ["path", { d: "M12 18 Q5 16 3.5 9 Q9 10 12 18 Z", ...line }],
    ["path", { d: "M12 18 Q19 16 20.5 9 Q15 10 12 18 Z", ...line }],
    ["path", { d: "M5 20 H19", ...line }],
  ],
  // The Gentleman: a top hat.
  M06: [
    ["rect", { x: 7.5, y: 4, width: 9, height: 11, rx: 1, ...solid }],
    ["rect", { x: 4, y: 15, width: 16, height: 2.6, rx: 1.2, ...solid }],
    ["rect", { x: 7.5, y: 12, width: 9, height: 1.6, fill: LIGHT }],
  ],
  // Yoruba Spiritmaster: a spirit flame over an open hand's curve.
  M07: [
    [
      "path",
      { d: "M12 3 Q17 9 14.5 13 Q16 10 13.5 8.5 Q14 12 12 14 Q10 12 10.5 8.5 Q8 10 9.5 13 Q7 9 12 3 Z", ...solid },
    ],
    ["path", { d: "M4.5 14 Q12 22 19.5 14", ...line }],
  ],
  // Electra: a lightning bolt.
  M08: [["path", { d: "M13.5 2.5 L6 13 H11 L9.5 21.5 L18 10 H13 Z", ...solid }]],
};

/** A magician's emblem: their motif on a medallion in their speciality's colour. */
export function magicianEmblem(id: MagicianId, category: Category, size = 64): SVGSVGElement {
  const svg = svgElement("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" });
  svg.setAttribute("class", "emblem");
  svg.append(
    svgElement("circle", {
      cx: 12,
      cy: 12,
      r: 11.4,
      fill: categoryColour(category),
      stroke: LIGHT,
      "stroke-width": 0.6,
    }),
    svgElement("circle", {
      cx: 12,
      cy: 12,
      r: 10,
      fill: "none",
      stroke: INK,
      "stroke-width": 0.4,
      "stroke-dasharray": "1 1",
    }),
  );
  const motif = svgElement("g", { transform: "translate(2.4 2.4) scale(0.8)" });
  for (const [tag, attributes] of MOTIFS[id]) motif.append(svgElement(tag, attributes));
  svg.append(motif);
  return svg;
}

/** Each component's glyph, in light ink on its tier's tile. */
const GLYPHS: Record<ComponentId, Shape[]> = {
  wood: [
    ["rect", { x: 4, y: 8, width: 16, height: 8, rx: 1.5 }],
    ["path", { d: "M6 11 Q11 9.5 18 11 M6 13.5 Q12 15 18 13" }],
  ],
  metal: [["path", { d: "M5 17 L8 8 H16 L19 17 Z M8 8 L10 11 H14 L16 8" }]],
  glass: [["path", { d: "M7 4 H17 Q17 12 12 13 Q7 12 7 4 Z M12 13 V19 M8.5 19.5 H15.5" }]],
  fabric: [["path", { d: "M4 7 Q8 5 12 7 T20 7 V17 Q16 19 12 17 T4 17 Z M4 12 Q8 10 12 12 T20 12" }]],
  rope: [["path", { d: "M12 12 m-2 0 a2 2 0 1 1 4 0 a4 4 0 1 1 -8 0 a6 6 0 1 1 12 0 a7.5 7.5 0 0 1 -3 6" }]],
  petroleum: [["path", { d: "M12 3.5 Q18.5 11.5 18 15 A6 6 0 0 1 6 15 Q5.5 11.5 12 3.5 Z" }]],
  saw: [
    ["path", { d: "M3 10 H17 L21 14 H3 Z M5 14 L6 16 L7 14 L8 16 L9 14 L10 16 L11 14 L12 16 L13 14 L14 16 L15 14" }],
  ],
  animal: [
    ["path", { d: "M9.5 11 Q7 3 9 3 Q11 3 11 10 M14.5 11 Q17 3 15 3 Q13 3 13 10" }],
    ["ellipse", { cx: 12, cy: 15, rx: 5, ry: 4.5 }],
  ],
  padlock: [
    ["rect", { x: 6, y: 11, width: 12, height: 9, rx: 1.5 }],
    ["path", { d: "M8.5 11 V8 A3.5 3.5 0 0 1 15.5 8 V11 M12 14.5 V16.5" }],
  ],
  mirror: [
    ["ellipse", { cx: 12, cy: 10, rx: 5, ry: 6.5 }],
    ["path", { d: "M12 16.5 V20.5 M9 20.5 H15 M10 7 Q11 5.5 13 5.5" }],
  ],
  disguise: [
    ["path", { d: "M3.5 9 Q12 6 20.5 9 Q20 16 15 15.5 Q12 13 9 15.5 Q4 16 3.5 9 Z M7 10.5 H10 M14 10.5 H17" }],
  ],
  cog: [
    ["circle", { cx: 12, cy: 12, r: 4.5 }],
    [
      "path",
      {
        d: "M12 4 V7 M12 17 V20 M4 12 H7 M17 12 H20 M6.3 6.3 L8.5 8.5 M15.5 15.5 L17.7 17.7 M17.7 6.3 L15.5 8.5 M8.5 15.5 L6.3 17.7",
      },
    ],
  ],
};

/** A component's icon: its glyph on a tile in its tier's colour (basic, advanced, superior). */
export function componentIcon(id: ComponentId, tier: ComponentTier, size = 28): SVGSVGElement {
  const svg = svgElement("svg", { viewBox: "0 0 24 24", width: size, height: size, "aria-hidden": "true" });
  svg.setAttribute("class", "component-icon");
  svg.append(svgElement("rect", { x: 0.5, y: 0.5, width: 23, height: 23, rx: 4, fill: TIER_COLOURS[tier] }));
  const glyph = svgElement("g", {
    fill: "none",
    stroke: LIGHT,
    "stroke-width": 1.6,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
  });
  for (const [tag, attributes] of GLYPHS[id]) glyph.append(svgElement(tag, attributes));
  svg.append(glyph);
  return svg;
}

/**
 * A performance card in small, as the board draws it: its six spaces (diamonds) in two columns, its link circles
 * (blue where a Shard is printed) and each marker in its owner's colour; so two cards of the same Theater differ.
 */
export function performanceMini(card: TheaterCard, width = 54): SVGSVGElement {
  const def = PERFORMANCE_BY_ID[card.id];
  const svg = svgElement("svg", { viewBox: "0 0 48 66", width, height: (width * 66) / 48, "aria-hidden": "true" });
  svg.setAttribute("class", "performance-mini");
  svg.append(svgElement("rect", { x: 0.5, y: 0.5, width: 47, height: 65, rx: 4, fill: "#2a343d", stroke: "#8a7a5a" }));
  const at = (x: number, y: number): [number, number] => [12 + x * 24, 12 + y * 21];
  for (const link of def.links) {
    const a = def.slots.find((s) => s.id === link.a)!;
    const b = def.slots.find((s) => s.id === link.b)!;
    const [ax, ay] = at(a.x, a.y);
    const [bx, by] = at(b.x, b.y);
    svg.append(
      svgElement("circle", {
        cx: (ax + bx) / 2,
        cy: (ay + by) / 2,
        r: 2.6,
        fill: link.shard ? "#56b4e9" : "none",
        stroke: LIGHT,
        "stroke-width": 0.7,
      }),
    );
  }
  for (const slot of def.slots) {
    const [cx, cy] = at(slot.x, slot.y);
    const marker = card.markers[slot.id];
    const r = 7;
    svg.append(
      svgElement("polygon", {
        points: `${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}`,
        fill: marker ? hex(seatColour(marker.seat)) : "#1b1322",
        stroke: marker ? INK : "#8a7a5a",
        "stroke-width": 0.8,
      }),
    );
  }
  return svg;
}
