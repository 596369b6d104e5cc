import { Container, Graphics, Text } from "pixi.js";
import { t as translate } from "../i18n";

/**
 * Original vector glyphs for every die face, drawn into a square of side `size` centred on
 * (0, 0). Category glyphs: Optical an eye, Mechanical a cog, Escape a padlock, Spiritual a
 * crystal ball; characters are silhouettes with their initial; coins a number on a coin.
 */
export function drawFace(face: string, size: number, ink: number): Container {
  const glyph = new Container();
  const s = size / 2;
  const g = new Graphics();
  glyph.addChild(g);
  switch (face) {
    case "optical":
      g.ellipse(0, 0, s * 0.72, s * 0.42).stroke({ width: s * 0.1, color: ink });
      g.circle(0, 0, s * 0.22).fill(ink);
      break;
    case "mechanical": {
      const teeth = 8;
      for (let i = 0; i < teeth; i++) {
        const a = (i / teeth) * Math.PI * 2;
        g.circle(Math.cos(a) * s * 0.5, Math.sin(a) * s * 0.5, s * 0.13).fill(ink);
      }
      g.circle(0, 0, s * 0.48).fill(ink);
      g.circle(0, 0, s * 0.18).fill(0xffffff);
      break;
    }
    case "escape":
      g.arc(0, -s * 0.1, s * 0.3, Math.PI, 0).stroke({ width: s * 0.12, color: ink });
      g.roundRect(-s * 0.45, -s * 0.1, s * 0.9, s * 0.62, s * 0.08).fill(ink);
      g.circle(0, s * 0.16, s * 0.09).fill(0xffffff);
      break;
    case "spiritual":
      g.circle(0, -s * 0.12, s * 0.42).stroke({ width: s * 0.1, color: ink });
      g.circle(-s * 0.12, -s * 0.24, s * 0.09).fill(ink);
      g.roundRect(-s * 0.38, s * 0.34, s * 0.76, s * 0.2, s * 0.05).fill(ink);
      break;
    case "X":
      g.moveTo(-s * 0.5, -s * 0.5)
        .lineTo(s * 0.5, s * 0.5)
        .stroke({ width: s * 0.18, color: 0xc0392b, cap: "round" });
      g.moveTo(s * 0.5, -s * 0.5)
        .lineTo(-s * 0.5, s * 0.5)
        .stroke({ width: s * 0.18, color: 0xc0392b, cap: "round" });
      break;
    case "any":
      glyph.addChild(label("?", s * 1.3, ink));
      break;
    case "apprentice":
      person(g, s * 0.8, ink);
      break;
    case "engineer":
    case "manager":
    case "assistant":
      person(g, s, ink);
      glyph.addChild(badge(translate(`board.faceBadge.${face}`), s));
      break;
    default: {
      // Bank faces are coin amounts.
      g.circle(0, 0, s * 0.62)
        .fill(0xd9a441)
        .stroke({ width: s * 0.06, color: 0x8a6420 });
      glyph.addChild(label(face, s * 0.85, 0x1b1322));
    }
  }
  return glyph;
}

function person(g: Graphics, s: number, ink: number): void {
  g.circle(0, -s * 0.3, s * 0.2).fill(ink);
  g.roundRect(-s * 0.32, -s * 0.06, s * 0.64, s * 0.56, s * 0.2).fill(ink);
}

function badge(letter: string, s: number): Container {
  const c = new Container();
  const bg = new Graphics()
    .circle(0, 0, s * 0.26)
    .fill(0xd9a441)
    .stroke({ width: 2, color: 0x1b1322 });
  c.addChild(bg, label(letter, s * 0.36, 0x1b1322));
  c.position.set(s * 0.45, s * 0.42);
  return c;
}

function label(text: string, fontSize: number, fill: number): Text {
  const t = new Text({
    text,
    style: { fontFamily: "DejaVu Sans, sans-serif", fontSize, fontWeight: "bold", fill },
  });
  t.anchor.set(0.5);
  return t;
}
