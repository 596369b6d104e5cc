import { t } from "../i18n";
import { LONG_PRESS_MS } from "../board/tooltip";
import { TOUCH_TIP_MS } from "./pointer";

/** A finger moving further than this (CSS px) is a drag (touchDrag.ts) or a scroll, not a long press. */
const SLOP = 10;

/**
 * Long press = tooltip on touch screens, for the page's cards and buttons (the board's pieces do the same in
 * client/board/tooltip.ts): resting a finger about half a second on an assignment card, or on anything with a
 * title, shows its words in a tooltip that stays until the next touch (or TOUCH_TIP_MS), and the click that would
 * have followed (picking the card, pressing the button) is dropped.
 */
export function installLongPress(): void {
  const tip = document.createElement("div");
  tip.className = "touch-tip";
  tip.setAttribute("role", "tooltip");
  tip.id = "touch-tip";
  tip.hidden = true;
  document.body.append(tip);
  let press: { timer: number; x: number; y: number; id: number } | null = null;
  let swallowClickUntil = 0;
  /** A long press fired and its finger is still down: the click its lifting makes is dropped. */
  let fired = false;
  /** Where the finger was when its long press fired: moving on from there is a drag, and the tooltip goes. */
  let firedAt: { x: number; y: number } | null = null;
  let fade = 0;

  document.addEventListener(
    "pointerdown",
    (e) => {
      if (e.pointerType !== "touch") return;
      tip.hidden = true; // the next touch takes a shown tooltip away
      if (press) clearTimeout(press.timer);
      press = null;
      const el = (e.target as HTMLElement | null)?.closest?.<HTMLElement>(
        ".hand button[data-card], [data-tip], button[title], [role=button][title]",
      );
      const words = el ? tipFor(el) : "";
      if (!el || !words) return;
      const x = e.clientX;
      const y = e.clientY;
      const timer = window.setTimeout(() => {
        press = null;
        tip.textContent = words;
        tip.hidden = false;
        // Above the finger, inside the screen.
        const left = Math.max(4, Math.min(x - tip.offsetWidth / 2, window.innerWidth - tip.offsetWidth - 4));
        const top =
          y - tip.offsetHeight - 40 >= 4
            ? y - tip.offsetHeight - 40
            : Math.min(y + 40, window.innerHeight - tip.offsetHeight - 4);
        tip.style.left = `${left}px`;
        tip.style.top = `${top}px`;
        fired = true;
        firedAt = { x, y };
        clearTimeout(fade);
        fade = window.setTimeout(() => (tip.hidden = true), TOUCH_TIP_MS);
      }, LONG_PRESS_MS);
      press = { timer, x, y, id: e.pointerId };
    },
    true,
  );

  const cancel = (e: PointerEvent): void => {
    // A long press that goes on as a drag (a planning card dragged onto a character): the tooltip goes with it; it
    // stayed over the plan after the drop (playtest 8).
    if (
      fired &&
      firedAt &&
      e.type === "pointermove" &&
      Math.hypot(e.clientX - firedAt.x, e.clientY - firedAt.y) >= SLOP
    )
      tip.hidden = true;
    if (fired && e.type !== "pointermove") {
      fired = false;
      swallowClickUntil = performance.now() + 400;
    }
    if (!press || e.pointerId !== press.id) return;
    if (e.type === "pointermove" && Math.hypot(e.clientX - press.x, e.clientY - press.y) < SLOP) return;
    clearTimeout(press.timer);
    press = null;
  };
  document.addEventListener("pointermove", cancel, true);
  document.addEventListener("pointerup", cancel, true);
  document.addEventListener("pointercancel", cancel, true);
  // The click a long press ends with, and the context menu Chromium opens after one.
  document.addEventListener(
    "click",
    (e) => {
      if (performance.now() > swallowClickUntil) return;
      swallowClickUntil = 0;
      e.preventDefault();
      e.stopImmediatePropagation();
    },
    true,
  );
  document.addEventListener(
    "contextmenu",
    (e) => {
      if (press || !tip.hidden) e.preventDefault();
    },
    true,
  );
}

/** What a long press shows: an assignment card's use, else the element's own tip or title. */
function tipFor(el: HTMLElement): string {
  const card = el.dataset.card;
  if (card && el.closest(".hand")) {
    const use = t(`boardKeys.cardTip.${card}`, { defaultValue: "" });
    return [el.textContent?.trim() ?? "", use].filter(Boolean).join("\n");
  }
  return el.dataset.tip ?? el.title ?? "";
}
