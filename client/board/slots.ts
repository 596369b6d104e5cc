import { Container, Graphics } from "pixi.js";
import { SLOT_BY_ID } from "../../shared/data/locations";
import type { GameView } from "../../shared/engine";
import { slotName, characterName } from "../ui/actionText";
import type { BoardEvents, BoardModel } from "./model";
import { CLOSED, HIGHLIGHT, MUTED } from "./palette";
import type { Tooltip } from "./tooltip";
import { appear } from "./appear";
import { characterDisk, GLYPH, text } from "./widgets";
import { slotReason } from "./pieces";
import { amount, language, t as tr } from "../i18n";
import { registerFocusable } from "./focusables";
import { makePiece } from "./interactive";
import { actingChoice, canEnhance, enhanceGain } from "./boardChoices";

/** Who stands on a main-board slot (workshop slots are per player: pass the owner). */
export function occupant(game: GameView, slotId: string, owner?: number): { seat: number; character: string } | null {
  for (const p of game.players) {
    if (owner !== undefined && p.seat !== owner) continue;
    for (const [id, c] of Object.entries(p.characters)) if (c.slot === slotId) return { seat: p.seat, character: id };
  }
  return null;
}

/** Screen positions of clickable slots, for people using the keyboard-free test path and for tests. */
export const slotPositions = new Map<string, Container>();

/**
 * A character slot: its AP modifier, whoever stands on it, closed when it does not exist at this
 * player count (RULES §4.2), and lit when the viewer may place a character there now.
 */
export function drawSlot(
  slotId: string,
  size: number,
  model: BoardModel,
  events: BoardEvents,
  tooltip: Tooltip,
  owner?: number,
  label?: string,
): Container {
  const def = SLOT_BY_ID[slotId]!;
  const c = new Container();
  const closed = def.minPlayers > model.view.players.length;
  const lit = owner === undefined || owner === model.viewer ? model.placeTargets.has(slotId) : false;
  const box = new Graphics().roundRect(-size / 2, -size / 2, size, size, 8);
  if (closed) {
    box.fill(CLOSED).stroke({ width: 1, color: 0x3a2d49 });
    const x = new Graphics()
      .moveTo(-size / 4, -size / 4)
      .lineTo(size / 4, size / 4)
      .moveTo(size / 4, -size / 4)
      .lineTo(-size / 4, size / 4)
      .stroke({ width: 2, color: 0x4b3d5c });
    c.addChild(box, x);
  } else {
    box.fill(lit ? 0x5a4520 : 0x241b30).stroke({ width: lit ? 3 : 1, color: lit ? HIGHLIGHT : 0x6b5585 });
    c.addChild(box);
    const mod = text(label ?? `${def.apModifier >= 0 ? "+" : ""}${def.apModifier}`, size * 0.26, { fill: MUTED });
    mod.label = GLYPH;
    mod.anchor.set(0.5, 0);
    mod.position.set(0, size / 2 + 2);
    c.addChild(mod);
  }
  const who = closed ? null : occupant(model.view, slotId, owner);
  if (who) {
    const disk = characterDisk(who.seat, who.character, size * 0.36);
    c.addChild(disk);
    appear(disk, `placed:${slotId}:${who.seat}:${who.character}`);
    // The character acting now: its AP left, on the board where it stands.
    const pl = model.game.placement;
    if (pl && pl.seat === who.seat && pl.character === who.character && pl.slot === slotId) {
      const badge = new Container();
      const label = text(amount("ap", pl.ap), Math.max(11, size * 0.28), { fontWeight: "bold", fill: 0x1b1322 });
      label.anchor.set(0.5);
      const w = label.width + 10;
      badge.addChild(
        new Graphics()
          .roundRect(-w / 2, -9, w, 18, 9)
          .fill(HIGHLIGHT)
          .stroke({ width: 1, color: 0x1b1322 }),
        label,
      );
      badge.position.set(size * 0.32, -size / 2 - 4);
      badge.label = "ap-left";
      c.addChild(badge);
      // The cue that Enhance is possible here (RULES §7.1, §12.2): a Shard with the AP it gives, "+1".
      if (canEnhance(model, slotId)) {
        const cue = new Container();
        const plus = text(`+${enhanceGain(model) ?? 1}`, Math.max(10, size * 0.24), {
          fontWeight: "bold",
          fill: 0x1b1322,
        });
        plus.anchor.set(0.5);
        cue.addChild(
          new Graphics().poly([0, -13, 13, 0, 0, 13, -13, 0]).fill(0x8fd3e8).stroke({ width: 1, color: 0x1b1322 }),
          plus,
        );
        // At the lower left corner: clear of the AP badge above and of the slot's modifier below its middle.
        cue.position.set(-size / 2, size / 2 - 4);
        cue.label = "enhance-cue";
        c.addChild(cue);
      }
    }
  }
  const cannot =
    !closed && !who && !lit && (owner === undefined || owner === model.viewer) ? slotReason(model, slotId) : null;
  if (cannot) c.alpha = 0.6;
  c.label = `slot ${slotId}`;
  const describe = (): string => {
    if (closed) return tr("board.slot.closed", { slot: slotName(slotId), count: model.view.players.length });
    const base = slotName(slotId);
    if (who) {
      const pl = model.game.placement;
      const acting =
        pl && pl.seat === who.seat && pl.character === who.character && pl.slot === slotId
          ? `\n${tr("board.slot.apLeft", { ap: amount("ap", pl.ap), count: pl.ap })}`
          : "";
      return `${base}\n${tr("board.slot.whose", { name: model.names[who.seat] ?? tr("reason.player", { n: who.seat + 1 }), character: characterName(who.character) })}${acting}`;
    }
    if (lit) {
      const options = model.placeTargets.get(slotId) ?? [];
      const names = options.map((a) => (a.type === "place" ? characterName(a.character) : "")).filter(Boolean);
      return `${base}\n${tr("board.slot.clickToPlace", { characters: new Intl.ListFormat(language(), { type: "disjunction" }).format(names) })}`;
    }
    return cannot ? `${base}\n${tr("board.slot.emptyNot", { reason: cannot })}` : `${base}\n${tr("board.slot.empty")}`;
  };
  // Workshop slots exist once per player: the owner is part of the key.
  const key = `slot:${owner === undefined ? "" : `${owner}:`}${slotId}`;
  // The viewer's acting character is a piece: Enhance and Done with this character start on the board.
  const acting = who && (owner === undefined || owner === model.viewer) ? actingChoice(model, slotId) : null;
  if (acting) {
    makePiece(c, key, acting, events, tooltip, () => `${describe()}\n${tr("board.enhanceHint")}`, {
      x: -size / 2,
      y: -size / 2,
      w: size,
      h: size,
      r: 8,
    });
    return c;
  }
  tooltip.attach(c, describe);
  if (lit) {
    c.cursor = "pointer";
    c.on("pointertap", () => events.slot(slotId));
    slotPositions.set(slotId, c);
    registerFocusable({ key, target: c, describe, actionable: true, activate: () => events.slot(slotId) });
  } else if (!closed) registerFocusable({ key, target: c, describe, actionable: false });
  return c;
}
