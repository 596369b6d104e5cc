import { Container, Graphics } from "pixi.js";
import { PERFORMANCE_BY_ID, type Direction, type PerformanceDef } from "../../shared/data/performances";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import { countLinks, markerCorner, OPPOSITE } from "../../shared/engine/geometry";
import type { Marker, TheaterCard } from "../../shared/engine";
import { trickName } from "../ui/actionText";
import { CATEGORY_COLOURS, HIGHLIGHT, MUTED, seatColour } from "./palette";
import type { Tooltip } from "./tooltip";
import { text } from "./widgets";
import { appear } from "./appear";

export const CARD_WIDTH = 118;
export const CARD_HEIGHT = 206;
const DIAMOND = 19;
const SYMBOL_GLYPHS: Record<string, string> = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };

const centre = (x: number, y: number): [number, number] => [30 + x * 58, 58 + y * 50];
/** The centre of a card's diamond slot at column x, row y, in card coordinates (the show puts yields there). */
export const slotCentre = centre;

/** The direction from slot a to its neighbour b on the card's grid. */
function directionTo(def: PerformanceDef, a: string, b: string): Direction {
  const sa = def.slots.find((s) => s.id === a)!;
  const sb = def.slots.find((s) => s.id === b)!;
  if (sa.x === sb.x) return sb.y > sa.y ? "down" : "up";
  return sb.x > sa.x ? "right" : "left";
}

/** Whether the link circle between a and b is a Link now: both corners show one category (RULES §3.5). */
function linked(def: PerformanceDef, card: TheaterCard, a: string, b: string): boolean {
  const ma = card.markers[a];
  const mb = card.markers[b];
  if (!ma || !mb) return false;
  const dir = directionTo(def, a, b);
  return markerCorner(ma, dir) === markerCorner(mb, OPPOSITE[dir]);
}

/**
 * One performance card: its diamond slots, link circles (a gem marks a Shard link; gold when the
 * circle is a Link now) and the markers on it, each drawn with its four category corners.
 */
export function drawPerformanceCard(card: TheaterCard | null, index: number, names: readonly string[], tooltip: Tooltip): Container {
  const c = new Container();
  const bg = new Graphics().roundRect(0, 0, CARD_WIDTH, CARD_HEIGHT, 8);
  if (!card) {
    bg.fill(0x241b30).stroke({ width: 1, color: 0x4b3d5c });
    const t = text(`Card slot ${index + 1}\nempty`, 11, { fill: MUTED, align: "center" });
    t.anchor.set(0.5);
    t.position.set(CARD_WIDTH / 2, CARD_HEIGHT / 2);
    c.addChild(bg, t);
    return c;
  }
  const def = PERFORMANCE_BY_ID[card.id];
  bg.fill(def.theater === "grand_magorian" ? 0x3d2a2a : 0x2a343d).stroke({ width: 2, color: 0x8a7a5a });
  c.addChild(bg);
  const title = text(`${index + 1}. ${def.name}`, 10, { fontWeight: "bold" });
  title.position.set(6, 5);
  c.addChild(title);
  const b = def.bonus;
  const bonus = [b.fame && `${b.fame}★`, b.coins && `${b.coins}¢`, b.shards && `${b.shards}◆`].filter(Boolean).join(" ");
  const bonusText = text(`bonus ${bonus || "—"}`, 10, { fill: MUTED });
  bonusText.position.set(6, CARD_HEIGHT - 18);
  c.addChild(bonusText);

  const g = new Graphics();
  c.addChild(g);
  for (const link of def.links) {
    const sa = def.slots.find((s) => s.id === link.a)!;
    const sb = def.slots.find((s) => s.id === link.b)!;
    const [ax, ay] = centre(sa.x, sa.y);
    const [bx, by] = centre(sb.x, sb.y);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    const on = linked(def, card, link.a, link.b);
    g.circle(mx, my, 7).fill(on ? HIGHLIGHT : 0x1b1322).stroke({ width: 2, color: link.shard ? 0x4fd1c5 : 0x8a7a5a });
    if (link.shard) g.poly([mx, my - 4, mx + 3, my, mx, my + 4, mx - 3, my]).fill(0x4fd1c5);
  }
  for (const slot of def.slots) {
    const [x, y] = centre(slot.x, slot.y);
    g.poly([x, y - DIAMOND, x + DIAMOND, y, x, y + DIAMOND, x - DIAMOND, y]).fill(0x1b1322).stroke({ width: 1, color: 0x8a7a5a });
    const marker = card.markers[slot.id];
    if (marker) {
      const drawn = drawMarker(marker, x, y);
      c.addChild(drawn);
      appear(drawn, `marker:${card.id}:${slot.id}:${marker.seat}:${marker.trick}:${marker.facing}`);
    }
  }
  const links = countLinks(card);
  tooltip.attach(c, () => {
    const markers = Object.entries(card.markers).map(
      ([slot, m]) => `• ${names[m.seat] ?? `Seat ${m.seat + 1}`}: ${trickName(m.trick)} ${SYMBOL_GLYPHS[m.symbol] ?? ""} (space ${slot}, own corner ${m.facing})`,
    );
    return [
      `Performance card ${index + 1}: ${def.name}`,
      `Performer bonus: ${bonus || "none"}; +1 fame per Link (now ${links})`,
      `${def.slots.length} spaces, ${def.links.length} link circles (${def.links.filter((l) => l.shard).length} with a Shard)`,
      ...(markers.length ? markers : ["No markers yet"]),
    ].join("\n");
  });
  return c;
}

/** A trick marker: a diamond in its owner's colour with each corner tinted by its category. */
function drawMarker(m: Marker, x: number, y: number): Container {
  const c = new Container();
  const r = DIAMOND - 3;
  const g = new Graphics();
  g.poly([x, y - r, x + r, y, x, y + r, x - r, y]).fill(seatColour(m.seat)).stroke({ width: 1, color: 0x1b1322 });
  const tip: Record<Direction, [number, number]> = { up: [x, y - r], right: [x + r, y], down: [x, y + r], left: [x - r, y] };
  for (const dir of ["up", "right", "down", "left"] as Direction[]) {
    const [tx, ty] = tip[dir];
    const k = 0.42;
    const px = tx + (x - tx) * k;
    const py = ty + (y - ty) * k;
    // A small triangle at the corner, across the corner's inner edge.
    const ox = (ty - y) * k * 0.9;
    const oy = (x - tx) * k * 0.9;
    g.poly([tx, ty, px + ox, py + oy, px - ox, py - oy]).fill(CATEGORY_COLOURS[markerCorner(m, dir)]);
  }
  const own = TRICK_BY_ID[m.trick]?.category;
  const glyph = text(SYMBOL_GLYPHS[m.symbol] ?? "?", 11, { fill: 0x1b1322, fontWeight: "bold" });
  glyph.anchor.set(0.5);
  glyph.position.set(x, y);
  c.addChild(g, glyph);
  c.label = `marker ${m.seat} ${m.trick} ${own ?? ""}`;
  return c;
}
