import { Graphics, type Container } from "pixi.js";
import type { Action } from "../../shared/engine";
import { focusables } from "./focusables";

// The hint's light on the board: a thick cyan frame around the piece the strong bot would use (issue 31), drawn on
// top of everything before each render like the keyboard's focus ring, and gone once the hint is.

/** Cyan stands apart from the board's gold (lit slots), the seat colours and the focus ring's white on black. */
const GLOW = 0x35d6ff;
const GLOW_EDGE = 0x06222c;
const WIDTH = 4;

/**
 * The board pieces an action is done with, most specific first: its slot (Downtown's, or the viewer's own
 * Workshop's), its die, trick, component, apprentice, Theater card space, marker or Dark Alley deck. Actions done
 * from the panel only (Advertise, plans, confirmations) have none: the panel's entry is lit instead.
 */
export function hintKeys(action: Action, seat: number): string[] {
  const a = action as Action & Record<string, unknown>;
  const keys: string[] = [];
  if (typeof a.slot === "string" && action.type === "place") keys.push(`slot:${seat}:${a.slot}`, `slot:${a.slot}`);
  if (typeof a.card === "number" && typeof a.slot === "string") keys.push(`space:${a.card}:${a.slot}`);
  if (typeof a.fromCard === "number" && typeof a.fromSlot === "string") keys.push(`marker:${a.fromCard}:${a.fromSlot}`);
  if (typeof a.die === "string") keys.push(`die:${a.die}`);
  if (typeof a.trick === "string") keys.push(`trick:${a.trick}`, `residence:${a.trick}`);
  if (typeof a.component === "string") keys.push(`component:${a.component}`);
  if (action.type === "moveApprentice" && typeof a.character === "string") keys.push(`apprentice:${a.character}`);
  if (action.type === "perform" && typeof a.card === "number") keys.push(`card:${a.card}`);
  if (typeof a.deck === "string") keys.push(`alley:deck:${a.deck}`);
  return keys;
}

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
