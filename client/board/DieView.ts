import { Container, Graphics, Ticker } from "pixi.js";
import { drawFace } from "./faceArt";
import { reducedMotion } from "../layout/motion";
import { language } from "../i18n";

/** Animations report each frame here, so the on-demand renderer draws it. */
export const animationFrames: { listener: (() => void) | null } = { listener: null };

/** How a die body looks, by its group (white Trick dice, grey Inn dice, black Bank dice). */
const BODY: Record<string, { fill: number; edge: number; ink: number }> = {
  dahlgaard_residence: { fill: 0xf1ebdd, edge: 0xb9ae96, ink: 0x2a2233 },
  inn: { fill: 0x9a97a3, edge: 0x5f5c68, ink: 0x1f1b26 },
  bank: { fill: 0x26242b, edge: 0x5a5662, ink: 0xf1ebdd },
};

/** One Downtown die: a rounded body and the glyph of its face. A face change plays a short tumble. */
export class DieView extends Container {
  private glyph: Container | null = null;
  face = "";
  private language = "";
  private spin = 0;

  constructor(
    readonly dieId: string,
    private readonly group: string,
    private readonly size: number,
  ) {
    super();
    const body = BODY[group] ?? BODY.dahlgaard_residence!;
    const half = size / 2;
    this.addChild(
      new Graphics()
        .roundRect(-half, -half, size, size, size * 0.18)
        .fill(body.fill)
        .stroke({ width: 3, color: body.edge }),
    );
    this.label = `die ${dieId}`;
  }

  /** Shows `face`; animates only when the face really changed. */
  setFace(face: string): void {
    // Drawn again for a new face, or for the same face in another language (its badge letter).
    if (face === this.face && this.language === language()) return;
    const first = this.face === "";
    const changed = face !== this.face;
    this.face = face;
    this.language = language();
    this.glyph?.destroy({ children: true });
    const ink = (BODY[this.group] ?? BODY.dahlgaard_residence!).ink;
    this.glyph = drawFace(face, this.size * 0.78, ink);
    this.addChild(this.glyph);
    if (!first && changed) this.tumble();
  }

  private tumble(): void {
    if (reducedMotion()) return;
    this.spin = 1;
    const step = (ticker: Ticker): void => {
      this.spin = Math.max(0, this.spin - ticker.deltaMS / 350);
      this.rotation = Math.sin(this.spin * Math.PI * 2) * 0.25 * this.spin;
      this.scale.set(1 + 0.12 * Math.sin(this.spin * Math.PI));
      animationFrames.listener?.();
      if (this.spin === 0) Ticker.shared.remove(step);
    };
    Ticker.shared.add(step);
  }
}
