import { Graphics, type Container } from "pixi.js";
import { focusables } from "./focusables";

// The hint's light on the board: a thick cyan frame around the piece the strong bot would use (issue 31), drawn on
// top of everything before each render like the keyboard's focus ring, and gone once the hint is.

/** Cyan stands apart from the board's gold (lit slots), the seat colours and the focus ring's white on black. */
const GLOW = 0x35d6ff;
const GLOW_EDGE = 0x06222c;
const WIDTH = 4;

export class HintGlow {
  private keys: string[] = [];
  private readonly frame = new Graphics();
  /** The key of the piece lit at the last render, or null (tests and the hint's words read it). */
  lit: string | null = null;

  constructor() {
    this.frame.eventMode = "none";
    this.frame.label = "hint-glow";
  }

  /** Lights the first of these pieces that is on the board now (none: nothing is lit). */
  show(keys: string[]): void {
    this.keys = keys;
  }

  clear(): void {
    this.keys = [];
  }

  /** The first of the hint's pieces drawn now, if any. */
  target(): { key: string; target: Container } | null {
    for (const key of this.keys) {
      const f = focusables.get(key);
      if (f && !f.target.destroyed) return { key, target: f.target };
    }
    return null;
  }

  beforeRender(stage: Container): void {
    if (stage.children[stage.children.length - 1] !== this.frame) stage.addChild(this.frame);
    this.frame.clear();
    const found = this.target();
    this.lit = found?.key ?? null;
    // For scripts and the browser tests, like <body data-board-draws>.
    document.body.dataset.hintLit = this.lit ?? "";
    if (!found) return;
    const b = found.target.getBounds();
    const pad = 5;
    this.frame
      .roundRect(b.x - pad, b.y - pad, b.width + 2 * pad, b.height + 2 * pad, 8)
      .stroke({ width: WIDTH + 3, color: GLOW_EDGE });
    this.frame
      .roundRect(b.x - pad, b.y - pad, b.width + 2 * pad, b.height + 2 * pad, 8)
      .stroke({ width: WIDTH, color: GLOW });
  }
}
