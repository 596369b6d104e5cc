import { Container, Graphics, Text } from "pixi.js";
import { makePiece } from "./interactive";
import { dieChoice, residenceChoice } from "./pieces";
import { residenceDeckChoice } from "./boardChoices";
import { endGameLine } from "./alleyPieces";
import { trickDetails } from "./trickWords";
import { DICE, type DieGroup } from "../../shared/data/dice";
import { CATEGORIES, TRICK_BY_ID, type TrickId } from "../../shared/data/tricks";
import { DIE_NAMES, componentName } from "../ui/actionText";
import { DieView } from "./DieView";
import { faceName, GROUP_NAMES } from "./labels";
import type { BoardEvents, BoardModel } from "./model";
import { CATEGORY_COLOURS, MUTED } from "./palette";
import { drawSlot } from "./slots";
import type { Tooltip } from "./tooltip";
import { ABBREVIATED, area, clear, fit, panel, text, translated } from "./widgets";
import { amount, formatList, name, t } from "../i18n";

export const DOWNTOWN_WIDTH = 520;
export const DOWNTOWN_HEIGHT = 430;
const DIE_SIZE = 54;

/** Downtown (RULES §6.1): the Dahlgaard Residence's trick decks, the six dice and four character slots. */
export class DowntownView extends Container {
  private readonly dice = new Map<string, DieView>();
  private readonly captions = new Map<string, Text>();
  private readonly dynamic = new Container();
  private readonly residenceLabel: Text;
  /**
   * Trick names large enough to read under a phone's camera (BoardScene sets it while a camera frames the board):
   * fitted to a 390 px screen, Downtown is drawn at ~0.75 and the Residence's 11 px rows read at ~8 px, cut short
   * (playtest 7, defect 9). Then the group's name moves up beside the panel's title and the rows take its line.
   */
  large = false;
  /** The trick rows drawn last (BoardScene.residenceRows, a debug hook, measures them). */
  trickRows: Text[] = [];

  constructor(private readonly tooltip: Tooltip) {
    super();
    this.addChild(panel(DOWNTOWN_WIDTH, DOWNTOWN_HEIGHT, () => name("location", "downtown")));
    this.addChild(area(14, 44, DOWNTOWN_WIDTH - 28, 150));
    this.residenceLabel = translated(() => name("dieGroup", "dahlgaard_residence"), 12, { fill: MUTED });
    this.addChild(this.residenceLabel);

    const groups: DieGroup[] = ["dahlgaard_residence", "inn", "bank"];
    const groupWidth = (DOWNTOWN_WIDTH - 28) / 3;
    groups.forEach((group, gi) => {
      const x = 14 + gi * groupWidth;
      this.addChild(area(x + 2, 204, groupWidth - 4, 128));
      const title = translated(() => GROUP_NAMES[group], 12, { fill: MUTED });
      title.anchor.set(0.5, 0);
      title.position.set(x + groupWidth / 2, 208);
      this.addChild(title);
      DICE.filter((d) => d.group === group).forEach((die, di) => {
        const view = new DieView(die.id, group, DIE_SIZE);
        view.position.set(x + groupWidth / 2 + (di === 0 ? -38 : 38), 262);
        // Two dice sit 76 px apart: a long face ("Cualquier categoría") wraps under its own die, not into the next.
        const caption = text("", 11, { fill: 0xcfc2a8, wordWrap: true, wordWrapWidth: 72, align: "center" });
        caption.anchor.set(0.5, 0);
        caption.position.set(view.x, 295);
        this.dice.set(die.id, view);
        this.captions.set(die.id, caption);
        this.addChild(view, caption);
      });
    });
    this.addChild(this.dynamic);
  }

  update(model: BoardModel, events: BoardEvents): void {
    const { view: game } = model;
    clear(this.dynamic);
    this.trickRows = [];
    const large = this.large;
    const label = this.residenceLabel;
    label.style.fontSize = large ? 15 : 12;
    label.anchor.set(large ? 1 : 0, 0);
    label.position.set(large ? DOWNTOWN_WIDTH - 16 : 22, large ? 13 : 48);
    // Large, the rows run a little lower than the Residence's box: it grows down to just above the dice.
    if (large) this.dynamic.addChild(area(14, 180, DOWNTOWN_WIDTH - 28, 22));
    for (const die of DICE) {
      const face = String(game.dice[die.id]);
      const view = this.dice.get(die.id)!;
      view.setFace(face);
      const caption = this.captions.get(die.id);
      if (caption) caption.text = faceName(face);
      // A hit area over the die (the die itself is kept between draws for its roll animation).
      const hit = new Container();
      hit.addChild(
        new Graphics()
          .rect(-DIE_SIZE / 2 - 4, -DIE_SIZE / 2 - 4, DIE_SIZE + 8, DIE_SIZE + 28)
          .fill({ color: 0, alpha: 0.001 }),
      );
      hit.position.set(view.x, view.y);
      const choice = dieChoice(model, die.id);
      view.alpha = choice?.reason ? 0.45 : 1;
      makePiece(
        hit,
        `die:${die.id}`,
        choice,
        events,
        this.tooltip,
        () => {
          // The faces as printed: category dice with "?" for any category, bank dice in coins (RULES §5.1).
          const faces =
            die.group === "inn"
              ? t("board.faces", { faces: die.faces.map((f) => faceName(String(f))).join(", ") })
              : die.group === "bank"
                ? t("board.bankFaces")
                : t("board.trickFaces", {
                    faces: [...CATEGORIES.map((c) => name("category", c)), t("board.anyFace")].join(", "),
                  });
          return `${DIE_NAMES[die.id]}: ${faceName(face)}\n${faces}`;
        },
        { x: -DIE_SIZE / 2, y: -DIE_SIZE / 2, w: DIE_SIZE, h: DIE_SIZE, r: 8 },
      );
      this.dynamic.addChild(hit);
    }
    // The four face-up decks: every card may be taken, not only the top one (RULES §4.1).
    const colWidth = (DOWNTOWN_WIDTH - 28) / 4;
    const rows = new Map<TrickId, Container>();
    // From a deck's readable list, a learnable trick opens its own choices at its row (as a click on it would).
    const openTrick = (id: TrickId): void => {
      const row = rows.get(id);
      const choice = residenceChoice(model, id);
      if (!row || !choice) return;
      const b = row.getBounds();
      events.menu(`residence:${id}`, { x: b.x + b.width / 2, y: b.y + b.height }, choice);
    };
    CATEGORIES.forEach((category, ci) => {
      const x = 18 + ci * colWidth;
      const tricks = game.residence.filter((id) => TRICK_BY_ID[id]?.category === category);
      const head = text(
        t("board.deckHead", { category: name("category", category), count: tricks.length }),
        // 14 keeps the widest heading, "Mechanical (12)" with Dark Alley, inside its column.
        large ? 14 : 12,
        { fill: CATEGORY_COLOURS[category], fontWeight: "bold" },
      );
      head.position.set(x, large ? 48 : 66);
      this.dynamic.addChild(head);
      // The heading opens the deck's list in the page's type size (12 rows of Fame 1/16/36 tricks are small here).
      const deck = residenceDeckChoice(model, category, openTrick);
      const learnable = deck.items.length > 0;
      makePiece(
        head,
        `deck-list:${category}`,
        deck,
        events,
        this.tooltip,
        () => `${name("category", category)}\n${t("board.deckZoom")}`,
        learnable ? { x: -1, y: 0, w: head.width + 2, h: head.height, r: 3 } : undefined,
      );
      // With Dark Alley a deck holds up to 12 tricks, the Fame-36 ones included (RULES §12.5): rows tighten to fit.
      // Large (a phone), the rows start where the group's name was and run down to the dice, 8 rows ~17 apart; each
      // name is cut where the column ends rather than after a count of letters.
      const lines = Math.max(1, tricks.length);
      const rowH = large ? Math.min(17.5, 138 / lines) : Math.min(13.5, 108 / lines);
      // 14.8 reads at 11 px on a 390 px phone: the size that still leaves a "★16" row most of its name.
      const size = large ? Math.min(14.8, rowH - 0.8) : rowH < 12 ? Math.max(8.5, rowH - 0.6) : 11;
      tricks.slice(0, 12).forEach((id, i) => {
        const def = TRICK_BY_ID[id]!;
        const star = def.threshold > 1 ? `★${def.threshold} ` : "";
        const whole = `${star}${name("trick", id)}`;
        const line = text(large ? whole : fit(whole, rowH < 12 ? 21 : 19), size, {
          fill: def.threshold === 36 ? 0xf0a0c0 : def.threshold === 16 ? 0xe0c98f : 0xd8cdb8,
        });
        if (large) {
          // A row's box stays within its row: twelve Dark Alley rows would otherwise reach into the next one.
          while (line.height > rowH + 1 && Number(line.style.fontSize) > 8)
            line.style.fontSize = Number(line.style.fontSize) - 0.5;
          cutToWidth(line, whole, colWidth - 6);
        }
        // Cut on purpose: the whole name is in the row's tooltip and in the deck's list (its heading's pop-over).
        line.label = ABBREVIATED;
        line.position.set(x, (large ? 65 : 84) + i * rowH);
        this.dynamic.addChild(line);
        rows.set(id, line);
        this.trickRows.push(line);
        makePiece(line, `residence:${id}`, residenceChoice(model, id), events, this.tooltip, () => trickDetails(id), {
          x: -1,
          y: 0,
          w: line.width + 2,
          h: large ? rowH : Math.min(13, rowH),
          r: 3,
        });
      });
    });
    // Character slots: +2, +1 (3+ players), +1 (4 players), +0.
    ["downtown-1", "downtown-2", "downtown-3", "downtown-4"].forEach((id, i) => {
      const slot = drawSlot(id, 50, model, events, this.tooltip);
      slot.position.set(70 + i * 125, 372);
      this.dynamic.addChild(slot);
    });
  }
}

/** Shortens a text's words with "…" until the text is at most `width` wide (its style as drawn). */
function cutToWidth(line: Text, whole: string, width: number): void {
  let keep = whole.length;
  while (line.width > width && keep > 1) {
    keep -= 1;
    line.text = `${whole.slice(0, keep).trimEnd()}…`;
  }
}
