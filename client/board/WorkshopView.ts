import { Container, Graphics } from "pixi.js";
import { COMPONENT_BY_ID, type ComponentId } from "../../shared/data/components";
import { MAGICIAN_BY_ID } from "../../shared/data/magicians";
import { TRICK_BY_ID } from "../../shared/data/tricks";
import {
  CHARACTER_IDS,
  effectiveCount,
  type CharacterId,
  type PlayerState,
  type PlayerView,
} from "../../shared/engine";
import type { SpecialId } from "../../shared/data";
import { characterName } from "../ui/actionText";
import { trickDetails } from "./trickWords";
import type { BoardEvents, BoardModel } from "./model";
import { CATEGORY_COLOURS, HIGHLIGHT, MUTED, seatColour, TIER_COLOURS } from "./palette";
import { trickNeeds, type TrickNeed } from "./trickNeeds";
import { drawSlot } from "./slots";
import { makePiece } from "./interactive";
import { apprenticeChoice, componentChoice, ownTrickChoice } from "./pieces";
import { planChoice } from "./planPieces";
import type { Tooltip } from "./tooltip";
import { cardPlaceWord } from "./labels";
import { area, characterDisk, clear, GLYPH, text, withinHeight, withinWidth } from "./widgets";
import { appear } from "./appear";
import { amount, formatList, formatNumber, name as nameOf, t as tr } from "../i18n";

export const WORKSHOP_WIDTH = 520;
export const WORKSHOP_HEIGHT = 440;
/** The tag of a planned Special card: the pink of the Dark Alley's Special cards, apart from the plain cards' gold. */
const SPECIAL_TAG = 0xe39ac8;
/** A component the owner lacks for a trick: a red light enough to read on the tiers' colours. */
const LACK = 0xff8a80;
const SYMBOL_GLYPHS: Record<string, string> = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };
/**
 * The tag of an assignment card under a character at home: the location's short word ("Market",
 * "Mercado"; the tooltip has the full name), or "?" for a card still face down. The word is shrunk
 * to fit `maxWidth` (the gap between two characters) and the tag is as wide as its word.
 */
function cardTag(card: string, character: CharacterId, size: number, maxWidth: number, special = false): Container {
  const hidden = card === "hidden";
  // A Special card is not a plain card of its location: it says so (✦, its own colour; its name in the tooltip).
  const place = (): string => cardPlaceWord(card, character);
  const word = hidden ? "?" : special ? tr("alley.specialTag", { place: place() }) : place();
  const label = text(word, size, { fill: 0x1b1322, fontWeight: "bold" });
  label.scale.set(Math.min(1, (maxWidth - 6) / label.width));
  label.anchor.set(0.5, 0);
  const height = Math.round(size * 1.2);
  const width = Math.max(height * 2, label.width + 6);
  const back = new Graphics()
    .roundRect(-width / 2, -1, width, height + 2, Math.max(3, size / 4))
    .fill(hidden ? 0x6b5585 : special ? SPECIAL_TAG : 0xd9a441);
  // A word shrunk to fit its chip (the tooltip says it whole): a glyph for the checks of type sizes.
  const tag = new Container({ label: GLYPH });
  tag.addChild(back, label);
  return tag;
}

/**
 * A player's workshop board: resources, trick slots with prepared markers, component storage,
 * characters at home and the extensions of hired specialists (Engineer's trick slot, Manager's
 * component slots, Assistant's apprentice slot), plus its two Workshop character slots.
 */
export class WorkshopView extends Container {
  private readonly dynamic = new Container();

  constructor(
    readonly seat: number,
    private readonly tooltip: Tooltip,
  ) {
    super();
    this.addChild(this.dynamic);
  }

  update(model: BoardModel, events: BoardEvents): void {
    const p = model.view.players[this.seat];
    const state = model.game.players[this.seat];
    clear(this.dynamic);
    if (!p || !state) return;
    const mine = model.mySeats.includes(this.seat);
    const acting = model.game.placement?.seat === this.seat;
    this.dynamic.addChild(
      new Graphics()
        .roundRect(0, 0, WORKSHOP_WIDTH, WORKSHOP_HEIGHT, 14)
        .fill(0x2a2037)
        .stroke({ width: acting ? 4 : 3, color: acting ? HIGHLIGHT : seatColour(this.seat) }),
    );
    const name = model.names[this.seat] ?? tr("reason.player", { n: this.seat + 1 });
    const magician = p.magician ? MAGICIAN_BY_ID[p.magician] : null;
    // Drawn small (another player's workshop beside one's own, 3-4 players): a summary in large type instead,
    // readable at 1536×864; the full details stay in the tooltips.
    if (this.scale.x < 0.8) {
      this.drawCompact(p, state, model, events, mine ? tr("board.you", { name }) : name, magicianLine(magician));
      return;
    }
    const title = text(mine ? tr("board.you", { name }) : name, 20, {
      fontWeight: "bold",
      fill: seatColour(this.seat),
    });
    title.position.set(16, 10);
    const sub = withinWidth(text(magicianLine(magician), 12, { fill: MUTED }), WORKSHOP_WIDTH - 32);
    sub.position.set(16, 36);
    const res = text(
      `★ ${amount("fame", p.fame)}   ${amount("coins", p.coins)}   ◆ ${amount("shards", p.shards)}`,
      18,
      { fontWeight: "bold" },
    );
    res.position.set(16, 54);
    this.dynamic.addChild(title, sub, res);

    const own = model.viewer === this.seat;
    this.drawTricks(p, state, 16, 84, own ? model : null, events);
    this.drawComponents(p, state, 16, 250, own ? model : null, events);
    this.drawCharacters(p, model, 16, 350, events);
    ["workshop-1", "workshop-2"].forEach((id, i) => {
      const slot = drawSlot(id, 44, model, events, this.tooltip, this.seat);
      slot.position.set(WORKSHOP_WIDTH - 110 + i * 56, 380);
      this.dynamic.addChild(slot);
    });
  }

  /** Another player's workshop at a small scale: name, resources, tricks, components and characters, in large type. */
  private drawCompact(
    p: PlayerView,
    state: PlayerState,
    model: BoardModel,
    events: BoardEvents,
    name: string,
    magician: string,
  ): void {
    const title = withinWidth(text(name, 36, { fontWeight: "bold", fill: seatColour(this.seat) }), WORKSHOP_WIDTH - 36);
    title.position.set(18, 12);
    // At 4 seats with the Dark Alley these are drawn at ~0.41 of their size: 24 is the smallest that reads (~10 px).
    const sub = withinWidth(text(magician, 24, { fill: MUTED }), WORKSHOP_WIDTH - 36);
    sub.position.set(18, 56);
    const res = text(`★ ${formatNumber(p.fame)}   ◆ ${formatNumber(p.shards)}   ${amount("coins", p.coins)}`, 32, {
      fontWeight: "bold",
    });
    res.position.set(18, 88);
    this.tooltip.attach(
      res,
      () => `${name}: ${formatList([amount("fame", p.fame), amount("coins", p.coins), amount("shards", p.shards)])}`,
    );
    this.dynamic.addChild(title, sub, res);
    p.tricks.forEach((trick, i) => {
      const def = TRICK_BY_ID[trick.id]!;
      const line = new Container();
      line.position.set(18, 136 + i * 38);
      line.addChild(new Graphics().roundRect(0, 2, 10, 26, 3).fill(CATEGORY_COLOURS[def.category]));
      const t = text(
        `${SYMBOL_GLYPHS[trick.symbol] ?? ""} ${nameOf("trick", def.id)}${trick.markers ? `  ◆×${trick.markers}` : ""}`,
        24,
        { fontWeight: trick.markers ? "bold" : "normal" },
      );
      t.position.set(18, 0);
      line.addChild(t);
      this.tooltip.attach(line, () => `${trickDetails(trick.id)}\n${tr("board.prepared", { count: trick.markers })}`);
      this.dynamic.addChild(line);
    });
    const owned = Object.entries(p.components).filter(([, n]) => (n ?? 0) > 0) as [ComponentId, number][];
    const comps = text(
      owned.length ? owned.map(([c, n]) => `${nameOf("component", c)} ${n}`).join(" · ") : tr("board.noComponents"),
      24,
      { fill: owned.length ? undefined : MUTED, wordWrap: true, wordWrapWidth: WORKSHOP_WIDTH - 36 },
    );
    comps.position.set(18, 292);
    this.tooltip.attach(
      comps,
      () =>
        owned
          .map(([c, n]) =>
            tr("board.countsAs", { component: nameOf("component", c), n, counts: effectiveCount(state, c) }),
          )
          .join("\n") || tr("board.noComponents"),
    );
    this.dynamic.addChild(comps);
    let i = 0;
    for (const id of CHARACTER_IDS) {
      const c = p.characters[id];
      if (c.status === "supply" || c.slot) continue;
      const disk = characterDisk(this.seat, id, 22);
      disk.position.set(40 + i * 56, 372);
      if (c.status === "inn" || c.inactive) disk.alpha = 0.5;
      this.dynamic.addChild(disk);
      const special = specialUnder(p, id);
      if (c.card) {
        const tag = cardTag(c.card, id, 17, 56, special !== null);
        tag.position.set(disk.x, disk.y + 24);
        this.dynamic.addChild(tag);
      }
      this.tooltip.attach(disk, () => characterTip(characterName(id), c, true, "", special));
      i++;
    }
    ["workshop-1", "workshop-2"].forEach((id, k) => {
      const slot = drawSlot(id, 60, model, events, this.tooltip, this.seat);
      slot.position.set(WORKSHOP_WIDTH - 150 + k * 76, 372);
      this.dynamic.addChild(slot);
    });
  }

  private drawTricks(
    p: PlayerView,
    state: PlayerState,
    x: number,
    y: number,
    model: BoardModel | null,
    events: BoardEvents,
  ): void {
    const engineer = p.characters.engineer.status === "team";
    const board = p.tricks.filter((t) => !t.engineerSlot);
    const onEngineer = p.tricks.find((t) => t.engineerSlot) ?? null;
    const slots: ((typeof p.tricks)[number] | null)[] = [board[0] ?? null, board[1] ?? null, board[2] ?? null];
    const w = 116;
    const all = engineer ? [...slots, onEngineer] : slots;
    all.forEach((trick, i) => {
      const cx = x + i * (w + 8);
      const c = new Container();
      c.position.set(cx, y);
      const isEngineerSlot = engineer && i === 3;
      const bg = new Graphics().roundRect(0, 0, w, 150, 8);
      if (!trick) {
        bg.fill(0x1f1829).stroke({ width: 1, color: isEngineerSlot ? 0x8c9aa6 : 0x4b3d5c });
        const t = text(isEngineerSlot ? tr("board.engineerSlot") : tr("board.emptyTrickSlot"), 11, {
          fill: MUTED,
          align: "center",
        });
        t.anchor.set(0.5);
        t.position.set(w / 2, 75);
        c.addChild(bg, t);
      } else {
        const def = TRICK_BY_ID[trick.id]!;
        bg.fill(0x3a2d4f).stroke({ width: isEngineerSlot ? 3 : 1, color: isEngineerSlot ? 0x8c9aa6 : 0x8a7a5a });
        const band = new Graphics().roundRect(0, 0, w, 22, 8).fill(CATEGORY_COLOURS[def.category]);
        // Two lines at most: the components it needs are drawn below the name.
        const t = withinHeight(
          text(nameOf("trick", def.id), 12, { fontWeight: "bold", wordWrap: true, wordWrapWidth: w - 10 }),
          30,
        );
        t.position.set(5, 25);
        const sym = text(SYMBOL_GLYPHS[trick.symbol] ?? "", 16, { fill: 0x1b1322 });
        sym.position.set(w - 20, 1);
        const cat = text(nameOf("category", def.category), 10, { fill: 0x1b1322 });
        cat.position.set(5, 4);
        const y = def.yield;
        const info = text(
          tr("board.prep", { ap: amount("ap", def.prepAp), fame: y.fame, coins: y.coins, shards: y.shards }),
          11,
          { fill: MUTED },
        );
        info.position.set(5, 105);
        // The owner sees against each component what they lack; another's card shows what it needs.
        c.addChild(bg, band, cat, sym, t, info);
        const needs = trickNeeds(state, trick.id);
        needs.forEach((need, k) => {
          const chip = needChip(need, w - 10, model !== null);
          chip.position.set(5, 56 + k * 16);
          c.addChild(chip);
        });
        for (let m = 0; m < trick.markers; m++) {
          c.addChild(
            new Graphics()
              .poly(diamond(14 + m * 22, 140, 7))
              .fill(seatColour(p.seat))
              .stroke({ width: 1, color: 0x1b1322 }),
          );
        }
        const describe = (): string =>
          [
            trickDetails(trick.id),
            tr("board.symbol", {
              symbol: SYMBOL_GLYPHS[trick.symbol],
              prepared: tr("board.prepared", { count: trick.markers }),
            }),
            ...(isEngineerSlot ? [tr("board.onEngineer")] : []),
            ...(model ? needsLines(needs) : []),
          ].join("\n");
        const picked = model?.pick.trick === trick.id && !model.pick.from;
        if (picked) c.addChild(new Graphics().roundRect(-3, -3, w + 6, 156, 10).stroke({ width: 4, color: HIGHLIGHT }));
        const choice = model ? ownTrickChoice(model, trick.id, (id) => events.pickTrick(id)) : null;
        makePiece(c, `trick:${trick.id}`, choice, events, this.tooltip, describe, { x: 0, y: 0, w, h: 150, r: 8 });
      }
      this.dynamic.addChild(c);
    });
  }

  private drawComponents(
    p: PlayerView,
    state: PlayerState,
    x: number,
    y: number,
    model: BoardModel | null,
    events: BoardEvents,
  ): void {
    const label = text(tr("actionText.field.components"), 11, { fill: MUTED });
    label.position.set(x, y);
    this.dynamic.addChild(label);
    const manager = p.characters.manager.status === "team";
    const owned = Object.entries(p.components).filter(([, n]) => (n ?? 0) > 0) as [ComponentId, number][];
    const onBoard = owned.filter(([c]) => !p.managerPiles.includes(c));
    const onManager = owned.filter(([c]) => p.managerPiles.includes(c));
    const tile = (c: ComponentId | null, n: number, tx: number, ty: number, managerSlot: boolean): void => {
      const t = new Container();
      t.position.set(tx, ty);
      t.addChild(
        new Graphics()
          .roundRect(0, 0, 76, 34, 6)
          .fill(c ? 0x4a3b5e : 0x1f1829)
          .stroke({ width: managerSlot ? 2 : 1, color: managerSlot ? 0x4f7a5a : 0x4b3d5c }),
      );
      // Within the tile, never cut off: a pile's name shrinks to fit, an empty Manager's slot says so on two lines
      // ("Manager's sl…" was cut off at 1536×864, issue 29).
      const s = c
        ? withinWidth(text(`${nameOf("component", c)} ×${n}`, 12), 66)
        : withinHeight(
            text(managerSlot ? tr("piece.managerSlot") : "", 10, {
              fill: MUTED,
              wordWrap: true,
              wordWrapWidth: 66,
              align: "center",
            }),
            30,
          );
      if (c) s.position.set(6, 9);
      else {
        s.anchor.set(0.5);
        s.position.set(38, 17);
      }
      t.addChild(s);
      if (c) {
        const describe = (): string =>
          tr(managerSlot ? "board.pileManager" : "board.pile", {
            component: nameOf("component", c),
            pieces: tr("actionText.pieces", { count: n }),
            counts: effectiveCount(state, c),
          });
        makePiece(t, `component:${c}`, model ? componentChoice(model, c) : null, events, this.tooltip, describe, {
          x: 0,
          y: 0,
          w: 76,
          h: 34,
        });
      }
      this.dynamic.addChild(t);
    };
    for (let i = 0; i < 6; i++) {
      const entry = onBoard[i];
      tile(entry ? entry[0] : null, entry ? entry[1] : 0, x + (i % 6) * 82, y + 16, false);
    }
    if (manager)
      for (let i = 0; i < 2; i++) tile(onManager[i]?.[0] ?? null, onManager[i]?.[1] ?? 0, x + i * 82, y + 56, true);
  }

  private drawCharacters(p: PlayerView, model: BoardModel, x: number, y: number, events: BoardEvents): void {
    const label = text(tr("board.atHome"), 11, { fill: MUTED });
    label.position.set(x, y);
    this.dynamic.addChild(label);
    const own = model.viewer === this.seat;
    let i = 0;
    for (const id of CHARACTER_IDS) {
      const c = p.characters[id];
      if (c.status === "supply" || c.slot) continue;
      const disk = characterDisk(this.seat, id, 15);
      disk.position.set(x + 18 + i * 40, y + 36);
      if (c.status === "inn") disk.alpha = 0.45;
      if (c.inactive) disk.alpha = 0.6;
      this.dynamic.addChild(disk);
      if (c.card) {
        // Card under the character: its location when revealed or one's own, a face-down card otherwise.
        const tag = cardTag(c.card, id, 10, 40, specialUnder(p, id) !== null);
        tag.position.set(disk.x, disk.y + 17);
        this.dynamic.addChild(tag);
        appear(tag, `card:${this.seat}:${id}:${c.card}`);
      }
      const extra = p.assistantSlot === id ? tr("board.onAssistant") : "";
      const describe = (): string => characterTip(characterName(id), c, own, extra, specialUnder(p, id));
      const choice = own && c.status === "team" ? (planChoice(model, id) ?? apprenticeChoice(model, id)) : null;
      makePiece(disk, `apprentice:${id}`, choice, events, this.tooltip, describe);
      i++;
    }
    if (p.characters.assistant.status === "team") {
      const slot = text(
        tr("board.assistantSlot", { who: p.assistantSlot ? characterName(p.assistantSlot) : tr("board.empty") }),
        10,
        { fill: MUTED },
      );
      slot.position.set(x, y + 66);
      this.dynamic.addChild(slot);
    }
  }
}

/** One component a trick card needs: its tier's colour, "3 Wood", and for the owner ✓ or how many are missing. */
function needChip(need: TrickNeed, width: number, own: boolean): Container {
  const chip = new Container();
  const short = Math.max(0, need.need - need.have);
  chip.addChild(
    new Graphics()
      .roundRect(0, 0, width, 15, 4)
      .fill(TIER_COLOURS[COMPONENT_BY_ID[need.component].tier])
      .stroke({ width: own && short ? 2 : 0, color: LACK }),
  );
  const mark = own
    ? text(short ? `−${formatNumber(short)}` : "✓", 12, { fontWeight: "bold", fill: short ? LACK : 0xb8f0b0 })
    : null;
  const room = width - 8 - (mark ? mark.width + 4 : 0);
  const label = withinWidth(
    text(tr("board.needChip", { count: need.need, component: nameOf("component", need.component) }), 12, {
      fontWeight: "bold",
    }),
    room,
  );
  label.position.set(4, 0);
  chip.addChild(label);
  if (mark) {
    mark.anchor.set(1, 0);
    mark.position.set(width - 4, 0);
    chip.addChild(mark);
  }
  return chip;
}

/** The tooltip's lines on what the owner has of each component the trick needs, and what is missing. */
function needsLines(needs: readonly TrickNeed[]): string[] {
  const missing = needs
    .filter((n) => n.have < n.need)
    .map((n) => tr("reason.piecesOf", { count: n.need - n.have, component: nameOf("component", n.component) }));
  return [
    ...needs.map((n) =>
      tr("board.needHave", { component: nameOf("component", n.component), have: n.have, need: n.need }),
    ),
    missing.length ? tr("board.needsShort", { list: formatList(missing) }) : tr("board.needsMet"),
  ];
}

function diamond(x: number, y: number, r: number): number[] {
  return [x, y - r, x + r, y, x, y + r, x - r, y];
}

/** "Favourite category: Optical" under a player's name, or that they are still choosing. */
function magicianLine(magician: { id: string; favourite: string } | null): string {
  return magician
    ? tr("board.magician", { name: nameOf("magician", magician.id), category: nameOf("category", magician.favourite) })
    : tr("board.choosingMagician");
}

/** A character disk's tooltip: where it is this turn and its card (the owner's own, or revealed). */
/** The Special card under a character this turn, when the viewer may know it (its owner, or once revealed). */
function specialUnder(p: PlayerView, id: CharacterId): SpecialId | null {
  const card = p.alley?.under[id];
  // A05 is the permanent Dark Alley card (a plain card of the Dark Alley); "hidden", a card not revealed yet.
  return card && card !== "A05" && card !== "hidden" ? card : null;
}

function characterTip(
  name: string,
  c: { status: string; inactive?: boolean; card: string | null },
  own: boolean,
  extra: string,
  special: SpecialId | null = null,
): string {
  const status = c.status === "inn" ? tr("board.atInn") : c.inactive ? tr("board.inactive") : tr("board.home");
  const where = c.card && c.card !== "hidden" ? nameOf("location", c.card) : "";
  const card =
    c.card === "hidden"
      ? tr("board.faceDown")
      : c.card
        ? tr(own ? "board.cardOwn" : "board.cardRevealed", {
            card: special ? tr("alley.specialUnder", { name: nameOf("special", special), place: where }) : where,
          })
        : tr("planning.noCard");
  return tr("board.characterTip", { name, status, card, extra });
}
