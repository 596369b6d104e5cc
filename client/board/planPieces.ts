import { ASSIGN_LOCATIONS, type Action, type CharacterId } from "../../shared/engine";
import { characterName } from "../ui/actionText";
import { name, t } from "../i18n";
import type { BoardModel } from "./model";
import type { MenuItem, PieceChoice } from "./pieces";

/**
 * Planning on the board (RULES §5.4), for the keyboard and for a click: one of the viewer's characters at home
 * offers the assignment cards it may take now, and "take the card back" when it holds one. The same `assign` /
 * `unassign` actions as the planning panel's drag and drop; the engine's legal actions decide what is offered.
 * Null outside the viewer's own unconfirmed planning.
 */
export function planChoice(model: BoardModel, character: CharacterId): PieceChoice | null {
  const game = model.game;
  if (game.phase !== "assignment" || model.viewer === null) return null;
  const me = game.players[model.viewer];
  if (!me || me.confirmed) return null;
  const legal = model.legal.filter(
    (a): a is Extract<Action, { type: "assign" | "unassign" }> =>
      (a.type === "assign" || a.type === "unassign") && a.character === character,
  );
  const items: MenuItem[] = [];
  for (const loc of ASSIGN_LOCATIONS) {
    const a = legal.find((x) => x.type === "assign" && x.location === loc);
    if (a)
      items.push({
        label: t("boardKeys.plan.give", { card: name("location", loc) }),
        cost: `×${me.hand[loc] ?? 0}`,
        action: a,
      });
  }
  const back = legal.find((x) => x.type === "unassign");
  if (back) items.push({ label: t("boardKeys.plan.takeBack"), action: back });
  if (!items.length)
    return {
      title: t("boardKeys.plan.title", { character: characterName(character) }),
      lines: [],
      items: [],
      reason: t("boardKeys.plan.none"),
    };
  return { title: t("boardKeys.plan.title", { character: characterName(character) }), lines: [], items, reason: null };
}
