import { Container, Graphics } from "pixi.js";
import type { SpecialId } from "../../shared/data";
import { SPECIAL_DECKS, type SpecialDeck } from "../../shared/engine";
import { SPECIAL_LOCATION } from "../../shared/engine";
import { t } from "../i18n";
import {
  abilityChoice,
  abilityName,
  abilityText,
  deckChoice,
  showCardChoice,
  floorCardChoice,
  keepChoice,
  orbChoice,
  orbLines,
  prophecyText,
  specialName,
  specialTooltip,
  isAbilityWhen,
} from "./alleyPieces";
import type { PieceChoice } from "./pieces";
import { makePiece } from "./interactive";
import type { BoardEvents, BoardModel } from "./model";
import { AREA, HIGHLIGHT, MUTED, SEAT_INK, seatColour } from "./palette";
import { drawSlot } from "./slots";
import type { Tooltip } from "./tooltip";
import { area, clear, fit, panel, text, withinHeight } from "./widgets";

export const ALLEY_WIDTH = 300;
/** Parts of the Dark Alley a person may hover even when they offer nothing (the orb's tooltip), for tests' pointers. */
export const alleyLandmarks = new Map<string, Container>();
export const ALLEY_HEIGHT = 440;

/** Each Special deck's colour (the card backs' location colours). */
const DECK_COLOURS: Record<SpecialDeck, number> = {
  downtown: 0x5b4a7a,
  market_row: 0x4f7a5a,
  workshop: 0x8b6b47,
  theater: 0x7a3d4f,
};
const DECK_W = 62;
const DECK_H = 84;

/**
 * The Dark Alley (RULES §12.2): its character slots by player count, the four Special decks (cards left, last
 * discard), the two cards a drawer chooses from, the Special card on the floor, the viewer's magician's ability
 * and the Fortune Teller orb with the Active and Pending prophecies (§12.4). Drawn beside the workshops.
 */
export class AlleyView extends Container {
  private readonly dynamic = new Container();

  constructor(private readonly tooltip: Tooltip) {
    super();
    this.addChild(panel(ALLEY_WIDTH, ALLEY_HEIGHT, () => t("alley.title")));
    this.addChild(area(10, 156, ALLEY_WIDTH - 20, 96));
    this.addChild(this.dynamic);
  }

  update(model: BoardModel, events: BoardEvents): void {
    clear(this.dynamic);
    const alley = model.view.alley;
    if (!alley) return;
    ["dark-alley-1", "dark-alley-2", "dark-alley-3", "dark-alley-4"].forEach((id, i) => {
      const slot = drawSlot(id, 44, model, events, this.tooltip);
      // Low enough that the acting character's AP badge clears the panel's title ("CALLEJÓN OSCURO" is long).
      slot.position.set(42 + i * 72, 68);
      this.dynamic.addChild(slot);
    });
    const note = text(t("alley.slotsNote"), 11, { fill: MUTED });
    note.position.set(14, 107);
    // RULES §12.3: how many Special cards each player holds is public, which ones is not. Every count is drawn (the
    // line wraps, up to three lines above the decks; cut at one line it hid the last players' counts); only a long
    // name is shortened, in full in the tooltip.
    const list = (names: (seat: number) => string): string =>
      model.view.players.map((p) => `${names(p.seat)} ${p.alley?.specialCount ?? 0}`).join(" · ");
    const hands = text(t("alley.handCounts", { list: list((seat) => fit(model.names[seat] ?? "", 12)) }), 11, {
      fill: MUTED,
      wordWrap: true,
      wordWrapWidth: ALLEY_WIDTH - 28,
      lineHeight: 13,
    });
    hands.position.set(14, 121);
    this.tooltip.attach(hands, () => t("alley.handCounts", { list: list((seat) => model.names[seat] ?? "") }));
    this.dynamic.addChild(note, hands);
    SPECIAL_DECKS.forEach((deck, i) => this.deck(model, events, deck, 12 + i * (DECK_W + 8), 160));
    this.middle(model, events);
    this.orb(model, events);
  }

  /** A face-down Special deck: its location, the cards left, the last discard; a piece to draw from. */
  private deck(model: BoardModel, events: BoardEvents, deck: SpecialDeck, x: number, y: number): void {
    const alley = model.view.alley!;
    const c = new Container();
    c.position.set(x, y);
    const left = alley.deckSizes[deck];
    c.addChild(
      new Graphics()
        .roundRect(0, 0, DECK_W, DECK_H, 6)
        .fill(left ? DECK_COLOURS[deck] : 0x2a2236)
        .stroke({ width: 1, color: 0x1b1322 }),
    );
    // The whole name, on two lines when it needs them ("Calle del / Mercado"): a cut one read "Calle del …".
    const loc = text(t(`names.location.${deck}`), 10, {
      fontWeight: "bold",
      wordWrap: true,
      wordWrapWidth: DECK_W - 6,
      align: "center",
    });
    loc.anchor.set(0.5, 0);
    loc.position.set(DECK_W / 2, 6);
    const count = text(String(left), 22, { fontWeight: "bold" });
    count.anchor.set(0.5);
    count.position.set(DECK_W / 2, DECK_H / 2 + 6);
    c.addChild(loc, count);
    const discards = alley.discards[deck];
    const top = discards[discards.length - 1];
    const under = text(top ? fit(specialName(top), 12) : "–", 9, { fill: MUTED });
    under.anchor.set(0.5, 0);
    under.position.set(DECK_W / 2, DECK_H - 16);
    c.addChild(under);
    const describe = (): string =>
      [
        t("alley.deck", { location: t(`names.location.${deck}`) }),
        t("alley.cardsLeft", { count: left }),
        top ? t("alley.topDiscard", { card: specialName(top) }) : t("alley.noDiscard"),
        ...(top ? [specialTooltip(top)] : []),
      ].join("\n");
    makePiece(c, `alley:deck:${deck}`, deckChoice(model, deck), events, this.tooltip, describe, {
      x: 0,
      y: 0,
      w: DECK_W,
      h: DECK_H,
    });
    this.dynamic.addChild(c);
  }

  /** The cards being chosen from, else the Special card on the floor, else the viewer's ability. */
  private middle(model: BoardModel, events: BoardEvents): void {
    const alley = model.view.alley!;
    const y = 262;
    const drawn = alley.drawn;
    if (drawn) {
      if (drawn.cards && drawn.seat === model.viewer) {
        this.caption(t("alley.drawnTitle"), y);
        drawn.cards.forEach((card, i) =>
          this.card(events, card, 12 + i * 142, y + 16, `alley:drawn:${i}`, keepChoice(model, card)),
        );
      } else this.caption(t("alley.othersDrawn", { name: model.names[drawn.seat] ?? "" }), y);
    } else if (alley.special && model.game.placement) {
      this.caption(t("alley.onFloor"), y);
      const own = model.game.placement.seat === model.viewer;
      this.card(
        events,
        alley.special.id,
        12,
        y + 16,
        "alley:floor",
        own ? floorCardChoice(model) : null,
        model.game.placement.seat,
      );
    } else {
      const show = showCardChoice(model);
      if (show) {
        this.caption(t("alley.onFloor"), y);
        this.card(events, show.card, 12, y + 16, "alley:show", show.choice, model.viewer ?? undefined);
      }
    }
    this.ability(model, events, 12 + 142, drawn ? null : y + 16);
  }

  private caption(value: string, y: number): void {
    const l = text(fit(value, 46), 11, { fill: MUTED });
    l.position.set(14, y);
    this.dynamic.addChild(l);
  }

  /** A face-up Special card: its name and location (the full text in the tooltip). */
  private card(
    events: BoardEvents,
    id: SpecialId,
    x: number,
    y: number,
    key: string,
    choice: PieceChoice | null,
    seat?: number,
  ): void {
    const c = new Container();
    c.position.set(x, y);
    c.addChild(
      new Graphics()
        .roundRect(0, 0, 134, 58, 6)
        .fill(0xe9dcc0)
        .stroke({ width: 2, color: seat === undefined ? 0x1b1322 : seatColour(seat) }),
    );
    const n = text(fit(specialName(id), 22), 12, { fill: SEAT_INK, fontWeight: "bold" });
    n.position.set(6, 6);
    const where = text(t(`names.location.${SPECIAL_LOCATION[id]}`), 10, { fill: 0x5b4a3a });
    where.position.set(6, 24);
    const what = text(choice && !choice.reason ? `▸ ${t("alley.choose")}` : "", 11, {
      fill: 0x7a3d4f,
      fontWeight: "bold",
    });
    what.position.set(6, 39);
    c.addChild(n, where, what);
    makePiece(c, key, choice, events, this.tooltip, () => specialTooltip(id), { x: 0, y: 0, w: 134, h: 58 });
    this.dynamic.addChild(c);
  }

  /** The viewer's magician's ability: its rule text; outlined with a pop-over when legalActions offers it. */
  private ability(model: BoardModel, events: BoardEvents, x: number, y: number | null): void {
    const seat = model.viewer;
    const magician = seat === null ? null : model.game.players[seat]?.magician;
    if (!model.view.alley?.abilities || !magician || y === null) return;
    const c = new Container();
    c.position.set(x, y);
    c.addChild(new Graphics().roundRect(0, 0, 134, 58, 6).fill(AREA).stroke({ width: 1, color: 0x6b5585 }));
    const head = text(abilityName(magician), 11, { fontWeight: "bold", wordWrap: true, wordWrapWidth: 122 });
    head.position.set(6, 5);
    const choice = abilityChoice(model);
    const usable = choice !== null && !choice.reason;
    // Not usable now: the engine's reason on the card itself (Fate Weaving needs a character at the Dark Alley…).
    // An ability the game offers at its moment says so in short (its whole "when" is the pop-over's reason).
    const when = isAbilityWhen(magician) ? t(`alley.abilityWhenShort.${magician}`) : null;
    const sub = text(usable ? `▸ ${t("alley.choose")}` : (when ?? choice?.reason ?? t("alley.abilityNothing")), 9, {
      fill: usable ? HIGHLIGHT : MUTED,
      wordWrap: true,
      wordWrapWidth: 122,
    });
    sub.position.set(6, head.y + head.height + 2);
    withinHeight(sub, 56 - sub.y);
    c.addChild(head, sub);
    makePiece(
      c,
      "alley:ability",
      choice,
      events,
      this.tooltip,
      () => `${t("alley.abilityTitle", { name: abilityName(magician) })}\n${abilityText(magician)}`,
      { x: 0, y: 0, w: 134, h: 58 },
    );
    this.dynamic.addChild(c);
  }

  /** The Fortune Teller orb: the Active prophecy in the orb, the three Pending ones beside it (RULES §12.4). */
  private orb(model: BoardModel, events: BoardEvents): void {
    const alley = model.view.alley!;
    const c = new Container();
    c.position.set(12, 346);
    c.addChild(
      new Graphics()
        .roundRect(0, 0, ALLEY_WIDTH - 24, 84, 10)
        .fill(0x241b30)
        .stroke({ width: 1, color: 0x6b5585 }),
    );
    const title = text(t("alley.orb"), 11, { fill: MUTED });
    title.position.set(8, 4);
    c.addChild(title);
    c.addChild(
      new Graphics()
        .circle(34, 48, 24)
        .fill(alley.active ? 0x6a4fa0 : 0x3a2d4f)
        .stroke({ width: 2, color: 0xb49ce0 }),
    );
    const star = text(alley.active ? "★" : "–", 20, { fontWeight: "bold" });
    star.anchor.set(0.5);
    star.position.set(34, 48);
    const words = alley.active
      ? prophecyText(alley.active)
      : alley.prophecies
        ? t("alley.noActive")
        : t("alley.noProphecies");
    const active = text(fit(words, 90), 10, { wordWrap: true, wordWrapWidth: ALLEY_WIDTH - 100 });
    active.position.set(66, 20);
    c.addChild(star, active);
    // The Pending prophecies, numbered in the order they become Active (their words are in the tooltip).
    alley.pending.forEach((_, i) => {
      const px = 72 + i * 24;
      c.addChild(new Graphics().circle(px, 72, 8).fill(0x3a2d4f).stroke({ width: 1, color: 0xb49ce0 }));
      const n = text(String(i + 1), 10, { fontWeight: "bold" });
      n.anchor.set(0.5);
      n.position.set(px, 72);
      c.addChild(n);
    });
    alleyLandmarks.set("alley:orb", c);
    makePiece(
      c,
      "alley:orb",
      orbChoice(model),
      events,
      this.tooltip,
      () => [t("alley.orb"), ...orbLines(model)].join("\n"),
      { x: 0, y: 0, w: ALLEY_WIDTH - 24, h: 84 },
    );
    this.dynamic.addChild(c);
  }
}
