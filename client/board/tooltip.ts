import type { Container, FederatedPointerEvent } from "pixi.js";
import { ruleLink } from "../rules/open";
import type { SectionId } from "../rules/sections";
import { TOUCH_TIP_MS } from "../layout/pointer";

/** How long a finger rests on a piece before its tooltip shows (and the tap it would have been is dropped). */
export const LONG_PRESS_MS = 500;
/** A finger moving further than this (CSS px) is a pan or a drag, not a long press. */
const PRESS_SLOP = 10;
/** How long a tooltip with a "Rule ›" link stays after the pointer leaves its piece: time to reach the link. */
const LINK_GRACE_MS = 450;

/**
 * One DOM tooltip for the whole canvas: hovering (or tapping) a board object shows its full
 * details; on a touch screen a long press does, and the tooltip stays until the next touch.
 * Text is produced when shown, so it always matches the current state.
 */
export class Tooltip {
  private readonly el: HTMLDivElement;
  /** Every tooltip of the current drawing (for tests that read all the words a player could see). */
  private describers: { target: Container; describe: () => string }[] = [];
  /** Hides a tooltip a finger showed (TOUCH_TIP_MS). */
  private touchTimer = 0;
  /** The tooltip was shown by a finger: the next touch elsewhere, or TOUCH_TIP_MS, takes it away. */
  private byTouch = false;
  /** A finger resting on a piece: its timer and where it went down (page pixels). */
  private press: { timer: number; x: number; y: number; id: number } | null = null;
  /** A long press showed the tooltip: it stays until the next touch, and the tap that ends the press is dropped. */
  private pinned = false;
  private swallowTap = false;
  /** The rules section of a piece (by the part of the board it is in), for the tooltip's "Rule ›" link. */
  ruleOf: ((target: Container) => SectionId | null) | null = null;
  /** A hide put off so the pointer can reach the link. */
  private hideTimer = 0;

  constructor(host: HTMLElement) {
    this.el = document.createElement("div");
    this.el.className = "tooltip";
    this.el.setAttribute("role", "tooltip");
    this.el.hidden = true;
    host.append(this.el);
    // Capture phase: the next touch anywhere takes a pinned tooltip away before it does anything else.
    window.addEventListener(
      "pointerdown",
      (e) => {
        // A touch on the tooltip's own link must reach the link.
        if (e.pointerType !== "touch" || !(this.pinned || this.byTouch) || this.el.contains(e.target as Node)) return;
        this.hide(true);
      },
      true,
    );
    const cancel = (e: PointerEvent): void => {
      if (!this.press || e.pointerId !== this.press.id) return;
      if (e.type === "pointermove" && Math.hypot(e.clientX - this.press.x, e.clientY - this.press.y) < PRESS_SLOP)
        return;
      clearTimeout(this.press.timer);
      this.press = null;
    };
    window.addEventListener("pointermove", cancel, true);
    window.addEventListener("pointerup", cancel, true);
    window.addEventListener("pointercancel", cancel, true);
    // Chromium follows a long touch with a context menu: not over the board.
    host.addEventListener("contextmenu", (e) => {
      if (this.pinned || this.press) e.preventDefault();
    });
    // On the way to the link the tooltip stays; leaving it hides it (unless a long press pinned it).
    this.el.addEventListener("pointerenter", () => clearTimeout(this.hideTimer));
    this.el.addEventListener("pointerleave", () => {
      if (!this.pinned) this.el.hidden = true;
    });
  }

  /** Puts the text (and the piece's "Rule ›" link, when its part of the board has a rule) in the tooltip. */
  private fill(text: string, target: Container | null): void {
    clearTimeout(this.hideTimer);
    this.el.textContent = text;
    const rule = target && this.ruleOf ? this.ruleOf(target) : null;
    if (rule) this.el.append("\n", ruleLink(rule));
  }

  /**
   * True once after a long press: the board's capture listener then stops the tap that ends the press, so a
   * long press on a lit slot or a piece shows its tooltip and does not place or open anything.
   */
  takeLongPress(): boolean {
    const was = this.swallowTap;
    this.swallowTap = false;
    return was;
  }

  /** Shows `text` at a point of the board (canvas pixels), e.g. under the piece the keyboard is on. */
  showAt(text: string, x: number, y: number): void {
    this.pinned = false;
    this.fill(text, null);
    this.el.hidden = false;
    this.place(x, y);
  }

  attach(target: Container, describe: () => string): void {
    this.describers.push({ target, describe });
    target.eventMode = target.eventMode === "none" || target.eventMode === "passive" ? "static" : target.eventMode;
    const show = (e: FederatedPointerEvent): void => {
      // A piece's pop-over is open: it says more than the tooltip would, and the tooltip would cover it.
      if (this.el.parentElement?.querySelector(".piece-menu:not([hidden])")) return;
      this.fill(describe(), target);
      this.el.hidden = false;
      this.move(e);
      if (e.pointerType === "touch") this.fadeLater();
    };
    target.on("pointerover", (e: FederatedPointerEvent) => {
      if (!this.pinned) show(e);
    });
    target.on("pointermove", (e: FederatedPointerEvent) => {
      if (!this.pinned) this.move(e);
    });
    target.on("pointerout", () => {
      if (this.pinned) return;
      if (!this.el.querySelector(".rule-link")) {
        this.el.hidden = true;
        return;
      }
      clearTimeout(this.hideTimer);
      this.hideTimer = window.setTimeout(() => (this.el.hidden = true), LINK_GRACE_MS);
    });
    target.on("pointertap", show);
    target.on("pointerdown", (e: FederatedPointerEvent) => {
      if (e.pointerType !== "touch") return;
      if (this.press) clearTimeout(this.press.timer);
      const x = e.global.x;
      const y = e.global.y;
      const timer = window.setTimeout(() => {
        this.press = null;
        if (target.destroyed) return;
        this.pinned = true;
        this.swallowTap = true;
        this.fill(describe(), target);
        this.el.hidden = false;
        // Above the finger, so the finger does not cover it.
        this.place(x, y - this.el.offsetHeight - 40);
        this.fadeLater();
      }, LONG_PRESS_MS);
      this.press = { timer, x: e.clientX, y: e.clientY, id: e.pointerId };
    });
  }

  /** Forget the tooltips of objects that were redrawn since. */
  prune(): void {
    this.describers = this.describers.filter((d) => !d.target.destroyed);
  }

  /** The text of every tooltip now on the board. */
  texts(): string[] {
    return this.describers.filter((d) => !d.target.destroyed).map((d) => d.describe());
  }

  /** Hides the tooltip; one pinned by a long press stays (until the next touch) unless `force`. */
  hide(force = false): void {
    if (this.pinned && !force) return;
    clearTimeout(this.hideTimer);
    clearTimeout(this.touchTimer);
    this.pinned = false;
    this.byTouch = false;
    this.el.hidden = true;
  }

  /** A finger showed the tooltip: it goes by itself after TOUCH_TIP_MS (time to read it, or to tap its link). */
  private fadeLater(): void {
    this.byTouch = true;
    clearTimeout(this.touchTimer);
    this.touchTimer = window.setTimeout(() => this.hide(true), TOUCH_TIP_MS);
  }

  private move(e: FederatedPointerEvent): void {
    this.place(e.global.x + 14, e.global.y + 14);
  }

  /** Puts the tooltip's corner at (x, y) of the board, kept inside it. */
  private place(x: number, y: number): void {
    const host = this.el.parentElement!;
    const left = Math.min(x, host.clientWidth - this.el.offsetWidth - 4);
    const top = Math.min(y, host.clientHeight - this.el.offsetHeight - 4);
    this.el.style.left = `${Math.max(0, left)}px`;
    this.el.style.top = `${Math.max(0, top)}px`;
  }
}
