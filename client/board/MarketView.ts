import { Container, Graphics } from "pixi.js";
import { COMPONENT_BY_ID, type ComponentId } from "../../shared/data/components";
import type { BoardEvents, BoardModel } from "./model";
import { MUTED, TIER_COLOURS } from "./palette";
import { drawSlot } from "./slots";
import { makePiece } from "./interactive";
import { marketChoice, type PieceChoice } from "./pieces";
import type { Tooltip } from "./tooltip";
import { area, clear, panel, text, translated } from "./widgets";
import { amount, name, t as tr } from "../i18n";

export const MARKET_WIDTH = 340;
export const MARKET_HEIGHT = 430;

/** Market Row (RULES §6.2): Order slots above the Buy area, the Quick Order slot, four character slots. */
export class MarketView extends Container {
  private readonly dynamic = new Container();

  constructor(private readonly tooltip: Tooltip) {
    super();
    this.addChild(panel(MARKET_WIDTH, MARKET_HEIGHT, () => name("location", "market_row")));
    this.addChild(area(14, 44, MARKET_WIDTH - 28, 278));
    for (const [label, y] of [
      ["orders", 50],
      ["stock", 136],
      ["quick", 222],
    ] as const) {
      const t = translated(() => tr(`board.market.${label}`), 11, { fill: MUTED });
      t.position.set(22, y);
      this.addChild(t);
    }
    this.addChild(this.dynamic);
  }

  update(model: BoardModel, events: BoardEvents): void {
    const { view: game } = model;
    clear(this.dynamic);
    const piece = (tile: Container, key: string, choice: PieceChoice | null, describe: () => string): Container => {
      makePiece(tile, key, choice, events, this.tooltip, describe, { x: 0, y: 0, w: 70, h: 56 });
      return tile;
    };
    game.market.order.forEach((c, i) => {
      const t = this.tile(c, 20 + i * 76, 68, tr("board.market.orderSlot", { n: i + 1 }), game.supply);
      this.dynamic.addChild(piece(t.c, `market:order:${i}`, marketChoice(model, "order", i), t.describe));
    });
    game.market.buy.forEach((c, i) => {
      const t = this.tile(c, 20 + i * 76, 154, tr("piece.stockSlot", { n: i + 1 }), game.supply);
      this.dynamic.addChild(piece(t.c, `market:buy:${i}`, marketChoice(model, "buy", i), t.describe));
    });
    const q = this.tile(game.market.quick, 20, 240, tr("piece.quickSlot"), game.supply, 1);
    this.dynamic.addChild(piece(q.c, "market:quick", marketChoice(model, "quick", 0), q.describe));
    ["market-row-1", "market-row-2", "market-row-3", "market-row-4"].forEach((id, i) => {
      const slot = drawSlot(id, 50, model, events, this.tooltip);
      slot.position.set(46 + i * 82, 372);
      this.dynamic.addChild(slot);
    });
  }

  private tile(
    component: ComponentId | null,
    x: number,
    y: number,
    where: string,
    supply: GameStateSupply,
    surcharge = 0,
  ): { c: Container; describe: () => string } {
    const c = new Container();
    c.position.set(x, y);
    const def = component ? COMPONENT_BY_ID[component] : null;
    c.addChild(
      new Graphics()
        .roundRect(0, 0, 70, 56, 6)
        .fill(def ? TIER_COLOURS[def.tier] : 0x241b30)
        .stroke({ width: 1, color: 0x6b5585 }),
    );
    if (def) {
      const label = text(name("component", def.id), 13, { fontWeight: "bold" });
      label.anchor.set(0.5, 0);
      label.position.set(35, 8);
      const price = text(amount("coins", def.price + surcharge), 11);
      price.anchor.set(0.5, 0);
      price.position.set(35, 30);
      c.addChild(label, price);
    } else {
      const empty = text(tr("board.empty"), 11, { fill: MUTED });
      empty.anchor.set(0.5);
      empty.position.set(35, 28);
      c.addChild(empty);
    }
    const describe = (): string =>
      def
        ? tr("board.market.tile", {
            where,
            component: name("component", def.id),
            tier: tr(`board.tier.${def.tier}`),
            price: amount("coins", def.price + surcharge),
            left: supply[def.id] ?? 0,
          })
        : tr("board.market.emptyTile", { where });
    return { c, describe };
  }
}

type GameStateSupply = Readonly<Partial<Record<ComponentId, number>>>;
