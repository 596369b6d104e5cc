import type { Container, FederatedPointerEvent } from "pixi.js";

/**
 * One DOM tooltip for the whole canvas: hovering (or tapping) a board object shows its full
 * details. Text is produced when shown, so it always matches the current state.
 */
export class Tooltip {
  private readonly el: HTMLDivElement;
  /** Every tooltip of the current drawing (for tests that read all the words a player could see). */
  private describers: { target: Container; describe: () => string }[] = [];

  constructor(host: HTMLElement) {
    this.el = document.createElement("div");
    this.el.className = "tooltip";
    this.el.setAttribute("role", "tooltip");
    this.el.hidden = true;
    host.append(this.el);
  }

  attach(target: Container, describe: () => string): void {
    this.describers.push({ target, describe });
    target.eventMode = target.eventMode === "none" || target.eventMode === "passive" ? "static" : target.eventMode;
    const show = (e: FederatedPointerEvent): void => {
      // A piece's pop-over is open: it says more than the tooltip would, and the tooltip would cover it.
      if (this.el.parentElement?.querySelector(".piece-menu:not([hidden])")) return;
      this.el.textContent = describe();
      this.el.hidden = false;
      this.move(e);
    };
    target.on("pointerover", show);
    target.on("pointermove", (e: FederatedPointerEvent) => this.move(e));
    target.on("pointerout", () => (this.el.hidden = true));
    target.on("pointertap", show);
  }

  /** Forget the tooltips of objects that were redrawn since. */
  prune(): void {
    this.describers = this.describers.filter((d) => !d.target.destroyed);
  }

  /** The text of every tooltip now on the board. */
  texts(): string[] {
    return this.describers.filter((d) => !d.target.destroyed).map((d) => d.describe());
  }

  hide(): void {
    this.el.hidden = true;
  }

  private move(e: FederatedPointerEvent): void {
    const host = this.el.parentElement!;
    const x = Math.min(e.global.x + 14, host.clientWidth - this.el.offsetWidth - 4);
    const y = Math.min(e.global.y + 14, host.clientHeight - this.el.offsetHeight - 4);
    this.el.style.left = `${Math.max(0, x)}px`;
    this.el.style.top = `${Math.max(0, y)}px`;
  }
}
