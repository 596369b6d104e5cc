import { Container, Graphics } from "pixi.js";
import { activeSeats, initiativeSpace } from "../../shared/engine";
import type { BoardModel } from "./model";
import { HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, seatColour, seatShapePoints } from "./palette";
import type { Tooltip } from "./tooltip";
import { clear, text } from "./widgets";
import { turnsOf } from "../ui/statusLine";
import { amount, formatNumber, name, t as tr } from "../i18n";

export const TRACKS_HEIGHT = 56;
/** Where the Fame chips start; chip `rank` (best first) is 170 further on each (the show flies gains to them). */
export const FAME_X = 130 + 4 * 150 + 20;
export const fameChipCentre = (rank: number): { x: number; y: number } => ({ x: FAME_X + rank * 170 + 80, y: 35 });

/** The turn counter, the initiative track with posters, and the fame track. */
export class TracksView extends Container {
  private readonly dynamic = new Container();

  constructor(
    trackWidth: number,
    private readonly tooltip: Tooltip,
  ) {
    super();
    this.addChild(
      new Graphics().roundRect(0, 0, trackWidth, TRACKS_HEIGHT, 12).fill(PANEL).stroke({ width: 2, color: PANEL_EDGE }),
    );
    this.addChild(this.dynamic);
  }

  update(model: BoardModel): void {
    const { game, view, names } = model;
    clear(this.dynamic);
    const turn = text(
      game.turn > 0 ? tr("board.turnOf", { turn: game.turn, turns: turnsOf(game) }) : tr("board.setup"),
      18,
      { fontWeight: "bold" },
    );
    turn.position.set(16, 16);
    this.dynamic.addChild(turn);

    // A duel's chips read "1." and "3." (RULES [2P], OQ-3): the label says so where they are read, as the chip's
    // tooltip alone did not reach a phone (playtest 8 read "3." beside two players as a mistake).
    const label = text(tr(game.options.players === 2 ? "board.initiativeDuel" : "board.initiative"), 11, {
      fill: MUTED,
    });
    label.position.set(130, 6);
    this.dynamic.addChild(label);
    const acting = new Set(activeSeats(game));
    game.initiative.forEach((seat, i) => {
      const x = 130 + i * 150;
      const chip = new Container();
      chip.position.set(x, 22);
      const p = view.players[seat]!;
      chip.addChild(
        new Graphics()
          .roundRect(0, 0, 140, 26, 13)
          .fill(seatColour(seat))
          .stroke({ width: acting.has(seat) ? 3 : 1, color: acting.has(seat) ? HIGHLIGHT : 0x1b1322 }),
      );
      // The printed space the marker stands on: 1 to N, but 1 and 3 in a duel (RULES [2P], OQ-3), whose second player
      // pays 3 to advertise; a chip reading "2." beside a price of 3 read as a mistake.
      const space = initiativeSpace(game, seat);
      // The seat's shape beside its name (palette.ts: colour is never the only cue).
      const points = seatShapePoints(seat, 7);
      const mark = (points ? new Graphics().poly(points) : new Graphics().circle(0, 0, 7)).fill(0x1b1322);
      mark.position.set(13, 13);
      chip.addChild(mark);
      const who = names[seat] ?? tr("reason.player", { n: seat + 1 });
      const t = text(tr(p.advertised ? "board.chipPoster" : "board.chip", { n: space, name: who }), 12, {
        fill: 0x1b1322,
        fontWeight: "bold",
      });
      t.position.set(24, 5);
      chip.addChild(t);
      this.tooltip.attach(chip, () =>
        [
          tr("board.initiativeTip", { place: tr(`board.ordinal.${i + 1}`), name: who }),
          ...(space !== i + 1 ? [tr("board.duelSpace", { space })] : []),
          tr("board.advertiseCost", { cost: amount("coins", space) }),
          ...(p.advertised ? [tr("board.posterOut")] : []),
          ...(acting.has(seat) ? [tr("board.toAct")] : []),
        ].join("\n"),
      );
      this.dynamic.addChild(chip);
    });

    const fameX = FAME_X;
    const fameLabel = text(name("resource", "fame"), 11, { fill: MUTED });
    fameLabel.position.set(fameX, 6);
    this.dynamic.addChild(fameLabel);
    [...view.players]
      .sort((a, b) => b.fame - a.fame)
      .forEach((p, i) => {
        const chip = new Container();
        chip.position.set(fameX + i * 170, 22);
        chip.addChild(
          new Graphics()
            .roundRect(0, 0, 160, 26, 6)
            .fill(0x241b30)
            .stroke({ width: 2, color: seatColour(p.seat) }),
        );
        const t = text(`★ ${formatNumber(p.fame)}  ${names[p.seat] ?? tr("panel.seat", { n: p.seat + 1 })}`, 12, {
          fontWeight: "bold",
        });
        t.position.set(8, 5);
        chip.addChild(t);
        this.dynamic.addChild(chip);
      });
  }
}
