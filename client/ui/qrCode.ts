import qrcode from "qrcode-generator";
import { svgElement } from "./svg";

/**
 * A QR code as an SVG element (dark modules drawn as one path, a quiet zone of four modules),
 * labelled for screen readers. Medium error correction: readable from a TV across a room.
 */
export function qrSvg(text: string, label: string): SVGSVGElement {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  const quiet = 4;
  let d = "";
  for (let row = 0; row < n; row++)
    for (let col = 0; col < n; col++) if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  const size = n + 2 * quiet;
  const svg = svgElement("svg", {
    viewBox: `0 0 ${size} ${size}`,
    role: "img",
    "aria-label": label,
    "shape-rendering": "crispEdges",
    class: "qr",
  });
  svg.append(
    svgElement("rect", { width: "100%", height: "100%", fill: "#ffffff" }),
    svgElement("path", { d, fill: "#000000" }),
  );
  svg.dataset.text = text;
  return svg;
}
