import { Graphics, type Container } from "pixi.js";
import type { BoardEvents } from "./model";
import type { PieceChoice } from "./pieces";
import { HIGHLIGHT } from "./palette";
import type { Tooltip } from "./tooltip";
import { t as tr } from "../i18n";
import { registerFocusable } from "./focusables";

/** Pieces that can be clicked now, by key (for the automation hook: tests click them like a person). */
export const piecePositions = new Map<string, Container>();

/** Dimmed pieces: what the viewer cannot do here and why (key → reason), for the automation hook. */
export const pieceReasons = new Map<string, { reason: string; target: Container }>();

/**
 * Makes a board object a piece one acts on: with something to do it is outlined, shows what a click offers
 * (and what it costs) on hover and opens its choices on click; with nothing possible it is dimmed and its
 * tooltip says why. `choice` null: not actionable in this context, only its details on hover.
 */
export function makePiece(
  target: Container,
  key: string,
  choice: PieceChoice | null,
  events: BoardEvents,
  tooltip: Tooltip,
  describe: () => string,
  outline?: { x: number; y: number; w: number; h: number; r?: number },
): void {
  if (!choice) {
    tooltip.attach(target, describe);
    registerFocusable({ key, target, describe, actionable: false });
    return;
  }
  if (choice.reason) {
    target.alpha = Math.min(target.alpha, 0.45);
    pieceReasons.set(key, { reason: choice.reason, target });
    const dimmed = (): string => `${describe()}\n${tr("board.notNow", { reason: choice.reason })}`;
    tooltip.attach(target, dimmed);
    registerFocusable({ key, target, describe: dimmed, actionable: false });
    return;
  }
  if (outline) {
    target.addChild(
      new Graphics()
        .roundRect(outline.x - 2, outline.y - 2, outline.w + 4, outline.h + 4, outline.r ?? 6)
        .stroke({ width: 2, color: HIGHLIGHT }),
    );
  }
  const offers = choice.items
    .filter((i) => i.action || i.run)
    .map((i) => `• ${i.label}${i.cost ? ` (${i.cost})` : ""}`);
  const offering = (): string =>
    [
      describe(),
      ...(offers.length ? [tr("board.clickToChoose")] : []),
      ...offers.slice(0, 8),
      ...(offers.length > 8 ? [tr("board.andMore", { count: offers.length - 8 })] : []),
    ].join("\n");
  tooltip.attach(target, offering);
  target.cursor = "pointer";
  // A click and Enter on the focused piece (boardFocus.ts) open the same pop-over.
  const open = (): void => {
    tooltip.hide();
    const b = target.getBounds();
    events.menu(key, { x: b.x + b.width / 2, y: b.y + b.height }, choice);
  };
  target.on("pointertap", open);
  piecePositions.set(key, target);
  // A pop-over to read only (a Residence deck's list) opens by Enter too, but is not "something to do" for N.
  const doable = offers.length > 0 || !!choice.form;
  registerFocusable({ key, target, describe: offering, actionable: doable, activate: open });
}
