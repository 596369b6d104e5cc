import { SLOT_BY_ID } from "../../shared/data/locations";
import type { Action } from "../../shared/engine";
import { cardName, name, t } from "../i18n";
import { earlierShowsTaking } from "./earlierShows";
import type { BoardModel } from "./model";
import type { PieceChoice } from "./pieces";

/**
 * What a Magician's place onto a stage asks first, if anything: nothing set up (`emptyStageWarning`), or every card
 * holding the person's markers may be performed on an earlier day (`earlierShowWarning`). The board and the side
 * panel's Place form both ask through this.
 */
export function stageWarning(model: BoardModel, action: Action): PieceChoice | null {
  return emptyStageWarning(model, action) ?? earlierShowWarning(model, action);
}

/**
 * The person's markers are on cards, but shows before theirs may perform each of those cards, and every marker on a
 * performed card goes back to its owner (RULES §8.4): a newcomer's Magician stood on Saturday with nothing left to
 * perform after the bot performed her card on Friday (playtest 7, defect 3). Worded from what the person may see
 * (`earlierShows.ts`); a warning, not a refusal: "Place anyway" is the same action.
 */
export function earlierShowWarning(model: BoardModel, action: Action): PieceChoice | null {
  if (action.type !== "place" || action.character !== "magician" || model.viewer === null) return null;
  const slot = SLOT_BY_ID[action.slot];
  if (!slot?.weekday || !slot.stage) return null;
  const shows = earlierShowsTaking(model.view, model.viewer, slot.weekday);
  if (!shows) return null;
  const lines = shows.map((show) => {
    const card = model.view.theaterCards[show.card]!;
    const who = model.names[show.seat] ?? "";
    const key = `${show.placed ? "placed" : "planned"}${show.setUp ? "SetUp" : ""}` as const;
    return t(`stageWarning.earlier.${key}`, {
      name: who,
      day: name("weekday", show.day),
      card: t("actionText.cardNamed", { n: show.card + 1, name: cardName(card.id) }),
    });
  });
  const day = name("weekday", slot.weekday);
  lines.push(t(helperStillComing(model) ? "stageWarning.earlier.endHelper" : "stageWarning.earlier.end", { day }));
  return {
    title: t("stageWarning.earlier.title"),
    lines,
    items: [{ label: t("stageWarning.placeAnyway"), action }],
    reason: null,
    dismiss: t("stageWarning.cancel"),
  };
}

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
