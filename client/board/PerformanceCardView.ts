import { Container, Graphics } from "pixi.js";
import { PERFORMANCE_BY_ID, type Direction, type PerformanceDef } from "../../shared/data/performances";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import { countLinks, markerCorner, OPPOSITE } from "../../shared/engine";
import type { Marker, TheaterCard } from "../../shared/engine";
import { cardSpaceName, trickName } from "../ui/actionText";
import { CATEGORY_COLOURS, HIGHLIGHT, MUTED, seatColour } from "./palette";
import type { Tooltip } from "./tooltip";
import { text, withinWidth } from "./widgets";
import { appear } from "./appear";
import type { BoardEvents, BoardModel } from "./model";
import { makePiece, pieceReasons, piecePositions } from "./interactive";
import { registerFocusable } from "./focusables";
import { effectivePick, floorLocation, performChoice, pickLinks, spaceState, yieldLines } from "./pieces";
import { cardName, t as tr } from "../i18n";
import { GUEST_KEY, isGuestKey } from "../../shared/engine";
import { touchOnly } from "../layout/pointer";

export const CARD_WIDTH = 118;
export const CARD_HEIGHT = 206;
const DIAMOND = 19;
const SYMBOL_GLYPHS: Record<string, string> = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };

const centre = (x: number, y: number): [number, number] => [30 + x * 58, 58 + y * 50];
/** The centre of a card's diamond slot at column x, row y, in card coordinates (the show puts yields there). */
export const slotCentre = centre;

/** Guest Performer (A06) markers: a small row in the strip between the title and the spaces, from the right. */
const GUEST_R = 8;
const GUEST_STEP = 19;
/** The centre of the i-th (0-based) guest marker of a card, in card coordinates (the show puts its yield there). */
export const guestCentre = (i: number): [number, number] => [CARD_WIDTH - 6 - GUEST_R - i * GUEST_STEP, 29];

/** A card's guest markers (keys "guest-1", "guest-2", … beside its spaces, OQ-36), in their order. */
export function guestMarkers(card: TheaterCard): [string, Marker][] {
  const n = (k: string): number => Number(k.slice(GUEST_KEY.length)) || 0;
  return Object.entries(card.markers)
    .filter(([k]) => isGuestKey(k))
    .sort(([a], [b]) => n(a) - n(b));
}

/** A guest marker in words: whose trick it is and what the Special card Guest Performer did (never its key). */
export function guestMarkerText(key: string, m: Marker, names: readonly string[]): string {
  return tr("alley.guest.marker", {
    n: Number(key.slice(GUEST_KEY.length)) || 1,
    name: names[m.seat] ?? tr("reason.player", { n: m.seat + 1 }),
    trick: trickName(m.trick),
    symbol: SYMBOL_GLYPHS[m.symbol] ?? "",
  });
}

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
export function drawPerformanceCard(
  card: TheaterCard | null,
  index: number,
  model: BoardModel,
  events: BoardEvents,
  tooltip: Tooltip,
): Container {
  const names = model.names;
  const c = new Container();
  const bg = new Graphics().roundRect(0, 0, CARD_WIDTH, CARD_HEIGHT, 8);
  if (!card) {
    bg.fill(0x241b30).stroke({ width: 1, color: 0x4b3d5c });
    const t = text(tr("board.card.emptySlot", { n: index + 1 }), 11, { fill: MUTED, align: "center" });
    t.anchor.set(0.5);
    t.position.set(CARD_WIDTH / 2, CARD_HEIGHT / 2);
    c.addChild(bg, t);
    return c;
  }
  const def = PERFORMANCE_BY_ID[card.id];
  bg.fill(def.theater === "grand_magorian" ? 0x3d2a2a : 0x2a343d).stroke({ width: 2, color: 0x8a7a5a });
  c.addChild(bg);
  // Inside the card's edge in every language ("2. Teatro de la Ribera" ran past it).
  const title = withinWidth(text(`${index + 1}. ${cardName(card.id)}`, 10, { fontWeight: "bold" }), CARD_WIDTH - 10);
  title.position.set(6, 5);
  c.addChild(title);
  const b = def.bonus;
  const bonus = [b.fame && `${b.fame}★`, b.coins && `${b.coins}¢`, b.shards && `${b.shards}◆`]
    .filter(Boolean)
    .join(" ");
  const bonusText = text(tr("show.bonus", { gains: bonus || "—" }), 10, { fill: MUTED });
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
    g.circle(mx, my, 7)
      .fill(on ? HIGHLIGHT : 0x1b1322)
      .stroke({ width: 2, color: link.shard ? 0x4fd1c5 : 0x8a7a5a });
    if (link.shard) g.poly([mx, my - 4, mx + 3, my, mx, my + 4, mx - 3, my]).fill(0x4fd1c5);
  }
  const links = countLinks(card);
  const describe = (): string => {
    const markers = Object.entries(card.markers).map(([slot, m]) =>
      isGuestKey(slot)
        ? `• ${guestMarkerText(slot, m, names).split("\n")[0]}`
        : tr("board.card.marker", {
            name: names[m.seat] ?? tr("reason.player", { n: m.seat + 1 }),
            trick: trickName(m.trick),
            symbol: SYMBOL_GLYPHS[m.symbol] ?? "",
            space: cardSpaceName(slot),
            facing: tr(`setup.facing.${m.facing}`),
          }),
    );
    const preview = yieldLines(model, index);
    return [
      tr("board.card.title", { n: index + 1, name: cardName(card.id) }),
      tr("board.card.bonus", { bonus: bonus || tr("actionText.none"), links }),
      tr("board.card.spaces", {
        spaces: def.slots.length,
        links: def.links.length,
        shards: def.links.filter((l) => l.shard).length,
      }),
      ...(markers.length ? markers : [tr("board.card.noMarkers")]),
      ...(preview.length ? [tr("board.card.preview"), ...preview] : []),
    ].join("\n");
  };
  // Shows: the card is the piece (perform it, with what it gives everyone).
  const perform = performChoice(model, index);
  const cardHit = new Container();
  cardHit.addChild(new Graphics().rect(0, 0, CARD_WIDTH, CARD_HEIGHT).fill({ color: 0, alpha: 0.001 }));
  c.addChild(cardHit);
  makePiece(cardHit, `card:${index}`, perform, events, tooltip, describe, {
    x: 0,
    y: 0,
    w: CARD_WIDTH,
    h: CARD_HEIGHT,
    r: 8,
  });
  if (perform && !perform.reason) {
    const lines = yieldLines(model, index);
    const t = text(lines.join("\n") || "nothing", 9, {
      fill: HIGHLIGHT,
      wordWrap: true,
      wordWrapWidth: CARD_WIDTH - 8,
    });
    t.position.set(5, CARD_HEIGHT - 22 - t.height);
    c.addChild(
      new Graphics()
        .roundRect(2, CARD_HEIGHT - 25 - t.height, CARD_WIDTH - 4, t.height + 6, 4)
        .fill({ color: 0x0f0b15, alpha: 0.85 }),
      t,
    );
    t.eventMode = "none";
  }

  // Guest Performer markers (A06): beside the spaces, in no slot; the show fades them with the others.
  const guests = guestMarkers(card);
  if (guests.length) {
    const [lx, ly] = guestCentre(guests.length - 1);
    const label = text(tr("alley.guest.label"), 8, { fill: MUTED, fontStyle: "italic" });
    label.anchor.set(1, 0.5);
    label.position.set(lx - GUEST_R - 3, ly);
    label.eventMode = "none";
    c.addChild(label);
  }
  guests.forEach(([key, m], i) => {
    const [x, y] = guestCentre(i);
    const drawn = drawMarker(m, x, y, true, GUEST_R);
    drawn.addChild(new Graphics().circle(x, y, GUEST_R + 2).stroke({ width: 1, color: HIGHLIGHT, alpha: 0.8 }));
    drawn.eventMode = "static";
    c.addChild(drawn);
    appear(drawn, `marker:${card.id}:${key}:${m.seat}:${m.trick}`);
    tooltip.attach(drawn, () => guestMarkerText(key, m, names));
  });

  const pick = effectivePick(model, model.pick);
  const atTheater = floorLocation(model) === "theater";
  for (const slot of def.slots) {
    const [x, y] = centre(slot.x, slot.y);
    g.poly([x, y - DIAMOND, x + DIAMOND, y, x, y + DIAMOND, x - DIAMOND, y])
      .fill(0x1b1322)
      .stroke({ width: 1, color: 0x8a7a5a });
    const marker = card.markers[slot.id];
    const isTarget = pick.target?.card === index && pick.target.slot === slot.id;
    const isFrom = pick.from?.card === index && pick.from.slot === slot.id;
    if (marker && !(isFrom && pick.target)) {
      const drawn = drawMarker(marker, x, y);
      c.addChild(drawn);
      appear(drawn, `marker:${card.id}:${slot.id}:${marker.seat}:${marker.trick}:${marker.facing}`);
      if (atTheater && marker.seat === model.viewer) {
        // One's own marker: move it (Reschedule).
        drawn.cursor = "pointer";
        drawn.eventMode = "static";
        if (isFrom)
          drawn.addChild(new Graphics().poly(diamondAt(x, y, DIAMOND + 3)).stroke({ width: 3, color: HIGHLIGHT }));
        const describeMarker = (): string => tr("board.card.yourMarker", { trick: trickName(marker.trick) });
        tooltip.attach(drawn, describeMarker);
        drawn.on("pointertap", () => events.marker(index, slot.id));
        piecePositions.set(`marker:${index}:${slot.id}`, drawn);
        registerFocusable({
          key: `marker:${index}:${slot.id}`,
          target: drawn,
          describe: describeMarker,
          actionable: true,
          activate: () => events.marker(index, slot.id),
        });
      }
    }
    // One's own markers stay clickable (to move them); every other space answers for the chosen trick.
    if (!atTheater || (!pick.trick && !pick.from) || (marker && marker.seat === model.viewer && !isFrom)) continue;
    const state = spaceState(model, pick, index, slot.id);
    const hit = new Container();
    hit.addChild(new Graphics().poly(diamondAt(x, y, DIAMOND)).fill({ color: 0, alpha: 0.001 }));
    c.addChild(hit);
    if (state.legal) {
      g.poly(diamondAt(x, y, DIAMOND - 1)).stroke({ width: 2, color: HIGHLIGHT });
      hit.cursor = "pointer";
      hit.on("pointertap", () => events.space(index, slot.id));
      hit.on("wheel", (e) => {
        if (isTarget) events.rotate(e.deltaY > 0 ? 1 : -1);
      });
      const describeSpace = (): string =>
        isTarget
          ? tr(touchOnly() ? "board.card.turnTouch" : "board.card.turn")
          : tr("board.card.setHere", { space: spaceName(slot.id) });
      tooltip.attach(hit, describeSpace);
      piecePositions.set(`space:${index}:${slot.id}`, hit);
      registerFocusable({
        key: `space:${index}:${slot.id}`,
        target: hit,
        describe: describeSpace,
        actionable: true,
        activate: () => events.space(index, slot.id),
      });
    } else if (state.reason) {
      g.poly(diamondAt(x, y, DIAMOND)).fill({ color: 0x000000, alpha: 0.5 });
      pieceReasons.set(`space:${index}:${slot.id}`, { reason: state.reason, target: hit });
      const describeSpace = (): string => tr("board.card.notHere", { space: spaceName(slot.id), reason: state.reason });
      tooltip.attach(hit, describeSpace);
      registerFocusable({ key: `space:${index}:${slot.id}`, target: hit, describe: describeSpace, actionable: false });
    }
    if (isTarget && pick.facing) {
      // The marker as it would stand, with each link it would make and what that link pays.
      const trick =
        pick.trick ??
        (pick.from
          ? (card.markers[pick.from.slot]?.trick ??
            model.game.theaterCards[pick.from.card]?.markers[pick.from.slot]?.trick)
          : undefined);
      if (trick && model.viewer !== null) {
        const ghost = drawMarker({ seat: model.viewer, trick, symbol: "spades", facing: pick.facing }, x, y, false);
        ghost.alpha = 0.9;
        ghost.eventMode = "none";
        c.addChild(ghost);
        for (const link of pickLinks(model, pick)) {
          const [dx, dy] = STEP[link.dir];
          const lx = x + dx * 29;
          const ly = y + dy * 25;
          g.circle(lx, ly, 8).fill(HIGHLIGHT);
          // The reward beside its link circle, clear of both markers: right of a vertical link, above a horizontal one.
          const label = text(link.text, 8, { fill: 0x1b1322, fontWeight: "bold", wordWrap: true, wordWrapWidth: 56 });
          if (dx === 0) {
            label.anchor.set(lx > CARD_WIDTH / 2 ? 1 : 0, 0.5);
            label.position.set(lx + (lx > CARD_WIDTH / 2 ? -12 : 12), ly);
          } else {
            label.anchor.set(0.5, 1);
            label.position.set(Math.max(32, Math.min(CARD_WIDTH - 32, lx)), ly - 10);
          }
          const lb = label.getLocalBounds();
          const bg = new Graphics()
            .roundRect(label.x + lb.x - 3, label.y + lb.y - 2, lb.width + 6, lb.height + 4, 4)
            .fill(HIGHLIGHT);
          c.addChild(bg, label);
        }
      }
    }
  }
  return c;
}

/** A card space in words, as the side panel and the pop-over name it ("The top left space"). */
export function spaceName(slot: string): string {
  return tr("board.card.space", { space: cardSpaceName(slot) });
}

const STEP: Record<Direction, readonly [number, number]> = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] };

function diamondAt(x: number, y: number, r: number): number[] {
  return [x, y - r, x + r, y, x, y + r, x - r, y];
}

/** A trick marker: a diamond in its owner's colour with each corner tinted by its category. */
function drawMarker(m: Marker, x: number, y: number, withSymbol = true, r = DIAMOND - 3): Container {
  const c = new Container();
  const g = new Graphics();
  g.poly([x, y - r, x + r, y, x, y + r, x - r, y])
    .fill(seatColour(m.seat))
    .stroke({ width: 1, color: 0x1b1322 });
  const tip: Record<Direction, [number, number]> = {
    up: [x, y - r],
    right: [x + r, y],
    down: [x, y + r],
    left: [x - r, y],
  };
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
  const glyph = text(withSymbol ? (SYMBOL_GLYPHS[m.symbol] ?? "?") : "", r < DIAMOND - 3 ? 8 : 11, {
    fill: 0x1b1322,
    fontWeight: "bold",
  });
  glyph.anchor.set(0.5);
  glyph.position.set(x, y);
  c.addChild(g, glyph);
  c.label = `marker ${m.seat} ${m.trick} ${own ?? ""}`;
  return c;
}
