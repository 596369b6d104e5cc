import { SLOT_BY_ID } from "../../shared/data/locations";
import type { Action } from "../../shared/engine";
import { name, t } from "../i18n";
import type { BoardModel } from "./model";
import type { PieceChoice } from "./pieces";

/**
 * Placing one's Magician on a stage while none of one's tricks is on a performance card: legal, but unless a
 * marker is set up before that day there is no show (RULES §8.1). A person who did not see it coming lost the
 * turn's show, so the place asks first: the warning and "Place anyway" (the same action) or "Cancel" (the
 * dialog's one way out, `dismiss`: a playtester saw both "Cancel" and "Close"). The side panel's Place form asks
 * the same (`stageWarningBox`). Null when there is nothing to warn about.
 * "Unless another character sets one up" is said only when one could: a playtester read it with nobody else going
 * to the Theater that turn (playtest 6, defect 11).
 */
export function emptyStageWarning(model: BoardModel, action: Action): PieceChoice | null {
  if (action.type !== "place" || action.character !== "magician" || model.viewer === null) return null;
  const slot = SLOT_BY_ID[action.slot];
  if (!slot?.weekday || !slot.stage) return null;
  const mine = model.view.theaterCards.some(
    (card) => card && Object.values(card.markers).some((m) => m.seat === model.viewer),
  );
  if (mine) return null;
  const day = name("weekday", slot.weekday);
  return {
    title: t("stageWarning.title"),
    lines: [t(helperStillComing(model) ? "stageWarning.textHelper" : "stageWarning.text", { day })],
    items: [{ label: t("stageWarning.placeAnyway"), action }],
    reason: null,
    dismiss: t("stageWarning.cancel"),
  };
}

/**
 * Whether another of the viewer's characters is still to be placed in the Theater this turn: set-ups happen during
 * placement, by a character placed backstage (RULES §7.2), so only one not yet placed (and not turned down) with a
 * Theater card under it can still set a trick up before the show.
 */
function helperStillComing(model: BoardModel): boolean {
  const me = model.viewer === null ? undefined : model.view.players[model.viewer];
  if (!me) return false;
  return Object.entries(me.characters).some(
    ([id, c]) => id !== "magician" && c.status === "team" && c.card === "theater" && c.slot === null && !c.inactive,
  );
}
