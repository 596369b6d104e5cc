import { svgElement } from "./svg";

/**
 * A small phone drawn in the text's own colour: the lobby's "Phone" button has it with its screen and button, each
 * paired phone in the list its outline alone. An emoji would show as an empty box on a system without an emoji font
 * (Debian's Chromium without one, for instance).
 */
export function phoneIcon(outline = false): SVGSVGElement {
  const svg = svgElement("svg", { viewBox: "0 0 10 16", "aria-hidden": "true", class: "phone-icon" });
  svg.append(
    svgElement("rect", {
      x: 1,
      y: 0.8,
      width: 8,
      height: 14.4,
      rx: 1.6,
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 1.3,
    }),
  );
  if (outline) return svg;
  svg.append(
    svgElement("rect", { x: 2.6, y: 3, width: 4.8, height: 8.2, fill: "currentColor", "fill-opacity": 0.45 }),
    svgElement("circle", { cx: 5, cy: 13.1, r: 0.8, fill: "currentColor" }),
  );
  return svg;
}
