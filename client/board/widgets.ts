import { Container, Graphics, Text, type TextStyleOptions } from "pixi.js";
import { AREA, FONT, INK, PANEL, PANEL_EDGE, seatColour, seatShapePoints } from "./palette";
import { onLanguageChange, t as translate } from "../i18n";

/** A text object with the house font. */
export function text(value: string, size: number, style: Partial<TextStyleOptions> = {}): Text {
  // Leave out undefined entries: `fill: undefined` would erase the default colour.
  const given = Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined));
  return new Text({ text: value, style: { fontFamily: FONT, fontSize: size, fill: INK, ...given } });
}

/**
 * A text drawn once (a panel's title, a fixed caption) that follows the language: `read` gives its words now and
 * again after every language change, until the text is destroyed.
 */
export function translated(read: () => string, size: number, style: Partial<TextStyleOptions> = {}): Text {
  const t = text(read(), size, style);
  const stop = onLanguageChange(() => {
    if (!t.destroyed) t.text = read();
  });
  t.once("destroyed", stop);
  return t;
}

/**
 * Makes a one-line text no wider than `width` by lowering its type size (a Spanish magician's line or a long name
 * must not reach past its frame); a text that fits keeps its size.
 */
export function withinWidth(label: Text, width: number): Text {
  const size = Number(label.style.fontSize);
  if (label.width > width) label.style.fontSize = Math.floor((10 * size * width) / label.width) / 10;
  return label;
}

/** Makes a wrapped text no taller than `height` by lowering its type size (the words stay whole). */
export function withinHeight(label: Text, height: number): Text {
  for (let size = Number(label.style.fontSize); label.height > height && size > 6; size -= 0.5)
    label.style.fontSize = size - 0.5;
  return label;
}

/** The label of a text cut short on purpose, its whole words a hover away (the label checks let it be). */
export const ABBREVIATED = "abbreviated";

/** Cuts a label to `max` characters with an ellipsis. */
export function fit(label: string, max: number): string {
  return label.length <= max ? label : `${label.slice(0, max - 1)}…`;
}

/** A titled panel background of the main board. */
export function panel(width: number, height: number, title: () => string): Container {
  const c = new Container();
  c.addChild(new Graphics().roundRect(0, 0, width, height, 14).fill(PANEL).stroke({ width: 2, color: PANEL_EDGE }));
  const t = translated(() => title().toUpperCase(), 17, { fontWeight: "bold", letterSpacing: 2 });
  t.position.set(14, 10);
  c.addChild(t);
  return c;
}

export function area(x: number, y: number, w: number, h: number, colour = AREA): Graphics {
  return new Graphics().roundRect(x, y, w, h, 8).fill(colour);
}

/** A character disk in its owner's colour with its initial ("A1" for apprentice 1). */
/**
 * The label of a piece whose text is a glyph (a disk's initials, a slot's yield, a card's tag) rather than words:
 * checks of the board's type sizes tell the two apart (tests/browser/layout-fit.test.ts).
 */
export const GLYPH = "glyph";

export function characterDisk(seat: number, character: string, radius: number): Container {
  const c = new Container({ label: GLYPH });
  // Initials in the reader's language (Mago, Ingeniero, Gerente, Ayudante, Aprendiz 1).
  const letters = /\d$/.test(character)
    ? translate("board.diskApprentice", { n: character.slice(-1) })
    : translate(`board.disk.${character}`, { defaultValue: character.charAt(0).toUpperCase() });
  // Each seat's own shape as well as its colour (palette.ts: colour is never the only cue).
  const points = seatShapePoints(seat, radius);
  c.addChild(
    (points ? new Graphics().poly(points) : new Graphics().circle(0, 0, radius))
      .fill(seatColour(seat))
      .stroke({ width: 2, color: 0x1b1322 }),
  );
  const t = text(letters, radius * (letters.length > 1 ? 0.8 : 1.1), { fontWeight: "bold", fill: 0x1b1322 });
  t.anchor.set(0.5);
  c.addChild(t);
  return c;
}

/** Removes and destroys every child (views redraw their dynamic layer on each update). */
export function clear(c: Container): void {
  for (const child of c.removeChildren()) child.destroy({ children: true });
}
