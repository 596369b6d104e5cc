import { SLOT_BY_ID } from "../../shared/data/locations";
import { TRICK_BY_ID, type Category, type TrickId } from "../../shared/data/tricks";
import type { Action } from "../../shared/engine";
import { ACTION_TITLES, apChangeNow, characterName, componentName, slotName } from "../ui/actionText";
import { whyNot } from "../ui/reasons";
import { refusalRule } from "../rules/refusalRule";
import { amount, formatList, language, name, t } from "../i18n";
import type { BoardModel } from "./model";
import type { MenuItem, PieceChoice } from "./pieces";

// Two board pieces that complete the direct-on-the-board style (issue #13): the acting character on its slot
// (Enhance, Done with this character) and a Residence deck's readable list (its tricks in full words).

/**
 * The viewer's acting character on its slot: Enhance with a Shard (+1 AP, RULES §7.1; allowed at every location
 * but the Theater, and at the Dark Alley, RULES §12.2) and *Done with this character*, each the engine's legal
 * action or dimmed with the engine's reason. Null for any other slot or viewer.
 */
export function actingChoice(model: BoardModel, slotId: string): PieceChoice | null {
  const pl = model.game.placement;
  if (!pl || pl.slot !== slotId || model.viewer === null || pl.seat !== model.viewer) return null;
  const items: MenuItem[] = [];
  const enhance = model.legal.find((a) => a.type === "enhance");
  const shard = amount("shards", 1);
  if (enhance)
    items.push({
      label: t("piece.enhanceFor", { ap: amount("ap", enhanceGain(model) ?? 1) }),
      cost: shard,
      action: enhance,
    });
  else
    items.push({
      label: ACTION_TITLES.enhance,
      cost: shard,
      reason: refusal(model, { type: "enhance" }),
      rule: refusalRule(model.game, model.viewer, { type: "enhance" }),
    });
  const done = model.legal.find((a) => a.type === "endPlacement");
  if (done) items.push({ label: ACTION_TITLES.endPlacement, action: done });
  else
    items.push({
      label: ACTION_TITLES.endPlacement,
      reason: refusal(model, { type: "endPlacement" }),
      rule: refusalRule(model.game, model.viewer, { type: "endPlacement" }),
    });
  const open = items.some((i) => i.action);
  return {
    title: t("piece.actingTitle", { character: characterName(pl.character), slot: slotName(slotId) }),
    lines: [t("board.slot.apLeft", { ap: amount("ap", pl.ap), count: pl.ap })],
    items,
    reason: open ? null : (items.find((i) => i.reason)?.reason ?? t("reason.notPossible")),
  };
}

/**
 * The AP an Enhance would give now: 1, but 2 under prophecy P08 and 3 with Empower (A35) used as its effect
 * (RULES §12.3, §12.4). Asked of the engine itself on the page's rebuilt state; null when it cannot say.
 */
export function enhanceGain(model: BoardModel): number | null {
  if (model.game.placement?.seat !== model.viewer) return null;
  return apChangeNow(model.game, { type: "enhance" });
}

/** Whether the viewer's acting character may Enhance now: the slot shows a Shard cue. */
export function canEnhance(model: BoardModel, slotId: string): boolean {
  const pl = model.game.placement;
  return !!pl && pl.slot === slotId && pl.seat === model.viewer && model.legal.some((a) => a.type === "enhance");
}

function refusal(model: BoardModel, a: Action): string {
  return (model.viewer === null ? null : whyNot(model.game, model.viewer, a, model.names)) ?? t("reason.notPossible");
}

/**
 * A Residence deck in words (RULES §4.1, §12.5): with Dark Alley a deck holds up to 12 tricks (Fame 1, 16 and 36),
 * too many for legible rows on the board, so its heading opens this list in the page's own type size. Each trick
 * reads "★16 Name: needs …, each show …"; during one's Downtown placement a learnable trick opens its own choices
 * (`openTrick`), the others are listed as words. Always open: reading needs no turn.
 */
export function residenceDeckChoice(
  model: BoardModel,
  category: Category,
  openTrick: (trick: TrickId) => void,
): PieceChoice {
  const tricks = model.view.residence.filter((id) => TRICK_BY_ID[id]?.category === category);
  // Learnable now: the engine offers a Learn Trick of it (the same test as the trick's own piece).
  const learnable = new Set(model.legal.flatMap((a) => (a.type === "learnTrick" ? [a.trick] : [])));
  const lines: string[] = [];
  const items: MenuItem[] = [];
  for (const id of tricks) {
    const line = trickLine(id);
    if (learnable.has(id)) items.push({ label: line, cost: t("piece.canLearn"), run: () => openTrick(id) });
    else lines.push(line);
  }
  if (!tricks.length) lines.push(t("piece.deckEmpty"));
  return {
    title: t("piece.deckList", { category: name("category", category), count: tricks.length }),
    lines,
    items,
    reason: null,
  };
}

/** Each trick's line per language: the words are static and a Downtown redraw asks for all 48 (~1 ms each). */
const lineCache = new Map<string, string>();

/** "★16 Name: 2 wood, 1 rope · each show 4 Fame, 1 coin": one trick in one readable line. */
export function trickLine(id: TrickId): string {
  const key = `${language()}:${id}`;
  let line = lineCache.get(key);
  if (line === undefined) lineCache.set(key, (line = trickWords(id)));
  return line;
}

function trickWords(id: TrickId): string {
  const def = TRICK_BY_ID[id];
  const needs = formatList(
    Object.entries(def.components).map(([c, n]) => t("reason.piecesOf", { count: n, component: componentName(c) })),
  );
  const y = def.yield;
  const gains = [
    y.fame && amount("fame", y.fame),
    y.coins && amount("coins", y.coins),
    y.shards && amount("shards", y.shards),
  ].filter(Boolean) as string[];
  return t("piece.trickLine", {
    star: def.threshold > 1 ? `★${def.threshold} ` : "",
    name: name("trick", id),
    needs,
    gains: gains.length ? formatList(gains) : t("actionText.nothing"),
  });
}

/** Slots whose acting character is drawn as a piece (for the region keys: redraw when these change). */
export function actingKey(model: BoardModel): string {
  const pl = model.game.placement;
  if (!pl || pl.seat !== model.viewer) return "";
  return `${SLOT_BY_ID[pl.slot]?.location}:${model.legal.some((a) => a.type === "enhance")}:${model.legal.some((a) => a.type === "endPlacement")}`;
}
