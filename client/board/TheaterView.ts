import { Container, Graphics } from "pixi.js";
import { WEEKDAYS, WEEKDAY_DEFS } from "../../shared/data/locations";
import type { BoardEvents, BoardModel } from "./model";
import { HIGHLIGHT, MUTED } from "./palette";
import { CARD_HEIGHT, CARD_WIDTH, drawPerformanceCard } from "./PerformanceCardView";
import { drawSlot } from "./slots";
import type { Tooltip } from "./tooltip";
import { area, clear, panel, text } from "./widgets";
import { capitalised, name as nameOf, signed, t } from "../i18n";

export const THEATER_WIDTH = 580;
export const THEATER_HEIGHT = 430;
/** The zoomed card: its height, and where its centre is, left of the Theater (over the Market Row). */
const ZOOM_HEIGHT = 392;
const ZOOM_LEFT_OF_THEATER = 180;

/** Where performance card `i` of `count` sits in the Theater, and its scale (the show draws over it). */
export function cardPlacement(i: number, count: number): { x: number; y: number; scale: number } {
  const gap = Math.min(8, (THEATER_WIDTH - 28 - count * CARD_WIDTH) / Math.max(1, count - 1));
  const scale = Math.min(1, (THEATER_WIDTH - 28) / (count * CARD_WIDTH + (count - 1) * 8));
  return { x: 14 + i * (CARD_WIDTH * scale + Math.max(gap, 4)), y: 208 + (CARD_HEIGHT * (1 - scale)) / 2, scale };
}

/** The Theater (RULES §7): Thursday to Sunday with stage and backstage slots, and the performance cards. */
export class TheaterView extends Container {
  private readonly dynamic = new Container();

  /**
   * A set-up being aimed: its card drawn large over the Market Row (world coordinates), so the marker, its
   * orientation and the links it would make can be read; it is as interactive as the card itself.
   */
  readonly zoom = new Container();

  constructor(private readonly tooltip: Tooltip) {
    super();
    this.addChild(panel(THEATER_WIDTH, THEATER_HEIGHT, () => nameOf("location", "theater")));
    this.addChild(this.dynamic);
  }

  update(model: BoardModel, events: BoardEvents): void {
    const { view: game } = model;
    clear(this.dynamic);
    const dayWidth = (THEATER_WIDTH - 28) / 4;
    WEEKDAYS.forEach((day, i) => {
      const x = 14 + i * dayWidth;
      const performing = game.phase === "performance" && game.weekday === day;
      this.dynamic.addChild(area(x + 2, 40, dayWidth - 4, 150, performing ? 0x5a4520 : undefined));
      const name = text(capitalised(nameOf("weekday", day)), 13, {
        fontWeight: "bold",
        fill: performing ? HIGHLIGHT : undefined,
      });
      name.anchor.set(0.5, 0);
      name.position.set(x + dayWidth / 2, 44);
      const y = WEEKDAY_DEFS[day].yieldModifier;
      const yields = text(y === 0 ? t("board.yieldsZero") : t("board.yields", { n: signed(y) }), 10, { fill: MUTED });
      yields.anchor.set(0.5, 0);
      yields.position.set(x + dayWidth / 2, 62);
      this.dynamic.addChild(name, yields);
      const stage = drawSlot(`theater-${day}-stage`, 44, model, events, this.tooltip, undefined, t("board.stage"));
      stage.position.set(x + dayWidth / 2, 104);
      this.dynamic.addChild(stage);
      [1, 2].forEach((n, k) => {
        const slot = drawSlot(`theater-${day}-${n}`, 38, model, events, this.tooltip);
        // Low enough that the stage's caption under it ("escenario" is wider than "stage") stays clear of them.
        slot.position.set(x + dayWidth / 2 + (k === 0 ? -34 : 34), 163);
        this.dynamic.addChild(slot);
      });
    });
    const cards = game.theaterCards;
    cards.forEach((card, i) => {
      const view = drawPerformanceCard(card, i, model, events, this.tooltip);
      const at = cardPlacement(i, cards.length);
      view.scale.set(at.scale);
      view.position.set(at.x, at.y);
      this.dynamic.addChild(view);
    });
    clear(this.zoom);
    const target = model.pick.target;
    const zoomed = target ? game.theaterCards[target.card] : null;
    if (target && zoomed) {
      const scale = ZOOM_HEIGHT / CARD_HEIGHT;
      const w = CARD_WIDTH * scale;
      this.zoom.addChild(
        new Graphics()
          .roundRect(-12, -12, w + 24, ZOOM_HEIGHT + 24, 12)
          .fill({ color: 0x0f0b15, alpha: 0.92 })
          .stroke({ width: 2, color: HIGHLIGHT }),
      );
      const big = drawPerformanceCard(zoomed, target.card, model, events, this.tooltip);
      big.scale.set(scale);
      this.zoom.addChild(big);
      this.zoom.position.set(this.x - ZOOM_LEFT_OF_THEATER - w / 2, 18);
    }
    const deck = text(t("board.deck", { count: game.deckSize }), 10, { fill: MUTED });
    deck.position.set(THEATER_WIDTH - 90, 14);
    this.dynamic.addChild(deck);
  }
}
