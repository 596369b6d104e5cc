import { SEAT_MARKER_BOX, seatMarkerShape } from "../board/palette";
import { svgElement } from "./svg";

/** A small inline SVG of a seat's shape in its colour, for the DOM panels (decorative). */
export function seatMarker(seat: number): SVGSVGElement {
  const svg = svgElement("svg", { ...SEAT_MARKER_BOX });
  const { tag, attributes } = seatMarkerShape(seat);
  svg.append(svgElement(tag, attributes));
  return svg;
}
