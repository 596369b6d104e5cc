import { Graphics, type Application, type Container } from "pixi.js";
import { onLanguageChange, t } from "../i18n";
import { FOCUS_RING, focusables, pruneFocusables, type Focusable } from "./focusables";
import { nextInDirection, nextRegion, readingOrder, regionOrder, type Direction, type FocusBox } from "./spatial";
import type { Tooltip } from "./tooltip";
import { installKeysHelp } from "../ui/keysHelp";

// Keyboard access to the board. The canvas is one tab stop (role "application", so screen readers hand the
// arrow keys to the page); inside it a roving focus moves over the pieces the views registered (focusables.ts).
// PixiJS 8's AccessibilitySystem was not used: it puts one DOM button per accessible object over the canvas,
// all in the page's tab order (dozens of tab stops, no arrow keys), turns itself on at any Tab and off at any
// mouse move, and rebuilds its buttons whenever a region is redrawn. See docs/client.md "Keyboard".

/** The ring around the focused piece: a white line on a black one, visible on the dark board and on lit gold. */
const RING_OUTER = FOCUS_RING.outer;
const RING_INNER = FOCUS_RING.inner;
const RING_WIDTH = 3;
const RING_PAD = 5;

const ARROWS: Record<string, Direction> = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };

export interface BoardFocusHooks {
  /** The part of the board a drawn object belongs to ("downtown", "workshop:1", "zoom"…). */
  regionOf(target: Container): string;
  /** The viewer's own workshop region, or null for a spectator. */
  ownWorkshop(): string | null;
  /** A player's name, for "Ben's workshop". */
  seatName(seat: number): string;
  /** The phone camera brings a piece into view (no-op when the whole board fits). */
  reveal(target: Container): void;
  invalidate(): void;
}

/**
 * The keyboard's place on the board: arrow keys, Page Up/Down, Home/End and N move it; Enter or Space does what a
 * click does; a ring drawn on the canvas shows it and a live region says what it is, its state and why it is dimmed.
 */
export class BoardFocus {
  /** The focused piece's key (kept across redraws; a vanished piece hands focus to its nearest neighbour). */
  private key: string | null = null;
  /** Where the focused piece was last drawn (to find the nearest one when it is gone). */
  private lastBox: FocusBox | null = null;
  /** Keyboard use since the canvas took focus: the ring shows only then (a mouse click shows no ring). */
  private keyboard = false;
  private lastSaid = "";
  private lastRegion = "";
  private readonly ring = new Graphics();
  private readonly live: HTMLElement;

  constructor(
    private readonly app: Application,
    private readonly canvas: HTMLCanvasElement,
    host: HTMLElement,
    private readonly tooltip: Tooltip,
    private readonly hooks: BoardFocusHooks,
  ) {
    canvas.tabIndex = 0;
    canvas.setAttribute("role", "application");
    canvas.id = "board-canvas";
    this.live = document.createElement("div");
    this.live.className = "sr-only";
    this.live.id = "board-focus";
    this.live.setAttribute("aria-live", "polite");
    this.live.setAttribute("aria-atomic", "true");
    host.append(this.live);
    this.label();
    onLanguageChange(() => this.label());
    installKeysHelp();
    this.ring.eventMode = "none";
    this.ring.label = "focus-ring";
    canvas.addEventListener("focus", () => this.onFocus());
    canvas.addEventListener("blur", (e) => this.onBlur(e));
    canvas.addEventListener("pointerdown", () => {
      this.keyboard = false;
      this.refresh();
    });
    canvas.addEventListener("keydown", (e) => this.onKey(e));
  }

  /** The canvas's name for screen readers (again after a language change). */
  label(): void {
    this.canvas.setAttribute("aria-label", t("boardKeys.canvas"));
  }

  /** The key of the focused piece (tests read it through the automation hook). */
  get focused(): string | null {
    return this.key;
  }

  /** The focused piece's box on the canvas (CSS pixels), or null (for tests that look at the ring). */
  focusedBox(): { x: number; y: number; width: number; height: number } | null {
    const f = this.key ? focusables.get(this.key) : undefined;
    if (!f || f.target.destroyed) return null;
    const b = f.target.getBounds();
    return { x: b.x, y: b.y, width: b.width, height: b.height };
  }

  /** After a redraw: forget destroyed pieces, keep the focus on its piece (or the nearest), say what changed. */
  afterDraw(): void {
    pruneFocusables();
    if (!this.key) return;
    const boxes = this.boxes();
    if (!boxes.some((b) => b.key === this.key)) {
      const near = this.nearest(boxes);
      this.key = near?.key ?? null;
    }
    if (this.active()) this.refresh(true);
  }

  /** Called before each render: the ring goes around the focused piece, on top of everything. */
  beforeRender(): void {
    const stage = this.app.stage;
    if (stage.children[stage.children.length - 1] !== this.ring) stage.addChild(this.ring);
    this.ring.clear();
    const f = this.active() && this.key ? focusables.get(this.key) : undefined;
    if (!f || f.target.destroyed) return;
    const b = f.target.getBounds();
    const x = b.x - RING_PAD;
    const y = b.y - RING_PAD;
    const w = b.width + 2 * RING_PAD;
    const h = b.height + 2 * RING_PAD;
    this.ring.roundRect(x, y, w, h, 6).stroke({ width: RING_WIDTH + 4, color: RING_OUTER });
    this.ring.roundRect(x, y, w, h, 6).stroke({ width: RING_WIDTH, color: RING_INNER });
  }

  /** Whether the ring and the spoken focus are on: the canvas (or the pop-over opened from it) has keyboard focus. */
  private active(): boolean {
    if (!this.keyboard) return false;
    const el = document.activeElement;
    return el === this.canvas || !!el?.closest(".piece-menu");
  }

  private onFocus(): void {
    this.keyboard = this.canvas.matches(":focus-visible");
    const boxes = this.boxes();
    if (!this.key || !boxes.some((b) => b.key === this.key))
      this.key = (this.firstActionable(boxes) ?? this.linear(boxes)[0])?.key ?? null;
    this.lastRegion = "";
    this.refresh(true);
  }

  private onBlur(e: FocusEvent): void {
    // Into the piece's pop-over: the ring stays, to show which piece it belongs to.
    if ((e.relatedTarget as HTMLElement | null)?.closest?.(".piece-menu")) return;
    this.tooltip.hide();
    this.hooks.invalidate();
  }

  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const boxes = this.boxes();
    const here = boxes.find((b) => b.key === this.key) ?? null;
    let next: FocusBox | null | undefined;
    if (ARROWS[e.key]) next = here ? (nextInDirection(boxes, here, ARROWS[e.key]!) ?? here) : this.linear(boxes)[0];
    else if (e.key === "PageDown" || e.key === "PageUp")
      next = nextRegion(boxes, here, e.key === "PageDown" ? 1 : -1, this.hooks.ownWorkshop());
    else if (e.key === "Home" || e.key === "End") {
      const region = readingOrder(boxes.filter((b) => b.region === (here?.region ?? "downtown")));
      next = e.key === "Home" ? region[0] : region[region.length - 1];
    } else if (e.key === "n" || e.key === "N") next = this.nextActionable(boxes, here, e.shiftKey ? -1 : 1);
    else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.keyboard = true;
      const f = this.key ? focusables.get(this.key) : undefined;
      if (f?.activate) f.activate();
      else this.refresh(true);
      return;
    } else return;
    e.preventDefault();
    this.keyboard = true;
    if (next) this.key = next.key;
    this.refresh(true);
  }

  /** Ring, camera, tooltip under the piece and the spoken words for the focused piece. */
  private refresh(speak = false): void {
    const f = this.key ? focusables.get(this.key) : undefined;
    if (!this.active() || !f || f.target.destroyed) {
      if (!this.active()) this.hooks.invalidate();
      return;
    }
    this.hooks.reveal(f.target);
    const b = f.target.getBounds();
    this.lastBox = { key: f.key, x: b.x, y: b.y, w: b.width, h: b.height, region: this.hooks.regionOf(f.target) };
    const text = f.describe();
    if (document.activeElement === this.canvas) this.tooltip.showAt(text, b.x, b.y + b.height + RING_PAD + 4);
    if (speak) this.say(f, text);
    this.hooks.invalidate();
  }

  /** The live region: the part of the board when it changes, the piece's words, and whether Enter acts. */
  private say(f: Focusable, text: string): void {
    const region = this.lastBox?.region ?? "";
    const parts = [
      region !== this.lastRegion ? this.regionName(region) : "",
      text.replace(/\n+/g, ". "),
      f.actionable ? t("boardKeys.canAct") : "",
    ];
    this.lastRegion = region;
    const said = parts.filter(Boolean).join(". ");
    if (said === this.lastSaid) return;
    this.lastSaid = said;
    this.live.textContent = said;
  }

  private regionName(region: string): string {
    if (region.startsWith("workshop:")) {
      const seat = Number(region.slice("workshop:".length));
      return region === this.hooks.ownWorkshop()
        ? t("boardKeys.region.ownWorkshop")
        : t("boardKeys.region.workshop", { name: this.hooks.seatName(seat) });
    }
    return ["downtown", "market", "theater", "tracks", "zoom", "alley"].includes(region)
      ? t(`boardKeys.region.${region}`)
      : "";
  }

  /** Every focusable piece drawn now, with its box on the canvas and its part of the board. */
  private boxes(): FocusBox[] {
    const out: FocusBox[] = [];
    for (const f of focusables.values()) {
      if (f.target.destroyed || !f.target.parent || !visible(f.target)) continue;
      const b = f.target.getBounds();
      if (b.width <= 0 || b.height <= 0) continue;
      out.push({ key: f.key, x: b.x, y: b.y, w: b.width, h: b.height, region: this.hooks.regionOf(f.target) });
    }
    return out;
  }

  /** All pieces in one line: the board's parts in Page Down order, each in reading order. */
  private linear(boxes: FocusBox[]): FocusBox[] {
    return regionOrder(boxes, this.hooks.ownWorkshop()).flatMap((r) =>
      readingOrder(boxes.filter((b) => b.region === r)),
    );
  }

  private firstActionable(boxes: FocusBox[]): FocusBox | undefined {
    return this.linear(boxes).find((b) => focusables.get(b.key)?.actionable);
  }

  /** N / Shift+N: the next (previous) piece one can act on now, in the linear order, wrapping around. */
  private nextActionable(boxes: FocusBox[], here: FocusBox | null, step: 1 | -1): FocusBox | undefined {
    const line = this.linear(boxes);
    const at = here ? line.findIndex((b) => b.key === here.key) : -1;
    for (let i = 1; i <= line.length; i++) {
      const b = line[(((at + step * i) % line.length) + line.length) % line.length]!;
      if (focusables.get(b.key)?.actionable) return b;
    }
    return undefined;
  }

  private nearest(boxes: FocusBox[]): FocusBox | null {
    const from = this.lastBox;
    if (!from) return null;
    let best: FocusBox | null = null;
    let bestD = Infinity;
    for (const b of boxes) {
      const d =
        Math.hypot(b.x + b.w / 2 - (from.x + from.w / 2), b.y + b.h / 2 - (from.y + from.h / 2)) +
        (b.region === from.region ? 0 : 1000);
      if (d < bestD) {
        bestD = d;
        best = b;
      }
    }
    return best;
  }
}

/** Drawn at all: it and every parent visible (a hidden zoom card's spaces are not reachable). */
function visible(c: Container): boolean {
  for (let n: Container | null = c; n; n = n.parent) if (!n.visible || n.alpha === 0) return false;
  return true;
}
