import { Container } from "pixi.js";
import type { Tooltip } from "../board/tooltip";
import { showTimeline, type ShowStage } from "./ShowOverlay";
import type { ShowDrawing } from "./showPlayer";

/** The board as the show sees it: where things are, a render after each frame, and a layer on top of it all. */
export interface ShowHost extends ShowStage {
  addOverlay(layer: Container): void;
}

/** Tooltips do not belong on a show that lasts a second and a half. */
const NO_TOOLTIP = { attach() {}, hide() {} } as unknown as Tooltip;

/**
 * Shows drawn on a made board: one layer over it, each show a timeline on that layer. Its own module so the show's
 * story (showPlayer.ts) runs without PixiJS on a page whose board is not made yet.
 */
export function showDrawing(host: ShowHost): ShowDrawing {
  const layer = new Container();
  host.addOverlay(layer);
  return {
    play: (event, card, cards, rankOf, names) =>
      showTimeline(layer, host, event, card, cards, rankOf, names, NO_TOOLTIP),
    invalidate: () => host.invalidate(),
  };
}
